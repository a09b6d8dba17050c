//! Parsing one prescanned statement: classify it, run the grammar, turn failures into
//! diagnostics that say what was expected.

use crate::diag::Diagnostics;
use crate::fortran::ast::*;
use crate::fortran::classify::{
    classify, classify_from, construct_name, end_construct_name, without_construct_name,
};
use crate::fortran::lexer::{Spanned, Tok};
use crate::fortran::operators;
use crate::fortran::prescan::Statement;
use lalrpop_util::ParseError;
use std::collections::HashSet;

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

/// `.word. a` or `a .word. b`: a reference to the generic of the defined operator, with
/// the operands as its arguments.
pub(crate) fn defined(ctx: &Ctx, l: usize, r: usize, word: &str, operands: Vec<Expr>) -> Expr {
    let span = ctx.span(l, r);
    let args = operands
        .into_iter()
        .map(|value| Arg {
            keyword: None,
            value,
        })
        .collect();
    Expr {
        kind: ExprKind::Designator(Designator {
            name: Name::new(operators::defined_generic(word), span),
            args: Some(args),
            substring: None,
            parts: Vec::new(),
            span,
        }),
        span,
    }
}

/// `OPERATOR(op)` or `ASSIGNMENT(=)` in an access or ONLY list: the generic's name.
pub(crate) fn generic_spec(
    ctx: &Ctx,
    l: usize,
    r: usize,
    kw: &Name,
    op: &str,
) -> Result<Name, lalrpop_util::ParseError<usize, Tok, ActionError>> {
    let span = ctx.span(l, r);
    let name = match kw.text.as_str() {
        "operator" => operators::operator_generic(op),
        "assignment" if op == "=" => Some(operators::ASSIGNMENT.to_string()),
        _ => None,
    };
    match name {
        Some(text) => Ok(Name::new(text, span)),
        None => Err(ParseError::User {
            error: ActionError::at_span(
                ctx,
                span,
                "expected a name, OPERATOR(op) or ASSIGNMENT(=)",
            ),
        }),
    }
}

pub(crate) fn un(ctx: &Ctx, l: usize, r: usize, op: UnaryOp, a: Expr) -> Expr {
    Expr {
        kind: ExprKind::Unary(op, Box::new(a)),
        span: ctx.span(l, r),
    }
}

/// Whether `dims` is the one word `C` (of `BIND(C)`).
fn is_c(dims: &[DimSpec]) -> bool {
    matches!(dims, [DimSpec { lower: None, upper: Some(e), .. }]
        if matches!(&e.kind, ExprKind::Designator(d) if d.name.text == "c" && d.args.is_none()))
}

/// `BIND(C, NAME='c_name')` as an attribute (of a module variable).
pub(crate) fn bind_attr(name: &str, dims: Vec<DimSpec>, key: &str, c_name: String) -> AttrKind {
    match name == "bind" && key == "name" && is_c(&dims) {
        true => AttrKind::Bind(Some(c_name)),
        false => AttrKind::Other(name.to_ascii_uppercase()),
    }
}

pub(crate) fn attr_kind(name: &str, dims: Option<Vec<DimSpec>>) -> AttrKind {
    match (name, dims) {
        ("bind", Some(d)) if is_c(&d) => AttrKind::Bind(None),
        ("parameter", None) => AttrKind::Parameter,
        ("dimension", Some(d)) => AttrKind::Dimension(d),
        ("intent", Some(d)) => {
            let word = match d.as_slice() {
                [DimSpec {
                    lower: None,
                    upper: Some(e),
                    ..
                }] => match &e.kind {
                    ExprKind::Designator(d) if d.args.is_none() && d.substring.is_none() => {
                        intent_word(&d.name.text)
                    }
                    _ => None,
                },
                _ => None,
            };
            match word {
                Some(i) => AttrKind::Intent(i),
                None => AttrKind::Other("INTENT with other than IN, OUT or INOUT".into()),
            }
        }
        ("optional", None) => AttrKind::Optional,
        ("allocatable", None) => AttrKind::Allocatable,
        ("pointer", None) => AttrKind::Pointer,
        ("target", None) => AttrKind::Target,
        ("save", None) => AttrKind::Save,
        ("external", None) => AttrKind::External,
        ("intrinsic", None) => AttrKind::Intrinsic,
        ("public", None) => AttrKind::Access(true),
        ("private", None) => AttrKind::Access(false),
        (other, _) => AttrKind::Other(other.to_ascii_uppercase()),
    }
}

/// `IN`, `OUT`, `INOUT` (blanks are gone: `IN OUT` too).
pub(crate) fn intent_word(word: &str) -> Option<Intent> {
    match word {
        "in" => Some(Intent::In),
        "out" => Some(Intent::Out),
        "inout" => Some(Intent::InOut),
        _ => None,
    }
}

/// One item of a type's parameter list: `8`, `KIND=8`, `LEN=*`, `*`.
pub struct TypeParam {
    pub name: Option<Name>,
    /// `None`: `*` (or `:` when `deferred`).
    pub value: Option<Expr>,
    pub span: Span,
    /// `:`: a deferred length.
    pub deferred: bool,
}

type ActionResult<T> = Result<T, ParseError<usize, Tok, ActionError>>;

/// Sorts a type's parameters into its kind and (CHARACTER only) its length, as Fortran
/// assigns them: by keyword, or by position (CHARACTER: length, then kind).
pub(crate) fn type_selector(
    ctx: &Ctx,
    keyword: TypeKw,
    params: Vec<TypeParam>,
) -> ActionResult<(Option<Expr>, Option<CharLen>)> {
    let character = keyword == TypeKw::Character;
    let fail = |span: Span, message: &str| -> ActionResult<(Option<Expr>, Option<CharLen>)> {
        Err(ParseError::User {
            error: ActionError::at_span(ctx, span, message),
        })
    };
    let (mut kind, mut len) = (None, None);
    let mut named = false;
    for (k, p) in params.into_iter().enumerate() {
        let is_len = match &p.name {
            Some(n) if n.text == "kind" => false,
            Some(n) if n.text == "len" && character => true,
            Some(n) if character => return fail(n.span, "expected LEN= or KIND="),
            Some(n) => return fail(n.span, "expected KIND="),
            None if named => {
                return fail(
                    p.span,
                    "a type parameter without a name cannot follow KIND= or LEN=",
                )
            }
            None if character && k < 2 => k == 0,
            None if k == 0 => false,
            None => return fail(p.span, "a type takes one kind parameter"),
        };
        named |= p.name.is_some();
        if is_len {
            if len.is_some() {
                return fail(p.span, "the length is given twice");
            }
            len = Some(match p.value {
                Some(e) => CharLen::Expr(e),
                None if p.deferred => CharLen::Deferred(p.span),
                None => CharLen::Assumed(p.span),
            });
        } else {
            if kind.is_some() {
                return fail(p.span, "the kind is given twice");
            }
            match p.value {
                Some(e) => kind = Some(e),
                None if p.deferred => return fail(p.span, "':' is only a CHARACTER length"),
                None => return fail(p.span, "'*' is only a CHARACTER length"),
            }
        }
    }
    Ok((kind, len))
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
        "defined operator",
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
                || (w.starts_with(|c: char| c.is_ascii_alphabetic()) && *w != "defined operator")
        })
        .cloned()
        .collect();
    if !structural.is_empty() && structural.len() < words.len() {
        words = structural;
    }
    alternatives(&words)
}

/// `a, b or c` for an error message; nothing when there are too many to help.
pub(crate) fn alternatives(words: &[String]) -> String {
    match words.len() {
        0 | 7.. => String::new(),
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
    parse_with_names(stmt, &mut HashSet::new(), &mut StmtNames::default(), diags)
}

/// The construct names of a statement: `name:` before it, and the name after an END of a
/// construct.
#[derive(Default)]
pub struct StmtNames {
    pub start: Option<Name>,
    pub end: Option<Name>,
}

/// [`parse_statement`], where `construct_names` are the construct names defined so far (an
/// ELSE or ELSE IF may end with one of them); the construct names go to `names`.
fn parse_with_names(
    stmt: &Statement,
    construct_names: &mut HashSet<String>,
    names: &mut StmtNames,
    diags: &mut Diagnostics,
) -> Option<Line> {
    let text = &stmt.text;
    let classified = if let Some(name) = construct_name(text) {
        names.start = Some(Name::new(name, stmt.span_of(0, name.len())));
        construct_names.insert(name.to_string());
        classify_from(text, name.len() + 1)
    } else if let Some(at) = end_construct_name(text) {
        names.end = Some(Name::new(&text[at..], stmt.span_of(at, text.len())));
        classify(&text[..at])
    } else if let Some(end) =
        without_construct_name(text, construct_names.iter().map(String::as_str))
            .filter(|_| text.starts_with("else") || text.starts_with("case"))
    {
        classify(&text[..end])
    } else {
        classify(text)
    };
    match classified {
        Ok(tokens) => parse_tokens(stmt, tokens, diags),
        Err(e) => {
            diags.error(stmt.span_of(e.lo, e.hi), e.message);
            None
        }
    }
}

/// Parses every prescanned statement (Fortran and directive) into program units and nests
/// their constructs.
pub fn parse_file(statements: &[Statement], file_start: Span, diags: &mut Diagnostics) -> File {
    use crate::fortran::construct::{build_file, ParsedLine};
    use crate::fortran::prescan::StatementKind;
    let mut lines = Vec::with_capacity(statements.len());
    let mut construct_names = HashSet::new();
    for stmt in statements {
        let mut names = StmtNames::default();
        let line = match stmt.kind {
            StatementKind::Fortran => {
                parse_with_names(stmt, &mut construct_names, &mut names, diags)
            }
            StatementKind::Directive => {
                let mut directives = crate::fortran::directive::parse::parse_directives(
                    &stmt.text,
                    &|lo, hi| stmt.span_of(lo, hi),
                    diags,
                );
                // A combined directive stands for several: all but the last go in here, the
                // last takes the statement's label below.
                let last = directives.pop();
                for d in directives {
                    lines.push(ParsedLine {
                        label: None,
                        line: Line::Stmt(StmtKind::Directive(d)),
                        span: stmt.span(),
                        names: StmtNames::default(),
                    });
                }
                last.map(|d| Line::Stmt(StmtKind::Directive(d)))
            }
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
                names,
            });
        } else if let Some(label) = stmt.label {
            // Keep the label defined so that a syntax error does not cascade into
            // "undefined label" errors.
            lines.push(ParsedLine {
                label: Some(label),
                line: Line::Stmt(StmtKind::Continue),
                span: stmt.span(),
                names: StmtNames::default(),
            });
        }
    }
    build_file(lines, file_start, diags)
}
