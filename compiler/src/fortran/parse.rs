//! Parsing one prescanned statement: classify it, run the grammar, turn failures into
//! diagnostics that say what was expected.

use crate::diag::Diagnostics;
use crate::fortran::ast::*;
use crate::fortran::classify::classify;
use crate::fortran::lexer::{Spanned, Tok};
use crate::fortran::prescan::Statement;
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
    "/fortran/grammar.rs"
);

/// What grammar actions need: the statement, to turn cooked offsets into spans.
pub struct Ctx<'a> {
    pub stmt: &'a Statement,
}

impl Ctx<'_> {
    pub fn span(&self, lo: usize, hi: usize) -> Span {
        self.stmt.span_of(lo, hi)
    }
}

/// An error raised by a grammar action (cooked byte range and message).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionError {
    pub lo: usize,
    pub hi: usize,
    pub message: String,
}

impl ActionError {
    pub fn new(lo: usize, hi: usize, message: impl Into<String>) -> ActionError {
        ActionError {
            lo,
            hi,
            message: message.into(),
        }
    }

    /// An error at a span already computed (its cooked range is recovered from the statement).
    pub fn at_span(ctx: &Ctx, span: Span, message: impl Into<String>) -> ActionError {
        let pos = &ctx.stmt.pos;
        let lo = pos.iter().position(|&p| p >= span.lo).unwrap_or(0);
        let hi = pos
            .iter()
            .rposition(|&p| p < span.hi)
            .map_or(lo + 1, |i| i + 1);
        ActionError::new(lo, hi, message)
    }
}

pub(crate) fn bin(ctx: &Ctx, l: usize, r: usize, op: BinaryOp, a: Expr, b: Expr) -> Expr {
    Expr {
        kind: ExprKind::Binary(op, Box::new(a), Box::new(b)),
        span: ctx.span(l, r),
    }
}

pub(crate) fn un(ctx: &Ctx, l: usize, r: usize, op: UnaryOp, a: Expr) -> Expr {
    Expr {
        kind: ExprKind::Unary(op, Box::new(a)),
        span: ctx.span(l, r),
    }
}

pub(crate) fn attr_kind(name: &str, dims: Option<Vec<DimSpec>>) -> AttrKind {
    match (name, dims) {
        ("parameter", None) => AttrKind::Parameter,
        ("dimension", Some(d)) => AttrKind::Dimension(d),
        (other, _) => AttrKind::Other(other.to_ascii_uppercase()),
    }
}

pub(crate) fn letter_range(
    ctx: &Ctx,
    l: usize,
    r: usize,
    a: &Name,
    b: &Name,
) -> Result<LetterRange, ParseError<usize, Tok, ActionError>> {
    let letter = |n: &Name| {
        let mut cs = n.text.chars();
        match (cs.next(), cs.next()) {
            (Some(c), None) if c.is_ascii_lowercase() => Ok(c),
            _ => Err(ParseError::User {
                error: ActionError::at_span(ctx, n.span, "expected a letter in an IMPLICIT range"),
            }),
        }
    };
    let (first, last) = (letter(a)?, letter(b)?);
    if first > last {
        return Err(ParseError::User {
            error: ActionError::new(l, r, "IMPLICIT letter range is not in alphabetical order"),
        });
    }
    Ok(LetterRange {
        first,
        last,
        span: ctx.span(l, r),
    })
}

/// Turns lalrpop's terminal names into the words of a message. When a statement could also
/// go on with an operator, listing every operator is noise: structural tokens (`)`, `,`, `=`,
/// names, ...) are listed instead when there are any.
fn describe_expected(expected: &[String]) -> String {
    let mut words: Vec<String> = expected
        .iter()
        .filter(|e| !e.chars().next().is_some_and(|c| c.is_ascii_uppercase()))
        .map(|e| {
            let inner = e.trim_matches('"');
            if inner.starts_with(|c: char| c.is_ascii_alphabetic()) {
                inner.to_string()
            } else {
                format!("'{inner}'")
            }
        })
        .collect();
    words.sort();
    words.dedup();
    // Everything that can start an operand reads better as one word.
    const OPERAND_STARTS: &[&str] = &[
        "'('",
        "character constant",
        "integer constant",
        "logical constant",
        "name",
        "real constant",
        "'+'",
        "'-'",
        "'.not.'",
    ];
    if words
        .iter()
        .filter(|w| OPERAND_STARTS.contains(&w.as_str()))
        .count()
        >= 4
    {
        words.retain(|w| !OPERAND_STARTS.contains(&w.as_str()));
        words.insert(0, "an expression".to_string());
    }
    let structural: Vec<String> = words
        .iter()
        .filter(|w| {
            matches!(w.as_str(), "')'" | "','" | "'='" | "'('" | "'::'" | "':'")
                || w.starts_with(|c: char| c.is_ascii_alphabetic())
        })
        .cloned()
        .collect();
    if !structural.is_empty() && structural.len() < words.len() {
        words = structural;
    }
    if words.len() > 6 {
        return String::new();
    }
    match words.len() {
        0 => String::new(),
        1 => words[0].clone(),
        n => format!("{} or {}", words[..n - 1].join(", "), words[n - 1]),
    }
}

/// Parses a classified token stream into a statement line.
pub fn parse_tokens(
    stmt: &Statement,
    tokens: Vec<Spanned>,
    diags: &mut Diagnostics,
) -> Option<Line> {
    let ctx = Ctx { stmt };
    let end = stmt.text.len();
    let parser = grammar::LineParser::new();
    match parser.parse(&ctx, tokens.into_iter().map(Ok::<Spanned, ActionError>)) {
        Ok(line) => Some(line),
        Err(e) => {
            let (lo, hi, message) = match e {
                ParseError::UnrecognizedToken {
                    token: (l, tok, r),
                    expected,
                } => {
                    let exp = describe_expected(&expected);
                    let what = match tok {
                        Tok::Stmt(_) | Tok::TypeKw(_) | Tok::Label(_) | Tok::FormatText(_) => {
                            "unexpected text".to_string()
                        }
                        t => format!("unexpected {t}"),
                    };
                    let msg = if exp.is_empty() {
                        format!("syntax error: {what}")
                    } else {
                        format!(
                            "syntax error: expected {exp}, found {}",
                            &what["unexpected ".len().min(what.len())..]
                        )
                    };
                    (l, r, msg)
                }
                ParseError::UnrecognizedEof { expected, .. } => {
                    let exp = describe_expected(&expected);
                    let msg = if exp.is_empty() {
                        "syntax error: unexpected end of statement".to_string()
                    } else {
                        format!("syntax error: expected {exp} at the end of the statement")
                    };
                    (end.saturating_sub(1), end, msg)
                }
                ParseError::ExtraToken { token: (l, tok, r) } => (
                    l,
                    r,
                    format!("syntax error: unexpected {tok} after the end of the statement"),
                ),
                ParseError::InvalidToken { location } => (
                    location,
                    location + 1,
                    "syntax error: invalid token".to_string(),
                ),
                ParseError::User { error } => (error.lo, error.hi, error.message),
            };
            diags.error(stmt.span_of(lo, hi), message);
            None
        }
    }
}

/// Classifies and parses one Fortran statement; errors go to `diags`.
pub fn parse_statement(stmt: &Statement, diags: &mut Diagnostics) -> Option<Line> {
    match classify(&stmt.text) {
        Ok(tokens) => parse_tokens(stmt, tokens, diags),
        Err(e) => {
            diags.error(stmt.span_of(e.lo, e.hi), e.message);
            None
        }
    }
}

/// Parses every prescanned statement (Fortran and directive) and nests the constructs.
pub fn parse_program(
    statements: &[Statement],
    file_start: Span,
    diags: &mut Diagnostics,
) -> Option<Program> {
    use crate::fortran::construct::{build_program, ParsedLine};
    use crate::fortran::prescan::StatementKind;
    let mut lines = Vec::with_capacity(statements.len());
    for stmt in statements {
        let line = match stmt.kind {
            StatementKind::Fortran => parse_statement(stmt, diags),
            StatementKind::Directive => crate::directives::parse::parse_directive(stmt, diags)
                .map(|d| Line::Stmt(StmtKind::Directive(d))),
        };
        if let Some(line) = line {
            let span = match stmt.label {
                Some(l) => l.span.to(stmt.span()),
                None => stmt.span(),
            };
            lines.push(ParsedLine {
                label: stmt.label,
                line,
                span,
            });
        } else if let Some(label) = stmt.label {
            // Keep the label defined so that a syntax error does not cascade into
            // "undefined label" errors.
            lines.push(ParsedLine {
                label: Some(label),
                line: Line::Stmt(StmtKind::Continue),
                span: stmt.span(),
            });
        }
    }
    build_program(lines, file_start, diags)
}
