//! The DVMH directive model (`ast`) and the parser of Fortran-spelled directive lines (`parse`,
//! with its grammar in `grammar.lalrpop`).

pub mod ast;
pub mod parse;
