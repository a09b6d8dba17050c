//! The pass manager: named passes over a module, with the verifier between them.
//!
//! Passes are plain functions over `&mut Module`, registered by name so tests and the driver
//! can run any sequence (`--passes=outline-handlers,lower-dvm`). A pass returns an error only
//! for conditions the front end could not have diagnosed; it never prints.

use crate::module::Module;
use crate::passes;
use crate::verify::verify;

/// A transform pass.
pub type PassFn = fn(&mut Module) -> Result<(), String>;

/// Every registered pass, in the order of the default host pipeline.
pub const PASSES: &[(&str, PassFn)] = &[
    ("outline-handlers", passes::outline::run),
    ("lower-dvm", passes::lower_dvm::run),
    ("canonicalize", passes::canonicalize::run),
    ("split-large-functions", passes::split::run),
];

/// The pipeline the driver runs before host code generation.
pub const HOST_PIPELINE: &[&str] = &[
    "outline-handlers",
    "lower-dvm",
    "canonicalize",
    "split-large-functions",
];

pub fn lookup(name: &str) -> Option<PassFn> {
    PASSES.iter().find(|(n, _)| *n == name).map(|&(_, f)| f)
}

#[derive(Debug, Clone, PartialEq)]
pub struct PassError {
    /// The pass that failed, or that produced IR the verifier rejected.
    pub pass: String,
    pub message: String,
}

impl std::fmt::Display for PassError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "pass '{}': {}", self.pass, self.message)
    }
}

impl std::error::Error for PassError {}

/// Runs passes by name. With `verify_each`, the module is verified before the first pass and
/// after each one.
pub fn run_pipeline(
    module: &mut Module,
    names: &[&str],
    verify_each: bool,
) -> Result<(), PassError> {
    if verify_each {
        verify(module).map_err(|message| PassError {
            pass: "input".into(),
            message,
        })?;
    }
    for &name in names {
        let pass = lookup(name).ok_or_else(|| PassError {
            pass: name.into(),
            message: format!(
                "unknown pass (known: {})",
                PASSES.iter().map(|p| p.0).collect::<Vec<_>>().join(", ")
            ),
        })?;
        pass(module).map_err(|message| PassError {
            pass: name.into(),
            message,
        })?;
        if verify_each {
            verify(module).map_err(|message| PassError {
                pass: name.into(),
                message: format!("produced invalid IR:\n{message}"),
            })?;
        }
    }
    Ok(())
}
