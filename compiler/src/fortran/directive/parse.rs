//! Parsing one Fortran-spelled DVMH directive: lex it with the directive lexer, run the
//! directive grammar, report errors saying what was expected.
//!
//! The entry takes the directive text and a function mapping byte ranges of that text to source
//! spans, so it depends on nothing of the Fortran statement machinery; a C front end does the
//! same with its own spelling and grammar and produces the same [`Directive`].

use crate::diag::Diagnostics;
use crate::directives::ast::{Directive, DirectiveKind, Target};
use crate::fortran::directive::combined::{self, Combined};
use crate::fortran::directive::lexer::{keyword, lex, Spanned, Tok};
use crate::fortran::parse::alternatives;
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
    "/fortran/directive/grammar.rs"
);

/// What grammar actions need: source spans of byte ranges of the directive text.
pub struct Ctx<'a> {
    pub span_of: &'a dyn Fn(usize, usize) -> Span,
}

impl Ctx<'_> {
    pub fn span(&self, lo: usize, hi: usize) -> Span {
        (self.span_of)(lo, hi)
    }
}

/// An error raised by a grammar action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirError {
    pub span: Span,
    pub message: String,
}

pub(crate) fn target(n: Name) -> Result<(Target, Span), ParseError<usize, Tok, DirError>> {
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

/// Directives of the DVMH language whose contents the AST does not model yet (task
/// parallelism, asynchronous copying, debugging and I/O modes): they are recognised by name
/// (the first word, or the word after END) and kept as [`DirectiveKind::Unsupported`].
const NOT_MODELLED: &[&str] = &[
    "task",
    "map",
    "task_region",
    "end_task_region",
    "on",
    "end_on",
    "asynchronous",
    "end_asynchronous",
    "asyncwait",
    "consistent",
    "f_to_c",
    "localize",
    "shadow_add",
    "independent",
    "io_mode",
    "heap",
    "check",
    "trace",
    "debug",
    "enddebug",
];

/// The name of a not-modelled directive `text` starts with (`END ON` included), upper case.
fn not_modelled(text: &str) -> Option<String> {
    let mut words = text
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty());
    let first = words.next()?;
    if NOT_MODELLED.contains(&first) && text.starts_with(first) {
        return Some(first.to_ascii_uppercase());
    }
    if first == "end" && text.starts_with("end ") {
        let second = words.next()?;
        if NOT_MODELLED.contains(&second) {
            return Some(format!("END {}", second.to_ascii_uppercase()));
        }
    }
    None
}

/// The keywords the grammar does not accept as names (see `Word` in `grammar.lalrpop`): where
/// they are expected they are listed even when a name is expected too.
const NOT_NAMES: &[&str] = &["corner", "onto", "new_value"];

fn describe_expected(expected: &[String]) -> String {
    // Keywords may be names; where a name is expected they are listed only for that reason.
    let name_expected = expected.iter().any(|e| e.trim_matches('"') == "name");
    let mut words: Vec<String> = expected
        .iter()
        .filter(|e| {
            let inner = e.trim_matches('"');
            let word = inner.to_ascii_lowercase();
            !(name_expected && keyword(&word).is_some() && !NOT_NAMES.contains(&word.as_str()))
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

/// What the grammar gives for one directive line: one directive, or a combined directive
/// (`TEMPLATE, DISTRIBUTE (BLOCK) :: T(N)`) that stands for several.
pub enum Parsed {
    One(DirectiveKind),
    Combined(Combined),
}

/// Parses one directive line into the directives it stands for (several for a combined
/// directive, none after an error, which goes to `diags`).
pub fn parse_directives(
    text: &str,
    span_of: &dyn Fn(usize, usize) -> Span,
    diags: &mut Diagnostics,
) -> Vec<Directive> {
    let span = span_of(0, text.len());
    match parse_line(text, span_of, diags) {
        Some(Parsed::One(kind)) => vec![Directive { kind, span }],
        Some(Parsed::Combined(c)) => combined::expand(c, diags)
            .into_iter()
            .map(|kind| Directive { kind, span })
            .collect(),
        None => Vec::new(),
    }
}

/// Parses one directive (`text`: the cooked text after the sentinel); `span_of` maps byte
/// ranges of `text` to source spans. Errors go to `diags`. A combined directive gives its
/// first directive only: [`parse_directives`] gives them all.
pub fn parse_directive(
    text: &str,
    span_of: &dyn Fn(usize, usize) -> Span,
    diags: &mut Diagnostics,
) -> Option<Directive> {
    parse_directives(text, span_of, diags).into_iter().next()
}

fn parse_line(
    text: &str,
    span_of: &dyn Fn(usize, usize) -> Span,
    diags: &mut Diagnostics,
) -> Option<Parsed> {
    let first_word: String = text
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    if let Some(name) = not_modelled(text) {
        return Some(Parsed::One(DirectiveKind::Unsupported(name)));
    }
    let tokens: Vec<Spanned> = match lex(text) {
        Ok(t) => t,
        Err(e) => {
            diags.error(span_of(e.lo, e.hi), e.message);
            return None;
        }
    };
    if !matches!(tokens.first(), Some((_, Tok::Key(_), _))) {
        diags.error(
            span_of(0, first_word.len().max(1)),
            format!(
                "unknown DVMH directive '{}'",
                first_word.to_ascii_uppercase()
            ),
        );
        return None;
    }
    let ctx = Ctx { span_of };
    let end = text.len();
    match grammar::DirectiveParser::new()
        .parse(&ctx, tokens.into_iter().map(Ok::<Spanned, DirError>))
    {
        Ok(parsed) => Some(parsed),
        Err(e) => {
            let (at, message) = match e {
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
                    (span_of(l, r), msg)
                }
                ParseError::UnrecognizedEof { expected, .. } => {
                    let exp = describe_expected(&expected);
                    let msg = if exp.is_empty() {
                        "syntax error in directive: unexpected end of directive".to_string()
                    } else {
                        format!("syntax error in directive: expected {exp} at the end of the directive")
                    };
                    (span_of(end.saturating_sub(1), end), msg)
                }
                ParseError::ExtraToken { token: (l, tok, r) } => (
                    span_of(l, r),
                    format!("syntax error in directive: unexpected {tok} after the end of the directive"),
                ),
                ParseError::InvalidToken { location } => (
                    span_of(location, location + 1),
                    "syntax error in directive: invalid token".to_string(),
                ),
                ParseError::User { error } => (error.span, error.message),
            };
            diags.error(at, message);
            // A REGION with a bad clause still opens a region, so that its END REGION matches.
            (first_word == "region").then(|| Parsed::One(DirectiveKind::Region(Vec::new())))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directives::ast::{ParallelClause, RemoteSubscript};
    use crate::source::FileId;

    /// Spans at a fixed offset, as a front end whose directive text starts there would give.
    fn at_100(lo: usize, hi: usize) -> Span {
        Span::new(FileId(3), 100 + lo as u32, 100 + hi as u32)
    }

    #[test]
    fn the_entry_needs_only_text_and_a_span_map() {
        let mut diags = Diagnostics::new();
        let d = parse_directive(
            "parallel (i) on a(i), remote_access(g: b(i, :))",
            &at_100,
            &mut diags,
        )
        .expect("a directive"); // ok: test
        assert!(!diags.has_errors());
        let DirectiveKind::Parallel(p) = d.kind else {
            panic!("not PARALLEL: {:?}", d.kind); // ok: test
        };
        let Some(ParallelClause::RemoteAccess(ra, span)) = p.clauses.first() else {
            panic!("no REMOTE_ACCESS: {:?}", p.clauses); // ok: test
        };
        assert_eq!(*span, Span::new(FileId(3), 122, 147));
        assert_eq!(ra.group.as_ref().map(|g| g.text.as_str()), Some("g"));
        let subs = ra.refs[0].subscripts.as_ref().expect("subscripts"); // ok: test
        assert!(matches!(subs[1], RemoteSubscript::All(s) if s == Span::new(FileId(3), 144, 145)));
    }

    #[test]
    fn unknown_and_not_modelled_directives() {
        let mut diags = Diagnostics::new();
        assert_eq!(parse_directive("foo x", &at_100, &mut diags), None);
        assert_eq!(diags.raw()[0].message, "unknown DVMH directive 'FOO'");
        let d = parse_directive("end task_region", &at_100, &mut diags).map(|d| d.kind);
        assert_eq!(
            d,
            Some(DirectiveKind::Unsupported("END TASK_REGION".into()))
        );
        // A variable may be called like a keyword.
        let d = parse_directive("shadow on(1:2)", &at_100, &mut diags).map(|d| d.kind);
        assert!(matches!(d, Some(DirectiveKind::Shadow(items)) if items[0].array.text == "on"));
        assert_eq!(diags.error_count(), 1);
    }

    #[test]
    fn a_combined_directive_stands_for_several() {
        let mut diags = Diagnostics::new();
        let kinds: Vec<DirectiveKind> = parse_directives(
            "distribute (block, *), template, dynamic :: t(n, m), u(4, 4)",
            &at_100,
            &mut diags,
        )
        .into_iter()
        .map(|d| d.kind)
        .collect();
        assert!(!diags.has_errors());
        // TEMPLATE first, whatever the order of the attributes.
        let [DirectiveKind::Template(t), DirectiveKind::Distribute(d), DirectiveKind::Dynamic(n)] =
            &kinds[..]
        else {
            panic!("not TEMPLATE, DISTRIBUTE, DYNAMIC: {kinds:?}"); // ok: test
        };
        assert_eq!(t.len(), 2);
        assert_eq!(t[1].dims.len(), 2);
        assert!(d
            .iter()
            .all(|i| i.formats.as_ref().is_some_and(|f| f.len() == 2)));
        assert_eq!(n[0].text, "t");
    }
}
