//! WHERE and FORALL: array assignments guarded by masks, and assignments over index
//! ranges bound to hidden loop variables; both with the evaluate-first rules of array
//! assignment.

use super::*;
use crate::fortran::ast;
use crate::fortran::hir::{self, BinOp, Const, Expr, Place, SymId, Ty};
use crate::source::Span;

impl Checker<'_> {
    /// `WHERE (mask) ... ELSEWHERE (mask) ... ELSEWHERE ... END WHERE`, with WHERE
    /// constructs nested in its branches (each runs under the masks of the branch around it).
    pub(crate) fn check_where(
        &mut self,
        w: &ast::WhereConstruct,
        label: Option<ast::Label>,
        span: Span,
        out: &mut Vec<hir::Stmt>,
    ) {
        self.keep_label(out, label, span);
        // The targets the construct assigns, at every level.
        let mut assigned = Vec::new();
        if !self.where_targets(&w.branches, &mut assigned) {
            return;
        }
        // Masks of a construct that assigns only distributed arrays may read distributed
        // arrays: each assignment is an implicit parallel loop (`distributed.rs`).
        let distributed = assigned
            .iter()
            .all(|id| id.is_some_and(|id| self.is_distributed_array(id)));
        let targets: Vec<SymId> = assigned.into_iter().flatten().collect();
        self.where_branches(&w.branches, &[], distributed, &targets, out);
    }

    /// Collects what the assignments of `branches` (and of WHERE constructs nested in them)
    /// assign (`None`: a name not declared); `false` (reported) for a statement WHERE does not
    /// allow.
    fn where_targets(
        &mut self,
        branches: &[ast::WhereBranch],
        targets: &mut Vec<Option<SymId>>,
    ) -> bool {
        for b in branches {
            for s in &b.body {
                match &s.kind {
                    ast::StmtKind::Assign { lhs, .. } => {
                        targets.push(self.scope.lookup(&lhs.name.text));
                    }
                    ast::StmtKind::Where(inner) => {
                        if !self.where_targets(&inner.branches, targets) {
                            return false;
                        }
                    }
                    _ => {
                        self.error(
                            s.span,
                            "only array assignments and WHERE constructs are allowed in a WHERE construct",
                        );
                        return false;
                    }
                }
            }
        }
        true
    }

    /// The branches of one WHERE level under the guards `outer` of the branch around it.
    fn where_branches<'a>(
        &mut self,
        branches: &'a [ast::WhereBranch],
        outer: &[(MaskSource<'a>, bool)],
        distributed: bool,
        targets: &[SymId],
        out: &mut Vec<hir::Stmt>,
    ) {
        // Each mask on its own: its errors once, and its shape.
        let mut masks: Vec<(Option<&ast::Expr>, Vec<Extent>)> = Vec::new();
        for b in branches {
            let Some(m) = &b.mask else {
                masks.push((None, Vec::new()));
                continue;
            };
            let ctx = ArrayCtx {
                distributed,
                ..ArrayCtx::default()
            };
            let Some((x, shape)) = self.check_maybe_array_in(ctx, m) else {
                return;
            };
            if !x.ty.is_logical() {
                self.error(
                    m.span,
                    format!("a WHERE mask must be LOGICAL, found {}", x.ty),
                );
                return;
            }
            let Some((_, shape)) = shape else {
                self.error(m.span, "a WHERE mask must be an array");
                return;
            };
            masks.push((Some(m), shape));
        }
        // A mask the body may change is computed first, into a temporary.
        let mut sources: Vec<Option<MaskSource<'a>>> = Vec::new();
        for (b, (_, shape)) in branches.iter().zip(&masks) {
            let Some(m) = &b.mask else {
                sources.push(None);
                continue;
            };
            let changed = targets
                .iter()
                .any(|id| m.mentions(&self.scope.get(*id).name.clone()));
            // A construct of one assignment to a distributed array reads its masks element
            // by element right before assigning that element (its implicit parallel loop
            // rejects reads of the target at other elements), so no temporary is needed.
            if !changed || (distributed && targets.len() == 1) {
                sources.push(Some(MaskSource::Expr(m)));
                continue;
            }
            // In a FORALL the mask differs for each index combination: one assignment reads
            // it element by element right before that element (the assignment's overlap
            // rules see the mask); more would need a temporary per combination.
            if self.forall_outer.is_some() {
                if branches.len() == 1 && targets.len() == 1 {
                    sources.push(Some(MaskSource::Expr(m)));
                    continue;
                }
                self.error(
                    m.span,
                    "a WHERE mask in a FORALL that the WHERE's assignments change is not supported yet with more than one assignment",
                );
                return;
            }
            let what = "a WHERE mask changed by its assignments";
            let Some(t) = self.linear_temp(Ty::L4, shape, targets, what, m.span) else {
                return;
            };
            let Some((x, Some((vars, shape)))) = self.check_maybe_array(m) else {
                return;
            };
            let pos = self.linear_position(&vars, &shape, m.span);
            let s = assign(Place::Elem(t, vec![pos], m.span), x, m.span);
            let nest = self.loop_nest(&vars, &shape, vec![s], m.span);
            // Before the statements this construct produces (after what the temporary and
            // the mask need first: its allocation, reductions in the mask).
            let pre = std::mem::take(&mut self.pre_stmts);
            out.extend(pre);
            out.extend(nest);
            sources.push(Some(MaskSource::Temp(t, shape)));
        }
        for (k, b) in branches.iter().enumerate() {
            // Branch k runs where the outer guards hold, the earlier masks are false and its
            // own is true.
            let mut guards: Vec<(MaskSource<'a>, bool)> = outer.to_vec();
            for source in sources.iter().take(k).flatten() {
                guards.push((source.clone(), true));
            }
            if let Some(Some(source)) = sources.get(k) {
                guards.push((source.clone(), false));
            }
            for s in &b.body {
                match &s.kind {
                    ast::StmtKind::Assign { lhs, rhs } => {
                        if !self.designates_array(lhs) {
                            if let Some(kind) =
                                self.component_where_assignment(lhs, rhs, &guards, s.span)
                            {
                                let pre = std::mem::take(&mut self.pre_stmts);
                                out.extend(pre);
                                if let Some(kind) = kind {
                                    self.push(out, s.label, kind, s.span);
                                }
                                continue;
                            }
                            self.error(
                                lhs.span,
                                "the target of an assignment in WHERE must be an array",
                            );
                            continue;
                        }
                        if let Some(kind) = self.guarded_assignment(lhs, rhs, &guards, s.span) {
                            let pre = std::mem::take(&mut self.pre_stmts);
                            out.extend(pre);
                            self.push(out, s.label, kind, s.span);
                        }
                    }
                    ast::StmtKind::Where(inner) => {
                        self.keep_label(out, s.label, s.span);
                        self.where_branches(&inner.branches, &guards, distributed, targets, out);
                    }
                    _ => {}
                }
            }
        }
    }

    /// `WHERE (p%m > 0) p%v = 0`: an assignment to a component section (of an array of
    /// structures, or an array component) under the construct's masks, as the component
    /// section's own loop nest with the masks subscripted by its index variables (each
    /// element's masks are read before that element is assigned). `None`: the target is
    /// not such a section.
    fn component_where_assignment(
        &mut self,
        lhs: &ast::Designator,
        rhs: &ast::Expr,
        guards: &[(MaskSource<'_>, bool)],
        span: Span,
    ) -> Option<Option<hir::StmtKind>> {
        if lhs.parts.is_empty() {
            return None;
        }
        self.masked_component_section_assignment(lhs, rhs, span, |ck, vars| {
            let mut cond: Option<Expr> = None;
            for (m, negate) in guards {
                let g = match m {
                    MaskSource::Expr(e) => {
                        let e = ck.subscript_value(e, vars).ok()?;
                        ck.check_expr(&e)?
                    }
                    MaskSource::Temp(t, shape) => {
                        if shape.len() != vars.len() {
                            ck.error(
                                span,
                                format!(
                                    "a WHERE mask of rank {} does not conform to the target of rank {}",
                                    shape.len(),
                                    vars.len()
                                ),
                            );
                            return None;
                        }
                        let ids: Option<Vec<SymId>> = vars
                            .iter()
                            .map(|v| match &v.kind {
                                ast::ExprKind::Designator(d) => ck.scope.lookup(&d.name.text),
                                _ => None,
                            })
                            .collect();
                        let pos = ck.linear_position(&ids?, shape, span);
                        Expr {
                            kind: hir::ExprKind::Elem(*t, vec![pos]),
                            ty: ck.scope.get(*t).ty,
                            span,
                        }
                    }
                };
                if !g.ty.is_logical() {
                    ck.error(
                        g.span,
                        format!("a WHERE mask must be LOGICAL, found {}", g.ty),
                    );
                    return None;
                }
                let g = if *negate {
                    Expr {
                        span: g.span,
                        ty: Ty::L4,
                        kind: hir::ExprKind::Unary(hir::UnOp::Not, Box::new(g)),
                    }
                } else {
                    g
                };
                cond = Some(match cond {
                    None => g,
                    Some(c) => ck.make_binary(BinOp::And, c, g, Ty::L4, span),
                });
            }
            Some(cond)
        })
    }

    /// `FORALL (i = lo:hi[:st], ..., mask) a(...) = ...`: each assignment for every index
    /// combination where the mask holds, its right side evaluated for all of them first (as
    /// an array assignment, with the indices as hidden loop variables).
    pub(crate) fn check_forall(
        &mut self,
        fa: &ast::ForallConstruct,
        label: Option<ast::Label>,
        span: Span,
        out: &mut Vec<hir::Stmt>,
    ) {
        self.keep_label(out, label, span);
        let mut vars = Vec::new();
        let mut shape = Vec::new();
        let mut binds = Vec::new();
        for spec in &fa.specs {
            let lo = self.section_int(&spec.lo);
            let hi = self.section_int(&spec.hi);
            let st = match &spec.step {
                Some(e) => self.section_int(e),
                None => Some(int(1, span)),
            };
            let (Some(lo), Some(hi), Some(st)) = (lo, hi, st) else {
                return;
            };
            if let Some(Const::Int(0)) = st.as_const() {
                self.error(spec.var.span, "the FORALL step must not be zero");
                return;
            }
            let sp = spec.var.span;
            let diff = self.iop(BinOp::Sub, hi, lo.clone(), sp);
            let diff = self.iop(BinOp::Add, diff, st.clone(), sp);
            let count = self.iop(BinOp::Div, diff, st.clone(), sp);
            let konst = match count.as_const() {
                Some(Const::Int(n)) => Some((*n).max(0)),
                _ => None,
            };
            let v = self.fresh_hidden("arr.i", Ty::I4);
            let step = self.iop(BinOp::Mul, load(v, Ty::I4, sp), st, sp);
            let index = self.iop(BinOp::Add, lo, step, sp);
            binds.push((spec.var.text.clone(), index));
            vars.push(v);
            shape.push(Extent { count, konst });
        }
        let depth = self.stmt_fn_env.len();
        self.stmt_fn_env.extend(binds);
        let mask = match &fa.mask {
            None => Some(None),
            Some(m) => match self.check_expr(m) {
                Some(x) if x.ty.is_logical() => Some(Some(x)),
                Some(x) => {
                    self.error(
                        m.span,
                        format!("a FORALL mask must be LOGICAL, found {}", x.ty),
                    );
                    None
                }
                None => None,
            },
        };
        if let Some(mask) = mask {
            for s in &fa.body {
                if let ast::StmtKind::Where(w) = &s.kind {
                    let outer = ForallOuter {
                        vars: vars.clone(),
                        shape: shape.clone(),
                        mask: mask.clone(),
                    };
                    let saved = self.forall_outer.replace(outer);
                    self.check_where(w, s.label, s.span, out);
                    self.forall_outer = saved;
                    continue;
                }
                let ast::StmtKind::Assign { lhs, rhs } = &s.kind else {
                    self.error(
                        s.span,
                        "only assignments and WHERE constructs are supported in a FORALL construct",
                    );
                    continue;
                };
                let kind = self.forall_assignment(lhs, rhs, mask.clone(), &vars, &shape, s.span);
                let pre = std::mem::take(&mut self.pre_stmts);
                out.extend(pre);
                if let Some(kind) = kind {
                    self.push(out, s.label, kind, s.span);
                }
            }
        }
        self.stmt_fn_env.truncate(depth);
    }

    pub(super) fn forall_assignment(
        &mut self,
        lhs: &ast::Designator,
        rhs: &ast::Expr,
        mask: Option<Expr>,
        vars: &[SymId],
        shape: &[Extent],
        span: Span,
    ) -> Option<hir::StmtKind> {
        let target = self.place(lhs)?;
        if !matches!(target, Place::Elem(..)) {
            self.error(
                lhs.span,
                "the target of a FORALL assignment must be an array element",
            );
            return None;
        }
        let value = self.check_expr(rhs)?;
        let id = target.symbol();
        let ty = self.scope.get(id).ty;
        let what = format!("the assignment to '{}'", self.scope.get(id).name);
        let value = self.convert_for_assignment(value, ty, &what)?;
        self.scalarized_assignment(target, value, mask, vars, shape, span)
    }
}
