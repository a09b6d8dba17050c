//! `#pragma dvm` directives: the C spelling of the DVMH directives, parsed into the shared
//! directive AST (`crate::directives::ast`).
//!
//! C writes dimensions as `[..]` in C order (row-major, 0-based), and its declarative
//! directives name no array: `#pragma dvm array distribute[block]` applies to the arrays of
//! the declaration that follows. So a pragma parses into a [`Pragma`]: declarative ones keep
//! their clauses ([`ArraySpec`], [`TemplateSpec`]) until the C lowering attaches them to a
//! declaration; executable ones are shared-AST nodes (`ParallelDir`, region clauses, ...).
//! Spans are byte ranges of the preprocessed text (file 0), turned back into the C front
//! end's positions by [`pos_of`].

pub mod constfold;
pub mod expand;
pub mod lexer;
pub mod parse;

use super::ast::Pos;
use crate::directives::ast::{
    AlignDummy, DataRange, DistFormat, ParallelDir, RegionClause, RemoteAccess, RenewSpec,
    ShadowWidth, Subscript,
};
use crate::name::Name;
use crate::source::{FileId, Span};

/// A parsed `#pragma dvm` line.
#[derive(Clone, Debug, PartialEq)]
pub struct Pragma {
    pub kind: PragmaKind,
    pub pos: Pos,
}

#[derive(Clone, Debug, PartialEq)]
pub enum PragmaKind {
    /// `array [distribute...] [align(...)] [shadow...]`, for the next declaration's arrays.
    Array(ArraySpec),
    /// `template[N][M] [distribute...]`, for the next `void *T;`.
    Template(TemplateSpec),
    Parallel(ParallelDir),
    /// `region [in(..)] [out(..)] ...`, for the next `{ }` block.
    Region(Vec<RegionClause>),
    /// `host_section`, for the next `{ }` block (inside a region).
    HostSection,
    Actual(Option<Vec<DataRange>>),
    GetActual(Option<Vec<DataRange>>),
    /// A standalone `shadow_renew(A, B[1:1][0:0])`.
    ShadowRenew(Vec<RenewSpec>),
    /// A standalone `remote_access(B[i][])`, for the next statement.
    RemoteAccess(RemoteAccess),
    /// `redistribute(A[block][])`: here, the (postponed) distribution of `A`.
    Redistribute(Redistribute),
    /// `realign(X[i] with A[i][]) [new_value]`: here, the (postponed) alignment of `X`; with
    /// `new_value` the values need not move.
    Realign(crate::directives::ast::AlignItem, bool),
    /// `inherit(A, T)`, before a function's prototype and its definition: the named
    /// parameters take the distribution of the actual arguments.
    Inherit(Vec<Name>),
    /// `interval [n]`: the start of a performance statistics interval (its number checked
    /// as an expression, then unused: the statistics do not report intervals separately).
    Interval,
    /// `endinterval`: the end of the innermost interval.
    EndInterval,
    /// A directive of the language that this compiler does not implement yet (its name).
    Unsupported(String),
}

/// The clauses of an `array` directive.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ArraySpec {
    /// `distribute[block][]`; `Some(vec![])`: `distribute` with no formats (postponed).
    pub distribute: Option<Vec<DistFormat>>,
    pub align: Option<AlignSpec>,
    pub shadow: Option<Vec<ShadowWidth>>,
}

/// `align([i][j] with B[i][j+1])`.
#[derive(Clone, Debug, PartialEq)]
pub struct AlignSpec {
    pub dummies: Vec<AlignDummy>,
    pub base: Name,
    pub subscripts: Vec<Subscript>,
    pub span: Span,
}

/// `redistribute(A[block][block]) [new_value]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Redistribute {
    pub array: Name,
    pub formats: Vec<DistFormat>,
    /// `new_value`: the values need not move (the program assigns them all again).
    pub new_value: bool,
    pub span: Span,
}

/// `template[N][M] distribute[block][block]`.
#[derive(Clone, Debug, PartialEq)]
pub struct TemplateSpec {
    pub dims: Vec<crate::directives::ast::DExpr>,
    pub distribute: Option<Vec<DistFormat>>,
}

/// A span over preprocessed offsets `lo..hi`.
pub fn span(lo: usize, hi: usize) -> Span {
    Span::new(FileId(0), lo as u32, hi as u32)
}

/// The C front end's position of a directive span.
pub fn pos_of(s: Span) -> Pos {
    Pos::new(s.lo as usize, s.hi as usize)
}

/// Is this `#pragma` text (after `#pragma`) a DVMH directive?
pub fn is_dvm(text: &str) -> bool {
    text == "dvm" || text.starts_with("dvm ") || text.starts_with("dvm\t")
}
