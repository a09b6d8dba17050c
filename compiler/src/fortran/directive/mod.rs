//! The Fortran spelling of DVMH directives: `!DVM$` lines lexed by their own lexer (`lexer`)
//! and parsed by their own grammar (`grammar.lalrpop`, driven by `parse`) into the
//! language-neutral directive AST of [`crate::directives`].
//!
//! Only spelling lives here; what a directive means and which combinations are valid is
//! checked on the shared AST, so that a C-DVMH front end parsing `#pragma dvm` into the same
//! AST gets the same checks.

pub mod combined;
pub mod lexer;
pub mod parse;
