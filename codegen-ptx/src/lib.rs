//! `dvmh-codegen-ptx`: the device back end — device handlers to NVPTX (PTX text).
//!
//! This crate fixes the interface the driver and the runtime will use for GPU regions: a module
//! whose parallel loops have device handlers goes in, PTX text for `sm_XX` comes out, and the
//! driver embeds it in the executable for the runtime to load through the CUDA driver API.
//! Device-handler generation is not implemented yet (the first milestone runs regions on the
//! CPU, see DESIGN.md "Execution model"), so `emit_ptx` reports that plainly instead of
//! producing something that is not a kernel.

use dvmh_ir::Module;

/// What to generate.
#[derive(Clone, Debug)]
pub struct PtxOptions {
    /// Target architecture, e.g. `sm_90` (H100) or `sm_80`.
    pub arch: String,
    pub opt_level: u8,
}

impl Default for PtxOptions {
    fn default() -> Self {
        PtxOptions {
            arch: "sm_80".into(),
            opt_level: 2,
        }
    }
}

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum PtxError {
    #[error("GPU code generation is not implemented yet; regions run on the CPU")]
    NotImplemented,
}

/// Generates PTX for the device handlers of `module`.
pub fn emit_ptx(_module: &Module, _opts: &PtxOptions) -> Result<String, PtxError> {
    Err(PtxError::NotImplemented)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_that_device_code_is_not_generated_yet() {
        let m = Module::new("m");
        assert_eq!(
            emit_ptx(&m, &PtxOptions::default()),
            Err(PtxError::NotImplemented)
        );
    }
}
