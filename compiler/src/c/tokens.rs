//! The token pass between the lexer and the grammar: GNU extensions out, typedef names in.
//!
//! C's grammar is context free only if identifiers that name types are told apart from the
//! others (`T * x;` declares `x` when `T` is a typedef, and multiplies otherwise): the classic
//! "lexer hack". This pass follows typedef declarations through the token stream, scope by scope
//! (braces), and turns each use of a typedef name into [`Tok::TypeName`]. Names after
//! `struct`/`union`/`enum` (tags) and after `.`/`->` (members) stay identifiers.
//!
//! It also removes what glibc's headers add to standard C and what has no meaning for dvmhc:
//! `__attribute__((...))` and `_Alignas(...)` (the layout ones among them kept aside by
//! position: `layout_attrs.rs`), `__asm__("name")` labels, `__extension__`, qualifiers (`restrict`
//! and its `__` spellings; `restrict` among a `*`'s qualifiers stays, as [`Tok::Restrict`];
//! `volatile` and `const` always stay, as [`Tok::Volatile`] and [`Tok::Const`], and `_Complex` as
//! [`Tok::Complex`], a type specifier of its own), `inline`, `_Noreturn`, `_Static_assert`,
//! and maps the GNU type names (`__signed__`, `_Float32`, `_Float64`, `_Float128`,
//! `__builtin_va_list`) to the grammar's type keywords. Declarations of the dropped kinds
//! (`_Float128` functions) still parse; using them is refused by semantic analysis.

use super::layout_attrs::{Collector, LayoutAttrs};
use super::lexer::{Spanned, Tok};
use std::collections::HashSet;

/// Identifiers dropped with the parenthesised text that follows them.
const SKIP_WITH_PARENS: &[&str] = &[
    "__attribute__",
    "__attribute",
    "__asm__",
    "__asm",
    "asm",
    "__declspec",
];

/// The spellings of C11's `_Alignas` (its operand kept aside: `layout_attrs.rs`).
const ALIGNAS: &[&str] = &["_Alignas"];

/// Identifiers dropped alone.
const DROPPED: &[&str] = &[
    "__extension__",
    "__restrict",
    "__restrict__",
    "restrict",
    "__inline",
    "__inline__",
    "inline",
    "_Noreturn",
    "__thread",
    "_Thread_local",
];

/// The spellings of `volatile`, kept as [`Tok::Volatile`] (except in `__asm__ volatile (...)`).
const VOLATILE: &[&str] = &["volatile", "__volatile", "__volatile__"];

/// The spellings of `const`, kept as [`Tok::Const`] (for `const_check.rs`).
const CONST: &[&str] = &["const", "__const", "__const__"];

/// The spellings of `_Complex`, kept as [`Tok::Complex`].
const COMPLEX: &[&str] = &["_Complex", "__complex__"];

/// The spellings of GNU's `__real__`/`__imag__` (the parts of a complex value), kept as
/// [`Tok::RealPart`]/[`Tok::ImagPart`].
const PARTS: &[(&str, Tok)] = &[
    ("__real__", Tok::RealPart),
    ("__real", Tok::RealPart),
    ("__imag__", Tok::ImagPart),
    ("__imag", Tok::ImagPart),
];

/// The spellings of `restrict`: kept as [`Tok::Restrict`] right after a `*`, dropped elsewhere
/// (`int a[restrict]`).
const RESTRICT: &[&str] = &["restrict", "__restrict", "__restrict__"];

/// Maps a GNU type spelling to the grammar's keyword.
fn gnu_type(name: &str) -> Option<Tok> {
    Some(match name {
        "__signed__" | "__signed" => Tok::Signed,
        "_Float32" => Tok::KwFloat,
        "_Float64" | "_Float32x" => Tok::Double,
        "_Float64x" | "_Float128" | "_Float128x" | "__float128" | "__float80" | "__int128"
        | "__ibm128" | "_Float16" => Tok::LongDouble,
        "__builtin_va_list" => Tok::VaList,
        "__builtin_offsetof" => Tok::Offsetof,
        "__builtin_va_arg" => Tok::VaArg,
        _ => return None,
    })
}

/// Is the next token among the qualifiers of a `*` (`* restrict`, `* volatile restrict`)?
fn after_star(out: &[Spanned]) -> bool {
    let quals = out
        .iter()
        .rev()
        .take_while(|t| matches!(t.1, Tok::Restrict | Tok::Volatile | Tok::Const))
        .count();
    matches!(
        out.len().checked_sub(quals + 1).map(|i| &out[i].1),
        Some(Tok::Star)
    )
}

/// Skips a balanced parenthesised group starting at `i` (if there is one); returns the index
/// after it.
fn skip_parens(toks: &[Spanned], mut i: usize) -> usize {
    if !matches!(toks.get(i), Some((_, Tok::LParen, _))) {
        return i;
    }
    let mut depth = 0usize;
    while let Some((_, t, _)) = toks.get(i) {
        match t {
            Tok::LParen => depth += 1,
            Tok::RParen => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    i
}

/// The first step: GNU extensions out (the layout attributes among them kept aside).
fn strip_gnu(toks: Vec<Spanned>) -> (Vec<Spanned>, LayoutAttrs) {
    let mut out: Vec<Spanned> = Vec::with_capacity(toks.len());
    let mut layout = Collector::default();
    let mut i = 0;
    while i < toks.len() {
        let (lo, t, hi) = &toks[i];
        if let Tok::Ident(name) = t {
            let name = name.as_str();
            if ALIGNAS.contains(&name) {
                let end = skip_parens(&toks, i + 1);
                layout.alignas(&out, &toks[i + 1..end], *lo, *hi);
                i = end;
                continue;
            }
            if name == "__attribute__" || name == "__attribute" {
                let end = skip_parens(&toks, i + 1);
                layout.attribute(&out, &toks[i + 1..end], *lo, *hi);
                i = end;
                continue;
            }
            if SKIP_WITH_PARENS.contains(&name) {
                i += 1;
                // `__asm__ volatile (...)` (the qualifier arrives as an identifier).
                while matches!(&toks.get(i), Some((_, Tok::Ident(q), _)) if DROPPED.contains(&q.as_str()) || VOLATILE.contains(&q.as_str()) || CONST.contains(&q.as_str()))
                {
                    i += 1;
                }
                i = skip_parens(&toks, i);
                continue;
            }
            if name == "_Static_assert" {
                i = skip_parens(&toks, i + 1);
                if matches!(toks.get(i), Some((_, Tok::Semi, _))) {
                    i += 1;
                }
                continue;
            }
            // `restrict` qualifies the pointer before it (LLVM `noalias` on parameters).
            if RESTRICT.contains(&name) && after_star(&out) {
                out.push((*lo, Tok::Restrict, *hi));
                i += 1;
                continue;
            }
            if DROPPED.contains(&name) {
                i += 1;
                continue;
            }
            if VOLATILE.contains(&name) {
                out.push((*lo, Tok::Volatile, *hi));
                i += 1;
                continue;
            }
            if CONST.contains(&name) {
                out.push((*lo, Tok::Const, *hi));
                i += 1;
                continue;
            }
            if COMPLEX.contains(&name) {
                out.push((*lo, Tok::Complex, *hi));
                i += 1;
                continue;
            }
            if let Some((_, k)) = PARTS.iter().find(|(s, _)| *s == name) {
                out.push((*lo, k.clone(), *hi));
                i += 1;
                continue;
            }
            if let Some(k) = gnu_type(name) {
                out.push((*lo, k, *hi));
                i += 1;
                continue;
            }
        }
        layout.on_push(&out, &toks[i].1);
        out.push(toks[i].clone());
        i += 1;
    }
    let layout = layout.finish(&out);
    (out, layout)
}

/// Typedef names by scope.
struct Scopes {
    stack: Vec<HashSet<String>>,
}

impl Scopes {
    fn is_type(&self, name: &str) -> bool {
        self.stack.iter().rev().any(|s| s.contains(name))
    }
}

/// Where the pass is inside a `typedef` declaration.
struct TypedefState {
    /// Braces opened since `typedef` (a struct or enum body).
    braces: usize,
    /// Open parentheses: `true` for a parameter list, `false` for grouping.
    parens: Vec<bool>,
    brackets: usize,
    /// A type specifier has been seen (so a typedef name now is the declared name).
    seen_type: bool,
}

/// Strips GNU extensions and marks typedef names; the layout attributes come back aside.
pub fn classify_with_layout(toks: Vec<Spanned>) -> (Vec<Spanned>, LayoutAttrs) {
    let (toks, layout) = strip_gnu(toks);
    (mark_typedef_names(toks), layout)
}

/// Strips GNU extensions and marks typedef names.
pub fn classify(toks: Vec<Spanned>) -> Vec<Spanned> {
    classify_with_layout(toks).0
}

/// Marks typedef names ([`Tok::TypeName`]).
fn mark_typedef_names(mut toks: Vec<Spanned>) -> Vec<Spanned> {
    let mut scopes = Scopes {
        stack: vec![HashSet::new()],
    };
    let mut td: Option<TypedefState> = None;
    for i in 0..toks.len() {
        let prev = if i > 0 {
            Some(toks[i - 1].1.clone())
        } else {
            None
        };
        let tag_or_member = matches!(
            prev,
            Some(Tok::Struct | Tok::Union | Tok::Enum | Tok::Dot | Tok::Arrow)
        );
        let tok = toks[i].1.clone();
        match &tok {
            Tok::LBrace => scopes.stack.push(HashSet::new()),
            Tok::RBrace if scopes.stack.len() > 1 => {
                scopes.stack.pop();
            }
            _ => {}
        }
        if let Some(state) = td.as_mut() {
            match &tok {
                Tok::LBrace => state.braces += 1,
                Tok::RBrace => state.braces = state.braces.saturating_sub(1),
                _ if state.braces > 0 => {}
                Tok::Semi if state.parens.is_empty() => td = None,
                Tok::LParen => {
                    let params = matches!(prev, Some(Tok::Ident(_) | Tok::RParen | Tok::RBracket));
                    state.parens.push(params);
                }
                Tok::RParen => {
                    state.parens.pop();
                }
                Tok::LBracket => state.brackets += 1,
                Tok::RBracket => state.brackets = state.brackets.saturating_sub(1),
                Tok::Struct
                | Tok::Union
                | Tok::Enum
                | Tok::Void
                | Tok::KwChar
                | Tok::Short
                | Tok::KwInt
                | Tok::Long
                | Tok::KwFloat
                | Tok::Double
                | Tok::Signed
                | Tok::Unsigned
                | Tok::Bool
                | Tok::LongDouble
                | Tok::Complex
                | Tok::VaList => state.seen_type = true,
                Tok::Ident(name) if !tag_or_member => {
                    let in_params = state.parens.iter().any(|&p| p) || state.brackets > 0;
                    if in_params {
                        if scopes.is_type(name) {
                            toks[i].1 = Tok::TypeName(name.clone());
                        }
                    } else if scopes.is_type(name) && !state.seen_type {
                        toks[i].1 = Tok::TypeName(name.clone());
                        state.seen_type = true;
                    } else if let Some(top) = scopes.stack.last_mut() {
                        top.insert(name.clone());
                    }
                    continue;
                }
                _ => {}
            }
        } else if tok == Tok::Typedef {
            td = Some(TypedefState {
                braces: 0,
                parens: Vec::new(),
                brackets: 0,
                seen_type: false,
            });
            continue;
        }
        if let Tok::Ident(name) = &tok {
            if !tag_or_member && scopes.is_type(name) {
                toks[i].1 = Tok::TypeName(name.clone());
            }
        }
    }
    toks
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::c::lexer::lex;

    fn kinds(src: &str) -> Vec<Tok> {
        classify(lex(src).0)
            .into_iter()
            .map(|(_, t, _)| t)
            .collect()
    }

    #[test]
    fn typedef_names_become_type_names() {
        let t = kinds("typedef unsigned long size_t; size_t n; typedef int (*fp)(size_t a); fp f;");
        assert_eq!(t[5], Tok::TypeName("size_t".into()));
        assert!(t.contains(&Tok::TypeName("fp".into())));
        // Only the declared name itself stays an identifier.
        assert_eq!(
            t.iter()
                .filter(|k| **k == Tok::Ident("size_t".into()))
                .count(),
            1
        );
    }

    #[test]
    fn struct_tags_and_gnu_extensions() {
        let t = kinds(
            "typedef struct foo { int x; } foo; struct foo *p; foo q; extern int f(int) __attribute__((__nothrow__)) __asm__(\"g\"); __extension__ typedef long long ll;",
        );
        assert!(t.contains(&Tok::TypeName("foo".into())));
        assert_eq!(
            t.iter().filter(|k| **k == Tok::Ident("foo".into())).count(),
            3
        );
        assert!(!t
            .iter()
            .any(|k| matches!(k, Tok::Ident(n) if n.starts_with("__"))));
    }

    #[test]
    fn block_scoped_typedefs_end_with_the_block() {
        let t = kinds("void f(void) { typedef int T; T x; } T y;");
        assert!(t.contains(&Tok::TypeName("T".into())));
        assert_eq!(t[t.len() - 3], Tok::Ident("T".into()));
    }
}
