//! Parsing a preprocessed translation unit: lexer, token pass, grammar, and syntax errors as
//! diagnostics.

use super::ast::{Pos, TranslationUnit};
use super::lex_errors;
use super::lexer::{lex, Spanned, Tok};
use super::tokens::classify_with_layout;
use lalrpop_util::ParseError;

lalrpop_util::lalrpop_mod!(
    #[allow(
        clippy::all,
        clippy::pedantic,
        unused_parens,
        dead_code,
        unused_imports
    )]
    grammar,
    "/c/grammar.rs"
);

/// A syntax error: where, and what.
#[derive(Clone, Debug)]
pub struct SyntaxError {
    pub pos: Pos,
    pub message: String,
}

/// The qualifiers of one `*`, from the list after it (the grammar's `PtrQual*`).
pub fn quals(list: Vec<super::ast::PtrQuals>) -> super::ast::PtrQuals {
    list.into_iter()
        .fold(Default::default(), |a, q| super::ast::PtrQuals {
            restrict: a.restrict || q.restrict,
            volatile: a.volatile || q.volatile,
            konst: a.konst || q.konst,
        })
}

/// The declarator of an old-style (K&R) definition, `f(a, b) int a; double b;`, as the
/// prototype `f(int a, double b)`: each name of the list takes its declaration from those
/// between the list and the body (a name declared nowhere is an `int`, as C89 had it). A
/// declaration that names no parameter is kept as a parameter too, so that checking the
/// definition reports it. `stars` are the qualifiers of the `*`s before the name (a function
/// returning a pointer).
pub fn old_style_declarator(
    stars: Vec<super::ast::PtrQuals>,
    name: super::ast::Declarator,
    names: Vec<(String, Pos)>,
    decls: Vec<super::ast::Declaration>,
) -> super::ast::Declarator {
    use super::ast::{Declarator, Param, Params, Specs, TypeSpec};
    let mut declared: Vec<Param> = decls
        .into_iter()
        .flat_map(|d| {
            let specs = d.specs;
            let pos = d.pos;
            d.inits.into_iter().map(move |i| Param {
                specs: specs.clone(),
                declarator: i.declarator,
                pos,
            })
        })
        .collect();
    let mut params = Vec::with_capacity(names.len());
    for (n, pos) in names {
        let found = declared
            .iter()
            .position(|p| p.declarator.name().map(|(m, _)| m) == Some(n.as_str()));
        params.push(match found {
            Some(i) => declared.remove(i),
            None => Param {
                specs: Specs {
                    types: vec![(TypeSpec::Int, pos)],
                    ..Specs::default()
                },
                declarator: Declarator::Name(Some(n), pos),
                pos,
            },
        });
    }
    params.extend(declared);
    let mut d = Declarator::Function(
        Box::new(name),
        Params {
            params,
            variadic: false,
            unspecified: false,
        },
    );
    for q in stars.into_iter().rev() {
        d = Declarator::Pointer(Box::new(d), q);
    }
    d
}

/// How a token is named in a message.
fn describe(t: &Tok) -> String {
    match t {
        Tok::Ident(n) => format!("identifier '{n}'"),
        Tok::TypeName(n) => format!("type name '{n}'"),
        Tok::Int(_) => "integer constant".into(),
        Tok::Float(_) => "floating constant".into(),
        Tok::Char(_) => "character constant".into(),
        Tok::Str(_) => "string literal".into(),
        Tok::WideStr(_) => "wide string literal".into(),
        other => format!("'{}'", token_text(other)),
    }
}

fn token_text(t: &Tok) -> String {
    let dbg = format!("{t:?}");
    let s = match t {
        Tok::LParen => "(",
        Tok::RParen => ")",
        Tok::LBracket => "[",
        Tok::RBracket => "]",
        Tok::LBrace => "{",
        Tok::RBrace => "}",
        Tok::Semi => ";",
        Tok::Comma => ",",
        Tok::Colon => ":",
        Tok::Assign => "=",
        Tok::Star => "*",
        Tok::Plus => "+",
        Tok::Minus => "-",
        Tok::Else => "else",
        Tok::KwInt => "int",
        Tok::Return => "return",
        Tok::Volatile => "volatile",
        Tok::Const => "const",
        Tok::Complex => "_Complex",
        Tok::RealPart => "__real__",
        Tok::ImagPart => "__imag__",
        _ => return dbg.to_lowercase(),
    };
    s.to_string()
}

/// Parses preprocessed text. Lexical and syntax errors come back with their positions; the
/// parser stops at the first syntax error (C's grammar gives no safe place to resume).
pub fn parse_text(text: &str) -> Result<TranslationUnit, Vec<SyntaxError>> {
    let (toks, bad) = lex(text);
    if !bad.is_empty() {
        let mut errors: Vec<SyntaxError> = Vec::new();
        let mut covered = 0;
        for (lo, hi) in bad {
            if lo < covered {
                continue;
            }
            // `''`: the lexer fails on each quote; one message covers both.
            let empty_char = text[lo..].starts_with("''");
            let lexeme = if empty_char {
                "''"
            } else {
                text.get(lo..hi).unwrap_or("?")
            };
            covered = if empty_char { lo + 2 } else { hi };
            errors.push(SyntaxError {
                pos: Pos::new(lo, hi),
                message: lex_errors::bad_lexeme(lexeme),
            });
        }
        return Err(errors);
    }
    let glued = lex_errors::glued_numbers(text, &toks);
    if !glued.is_empty() {
        return Err(glued
            .into_iter()
            .map(|(lo, hi, message)| SyntaxError {
                pos: Pos::new(lo, hi),
                message,
            })
            .collect());
    }
    let (toks, layout) = classify_with_layout(toks);
    let end = text.len();
    let kept = toks.clone();
    grammar::TranslationUnitParser::new()
        .parse(toks)
        .map_err(|e| {
            vec![match e {
                ParseError::InvalidToken { location } => SyntaxError {
                    pos: Pos::new(location, location + 1),
                    message: "invalid token".into(),
                },
                ParseError::UnrecognizedEof { expected, .. } => SyntaxError {
                    pos: Pos::new(end.saturating_sub(1), end),
                    message: if expected.iter().any(|e| e == "\"}\"") {
                        "unexpected end of file; expected '}'".into()
                    } else {
                        format!("unexpected end of file{}", expected_list(&expected))
                    },
                },
                ParseError::UnrecognizedToken {
                    token: (lo, Tok::Else, hi),
                    expected: _,
                } => SyntaxError {
                    pos: Pos::new(lo, hi),
                    message: "'else' without a previous 'if'".into(),
                },
                ParseError::UnrecognizedToken {
                    token: (lo, t, hi),
                    expected,
                } => unknown_type_name(&kept, lo, &expected).unwrap_or_else(|| SyntaxError {
                    pos: Pos::new(lo, hi),
                    message: format!(
                        "expected {} before {}",
                        short_expected(&expected),
                        describe(&t)
                    ),
                }),
                ParseError::ExtraToken { token: (lo, t, hi) } => SyntaxError {
                    pos: Pos::new(lo, hi),
                    message: format!("unexpected {}", describe(&t)),
                },
                ParseError::User { error } => SyntaxError {
                    pos: Pos::new(0, 0),
                    message: error,
                },
            }]
        })
        .map(|mut tu| {
            tu.layout = layout;
            tu
        })
}

/// `name x` at the start of a declaration or statement, where `name` is no type: C99 has no
/// implicit int, so `name` was meant as a type (gcc's "unknown type name").
fn unknown_type_name(toks: &[Spanned], lo: usize, expected: &[String]) -> Option<SyntaxError> {
    let i = toks.iter().position(|t| t.0 == lo)?;
    let (Tok::Ident(_), Some((plo, Tok::Ident(name), phi))) =
        (&toks[i].1, i.checked_sub(1).map(|p| &toks[p]))
    else {
        return None;
    };
    // `f(widget w)`: read as an old-style list of names until the second one, where only
    // `,` or `)` may come.
    let name_list = expected.len() == 2 && expected.iter().all(|e| e == "\")\"" || e == "\",\"");
    let starts = match i.checked_sub(2).map(|b| &toks[b].1) {
        None => true,
        Some(Tok::LParen | Tok::Comma) => name_list,
        Some(b) => matches!(
            b,
            Tok::Semi | Tok::LBrace | Tok::RBrace | Tok::Static | Tok::Extern
        ),
    };
    starts.then(|| SyntaxError {
        pos: Pos::new(*plo, *phi),
        message: format!("unknown type name '{name}'"),
    })
}

fn expected_list(expected: &[String]) -> String {
    if expected.is_empty() {
        String::new()
    } else {
        format!("; expected {}", short_expected(expected))
    }
}

/// The expected tokens, briefly: the few that matter, or "an expression"/"a statement".
fn short_expected(expected: &[String]) -> String {
    let clean: Vec<String> = expected.iter().map(|s| s.replace('"', "'")).collect();
    for key in ["';'", "')'", "']'", "'}'", "':'"] {
        if clean.iter().any(|c| c == key) && clean.len() > 6 {
            return key.to_string();
        }
    }
    if clean.len() <= 4 {
        return clean.join(" or ");
    }
    if clean.iter().any(|c| c == "'identifier'") && clean.iter().any(|c| c == "'integer constant'")
    {
        return "an expression".into();
    }
    clean[..4].join(", ") + ", ..."
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::c::ast::{BlockItem, External, StmtKind};

    #[test]
    fn functions_declarations_and_dangling_else() {
        let tu = parse_text(
            "typedef int T; int a[3][4], *p; T f(T x, ...); int main(void) { T *q; if (a) if (p) x; else y; return 0; }",
        )
        .unwrap(); // ok: test
        assert_eq!(tu.items.len(), 4);
        let External::Func(m) = &tu.items[3] else {
            panic!() // ok: test
        };
        let BlockItem::Stmt(s) = &m.body[1] else {
            panic!() // ok: test
        };
        // The else belongs to the inner if.
        let StmtKind::If(_, inner, None) = &s.kind else {
            panic!() // ok: test
        };
        assert!(matches!(inner.kind, StmtKind::If(_, _, Some(_))));
    }

    #[test]
    fn syntax_errors_are_located() {
        let e = parse_text("int main(void) { int x = 1 return x; }").unwrap_err(); // ok: test
        assert_eq!(e[0].message, "expected ';' before 'return'");
        assert_eq!(e[0].pos.lo, 27);
    }
}

#[cfg(test)]
mod header_tests {
    use super::*;
    use crate::c::preprocess::{run_preprocessor, split_output};

    /// glibc's headers, as the system preprocessor expands them, parse.
    #[test]
    fn system_headers_parse() {
        let dir = std::env::temp_dir().join(format!("dvmh-c-headers-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap(); // ok: test
        let src = dir.join("h.c");
        std::fs::write(
            &src,
            "#include <stdio.h>\n#include <stdlib.h>\n#include <math.h>\n#include <string.h>\n#include <stdint.h>\n#include <limits.h>\n#include <time.h>\n#include <ctype.h>\n#include <assert.h>\nint main(void) { return 0; }\n",
        )
        .unwrap(); // ok: test
        let raw = run_preprocessor(&src, &[], &[]).unwrap(); // ok: test
        let pp = split_output(&raw, &src.display().to_string());
        let r = parse_text(&pp.text);
        if let Err(e) = &r {
            let p = e[0].pos.lo;
            let context = &pp.text[p.saturating_sub(200)..(p + 50).min(pp.text.len())];
            panic!("{}: {context:?}", e[0].message); // ok: test
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
