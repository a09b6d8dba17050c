//! REMOTE_ACCESS: `dvm.remote_create` buffers before a parallel loop or a statement, the
//! covered references read through `mem.view_load` of them, `dvm.remote_free` after.
//!
//! A buffer holds the box the directive names, indexed by the array's global indices: a fixed
//! subscript (a constant or a variable the loop does not change) gives one index, `:` and a
//! subscript that uses a loop variable the whole dimension. A covered reference has the
//! directive's subscripts where they are fixed, so addressing the buffer's view with the
//! reference's own subscripts finds the element the serial program reads.

use super::Lowerer;
use crate::fortran::hir::{
    BinOp, Const, Expr, ExprKind, RemoteRef, RemoteSub, Stmt, SymId, SymbolKind, UnOp,
};
use dvmh_ir::{Attr, Attrs, OpKind, Type, ValueId};

impl Lowerer<'_> {
    /// Gathers the buffer of each reference (collective); their handles, in order. `ranges`:
    /// the loop variables of a parallel nest with their bounds (i64): a subscript `a*I + b` of
    /// one of them spans only `a*I + b` over those bounds, not the whole dimension.
    pub(super) fn remote_buffers(
        &mut self,
        refs: &[RemoteRef],
        ranges: &[(SymId, ValueId, ValueId)],
    ) -> Vec<ValueId> {
        let mut out = Vec::with_capacity(refs.len());
        for r in refs {
            let Some(h) = self.handle(r.array) else {
                self.internal("a REMOTE_ACCESS array has no handle");
                continue;
            };
            let mut operands = vec![h];
            for (k, s) in r.subs.iter().enumerate() {
                let (lo, hi) = match s {
                    RemoteSub::Expr {
                        expr,
                        varying: false,
                    } => {
                        let v = self.index_expr(expr);
                        let v = self.widen_to_i64(v);
                        (v, v)
                    }
                    RemoteSub::Expr {
                        expr,
                        varying: true,
                    } => match narrowed(expr, ranges) {
                        Some((lo, hi, a, b)) => self.affine_range(lo, hi, a, b),
                        None => {
                            let (lo, hi) = self.whole_dimension();
                            operands.extend([lo, hi]);
                            continue;
                        }
                    },
                    RemoteSub::All => {
                        let (lo, hi) = self.whole_dimension();
                        operands.extend([lo, hi]);
                        continue;
                    }
                };
                // An INHERIT dummy's box in its actual's indices (a whole dimension stays
                // whole: the runtime clips it).
                let lo = self.dist_index(r.array, k, lo);
                let hi = self.dist_index(r.array, k, hi);
                operands.extend([lo, hi]);
            }
            out.push(
                self.b()
                    .op1(OpKind::RemoteCreate, &operands, Type::Ptr, Attrs::new()),
            );
        }
        out
    }

    /// `i64::MIN..i64::MAX`: the runtime clips it to the array's bounds.
    fn whole_dimension(&mut self) -> (ValueId, ValueId) {
        (self.b().const_i64(i64::MIN), self.b().const_i64(i64::MAX))
    }

    /// The range of `a*I + b` for `I` between `lo` and `hi` (either order).
    fn affine_range(&mut self, lo: ValueId, hi: ValueId, a: i64, b: i64) -> (ValueId, ValueId) {
        let (a, b) = (self.b().const_i64(a), self.b().const_i64(b));
        let mut ends = [lo, hi];
        for e in &mut ends {
            let scaled = self.b().binary(OpKind::MulI, *e, a);
            *e = self.b().binary(OpKind::AddI, scaled, b);
        }
        (
            self.b().binary(OpKind::MinI, ends[0], ends[1]),
            self.b().binary(OpKind::MaxI, ends[0], ends[1]),
        )
    }

    /// The `remote` attribute of a parallel loop: the names of its buffers' arrays.
    pub(super) fn remote_names(&self, refs: &[RemoteRef]) -> Attr {
        Attr::Array(
            refs.iter()
                .map(|r| Attr::Str(self.unit.symbol(r.array).name.to_ascii_uppercase()))
                .collect(),
        )
    }

    /// Makes the references read the buffers (views loaded here); returns how many views
    /// were in force before, for [`end_remote`](Lowerer::end_remote).
    pub(super) fn begin_remote(&mut self, refs: &[RemoteRef], buffers: &[ValueId]) -> usize {
        let before = self.remote_views.len();
        for (r, &buf) in refs.iter().zip(buffers) {
            let sym = self.unit.symbol(r.array);
            let SymbolKind::Array(info) = &sym.kind else {
                continue;
            };
            let ty = Type::view(sym.ty.mem_scalar(), info.rank());
            let attrs = self.view_load_attrs(r.array);
            let v = self.b().op1(OpKind::ViewLoad, &[buf], ty, attrs);
            self.remote_views.push((r.clone(), v));
        }
        before
    }

    pub(super) fn end_remote(&mut self, before: usize) {
        self.remote_views.truncate(before);
    }

    /// Frees the buffers (unless control never gets here).
    pub(super) fn free_remote(&mut self, buffers: &[ValueId]) {
        if self.is_terminated() {
            return;
        }
        for &b in buffers {
            self.b().op0(OpKind::RemoteFree, &[b], Attrs::new());
        }
    }

    /// A statement after a standalone REMOTE_ACCESS.
    pub(super) fn remote_stmt(&mut self, refs: &[RemoteRef], body: &[Stmt]) {
        let buffers = self.remote_buffers(refs, &[]);
        let before = self.begin_remote(refs, &buffers);
        self.block(body);
        self.end_remote(before);
        self.free_remote(&buffers);
    }

    /// The buffer view a read of `array(subs)` goes through, if a REMOTE_ACCESS covers it
    /// (the innermost one first).
    pub(super) fn remote_view(&self, array: SymId, subs: &[Expr]) -> Option<ValueId> {
        self.remote_views
            .iter()
            .rev()
            .find(|(r, _)| r.covers(array, subs))
            .map(|(_, v)| *v)
    }
}

/// A subscript as `a*I + b` with `I` one of `vars` (`None`, with `a == 0`: a constant).
fn linear(e: &Expr, vars: &[SymId]) -> Option<(Option<SymId>, i64, i64)> {
    match &e.kind {
        ExprKind::Const(Const::Int(c)) => Some((None, 0, *c)),
        ExprKind::Load(v) if vars.contains(v) => Some((Some(*v), 1, 0)),
        ExprKind::Convert(x) if x.ty.is_int() => linear(x, vars),
        ExprKind::Unary(UnOp::Neg, x) => {
            let (v, a, b) = linear(x, vars)?;
            Some((v, a.checked_neg()?, b.checked_neg()?))
        }
        ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub), x, y) => {
            let (v1, a1, b1) = linear(x, vars)?;
            let (v2, mut a2, mut b2) = linear(y, vars)?;
            if *op == BinOp::Sub {
                a2 = a2.checked_neg()?;
                b2 = b2.checked_neg()?;
            }
            let v = match (v1, v2) {
                (Some(p), Some(q)) if p != q => return None,
                (p, q) => p.or(q),
            };
            Some((v, a1.checked_add(a2)?, b1.checked_add(b2)?))
        }
        ExprKind::Binary(BinOp::Mul, x, y) => match (linear(x, vars)?, linear(y, vars)?) {
            ((None, _, c), (v, a, b)) | ((v, a, b), (None, _, c)) => {
                Some((v, a.checked_mul(c)?, b.checked_mul(c)?))
            }
            _ => None,
        },
        _ => None,
    }
}

/// The bounds (i64 values) of the loop variable of a subscript `a*I + b`, with `a` and `b`.
fn narrowed(
    e: &Expr,
    ranges: &[(SymId, ValueId, ValueId)],
) -> Option<(ValueId, ValueId, i64, i64)> {
    let vars: Vec<SymId> = ranges.iter().map(|r| r.0).collect();
    match linear(e, &vars)? {
        (Some(v), a, b) if a != 0 => {
            let &(_, lo, hi) = ranges.iter().find(|r| r.0 == v)?;
            Some((lo, hi, a, b))
        }
        _ => None,
    }
}
