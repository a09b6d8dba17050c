//! The DVMH directive model: what a directive says, independent of the host language's spelling.
//!
//! The Fortran grammar (`grammar.lalrpop`) builds these nodes from `!DVM$` lines; a C front end
//! would build the same nodes from `#pragma dvm`. Expressions inside directives (alignment rules
//! `a*i+b`, shadow widths, section bounds) are small integer expressions ([`DExpr`]) evaluated in
//! semantic analysis, where named constants are known.

use crate::name::Name;
use crate::source::Span;

#[derive(Clone, Debug, PartialEq)]
pub struct Directive {
    pub kind: DirectiveKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum DirectiveKind {
    Distribute(Vec<DistributeItem>),
    Align(Vec<AlignItem>),
    Shadow(Vec<ShadowItem>),
    Parallel(ParallelDir),
    Region(Vec<RegionClause>),
    EndRegion,
    /// `ACTUAL` (`None`: everything) or `ACTUAL(list)`.
    Actual(Option<Vec<DataRange>>),
    GetActual(Option<Vec<DataRange>>),
    /// `INHERIT a, b`: dummy arrays that take the distribution of the actual arguments.
    Inherit(Vec<crate::name::Name>),
    /// A directive of the DVMH language this compiler does not implement yet (`TEMPLATE`, ...).
    Unsupported(String),
}

impl DirectiveKind {
    /// The directive's name as written in messages.
    pub fn name(&self) -> &str {
        match self {
            DirectiveKind::Distribute(_) => "DISTRIBUTE",
            DirectiveKind::Align(_) => "ALIGN",
            DirectiveKind::Shadow(_) => "SHADOW",
            DirectiveKind::Parallel(_) => "PARALLEL",
            DirectiveKind::Region(_) => "REGION",
            DirectiveKind::EndRegion => "END REGION",
            DirectiveKind::Actual(_) => "ACTUAL",
            DirectiveKind::GetActual(_) => "GET_ACTUAL",
            DirectiveKind::Inherit(_) => "INHERIT",
            DirectiveKind::Unsupported(n) => n,
        }
    }

    /// Declarative directives belong to the specification part.
    pub fn is_declarative(&self) -> bool {
        matches!(
            self,
            DirectiveKind::Distribute(_)
                | DirectiveKind::Align(_)
                | DirectiveKind::Shadow(_)
                | DirectiveKind::Inherit(_)
        )
    }
}

/// `A(BLOCK, *)`, or one array of `(BLOCK, *) :: A, B`.
#[derive(Clone, Debug, PartialEq)]
pub struct DistributeItem {
    pub array: Name,
    pub formats: Vec<DistFormat>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct DistFormat {
    pub kind: DistFormatKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum DistFormatKind {
    Block,
    /// `*`: not distributed.
    Star,
    GenBlock(Name),
    WgtBlock(Name, DExpr),
    MultBlock(DExpr),
}

/// `B(I, J) WITH A(I, J)`, or one array of `(I) WITH A(I+1) :: B, C`.
#[derive(Clone, Debug, PartialEq)]
pub struct AlignItem {
    pub array: Name,
    pub dummies: Vec<AlignDummy>,
    pub base: Name,
    pub subscripts: Vec<Subscript>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum AlignDummy {
    Name(Name),
    /// `*`: the dimension is collapsed (not distributed).
    Star(Span),
}

/// One subscript of an ALIGN base or a PARALLEL `ON` array.
#[derive(Clone, Debug, PartialEq)]
pub enum Subscript {
    /// `*`: replicated along this dimension.
    Star(Span),
    Expr(DExpr),
}

/// `A(1:2, 1)`, or one array of `(1, 1) :: A`.
#[derive(Clone, Debug, PartialEq)]
pub struct ShadowItem {
    pub array: Name,
    pub widths: Vec<ShadowWidth>,
    pub span: Span,
}

/// `w` (both sides) or `lo:hi`.
#[derive(Clone, Debug, PartialEq)]
pub struct ShadowWidth {
    pub lo: DExpr,
    pub hi: Option<DExpr>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ParallelDir {
    /// The loop variables, outermost first.
    pub vars: Vec<Name>,
    pub on: Option<OnClause>,
    pub clauses: Vec<ParallelClause>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct OnClause {
    pub array: Name,
    pub subscripts: Vec<Subscript>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ParallelClause {
    Reduction(Vec<ReductionSpec>, Span),
    ShadowRenew(Vec<RenewSpec>, Span),
    Private(Vec<Name>, Span),
    Across(Span),
    RemoteAccess(Span),
    CudaBlock(Vec<DExpr>, Span),
    Stage(DExpr, Span),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReductionOp {
    Sum,
    Product,
    Max,
    Min,
    And,
    Or,
    Eqv,
    Neqv,
    Maxloc,
    Minloc,
}

impl ReductionOp {
    /// The name used by the IR (`reductions = [[sum, f32, 1]]`) and in messages (upper-cased).
    pub fn name(self) -> &'static str {
        match self {
            ReductionOp::Sum => "sum",
            ReductionOp::Product => "product",
            ReductionOp::Max => "max",
            ReductionOp::Min => "min",
            ReductionOp::And => "and",
            ReductionOp::Or => "or",
            ReductionOp::Eqv => "eqv",
            ReductionOp::Neqv => "neqv",
            ReductionOp::Maxloc => "maxloc",
            ReductionOp::Minloc => "minloc",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct ReductionSpec {
    pub op: ReductionOp,
    pub var: Name,
    /// MAXLOC/MINLOC: the location variable and the optional number of coordinates.
    pub loc: Option<(Name, Option<DExpr>)>,
    pub span: Span,
}

/// `A`, `A(CORNER)`, `A(1:1, 0:0)`.
#[derive(Clone, Debug, PartialEq)]
pub struct RenewSpec {
    pub array: Name,
    pub widths: Option<Vec<ShadowWidth>>,
    pub corner: bool,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DataDirection {
    In,
    Out,
    Inout,
    Local,
    Inlocal,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    Host,
    Cuda,
}

#[derive(Clone, Debug, PartialEq)]
pub enum RegionClause {
    Data(DataDirection, Vec<DataRange>, Span),
    Targets(Vec<(Target, Span)>, Span),
    Async(Span),
}

/// A variable, optionally with a section `A(1:N, 2)`.
#[derive(Clone, Debug, PartialEq)]
pub struct DataRange {
    pub name: Name,
    pub ranges: Option<Vec<(DExpr, Option<DExpr>)>>,
    pub span: Span,
}

/// An integer expression inside a directive.
#[derive(Clone, Debug, PartialEq)]
pub struct DExpr {
    pub kind: DExprKind,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DOp {
    Add,
    Sub,
    Mul,
    Div,
}

#[derive(Clone, Debug, PartialEq)]
pub enum DExprKind {
    /// An integer literal's digits (checked when evaluated).
    Int(String),
    Name(Name),
    Neg(Box<DExpr>),
    Binary(DOp, Box<DExpr>, Box<DExpr>),
}
