//! Format specifications: parsing and the parsed form.
//!
//! The compiler parses the format of every FORMAT statement and every constant character format
//! (`WRITE(*,'(I5)')`) to report errors with their position; the runtime parses formats held in
//! character variables when the statement runs. Both use [`parse_format`], so a format accepted at
//! compile time behaves the same at run time. Acceptance follows gfortran 12 with its default
//! options (`-std=gnu`).

mod ast;
mod lexer;
mod parser;
pub(crate) mod program;

use std::fmt;

pub use ast::{
    DataEdit, Format, FormatItem, FormatItemKind, FormatWarning, GroupRepeat, Position, RoundEdit,
    SignEdit,
};
pub use parser::parse_format;

/// A syntax error in a format specification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatError {
    /// Byte offset into the specification text of the offending token.
    pub offset: usize,
    /// What is wrong, worded like a compiler diagnostic.
    pub message: String,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at offset {})", self.message, self.offset)
    }
}

impl std::error::Error for FormatError {}

#[cfg(test)]
mod tests;
