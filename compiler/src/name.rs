//! A spanned identifier, shared by the Fortran AST and the DVMH directive AST.

use crate::source::Span;
use std::fmt;

/// An identifier as written (lower case: the prescanner folds case) with its position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Name {
    pub text: String,
    pub span: Span,
}

impl Name {
    pub fn new(text: impl Into<String>, span: Span) -> Name {
        Name {
            text: text.into(),
            span,
        }
    }

    /// The name as Fortran programmers write it in messages (upper case).
    pub fn upper(&self) -> String {
        self.text.to_ascii_uppercase()
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}
