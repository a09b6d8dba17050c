//! Whether an array assignment whose right side reads its own target can run as one loop
//! nest, and in which direction.
//!
//! Fortran evaluates the whole right side before any element is assigned. A scalarized loop
//! nest does the same if every element the right side reads is read before the iteration that
//! overwrites it: with `A(2:N) = A(1:N-1)` iteration `i` reads the element iteration `i-1`
//! wrote, so the loop must run backwards; with `A(1:N-1) = A(2:N)` forwards. Subscripts are
//! compared as `lo + i*stride` (how `arrays` builds them): the same stride and lower bounds
//! differing by a constant give a constant distance. When any reference's distance is not
//! known, or the references want both directions, the caller uses a temporary.

use crate::fortran::hir::{Actual, BinOp, Const, Expr, ExprKind, SymId};

use super::arrays::same_expr;

/// The loop order an assignment needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Order {
    Forward,
    Backward,
    /// Neither is safe for sure: a temporary is needed.
    Temporary,
}

/// The subscript lists with which `e` reads array `id`; `None` when it passes the array to
/// a function (which may read any of it).
fn reads<'e>(e: &'e Expr, id: SymId, out: &mut Vec<&'e [Expr]>) -> bool {
    let mut todo = vec![e];
    while let Some(x) = todo.pop() {
        match &x.kind {
            ExprKind::Elem(a, s) if *a == id => out.push(s),
            ExprKind::Call(c) => {
                let passes = c.args.iter().any(|a| match a.unwrapped() {
                    Actual::Array(a) | Actual::Elem(a, ..) => *a == id,
                    _ => false,
                });
                if passes {
                    return false;
                }
            }
            _ => {}
        }
        todo.extend(x.children());
    }
    true
}

/// `lo + var*stride [± c]` → (lo, c, index of var in `vars`, stride).
fn split<'e>(e: &'e Expr, vars: &[SymId]) -> Option<(&'e Expr, i64, usize, &'e Expr)> {
    if let Some((x, c)) = parts(e) {
        if let Some((lo, d, j, st)) = split(x, vars) {
            return Some((lo, d.checked_add(c)?, j, st));
        }
    }
    let ExprKind::Binary(BinOp::Add, lo, step) = &e.kind else {
        return None;
    };
    let ExprKind::Binary(BinOp::Mul, v, st) = &step.kind else {
        return None;
    };
    let ExprKind::Load(v) = &v.kind else {
        return None;
    };
    let j = vars.iter().position(|x| x == v)?;
    Some((lo, 0, j, st))
}

fn int_const(e: &Expr) -> Option<i64> {
    match e.as_const() {
        Some(Const::Int(v)) => Some(*v),
        _ => None,
    }
}

/// `a - b` when it is a constant (`n-1` and `n` differ by -1).
pub(super) fn const_offset(a: &Expr, b: &Expr) -> Option<i64> {
    if same_expr(a, b) {
        return Some(0);
    }
    if let (Some(x), Some(y)) = (int_const(a), int_const(b)) {
        return x.checked_sub(y);
    }
    match (parts(a), parts(b)) {
        (Some((x, c)), _) if same_expr(x, b) => Some(c),
        (_, Some((y, d))) if same_expr(a, y) => d.checked_neg(),
        (Some((x, c)), Some((y, d))) if same_expr(x, y) => c.checked_sub(d),
        _ => None,
    }
}

/// `x + c` or `x - c` → (x, ±c).
fn parts(e: &Expr) -> Option<(&Expr, i64)> {
    match &e.kind {
        ExprKind::Binary(BinOp::Add, x, c) => Some((&**x, int_const(c)?)),
        ExprKind::Binary(BinOp::Sub, x, c) => Some((&**x, int_const(c)?.checked_neg()?)),
        _ => None,
    }
}

/// What one read (subscripts `r`) of the target (written at `w`) needs. `None`: the two
/// never touch the same element.
fn one(r: &[Expr], w: &[Expr], vars: &[SymId]) -> Option<Order> {
    let mut distance = vec![0i64; vars.len()];
    let mut unknown = false;
    for (rs, ws) in r.iter().zip(w) {
        match (split(rs, vars), split(ws, vars)) {
            (Some((lr, cr, jr, sr)), Some((lw, cw, jw, sw))) if jr == jw && same_expr(sr, sw) => {
                let offset = const_offset(lr, lw)
                    .and_then(|d| d.checked_add(cr))
                    .and_then(|d| d.checked_sub(cw));
                match (offset, int_const(sr)) {
                    (Some(0), _) => {}
                    (Some(d), Some(s)) if s != 0 => {
                        if d % s != 0 {
                            // Different elements of the stride's grid: never the same.
                            return None;
                        }
                        distance[jr] = d / s;
                    }
                    _ => unknown = true,
                }
            }
            (None, None) => match const_offset(rs, ws) {
                Some(0) => {}
                Some(_) => return None,
                None => unknown = true,
            },
            _ => unknown = true,
        }
    }
    if unknown {
        return Some(Order::Temporary);
    }
    // The outermost loop is the last dimension's.
    match distance.iter().rev().find(|d| **d != 0) {
        Some(d) if *d < 0 => Some(Order::Backward),
        _ => Some(Order::Forward),
    }
}

/// The loop order that lets `exprs` read target `id` (written at `subs`, loop variables
/// `vars`) before it is overwritten.
pub(crate) fn order(exprs: &[&Expr], id: SymId, subs: &[Expr], vars: &[SymId]) -> Order {
    let mut found = Vec::new();
    for e in exprs {
        if !reads(e, id, &mut found) {
            return Order::Temporary;
        }
    }
    let mut need: Option<Order> = None;
    for r in found {
        if r.len() != subs.len() {
            return Order::Temporary;
        }
        match (one(r, subs, vars), need) {
            (None, _) => {}
            (Some(Order::Temporary), _) => return Order::Temporary,
            (Some(o), None) => need = Some(o),
            (Some(o), Some(n)) if o != n => return Order::Temporary,
            _ => {}
        }
    }
    need.unwrap_or(Order::Forward)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fortran::hir::Ty;
    use crate::source::Span;

    fn e(kind: ExprKind) -> Expr {
        Expr {
            kind,
            ty: Ty::I4,
            span: Span::default(),
        }
    }

    fn c(v: i64) -> Expr {
        e(ExprKind::Const(Const::Int(v)))
    }

    fn n() -> Expr {
        e(ExprKind::Load(SymId(0)))
    }

    fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
        e(ExprKind::Binary(op, Box::new(a), Box::new(b)))
    }

    /// `lo + i*st` with the loop variable `SymId(9)`.
    fn sub(lo: Expr, st: i64) -> Expr {
        bin(
            BinOp::Add,
            lo,
            bin(BinOp::Mul, e(ExprKind::Load(SymId(9))), c(st)),
        )
    }

    fn read(s: Expr) -> Expr {
        e(ExprKind::Elem(SymId(1), vec![s]))
    }

    fn order_of(write: Expr, reads: &[Expr]) -> Order {
        let refs: Vec<&Expr> = reads.iter().collect();
        order(&refs, SymId(1), &[write], &[SymId(9)])
    }

    #[test]
    fn shifts_pick_the_direction_that_reads_first() {
        // A(2:N) = A(1:N-1): iteration i reads what iteration i-1 wrote.
        assert_eq!(
            order_of(sub(c(2), 1), &[read(sub(c(1), 1))]),
            Order::Backward
        );
        // A(1:N-1) = A(2:N).
        assert_eq!(
            order_of(sub(c(1), 1), &[read(sub(c(2), 1))]),
            Order::Forward
        );
        // A(N:2:-1) = A(N-1:1:-1): the read runs ahead of the write.
        let w = sub(n(), -1);
        let r = read(sub(bin(BinOp::Sub, n(), c(1)), -1));
        assert_eq!(order_of(w, &[r]), Order::Forward);
    }

    #[test]
    fn reads_both_ways_or_unknown_need_a_temporary() {
        let both = [read(sub(c(1), 1)), read(sub(c(3), 1))];
        assert_eq!(order_of(sub(c(2), 1), &both), Order::Temporary);
        // A(1:N) = A(N:1:-1): different strides.
        assert_eq!(
            order_of(sub(c(1), 1), &[read(sub(n(), -1))]),
            Order::Temporary
        );
    }

    #[test]
    fn disjoint_grids_and_same_elements_need_nothing() {
        // A(1:N:2) = A(2:N:2): odd and even elements never meet.
        assert_eq!(
            order_of(sub(c(1), 2), &[read(sub(c(2), 2))]),
            Order::Forward
        );
        assert_eq!(
            order_of(sub(c(1), 1), &[read(sub(c(1), 1))]),
            Order::Forward
        );
    }
}
