//! Array constructors: `(/ ... /)` and `[ ... ]` as operands (element-wise for one implied DO,
//! else through a temporary filled by hoisted statements), typed ones (`[real(8) :: ...]`,
//! whose values are converted to the type as by assignment, and which may be empty), and
//! constant constructors as the values of PARAMETER arrays.

use super::*;
use crate::fortran::ast;
use crate::fortran::hir::{
    self, ArrayInfo, BinOp, Const, Expr, Loop, LoopKind, Place, SymId, SymbolKind, Ty,
};
use crate::source::Span;

impl Checker<'_> {
    /// The type (and a CHARACTER length, which must be constant) of a typed constructor.
    pub(crate) fn constructor_type(&mut self, ts: &ast::TypeSpec) -> Option<(Ty, Option<i64>)> {
        let ty = self.type_of_spec(ts)?;
        if ty != Ty::Char {
            return Some((ty, None));
        }
        match self.char_length(ts, None)? {
            hir::CharLen::Const(n) => Some((ty, Some(n.max(0)))),
            _ => {
                self.error(
                    ts.span,
                    "the length of a typed CHARACTER array constructor must be a constant",
                );
                None
            }
        }
    }

    /// `(/ items /)` as an operand (`typed`: the type and CHARACTER length of
    /// `[type :: items]`): its values go to a temporary first.
    pub(crate) fn array_constructor(
        &mut self,
        items: &[ast::OutputItem],
        typed: Option<(Ty, Option<i64>)>,
        span: Span,
    ) -> Option<Expr> {
        if self.array_ctx.is_none() {
            self.error(
                span,
                "an array constructor is not allowed here: a scalar is expected",
            );
            return None;
        }
        // One implied DO is an operand of its own (of a numeric type when typed).
        if let [ast::OutputItem::ImpliedDo(d)] = items {
            if let ([ast::OutputItem::Expr(e)], None | Some((Ty::Int(_) | Ty::Real(_), _))) =
                (&d.items[..], typed)
            {
                let x = self.implied_do_operand(d, e, span)?;
                return match typed {
                    None => Some(x),
                    Some((ty, _)) if x.ty.is_numeric() => Some(self.convert(x, ty)),
                    Some((ty, _)) => {
                        self.error(
                            e.span,
                            format!("a value of type {} in an array constructor of {ty}", x.ty),
                        );
                        None
                    }
                };
            }
        }
        let t = self.temp_array(Ty::I4, &[1]);
        let n = self.fresh_hidden("arr.n", Ty::I4);
        let mut ty = typed.map(|(ty, _)| ty);
        let mut body = vec![assign(Place::Scalar(n), int(0, span), span)];
        let mut len = Some(0);
        let count = self.without_array_ctx(|ck| {
            ck.constructor_items(items, t, n, &mut ty, &mut len, &mut body)
        })?;
        // A typed constructor's CHARACTER values take its length.
        if let Some((_, Some(l))) = typed {
            len = Some(l);
        }
        let Some(ty) = ty else {
            self.error(span, "an empty array constructor is not supported yet");
            return None;
        };
        if ty == Ty::Char {
            let Some(len) = len else {
                self.error(
                    span,
                    "an array constructor of CHARACTER values whose length is known only at run time is not supported yet",
                );
                return None;
            };
            self.scope.get_mut(t).char_len = Some(hir::CharLen::Const(len));
        }
        self.scope.get_mut(t).ty = ty;
        let Some(count) = count else {
            return self.run_time_constructor(t, n, body, span);
        };
        let sym = self.scope.get_mut(t);
        sym.kind = SymbolKind::Array(ArrayInfo {
            dims: vec![(1, count.max(1))],
            adjustable: None,
            dist: None,
            allocatable: false,
            assumed_shape: false,
        });
        if !self.hoist_all(body, "an array constructor", span) {
            return None;
        }
        self.temp_operand(t, &[count], span)
    }

    /// A constructor whose size is known only at run time (`[a, 7]` of an allocatable `a`,
    /// an implied DO of run-time bounds): its items are counted first (`body` without its
    /// stores), then the temporary `t` is allocated with that many elements and filled.
    fn run_time_constructor(
        &mut self,
        t: SymId,
        n: SymId,
        body: Vec<hir::Stmt>,
        span: Span,
    ) -> Option<Expr> {
        let what = "an array constructor whose size is known only at run time";
        let counting = without_stores(&body, t);
        if !self.hoist_all(counting, what, span) {
            return None;
        }
        let size = self.fresh_hidden("arr.n", Ty::I4);
        let count = load(n, Ty::I4, span);
        if !self.hoist(assign(Place::Scalar(size), count.clone(), span), what, span) {
            return None;
        }
        self.allocate_run_time(t, count, span);
        if !self.hoist_all(body, what, span) {
            return None;
        }
        let shape = [Extent {
            count: load(size, Ty::I4, span),
            konst: None,
        }];
        self.linear_temp_operand(t, &shape, span)
    }

    /// The statements storing constructor items into `t` (counter `n`); returns the number of
    /// values when it is known at compile time (`Some(None)` if not).
    pub(super) fn constructor_items(
        &mut self,
        items: &[ast::OutputItem],
        t: SymId,
        n: SymId,
        ty: &mut Option<Ty>,
        len: &mut Option<i64>,
        body: &mut Vec<hir::Stmt>,
    ) -> Option<Option<i64>> {
        let mut count = Some(0i64);
        for item in items {
            match item {
                ast::OutputItem::Expr(e) => {
                    let (x, shape) = self.check_maybe_array(e)?;
                    let want = *ty.get_or_insert(x.ty);
                    if x.ty == Ty::Char {
                        *len = len.zip(self.static_char_len(&x)).map(|(a, b)| a.max(b));
                    }
                    let x = if x.ty == want {
                        x
                    } else if (x.ty.is_arith() && want.is_arith())
                        || (x.ty.is_logical() && want.is_logical())
                    {
                        self.convert(x, want)
                    } else {
                        self.error(
                            e.span,
                            format!(
                                "array constructor values must have one type: found {want} and {}",
                                x.ty
                            ),
                        );
                        return None;
                    };

                    let sp = e.span;
                    let bump = assign(
                        Place::Scalar(n),
                        self.iop(BinOp::Add, load(n, Ty::I4, sp), int(1, sp), sp),
                        sp,
                    );
                    let store = assign(Place::Elem(t, vec![load(n, Ty::I4, sp)], sp), x, sp);
                    match shape {
                        None => {
                            body.push(bump);
                            body.push(store);
                            count = count.and_then(|c| c.checked_add(1));
                        }
                        Some((vars, shape)) => {
                            let size = konst_size(&shape);
                            count = count.zip(size).and_then(|(c, s)| c.checked_add(s));
                            body.extend(self.loop_nest(&vars, &shape, vec![bump, store], sp));
                        }
                    }
                }
                ast::OutputItem::ImpliedDo(d) => {
                    // The implied DO variable has the scope of the constructor: a hidden one.
                    let var = self.fresh_hidden("arr.do", Ty::I4);
                    let bounds = self.loop_bounds(Ty::I4, &d.lo, &d.hi, d.step.as_ref())?;
                    self.stmt_fn_env
                        .push((d.var.text.clone(), load(var, Ty::I4, d.var.span)));
                    let mut inner = Vec::new();
                    let saved = self.no_hoist.replace("an implied DO");
                    let c = self.constructor_items(&d.items, t, n, ty, len, &mut inner);
                    self.no_hoist = saved;
                    self.stmt_fn_env.pop();
                    let c = c?;
                    let (lo, hi, step) = bounds;
                    let trips = match (
                        lo.as_const(),
                        hi.as_const(),
                        step.as_ref().map(Expr::as_const),
                    ) {
                        (Some(Const::Int(l)), Some(Const::Int(h)), None) => {
                            h.checked_sub(*l).map(|d| d.saturating_add(1).max(0))
                        }
                        (Some(Const::Int(l)), Some(Const::Int(h)), Some(Some(Const::Int(s))))
                            if *s != 0 =>
                        {
                            h.checked_sub(*l)
                                .and_then(|d| d.checked_add(*s))
                                .map(|d| (d / s).max(0))
                        }
                        _ => None,
                    };
                    count = count
                        .zip(trips.zip(c).and_then(|(a, b)| a.checked_mul(b)))
                        .and_then(|(x, y)| x.checked_add(y));
                    let l = Loop {
                        id: self.new_loop_id(),
                        construct: self.new_construct_id(),
                        kind: LoopKind::Counted { var, lo, hi, step },
                        body: inner,
                        structured: true,
                    };
                    body.push(stmt(hir::StmtKind::Loop(Box::new(l)), d.span));
                }
            }
        }
        Some(count)
    }

    /// The values of a constant array constructor (a PARAMETER array's value), converted to
    /// `ty`.
    pub(crate) fn constant_constructor(
        &mut self,
        items: &[ast::OutputItem],
        ty: Ty,
        what: &str,
        out: &mut Vec<Const>,
    ) -> bool {
        for item in items {
            match item {
                ast::OutputItem::Expr(e) => {
                    let Some(x) = self.check_expr(e) else {
                        return false;
                    };
                    let x = if x.ty.is_arith() && ty.is_arith() {
                        self.convert(x, ty)
                    } else {
                        x
                    };
                    match x.as_const() {
                        Some(c) if x.ty == ty => out.push(c.clone()),
                        _ => {
                            self.error(e.span, format!("{what} must be a constant of type {ty}"));
                            return false;
                        }
                    }
                }
                ast::OutputItem::ImpliedDo(d) => {
                    let lo = self.int_constant(&d.lo, "an implied DO bound in a constant");
                    let hi = self.int_constant(&d.hi, "an implied DO bound in a constant");
                    let st = match &d.step {
                        Some(s) => self.int_constant(s, "an implied DO step in a constant"),
                        None => Some(1),
                    };
                    let (Some(lo), Some(hi), Some(st)) = (lo, hi, st) else {
                        return false;
                    };
                    if st == 0 {
                        self.error(d.span, "the implied DO step must not be zero");
                        return false;
                    }
                    let mut i = lo;
                    while (st > 0 && i <= hi) || (st < 0 && i >= hi) {
                        self.stmt_fn_env
                            .push((d.var.text.clone(), int(i, d.var.span)));
                        let ok = self.constant_constructor(&d.items, ty, what, out);
                        self.stmt_fn_env.pop();
                        if !ok {
                            return false;
                        }
                        i += st;
                    }
                }
            }
        }
        true
    }

    /// `INTEGER, PARAMETER :: P(3) = (/ 1, 2, 3 /)` (or a scalar for every element): the
    /// array's initial values, which nothing may change.
    pub(crate) fn parameter_array(&mut self, name: &ast::Name, init: &ast::Expr) {
        let Some(id) = self.scope.lookup(&name.text) else {
            return;
        };
        let sym = self.scope.get(id).clone();
        let SymbolKind::Array(info) = &sym.kind else {
            return;
        };
        let count = info.element_count() as usize;
        let mut values = Vec::new();
        let reshaped = match &init.kind {
            ast::ExprKind::Designator(d)
                if d.name.text == "reshape" && d.args.as_ref().is_some_and(|a| a.len() == 2) =>
            {
                d.args.as_ref().map(|a| a[0].value.clone())
            }
            _ => None,
        };
        let init = reshaped.as_ref().unwrap_or(init);
        let items = match &init.kind {
            ast::ExprKind::Constructor(items) | ast::ExprKind::TypedConstructor(_, items) => {
                items.clone()
            }
            _ => vec![ast::OutputItem::Expr(init.clone())],
        };
        if !self.constant_constructor(&items, sym.ty, "the value of a named constant", &mut values)
        {
            return;
        }
        let constructor = matches!(
            init.kind,
            ast::ExprKind::Constructor(_) | ast::ExprKind::TypedConstructor(..)
        );
        if values.len() == 1 && !constructor {
            values = vec![values[0].clone(); count];
        }
        if sym.ty == Ty::Char && !self.char_array_values(id, init, &mut values) {
            return;
        }
        if values.len() != count {
            self.error(
                init.span,
                format!(
                    "the value of '{}' has {} elements but the array has {count}",
                    name.text,
                    values.len()
                ),
            );
            return;
        }
        self.data.insert(
            id,
            values
                .into_iter()
                .enumerate()
                .map(|(k, c)| (k as u64, c))
                .collect(),
        );
    }

    /// `(/ (f(i), i = lo, hi, st) /)`: element `k` (from 0) is `f(lo + k*st)`, an operand of
    /// the active expression with no temporary, whatever its size.
    pub(super) fn implied_do_operand(
        &mut self,
        d: &ast::ImpliedDo,
        item: &ast::Expr,
        span: Span,
    ) -> Option<Expr> {
        let lo = self.section_int(&d.lo);
        let hi = self.section_int(&d.hi);
        let st = match &d.step {
            Some(e) => self.section_int(e),
            None => Some(int(1, span)),
        };
        let (lo, hi, st) = (lo?, hi?, st?);
        if let Some(Const::Int(0)) = st.as_const() {
            self.error(d.span, "the implied DO step must not be zero");
            return None;
        }
        let diff = self.iop(BinOp::Sub, hi, lo.clone(), span);
        let diff = self.iop(BinOp::Add, diff, st.clone(), span);
        let count = self.iop(BinOp::Div, diff, st.clone(), span);
        let konst = match count.as_const() {
            Some(Const::Int(n)) => Some((*n).max(0)),
            _ => None,
        };
        let v = self.ctx_var(0)?;
        let step = self.iop(BinOp::Mul, load(v, Ty::I4, span), st, span);
        let index = self.iop(BinOp::Add, lo, step, span);
        self.stmt_fn_env.push((d.var.text.clone(), index));
        let (x, inner) = self.with_new_ctx(|ck| ck.check_expr(item));
        self.stmt_fn_env.pop();
        let x = x?;
        if !inner.shapes.is_empty() {
            self.error(
                item.span,
                "an array value in an implied DO of an array constructor is not supported yet",
            );
            return None;
        }
        self.array_ctx
            .as_mut()?
            .shapes
            .push((vec![Extent { count, konst }], span));
        Some(x)
    }

    /// The values of a CHARACTER array's initializer at the array's length: its declared
    /// one, else (`LEN=*` of a named constant) the typed constructor's or the first
    /// value's, which becomes the array's.
    fn char_array_values(&mut self, id: SymId, init: &ast::Expr, values: &mut [Const]) -> bool {
        let len = match self.scope.get(id).char_len {
            Some(hir::CharLen::Const(n)) => n.max(0),
            _ => {
                let typed = match &init.kind {
                    ast::ExprKind::TypedConstructor(ts, _) => self.constructor_type(ts),
                    _ => None,
                };
                match (typed, values.first()) {
                    (Some((_, Some(n))), _) => n,
                    (_, Some(Const::Str(s))) => s.len() as i64,
                    _ => 0,
                }
            }
        };
        self.scope.get_mut(id).char_len = Some(hir::CharLen::Const(len));
        for v in values.iter_mut() {
            if let Const::Str(s) = v {
                let mut bytes = std::mem::take(s).into_bytes();
                bytes.resize(len as usize, b' ');
                *s = String::from_utf8_lossy(&bytes).into_owned();
            }
        }
        true
    }
}

/// `body` without its stores into the temporary `t` (what counts the values).
fn without_stores(body: &[hir::Stmt], t: SymId) -> Vec<hir::Stmt> {
    let mut out = Vec::with_capacity(body.len());
    for s in body {
        let kind = match &s.kind {
            hir::StmtKind::Assign {
                target: Place::Elem(a, _, _),
                ..
            } if *a == t => continue,
            hir::StmtKind::Loop(l) => {
                let mut l = l.clone();
                l.body = without_stores(&l.body, t);
                hir::StmtKind::Loop(l)
            }
            hir::StmtKind::If(i) => {
                let mut i = i.clone();
                i.then_body = without_stores(&i.then_body, t);
                i.else_body = without_stores(&i.else_body, t);
                hir::StmtKind::If(i)
            }
            k => k.clone(),
        };
        out.push(hir::Stmt {
            label: s.label,
            kind,
            span: s.span,
        });
    }
    out
}
