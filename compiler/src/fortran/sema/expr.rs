//! Expressions: names resolved, types computed, mixed-mode promotion made explicit (as in
//! gfortran: `1. + I + J` is `(1. + REAL(I)) + REAL(J)`), constants folded.

use super::fold;
use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{BinOp, Const, Expr, ExprKind, SymId, SymbolKind, Ty, UnOp};
use crate::fortran::operators;
use crate::source::Span;

/// The type both operands of a numeric operation are converted to.
pub fn common_numeric(a: Ty, b: Ty) -> Ty {
    match (a, b) {
        (Ty::Int(x), Ty::Int(y)) => Ty::Int(x.max(y)),
        (Ty::Real(x), Ty::Real(y)) => Ty::Real(x.max(y)),
        (Ty::Real(x), _) | (_, Ty::Real(x)) => Ty::Real(x),
        _ => a,
    }
}

impl Checker<'_> {
    /// Converts `e` to `to`, folding constants.
    pub fn convert(&mut self, e: Expr, to: Ty) -> Expr {
        if e.ty == to {
            return e;
        }
        if let Some(c) = e.as_const() {
            match fold::convert(c, to) {
                Ok(c) => {
                    return Expr {
                        kind: ExprKind::Const(c),
                        ty: to,
                        span: e.span,
                    }
                }
                Err(m) => self.error(e.span, m),
            }
        }
        let span = e.span;
        Expr {
            kind: ExprKind::Convert(Box::new(e)),
            ty: to,
            span,
        }
    }

    /// Converts for an assignment-like context (`what` names it in the message).
    pub fn convert_for_assignment(&mut self, e: Expr, to: Ty, what: &str) -> Option<Expr> {
        if matches!(to, Ty::Derived(_)) || matches!(e.ty, Ty::Derived(_)) {
            return self.structure_assignment(e, to, what);
        }
        let ok = (e.ty.is_arith() && to.is_arith())
            || (e.ty.is_logical() && to.is_logical())
            || e.ty == to;
        if !ok {
            self.error(e.span, format!("cannot convert {} to {to} in {what}", e.ty));
            return None;
        }
        Some(self.convert(e, to))
    }

    fn int_literal(&mut self, lit: &ast::IntLit, span: Span) -> Option<Expr> {
        let ty = match &lit.kind {
            None => Ty::I4,
            Some(k) => Ty::Int(self.kind_param(k, span, &[1, 2, 4, 8])?),
        };
        let Ok(v) = lit.digits.parse::<i64>() else {
            self.error(span, "integer constant is too large");
            return None;
        };
        if fold::convert(&Const::Int(v), ty).is_err() {
            self.error(span, format!("integer constant {v} is too large for {ty}"));
            return None;
        }
        Some(Expr {
            kind: ExprKind::Const(Const::Int(v)),
            ty,
            span,
        })
    }

    fn real_literal(&mut self, lit: &ast::RealLit, span: Span) -> Option<Expr> {
        let ty = match (&lit.kind, lit.double) {
            (Some(_), true) => {
                self.error(span, "a D exponent and a kind parameter cannot be combined");
                return None;
            }
            (Some(k), false) => Ty::Real(self.kind_param(k, span, &[4, 8])?),
            (None, true) => Ty::R8,
            (None, false) => Ty::R4,
        };
        let text = normalize_real_text(&lit.text);
        let value = if ty == Ty::R4 {
            text.parse::<f32>().map(f64::from).ok()
        } else {
            text.parse::<f64>().ok()
        };
        match value {
            Some(v) if v.is_finite() => Some(Expr {
                kind: ExprKind::Const(Const::Real(v)),
                ty,
                span,
            }),
            _ => {
                self.error(span, format!("real constant is out of range for {ty}"));
                None
            }
        }
    }

    /// A kind parameter `_8` or `_dp` (a named integer constant).
    fn kind_param(&mut self, k: &str, span: Span, allowed: &[u8]) -> Option<u8> {
        let value = match k.parse::<i64>() {
            Ok(v) => Some(v),
            Err(_) => match self.scope.lookup(k) {
                // A constant whose definition failed was reported there.
                Some(id) if self.scope.unusable.contains(&id) => return None,
                Some(id) => match &self.scope.get(id).kind {
                    SymbolKind::Constant(Const::Int(v)) => Some(*v),
                    _ => None,
                },
                None => None,
            },
        };
        match value {
            Some(v) if allowed.iter().any(|&a| a as i64 == v) => Some(v as u8),
            _ => {
                self.error(span, format!("invalid kind parameter '{k}'"));
                None
            }
        }
    }

    /// A name used as a value: a constant, a scalar, or (if `allow_array`) a whole array.
    pub fn name_value(&mut self, name: &ast::Name, span: Span) -> Option<Expr> {
        if let Some(mut e) = self.statement_function_dummy(&name.text) {
            e.span = span;
            return Some(e);
        }
        if self.statement_function_without_arguments(name) {
            return None;
        }
        let id = self.scope.resolve(name, self.diags)?;
        if self.is_unusable(id, name.span) {
            return None;
        }
        let sym = self.scope.get(id);
        let ty = sym.ty;
        match &sym.kind {
            SymbolKind::Constant(c) => Some(Expr {
                kind: ExprKind::Const(c.clone()),
                ty,
                span,
            }),
            SymbolKind::Scalar => {
                self.scope.used_as_variable.insert(id);
                Some(Expr {
                    kind: ExprKind::Load(id),
                    ty,
                    span,
                })
            }
            SymbolKind::Array(_) => self.whole_array_operand(id, span),
            SymbolKind::Procedure(_) => {
                self.error(span, format!("'{}' is a procedure, not a value", name.text));
                None
            }
        }
    }

    /// `s(lo:hi)` of a CHARACTER scalar or named constant: its range.
    pub fn scalar_substring_range<'d>(&self, d: &'d ast::Designator) -> Option<&'d ast::Arg> {
        let [arg] = d.args.as_deref()? else {
            return None;
        };
        if !matches!(arg.value.kind, ast::ExprKind::Range(..)) || arg.keyword.is_some() {
            return None;
        }
        let id = self.scope.lookup(&d.name.text)?;
        let sym = self.scope.get(id);
        (sym.ty == Ty::Char && matches!(sym.kind, SymbolKind::Scalar | SymbolKind::Constant(_)))
            .then_some(arg)
    }

    /// Whether `given` subscripts fit an array of rank `rank` (reported if not).
    pub(super) fn subscript_count_fits(
        &mut self,
        name: &str,
        rank: usize,
        given: usize,
        span: Span,
    ) -> bool {
        if given == rank {
            return true;
        }
        self.error(
            span,
            format!(
                "'{name}' has rank {rank} but {given} subscript{} given",
                if given == 1 { " is" } else { "s are" }
            ),
        );
        false
    }

    /// Subscripts of an element of array `id` (`what` is its name for messages).
    pub fn subscripts(&mut self, id: SymId, args: &[ast::Arg], span: Span) -> Option<Vec<Expr>> {
        let sym = self.scope.get(id).clone();
        let SymbolKind::Array(info) = &sym.kind else {
            return None;
        };
        if !self.subscript_count_fits(&sym.name, info.rank(), args.len(), span) {
            return None;
        }
        let mut out = Vec::with_capacity(args.len());
        let mut ok = true;
        for (k, a) in args.iter().enumerate() {
            if let Some(kw) = &a.keyword {
                self.error(
                    kw.span,
                    format!("'{}' is an array: its subscripts cannot be named", sym.name),
                );
                ok = false;
                continue;
            }
            let Some(e) = self.check_expr(&a.value) else {
                ok = false;
                continue;
            };
            if !e.ty.is_int() {
                self.error(
                    e.span,
                    format!("array subscript must be INTEGER, found {}", e.ty),
                );
                ok = false;
                continue;
            }
            if let (Some(Const::Int(v)), None, false) =
                (e.as_const(), &info.adjustable, info.allocatable)
            {
                let (lo, hi) = info.dims[k];
                if *v < lo || *v > hi {
                    self.warning(
                        e.span,
                        format!(
                            "subscript {v} is out of bounds {lo}:{hi} in dimension {} of '{}'",
                            k + 1,
                            sym.name
                        ),
                    );
                }
            }
            out.push(e);
        }
        ok.then_some(out)
    }

    fn designator(&mut self, d: &ast::Designator) -> Option<Expr> {
        if !d.parts.is_empty() {
            return self.component_value(d);
        }
        if let (Some(args), None) = (&d.args, self.scope.lookup(&d.name.text)) {
            if let Some(def) = self.types.named(&d.name.text).cloned() {
                return self.structure_constructor(&def, args, d.span);
            }
        }
        let Some(args) = &d.args else {
            return self.name_value(&d.name, d.span);
        };
        if let Some(sub) = &d.substring {
            if self.scalar_substring_range(d).is_some() {
                self.error(d.span, "a substring of a substring is not allowed");
                return None;
            }
            let whole = ast::Designator {
                substring: None,
                ..d.clone()
            };
            let base = self.designator(&whole)?;
            return self.substring(base, sub, d.span);
        }
        if operators::is_operator_generic(&d.name.text) {
            return self.defined_operation(d, args);
        }
        if self.stmt_functions.contains_key(&d.name.text) {
            return self.statement_function_reference(&d.name, args, d.span);
        }
        if let Some(range) = self.scalar_substring_range(d) {
            let base = self.name_value(&d.name, d.name.span)?;
            return self.substring(base, range, d.span);
        }
        if let Some(id) = self.scope.lookup(&d.name.text) {
            if self.is_unusable(id, d.name.span) {
                return None;
            }
            let sym = self.scope.get(id);
            let callable = match &sym.kind {
                SymbolKind::Procedure(_) => true,
                SymbolKind::Scalar => {
                    sym.dummy.is_none() && !self.scope.used_as_variable.contains(&id)
                }
                _ => false,
            };
            if callable {
                let declared = Some(sym.ty);
                if let Some(r) = self.query_reference(&d.name, args, declared, d.span) {
                    return r;
                }
            }
            let sym = self.scope.get(id);
            return match &sym.kind {
                SymbolKind::Array(_)
                    if args.iter().any(|a| {
                        matches!(
                            a.value.kind,
                            ast::ExprKind::Range(..) | ast::ExprKind::Triplet(..)
                        )
                    }) =>
                {
                    self.array_section(id, args, d.span)
                }
                SymbolKind::Array(_) => {
                    let ty = sym.ty;
                    let subs = self.subscripts(id, args, d.span)?;
                    Some(Expr {
                        kind: ExprKind::Elem(id, subs),
                        ty,
                        span: d.span,
                    })
                }
                // A procedure, or a typed name that is not an intrinsic (a function).
                SymbolKind::Procedure(_) => self.function_reference(&d.name, args, d.span),
                SymbolKind::Scalar
                    if sym.dummy.is_none()
                        && !self.scope.used_as_variable.contains(&id)
                        && !super::intrinsics::is_intrinsic(&d.name.text) =>
                {
                    self.function_reference(&d.name, args, d.span)
                }
                SymbolKind::Scalar
                    if sym.dummy.is_none() && !self.scope.used_as_variable.contains(&id) =>
                {
                    // A typed intrinsic name (`DOUBLE PRECISION DSQRT`) is still the intrinsic.
                    self.intrinsic_reference(d, args)
                }
                _ => {
                    self.error(
                        d.name.span,
                        format!("'{}' is not an array or a function", d.name.text),
                    );
                    None
                }
            };
        }
        self.intrinsic_reference(d, args)
    }

    /// SIZE(a [, dim], KIND=k) and LBOUND/UBOUND(a, dim, KIND=k) (the kind by keyword or
    /// as the third argument): the inquiry without its KIND argument, converted to the
    /// INTEGER kind asked for (`size(x, kind=int64)` in loops over large arrays). `None`: no
    /// KIND argument here.
    fn inquiry_with_kind(
        &mut self,
        d: &ast::Designator,
        args: &[ast::Arg],
    ) -> Option<Option<Expr>> {
        let scalar_result = match d.name.text.as_str() {
            "size" => true,
            "lbound" | "ubound" => args.len() == 3,
            _ => false,
        };
        let (kind, rest) = args.split_last()?;
        let is_kind = match &kind.keyword {
            Some(k) => k.text == "kind",
            None => args.len() == 3,
        };
        if !scalar_result || !is_kind {
            return None;
        }
        let Some(k) = self.check_expr(&kind.value) else {
            return Some(None);
        };
        let Some(k) = self.kind_argument(&k, &[1, 2, 4, 8]) else {
            return Some(None);
        };
        let Some(value) = self.intrinsic_reference(d, rest) else {
            return Some(None);
        };
        Some(Some(self.convert(value, Ty::Int(k))))
    }

    /// `name(args)` for a name this unit does not declare: an intrinsic function if it is one,
    /// else an external function.
    fn intrinsic_reference(&mut self, d: &ast::Designator, args: &[ast::Arg]) -> Option<Expr> {
        if let Some(r) = self.inquiry_with_kind(d, args) {
            return r;
        }
        if let Some(inquiry) = self.class_inquiry(d, args) {
            return inquiry;
        }
        if let Some(r) = self.c_function(d, args) {
            return r;
        }
        if let Some(inquiry) = self.allocatable_inquiry(d, args) {
            return inquiry;
        }
        if d.name.text == "associated" {
            if let Some(test) = self.procedure_associated(args, d.span) {
                return test;
            }
            return self.associated(args, d.span);
        }
        if d.name.text == "null" && args.is_empty() {
            self.error(
                d.span,
                "NULL() is only a pointer's value (in '=>', a pointer's initialization)",
            );
            return None;
        }
        if let Some(f) = super::intrinsics::array_function(&d.name.text) {
            return self.array_function(f, &d.name, args, d.span);
        }
        if d.name.text == "present" {
            return self.present(args, d.span);
        }
        if super::intrinsics::is_unsupported_intrinsic(&d.name.text) {
            // Its arguments are not checked: they are often what it is missing (arrays).
            self.error(
                d.name.span,
                format!(
                    "the intrinsic function {} is not supported yet",
                    d.name.upper()
                ),
            );
            return None;
        }
        if let Some(r) = self.query_reference(&d.name, args, None, d.span) {
            return r;
        }
        if !super::intrinsics::is_intrinsic(&d.name.text) {
            return self.function_reference(&d.name, args, d.span);
        }
        let args = self.positional_arguments(&d.name, args, d.span)?;
        if let Some(result) = self.whole_array_inquiry(&d.name, &args, d.span) {
            return result;
        }
        let checked = args.iter().map(|a| self.check_expr(a)).collect();
        self.intrinsic_call(&d.name, checked, d.span).flatten()
    }

    /// Type-checks an expression (errors are reported; `None` means it had one).
    pub fn check_expr(&mut self, e: &ast::Expr) -> Option<Expr> {
        let span = e.span;
        match &e.kind {
            ast::ExprKind::Int(lit) => self.int_literal(lit, span),
            ast::ExprKind::Real(lit) => self.real_literal(lit, span),
            ast::ExprKind::Str(s) => Some(Expr {
                kind: ExprKind::Const(Const::Str(s.clone())),
                ty: Ty::Char,
                span,
            }),
            ast::ExprKind::Logical(lit) => {
                let ty = match &lit.kind {
                    None => Ty::L4,
                    Some(k) => Ty::Logical(self.kind_param(k, span, &[1, 2, 4, 8])?),
                };
                Some(Expr {
                    kind: ExprKind::Const(Const::Logical(lit.value)),
                    ty,
                    span,
                })
            }
            ast::ExprKind::Designator(d) => self.designator(d),
            ast::ExprKind::Paren(inner) => {
                if let Some((at, value)) = &self.case_selector {
                    if *at == inner.span {
                        return Some(Expr {
                            span,
                            ..value.clone()
                        });
                    }
                }
                let mut x = self.check_expr(inner)?;
                x.span = span;
                Some(x)
            }
            ast::ExprKind::Unary(op, a) => {
                if let Some(call) = self.extended_unary(*op, a, span) {
                    return call;
                }
                let a = self.check_expr(a)?;
                self.unary(*op, a, span)
            }
            ast::ExprKind::Binary(..) => self.binary_chain(e),
            ast::ExprKind::Complex(re, im) => self.complex_literal(re, im, span),
            ast::ExprKind::Range(..) | ast::ExprKind::Triplet(..) => {
                self.error(
                    span,
                    "a range (lo:hi) is only allowed as a substring or an array section subscript",
                );
                None
            }
            ast::ExprKind::Constructor(items) => self.array_constructor(items, None, span),
            ast::ExprKind::TypedConstructor(ts, items) => {
                let typed = self.constructor_type(ts)?;
                self.array_constructor(items, Some(typed), span)
            }
        }
    }

    /// A binary operation and the operations nested in its left operand, checked bottom-up
    /// without recursion: machine-generated sums are left-nested chains of many thousands of
    /// operations (`1+1+...+1`), deeper than a thread's stack allows recursing over.
    fn binary_chain(&mut self, e: &ast::Expr) -> Option<Expr> {
        let mut spine = Vec::new();
        let mut leftmost = e;
        let mut extended = None;
        while let ast::ExprKind::Binary(op, a, b) = &leftmost.kind {
            if self.binary_is_extended(*op) {
                extended = Some((*op, a.as_ref(), b.as_ref()));
                break;
            }
            spine.push((*op, b.as_ref(), leftmost.span));
            leftmost = a;
        }
        let mut acc = match extended {
            // An operation an INTERFACE OPERATOR may take: checked on its own (recursing).
            Some((op, a, b)) => match self.extended_binary(op, a, b, leftmost.span) {
                Some(call) => call,
                None => match (self.check_expr(a), self.check_expr(b)) {
                    (Some(x), Some(y)) => self.binary(op, x, y, leftmost.span),
                    _ => None,
                },
            },
            None => self.check_expr(leftmost),
        };
        for (op, rhs, span) in spine.into_iter().rev() {
            let rhs = self.check_expr(rhs);
            acc = match (acc, rhs) {
                (Some(a), Some(b)) => self.binary(op, a, b, span),
                _ => None,
            };
        }
        acc
    }

    fn unary(&mut self, op: ast::UnaryOp, a: Expr, span: Span) -> Option<Expr> {
        let (hop, ok) = match op {
            ast::UnaryOp::Minus if a.ty.is_complex() => {
                return Some(self.complex_negation(a, span));
            }
            ast::UnaryOp::Plus => {
                if !a.ty.is_arith() {
                    let found = self.type_name(a.ty);
                    self.error(
                        span,
                        format!("operand of unary '+' must be numeric, found {found}"),
                    );
                    return None;
                }
                return Some(Expr { span, ..a });
            }
            ast::UnaryOp::Minus => (UnOp::Neg, a.ty.is_numeric()),
            ast::UnaryOp::Not => (UnOp::Not, a.ty.is_logical()),
        };
        if !ok {
            let (what, want) = match hop {
                UnOp::Neg => ("unary '-'", "numeric"),
                UnOp::Not => (".NOT.", "LOGICAL"),
            };
            let found = self.type_name(a.ty);
            self.error(
                span,
                format!("operand of {what} must be {want}, found {found}"),
            );
            return None;
        }
        let ty = a.ty;
        if let Some(c) = a.as_const() {
            match fold::unary(hop, c, ty) {
                Ok(c) => {
                    return Some(Expr {
                        kind: ExprKind::Const(c),
                        ty,
                        span,
                    })
                }
                Err(m) => self.error(span, m),
            }
        }
        Some(Expr {
            kind: ExprKind::Unary(hop, Box::new(a)),
            ty,
            span,
        })
    }

    /// Builds `a op b` (operands already converted), folding constants.
    pub fn make_binary(&mut self, op: BinOp, a: Expr, b: Expr, ty: Ty, span: Span) -> Expr {
        if let (Some(x), Some(y)) = (a.as_const(), b.as_const()) {
            match fold::binary(op, x, y, a.ty) {
                Ok(c) => {
                    return Expr {
                        kind: ExprKind::Const(c),
                        ty,
                        span,
                    }
                }
                Err(m) => self.error(span, m),
            }
        }
        // An integer product with a constant zero is zero: Fortran lets the processor evaluate
        // any mathematically equivalent expression (F2008 7.1.5.2.4), so the other operand is
        // not evaluated, and its array references are not checked for locality.
        let zero = |e: &Expr| matches!(e.as_const(), Some(Const::Int(0)));
        if op == BinOp::Mul && ty.is_int() && (zero(&a) || zero(&b)) {
            return Expr {
                kind: ExprKind::Const(Const::Int(0)),
                ty,
                span,
            };
        }
        Expr {
            kind: ExprKind::Binary(op, Box::new(a), Box::new(b)),
            ty,
            span,
        }
    }

    fn binary(&mut self, op: ast::BinaryOp, a: Expr, b: Expr, span: Span) -> Option<Expr> {
        use ast::BinaryOp as A;
        let spelling = op.spelling();
        match op {
            A::Add | A::Sub | A::Mul | A::Div | A::Pow => {
                let hop = match op {
                    A::Add => BinOp::Add,
                    A::Sub => BinOp::Sub,
                    A::Mul => BinOp::Mul,
                    A::Div => BinOp::Div,
                    _ => BinOp::Pow,
                };
                if a.ty.is_complex() || b.ty.is_complex() {
                    return self.complex_binary(hop, a, b, span);
                }
                if !a.ty.is_numeric() || !b.ty.is_numeric() {
                    let (ta, tb) = (self.type_name(a.ty), self.type_name(b.ty));
                    self.error(
                        span,
                        format!("operands of '{spelling}' must be numeric, found {ta} and {tb}"),
                    );
                    return None;
                }
                if hop == BinOp::Pow && a.ty.is_real() && b.ty.is_int() {
                    // x ** n keeps an integer exponent (repeated multiplication).
                    let ty = a.ty;
                    return Some(self.make_binary(hop, a, b, ty, span));
                }
                let ty = common_numeric(a.ty, b.ty);
                let (a, b) = (self.convert(a, ty), self.convert(b, ty));
                if hop == BinOp::Div && ty.is_int() {
                    if let Some(Const::Int(0)) = b.as_const() {
                        self.error(span, "integer division by zero");
                        return None;
                    }
                }
                Some(self.make_binary(hop, a, b, ty, span))
            }
            A::Eq | A::Ne | A::Lt | A::Le | A::Gt | A::Ge => {
                let hop = match op {
                    A::Eq => BinOp::Eq,
                    A::Ne => BinOp::Ne,
                    A::Lt => BinOp::Lt,
                    A::Le => BinOp::Le,
                    A::Gt => BinOp::Gt,
                    _ => BinOp::Ge,
                };
                if a.ty.is_logical() && b.ty.is_logical() && matches!(hop, BinOp::Eq | BinOp::Ne) {
                    let alt = if hop == BinOp::Eq { ".EQV." } else { ".NEQV." };
                    self.error(
                        span,
                        format!("LOGICAL operands cannot be compared with '{spelling}'; use {alt}"),
                    );
                    return None;
                }
                if a.ty == Ty::Char || b.ty == Ty::Char {
                    return self.char_comparison(hop, a, b, span);
                }
                if a.ty.is_complex() || b.ty.is_complex() {
                    return self.complex_binary(hop, a, b, span);
                }
                if !a.ty.is_numeric() || !b.ty.is_numeric() {
                    let (ta, tb) = (self.type_name(a.ty), self.type_name(b.ty));
                    self.error(
                        span,
                        format!("operands of '{spelling}' must be numeric, found {ta} and {tb}"),
                    );
                    return None;
                }
                let ty = common_numeric(a.ty, b.ty);
                let (a, b) = (self.convert(a, ty), self.convert(b, ty));
                Some(self.make_binary(hop, a, b, Ty::L4, span))
            }
            A::And | A::Or | A::Eqv | A::Neqv => {
                if !a.ty.is_logical() || !b.ty.is_logical() {
                    self.error(
                        span,
                        format!(
                            "operands of '{spelling}' must be LOGICAL, found {} and {}",
                            a.ty, b.ty
                        ),
                    );
                    return None;
                }
                let hop = match op {
                    A::And => BinOp::And,
                    A::Or => BinOp::Or,
                    A::Eqv => BinOp::Eqv,
                    _ => BinOp::Neqv,
                };
                // Operands of different kinds: the result has the larger (as gfortran).
                let ty = match (a.ty, b.ty) {
                    (Ty::Logical(x), Ty::Logical(y)) => Ty::Logical(x.max(y)),
                    _ => Ty::L4,
                };
                let (a, b) = (self.convert(a, ty), self.convert(b, ty));
                Some(self.make_binary(hop, a, b, ty, span))
            }
            A::Concat => self.concatenation(a, b, span),
        }
    }

    /// An expression that must be a constant of some integer type (array bounds, kinds).
    pub fn int_constant(&mut self, e: &ast::Expr, what: &str) -> Option<i64> {
        let x = self.check_expr(e)?;
        match x.as_const() {
            Some(Const::Int(v)) if x.ty.is_int() => Some(*v),
            _ => {
                self.error(
                    e.span,
                    format!("{what} must be a constant INTEGER expression"),
                );
                None
            }
        }
    }
}

/// Makes a Fortran real literal's text acceptable to Rust's float parser (`1.e5` → `1.0e5`).
fn normalize_real_text(text: &str) -> String {
    let mut t = text.to_string();
    if let Some(dot) = t.find('.') {
        let next = t[dot + 1..].chars().next();
        if !next.is_some_and(|c| c.is_ascii_digit()) {
            t.insert(dot + 1, '0');
        }
        if dot == 0 {
            t.insert(0, '0');
        }
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn promotion_follows_gfortran() {
        assert_eq!(common_numeric(Ty::I4, Ty::R4), Ty::R4);
        assert_eq!(common_numeric(Ty::I8, Ty::R4), Ty::R4);
        assert_eq!(common_numeric(Ty::R4, Ty::R8), Ty::R8);
        assert_eq!(common_numeric(Ty::I4, Ty::I8), Ty::I8);
    }

    #[test]
    fn real_texts_parse() {
        for (t, v) in [
            ("1.", 1.0),
            (".5", 0.5),
            ("1.e-7", 1e-7),
            ("0.5e-7", 0.5e-7),
            ("2e3", 2000.0),
        ] {
            assert_eq!(normalize_real_text(t).parse::<f64>().ok(), Some(v), "{t}");
        }
    }
}
