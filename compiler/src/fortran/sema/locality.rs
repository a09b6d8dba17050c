//! Locality of distributed-array references in parallel loops (spec §4.7, §4.12–§4.14).
//!
//! Why this exists: a parallel loop runs each iteration on the process that owns its ON element,
//! and the loop handler reaches distributed arrays only through that process's local block and
//! its shadow edges. A reference to an element that lives elsewhere does not fail cleanly: it
//! reads whatever lies at that address (or crashes), and on one process every element is local,
//! so testing serially shows nothing. DVMH restricts the references of a parallel loop so that
//! this is decidable from the source; every violation is reported here, with its fix.
//!
//! The model. Every mapping is composed down to its root distribution (ALIGN chains are already
//! flattened by `dvm.rs`), and positions are compared on the processor grid, the one frame all
//! roots share: as in the runtime, the k-th BLOCK dimension of a root is split over grid
//! dimension k into blocks that depend only on its bounds. So places in different roots meet
//! when their BLOCK dimensions have the same bounds (`DISTRIBUTE A(BLOCK)` and `DISTRIBUTE
//! B(BLOCK, BLOCK)` of the same extent keep `A(I)` with `B(I, J)`). Along one grid dimension,
//! an iteration (from the ON clause) and an element (from its subscripts) each sit at a root
//! index `a*I + b` of a loop variable `I` of the nest, at a fixed index, or everywhere
//! (replicated, or not distributed there). A reference is then
//! - *local* when it sits where the iteration does (or everywhere) along every grid dimension;
//! - *shadow type* when it is off by a bounded amount: a read, within the array's SHADOW widths,
//!   of an array that this loop renews (SHADOW_RENEW, with CORNER when it is diagonal);
//! - *remote* otherwise, which needs REMOTE_ACCESS: references a REMOTE_ACCESS clause covers
//!   read a buffer (see `remote.rs`) and are not checked here.
//!
//! A reference the model cannot place (a distributed dimension not subscripted by `a*I + b`,
//! such as `B((I+1)/2)` or `B(IX(I))`) is not rejected: it may be local by arithmetic the model
//! does not have (`ALIGN B(I) WITH A(2*I-1)` keeps `B((I+1)/2)` with odd `I` ON `A(I)`). It gets
//! a warning and is compiled as a local access, which `-fcheck=bounds` checks at run time
//! (`dvm.check_stored`); errors are kept for what is provably non-local.
//!
//! A SHADOW or SHADOW_RENEW width that is too small is reported once all references of the
//! loop are seen, so the suggested widths cover every reference of the array (`A(I-2)` and
//! `A(I+2)` both get `SHADOW A(2)`, not `A(2:1)` and `A(1:2)`).
//!
//! Distributed dimensions are subscripted by `a*I + b` (rule 2 of §4.7). Two extensions
//! accept what the runtime does run correctly: a sequential loop variable with constant bounds
//! adds a bounded offset (`U(I+DI)` with `DI = -1, 1` reads the shadow edge), and when the
//! nest's bounds are constant, an offset that varies with the iteration (`A(3-I)` against
//! `ON A(I)`, `I = 1, 2`) is bounded over the iteration space. One deliberate leniency: a
//! constant index against an iteration that moves (`A(1)` in a loop ON `A(I)`) is accepted. It
//! is local for the iterations on its owner, and DVMH programs guard such references (`IF (I ==
//! 1)`), which this check cannot see.
//!
//! ON subscripts may add a value known only when the loop starts (`ON U(I, J, K)` in a
//! sequential `DO K`). A variable the loop does not assign has that same value in every
//! iteration, so it is carried symbolically: `U(I, J, K)` is local, `U(I, J, K-1)` one element
//! off, and `U(K, I, 1)` remote. One such variable per subscript is tracked (`K + M` is not).
//!
//! Arrays whose mapping changes at run time (DYNAMIC, deferred DISTRIBUTE, and what is aligned
//! with them; see `remap.rs`) have no static mapping to compare with: references to them, and
//! references in loops ON them, are not checked here (as in the DVM system, the program must
//! keep them local; `-fcheck=bounds` checks every access at run time).
//!
//! The check runs on the checked body, so references that constant folding removed (an integer
//! `X * 0`) are not checked: they are never evaluated.

use super::{plural, Checker};
use crate::directives::check::widths::EdgeClause;
use crate::fortran::hir::{
    Actual, AxisRule, BinOp, Call, Const, DistFormat, Expr, ExprKind, LoopKind, Mapping, OnMapping,
    Place, RemoteRef, Stmt, StmtKind, SymId, SymbolKind, UnOp,
};
use crate::source::Span;
use std::cell::RefCell;

/// `a*I + c + s*V` with `c` somewhere in `lo..=hi`: `I` the loop variable number `axis` of the
/// nest (`None`, with `a == 0`: none), `V` a variable the loop does not assign (`sym`, with its
/// coefficient `s`), whose value is unknown but the same in every iteration. `lo < hi` when a
/// sequential loop variable contributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Lin {
    axis: Option<usize>,
    a: i64,
    lo: i64,
    hi: i64,
    sym: Option<(SymId, i64)>,
}

impl Lin {
    fn range(lo: i64, hi: i64) -> Lin {
        Lin {
            axis: None,
            a: 0,
            lo,
            hi,
            sym: None,
        }
    }

    fn var(axis: usize) -> Lin {
        Lin {
            axis: Some(axis),
            a: 1,
            ..Lin::range(0, 0)
        }
    }

    fn invariant(v: SymId) -> Lin {
        Lin {
            sym: Some((v, 1)),
            ..Lin::range(0, 0)
        }
    }

    fn is_exact(self) -> bool {
        self.lo == self.hi
    }

    /// The value, when it is one known constant.
    fn constant(self) -> Option<i64> {
        (self.axis.is_none() && self.sym.is_none() && self.is_exact()).then_some(self.lo)
    }

    fn scale(self, k: i64) -> Option<Lin> {
        let a = self.a.checked_mul(k)?;
        let (x, y) = (self.lo.checked_mul(k)?, self.hi.checked_mul(k)?);
        let sym = match self.sym {
            Some((v, s)) => Some((v, s.checked_mul(k)?)).filter(|&(_, s)| s != 0),
            None => None,
        };
        Some(Lin {
            axis: if a == 0 { None } else { self.axis },
            a,
            lo: x.min(y),
            hi: x.max(y),
            sym,
        })
    }

    fn add(self, other: Lin) -> Option<Lin> {
        let axis = match (self.axis, other.axis) {
            (Some(x), Some(y)) if x != y => return None,
            (x, y) => x.or(y),
        };
        let a = self.a.checked_add(other.a)?;
        let sym = match (self.sym, other.sym) {
            (Some((v, s)), Some((w, t))) if v == w => {
                Some((v, s.checked_add(t)?)).filter(|&(_, s)| s != 0)
            }
            (Some(_), Some(_)) => return None,
            (x, y) => x.or(y),
        };
        Some(Lin {
            axis: if a == 0 { None } else { axis },
            a,
            lo: self.lo.checked_add(other.lo)?,
            hi: self.hi.checked_add(other.hi)?,
            sym,
        })
    }

    /// `a * self + b`: the position seen through an alignment rule.
    fn align(self, a: i64, b: i64) -> Option<Lin> {
        self.scale(a)?.add(Lin::range(b, b))
    }
}

/// Where an iteration runs, or an element lives, along one dimension of a root distribution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pos {
    At(Lin),
    /// Everywhere along the dimension: a replicated element, or an iteration that every process
    /// along it runs.
    All,
    /// Unknown at compile time: a subscript that is not `a*I + b` (+ an invariant variable).
    Unknown,
}

/// One grid dimension of a placed element or iteration.
#[derive(Clone, Copy, Debug)]
struct GridPos {
    /// Bounds of the root's BLOCK dimension on this grid dimension (they fix its blocks).
    bounds: (i64, i64),
    /// What else fixes the blocks: nothing for BLOCK; the format and its parameters for
    /// GEN_BLOCK, WGT_BLOCK and MULT_BLOCK (equal parameters split equal bounds alike).
    split: Split,
    /// The arrangement of the processes the root is distributed over ([`Checker::frame`]):
    /// places in different arrangements never meet.
    frame: Option<Span>,
    pos: Pos,
    /// For an element: the array dimension the position comes from and that dimension's
    /// alignment coefficient (turns a root offset into one in the array's own indices).
    via: Option<(usize, i64)>,
    /// Fixed by a constant alignment rule (`ALIGN R(I) WITH A(1)`), whatever the subscripts:
    /// the leniency for constant subscripts does not apply, as no guard on the subscripts
    /// can make such an element local to iterations elsewhere.
    pinned: bool,
}

/// How a distributed root dimension is cut into blocks, besides its bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Split {
    Block,
    GenBlock(SymId),
    WgtBlock(SymId, i64),
    MultBlock(i64),
}

impl Split {
    fn of(format: Option<&DistFormat>) -> Split {
        match format {
            Some(DistFormat::GenBlock(s)) => Split::GenBlock(*s),
            Some(DistFormat::WgtBlock(s, n)) => Split::WgtBlock(*s, *n),
            Some(DistFormat::MultBlock(m)) => Split::MultBlock(*m),
            _ => Split::Block,
        }
    }
}

/// Per grid dimension, where something is; `None` (or past the end): everywhere along it.
type Placement = Vec<Option<GridPos>>;

/// The values a loop variable of the nest takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Range {
    /// First and last value, in increasing order.
    Known(i64, i64),
    /// A zero-trip loop.
    Empty,
    /// Bounds that are not constant.
    Unknown,
}

/// A parallel loop's ON mapping, placed on the grid.
#[derive(Clone, Debug)]
struct OnPlacement {
    array: SymId,
    /// The ON element as written (`a(i, j)`), for messages.
    text: String,
    placement: Placement,
}

/// A SHADOW_RENEW item of the loop.
#[derive(Clone, Debug)]
pub struct Renewal {
    pub array: SymId,
    pub corner: bool,
    /// Renewed (low, high) widths per dimension; `None`: the declared widths.
    pub widths: Option<Vec<(i64, i64)>>,
    /// The clause that renews them (SHADOW_RENEW or ACROSS), for messages.
    pub clause: EdgeClause,
}

/// A parallel loop's nest, as far as the references in its body are concerned.
#[derive(Clone, Debug)]
pub struct Nest {
    /// The ON array with one rule per dimension (axes are loop dimensions), and where the ON
    /// element is written; `None`: no ON clause, so every process runs every iteration.
    pub on: Option<(OnMapping, Span)>,
    pub vars: Vec<SymId>,
    /// Scalars the body assigns (PRIVATE, REDUCTION, inner DO variables): unlike other
    /// variables, their value may differ between iterations and from the ON clause's.
    pub variant: Vec<SymId>,
    pub ranges: Vec<Range>,
    pub renewals: Vec<Renewal>,
    /// The REMOTE_ACCESS references of the loop.
    pub remote: Vec<RemoteRef>,
    /// No leniency for constant subscripts: the loop is an implicit one (an array
    /// assignment), whose body has no guard that could keep such an element local.
    pub strict: bool,
}

/// What references are checked against.
struct Context {
    on: Option<OnPlacement>,
    vars: Vec<SymId>,
    variant: Vec<SymId>,
    ranges: Vec<Range>,
    renewals: Vec<Renewal>,
    remote: Vec<RemoteRef>,
    strict: bool,
    /// The offsets of every shadow-type reference seen so far, per array.
    reach: RefCell<Vec<(SymId, Offset)>>,
    /// Widths found too small, reported when the whole body is seen.
    narrow: RefCell<Vec<Narrow>>,
}

/// A shadow-type read that reaches past the widths declared (`renewed: false`) or renewed.
struct Narrow {
    array: SymId,
    span: Span,
    text: String,
    offset: Offset,
    elements: i64,
    width: i64,
    /// The widths it was compared with.
    widths: Vec<(i64, i64)>,
    renewed: bool,
}

/// A shadow-type reference's reach in one dimension of the array, in its own elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Offset {
    dim: usize,
    /// Elements below / above the local part (both >= 0).
    low: i64,
    high: i64,
    /// The offset varies with the iteration (`A(3-I)` against `A(I)`): a reference that is
    /// remote in general, accepted as shadow type only where the nest keeps it in the edge.
    varying: bool,
}

/// Why a reference is neither local nor shadow type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Problem {
    /// The loop has no ON clause.
    NoOn,
    /// The element may live on another process.
    Remote,
    /// This array dimension is distributed but not subscripted by `a*I + b`, so whether the
    /// element is local is not known at compile time (the other dimensions are local or shadow
    /// type).
    Unproven(usize),
}

/// A subscript as a [`Lin`] over the nest's variables `vars`, with `bounded` sequential loop
/// variables as ranges and variables not in `variant` as invariants; `None` for anything else.
/// Iterative: subscripts can be arbitrarily deep chains (`I+1+1+...`).
fn linear(
    e: &Expr,
    vars: &[SymId],
    bounded: &[(SymId, i64, i64)],
    variant: &[SymId],
) -> Option<Lin> {
    enum Step<'e> {
        Visit(&'e Expr),
        Apply(&'e Expr),
    }
    let leaf = |e: &Expr| -> Option<Lin> {
        match &e.kind {
            ExprKind::Const(Const::Int(v)) => Some(Lin::range(*v, *v)),
            ExprKind::Load(id) => match vars.iter().position(|v| v == id) {
                Some(k) => Some(Lin::var(k)),
                None => match bounded.iter().rev().find(|(v, ..)| v == id) {
                    Some(&(_, lo, hi)) => Some(Lin::range(lo, hi)),
                    None if !variant.contains(id) => Some(Lin::invariant(*id)),
                    None => None,
                },
            },
            _ => None,
        }
    };
    let mut todo = vec![Step::Visit(e)];
    let mut values: Vec<Option<Lin>> = Vec::new();
    while let Some(step) = todo.pop() {
        match step {
            Step::Visit(e) => match &e.kind {
                ExprKind::Convert(a) | ExprKind::Unary(UnOp::Neg, a)
                    if e.ty.is_int() && a.ty.is_int() =>
                {
                    todo.push(Step::Apply(e));
                    todo.push(Step::Visit(a));
                }
                ExprKind::Binary(BinOp::Add | BinOp::Sub | BinOp::Mul, a, b) if e.ty.is_int() => {
                    todo.push(Step::Apply(e));
                    todo.push(Step::Visit(b));
                    todo.push(Step::Visit(a));
                }
                _ => values.push(leaf(e)),
            },
            Step::Apply(e) => {
                let value = match &e.kind {
                    ExprKind::Convert(_) => values.pop().flatten(),
                    ExprKind::Unary(..) => values.pop().flatten().and_then(|x| x.scale(-1)),
                    ExprKind::Binary(op, ..) => {
                        let (y, x) = (values.pop().flatten(), values.pop().flatten());
                        x.zip(y).and_then(|(x, y)| match op {
                            BinOp::Add => x.add(y),
                            BinOp::Sub => y.scale(-1).and_then(|y| x.add(y)),
                            _ if x.constant().is_some() => y.scale(x.lo),
                            _ if y.constant().is_some() => x.scale(y.lo),
                            _ => None,
                        })
                    }
                    _ => None,
                };
                values.push(value);
            }
        }
    }
    values.pop().flatten()
}

/// A root offset `delta` in the elements of an array aligned with coefficient `coef`: `delta /
/// coef` rounded away from zero (the array's own elements the offset can reach).
fn elements(delta: i64, coef: i64) -> i64 {
    let n = delta.unsigned_abs().div_ceil(coef.unsigned_abs().max(1));
    let n = i64::try_from(n).unwrap_or(i64::MAX);
    if (delta < 0) != (coef < 0) {
        -n
    } else {
        n
    }
}

/// The values `coef * I_axis` takes over the nest (`Ok(None)`: no iterations).
fn term(ranges: &[Range], axis: Option<usize>, coef: i64) -> Result<Option<(i64, i64)>, ()> {
    let Some(axis) = axis.filter(|_| coef != 0) else {
        return Ok(Some((0, 0)));
    };
    match ranges.get(axis) {
        Some(Range::Known(lo, hi)) => {
            let x = lo.checked_mul(coef).ok_or(())?;
            let y = hi.checked_mul(coef).ok_or(())?;
            Ok(Some((x.min(y), x.max(y))))
        }
        Some(Range::Empty) => Ok(None),
        _ => Err(()),
    }
}

/// The root offsets of element `x` from iteration `it` over the nest, and whether they vary with
/// the iteration: `Ok(None)` when they do not matter (no iterations, or the leniency for
/// constants), `Err` when they are unbounded.
fn offset_range(ranges: &[Range], x: Lin, it: Lin) -> Result<Option<(i64, i64, bool)>, ()> {
    if x.sym != it.sym {
        // The leniency for constants holds against a run-time iteration index too; otherwise
        // the element's index depends on a value the iteration's does not.
        return if x.constant().is_some() {
            Ok(None)
        } else {
            Err(())
        };
    }
    let constant_part = (
        x.lo.checked_sub(it.hi).ok_or(())?,
        x.hi.checked_sub(it.lo).ok_or(())?,
    );
    if x.axis == it.axis && x.a == it.a {
        return Ok(Some((constant_part.0, constant_part.1, false)));
    }
    if x.constant().is_some() {
        return Ok(None);
    }
    let moving = if x.axis == it.axis {
        term(ranges, x.axis, x.a.checked_sub(it.a).ok_or(())?)?
    } else {
        let (Some(p), Some(q)) = (term(ranges, x.axis, x.a)?, term(ranges, it.axis, it.a)?) else {
            return Ok(None);
        };
        Some((
            p.0.checked_sub(q.1).ok_or(())?,
            p.1.checked_sub(q.0).ok_or(())?,
        ))
    };
    let Some((lo, hi)) = moving else {
        return Ok(None);
    };
    Ok(Some((
        lo.checked_add(constant_part.0).ok_or(())?,
        hi.checked_add(constant_part.1).ok_or(())?,
        true,
    )))
}

/// Compares an element's placement with the iteration's, grid dimension by grid dimension.
/// `Ok`: local (no offsets) or shadow type (the offsets).
fn classify(ctx: &Context, elem: &Placement) -> Result<Vec<Offset>, Problem> {
    let Some(on) = &ctx.on else {
        return if elem.iter().flatten().all(|g| g.pos == Pos::All) {
            Ok(Vec::new())
        } else {
            Err(Problem::NoOn)
        };
    };
    let unknown = elem
        .iter()
        .flatten()
        .find(|g| g.pos == Pos::Unknown)
        .map(|g| g.via.map_or(0, |(k, _)| k));
    let mut offsets = Vec::new();
    for (g, x) in elem.iter().enumerate() {
        let Some(x) = *x else {
            continue;
        };
        let Pos::At(xl) = x.pos else {
            continue;
        };
        let Some(it) = on.placement.get(g).copied().flatten() else {
            return Err(Problem::Remote);
        };
        if it.bounds != x.bounds || it.split != x.split || it.frame != x.frame {
            return Err(Problem::Remote);
        }
        let itl = match it.pos {
            Pos::At(l) => l,
            Pos::All | Pos::Unknown => return Err(Problem::Remote),
        };
        if (x.pinned || ctx.strict) && itl.constant() != xl.constant() {
            return Err(Problem::Remote);
        }
        let Some((lo, hi, varying)) =
            offset_range(&ctx.ranges, xl, itl).map_err(|()| Problem::Remote)?
        else {
            continue;
        };
        if lo == 0 && hi == 0 {
            continue;
        }
        let Some((dim, coef)) = x.via else {
            return Err(Problem::Remote);
        };
        let (p, q) = (elements(lo, coef), elements(hi, coef));
        offsets.push(Offset {
            dim,
            low: (-p.min(q)).max(0),
            high: p.max(q).max(0),
            varying,
        });
    }
    // The dimensions the checker can place are local or shadow type; the others it cannot
    // judge.
    match unknown {
        Some(k) => Err(Problem::Unproven(k)),
        None => Ok(offsets),
    }
}

/// `a(1:2, 0)`: shadow widths as written in SHADOW and SHADOW_RENEW.
fn widths_text(name: &str, widths: &[(i64, i64)]) -> String {
    let w: Vec<String> = widths
        .iter()
        .map(|&(lo, hi)| {
            if lo == hi {
                lo.to_string()
            } else {
                format!("{lo}:{hi}")
            }
        })
        .collect();
    format!("{name}({})", w.join(", "))
}

/// The first offset that reaches past `widths`: (offset, elements, width on that side).
fn exceeding(offsets: &[Offset], widths: &[(i64, i64)]) -> Option<(Offset, i64, i64)> {
    offsets.iter().find_map(|o| {
        let (lo, hi) = widths.get(o.dim).copied().unwrap_or((0, 0));
        if o.low > lo {
            Some((*o, o.low, lo))
        } else if o.high > hi {
            Some((*o, o.high, hi))
        } else {
            None
        }
    })
}

/// `widths` grown to cover `offsets`.
fn covering(widths: &[(i64, i64)], offsets: &[Offset]) -> Vec<(i64, i64)> {
    let mut w = widths.to_vec();
    for o in offsets {
        if let Some((lo, hi)) = w.get_mut(o.dim) {
            *lo = (*lo).max(o.low);
            *hi = (*hi).max(o.high);
        }
    }
    w
}

/// A reference being checked, for messages.
struct Reference<'a> {
    array: SymId,
    name: &'a str,
    /// As written: `a(i+1)`.
    text: &'a str,
    span: Span,
    /// An actual argument (passed by reference: the callee may write it).
    by_reference: bool,
}

impl Checker<'_> {
    /// The source text of a span when it is on one line, without enclosing parentheses.
    pub(super) fn reference_text(&self, span: Span) -> Option<String> {
        let text = &self.sources.file(span.file).text;
        let mut s = text.get(span.lo as usize..span.hi as usize)?.trim();
        if s.contains('\n') {
            return None;
        }
        while let Some(inner) = s.strip_prefix('(').and_then(|x| x.strip_suffix(')')) {
            s = inner.trim();
        }
        Some(s.to_string())
    }

    /// The arrangement a root distribution is placed on: `None` for the processor grid (no
    /// ONTO, or ONTO the whole of the unit's first arrangement, which is the grid), else the
    /// ONTO's text (sections or other arrangements are compared by where they are written).
    fn frame(&self, root: SymId) -> Option<Span> {
        let onto = self.distribution(root)?.onto.as_ref()?;
        let first = self.processors.first().map(|p| p.name.as_str());
        if onto.section.is_none() && first == Some(onto.processors.as_str()) {
            return None;
        }
        Some(onto.span)
    }

    /// The array or template at the root of `array`'s alignment tree.
    pub(super) fn root_of(&self, array: SymId) -> Option<SymId> {
        match &self.distribution(array)?.mapping {
            Mapping::Distribute(_) => Some(array),
            Mapping::Align { base, .. } => Some(*base),
        }
    }

    /// Where an array element (or, for the ON array, the iteration) is on the grid, with
    /// `inner(k)` the position of the array's dimension `k`. `None`: not distributed.
    fn placement(&self, array: SymId, inner: impl Fn(usize) -> Pos) -> Option<Placement> {
        let root = self.root_of(array)?;
        let rules = match &self.distribution(array)?.mapping {
            Mapping::Distribute(_) => (0..self.rank_of(array))
                .map(|axis| AxisRule::Linear { axis, a: 1, b: 0 })
                .collect(),
            Mapping::Align { rules, .. } => rules.clone(),
        };
        let Some(Mapping::Distribute(blocks)) = self.distribution(root).map(|d| &d.mapping) else {
            return None;
        };
        let SymbolKind::Array(info) = &self.scope.get(root).kind else {
            return None;
        };
        let mut placement = Vec::new();
        for (t, rule) in rules.iter().enumerate() {
            if !blocks.get(t).copied().unwrap_or(false) {
                continue;
            }
            let (pos, via) = match *rule {
                AxisRule::Linear { axis, a, b } => {
                    let pos = match inner(axis) {
                        Pos::At(l) => l.align(a, b).map_or(Pos::Unknown, Pos::At),
                        other => other,
                    };
                    (pos, Some((axis, a)))
                }
                AxisRule::Replicated => (Pos::All, None),
                AxisRule::Constant(c) => (Pos::At(Lin::range(c, c)), None),
            };
            let formats = self.distribution(root).map(|d| d.formats.as_slice());
            placement.push(Some(GridPos {
                bounds: info.dims.get(t).copied().unwrap_or((0, 0)),
                split: Split::of(formats.and_then(|f| f.get(t))),
                frame: self.frame(root),
                pos,
                via,
                pinned: matches!(rule, AxisRule::Constant(_)),
            }));
        }
        Some(placement)
    }

    fn context(&self, nest: Nest) -> Context {
        let on = nest.on.and_then(|(on, span)| {
            let array = on.array;
            let offset = |k: usize| -> Option<Lin> {
                match on.offsets.iter().find(|(rule, _)| *rule == k) {
                    Some((_, e)) => linear(e, &nest.vars, &[], &nest.variant),
                    None => Some(Lin::range(0, 0)),
                }
            };
            let placement = self.placement(array, |k| {
                let fixed = match on.rules.get(k) {
                    Some(AxisRule::Linear { axis, a, b }) => Lin::var(*axis).align(*a, *b),
                    Some(AxisRule::Constant(c)) => Some(Lin::range(*c, *c)),
                    Some(AxisRule::Replicated) | None => return Pos::All,
                };
                fixed
                    .zip(offset(k))
                    .and_then(|(x, y)| x.add(y))
                    .map_or(Pos::Unknown, Pos::At)
            })?;
            let text = self
                .reference_text(span)
                .unwrap_or_else(|| self.scope.get(array).name.clone());
            Some(OnPlacement {
                array,
                text,
                placement,
            })
        });
        Context {
            on,
            vars: nest.vars,
            variant: nest.variant,
            ranges: nest.ranges,
            renewals: nest.renewals,
            remote: nest.remote,
            strict: nest.strict,
            reach: RefCell::new(Vec::new()),
            narrow: RefCell::new(Vec::new()),
        }
    }

    /// Checks every reference to a distributed array in the body of a parallel loop.
    pub fn check_locality(&mut self, nest: Nest, body: &[Stmt]) {
        let ctx = self.context(nest);
        let mut bounded = Vec::new();
        self.locality_block(&ctx, body, &mut bounded);
        self.report_narrow(&ctx);
    }

    /// The widths found too small, each with a suggestion that covers every reference of the
    /// array in the loop.
    fn report_narrow(&mut self, ctx: &Context) {
        let reach = ctx.reach.borrow();
        for n in ctx.narrow.borrow().iter() {
            let name = self.scope.get(n.array).name.clone();
            let all: Vec<Offset> = reach
                .iter()
                .filter(|(a, _)| *a == n.array)
                .map(|(_, o)| *o)
                .collect();
            let in_dim = if n.widths.len() > 1 {
                format!(" in dimension {}", n.offset.dim + 1)
            } else {
                String::new()
            };
            let fix = widths_text(&name, &covering(&n.widths, &all));
            let message = if n.renewed {
                format!(
                    "reference {} reads {} past the local part of '{name}'{in_dim}, but this loop's SHADOW_RENEW renews only {} on that side (renew {fix} or all of '{name}')",
                    n.text,
                    plural(n.elements, "element"),
                    n.width
                )
            } else {
                format!(
                    "reference {} reads {} past the local part of '{name}'{in_dim}, but the SHADOW width of '{name}' is {} on that side (declare SHADOW {fix})",
                    n.text,
                    plural(n.elements, "element"),
                    n.width
                )
            };
            self.error(n.span, message);
        }
    }

    fn locality_block(
        &mut self,
        ctx: &Context,
        body: &[Stmt],
        bounded: &mut Vec<(SymId, i64, i64)>,
    ) {
        for s in body {
            match &s.kind {
                StmtKind::Assign { target, value } => {
                    if let Place::Elem(id, subs, span) = target {
                        self.locality_ref(ctx, *id, subs, *span, true, bounded);
                        subs.iter()
                            .for_each(|e| self.locality_expr(ctx, e, bounded));
                    }
                    self.locality_expr(ctx, value, bounded);
                }
                StmtKind::Call(c) => {
                    self.locality_arguments(ctx, c, bounded);
                    c.args
                        .iter()
                        .flat_map(Actual::exprs)
                        .for_each(|e| self.locality_expr(ctx, e, bounded));
                }
                StmtKind::If(i) => {
                    self.locality_expr(ctx, &i.cond, bounded);
                    self.locality_block(ctx, &i.then_body, bounded);
                    self.locality_block(ctx, &i.else_body, bounded);
                }
                StmtKind::Loop(lp) => {
                    let mut pushed = false;
                    match &lp.kind {
                        LoopKind::Counted { var, lo, hi, step } => {
                            for e in [lo, hi].into_iter().chain(step) {
                                self.locality_expr(ctx, e, bounded);
                            }
                            if let Range::Known(first, last) = loop_range(lo, hi, step.as_ref()) {
                                bounded.push((*var, first, last));
                                pushed = true;
                            }
                        }
                        LoopKind::While(c) => self.locality_expr(ctx, c, bounded),
                        LoopKind::Forever => {}
                    }
                    self.locality_block(ctx, &lp.body, bounded);
                    if pushed {
                        bounded.pop();
                    }
                }
                _ => {}
            }
        }
    }

    /// Checks the array elements an expression reads (iteratively: expressions can be deep).
    fn locality_expr(&mut self, ctx: &Context, e: &Expr, bounded: &[(SymId, i64, i64)]) {
        let mut todo = vec![e];
        while let Some(e) = todo.pop() {
            match &e.kind {
                ExprKind::Elem(id, subs) => {
                    self.locality_ref(ctx, *id, subs, e.span, false, bounded);
                    todo.extend(subs.iter().rev());
                }
                ExprKind::Call(c) => {
                    self.locality_arguments(ctx, c, bounded);
                    todo.extend(e.children().into_iter().rev());
                }
                _ => todo.extend(e.children().into_iter().rev()),
            }
        }
    }

    /// Checks the distributed-array elements a call passes: by reference, so each is read
    /// and may be written by the callee (it must live with the iteration), unless the
    /// callee's interface says it never writes that dummy (INTENT(IN)): then it is checked
    /// as a read, and a shadow edge element may be passed.
    fn locality_arguments(&mut self, ctx: &Context, c: &Call, bounded: &[(SymId, i64, i64)]) {
        for (k, a) in c.args.iter().enumerate() {
            if let Actual::Elem(id, subs, span) = a.unwrapped() {
                if self.distribution(*id).is_some() {
                    let write = !self.dummy_read_only(c, k, a);
                    self.locality_ref_as(ctx, *id, subs, *span, write, true, bounded);
                }
            }
        }
    }

    /// Whether the dummy that argument `k` (`a`) of call `c` is bound to is one the callee
    /// never writes (known only from an explicit interface).
    fn dummy_read_only(&self, c: &Call, k: usize, a: &Actual) -> bool {
        let SymbolKind::Procedure(p) = &self.scope.get(c.proc).kind else {
            return false;
        };
        let Some(interface) = &p.interface else {
            return false;
        };
        let dummy = match a {
            Actual::Keyword(name, _) => interface.dummies.iter().find(|d| &d.name == name),
            _ => interface.dummies.get(k),
        };
        dummy.is_some_and(|d| d.read_only)
    }

    /// Checks one reference `array(subs)` written at `span`.
    fn locality_ref(
        &mut self,
        ctx: &Context,
        array: SymId,
        subs: &[Expr],
        span: Span,
        write: bool,
        bounded: &[(SymId, i64, i64)],
    ) {
        self.locality_ref_as(ctx, array, subs, span, write, false, bounded);
    }

    /// [`Checker::locality_ref`], for an actual argument when `by_reference`.
    #[allow(clippy::too_many_arguments)]
    fn locality_ref_as(
        &mut self,
        ctx: &Context,
        array: SymId,
        subs: &[Expr],
        span: Span,
        write: bool,
        by_reference: bool,
        bounded: &[(SymId, i64, i64)],
    ) {
        // A REMOTE_ACCESS reference reads the buffer (writes to it are reported elsewhere).
        if super::remote::covering(&ctx.remote, array, subs).is_some() {
            return;
        }
        let dynamic = |ck: &Self, a: SymId| ck.distribution(a).is_some_and(|d| d.dynamic);
        if dynamic(self, array) || ctx.on.as_ref().is_some_and(|on| dynamic(self, on.array)) {
            return;
        }
        let positions: Vec<Pos> = subs
            .iter()
            .map(|e| linear(e, &ctx.vars, bounded, &ctx.variant).map_or(Pos::Unknown, Pos::At))
            .collect();
        let Some(placement) =
            self.placement(array, |k| positions.get(k).copied().unwrap_or(Pos::Unknown))
        else {
            return;
        };
        let name = self.scope.get(array).name.clone();
        let text = self
            .reference_text(span)
            .unwrap_or_else(|| format!("{name}(...)"));
        let r = Reference {
            array,
            name: &name,
            text: &text,
            span,
            by_reference,
        };
        let declared = self
            .distribution(array)
            .map(|d| d.shadow.clone())
            .unwrap_or_default();
        match classify(ctx, &placement) {
            Ok(offsets) if offsets.is_empty() => {}
            Ok(offsets) if exceeding(&offsets, &declared).is_some_and(|(o, ..)| o.varying) => {
                self.report_problem(ctx, &r, Problem::Remote, write)
            }
            Ok(_) if write => self.nonlocal_write(ctx, &r),
            Ok(offsets) => self.check_shadow(ctx, &r, &offsets, &declared),
            Err(Problem::Unproven(k)) => self.warning(
                span,
                format!(
                    "cannot prove that {text} is local to the iteration: the distributed dimension {} of '{name}' is not subscripted by a*I+b with I a variable of this parallel loop, so the access is compiled as local (-fcheck=bounds checks it at run time)",
                    k + 1
                ),
            ),
            Err(problem) => self.report_problem(ctx, &r, problem, write),
        }
    }

    fn nonlocal_write(&mut self, ctx: &Context, r: &Reference) {
        let on = ctx.on.as_ref().map_or("", |on| on.text.as_str());
        if r.by_reference {
            self.error(
                r.span,
                format!(
                    "{} is passed by reference to a procedure, which may write it, but it may belong to another process: a procedure called in a parallel loop may only get elements that live with its iterations (ON {on}); pass a copy of its value as ({})",
                    r.text, r.text
                ),
            );
            return;
        }
        self.error(
            r.span,
            format!(
                "{} writes an element that belongs to another process: a parallel loop may only assign elements that live with its iterations (ON {on})",
                r.text
            ),
        );
    }

    fn report_problem(&mut self, ctx: &Context, r: &Reference, problem: Problem, write: bool) {
        let (text, name) = (r.text, r.name);
        let message = match problem {
            Problem::NoOn => format!(
                "{text} refers to the distributed array '{name}', but this parallel loop has no ON clause, so every process runs every iteration: map the loop onto the array with ON"
            ),
            Problem::Unproven(_) => return,
            Problem::Remote => {
                let Some(on) = &ctx.on else {
                    return;
                };
                if self.root_of(on.array) != self.root_of(r.array) {
                    let fix = if write {
                        ", and a parallel loop may only assign elements that live with its iterations"
                    } else {
                        ": name it in REMOTE_ACCESS"
                    };
                    format!(
                        "{text} is not aligned with the ON array '{}': its elements may live on other processes{fix}",
                        self.scope.get(on.array).name
                    )
                } else if write {
                    return self.nonlocal_write(ctx, r);
                } else {
                    format!(
                        "{text} does not live with the iteration's ON element {}: it may be on another process: name it in REMOTE_ACCESS",
                        on.text
                    )
                }
            }
        };
        self.error(r.span, message);
    }

    /// A shadow-type read: within the declared widths, renewed by this loop (with CORNER when
    /// it is diagonal).
    fn check_shadow(
        &mut self,
        ctx: &Context,
        r: &Reference,
        offsets: &[Offset],
        declared: &[(i64, i64)],
    ) {
        let (text, name) = (r.text, r.name);
        ctx.reach
            .borrow_mut()
            .extend(offsets.iter().map(|o| (r.array, *o)));
        let narrow =
            |o: Offset, elements: i64, width: i64, widths: &[(i64, i64)], renewed| Narrow {
                array: r.array,
                span: r.span,
                text: text.to_string(),
                offset: o,
                elements,
                width,
                widths: widths.to_vec(),
                renewed,
            };
        if let Some((o, n, w)) = exceeding(offsets, declared) {
            ctx.narrow
                .borrow_mut()
                .push(narrow(o, n, w, declared, false));
            return;
        }
        let specs: Vec<&Renewal> = ctx.renewals.iter().filter(|s| s.array == r.array).collect();
        if specs.is_empty() {
            self.error(
                r.span,
                format!(
                    "{text} reads the shadow edge of '{name}', which this loop does not renew: add SHADOW_RENEW({name})"
                ),
            );
            return;
        }
        let renewed = if specs.iter().any(|s| s.widths.is_none()) {
            declared.to_vec()
        } else {
            let mut w = vec![(0, 0); declared.len()];
            for s in &specs {
                for (k, &(lo, hi)) in s.widths.iter().flatten().enumerate() {
                    if let Some(x) = w.get_mut(k) {
                        *x = (x.0.max(lo), x.1.max(hi));
                    }
                }
            }
            w
        };
        if let Some((o, n, w)) = exceeding(offsets, &renewed) {
            ctx.narrow
                .borrow_mut()
                .push(narrow(o, n, w, &renewed, true));
            return;
        }
        let diagonal = offsets.iter().filter(|o| o.low > 0 || o.high > 0).count() > 1;
        if diagonal && !specs.iter().any(|s| s.corner) {
            self.error(
                r.span,
                match specs[0].clause {
                    EdgeClause::ShadowRenew => format!(
                        "{text} reads a corner of the shadow edge of '{name}', which SHADOW_RENEW({name}) does not renew: write SHADOW_RENEW({name}(CORNER))"
                    ),
                    EdgeClause::Across => format!(
                        "{text} reads a corner of the shadow edge of '{name}', which ACROSS does not exchange without CORNER: write ACROSS({name}(...)(CORNER))"
                    ),
                },
            );
        }
    }
}

/// The values a DO variable takes, when its bounds and step are constant.
pub fn loop_range(lo: &Expr, hi: &Expr, step: Option<&Expr>) -> Range {
    let int = |e: &Expr| match e.as_const() {
        Some(Const::Int(v)) => Some(*v),
        _ => None,
    };
    let (Some(lo), Some(hi)) = (int(lo), int(hi)) else {
        return Range::Unknown;
    };
    let step = match step.map(int) {
        Some(Some(s)) => s,
        Some(None) => return Range::Unknown,
        None => 1,
    };
    if step == 0 {
        return Range::Unknown;
    }
    let trips = (hi as i128 - lo as i128 + step as i128) / step as i128;
    if trips <= 0 {
        return Range::Empty;
    }
    match i64::try_from(lo as i128 + (trips - 1) * step as i128) {
        Ok(last) => Range::Known(lo.min(last), lo.max(last)),
        Err(_) => Range::Unknown,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_round_away_from_zero() {
        assert_eq!(elements(3, 2), 2);
        assert_eq!(elements(-3, 2), -2);
        assert_eq!(elements(1, -1), -1);
        assert_eq!(elements(0, 3), 0);
    }

    #[test]
    fn varying_offsets_are_bounded_over_the_nest() {
        let ranges = [Range::Known(1, 2)];
        let it = Lin::var(0);
        // 3 - I against I, I = 1..2: offsets -1..1.
        let x = Lin {
            axis: Some(0),
            a: -1,
            lo: 3,
            hi: 3,
            sym: None,
        };
        assert_eq!(offset_range(&ranges, x, it), Ok(Some((-1, 1, true))));
        assert_eq!(offset_range(&[Range::Unknown], x, it), Err(()));
        assert_eq!(offset_range(&[Range::Empty], x, it), Ok(None));
        // A constant against a moving iteration is accepted.
        assert_eq!(offset_range(&ranges, Lin::range(1, 1), it), Ok(None));
        // I + [-1, 1] against I + 0.
        let x = Lin {
            axis: Some(0),
            a: 1,
            lo: -1,
            hi: 1,
            sym: None,
        };
        assert_eq!(
            offset_range(&[Range::Unknown], x, it),
            Ok(Some((-1, 1, false)))
        );
    }

    #[test]
    fn constant_ranges_follow_the_step() {
        let c = |v: i64| Expr {
            kind: ExprKind::Const(Const::Int(v)),
            ty: crate::fortran::hir::Ty::I4,
            span: Span::default(),
        };
        assert_eq!(loop_range(&c(1), &c(10), Some(&c(4))), Range::Known(1, 9));
        assert_eq!(loop_range(&c(10), &c(1), Some(&c(-3))), Range::Known(1, 10));
        assert_eq!(loop_range(&c(5), &c(4), None), Range::Empty);
    }
}
