//! Data dependences between the iterations of parallel loop nests.
//!
//! Why this exists: a DVMH parallel loop promises that its iterations are independent, except
//! for what its clauses declare (ACROSS for flow and anti dependences on distributed arrays,
//! REDUCTION for accumulated scalars, PRIVATE for per-iteration scalars). A promise the body
//! breaks does not fail: each process computes with the values it happens to have, and the
//! results change with the number of processes. This analysis finds the dependences of every
//! `dvm.parallel` body, so that the compiler can report the ones the clauses do not cover and
//! `dvmhc --emit=deps` can show all of them.
//!
//! The accesses are the loads and stores of a body: elements of distributed arrays (through
//! `mem.view_load` of a handle defined outside the loop) and scalar variables defined outside
//! the loop (slots the body captures; variables of the body itself are private). Each pair of
//! accesses to the same array, at least one a write, is tested dimension by dimension on the
//! affine forms of the subscripts (`affine.rs`): equal coefficients give an exact distance
//! (strong SIV, or ZIV for constants), otherwise a GCD test may prove independence, and
//! anything else leaves the distance unknown (`*`). The distances are checked against constant
//! steps and trip counts. A dependence is *proven* only when every subscript is affine, every
//! distance exact and both accesses run in every iteration (not under a condition or in an
//! inner loop); the compiler rejects only proven ones, so no valid program is rejected.
//!
//! The result per loop is a [`petgraph`] graph: nodes are the accesses, edges the dependences
//! from the access that runs first in the serial order to the one that runs later.

use super::affine::{Affine, AffineReader};
use crate::entity::{BlockId, OpId, RegionId, ValueId};
use crate::loc::Loc;
use crate::module::{Function, Module, ValueDef};
use crate::ops::OpKind;
use crate::parallel::{Group, ParallelLayout};
use petgraph::graph::DiGraph;
use std::fmt;

/// What an access touches: a distributed array or a scalar variable, identified by the handle
/// or slot (or, for module globals, the symbol) it goes through.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    Array(Root),
    Scalar(Root),
}

/// The identity of an array handle or scalar slot.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Root {
    Value(ValueId),
    Global(String),
}

/// One load or store of a parallel loop body.
#[derive(Clone, Debug)]
pub struct Access {
    pub op: OpId,
    pub target: Target,
    /// The array's or variable's name (empty when the IR does not say).
    pub name: String,
    pub write: bool,
    /// Per array dimension, the affine form of the subscript (`None`: not affine).
    pub subscripts: Vec<Option<Affine>>,
    /// Runs in every iteration: it sits in the body's entry block, not under a condition or in
    /// an inner loop.
    pub certain: bool,
    pub loc: Loc,
}

/// The kind of a dependence, from the access that runs first to the one that runs later.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Write, then read.
    Flow,
    /// Read, then write.
    Anti,
    /// Write, then write.
    Output,
    /// A write and a read whose order is not known (a `*` before any non-zero distance).
    Unordered,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Flow => "flow",
            Kind::Anti => "anti",
            Kind::Output => "output",
            Kind::Unordered => "flow/anti",
        }
    }
}

/// A distance along one loop dimension: exact, or unknown (`*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Distance {
    Exact(i64),
    Any,
}

impl fmt::Display for Distance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Distance::Exact(d) => write!(f, "{d}"),
            Distance::Any => f.write_str("*"),
        }
    }
}

/// The clause that makes a dependence legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cover {
    Across,
    Reduction,
}

impl Cover {
    pub fn name(self) -> &'static str {
        match self {
            Cover::Across => "ACROSS",
            Cover::Reduction => "REDUCTION",
        }
    }
}

/// One loop-carried dependence: an edge of [`LoopDeps::graph`].
#[derive(Clone, Debug, PartialEq)]
pub struct Dependence {
    pub kind: Kind,
    /// Per loop dimension (outermost first), the distance in index units from the iteration
    /// that runs first to the one that runs later.
    pub distance: Vec<Distance>,
    /// Every subscript affine, every distance exact, both accesses in every iteration.
    pub proven: bool,
    pub covered: Option<Cover>,
}

/// The dependences of one parallel loop nest.
#[derive(Debug)]
pub struct LoopDeps {
    /// The `dvm.parallel` op and where it is.
    pub op: OpId,
    pub loc: Loc,
    pub rank: usize,
    /// The arrays the loop's SHADOW_RENEW renews, and those its ACROSS names.
    pub renewed: Vec<Root>,
    pub across: Vec<Root>,
    /// Accesses (nodes) and loop-carried dependences (edges, from first to later).
    pub graph: DiGraph<Access, Dependence>,
}

impl LoopDeps {
    /// The dependences, with their source and sink accesses.
    pub fn dependences(&self) -> impl Iterator<Item = (&Access, &Access, &Dependence)> {
        self.graph.edge_indices().filter_map(|e| {
            let (a, b) = self.graph.edge_endpoints(e)?;
            Some((&self.graph[a], &self.graph[b], &self.graph[e]))
        })
    }

    /// Per array dimension, the ACROSS widths (`low:high`: flow dependence on lower indices,
    /// anti dependence on higher ones) that the dependences on `root` need, when the subscripts
    /// say; `None` when no pair of subscripts gives a constant offset.
    pub fn across_widths(&self, root: &Root) -> Option<Vec<(i64, i64)>> {
        let mut widths: Option<Vec<(i64, i64)>> = None;
        for (a, b, _) in self.dependences() {
            if a.target != Target::Array(root.clone()) || a.write == b.write {
                continue;
            }
            let (w, r) = if a.write { (a, b) } else { (b, a) };
            let dims = w.subscripts.len().min(r.subscripts.len());
            let acc = widths.get_or_insert_with(|| vec![(0, 0); dims]);
            for (k, slot) in acc.iter_mut().enumerate().take(dims) {
                let (Some(ws), Some(rs)) = (&w.subscripts[k], &r.subscripts[k]) else {
                    continue;
                };
                if ws.coeffs != rs.coeffs || ws.symbols != rs.symbols {
                    continue;
                }
                let off = rs.constant.saturating_sub(ws.constant);
                if off < 0 {
                    slot.0 = slot.0.max(-off);
                } else {
                    slot.1 = slot.1.max(off);
                }
            }
        }
        widths.filter(|w| w.iter().any(|&(lo, hi)| lo > 0 || hi > 0))
    }
}

/// The dependences of every parallel loop nest of every function of `m`.
pub fn analyze_module(m: &Module) -> Vec<LoopDeps> {
    m.functions.iter().flat_map(analyze_function).collect()
}

/// The dependences of every parallel loop nest of `f`, in textual order.
pub fn analyze_function(f: &Function) -> Vec<LoopDeps> {
    f.walk_ops()
        .into_iter()
        .filter(|&op| f.ops[op].kind == OpKind::Parallel)
        .filter_map(|op| analyze_loop(f, op))
        .collect()
}

/// The dependences of one `dvm.parallel` op (`None` if its operands do not make sense, which
/// the verifier reports).
pub fn analyze_loop(f: &Function, op: OpId) -> Option<LoopDeps> {
    let d = &f.ops[op];
    let layout = ParallelLayout::of(&d.attrs, false, d.operands.len()).ok()?;
    let region = *d.regions.first()?;
    let entry = *f.regions[region].blocks.first()?;
    let roots = |g: Group| -> Vec<Root> {
        layout
            .values(&d.operands, g)
            .iter()
            .map(|&h| array_root(f, h).0)
            .collect()
    };
    let renewed = roots(Group::Renew);
    let across = roots(Group::Across);
    let reductions: Vec<Root> = layout
        .values(&d.operands, Group::Reductions)
        .iter()
        .map(|&p| scalar_root(f, p))
        .collect();
    let bounds: Vec<LoopBounds> = layout
        .values(&d.operands, Group::Bounds)
        .chunks(3)
        .map(|c| LoopBounds {
            lo: int_constant(f, c[0]),
            hi: int_constant(f, c[1]),
            step: int_constant(f, c[2]),
        })
        .collect();
    let mut reader = AffineReader::new(f, region);
    let accesses = collect_accesses(f, region, entry, &mut reader);
    let mut graph = DiGraph::new();
    let nodes: Vec<_> = accesses.into_iter().map(|a| graph.add_node(a)).collect();
    for (i, &x) in nodes.iter().enumerate() {
        for &y in &nodes[i..] {
            let (a, b) = (&graph[x], &graph[y]);
            if a.target != b.target || !(a.write || b.write) {
                continue;
            }
            let Some(test) = test_pair(a, b, &bounds) else {
                continue;
            };
            let covered = match &a.target {
                Target::Array(r) if across.contains(r) => Some(Cover::Across),
                Target::Scalar(r) if reductions.contains(r) => Some(Cover::Reduction),
                _ => None,
            };
            let proven = test.exact && a.certain && b.certain;
            for (forward, distance) in test.orientations() {
                let (src, dst) = if forward { (x, y) } else { (y, x) };
                let kind = match (graph[src].write, graph[dst].write) {
                    (true, true) => Kind::Output,
                    _ if leading(&distance).is_none() => Kind::Unordered,
                    (true, false) => Kind::Flow,
                    _ => Kind::Anti,
                };
                graph.add_edge(
                    src,
                    dst,
                    Dependence {
                        kind,
                        distance,
                        proven,
                        covered,
                    },
                );
            }
        }
    }
    Some(LoopDeps {
        op,
        loc: f.loc(op),
        rank: layout.rank,
        renewed,
        across,
        graph,
    })
}

/// The sign of the first non-zero distance: `Some(true)` positive, `None` when a `*` comes
/// first.
fn leading(distance: &[Distance]) -> Option<bool> {
    for d in distance {
        match d {
            Distance::Exact(0) => continue,
            Distance::Exact(v) => return Some(*v > 0),
            Distance::Any => return None,
        }
    }
    Some(true)
}

/// Constant bounds and step of one loop dimension, where known.
#[derive(Clone, Copy, Debug)]
struct LoopBounds {
    lo: Option<i64>,
    hi: Option<i64>,
    step: Option<i64>,
}

/// The solutions of one pair: `delta[k] = i'_k - i_k` (the second access's iteration minus the
/// first's) along each loop dimension.
struct PairTest {
    delta: Vec<Distance>,
    exact: bool,
}

impl PairTest {
    /// The carried dependences the solutions give, as (first access runs first, distance):
    /// none when every distance is 0 (the same iteration); both orientations when the order
    /// is not known.
    fn orientations(&self) -> Vec<(bool, Vec<Distance>)> {
        let negated: Vec<Distance> = self
            .delta
            .iter()
            .map(|d| match d {
                Distance::Exact(v) => Distance::Exact(-v),
                Distance::Any => Distance::Any,
            })
            .collect();
        if self.delta.iter().all(|d| *d == Distance::Exact(0)) {
            return Vec::new();
        }
        match leading(&self.delta) {
            Some(true) => vec![(true, self.delta.clone())],
            Some(false) => vec![(false, negated)],
            None => vec![(true, self.delta.clone())],
        }
    }
}

/// Tests whether accesses `a` (at iteration `i`) and `b` (at `i'`) can touch the same element;
/// `None`: they cannot.
fn test_pair(a: &Access, b: &Access, bounds: &[LoopBounds]) -> Option<PairTest> {
    let rank = bounds.len();
    let mut delta = vec![Distance::Any; rank];
    let mut exact = a.subscripts.len() == b.subscripts.len();
    let mut constrained = vec![false; rank];
    for (sa, sb) in a.subscripts.iter().zip(&b.subscripts) {
        let (Some(sa), Some(sb)) = (sa, sb) else {
            exact = false;
            continue;
        };
        if sa.symbols != sb.symbols {
            exact = false;
            continue;
        }
        // c_a . i + k_a = c_b . i' + k_b
        let diff = sb.constant.checked_sub(sa.constant)?;
        if sa.coeffs == sb.coeffs {
            // c . (i' - i) = k_a - k_b
            let nonzero: Vec<usize> = (0..rank).filter(|&k| sa.coeffs[k] != 0).collect();
            match nonzero[..] {
                [] if diff != 0 => return None,
                [] => {}
                [k] => {
                    let c = sa.coeffs[k];
                    if (-diff) % c != 0 {
                        return None;
                    }
                    let v = -diff / c;
                    match delta[k] {
                        Distance::Exact(old) if old != v => return None,
                        _ => delta[k] = Distance::Exact(v),
                    }
                    constrained[k] = true;
                }
                _ => {
                    let g = nonzero.iter().fold(0, |g, &k| gcd(g, sa.coeffs[k]));
                    if diff % g != 0 {
                        return None;
                    }
                    exact = false;
                }
            }
        } else {
            let g = sa
                .coeffs
                .iter()
                .chain(&sb.coeffs)
                .fold(0, |g, &c| gcd(g, c));
            if g != 0 && diff % g != 0 {
                return None;
            }
            exact = false;
        }
    }
    for k in 0..rank {
        if !constrained[k] {
            // A loop dimension no subscript pins: any distance (the same element in every
            // iteration along it).
            exact = false;
            continue;
        }
        let Distance::Exact(v) = delta[k] else {
            continue;
        };
        let bk = bounds[k];
        if let Some(s) = bk.step.filter(|&s| s != 0) {
            if v % s != 0 {
                return None;
            }
        } else {
            exact = false;
        }
        if let (Some(lo), Some(hi)) = (bk.lo, bk.hi) {
            if v.unsigned_abs() > hi.abs_diff(lo) {
                return None;
            }
        }
    }
    Some(PairTest { delta, exact })
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.min(i64::MAX as u64) as i64
}

fn int_constant(f: &Function, v: ValueId) -> Option<i64> {
    let op = f.defining_op(v)?;
    let d = &f.ops[op];
    match d.kind {
        OpKind::Constant => d.attrs.get("value")?.as_int(),
        OpKind::ExtSI | OpKind::TruncI => int_constant(f, d.operands[0]),
        _ => None,
    }
}

/// The identity and name of a distributed array handle: the `dvm.array_create` that made it,
/// or the global it is loaded from (C-DVMH keeps handles in `@A.dvm`).
fn array_root(f: &Function, h: ValueId) -> (Root, String) {
    if let Some(op) = f.defining_op(h) {
        let d = &f.ops[op];
        match d.kind {
            OpKind::ArrayCreate => {
                let name = d.attrs.str("name").unwrap_or_default().to_string();
                return (Root::Value(h), name);
            }
            OpKind::Load => {
                let slot = d.operands[0];
                if let Some(sym) = global_sym(f, slot) {
                    return (Root::Global(sym.clone()), global_array_name(&sym));
                }
                // C-DVMH keeps a local array's handle in a stack slot and loads it at each
                // use, so the slot (not each load) is the array's identity.
                if f.defining_op(slot)
                    .is_some_and(|a| f.ops[a].kind == OpKind::Alloca)
                {
                    return (Root::Value(slot), slot_array_name(f, slot));
                }
            }
            _ => {}
        }
    }
    (Root::Value(h), String::new())
}

/// The name of the distributed array whose handle a stack slot holds: the
/// `dvm.array_create` stored into it (empty when none says).
fn slot_array_name(f: &Function, slot: ValueId) -> String {
    f.ops
        .iter()
        .filter(|(_, d)| d.kind == OpKind::Store && d.operands.get(1) == Some(&slot))
        .find_map(|(_, d)| {
            let c = f.defining_op(d.operands[0])?;
            let c = &f.ops[c];
            (c.kind == OpKind::ArrayCreate).then(|| c.attrs.str("name").unwrap_or_default())
        })
        .unwrap_or_default()
        .to_string()
}

/// The source name of the distributed array whose handle the global `sym` holds: C-DVMH's
/// `A.dvm`, a Fortran host's `__host.unit.a` or `__hostptr.unit.a` (the handles its internal
/// procedures read).
fn global_array_name(sym: &str) -> String {
    if let Some(rest) = ["__host.", "__hostptr."]
        .iter()
        .find_map(|p| sym.strip_prefix(p))
    {
        return rest.rsplit('.').next().unwrap_or(rest).to_ascii_uppercase();
    }
    sym.strip_suffix(".dvm").unwrap_or(sym).to_string()
}

fn global_sym(f: &Function, p: ValueId) -> Option<String> {
    let op = f.defining_op(p)?;
    let d = &f.ops[op];
    (d.kind == OpKind::GlobalAddr)
        .then(|| {
            d.attrs
                .get("sym")
                .and_then(|a| a.as_str().map(str::to_string))
        })
        .flatten()
}

fn scalar_root(f: &Function, p: ValueId) -> Root {
    match global_sym(f, p) {
        Some(sym) => Root::Global(sym),
        None => Root::Value(p),
    }
}

/// Is `handle` a REMOTE_ACCESS buffer (read-only copies, not the array)?
fn is_remote_buffer(f: &Function, handle: ValueId) -> bool {
    f.defining_op(handle)
        .is_some_and(|op| f.ops[op].kind == OpKind::RemoteCreate)
}

/// The loads and stores of the body `region` that touch distributed arrays or captured
/// scalars.
fn collect_accesses(
    f: &Function,
    region: RegionId,
    entry: BlockId,
    reader: &mut AffineReader,
) -> Vec<Access> {
    let mut ops = Vec::new();
    f.walk_region(region, &mut ops);
    let mut out = Vec::new();
    for op in ops {
        let d = &f.ops[op];
        let loc = f.loc(op);
        if d.kind == OpKind::Call {
            call_accesses(f, op, reader, &mut out);
            continue;
        }
        let (ptr, write) = match d.kind {
            OpKind::Load => (d.operands[0], false),
            OpKind::Store => (d.operands[1], true),
            _ => continue,
        };
        let certain = d.block == Some(entry);
        if let Some(access) = array_access(f, ptr, reader) {
            let (target, name, subscripts) = access;
            out.push(Access {
                op,
                target,
                name,
                write,
                subscripts,
                certain,
                loc,
            });
        } else if let Some((target, name)) = scalar_access(f, ptr, reader) {
            out.push(Access {
                op,
                target,
                name,
                write,
                subscripts: Vec::new(),
                certain,
                loc,
            });
        }
    }
    out
}

/// What a call may do with the pointers it passes (Fortran passes by reference): read and
/// write each element or scalar, any number of times. Both accesses are uncertain, so the
/// dependences they make are never proven (the callee is not analysed): they show in the
/// report, and a clause (ACROSS, REDUCTION) still covers them.
fn call_accesses(f: &Function, op: OpId, reader: &mut AffineReader, out: &mut Vec<Access>) {
    let loc = f.loc(op);
    for &ptr in &f.ops[op].operands {
        if f.value_type(ptr) != crate::types::Type::Ptr {
            continue;
        }
        let (target, name, subscripts) = if let Some(a) = array_access(f, ptr, reader) {
            a
        } else if let Some((target, name)) = scalar_access(f, ptr, reader) {
            (target, name, Vec::new())
        } else {
            continue;
        };
        for write in [false, true] {
            out.push(Access {
                op,
                target: target.clone(),
                name: name.clone(),
                write,
                subscripts: subscripts.clone(),
                certain: false,
                loc,
            });
        }
    }
}

type ArrayAccess = (Target, String, Vec<Option<Affine>>);

/// `ptr = mem.elem_ptr(mem.view_load(h), subscripts...)` with `h` a distributed array handle
/// from outside the loop.
fn array_access(f: &Function, ptr: ValueId, reader: &mut AffineReader) -> Option<ArrayAccess> {
    let ep = f.defining_op(ptr)?;
    let ed = &f.ops[ep];
    if ed.kind != OpKind::ElemPtr {
        return None;
    }
    let vop = f.defining_op(ed.operands[0])?;
    let vd = &f.ops[vop];
    if vd.kind != OpKind::ViewLoad {
        return None;
    }
    let handle = vd.operands[0];
    if !reader.is_invariant(handle) || is_remote_buffer(f, handle) {
        return None;
    }
    let (root, name) = array_root(f, handle);
    let subscripts = ed.operands[1..].iter().map(|&s| reader.affine(s)).collect();
    Some((Target::Array(root), name, subscripts))
}

/// A load or store of a scalar slot defined outside the loop (a captured local variable, or a
/// module global of one element).
fn scalar_access(f: &Function, ptr: ValueId, reader: &AffineReader) -> Option<(Target, String)> {
    if !reader.is_invariant(ptr) {
        return None;
    }
    let op = match f.values[ptr].def {
        ValueDef::Result(op, _) => op,
        ValueDef::BlockArg(..) => return None,
    };
    let d = &f.ops[op];
    match d.kind {
        OpKind::Alloca if d.attrs.int("count").unwrap_or(1) == 1 => Some((
            Target::Scalar(Root::Value(ptr)),
            d.attrs.str("name").unwrap_or_default().to_string(),
        )),
        OpKind::GlobalAddr => {
            let sym = global_sym(f, ptr)?;
            Some((Target::Scalar(Root::Global(sym.clone())), sym))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_module;

    /// A module with one 1-D distributed array `A` of 10 elements and one loop over
    /// `lo..hi step` ON `A(i)` whose body is `body` (the index is `%i`, the view `%v`); `clauses`
    /// adds operands after the `on` handle (with their attributes and segment sizes).
    fn loop_module(
        bounds: (i64, i64, i64),
        clauses: &str,
        segments: &str,
        extra: &str,
        body: &str,
    ) -> String {
        let (lo, hi, step) = bounds;
        format!(
            r#"module @t {{
  file 0 = "t.fdv"
  func @main() -> (i32) {{
    %s = mem.alloca {{elem = i32}} : ptr
    %one = arith.constant {{value = 1}} : i64
    %ten = arith.constant {{value = 10}} : i64
    %a = dvm.array_create(%one, %ten) {{name = "A", elem = i32, shadow = [2, 2]}} : ptr
    dvm.distribute(%a) {{formats = [block]}}
    %lo = arith.constant {{value = {lo}}} : i64
    %hi = arith.constant {{value = {hi}}} : i64
    %st = arith.constant {{value = {step}}} : i64
    dvm.parallel(%lo, %hi, %st, %a{clauses}) {{rank = 1, on = [[0, 1, 0]]{extra}, line = 3, operand_segments = [3, 1, {segments}]}} ({{
    ^bb1(%i: i64):
      %v = mem.view_load(%a) : !mem.view<i32, 1> loc(0:3:7)
{body}
      scf.yield loc(0:3:7)
    }}) loc(0:3:7)
    %z = arith.constant {{value = 0}} : i32
    func.return(%z)
  }}
}}
"#
        )
    }

    /// `A(i) = A(i + off_1) + A(i + off_2) ...` at line 4.
    fn stencil(offsets: &[i64]) -> String {
        let mut body = String::new();
        let mut sum = None;
        for (n, off) in offsets.iter().enumerate() {
            body += &format!(
                "      %c{n} = arith.constant {{value = {off}}} : i64 loc(0:4:9)\n      %x{n} = arith.addi(%i, %c{n}) : i64 loc(0:4:9)\n      %p{n} = mem.elem_ptr(%v, %x{n}) : ptr loc(0:4:9)\n      %l{n} = mem.load(%p{n}) : i32 loc(0:4:9)\n"
            );
            sum = Some(match sum {
                None => format!("%l{n}"),
                Some(prev) => {
                    body += &format!("      %s{n} = arith.addi({prev}, %l{n}) : i32 loc(0:4:9)\n");
                    format!("%s{n}")
                }
            });
        }
        body += &format!(
            "      %w = mem.elem_ptr(%v, %i) : ptr loc(0:4:9)\n      mem.store({}, %w) loc(0:4:9)",
            sum.unwrap_or_default()
        );
        body
    }

    fn analyze(text: &str) -> LoopDeps {
        let m = parse_module(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let mut loops = analyze_module(&m);
        assert_eq!(loops.len(), 1);
        loops.pop().unwrap()
    }

    fn summary(l: &LoopDeps) -> Vec<(Kind, Vec<Distance>, bool, Option<Cover>)> {
        let mut v: Vec<_> = l
            .dependences()
            .map(|(_, _, d)| (d.kind, d.distance.clone(), d.proven, d.covered))
            .collect();
        v.sort_by_key(|x| format!("{x:?}"));
        v
    }

    const NO_CLAUSES: &str = "0, 0, 0, 0, 0, 0, 0";

    #[test]
    fn a_stencil_that_reads_its_neighbours_has_flow_and_anti_dependences() {
        let l = analyze(&loop_module(
            (2, 9, 1),
            "",
            NO_CLAUSES,
            ", renew = [], reductions = []",
            &stencil(&[-1, 1]),
        ));
        assert_eq!(
            summary(&l),
            vec![
                (Kind::Anti, vec![Distance::Exact(1)], true, None),
                (Kind::Flow, vec![Distance::Exact(1)], true, None),
            ]
        );
        let root = l
            .graph
            .node_weights()
            .find_map(|a| match &a.target {
                Target::Array(r) => Some(r.clone()),
                Target::Scalar(_) => None,
            })
            .unwrap();
        assert_eq!(l.across_widths(&root), Some(vec![(1, 1)]));
    }

    #[test]
    fn a_call_may_read_and_write_what_it_is_passed_but_proves_nothing() {
        // A(i) passed to a procedure, A(i-1) read: a flow dependence of distance 1
        // through the call, not proven (the callee is not analysed), covered by nothing.
        let body = "      %c = arith.constant {value = -1} : i64 loc(0:4:9)\n      %x = arith.addi(%i, %c) : i64 loc(0:4:9)\n      %p = mem.elem_ptr(%v, %x) : ptr loc(0:4:9)\n      %l = mem.load(%p) : i32 loc(0:4:9)\n      %w = mem.elem_ptr(%v, %i) : ptr loc(0:5:9)\n      func.call(%w, %s) {callee = @f} loc(0:5:9)";
        let l = analyze(&loop_module(
            (2, 9, 1),
            "",
            NO_CLAUSES,
            ", renew = [], reductions = []",
            body,
        ));
        let s = summary(&l);
        assert!(
            s.contains(&(Kind::Flow, vec![Distance::Exact(1)], false, None)),
            "{s:?}"
        );
        assert!(s.iter().all(|d| !d.2), "{s:?}");
        // The scalar %s passed to every iteration's call: written by all of them.
        assert!(l
            .graph
            .node_weights()
            .any(|a| matches!(a.target, Target::Scalar(_)) && a.write));
    }

    #[test]
    fn the_same_element_in_the_same_iteration_is_no_carried_dependence() {
        let l = analyze(&loop_module(
            (1, 10, 1),
            "",
            NO_CLAUSES,
            ", renew = [], reductions = []",
            &stencil(&[0]),
        ));
        assert!(summary(&l).is_empty());
    }

    #[test]
    fn steps_and_trip_counts_rule_out_distances() {
        // Step 2 reads A(i-1), which no iteration writes.
        let l = analyze(&loop_module(
            (1, 9, 2),
            "",
            NO_CLAUSES,
            ", renew = [], reductions = []",
            &stencil(&[-1]),
        ));
        assert!(summary(&l).is_empty());
        // Step 2 and a distance of 2: a flow dependence.
        let l = analyze(&loop_module(
            (3, 9, 2),
            "",
            NO_CLAUSES,
            ", renew = [], reductions = []",
            &stencil(&[-2]),
        ));
        assert_eq!(
            summary(&l),
            vec![(Kind::Flow, vec![Distance::Exact(2)], true, None)]
        );
        // Two iterations, 1 and 2, never 5 apart.
        let l = analyze(&loop_module(
            (1, 2, 1),
            "",
            NO_CLAUSES,
            ", renew = [], reductions = []",
            &stencil(&[5]),
        ));
        assert!(summary(&l).is_empty());
    }

    #[test]
    fn across_covers_and_shadow_renew_does_not() {
        let l = analyze(&loop_module(
            (2, 10, 1),
            ", %a",
            "0, 0, 0, 1, 0, 0, 0",
            ", renew = [], across = [0], reductions = []",
            &stencil(&[-1]),
        ));
        assert_eq!(
            summary(&l),
            vec![(
                Kind::Flow,
                vec![Distance::Exact(1)],
                true,
                Some(Cover::Across)
            )]
        );
        let l = analyze(&loop_module(
            (2, 10, 1),
            ", %a",
            "0, 1, 0, 0, 0, 0, 0",
            ", renew = [0], reductions = []",
            &stencil(&[-1]),
        ));
        assert_eq!(
            summary(&l),
            vec![(Kind::Flow, vec![Distance::Exact(1)], true, None)]
        );
        assert_eq!(l.renewed.len(), 1);
    }

    #[test]
    fn subscripts_that_are_not_affine_give_unknown_distances() {
        // A(i) = A(i*i): `muli` of two loop-dependent values.
        let body = "      %q = arith.muli(%i, %i) : i64 loc(0:4:9)\n      %p = mem.elem_ptr(%v, %q) : ptr loc(0:4:9)\n      %l = mem.load(%p) : i32 loc(0:4:9)\n      %w = mem.elem_ptr(%v, %i) : ptr loc(0:4:9)\n      mem.store(%l, %w) loc(0:4:9)";
        let l = analyze(&loop_module(
            (1, 10, 1),
            "",
            NO_CLAUSES,
            ", renew = [], reductions = []",
            body,
        ));
        assert_eq!(
            summary(&l),
            vec![(Kind::Unordered, vec![Distance::Any], false, None)]
        );
    }

    #[test]
    fn the_gcd_test_proves_independence() {
        // A(2*i) = A(2*i + 1): even elements written, odd ones read.
        let body = "      %two = arith.constant {value = 2} : i64 loc(0:4:9)\n      %e = arith.muli(%i, %two) : i64 loc(0:4:9)\n      %o1 = arith.constant {value = 1} : i64 loc(0:4:9)\n      %o = arith.addi(%e, %o1) : i64 loc(0:4:9)\n      %p = mem.elem_ptr(%v, %o) : ptr loc(0:4:9)\n      %l = mem.load(%p) : i32 loc(0:4:9)\n      %w = mem.elem_ptr(%v, %e) : ptr loc(0:4:9)\n      mem.store(%l, %w) loc(0:4:9)";
        let l = analyze(&loop_module(
            (1, 4, 1),
            "",
            NO_CLAUSES,
            ", renew = [], reductions = []",
            body,
        ));
        assert!(summary(&l).is_empty());
    }

    #[test]
    fn scalars_are_covered_by_reduction() {
        let body = "      %l = mem.load(%s) : i32 loc(0:4:9)\n      %t = arith.trunci(%i) : i32 loc(0:4:9)\n      %n = arith.addi(%l, %t) : i32 loc(0:4:9)\n      mem.store(%n, %s) loc(0:4:9)";
        let l = analyze(&loop_module(
            (1, 10, 1),
            ", %s",
            "0, 0, 1, 0, 0, 0, 0",
            ", renew = [], reductions = [[sum, i32, 1]]",
            body,
        ));
        assert!(!summary(&l).is_empty());
        assert!(
            summary(&l).iter().all(|d| d.3 == Some(Cover::Reduction)),
            "{:?}",
            summary(&l)
        );
        let l = analyze(&loop_module(
            (1, 10, 1),
            "",
            NO_CLAUSES,
            ", renew = [], reductions = []",
            body,
        ));
        assert!(summary(&l)
            .iter()
            .all(|d| d.3.is_none() && d.1 == vec![Distance::Any]));
    }

    #[test]
    fn conditional_accesses_are_not_proven() {
        let body = format!(
            "      %c = arith.constant {{value = 1}} : i1 loc(0:4:9)\n      scf.if(%c) ({{\n{}\n        scf.yield loc(0:4:9)\n      }}, {{\n        scf.yield loc(0:4:9)\n      }}) loc(0:4:9)",
            stencil(&[-1])
        );
        let l = analyze(&loop_module(
            (2, 10, 1),
            "",
            NO_CLAUSES,
            ", renew = [], reductions = []",
            &body,
        ));
        assert_eq!(
            summary(&l),
            vec![(Kind::Flow, vec![Distance::Exact(1)], false, None)]
        );
    }
}
