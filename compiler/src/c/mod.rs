//! The C-DVMH front end (plain C99 for now).
//!
//! Stages, one module each:
//!
//! | stage | module |
//! | --- | --- |
//! | `cc -E` with the driver's `-I`/`-D`/`-U`; line markers → a map back to the user's files; `#pragma` lines taken out | [`preprocess`] |
//! | tokens (logos) | [`lexer`] |
//! | GNU extensions out, typedef names told apart by scope (the "lexer hack") | [`tokens`] |
//! | C99 grammar (lalrpop, `c/grammar.lalrpop`) → [`ast::TranslationUnit`] | [`parse`] |
//! | C types, integer promotions, usual arithmetic conversions, sizes and layouts | [`types`] |
//! | declarations, expressions, statements → `dvmh_ir::Module` | [`lower`] |
//!
//! What is supported: the scalar types (`char`, `short`, `int`, `long`, `long long`, signed
//! and unsigned, `_Bool`, `float`, `double`), enums, pointers and pointer arithmetic (pointers
//! compare for equality only), arrays of any rank (row-major, 0-based), structs and unions
//! (members, `.`/`->`, assignment), typedefs, all statements and operators, function
//! definitions and calls by value, calls of anything the headers declare (libc, libm; variadic
//! `printf` and friends are real variadic calls), string literals, global and `static`
//! variables with initializers (constant ones become data, others are stored at the start of
//! `main`). The program's `main` starts and finishes the DVMH runtime (`dvm.init`,
//! `dvm.finish`), so the program runs under `mpirun` like a Fortran-DVMH one.
//!
//! Not yet: `#pragma dvm` directives (accepted with a warning and ignored), `long double`
//! and `_Float128` values, bit-fields, structs passed or returned by value, function
//! pointers, pointer subtraction and ordering, compound literals, designated initializers,
//! variable-length arrays, K&R definitions, `setjmp`, `va_arg` in user functions. Qualifiers
//! (`const`, `volatile`, `restrict`) are accepted and ignored.

pub mod ast;
pub mod lexer;

pub mod parse;
pub mod preprocess;
pub mod tokens;

