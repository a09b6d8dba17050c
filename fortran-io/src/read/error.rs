//! Conditions that end an input statement, with the IOSTAT codes and messages of libgfortran
//! (gfortran's `LIBERROR_*` codes), so that programs testing IOSTAT or printing IOMSG behave as
//! when built with gfortran.

use std::fmt;

use crate::write::IoError;

/// IOSTAT values (libgfortran's `libgfortran_error_codes`).
pub mod codes {
    /// End of file.
    pub const END: i32 = -1;
    /// End of record (non-advancing input).
    pub const EOR: i32 = -2;
    /// An operating-system error; gfortran returns `errno` itself for those.
    pub const OS: i32 = 5000;
    pub const OPTION_CONFLICT: i32 = 5001;
    pub const BAD_OPTION: i32 = 5002;
    pub const MISSING_OPTION: i32 = 5003;
    pub const ALREADY_OPEN: i32 = 5004;
    pub const BAD_UNIT: i32 = 5005;
    pub const FORMAT: i32 = 5006;
    pub const BAD_ACTION: i32 = 5007;
    pub const ENDFILE: i32 = 5008;
    pub const BAD_US: i32 = 5009;
    pub const READ_VALUE: i32 = 5010;
    pub const READ_OVERFLOW: i32 = 5011;
    pub const SHORT_RECORD: i32 = 5016;
    pub const CORRUPT_FILE: i32 = 5017;
}

/// A condition that stops an input statement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadError {
    /// The IOSTAT value: negative for end of file / end of record, positive for errors.
    pub code: i32,
    /// The message gfortran prints after `Fortran runtime error: ` (and gives as IOMSG).
    pub message: String,
    /// The format text with a caret line, for messages that point into the format.
    pub excerpt: Option<String>,
}

impl ReadError {
    pub fn new(code: i32, message: impl Into<String>) -> Self {
        ReadError {
            code,
            message: message.into(),
            excerpt: None,
        }
    }

    /// End of file.
    pub fn end_of_file() -> Self {
        ReadError::new(codes::END, "End of file")
    }

    /// Whether this is the end-of-file condition.
    pub fn is_end_of_file(&self) -> bool {
        self.code == codes::END
    }

    /// A bad value (`LIBERROR_READ_VALUE`).
    pub(crate) fn value(message: impl Into<String>) -> Self {
        ReadError::new(codes::READ_VALUE, message)
    }

    /// A format error raised by the output side's machinery (format walk, type mismatch).
    pub(crate) fn format(e: IoError) -> Self {
        ReadError {
            code: codes::FORMAT,
            message: e.message,
            excerpt: e.excerpt,
        }
    }

    /// The message followed by the excerpt lines, as gfortran prints it.
    pub fn render(&self) -> String {
        match &self.excerpt {
            Some(excerpt) => format!("{}\n{}", self.message, excerpt),
            None => self.message.clone(),
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render())
    }
}

impl std::error::Error for ReadError {}
