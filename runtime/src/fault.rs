//! The runtime's error value: what inner modules return (`Result<T, RtError>`) instead of
//! ending the job themselves.
//!
//! An [`RtError`] carries the message (its `Display` is exactly the text after
//! `dvmh: error: `) and its [`Scope`]: whether every process meets the error at the same call
//! (a program error: [`Scope::Collective`]) or only this process does (an MPI failure, a
//! failed allocation or thread start, a bad index met on one process's iterations:
//! [`Scope::Local`]). The scope decides how the job is ended: the reporting layer (`error`)
//! lets the lowest rank of a collective error print it, and reports a local one at once.
//!
//! Errors become reports only at the C ABI boundary (`abi`, through `error::raise` and
//! `OrRaise::or_raise`), so the modules below it never depend on the reporting layer, which
//! itself needs `comm` (to abort) and `io` (to flush the program's output). The two places that
//! have no caller to return an error to, the `DVMH_TIMEOUT` watchdog thread and the crash
//! handlers, are handed their way out by the top layer (see `watchdog` and `error::crash`).

use std::fmt;

/// Who meets an error: decides who reports it (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Every process detects it at the same call (a program error).
    Collective,
    /// This process alone (or some processes) detects it.
    Local,
}

/// A runtime error on its way to the ABI boundary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RtError {
    scope: Scope,
    message: String,
}

/// The result of a runtime operation that can fail.
pub type RtResult<T> = Result<T, RtError>;

/// The way out for code that has no caller to return an error to (the watchdog thread): the
/// top layer passes `error::raise`.
pub type Raise = fn(RtError) -> !;

impl RtError {
    /// An error every process meets at the same call.
    pub fn collective(message: impl Into<String>) -> RtError {
        RtError {
            scope: Scope::Collective,
            message: message.into(),
        }
    }

    /// An error of this process alone.
    pub fn local(message: impl Into<String>) -> RtError {
        RtError {
            scope: Scope::Local,
            message: message.into(),
        }
    }

    pub fn scope(&self) -> Scope {
        self.scope
    }

    /// The message, without the `dvmh: error: ` prefix and the position.
    pub fn message(&self) -> &str {
        &self.message
    }
}

/// The message exactly as reported after `dvmh: error: `.
impl fmt::Display for RtError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for RtError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_keep_their_text_and_scope() {
        let e = RtError::collective("END REGION without a matching REGION");
        assert_eq!(e.to_string(), "END REGION without a matching REGION");
        assert_eq!(e.scope(), Scope::Collective);
        let e = RtError::local("MPI_Barrier failed: Other MPI error");
        assert_eq!(e.to_string(), "MPI_Barrier failed: Other MPI error");
        assert_eq!(e.message(), "MPI_Barrier failed: Other MPI error");
        assert_eq!(e.scope(), Scope::Local);
    }
}
