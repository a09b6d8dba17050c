//! Run-time errors of output statements, worded as gfortran words them.
//!
//! Programs built by dvmhc must fail like their gfortran-built twins, so the message text, and the
//! format excerpt with its caret line that gfortran prints under some messages, are reproduced
//! exactly. gfortran shows at most the first 80 characters of the format in the excerpt.

use std::fmt;

/// How many characters of the format text gfortran shows under a message.
const EXCERPT_CHARS: usize = 80;

/// A run-time error of an output statement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IoError {
    /// The message gfortran prints after `Fortran runtime error: `.
    pub message: String,
    /// The format text and the caret line under it, for messages that point into the format.
    pub excerpt: Option<String>,
}

impl IoError {
    /// The full text gfortran prints after `Fortran runtime error: `: the message, then the
    /// excerpt lines when there are any.
    pub fn render(&self) -> String {
        match &self.excerpt {
            Some(excerpt) => format!("{}\n{}", self.message, excerpt),
            None => self.message.clone(),
        }
    }

    /// An error that does not point into the format.
    pub(crate) fn plain(message: impl Into<String>) -> Self {
        IoError {
            message: message.into(),
            excerpt: None,
        }
    }

    /// An error pointing at byte `offset` of the format text `text`.
    pub(crate) fn at(message: impl Into<String>, text: &str, offset: usize) -> Self {
        let shown: String = text.chars().take(EXCERPT_CHARS).collect();
        IoError {
            message: message.into(),
            excerpt: Some(format!("{shown}\n{}^", " ".repeat(offset))),
        }
    }

    /// Items remain but the format offers no data edit descriptor for them.
    pub(crate) fn insufficient_descriptors() -> Self {
        IoError::plain("Insufficient data descriptors in format after reversion")
    }

    /// `E` or `D` (or `G` choosing the exponent form) with a scale factor the digit count
    /// cannot accommodate.
    pub(crate) fn scale_factor_range() -> Self {
        IoError::plain("Scale factor out of range in format specifier 'E' or 'D'")
    }
}

impl fmt::Display for IoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render())
    }
}

impl std::error::Error for IoError {}
