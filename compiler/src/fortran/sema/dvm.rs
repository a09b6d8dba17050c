//! Declarative DVMH directives (DISTRIBUTE, ALIGN, SHADOW) resolved against the declarations,
//! and the integer expressions that appear inside directives.
//!
//! Alignment chains are flattened: `ALIGN B WITH A` where `A` is itself aligned with `T`
//! becomes an alignment of `B` with `T` (the rules compose), so every distributed array is
//! either distributed itself or aligned with a distributed one, and bases are created first.
//!
//! What is about the DVMH model rather than Fortran (linear subscripts, one item per dimension,
//! shadow widths) is checked by `crate::directives::check`, which sees Fortran names through the
//! [`NameInfo`] the scope implements here.

use super::scope::Scope;
use super::Checker;
use crate::directives::ast::{
    AlignDummy, AlignItem, DExpr, DExprKind, DOp, Directive, DirectiveKind, DistFormatKind,
    DistributeItem, ShadowItem, Subscript,
};
use crate::directives::check::{
    self,
    linear::{additive_terms, mentions_any, Linear},
    NameInfo,
};
use crate::fortran::ast;
use crate::fortran::hir::{
    AxisRule, Const, DistFormat, Distribution, Expr, ExprKind, Mapping, SymId, SymbolKind, Ty,
};

/// An alignment's rules, one per base dimension, and their values known only at run time
/// (see [`Distribution::align_values`]; empty when there are none).
pub(super) type AlignRules = (Vec<AxisRule>, Vec<Option<(Expr, Expr)>>);

/// The most elements a GEN_BLOCK or WGT_BLOCK parameter array may have.
const MAX_FORMAT_ARRAY: u64 = 4096;
use crate::name::Name;
use crate::source::Span;

impl Checker<'_> {
    /// After a mapping directive for `array` reported errors (since there were `errors`), the
    /// array is unusable: without the mapping its program meant, every later use of it would
    /// add false errors ("not distributed") of its own.
    fn unusable_after_errors(&mut self, array: &Name, errors: usize) {
        if self.diags.error_count() > errors {
            if let Some(id) = self.scope.lookup(&array.text) {
                self.scope.unusable.insert(id);
            }
        }
    }
}

/// Names in Fortran directive expressions: named constants come from the scope.
impl NameInfo for Scope {
    fn int_constant(&self, name: &Name) -> Option<i64> {
        match self.lookup(&name.text).map(|id| &self.get(id).kind) {
            Some(SymbolKind::Constant(Const::Int(v))) => Some(*v),
            _ => None,
        }
    }
}

/// `f(args)`, a reference to intrinsic `f`.
fn intrinsic_call(f: &str, args: Vec<ast::Expr>, span: Span) -> ast::Expr {
    ast::Expr {
        kind: ast::ExprKind::Designator(ast::Designator {
            substring: None,
            parts: Vec::new(),
            name: crate::name::Name::new(f, span),
            args: Some(
                args.into_iter()
                    .map(|value| ast::Arg {
                        keyword: None,
                        value,
                    })
                    .collect(),
            ),
            span,
        }),
        span,
    }
}

/// The integer literal `v` (0 or 1).
fn ast_int(v: i64, span: Span) -> ast::Expr {
    ast::Expr {
        kind: ast::ExprKind::Int(ast::IntLit {
            digits: v.to_string(),
            kind: None,
        }),
        span,
    }
}

/// A directive expression as the Fortran expression it stands for.
pub(super) fn fortran_expr(e: &DExpr) -> ast::Expr {
    let kind = match &e.kind {
        DExprKind::Int(digits) => ast::ExprKind::Int(ast::IntLit {
            digits: digits.clone(),
            kind: None,
        }),
        DExprKind::Name(n) => ast::ExprKind::Designator(ast::Designator {
            substring: None,
            parts: Vec::new(),
            name: n.clone(),
            args: None,
            span: n.span,
        }),
        DExprKind::Neg(a) => ast::ExprKind::Unary(ast::UnaryOp::Minus, Box::new(fortran_expr(a))),
        DExprKind::Binary(DOp::Rem, a, b) => ast::ExprKind::Designator(ast::Designator {
            substring: None,
            parts: Vec::new(),
            name: crate::name::Name::new("mod", e.span),
            args: Some(
                [a, b]
                    .iter()
                    .map(|x| ast::Arg {
                        keyword: None,
                        value: fortran_expr(x),
                    })
                    .collect(),
            ),
            span: e.span,
        }),
        DExprKind::Binary(op, a, b) => {
            let (x, y) = (fortran_expr(a), fortran_expr(b));
            let call = |f: &str, args: Vec<ast::Expr>| intrinsic_call(f, args, e.span);
            let truth = |c: ast::ExprKind| {
                let c = ast::Expr {
                    kind: c,
                    span: e.span,
                };
                call("merge", vec![ast_int(1, e.span), ast_int(0, e.span), c])
            };
            let nonzero = |v: ast::Expr| ast::Expr {
                kind: ast::ExprKind::Binary(
                    ast::BinaryOp::Ne,
                    Box::new(v),
                    Box::new(ast_int(0, e.span)),
                ),
                span: e.span,
            };
            // C's operators (the C front end's directives) as the intrinsics they are.
            let op = match op {
                DOp::Add => ast::BinaryOp::Add,
                DOp::Sub => ast::BinaryOp::Sub,
                DOp::Mul => ast::BinaryOp::Mul,
                // `Rem` became `MOD(a, b)` above.
                DOp::Div | DOp::Rem => ast::BinaryOp::Div,
                DOp::Shl => return call("shiftl", vec![x, y]),
                DOp::Shr => return call("shifta", vec![x, y]),
                DOp::BitAnd => return call("iand", vec![x, y]),
                DOp::BitOr => return call("ior", vec![x, y]),
                DOp::BitXor => return call("ieor", vec![x, y]),
                DOp::And | DOp::Or => {
                    let l = if *op == DOp::And {
                        ast::BinaryOp::And
                    } else {
                        ast::BinaryOp::Or
                    };
                    return truth(ast::ExprKind::Binary(
                        l,
                        Box::new(nonzero(x)),
                        Box::new(nonzero(y)),
                    ));
                }
                DOp::Lt | DOp::Le | DOp::Gt | DOp::Ge | DOp::Eq | DOp::Ne => {
                    let r = match op {
                        DOp::Lt => ast::BinaryOp::Lt,
                        DOp::Le => ast::BinaryOp::Le,
                        DOp::Gt => ast::BinaryOp::Gt,
                        DOp::Ge => ast::BinaryOp::Ge,
                        DOp::Eq => ast::BinaryOp::Eq,
                        _ => ast::BinaryOp::Ne,
                    };
                    return truth(ast::ExprKind::Binary(r, Box::new(x), Box::new(y)));
                }
            };
            ast::ExprKind::Binary(op, Box::new(x), Box::new(y))
        }
        DExprKind::Cond(c, a, b) => {
            let c = ast::Expr {
                kind: ast::ExprKind::Binary(
                    ast::BinaryOp::Ne,
                    Box::new(fortran_expr(c)),
                    Box::new(ast_int(0, e.span)),
                ),
                span: e.span,
            };
            return intrinsic_call("merge", vec![fortran_expr(a), fortran_expr(b), c], e.span);
        }
        DExprKind::Call(f, args) => ast::ExprKind::Designator(ast::Designator {
            substring: None,
            parts: Vec::new(),
            name: f.clone(),
            args: Some(
                args.iter()
                    .map(|a| ast::Arg {
                        keyword: None,
                        value: fortran_expr(a),
                    })
                    .collect(),
            ),
            span: e.span,
        }),
    };
    ast::Expr { kind, span: e.span }
}

impl Checker<'_> {
    /// A directive expression as a linear form in `vars` (named integer constants allowed).
    pub fn linear(&mut self, e: &DExpr, vars: &[&str]) -> Option<Linear> {
        check::linear::linear(e, vars, &self.scope, self.diags)
    }

    /// One subscript as an axis rule over `vars` (each variable is the axis of that index).
    pub fn axis_rule(&mut self, s: &Subscript, vars: &[&str]) -> Option<AxisRule> {
        let e = match s {
            Subscript::Star(_) => return Some(AxisRule::Replicated),
            Subscript::Expr(e) => e,
        };
        let l = self.linear(e, vars)?;
        self.rule_of(&l, e.span, vars)
    }

    /// One subscript of a PARALLEL's ON clause: `a*i + b` in at most one loop variable `i`
    /// (`vars`), plus a part free of the loop variables that is known only at run time (`K` of
    /// an enclosing sequential loop in `ON U(I, J, K)`), evaluated when the loop starts.
    pub fn on_subscript(
        &mut self,
        s: &Subscript,
        vars: &[&str],
    ) -> Option<(AxisRule, Option<Expr>)> {
        let e = match s {
            Subscript::Star(_) => return Some((AxisRule::Replicated, None)),
            Subscript::Expr(e) => e,
        };
        let mut terms = Vec::new();
        additive_terms(e, false, &mut terms);
        let mut fixed = Linear {
            coefs: vec![0; vars.len()],
            constant: 0,
        };
        let mut run_time: Option<ast::Expr> = None;
        for (negated, t) in terms {
            if !self.mentions_run_time_name(t, vars) {
                let l = self.linear(t, vars)?;
                let sign = if negated { -1 } else { 1 };
                let sum = |x: i64, y: i64| y.checked_mul(sign).and_then(|y| x.checked_add(y));
                let coefs: Option<Vec<i64>> = fixed
                    .coefs
                    .iter()
                    .zip(&l.coefs)
                    .map(|(&x, &y)| sum(x, y))
                    .collect();
                match coefs.zip(sum(fixed.constant, l.constant)) {
                    Some((coefs, constant)) => fixed = Linear { coefs, constant },
                    None => {
                        self.error(t.span, "integer overflow in a directive expression");
                        return None;
                    }
                }
                continue;
            }
            if mentions_any(t, vars) {
                self.error(
                    t.span,
                    "an ON subscript must be a*i + b, plus terms that do not use the loop variables",
                );
                return None;
            }
            let term = fortran_expr(t);
            run_time = Some(match run_time {
                None if negated => ast::Expr {
                    span: t.span,
                    kind: ast::ExprKind::Unary(ast::UnaryOp::Minus, Box::new(term)),
                },
                None => term,
                Some(acc) => ast::Expr {
                    span: acc.span.to(t.span),
                    kind: ast::ExprKind::Binary(
                        if negated {
                            ast::BinaryOp::Sub
                        } else {
                            ast::BinaryOp::Add
                        },
                        Box::new(acc),
                        Box::new(term),
                    ),
                },
            });
        }
        let rule = self.rule_of(&fixed, e.span, vars)?;
        let Some(run_time) = run_time else {
            return Some((rule, None));
        };
        let value = self.check_expr(&run_time)?;
        if !value.ty.is_int() {
            self.error(
                run_time.span,
                format!("an ON subscript must be INTEGER, found {}", value.ty),
            );
            return None;
        }
        Some((rule, Some(value)))
    }

    /// Does `e` name something other than `vars` and named constants (a variable whose value
    /// is known only at run time, or an undeclared name)?
    fn mentions_run_time_name(&self, e: &DExpr, vars: &[&str]) -> bool {
        let mut todo = vec![e];
        while let Some(e) = todo.pop() {
            match &e.kind {
                DExprKind::Int(_) => {}
                DExprKind::Name(n) => {
                    let constant = self.scope.lookup(&n.text).is_some_and(|id| {
                        matches!(self.scope.get(id).kind, SymbolKind::Constant(_))
                    });
                    if !constant && !vars.contains(&n.text.as_str()) {
                        return true;
                    }
                }
                DExprKind::Neg(a) => todo.push(a),
                DExprKind::Binary(_, a, b) => {
                    todo.push(a);
                    todo.push(b);
                }
                DExprKind::Cond(c, a, b) => {
                    todo.push(c);
                    todo.push(a);
                    todo.push(b);
                }
                // A function value or an array element is known only at run time.
                DExprKind::Call(..) => return true,
            }
        }
        false
    }

    /// The axis rule of a linear form (at most one variable).
    fn rule_of(&mut self, l: &Linear, span: Span, vars: &[&str]) -> Option<AxisRule> {
        let used: Vec<usize> = (0..vars.len()).filter(|&k| l.coefs[k] != 0).collect();
        match used.as_slice() {
            [] => Some(AxisRule::Constant(l.constant)),
            [axis] => Some(AxisRule::Linear {
                axis: *axis,
                a: l.coefs[*axis],
                b: l.constant,
            }),
            _ => {
                self.error(span, "a directive subscript may use only one variable");
                None
            }
        }
    }

    /// The array a directive names (must be a declared array).
    pub fn directive_array(&mut self, name: &Name, directive: &str) -> Option<SymId> {
        self.directive_array_as(name, directive, false)
    }

    /// [`Self::directive_array`] for the array a directive names (`is_base`: as the base of an
    /// ALIGN).
    fn directive_array_as(&mut self, name: &Name, directive: &str, is_base: bool) -> Option<SymId> {
        match self.scope.lookup(&name.text) {
            // A name whose declaration was rejected was reported there.
            Some(id) if self.scope.unusable.contains(&id) => None,
            // An INHERIT dummy may be the base of an ALIGN (a local array aligned with the
            // caller's array), never the array a DISTRIBUTE or ALIGN maps.
            Some(id)
                if matches!(directive, "DISTRIBUTE" | "ALIGN")
                    && self.scope.get(id).dummy.is_some()
                    && !(is_base && self.distribution(id).is_some_and(|d| d.inherited)) =>
            {
                self.error(
                    name.span,
                    format!(
                        "'{}' is a dummy argument: declare it INHERIT to take the actual argument's distribution",
                        name.text
                    ),
                );
                self.scope.unusable.insert(id);
                None
            }
            Some(id) if matches!(self.scope.get(id).kind, SymbolKind::Array(_)) => Some(id),
            Some(_) => {
                self.error(
                    name.span,
                    format!("'{}' in {directive} is not an array", name.text),
                );
                None
            }
            None => {
                self.error(
                    name.span,
                    format!("'{}' in {directive} is not a declared array", name.text),
                );
                None
            }
        }
    }

    pub fn rank_of(&self, id: SymId) -> usize {
        match &self.scope.get(id).kind {
            SymbolKind::Array(a) => a.rank(),
            _ => 0,
        }
    }

    pub fn distribution(&self, id: SymId) -> Option<&Distribution> {
        match &self.scope.get(id).kind {
            SymbolKind::Array(a) => a.dist.as_ref(),
            _ => None,
        }
    }

    /// `INHERIT a`: the dummy array `a` is distributed as the actual argument is. Its
    /// mapping is unknown here: every dimension counts as distributed and the shadow edges as
    /// wide as the actual's (the runtime checks the accesses).
    pub(super) fn inherit(&mut self, name: &Name) {
        let Some(id) = self.scope.lookup(&name.text) else {
            self.error(
                name.span,
                format!("'{}' in INHERIT is not a declared dummy array", name.text),
            );
            return;
        };
        let sym = self.scope.get(id);
        let rank = match &sym.kind {
            SymbolKind::Array(info) if sym.dummy.is_some() && info.dist.is_none() => info.rank(),
            SymbolKind::Array(info) if info.dist.is_some() => {
                self.error(name.span, format!("'{}' is already distributed", name.text));
                return;
            }
            _ => {
                self.error(
                    name.span,
                    format!("INHERIT names dummy arrays, and '{}' is not one", name.text),
                );
                return;
            }
        };
        const UNKNOWN_WIDTH: i64 = 1 << 30;
        if let SymbolKind::Array(a) = &mut self.scope.get_mut(id).kind {
            a.dist = Some(Distribution {
                mapping: Mapping::Distribute(vec![true; rank]),
                shadow: vec![(UNKNOWN_WIDTH, UNKNOWN_WIDTH); rank],
                distributed_dims: vec![true; rank],
                inherited: true,
                global_init: None,
                template: false,
                formats: Vec::new(),
                directive: None,
                dynamic: false,
                deferred: false,
                declared_dynamic: false,
                onto: None,
                align_values: Vec::new(),
                align_base: None,
                aligned_through: None,
            });
        }
    }

    /// `TEMPLATE T(N, 0:M)`: an array of the given shape without elements.
    fn declare_template(&mut self, item: &crate::directives::ast::DeclItem) {
        if self.scope.lookup(&item.name.text).is_some() {
            self.error(
                item.name.span,
                format!(
                    "'{}' is already declared: a TEMPLATE needs a name of its own",
                    item.name.text
                ),
            );
            return;
        }
        let mut dims = Vec::with_capacity(item.dims.len());
        for b in &item.dims {
            let lo = match &b.lo {
                Some(e) => check::linear::constant(e, &self.scope, self.diags),
                None => Some(1),
            };
            let hi = check::linear::constant(&b.hi, &self.scope, self.diags);
            let (Some(lo), Some(hi)) = (lo, hi) else {
                return;
            };
            if hi < lo {
                self.error(
                    item.span,
                    format!(
                        "the TEMPLATE '{}' has an empty dimension ({lo}:{hi})",
                        item.name.text
                    ),
                );
                return;
            }
            dims.push((lo, hi));
        }
        if dims.is_empty() || dims.len() > dvmh_ir::MAX_RANK {
            self.error(
                item.span,
                format!("a TEMPLATE has 1 to {} dimensions", dvmh_ir::MAX_RANK),
            );
            return;
        }
        let id = self.scope.add(crate::fortran::hir::Symbol {
            pointer: false,
            target: false,
            name: item.name.text.clone(),
            ty: Ty::I4,
            kind: SymbolKind::Array(crate::fortran::hir::ArrayInfo {
                dims,
                adjustable: None,
                dist: None,
                allocatable: false,
                assumed_shape: false,
            }),
            span: item.name.span,
            dummy: None,
            saved: false,
            common: None,
            char_len: None,
        });
        self.scope.explicitly_typed.insert(id);
        self.scope.templates.insert(id);
    }

    fn set_distribution(&mut self, id: SymId, dist: Distribution) {
        if let SymbolKind::Array(a) = &mut self.scope.get_mut(id).kind {
            a.dist = Some(dist);
        }
        self.distributed.push(id);
    }

    fn distribute(&mut self, item: &DistributeItem) {
        let Some(id) = self.directive_array(&item.array, "DISTRIBUTE") else {
            return;
        };
        let rank = self.rank_of(id);
        if self.distribution(id).is_some() {
            self.error(
                item.array.span,
                format!("'{}' is distributed more than once", item.array.text),
            );
            return;
        }
        let Some(formats) = &item.formats else {
            if let Some(onto) = &item.onto {
                self.error(
                    onto.span,
                    "a deferred DISTRIBUTE has no ONTO: give it with the REDISTRIBUTE",
                );
                return;
            }
            self.defer_distribution(id, Some(item.span));
            return;
        };
        let n = formats.len();
        if !self.one_per_dimension(item.span, "DISTRIBUTE", n, "format", &item.array.text, rank) {
            return;
        }
        let Some(resolved) = self.resolve_formats(formats) else {
            return;
        };
        let blocks: Vec<bool> = resolved.iter().map(|f| *f != DistFormat::Star).collect();
        let distributed = blocks.iter().filter(|b| **b).count();
        let onto = match &item.onto {
            Some(onto) => match self.onto(onto, distributed, &item.array.text) {
                Some(onto) => Some(Box::new(onto)),
                None => return,
            },
            None => None,
        };
        self.grid_rank = self.grid_rank.max(distributed);
        let dynamic = self.scope.dynamic.contains(&id);
        // A DYNAMIC array may be redistributed anywhere: its shadow edges default to width
        // 1 on every dimension.
        let shadow = blocks
            .iter()
            .map(|&b| if b || dynamic { (1, 1) } else { (0, 0) })
            .collect();
        self.set_distribution(
            id,
            Distribution {
                mapping: Mapping::Distribute(blocks.clone()),
                shadow,
                distributed_dims: if dynamic { vec![true; rank] } else { blocks },
                inherited: false,
                global_init: None,
                template: self.scope.templates.contains(&id),
                formats: resolved,
                directive: Some(item.span),
                dynamic,
                deferred: false,
                declared_dynamic: self.scope.dynamic.contains(&id),
                onto,
                align_values: Vec::new(),
                align_base: None,
                aligned_through: None,
            },
        );
    }

    /// A deferred DISTRIBUTE (or a DYNAMIC array without one): mapped by its first
    /// REDISTRIBUTE or REALIGN; every dimension counts as distributed.
    pub(super) fn defer_distribution(&mut self, id: SymId, directive: Option<Span>) {
        let rank = self.rank_of(id);
        self.set_distribution(
            id,
            Distribution {
                mapping: Mapping::Distribute(vec![true; rank]),
                shadow: vec![(1, 1); rank],
                distributed_dims: vec![true; rank],
                inherited: false,
                global_init: None,
                template: self.scope.templates.contains(&id),
                formats: Vec::new(),
                directive,
                dynamic: true,
                deferred: true,
                declared_dynamic: self.scope.dynamic.contains(&id),
                onto: None,
                align_values: Vec::new(),
                align_base: None,
                aligned_through: None,
            },
        );
    }

    /// The formats of a DISTRIBUTE or REDISTRIBUTE with their parameters resolved; `None`
    /// after an error.
    pub(super) fn resolve_formats(
        &mut self,
        formats: &[crate::directives::ast::DistFormat],
    ) -> Option<Vec<DistFormat>> {
        let mut resolved = Vec::with_capacity(formats.len());
        for f in formats {
            let format = match &f.kind {
                DistFormatKind::Block => Some(DistFormat::Block),
                DistFormatKind::Star => Some(DistFormat::Star),
                DistFormatKind::GenBlock(sizes) => self
                    .format_array(sizes, "GEN_BLOCK", "block sizes", true)
                    .map(DistFormat::GenBlock),
                DistFormatKind::WgtBlock(weights, n) => {
                    let array = self.format_array(weights, "WGT_BLOCK", "weights", false);
                    let n = self.format_count(n, "WGT_BLOCK", "the number of blocks");
                    match (array, n) {
                        (Some(array), Some(n)) => {
                            let len = self.declared_element_count(array);
                            if n as u64 > len && !self.run_time_sized(array) {
                                self.error(
                                    f.span,
                                    format!(
                                        "WGT_BLOCK asks for {n} blocks but '{}' has {len} weight{}",
                                        weights.text,
                                        if len == 1 { "" } else { "s" }
                                    ),
                                );
                                None
                            } else {
                                Some(DistFormat::WgtBlock(array, n))
                            }
                        }
                        _ => None,
                    }
                }
                DistFormatKind::MultBlock(m) => self
                    .format_count(m, "MULT_BLOCK", "the multiple")
                    .map(DistFormat::MultBlock),
            };
            resolved.push(format?);
        }
        Some(resolved)
    }

    /// `PROCESSORS P(e1, ...)`: the shape of the processor grid, integer expressions of
    /// constants and `NUMBER_OF_PROCESSORS()` evaluated on entry (the runtime checks that
    /// the shape holds every process).
    fn declare_processors(&mut self, item: &crate::directives::ast::DeclItem) {
        let name = &item.name;
        let own = self
            .processors
            .iter()
            .any(|p| p.name.eq_ignore_ascii_case(&name.text));
        if self.scope.lookup(&name.text).is_some() || own {
            self.error(
                name.span,
                format!(
                    "'{}' is already declared: a PROCESSORS arrangement needs a name of its own",
                    name.text
                ),
            );
            return;
        }
        if item.dims.is_empty() || item.dims.len() > 4 {
            self.error(
                item.span,
                format!(
                    "PROCESSORS '{}' needs 1 to 4 dimensions, but it has {}",
                    name.text,
                    item.dims.len()
                ),
            );
            return;
        }
        let mut dims = Vec::with_capacity(item.dims.len());
        for d in &item.dims {
            if let Some(lo) = &d.lo {
                if check::linear::constant(lo, &self.scope, self.diags) != Some(1) {
                    self.error(
                        lo.span,
                        "a PROCESSORS dimension starts at 1 (give its extent only)",
                    );
                    return;
                }
            }
            let Some(e) = self.check_expr(&fortran_expr(&d.hi)) else {
                return;
            };
            if !matches!(e.ty, Ty::Int(_)) {
                self.error(
                    d.hi.span,
                    format!("a PROCESSORS extent is an INTEGER expression, not {}", e.ty),
                );
                return;
            }
            dims.push(e);
        }
        self.processors.push(crate::fortran::hir::Processors {
            name: name.text.to_ascii_uppercase(),
            dims,
            span: item.span,
        });
    }

    /// The rank of the PROCESSORS arrangement `name` of this unit, or of a module it uses or
    /// its host.
    fn processors_rank(&self, name: &str) -> Option<usize> {
        self.processors
            .iter()
            .find(|p| p.name.eq_ignore_ascii_case(name))
            .map(|p| p.dims.len())
            .or_else(|| self.outer_processors(name).map(|p| p.rank))
    }

    /// The arrangement `name` of a module this unit uses or of its host (`None`: this
    /// unit's own, or none).
    fn outer_processors(&self, name: &str) -> Option<&super::modules::OuterProcessors> {
        if self
            .processors
            .iter()
            .any(|p| p.name.eq_ignore_ascii_case(name))
        {
            return None;
        }
        self.outer_processors
            .iter()
            .find(|p| p.name.eq_ignore_ascii_case(name))
    }

    /// `ONTO P` or `ONTO P(l_1:h_1, ...)` of a DISTRIBUTE with `distributed` distributed
    /// dimensions: P is a PROCESSORS arrangement of the same rank, whose shape is the
    /// arrangement of the processes the distribution uses. Returns P with the section's
    /// bounds, INTEGER expressions (`NP / 2`), checked here when constant and at run time
    /// otherwise (no section: the whole of P); `None` after an error. The processes outside
    /// a section own nothing.
    pub(super) fn onto(
        &mut self,
        onto: &crate::directives::ast::Onto,
        distributed: usize,
        array: &str,
    ) -> Option<crate::fortran::hir::Onto> {
        let section = self.onto_section(onto, distributed, array)?;
        let init = self
            .outer_processors(&onto.target.text)
            .and_then(|p| p.init.clone());
        Some(crate::fortran::hir::Onto {
            processors: onto.target.text.to_ascii_uppercase(),
            init,
            section,
            span: onto.span,
        })
    }

    /// The section of [`Checker::onto`] (`Some(None)`: none).
    fn onto_section(
        &mut self,
        onto: &crate::directives::ast::Onto,
        distributed: usize,
        array: &str,
    ) -> Option<Option<Vec<(Expr, Expr)>>> {
        let Some(rank) = self.processors_rank(&onto.target.text) else {
            self.error(
                onto.target.span,
                format!(
                    "ONTO '{}': not a PROCESSORS arrangement of this program unit",
                    onto.target.text
                ),
            );
            return None;
        };
        if rank != distributed {
            self.error(
                onto.span,
                format!(
                    "'{array}' has {distributed} distributed dimension{} but '{}' has rank {rank}: they must match",
                    if distributed == 1 { "" } else { "s" },
                    onto.target.text
                ),
            );
            return None;
        }
        let Some(section) = &onto.section else {
            return Some(None);
        };
        if section.len() != rank {
            self.error(
                onto.span,
                format!(
                    "the section of '{}' has {} subscript{} but '{}' has rank {rank}",
                    onto.target.text,
                    section.len(),
                    if section.len() == 1 { "" } else { "s" },
                    onto.target.text
                ),
            );
            return None;
        }
        let dims: Vec<Expr> = self
            .processors
            .iter()
            .find(|p| p.name.eq_ignore_ascii_case(&onto.target.text))
            .map(|p| p.dims.clone())
            .unwrap_or_default();
        let extents: Vec<Option<i64>> = dims.iter().map(int_constant).collect();
        let mut bounds = Vec::with_capacity(rank);
        for (k, range) in section.iter().enumerate() {
            let Some((lo, hi)) = range else {
                // `:`: the whole dimension, 1 to its extent.
                let extent = dims.get(k)?;
                let one = Expr {
                    span: onto.span,
                    ty: extent.ty,
                    kind: ExprKind::Const(Const::Int(1)),
                };
                bounds.push((one, extent.clone()));
                continue;
            };
            let lo = self.section_bound(lo)?;
            let hi = match hi {
                Some(hi) => self.section_bound(hi)?,
                None => lo.clone(),
            };
            if let (Some(l), Some(h)) = (int_constant(&lo), int_constant(&hi)) {
                let extent = extents.get(k).copied().flatten();
                if l < 1 || h < l || extent.is_some_and(|n| h > n) {
                    let upper = extent.map_or("...".to_string(), |n| n.to_string());
                    self.error(
                        onto.span,
                        format!(
                            "the section {l}:{h} of dimension {} of '{}' is empty or outside its bounds 1:{upper}",
                            k + 1,
                            onto.target.text
                        ),
                    );
                    return None;
                }
            }
            bounds.push((lo, hi));
        }
        Some(Some(bounds))
    }

    /// A subscript of an ACTUAL / GET_ACTUAL section: an INTEGER expression.
    pub(super) fn section_subscript(&mut self, e: &DExpr, word: &str) -> Option<Expr> {
        let v = self.check_expr(&fortran_expr(e))?;
        if !matches!(v.ty, Ty::Int(_)) {
            self.error(
                e.span,
                format!(
                    "a section subscript in {word} is an INTEGER expression, not {}",
                    v.ty
                ),
            );
            return None;
        }
        Some(v)
    }

    /// A bound of an ONTO section: an INTEGER expression.
    fn section_bound(&mut self, e: &DExpr) -> Option<Expr> {
        let v = self.check_expr(&fortran_expr(e))?;
        if !matches!(v.ty, Ty::Int(_)) {
            self.error(
                e.span,
                format!(
                    "a processor section bound is an INTEGER expression, not {}",
                    v.ty
                ),
            );
            return None;
        }
        Some(v)
    }

    /// The parameter array of GEN_BLOCK (`integer`) or WGT_BLOCK: a one-dimensional,
    /// non-distributed array of this unit, with constant bounds and at most
    /// [`MAX_FORMAT_ARRAY`] elements (the distribution reads each element when it is made),
    /// or ALLOCATABLE or adjustable (the runtime reads it in place).
    fn format_array(
        &mut self,
        name: &Name,
        format: &str,
        what: &str,
        integer: bool,
    ) -> Option<SymId> {
        let kind = if integer { "INTEGER" } else { "numeric" };
        let Some(id) = self.scope.lookup(&name.text) else {
            self.error(
                name.span,
                format!(
                    "{format} needs a one-dimensional {kind} array of {what}, but '{}' is not declared",
                    name.text
                ),
            );
            return None;
        };
        let sym = self.scope.get(id);
        let fits_type = if integer {
            matches!(sym.ty, Ty::Int(_))
        } else {
            matches!(sym.ty, Ty::Int(_) | Ty::Real(_))
        };
        let problem = match &sym.kind {
            SymbolKind::Array(_) if !fits_type => Some(format!("an array of {}", sym.ty)),
            SymbolKind::Array(info) if info.rank() != 1 => {
                Some(format!("an array of rank {}", info.rank()))
            }
            SymbolKind::Array(info)
                if info.dist.is_some() || self.scope.templates.contains(&id) =>
            {
                Some("distributed".to_string())
            }
            // Read where it is when the distribution is made (its size known only then).
            SymbolKind::Array(info) if info.allocatable || info.adjustable.is_some() => None,
            SymbolKind::Array(info) if info.element_count() > MAX_FORMAT_ARRAY => Some(format!(
                "an array of {} elements (at most {MAX_FORMAT_ARRAY} are supported)",
                info.element_count()
            )),
            SymbolKind::Array(_) => None,
            _ => Some("not an array".to_string()),
        };
        match problem {
            Some(p) => {
                self.error(
                    name.span,
                    format!(
                        "{format} needs a one-dimensional {kind} array of {what}, but '{}' is {p}",
                        name.text
                    ),
                );
                None
            }
            None => Some(id),
        }
    }

    /// A format's count parameter (`MULT_BLOCK(m)`, WGT_BLOCK's n): a constant >= 1.
    fn format_count(&mut self, e: &DExpr, format: &str, what: &str) -> Option<i64> {
        let v = check::linear::constant(e, &self.scope, self.diags)?;
        if v < 1 {
            self.error(
                e.span,
                format!("{format}: {what} must be at least 1, but it is {v}"),
            );
            return None;
        }
        Some(v)
    }

    /// An ALLOCATABLE or adjustable array: its size is known only at run time.
    fn run_time_sized(&self, id: SymId) -> bool {
        matches!(&self.scope.get(id).kind,
            SymbolKind::Array(a) if a.allocatable || a.adjustable.is_some())
    }

    fn declared_element_count(&self, id: SymId) -> u64 {
        match &self.scope.get(id).kind {
            SymbolKind::Array(a) => a.element_count(),
            _ => 0,
        }
    }

    /// Resolves one ALIGN whose base is already mapped. `None` when it cannot be done yet.
    fn align(&mut self, item: &AlignItem) -> Result<(), ()> {
        let Some(id) = self.directive_array(&item.array, "ALIGN") else {
            return Ok(());
        };
        let Some(base) = self.directive_array_as(&item.base, "ALIGN", true) else {
            // The base was rejected (reported): so is what is aligned with it, which the
            // directives that name it then skip (REMOTE_ACCESS would call it not distributed).
            self.scope.unusable.insert(id);
            return Ok(());
        };
        let Some(base_dist) = self.distribution(base).cloned() else {
            return Err(());
        };
        if self.distribution(id).is_some() {
            self.error(
                item.array.span,
                format!("'{}' is distributed more than once", item.array.text),
            );
            return Ok(());
        }
        let Some((rules, values)) = self.align_rules(item, id, base, "ALIGN") else {
            return Ok(());
        };
        let rank = self.rank_of(id);
        // The base's own rules known only at run time: this array's, constant or not, are
        // composed with them at run time too.
        let values = match (base_dist.align_values.is_empty(), values.is_empty()) {
            (false, true) => rules
                .iter()
                .map(|r| {
                    let (a, b) = match *r {
                        AxisRule::Linear { a, b, .. } => (a, b),
                        AxisRule::Constant(c) => (0, c),
                        AxisRule::Replicated => (0, 0),
                    };
                    Some((int_expr(a, item.span), int_expr(b, item.span)))
                })
                .collect(),
            _ => values,
        };
        let align_base = (!values.is_empty()).then(|| Box::new((base, rules.clone())));
        // Flatten onto the root distribution.
        let (root, rules) = match &base_dist.mapping {
            Mapping::Distribute(_) => (base, rules),
            Mapping::Align {
                base: root,
                rules: base_rules,
            } => {
                let Some(composed) = AxisRule::compose(&rules, base_rules) else {
                    self.error(
                        item.span,
                        "integer overflow in the composed alignment rules",
                    );
                    return Ok(());
                };
                (*root, composed)
            }
        };
        let root_blocks = match self.distribution(root).map(|d| &d.mapping) {
            Some(Mapping::Distribute(b)) => b.clone(),
            _ => vec![false; rules.len()],
        };
        // Remapped with its root by REDISTRIBUTE, or by REALIGN of its own: any dimension may
        // end up distributed.
        // Rules known at run time: locality is checked at run time too.
        let dynamic = self.scope.dynamic.contains(&id)
            || base_dist.dynamic
            || self.distribution(root).is_some_and(|d| d.dynamic)
            || !values.is_empty();
        let mut distributed_dims = vec![dynamic; rank];
        for (l, r) in rules.iter().enumerate() {
            if let AxisRule::Linear { axis, .. } = r {
                if root_blocks.get(l).copied().unwrap_or(false) {
                    distributed_dims[*axis] = true;
                }
            }
        }
        let shadow = distributed_dims
            .iter()
            .map(|&b| if b { (1, 1) } else { (0, 0) })
            .collect();
        self.set_distribution(
            id,
            Distribution {
                mapping: Mapping::Align { base: root, rules },
                shadow,
                distributed_dims,
                inherited: false,
                global_init: None,
                template: false,
                formats: Vec::new(),
                directive: None,
                dynamic,
                deferred: false,
                declared_dynamic: self.scope.dynamic.contains(&id),
                onto: None,
                align_values: values,
                align_base,
                aligned_through: None,
            },
        );
        Ok(())
    }

    /// The rules (one per base dimension) of `item`, aligning `id` with `base` directly,
    /// checked against both arrays' ranks and bounds (rules with variables: at run time);
    /// `None` after an error.
    pub(super) fn align_rules(
        &mut self,
        item: &AlignItem,
        id: SymId,
        base: SymId,
        directive: &str,
    ) -> Option<AlignRules> {
        let rank = self.rank_of(id);
        let n = item.dummies.len();
        if !self.one_per_dimension(
            item.span,
            directive,
            n,
            "dummy variable",
            &item.array.text,
            rank,
        ) {
            return None;
        }
        let base_rank = self.rank_of(base);
        if item.subscripts.len() != base_rank {
            self.error(
                item.span,
                format!(
                    "{directive} base '{}' has rank {base_rank} but {} subscript{} given",
                    item.base.text,
                    item.subscripts.len(),
                    if item.subscripts.len() == 1 {
                        " is"
                    } else {
                        "s are"
                    }
                ),
            );
            return None;
        }
        let mut vars: Vec<&str> = Vec::new();
        let mut var_dims: Vec<usize> = Vec::new();
        for (k, d) in item.dummies.iter().enumerate() {
            if let AlignDummy::Name(n) = d {
                if vars.contains(&n.text.as_str()) {
                    self.error(n.span, format!("align dummy '{}' appears twice", n.text));
                    return None;
                }
                vars.push(&n.text);
                var_dims.push(k);
            }
        }
        let mut rules = Vec::with_capacity(base_rank);
        let mut values = Vec::with_capacity(base_rank);
        let mut used = vec![false; vars.len()];
        for s in &item.subscripts {
            let run_time = match s {
                Subscript::Expr(e) if self.mentions_run_time_name(e, &vars) => {
                    Some(self.run_time_rule(e, &vars)?)
                }
                _ => None,
            };
            let rule = match &run_time {
                Some((rule, _)) => *rule,
                None => self.axis_rule(s, &vars)?,
            };
            values.push(run_time.map(|(_, v)| v));
            let rule = match rule {
                AxisRule::Linear { axis, a, b } => {
                    if std::mem::replace(&mut used[axis], true) {
                        self.error(
                            item.span,
                            format!(
                                "align dummy '{}' is used in more than one base subscript",
                                vars[axis]
                            ),
                        );
                        return None;
                    }
                    AxisRule::Linear {
                        axis: var_dims[axis],
                        a,
                        b,
                    }
                }
                other => other,
            };
            rules.push(rule);
        }
        // A dummy the base subscripts do not use is a collapsed dimension, as `*` is (HPF's
        // `ALIGN D(I, J) WITH T(I)`): no rule refers to it, so it stays whole on every process.
        // Rules known only at run time are checked by the runtime as the array is mapped.
        if values.iter().all(Option::is_none) {
            values.clear();
            if !self.alignment_fits(item, id, base, &rules, directive) {
                return None;
            }
        }
        Some((rules, values))
    }

    /// A base subscript that uses variables (`K*I + L`, `K` and `L` set before the array
    /// is mapped): linear in at most one align dummy, its `a` and `b` as expressions (the
    /// subscript at the dummy 1 less at 0, and at 0). The rule names the dummy's axis (its
    /// `a` and `b` here are placeholders: the values come at run time).
    fn run_time_rule(&mut self, e: &DExpr, vars: &[&str]) -> Option<(AxisRule, (Expr, Expr))> {
        let used: Vec<usize> = (0..vars.len())
            .filter(|&k| mentions_any(e, &[vars[k]]))
            .collect();
        let at = |v: Option<&str>, x: i64| match v {
            Some(v) => substitute(e, v, x),
            None => e.clone(),
        };
        let (rule, var) = match used.as_slice() {
            [] => (AxisRule::Constant(0), None),
            [axis] if linear_in(e, vars[*axis]) => (
                AxisRule::Linear {
                    axis: *axis,
                    a: 1,
                    b: 0,
                },
                Some(vars[*axis]),
            ),
            [_] => {
                self.error(
                    e.span,
                    "an ALIGN subscript must be a*i + b (a and b may use variables known when the array is mapped)",
                );
                return None;
            }
            _ => {
                self.error(e.span, "a directive subscript may use only one variable");
                return None;
            }
        };
        let b = at(var, 0);
        let a = match var {
            Some(_) => DExpr {
                span: e.span,
                kind: DExprKind::Binary(DOp::Sub, Box::new(at(var, 1)), Box::new(b.clone())),
            },
            None => DExpr {
                span: e.span,
                kind: DExprKind::Int("0".into()),
            },
        };
        let mut value = |d: &DExpr| -> Option<Expr> {
            let v = self.check_expr(&fortran_expr(d))?;
            if !v.ty.is_int() {
                self.error(
                    e.span,
                    format!("an ALIGN subscript must be INTEGER, found {}", v.ty),
                );
                return None;
            }
            Some(v)
        };
        let (a, b) = (value(&a)?, value(&b)?);
        Some((rule, (a, b)))
    }

    /// Every element of the aligned array must map inside the base array.
    fn alignment_fits(
        &mut self,
        item: &AlignItem,
        id: SymId,
        base: SymId,
        rules: &[AxisRule],
        directive: &str,
    ) -> bool {
        let dims = |ck: &Self, s: SymId| match &ck.scope.get(s).kind {
            SymbolKind::Array(a) => a.dims.clone(),
            _ => Vec::new(),
        };
        let (adims, bdims) = (dims(self, id), dims(self, base));
        let allocatable = |ck: &Self, s: SymId| matches!(&ck.scope.get(s).kind, SymbolKind::Array(a) if a.allocatable);
        let adjustable = |ck: &Self, s: SymId| matches!(&ck.scope.get(s).kind, SymbolKind::Array(a) if a.adjustable.is_some());
        if allocatable(self, id)
            || allocatable(self, base)
            || adjustable(self, id)
            || adjustable(self, base)
        {
            // Bounds known at ALLOCATE or on entry only: the runtime checks the alignment.
            return true;
        }
        for (k, rule) in rules.iter().enumerate() {
            let Some(&(blo, bhi)) = bdims.get(k) else {
                continue;
            };
            let (lo, hi) = match *rule {
                AxisRule::Linear { axis, a, b } => {
                    let Some(&(lo, hi)) = adims.get(axis) else {
                        continue;
                    };
                    let x = a as i128 * lo as i128 + b as i128;
                    let y = a as i128 * hi as i128 + b as i128;
                    (x.min(y), x.max(y))
                }
                AxisRule::Constant(c) => (c as i128, c as i128),
                AxisRule::Replicated => continue,
            };
            if lo < blo as i128 || hi > bhi as i128 {
                self.error(
                    item.span,
                    format!(
                        "{directive} maps '{}' to indices {lo}:{hi} of dimension {} of '{}', outside its bounds {blo}:{bhi}",
                        item.array.text,
                        k + 1,
                        item.base.text
                    ),
                );
                return false;
            }
        }
        true
    }

    fn shadow(&mut self, item: &ShadowItem) {
        let Some(id) = self.directive_array(&item.array, "SHADOW") else {
            return;
        };
        if self.distribution(id).is_none() {
            self.error(
                item.array.span,
                format!("SHADOW of '{}', which is not distributed", item.array.text),
            );
            return;
        }
        if self.distribution(id).is_some_and(|d| d.inherited) {
            self.error(
                item.array.span,
                format!(
                    "SHADOW of the INHERIT array '{}': its shadow edges are the actual argument's",
                    item.array.text
                ),
            );
            return;
        }
        let rank = self.rank_of(id);
        let n = item.widths.len();
        if !self.one_per_dimension(item.span, "SHADOW", n, "width", &item.array.text, rank) {
            return;
        }
        let mut widths = Vec::with_capacity(rank);
        for w in &item.widths {
            let Some(w) = check::widths::declared_width(w, &self.scope, self.diags) else {
                return;
            };
            widths.push(w);
        }
        if let SymbolKind::Array(a) = &mut self.scope.get_mut(id).kind {
            if let Some(d) = &mut a.dist {
                d.shadow = widths;
            }
        }
    }
}

/// Resolves DISTRIBUTE, then ALIGN (in dependency order), then SHADOW.
pub fn check_declarative(ck: &mut Checker, directives: &[Directive]) {
    let mut aligns: Vec<&AlignItem> = Vec::new();
    let mut shadows: Vec<&ShadowItem> = Vec::new();
    // Templates first: DISTRIBUTE and ALIGN name them.
    for d in directives {
        if let DirectiveKind::Template(items) = &d.kind {
            for item in items {
                ck.declare_template(item);
            }
        }
    }
    // DYNAMIC before the mappings: they depend on it wherever it is written.
    for d in directives {
        if let DirectiveKind::Dynamic(names) = &d.kind {
            for n in names {
                if let Some(id) = ck.directive_array(n, "DYNAMIC") {
                    ck.scope.dynamic.insert(id);
                }
            }
        }
    }
    for d in directives {
        match &d.kind {
            DirectiveKind::Distribute(items) => {
                for item in items {
                    let errors = ck.diags.error_count();
                    ck.distribute(item);
                    ck.unusable_after_errors(&item.array, errors);
                }
            }
            DirectiveKind::Align(items) => aligns.extend(items),
            DirectiveKind::Inherit(names) => {
                for n in names {
                    ck.inherit(n);
                }
            }
            DirectiveKind::Shadow(items) => shadows.extend(items),
            DirectiveKind::Template(_) => {}
            DirectiveKind::ReductionGroup(names) => {
                for n in names {
                    ck.declare_reduction_group(n);
                }
            }
            DirectiveKind::RemoteGroup(names) => {
                for n in names {
                    ck.declare_remote_group(n);
                }
            }
            DirectiveKind::Processors(items) => {
                for item in items {
                    ck.declare_processors(item);
                }
            }
            DirectiveKind::Dynamic(_) => {}
            DirectiveKind::Unsupported(_) => ck.error(
                d.span,
                format!("the {} directive is not supported yet", d.kind.name()),
            ),
            other => ck.error(
                d.span,
                format!("the {} directive is not allowed here", other.name()),
            ),
        }
    }
    // A DYNAMIC array that neither DISTRIBUTE nor ALIGN maps gets its mapping from its first
    // REDISTRIBUTE or REALIGN, as with a deferred DISTRIBUTE.
    let mut dynamic: Vec<SymId> = ck.scope.dynamic.iter().copied().collect();
    dynamic.sort_by_key(|id| id.0);
    for id in dynamic {
        let aligned = aligns
            .iter()
            .any(|a| ck.scope.lookup(&a.array.text) == Some(id));
        if ck.distribution(id).is_none() && !aligned && !ck.scope.unusable.contains(&id) {
            ck.defer_distribution(id, None);
        }
    }
    while !aligns.is_empty() {
        let before = aligns.len();
        aligns.retain(|item| {
            let errors = ck.diags.error_count();
            let deferred = ck.align(item).is_err();
            ck.unusable_after_errors(&item.array, errors);
            deferred
        });
        if aligns.len() == before {
            for item in aligns {
                let base_failed = ck
                    .scope
                    .lookup(&item.base.text)
                    .is_some_and(|id| ck.scope.unusable.contains(&id));
                if let Some(id) = ck.scope.lookup(&item.array.text) {
                    ck.scope.unusable.insert(id);
                }
                if base_failed {
                    continue;
                }
                ck.error(
                    item.base.span,
                    format!(
                        "'{}' is aligned with '{}', which is not distributed",
                        item.array.text, item.base.text
                    ),
                );
            }
            break;
        }
    }
    for item in shadows {
        ck.shadow(item);
    }
    for d in directives {
        if let DirectiveKind::Template(items) = &d.kind {
            for item in items {
                let id = ck.scope.lookup(&item.name.text);
                if id.is_some_and(|id| {
                    ck.distribution(id).is_none() && !ck.scope.unusable.contains(&id)
                }) {
                    ck.error(
                        item.name.span,
                        format!("the TEMPLATE '{}' is never distributed (add DISTRIBUTE {}(BLOCK, ...))", item.name.text, item.name.text),
                    );
                }
            }
        }
    }
}

/// The value of a constant INTEGER expression.
fn int_constant(e: &Expr) -> Option<i64> {
    match e.as_const() {
        Some(Const::Int(n)) => Some(*n),
        _ => None,
    }
}

/// `e` with the name `var` replaced by the integer `value`.
fn substitute(e: &DExpr, var: &str, value: i64) -> DExpr {
    let kind = match &e.kind {
        DExprKind::Name(n) if n.text == var => DExprKind::Int(value.to_string()),
        DExprKind::Neg(a) => DExprKind::Neg(Box::new(substitute(a, var, value))),
        DExprKind::Binary(op, a, b) => DExprKind::Binary(
            *op,
            Box::new(substitute(a, var, value)),
            Box::new(substitute(b, var, value)),
        ),
        DExprKind::Call(f, args) => DExprKind::Call(
            f.clone(),
            args.iter().map(|a| substitute(a, var, value)).collect(),
        ),
        DExprKind::Cond(c, a, b) => DExprKind::Cond(
            Box::new(substitute(c, var, value)),
            Box::new(substitute(a, var, value)),
            Box::new(substitute(b, var, value)),
        ),
        other => other.clone(),
    };
    DExpr { kind, span: e.span }
}

/// Whether `e` is linear in `var` by its form: sums, negations and products with one factor
/// free of `var`; `var` in no quotient or function argument.
fn linear_in(e: &DExpr, var: &str) -> bool {
    match &e.kind {
        DExprKind::Int(_) | DExprKind::Name(_) => true,
        DExprKind::Neg(a) => linear_in(a, var),
        DExprKind::Binary(DOp::Add | DOp::Sub, a, b) => linear_in(a, var) && linear_in(b, var),
        DExprKind::Binary(DOp::Mul, a, b) => {
            let (ma, mb) = (mentions_any(a, &[var]), mentions_any(b, &[var]));
            !(ma && mb) && linear_in(a, var) && linear_in(b, var)
        }
        _ => !mentions_any(e, &[var]),
    }
}

/// The INTEGER constant `v` (a rule's `a` or `b` among values known at run time).
fn int_expr(v: i64, span: Span) -> Expr {
    Expr {
        span,
        ty: Ty::I4,
        kind: ExprKind::Const(Const::Int(v)),
    }
}
