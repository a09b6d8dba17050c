//! Locality of distributed-array references in parallel loops (Fortran-DVMH spec §4.7,
//! §4.12–§4.14; C-DVMH §6.2), for both front ends.
//!
//! Why this exists: a parallel loop runs each iteration on the process that owns its ON element,
//! and the loop handler reaches distributed arrays only through that process's local block and
//! its shadow edges. A reference to an element that lives elsewhere does not fail cleanly: it
//! reads whatever lies at that address (or crashes), and on one process every element is local,
//! so testing serially shows nothing. DVMH restricts the references of a parallel loop so that
//! this is decidable from the source; every violation is reported here, with its fix, in the same
//! words for Fortran and C (each language's spelling of the clauses).
//!
//! A front end walks the body on its own syntax tree, turns each subscript into a [`Pos`] (a
//! [`Lin`] over the nest's variables when it is `a*I + b`), says how each array is mapped
//! ([`Arrays`], [`ArrayMap`]) and hands every reference to [`Locality::reference`]; what the
//! check finds comes back as [`Finding`]s from [`Locality::finish`].
//!
//! The model. Every mapping is composed down to its root distribution, and positions are
//! compared on the processor grid, the one frame all roots share: as in the runtime, the k-th
//! distributed dimension of a root is split over grid dimension k into blocks that depend only
//! on its bounds. So places in different roots meet when their distributed dimensions have the
//! same bounds (`DISTRIBUTE A(BLOCK)` and `DISTRIBUTE B(BLOCK, BLOCK)` of the same extent keep
//! `A(I)` with `B(I, J)`). Along one grid dimension, an iteration (from the ON clause) and an
//! element (from its subscripts) each sit at a root index `a*I + b` of a loop variable `I` of
//! the nest, at a fixed index, or everywhere (replicated, or not distributed there). A
//! reference is then
//! - *local* when it sits where the iteration does (or everywhere) along every grid dimension;
//! - *shadow type* when it is off by a bounded amount: a read, within the array's SHADOW widths,
//!   of an array that this loop renews (SHADOW_RENEW, with CORNER when it is diagonal);
//! - *remote* otherwise, which needs REMOTE_ACCESS (references a REMOTE_ACCESS clause covers
//!   read a buffer; the front ends do not hand them here).
//!
//! A reference the model cannot place (a distributed dimension not subscripted by `a*I + b`,
//! such as `B((I+1)/2)` or `B(IX(I))`) is not rejected: it may be local by arithmetic the model
//! does not have. It gets a warning and is compiled as a local access; errors are kept for what
//! is provably non-local.
//!
//! A SHADOW or SHADOW_RENEW width that is too small is reported once all references of the
//! loop are seen, so the suggested widths cover every reference of the array (`A(I-2)` and
//! `A(I+2)` both get `SHADOW A(2)`, not `A(2:1)` and `A(1:2)`).
//!
//! Two extensions accept what the runtime does run correctly: a sequential loop variable with
//! constant bounds adds a bounded offset (`U(I+DI)` with `DI = -1, 1` reads the shadow edge),
//! and when the nest's bounds are constant, an offset that varies with the iteration (`A(3-I)`
//! against `ON A(I)`, `I = 1, 2`) is bounded over the iteration space. One deliberate leniency:
//! a constant index against an iteration that moves (`A(1)` in a loop ON `A(I)`) is accepted.
//! It is local for the iterations on its owner, and DVMH programs guard such references (`IF (I
//! == 1)`), which this check cannot see.
//!
//! ON subscripts may add a value known only when the loop starts (`ON U(I, J, K)` in a
//! sequential `DO K`). A variable the loop does not assign has that same value in every
//! iteration, so it is carried symbolically: `U(I, J, K)` is local, `U(I, J, K-1)` one element
//! off, and `U(K, I, 1)` remote. One such variable per subscript is tracked (`K + M` is not).
//!
//! Arrays whose mapping changes at run time (`dynamic` in [`ArrayMap`]) have no static mapping
//! to compare with: references to them, and references in loops ON them, are not checked.

use super::carried::Lang;
use super::remote_writes::{self, Bound, Buffer, Verdict};
use super::widths::EdgeClause;
use crate::diag::plural;
use crate::source::Span;

/// `a*I + c + s*V` with `c` somewhere in `lo..=hi`: `I` the loop variable number `axis` of the
/// nest (`None`, with `a == 0`: none), `V` a variable the loop does not assign (`sym`, the front
/// end's number for it, with its coefficient `s`), whose value is unknown but the same in every
/// iteration. `lo < hi` when a sequential loop variable contributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lin {
    pub axis: Option<usize>,
    pub a: i64,
    pub lo: i64,
    pub hi: i64,
    pub sym: Option<(u32, i64)>,
}

impl Lin {
    pub fn range(lo: i64, hi: i64) -> Lin {
        Lin {
            axis: None,
            a: 0,
            lo,
            hi,
            sym: None,
        }
    }

    pub fn var(axis: usize) -> Lin {
        Lin {
            axis: Some(axis),
            a: 1,
            ..Lin::range(0, 0)
        }
    }

    pub fn invariant(v: u32) -> Lin {
        Lin {
            sym: Some((v, 1)),
            ..Lin::range(0, 0)
        }
    }

    fn is_exact(self) -> bool {
        self.lo == self.hi
    }

    /// The value, when it is one known constant.
    pub fn constant(self) -> Option<i64> {
        (self.axis.is_none() && self.sym.is_none() && self.is_exact()).then_some(self.lo)
    }

    pub fn scale(self, k: i64) -> Option<Lin> {
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

    pub fn plus(self, other: Lin) -> Option<Lin> {
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

    /// `self - other`.
    pub fn minus(self, other: Lin) -> Option<Lin> {
        self.plus(other.scale(-1)?)
    }

    /// `self * other`, when one of them is a known constant.
    pub fn times(self, other: Lin) -> Option<Lin> {
        match (self.constant(), other.constant()) {
            (Some(k), _) => other.scale(k),
            (_, Some(k)) => self.scale(k),
            _ => None,
        }
    }

    /// `a * self + b`: the position seen through an alignment rule.
    pub fn align(self, a: i64, b: i64) -> Option<Lin> {
        self.scale(a)?.plus(Lin::range(b, b))
    }
}

/// Where an iteration runs, or an element lives, along one dimension of a root distribution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pos {
    At(Lin),
    /// Everywhere along the dimension: a replicated element, or an iteration that every process
    /// along it runs.
    All,
    /// Unknown at compile time: a subscript that is not `a*I + b` (+ an invariant variable).
    Unknown,
}

/// How a distributed root dimension is cut into blocks, besides its bounds. The numbers name
/// the format's parameter arrays (equal parameters split equal bounds alike).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Split {
    Block,
    GenBlock(u32),
    WgtBlock(u32, i64),
    MultBlock(i64),
}

/// One distributed dimension of a root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RootDim {
    /// Its bounds (they fix its blocks).
    pub bounds: (i64, i64),
    pub split: Split,
    /// The arrangement of the processes the root is distributed over: places in different
    /// arrangements never meet (`None`: the processor grid).
    pub frame: Option<Span>,
}

/// How one root dimension follows the array's indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// `a * I_axis + b`, with `axis` a dimension of the array (or, for an ON mapping, of the
    /// loop nest).
    Linear {
        axis: usize,
        a: i64,
        b: i64,
    },
    Replicated,
    Constant(i64),
}

/// How a front end sees a distributed array, as far as locality is concerned.
#[derive(Clone, Debug)]
pub struct ArrayMap {
    /// As written in the source, for messages.
    pub name: String,
    /// The root distribution's array or template (the front end's number for it).
    pub root: u32,
    /// One rule per dimension of the root.
    pub rules: Vec<Rule>,
    /// Per dimension of the root: `None` when it is not distributed.
    pub root_dims: Vec<Option<RootDim>>,
    /// Declared (low, high) shadow widths per dimension of the array.
    pub shadow: Vec<(i64, i64)>,
    /// The mapping may change at run time: nothing is checked.
    pub dynamic: bool,
}

/// The mappings of the distributed arrays a loop names (`None`: not distributed).
pub trait Arrays {
    fn map(&self, array: u32) -> Option<ArrayMap>;
}

/// One grid dimension of a placed element or iteration.
#[derive(Clone, Copy, Debug)]
struct GridPos {
    dim: RootDim,
    pos: Pos,
    /// For an element: the array dimension the position comes from and that dimension's
    /// alignment coefficient (turns a root offset into one in the array's own indices).
    via: Option<(usize, i64)>,
    /// Fixed by a constant alignment rule (`ALIGN R(I) WITH A(1)`), whatever the subscripts:
    /// the leniency for constant subscripts does not apply, as no guard on the subscripts
    /// can make such an element local to iterations elsewhere.
    pinned: bool,
}

/// Per grid dimension, where something is.
type Placement = Vec<GridPos>;

/// Where an array element (or, for the ON array, the iteration) is on the grid, with `inner(k)`
/// the position of the array's dimension `k`.
fn placement(map: &ArrayMap, inner: impl Fn(usize) -> Pos) -> Placement {
    let mut placement = Vec::new();
    for (t, rule) in map.rules.iter().enumerate() {
        let Some(dim) = map.root_dims.get(t).copied().flatten() else {
            continue;
        };
        let (pos, via) = match *rule {
            Rule::Linear { axis, a, b } => {
                let pos = match inner(axis) {
                    Pos::At(l) => l.align(a, b).map_or(Pos::Unknown, Pos::At),
                    other => other,
                };
                (pos, Some((axis, a)))
            }
            Rule::Replicated => (Pos::All, None),
            Rule::Constant(c) => (Pos::At(Lin::range(c, c)), None),
        };
        placement.push(GridPos {
            dim,
            pos,
            via,
            pinned: matches!(rule, Rule::Constant(_)),
        });
    }
    placement
}

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

impl Range {
    /// The values of a loop from `lo` by `step` up to `hi` (down to, for a negative step).
    pub fn of(lo: i64, hi: i64, step: i64) -> Range {
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
}

/// A SHADOW_RENEW (or ACROSS) item of the loop.
#[derive(Clone, Debug)]
pub struct Renewal {
    pub array: u32,
    pub corner: bool,
    /// Renewed (low, high) widths per dimension; `None`: the declared widths.
    pub widths: Option<Vec<(i64, i64)>>,
    /// The clause that renews them, for messages.
    pub clause: EdgeClause,
}

/// A parallel loop's ON mapping: the array and, per dimension of it, where the iteration is.
#[derive(Clone, Debug)]
pub struct On {
    pub array: u32,
    /// The ON element as written (`a(i, j)`), for messages.
    pub text: String,
    pub positions: Vec<Pos>,
}

/// The ON mapping, placed on the grid.
#[derive(Clone, Debug)]
struct OnPlacement {
    name: String,
    root: u32,
    dynamic: bool,
    text: String,
    placement: Placement,
}

/// A reference to a distributed array, for [`Locality::reference`].
pub struct Ref<'a, S> {
    pub array: u32,
    /// As written: `a(i+1)`.
    pub text: &'a str,
    pub span: S,
    /// Assigned (or, `by_reference`, possibly assigned by a callee).
    pub write: bool,
    /// An actual argument passed by reference.
    pub by_reference: bool,
}

/// A diagnostic of the check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding<S> {
    pub span: S,
    pub message: String,
    pub warning: bool,
}

/// A shadow-type read that reaches past the widths declared (`renewed: false`) or renewed.
struct Narrow<S> {
    array: u32,
    name: String,
    span: S,
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

/// One width as written: `1`, `1:2`.
fn width_text(&(lo, hi): &(i64, i64)) -> String {
    if lo == hi {
        lo.to_string()
    } else {
        format!("{lo}:{hi}")
    }
}

/// Shadow widths as a SHADOW_RENEW item writes them: `a(1:2, 0)` / `A[1:2][0]`.
fn widths_text(lang: Lang, name: &str, widths: &[(i64, i64)]) -> String {
    let w: Vec<String> = widths.iter().map(width_text).collect();
    match lang {
        Lang::Fortran => format!("{name}({})", w.join(", ")),
        Lang::C => format!("{name}[{}]", w.join("][")),
    }
}

/// A clause's name in the language's spelling.
fn kw(lang: Lang, fortran: &str) -> String {
    match lang {
        Lang::Fortran => fortran.to_string(),
        Lang::C => fortran.to_ascii_lowercase(),
    }
}

/// The check of one parallel loop's references.
pub struct Locality<S> {
    lang: Lang,
    on: Option<OnPlacement>,
    ranges: Vec<Range>,
    renewals: Vec<Renewal>,
    /// No leniency for constant subscripts: the loop is an implicit one (an array
    /// assignment), whose body has no guard that could keep such an element local.
    strict: bool,
    /// The offsets of every shadow-type reference seen so far, per array.
    reach: Vec<(u32, Offset)>,
    /// Widths found too small, reported when the whole body is seen.
    narrow: Vec<Narrow<S>>,
    findings: Vec<Finding<S>>,
    /// The loop's REMOTE_ACCESS references, which its writes must not hit.
    buffers: Vec<Buffer>,
    /// Per variable of the nest, its (possibly symbolic) bounds, for the buffers.
    bounds: Vec<Option<Bound>>,
}

impl<S: Copy> Locality<S> {
    /// A loop ON `on` (`None`: no ON clause, so every process runs every iteration) over a nest
    /// whose variables take `ranges`.
    pub fn new(
        lang: Lang,
        arrays: &dyn Arrays,
        on: Option<On>,
        ranges: Vec<Range>,
        renewals: Vec<Renewal>,
        strict: bool,
    ) -> Self {
        let on = on.and_then(|on| {
            let map = arrays.map(on.array)?;
            let placement = placement(&map, |k| on.positions.get(k).copied().unwrap_or(Pos::All));
            Some(OnPlacement {
                name: map.name,
                root: map.root,
                dynamic: map.dynamic,
                text: on.text,
                placement,
            })
        });
        Locality {
            lang,
            on,
            ranges,
            renewals,
            strict,
            reach: Vec::new(),
            narrow: Vec::new(),
            findings: Vec::new(),
            buffers: Vec::new(),
            bounds: Vec::new(),
        }
    }

    /// The loop's REMOTE_ACCESS references and the bounds of its variables: every write is
    /// then also checked against them (`remote_writes.rs`).
    pub fn set_remote(&mut self, buffers: Vec<Buffer>, bounds: Vec<Option<Bound>>) {
        self.buffers = buffers;
        self.bounds = bounds;
    }

    /// A write `r` (subscripts at `positions`) that hits or may hit a REMOTE_ACCESS buffer of
    /// the loop.
    pub fn remote_write(&mut self, r: &Ref<S>, positions: &[Pos]) {
        let remote = kw(self.lang, "REMOTE_ACCESS");
        for b in self.buffers.iter().filter(|b| b.array == r.array) {
            let (warning, may) = match remote_writes::verdict(b, positions, &self.bounds) {
                Verdict::Apart => continue,
                Verdict::Hits => (false, ""),
                Verdict::Maybe => (true, "may "),
            };
            let message = format!(
                "{} {may}write{} an element that this loop also reads through {remote}({}): the remote copy is made before the loop, so iterations would read its old value; a parallel loop may not assign elements it reads remotely",
                r.text,
                if may.is_empty() { "s" } else { "" },
                b.text
            );
            self.findings.push(Finding {
                span: r.span,
                message,
                warning,
            });
            return;
        }
    }

    /// How many findings there are so far.
    pub fn finding_count(&self) -> usize {
        self.findings.len()
    }

    /// Takes back the findings after the first `from` (those of the last references).
    pub fn take_findings(&mut self, from: usize) -> Vec<Finding<S>> {
        self.findings.split_off(from.min(self.findings.len()))
    }

    /// Gives back findings taken by [`Self::take_findings`].
    pub fn restore_findings(&mut self, findings: Vec<Finding<S>>) {
        self.findings.extend(findings);
    }

    fn error(&mut self, span: S, message: String) {
        self.findings.push(Finding {
            span,
            message,
            warning: false,
        });
    }

    /// Checks one reference, with `positions` the positions of its subscripts (one per
    /// dimension of the array).
    pub fn reference(&mut self, arrays: &dyn Arrays, r: &Ref<S>, positions: &[Pos]) {
        if r.write {
            self.remote_write(r, positions);
        }
        let Some(map) = arrays.map(r.array) else {
            return;
        };
        if map.dynamic || self.on.as_ref().is_some_and(|on| on.dynamic) {
            return;
        }
        let placement = placement(&map, |k| positions.get(k).copied().unwrap_or(Pos::Unknown));
        let name = map.name.as_str();
        let text = r.text;
        match self.classify(&placement) {
            Ok(offsets) if offsets.is_empty() => {}
            Ok(offsets) if exceeding(&offsets, &map.shadow).is_some_and(|(o, ..)| o.varying) => {
                self.report_problem(&map, r, Problem::Remote)
            }
            Ok(_) if r.write => self.nonlocal_write(r),
            Ok(offsets) => self.check_shadow(&map, r, &offsets),
            Err(Problem::Unproven(k)) => {
                let (var, check) = match self.lang {
                    Lang::Fortran => ("a*I+b with I", " (-fcheck=bounds checks it at run time)"),
                    Lang::C => ("a*i+b with i", ""),
                };
                self.findings.push(Finding {
                    span: r.span,
                    message: format!(
                        "cannot prove that {text} is local to the iteration: the distributed dimension {} of '{name}' is not subscripted by {var} a variable of this parallel loop, so the access is compiled as local{check}",
                        k + 1
                    ),
                    warning: true,
                })
            }
            Err(problem) => self.report_problem(&map, r, problem),
        }
    }

    /// Compares an element's placement with the iteration's, grid dimension by grid
    /// dimension. `Ok`: local (no offsets) or shadow type (the offsets).
    fn classify(&self, elem: &Placement) -> Result<Vec<Offset>, Problem> {
        let Some(on) = &self.on else {
            return if elem.iter().all(|g| g.pos == Pos::All) {
                Ok(Vec::new())
            } else {
                Err(Problem::NoOn)
            };
        };
        let unknown = elem
            .iter()
            .find(|g| g.pos == Pos::Unknown)
            .map(|g| g.via.map_or(0, |(k, _)| k));
        let mut offsets = Vec::new();
        for (g, x) in elem.iter().enumerate() {
            let Pos::At(xl) = x.pos else {
                continue;
            };
            let Some(it) = on.placement.get(g).copied() else {
                return Err(Problem::Remote);
            };
            if it.dim != x.dim {
                return Err(Problem::Remote);
            }
            let itl = match it.pos {
                Pos::At(l) => l,
                Pos::All | Pos::Unknown => return Err(Problem::Remote),
            };
            if (x.pinned || self.strict) && itl.constant() != xl.constant() {
                return Err(Problem::Remote);
            }
            let Some((lo, hi, varying)) =
                offset_range(&self.ranges, xl, itl).map_err(|()| Problem::Remote)?
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

    fn nonlocal_write(&mut self, r: &Ref<S>) {
        let on = self.on.as_ref().map_or("", |on| on.text.as_str());
        let on_kw = kw(self.lang, "ON");
        let message = if r.by_reference {
            format!(
                "{} is passed by reference to a procedure, which may write it, but it may belong to another process: a procedure called in a parallel loop may only get elements that live with its iterations ({on_kw} {on}); pass a copy of its value as ({})",
                r.text, r.text
            )
        } else {
            format!(
                "{} writes an element that belongs to another process: a parallel loop may only assign elements that live with its iterations ({on_kw} {on})",
                r.text
            )
        };
        self.error(r.span, message);
    }

    fn report_problem(&mut self, map: &ArrayMap, r: &Ref<S>, problem: Problem) {
        let (text, name) = (r.text, map.name.as_str());
        let (on_kw, remote) = (kw(self.lang, "ON"), kw(self.lang, "REMOTE_ACCESS"));
        let message = match problem {
            Problem::NoOn => format!(
                "{text} refers to the distributed array '{name}', but this parallel loop has no {on_kw} clause, so every process runs every iteration: map the loop onto the array with {on_kw}"
            ),
            Problem::Unproven(_) => return,
            Problem::Remote => {
                let Some(on) = &self.on else {
                    return;
                };
                if on.root != map.root {
                    let fix = if r.write {
                        ", and a parallel loop may only assign elements that live with its iterations".to_string()
                    } else {
                        format!(": name it in {remote}")
                    };
                    format!(
                        "{text} is not aligned with the {on_kw} array '{}': its elements may live on other processes{fix}",
                        on.name
                    )
                } else if r.write {
                    return self.nonlocal_write(r);
                } else {
                    format!(
                        "{text} does not live with the iteration's {on_kw} element {}: it may be on another process: name it in {remote}",
                        on.text
                    )
                }
            }
        };
        self.error(r.span, message);
    }

    /// A shadow-type read: within the declared widths, renewed by this loop (with CORNER when
    /// it is diagonal).
    fn check_shadow(&mut self, map: &ArrayMap, r: &Ref<S>, offsets: &[Offset]) {
        let (text, name) = (r.text, map.name.as_str());
        let declared = &map.shadow;
        self.reach.extend(offsets.iter().map(|o| (r.array, *o)));
        let narrow =
            |o: Offset, elements: i64, width: i64, widths: &[(i64, i64)], renewed| Narrow {
                array: r.array,
                name: name.to_string(),
                span: r.span,
                text: text.to_string(),
                offset: o,
                elements,
                width,
                widths: widths.to_vec(),
                renewed,
            };
        if let Some((o, n, w)) = exceeding(offsets, declared) {
            self.narrow.push(narrow(o, n, w, declared, false));
            return;
        }
        let specs: Vec<&Renewal> = self
            .renewals
            .iter()
            .filter(|s| s.array == r.array)
            .collect();
        let lang = self.lang;
        if specs.is_empty() {
            let renew = kw(lang, "SHADOW_RENEW");
            self.error(
                r.span,
                format!(
                    "{text} reads the shadow edge of '{name}', which this loop does not renew: add {renew}({name})"
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
            self.narrow.push(narrow(o, n, w, &renewed, true));
            return;
        }
        let diagonal = offsets.iter().filter(|o| o.low > 0 || o.high > 0).count() > 1;
        if diagonal && !specs.iter().any(|s| s.corner) {
            let (renew, across, corner) = (
                kw(lang, "SHADOW_RENEW"),
                kw(lang, "ACROSS"),
                kw(lang, "CORNER"),
            );
            let message = match (specs[0].clause, lang) {
                (EdgeClause::ShadowRenew, _) => format!(
                    "{text} reads a corner of the shadow edge of '{name}', which {renew}({name}) does not renew: write {renew}({name}({corner}))"
                ),
                (EdgeClause::Across, Lang::Fortran) => format!(
                    "{text} reads a corner of the shadow edge of '{name}', which {across} does not exchange without {corner}: write {across}({name}(...)({corner}))"
                ),
                (EdgeClause::Across, Lang::C) => format!(
                    "{text} reads a corner of the shadow edge of '{name}', which {across} does not exchange without {corner}: write {across}({name}[...]({corner}))"
                ),
            };
            self.error(r.span, message);
        }
    }

    /// Everything the check found, the widths found too small last, each with a suggestion that
    /// covers every reference of the array in the loop.
    pub fn finish(mut self) -> Vec<Finding<S>> {
        let lang = self.lang;
        for n in std::mem::take(&mut self.narrow) {
            let name = n.name.as_str();
            let all: Vec<Offset> = self
                .reach
                .iter()
                .filter(|(a, _)| *a == n.array)
                .map(|(_, o)| *o)
                .collect();
            let in_dim = if n.widths.len() > 1 {
                format!(" in dimension {}", n.offset.dim + 1)
            } else {
                String::new()
            };
            let wider = covering(&n.widths, &all);
            let fix = widths_text(lang, name, &wider);
            let message = if n.renewed {
                format!(
                    "reference {} reads {} past the local part of '{name}'{in_dim}, but this loop's {} renews only {} on that side (renew {fix} or all of '{name}')",
                    n.text,
                    plural(n.elements, "element"),
                    kw(lang, "SHADOW_RENEW"),
                    n.width
                )
            } else {
                let declare = match lang {
                    Lang::Fortran => format!("SHADOW {fix}"),
                    Lang::C => {
                        let w: Vec<String> = wider.iter().map(width_text).collect();
                        format!("'{name}' with shadow[{}]", w.join("]["))
                    }
                };
                format!(
                    "reference {} reads {} past the local part of '{name}'{in_dim}, but the {} width of '{name}' is {} on that side (declare {declare})",
                    n.text,
                    plural(n.elements, "element"),
                    kw(lang, "SHADOW"),
                    n.width
                )
            };
            self.error(n.span, message);
        }
        self.findings
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
    fn ranges_follow_the_step() {
        assert_eq!(Range::of(1, 10, 4), Range::Known(1, 9));
        assert_eq!(Range::of(10, 1, -3), Range::Known(1, 10));
        assert_eq!(Range::of(5, 4, 1), Range::Empty);
    }

    #[test]
    fn widths_are_spelled_per_language() {
        assert_eq!(
            widths_text(Lang::Fortran, "a", &[(1, 2), (0, 0)]),
            "a(1:2, 0)"
        );
        assert_eq!(widths_text(Lang::C, "A", &[(1, 2), (0, 0)]), "A[1:2][0]");
    }
}
