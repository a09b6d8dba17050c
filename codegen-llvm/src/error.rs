//! The one error type of the host back end.
//!
//! Codegen trusts the verifier for the op contracts, but a contract violation that slips through
//! (or an op kind the back end does not handle) must surface as an error naming the function and
//! the op, never as a panic or as invalid LLVM IR that crashes LLVM later.

use inkwell::builder::BuilderError;

#[derive(Debug, thiserror::Error)]
pub enum CodegenError {
    /// A `dvm` op reached the back end; `lower-dvm` must have removed it.
    #[error("function `{func}`: `{op}` must be lowered by the `lower-dvm` pass before host code generation")]
    UnloweredOp { func: String, op: &'static str },

    /// A construct the back end does not translate (yet).
    #[error("function `{func}`: unsupported {what}")]
    Unsupported { func: String, what: String },

    /// The input breaks an op contract of `ops.rs` (the verifier should have caught it).
    #[error("function `{func}`: malformed IR: {msg}")]
    Malformed { func: String, msg: String },

    /// A module-level inconsistency: duplicate symbols, a bad entry function, an unknown callee.
    #[error("module `{module}`: {msg}")]
    Module { module: String, msg: String },

    /// Options the target cannot honour (`opt_level > 3`, an unknown CPU).
    #[error("invalid code generation options: {0}")]
    Options(String),

    /// The output file could not be written (a user error: a missing directory, no permission).
    #[error("{0}")]
    Output(String),

    /// LLVM rejected the generated IR or failed to optimise or emit it.
    #[error("LLVM: {0}")]
    Llvm(String),
}

impl From<BuilderError> for CodegenError {
    fn from(e: BuilderError) -> Self {
        CodegenError::Llvm(format!("IR builder: {e}"))
    }
}
