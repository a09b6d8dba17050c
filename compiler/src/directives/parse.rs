//! Parsing one `!DVM$` statement: lex with the Fortran lexer, turn directive keywords into
//! keyword tokens, run the directive grammar, report errors saying what was expected.

use crate::diag::Diagnostics;
use crate::directives::ast::{Directive, DirectiveKind, Target};
use crate::fortran::lexer::{lex, Kw, Spanned, Tok};
use crate::fortran::parse::alternatives;
use crate::fortran::prescan::Statement;
use crate::name::Name;
use crate::source::Span;
use lalrpop_util::ParseError;

lalrpop_util::lalrpop_mod!(
    #[allow(
        clippy::all,
        clippy::pedantic,
        unused_parens,
        unused_imports,
        dead_code
    )]
    grammar,
    "/directives/grammar.rs"
);

pub use crate::fortran::parse::Ctx;

/// An error raised by a grammar action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirError {
    pub span: Span,
    pub message: String,
}

pub(crate) fn target(
    _ctx: &Ctx,
    n: Name,
) -> Result<(Target, Span), ParseError<usize, Tok, DirError>> {
    match n.text.as_str() {
        "host" => Ok((Target::Host, n.span)),
        "cuda" => Ok((Target::Cuda, n.span)),
        _ => Err(ParseError::User {
            error: DirError {
                span: n.span,
                message: format!("unknown target '{}' (expected HOST or CUDA)", n.upper()),
            },
        }),
    }
}

/// DVMH directives this compiler recognises but does not implement yet.
const UNSUPPORTED: &[&str] = &[
    "template",
    "dynamic",
    "redistribute",
    "realign",
    "remote_access",
    "host_section",
    "new",
    "consistent",
    "interval",
    "end_interval",
    "task",
    "map",
    "task_region",
    "end_task_region",
    "on",
    "end_on",
    "processors",
    "asynchronous",
    "end_asynchronous",
    "asyncwait",
    "f_to_c",
    "localize",
    "shadow_add",
    "shadow_group",
    "shadow_start",
    "shadow_wait",
    "reduction_group",
    "reduction_start",
    "reduction_wait",
    "prefetch",
    "reset",
    "independent",
    "io_mode",
    "heap",
    "barrier",
    "check",
    "trace",
    "debug",
    "enddebug",
];

fn describe_expected(expected: &[String]) -> String {
    // Keywords may be names; where a name is expected they are listed only for that reason.
    let name_expected = expected.iter().any(|e| e.trim_matches('"') == "name");
    let mut words: Vec<String> = expected
        .iter()
        .filter(|e| {
            let inner = e.trim_matches('"');
            !(name_expected && Kw::from_word(&inner.to_ascii_lowercase()).is_some())
        })
        .map(|e| {
            let inner = e.trim_matches('"');
            if inner == "name" {
                "a name".to_string()
            } else if inner.chars().all(|c| c.is_ascii_uppercase() || c == '_')
                || inner.contains(' ')
            {
                inner.to_string()
            } else {
                format!("'{inner}'")
            }
        })
        .collect();
    words.sort();
    words.dedup();
    alternatives(&words)
}

/// Parses one directive statement; errors go to `diags`.
pub fn parse_directive(stmt: &Statement, diags: &mut Diagnostics) -> Option<Directive> {
    let span = stmt.span();
    let first_word: String = stmt
        .text
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    if UNSUPPORTED.contains(&first_word.as_str()) && !stmt.text.starts_with("on ") {
        return Some(Directive {
            kind: DirectiveKind::Unsupported(first_word.to_ascii_uppercase()),
            span,
        });
    }
    let tokens: Vec<Spanned> = match lex(&stmt.text, 0) {
        Ok(t) => t
            .into_iter()
            .flat_map(|(lo, tok, hi)| match tok {
                Tok::Ident(w) if w == "endregion" => vec![
                    (lo, Tok::Kw(Kw::End), lo + 3),
                    (lo + 3, Tok::Kw(Kw::Region), hi),
                ],
                Tok::Ident(w) => match Kw::from_word(&w) {
                    Some(k) => vec![(lo, Tok::Kw(k), hi)],
                    None => vec![(lo, Tok::Ident(w), hi)],
                },
                other => vec![(lo, other, hi)],
            })
            .collect(),
        Err(e) => {
            diags.error(stmt.span_of(e.lo, e.hi), e.message);
            return None;
        }
    };
    if !matches!(tokens.first(), Some((_, Tok::Kw(_), _))) {
        diags.error(
            stmt.span_of(0, first_word.len().max(1)),
            format!(
                "unknown DVMH directive '{}'",
                first_word.to_ascii_uppercase()
            ),
        );
        return None;
    }
    let ctx = Ctx { stmt };
    let end = stmt.text.len();
    match grammar::DirectiveParser::new()
        .parse(&ctx, tokens.into_iter().map(Ok::<Spanned, DirError>))
    {
        Ok(kind) => Some(Directive { kind, span }),
        Err(e) => {
            let (span, message) = match e {
                ParseError::UnrecognizedToken {
                    token: (l, tok, r),
                    expected,
                } => {
                    let exp = describe_expected(&expected);
                    let msg = if exp.is_empty() {
                        format!("syntax error in directive: unexpected {tok}")
                    } else {
                        format!("syntax error in directive: expected {exp}, found {tok}")
                    };
                    (stmt.span_of(l, r), msg)
                }
                ParseError::UnrecognizedEof { expected, .. } => {
                    let exp = describe_expected(&expected);
                    let msg = if exp.is_empty() {
                        "syntax error in directive: unexpected end of directive".to_string()
                    } else {
                        format!("syntax error in directive: expected {exp} at the end of the directive")
                    };
                    (stmt.span_of(end.saturating_sub(1), end), msg)
                }
                ParseError::ExtraToken { token: (l, tok, r) } => (
                    stmt.span_of(l, r),
                    format!("syntax error in directive: unexpected {tok} after the end of the directive"),
                ),
                ParseError::InvalidToken { location } => (
                    stmt.span_of(location, location + 1),
                    "syntax error in directive: invalid token".to_string(),
                ),
                ParseError::User { error } => (error.span, error.message),
            };
            diags.error(span, message);
            // A REGION with a bad clause still opens a region, so that its END REGION matches.
            (first_word == "region").then(|| Directive {
                kind: DirectiveKind::Region(Vec::new()),
                span: stmt.span(),
            })
        }
    }
}
