//! The DVMH directive model: what a directive says, independent of the host language's spelling.
//!
//! Each language parses its own spelling into these nodes: the Fortran directive parser
//! (`fortran::directive`) builds them from `!DVM$` lines, and a C front end builds the same nodes
//! from `#pragma dvm`. What every directive and clause says is kept, including the directives
//! this compiler does not implement yet, so that semantic analysis can name them precisely. Expressions inside directives (alignment rules
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
    // ---- specification directives
    Distribute(Vec<DistributeItem>),
    Align(Vec<AlignItem>),
    Shadow(Vec<ShadowItem>),
    /// `INHERIT a, b`: dummy arrays that take the distribution of the actual arguments.
    Inherit(Vec<Name>),
    /// `TEMPLATE T(N, M)`: an abstract index space arrays are aligned with.
    Template(Vec<DeclItem>),
    /// `PROCESSORS P(NUMBER_OF_PROCESSORS())`: an arrangement of the processes.
    Processors(Vec<DeclItem>),
    /// `DYNAMIC A, B`: arrays whose mapping REDISTRIBUTE/REALIGN may change.
    Dynamic(Vec<Name>),
    /// `REMOTE_GROUP g`: names a group of REMOTE_ACCESS buffers (PREFETCH/RESET).
    RemoteGroup(Vec<Name>),
    /// `REDUCTION_GROUP g`: names a group of reductions started and waited for together.
    ReductionGroup(Vec<Name>),
    // ---- executable directives
    Parallel(ParallelDir),
    Region(Vec<RegionClause>),
    EndRegion,
    /// `ACTUAL` (`None`: everything) or `ACTUAL(list)`.
    Actual(Option<Vec<DataRange>>),
    GetActual(Option<Vec<DataRange>>),
    /// `REDISTRIBUTE A(BLOCK) [ONTO P] [NEW_VALUE]`.
    Redistribute {
        items: Vec<DistributeItem>,
        new_value: bool,
    },
    /// `REALIGN B(I) WITH A(I) [NEW_VALUE]`.
    Realign {
        items: Vec<AlignItem>,
        new_value: bool,
    },
    /// `REMOTE_ACCESS ([g:] A(I, :), ...)` before a statement: the named elements are copied
    /// to every process.
    RemoteAccess(RemoteAccess),
    /// `SHADOW_GROUP SA(A, B(CORNER))` (also spelled `CREATE_SHADOW_GROUP`): defines which
    /// shadow edges the group SA renews.
    ShadowGroup {
        group: Name,
        specs: Vec<RenewSpec>,
    },
    ShadowStart(Name),
    ShadowWait(Name),
    ReductionStart(Name),
    ReductionWait(Name),
    Prefetch(Name),
    Reset(Name),
    Barrier,
    HostSection,
    EndHostSection,
    /// `INTERVAL [n]`: a performance statistics interval.
    Interval(Option<DExpr>),
    EndInterval,
    /// A directive of the DVMH language whose contents this compiler does not model yet (task
    /// parallelism, ASYNCHRONOUS, debugging and tracing directives): only its name is kept.
    Unsupported(String),
}

impl DirectiveKind {
    /// The directive's name as written in messages.
    pub fn name(&self) -> &str {
        match self {
            DirectiveKind::Distribute(_) => "DISTRIBUTE",
            DirectiveKind::Align(_) => "ALIGN",
            DirectiveKind::Shadow(_) => "SHADOW",
            DirectiveKind::Inherit(_) => "INHERIT",
            DirectiveKind::Template(_) => "TEMPLATE",
            DirectiveKind::Processors(_) => "PROCESSORS",
            DirectiveKind::Dynamic(_) => "DYNAMIC",
            DirectiveKind::RemoteGroup(_) => "REMOTE_GROUP",
            DirectiveKind::ReductionGroup(_) => "REDUCTION_GROUP",
            DirectiveKind::Parallel(_) => "PARALLEL",
            DirectiveKind::Region(_) => "REGION",
            DirectiveKind::EndRegion => "END REGION",
            DirectiveKind::Actual(_) => "ACTUAL",
            DirectiveKind::GetActual(_) => "GET_ACTUAL",
            DirectiveKind::Redistribute { .. } => "REDISTRIBUTE",
            DirectiveKind::Realign { .. } => "REALIGN",
            DirectiveKind::RemoteAccess(_) => "REMOTE_ACCESS",
            DirectiveKind::ShadowGroup { .. } => "SHADOW_GROUP",
            DirectiveKind::ShadowStart(_) => "SHADOW_START",
            DirectiveKind::ShadowWait(_) => "SHADOW_WAIT",
            DirectiveKind::ReductionStart(_) => "REDUCTION_START",
            DirectiveKind::ReductionWait(_) => "REDUCTION_WAIT",
            DirectiveKind::Prefetch(_) => "PREFETCH",
            DirectiveKind::Reset(_) => "RESET",
            DirectiveKind::Barrier => "BARRIER",
            DirectiveKind::HostSection => "HOST_SECTION",
            DirectiveKind::EndHostSection => "END HOST_SECTION",
            DirectiveKind::Interval(_) => "INTERVAL",
            DirectiveKind::EndInterval => "END INTERVAL",
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
                | DirectiveKind::Template(_)
                | DirectiveKind::Processors(_)
                | DirectiveKind::Dynamic(_)
                | DirectiveKind::RemoteGroup(_)
                | DirectiveKind::ReductionGroup(_)
        )
    }
}

/// One declared object of TEMPLATE or PROCESSORS: `T(0:N, M)`; no dimensions: a scalar
/// (or, for TEMPLATE, one whose shape a later REDISTRIBUTE gives).
#[derive(Clone, Debug, PartialEq)]
pub struct DeclItem {
    pub name: Name,
    pub dims: Vec<Bounds>,
    pub span: Span,
}

/// `hi` (lower bound 1) or `lo:hi`.
#[derive(Clone, Debug, PartialEq)]
pub struct Bounds {
    pub lo: Option<DExpr>,
    pub hi: DExpr,
    pub span: Span,
}

/// `A(BLOCK, *) [ONTO P]`, or one array of `(BLOCK, *) :: A, B`.
#[derive(Clone, Debug, PartialEq)]
pub struct DistributeItem {
    pub array: Name,
    /// `None`: deferred (`DISTRIBUTE :: A`): the mapping comes from a later REDISTRIBUTE.
    pub formats: Option<Vec<DistFormat>>,
    pub onto: Option<Onto>,
    pub span: Span,
}

/// `ONTO P` or `ONTO P(1:2, K)`: the processors (or a section of them) a distribution uses.
#[derive(Clone, Debug, PartialEq)]
pub struct Onto {
    pub target: Name,
    /// Per dimension of the arrangement: a range, or `None` for `:` (all of it).
    pub section: Option<Vec<Option<Range>>>,
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

/// The `ON A(I, J)` of a PARALLEL: the array whose elements' owners run the iterations.
pub type OnClause = ArrayRef;

#[derive(Clone, Debug, PartialEq)]
pub enum ParallelClause {
    /// `REDUCTION([g:] specs)`: with a group `g`, the reduction completes at REDUCTION_WAIT.
    Reduction {
        group: Option<Name>,
        specs: Vec<ReductionSpec>,
        span: Span,
    },
    ShadowRenew(Vec<RenewSpec>, Span),
    /// `SHADOW_START g` / `SHADOW_WAIT g`: renewal of a shadow group overlapped with the loop.
    ShadowStart(Name, Span),
    ShadowWait(Name, Span),
    /// `PRIVATE(list)`, also spelled `NEW(list)`.
    Private(Vec<Name>, Span),
    /// `ACROSS(A(1:1, 0:1), B(CORNER))`: flow (low) and anti (high) dependence widths.
    Across(Vec<RenewSpec>, Span),
    RemoteAccess(RemoteAccess, Span),
    CudaBlock(Vec<DExpr>, Span),
    Stage(DExpr, Span),
    /// `TIE(B(I, *), C(-I))`: arrays whose dimensions follow the loop's iterations.
    Tie(Vec<ArrayRef>, Span),
}

/// An array with DVMH subscripts (`*` or linear expressions): an ON target or a TIE item.
#[derive(Clone, Debug, PartialEq)]
pub struct ArrayRef {
    pub array: Name,
    pub subscripts: Vec<Subscript>,
    pub span: Span,
}

/// `[g:] A(I, :), B(1, J+1)`: the remote references of a REMOTE_ACCESS clause or directive.
#[derive(Clone, Debug, PartialEq)]
pub struct RemoteAccess {
    pub group: Option<Name>,
    pub refs: Vec<RemoteRef>,
}

/// `A(I, :)` or a whole array `A`.
#[derive(Clone, Debug, PartialEq)]
pub struct RemoteRef {
    pub array: Name,
    pub subscripts: Option<Vec<RemoteSubscript>>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum RemoteSubscript {
    /// `:`: the whole dimension.
    All(Span),
    /// An expression of the loop variables and constants.
    Expr(DExpr),
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

/// `A`, `A(CORNER)`, `A(1:1, 0:0)`: a SHADOW_RENEW, SHADOW_GROUP or ACROSS item.
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

impl DataDirection {
    /// The runtime's bit set for this direction (`dvmh_region_data`: 1 IN, 2 OUT, 4 LOCAL).
    pub fn intent_bits(self) -> i32 {
        match self {
            DataDirection::In => 1,
            DataDirection::Out => 2,
            DataDirection::Inout => 3,
            DataDirection::Local => 4,
            DataDirection::Inlocal => 5,
        }
    }

    /// The same for a section (`dvmh_region_data_section`: 1 IN, 2 OUT, 3 INOUT). A LOCAL
    /// section is brought back at the exit like an OUT one (so the host holds what the serial
    /// program computes), INLOCAL like INOUT.
    pub fn section_intent_bits(self) -> i32 {
        match self {
            DataDirection::In => 1,
            DataDirection::Out | DataDirection::Local => 2,
            DataDirection::Inout | DataDirection::Inlocal => 3,
        }
    }
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

/// `e` or `lo:hi` in an ONTO section.
pub type Range = (DExpr, Option<DExpr>);

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
    /// C's `%` (truncating, as C99 6.5.5); Fortran writes `MOD(a, b)`, a `Call`.
    Rem,
    // C's other integer operators (C-DVMH allows any integer expression where the manual
    // says "expression"); Fortran writes these as intrinsic calls (`ISHFT`, `IAND`, ...).
    /// `<<`
    Shl,
    /// `>>` (arithmetic on the signed values directives compute with)
    Shr,
    /// `&`
    BitAnd,
    /// `|`
    BitOr,
    /// `^`
    BitXor,
    /// The comparisons and `&&`, `||`: 1 or 0.
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    And,
    Or,
}

impl DOp {
    /// The operator as C writes it.
    pub fn c_spelling(self) -> &'static str {
        match self {
            DOp::Add => "+",
            DOp::Sub => "-",
            DOp::Mul => "*",
            DOp::Div => "/",
            DOp::Rem => "%",
            DOp::Shl => "<<",
            DOp::Shr => ">>",
            DOp::BitAnd => "&",
            DOp::BitOr => "|",
            DOp::BitXor => "^",
            DOp::Lt => "<",
            DOp::Le => "<=",
            DOp::Gt => ">",
            DOp::Ge => ">=",
            DOp::Eq => "==",
            DOp::Ne => "!=",
            DOp::And => "&&",
            DOp::Or => "||",
        }
    }

    /// `a op b` on constants with C's meaning (`None`: division by zero, overflow or a shift
    /// out of range).
    pub fn fold(self, a: i64, b: i64) -> Option<i64> {
        Some(match self {
            DOp::Add => a.checked_add(b)?,
            DOp::Sub => a.checked_sub(b)?,
            DOp::Mul => a.checked_mul(b)?,
            DOp::Div => a.checked_div(b)?,
            DOp::Rem => a.checked_rem(b)?,
            DOp::Shl => a.checked_shl(u32::try_from(b).ok().filter(|&b| b < 64)?)?,
            DOp::Shr => a.checked_shr(u32::try_from(b).ok().filter(|&b| b < 64)?)?,
            DOp::BitAnd => a & b,
            DOp::BitOr => a | b,
            DOp::BitXor => a ^ b,
            DOp::Lt => i64::from(a < b),
            DOp::Le => i64::from(a <= b),
            DOp::Gt => i64::from(a > b),
            DOp::Ge => i64::from(a >= b),
            DOp::Eq => i64::from(a == b),
            DOp::Ne => i64::from(a != b),
            DOp::And => i64::from(a != 0 && b != 0),
            DOp::Or => i64::from(a != 0 || b != 0),
        })
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum DExprKind {
    /// An integer literal's digits (checked when evaluated).
    Int(String),
    Name(Name),
    Neg(Box<DExpr>),
    Binary(DOp, Box<DExpr>, Box<DExpr>),
    /// `F(args)`: an intrinsic function (`NUMBER_OF_PROCESSORS()`, `MOD(N, 2)`) or an array
    /// element (`LP(1)`); which one is for the host language to say.
    Call(Name, Vec<DExpr>),
    /// C's `c ? a : b`.
    Cond(Box<DExpr>, Box<DExpr>, Box<DExpr>),
}
