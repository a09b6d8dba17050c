//! The DVMH directive model shared by the language front ends: the AST (`ast`), which every
//! front end builds from its own spelling (`crate::fortran::directive` for `!DVM$` lines), and
//! the checks that are about the DVMH model rather than a language (`check`).

pub mod ast;
pub mod check;
pub mod dump;
