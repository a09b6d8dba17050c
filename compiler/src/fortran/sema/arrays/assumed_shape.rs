//! Actual arguments of assumed-shape dummies, and assumed-shape arrays passed on.
//!
//! A call that sees the callee's explicit interface passes an array or array section to an
//! assumed-shape dummy as a [`hir::SectionArg`]: the array and, per dimension, the range or
//! index, from which lowering builds a descriptor (so a section with strides is passed
//! without copying). An array expression is computed into a temporary first, which is then
//! passed whole. Passing an assumed-shape array on to an explicit-shape or assumed-size
//! dummy (no descriptor there) copies it into a contiguous temporary and back, as
//! non-contiguous sections are (`arguments`).

use super::*;
use crate::fortran::hir::{DummySig, SectionArg, SectionDim};

/// `:` in every one of `rank` dimensions.
pub(crate) fn all_colons(rank: usize, span: Span) -> Vec<ast::Arg> {
    let colon = ast::Arg {
        keyword: None,
        value: ast::Expr {
            kind: ast::ExprKind::Range(None, None),
            span,
        },
    };
    vec![colon; rank]
}

impl Checker<'_> {
    /// The actual argument `e` of the assumed-shape dummy `dummy` (argument `position`,
    /// counted from 1, of `callee`).
    pub(crate) fn assumed_shape_actual(
        &mut self,
        e: &ast::Expr,
        dummy: &DummySig,
        position: usize,
        callee: &str,
    ) -> Option<hir::Actual> {
        let span = e.span;
        let section = match &e.kind {
            ast::ExprKind::Designator(d)
                if d.parts.is_empty() && d.substring.is_none() && self.designates_array(d) =>
            {
                let id = self.scope.lookup(&d.name.text)?;
                if self.is_unusable(id, d.name.span) {
                    return None;
                }
                let rank = match &self.scope.get(id).kind {
                    SymbolKind::Array(info) => info.rank(),
                    _ => return None,
                };
                let args = match &d.args {
                    Some(a) => a.clone(),
                    None => all_colons(rank, span),
                };
                self.section_arg(id, &args, span)?
            }
            ast::ExprKind::Designator(d) if self.is_structure_section(d) => {
                let (t, shape) = self.component_copy_in_out(d)?;
                if shape.len() != 1 {
                    self.error(
                        span,
                        format!(
                            "a component of an array of structures of rank {} passed to the assumed-shape dummy '{}' is not supported yet",
                            shape.len(),
                            dummy.name
                        ),
                    );
                    return None;
                }
                let count = shape[0].count.clone();
                self.linear_temporary(t, count, span)
            }
            _ => {
                let (value, shape) = self.check_maybe_array(e)?;
                let Some((vars, shape)) = shape else {
                    self.error(
                        span,
                        format!(
                            "argument {position} of '{callee}' is a scalar, but its dummy '{}' is an assumed-shape array",
                            dummy.name
                        ),
                    );
                    return None;
                };
                let rank = shape.len();
                if rank > 1 && value.ty != Ty::Char {
                    let section = self.shaped_value_actual(value, &vars, &shape, span)?;
                    return self.assumed_shape_section(section, dummy, position, callee, span);
                }
                // A linear temporary describes an expression of rank 1 only.
                if rank != 1 {
                    self.error(
                        span,
                        format!(
                            "an array expression of rank {rank} passed to the assumed-shape dummy '{}' is not supported yet (pass a variable)",
                            dummy.name
                        ),
                    );
                    return None;
                }
                let count = shape[0].count.clone();
                let Some(hir::Actual::Array(t)) =
                    self.array_value_actual(value, &vars, &shape, span)
                else {
                    return None;
                };
                self.linear_temporary(t, count, span)
            }
        };
        self.assumed_shape_section(section, dummy, position, callee, span)
    }

    /// `section` as the actual argument of the assumed-shape dummy `dummy`, its rank checked.
    fn assumed_shape_section(
        &mut self,
        section: SectionArg,
        dummy: &DummySig,
        position: usize,
        callee: &str,
        span: Span,
    ) -> Option<hir::Actual> {
        let rank = section
            .dims
            .iter()
            .filter(|d| matches!(d, SectionDim::Range(..)))
            .count();
        if rank != dummy.rank {
            self.error(
                span,
                format!(
                    "argument {position} of '{callee}' has rank {rank}, but its assumed-shape dummy '{}' has rank {}",
                    dummy.name, dummy.rank
                ),
            );
            return None;
        }
        Some(hir::Actual::Section(Box::new(section)))
    }

    /// `array(args)` as a section to describe: every bound INTEGER(8), omitted ones the
    /// array's own.
    pub(crate) fn section_arg(
        &mut self,
        id: SymId,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<SectionArg> {
        let sym = self.scope.get(id).clone();
        let SymbolKind::Array(info) = &sym.kind else {
            return None;
        };
        if info.dist.is_some() {
            self.error(
                span,
                format!(
                    "passing the distributed array '{}' to an assumed-shape dummy is not supported yet: declare the dummy INHERIT (`!DVM$ INHERIT name`) in the procedure",
                    sym.name
                ),
            );
            return None;
        }
        if args.len() != info.rank() {
            self.error(
                span,
                format!(
                    "'{}' has rank {}, but {} subscripts are given",
                    sym.name,
                    info.rank(),
                    args.len()
                ),
            );
            return None;
        }
        let mut dims = Vec::with_capacity(args.len());
        for (k, a) in args.iter().enumerate() {
            let (lo, hi, st) = match &a.value.kind {
                ast::ExprKind::Range(lo, hi) => (lo.as_deref(), hi.as_deref(), None),
                ast::ExprKind::Triplet(lo, hi, st) => (lo.as_deref(), hi.as_deref(), Some(&**st)),
                _ => {
                    let i = self.section_int(&a.value)?;
                    dims.push(SectionDim::Index(self.convert(i, Ty::I8)));
                    continue;
                }
            };
            let (dlo, dhi) = self.declared_bounds(info, k, span);
            let lo = match lo {
                Some(e) => self.section_int(e)?,
                None => dlo,
            };
            let hi = match (hi, dhi) {
                (Some(e), _) => self.section_int(e)?,
                (None, Some(h)) => h,
                (None, None) => {
                    self.error(
                        span,
                        format!(
                            "the assumed-size array '{}' cannot be passed to an assumed-shape dummy without an upper bound in its last dimension",
                            sym.name
                        ),
                    );
                    return None;
                }
            };
            let st = match st {
                Some(e) => self.section_int(e)?,
                None => int(1, span),
            };
            if st.as_const() == Some(&Const::Int(0)) {
                self.error(a.value.span, "the stride of a section must not be zero");
                return None;
            }
            dims.push(SectionDim::Range(
                self.convert(lo, Ty::I8),
                self.convert(hi, Ty::I8),
                self.convert(st, Ty::I8),
            ));
        }
        Some(SectionArg { array: id, dims })
    }

    /// An assumed-shape array (or a section of one) passed where no descriptor is expected:
    /// copied into a contiguous temporary before the call and back after it.
    pub(crate) fn assumed_shape_copy(
        &mut self,
        id: SymId,
        args: Option<&[ast::Arg]>,
        span: Span,
    ) -> Option<hir::Actual> {
        let rank = match &self.scope.get(id).kind {
            SymbolKind::Array(info) => info.rank(),
            _ => return None,
        };
        if self.copy_out.is_none() && !self.actual_read_only {
            let name = self.scope.get(id).name.clone();
            self.error(
                span,
                format!(
                    "passing the assumed-shape array '{name}' to a function whose dummy is not assumed-shape is not supported yet (its elements may not be contiguous)"
                ),
            );
            return None;
        }
        let all = all_colons(rank, span);
        self.copy_in_out(id, args.unwrap_or(&all), span)
    }
}

impl Checker<'_> {
    /// An array expression of constant shape (not CHARACTER) computed into a temporary of
    /// that shape (before the statement), passed whole.
    fn shaped_value_actual(
        &mut self,
        value: Expr,
        vars: &[SymId],
        shape: &[Extent],
        span: Span,
    ) -> Option<SectionArg> {
        // A temporary of the expression's shape: a fixed one when the shape is constant, else
        // one allocated with the extents computed at run time (an empty extent counts 0).
        let extents: Vec<Expr> = match shape.iter().map(|e| e.konst).collect::<Option<Vec<_>>>() {
            Some(konst) => {
                let t = self.temp_array(value.ty, &konst);
                return self.fill_shaped_temp(
                    t,
                    value,
                    vars,
                    shape,
                    konst_extents(&konst, span),
                    span,
                );
            }
            None => shape
                .iter()
                .map(|e| Expr {
                    kind: ExprKind::Intrinsic(
                        hir::Intrinsic::Max,
                        vec![e.count.clone(), int(0, span)],
                    ),
                    ty: Ty::I4,
                    span,
                })
                .collect(),
        };
        let t = self.fresh_hidden("arr.t", value.ty);
        self.allocate_run_time_shaped(t, extents.clone(), span);
        self.fill_shaped_temp(t, value, vars, shape, extents, span)
    }

    /// Temporary `t` (bounds 1:extent) given `value` element by element, as the whole
    /// section to pass.
    fn fill_shaped_temp(
        &mut self,
        t: SymId,
        value: Expr,
        vars: &[SymId],
        shape: &[Extent],
        extents: Vec<Expr>,
        span: Span,
    ) -> Option<SectionArg> {
        let subscripts = vars
            .iter()
            .map(|&v| self.iop(BinOp::Add, load(v, Ty::I4, span), int(1, span), span))
            .collect();
        let s = assign(Place::Elem(t, subscripts, span), value, span);
        let nest = self.loop_nest(vars, shape, vec![s], span);
        if !self.hoist_all(nest, "an array expression as an argument", span) {
            return None;
        }
        let dims = extents
            .into_iter()
            .map(|n| {
                SectionDim::Range(
                    self.convert(int(1, span), Ty::I8),
                    self.convert(n, Ty::I8),
                    self.convert(int(1, span), Ty::I8),
                )
            })
            .collect();
        Some(SectionArg { array: t, dims })
    }

    /// The whole of temporary `t`, a linear array of `count` elements, as a section actual.
    fn linear_temporary(&mut self, t: SymId, count: Expr, span: Span) -> SectionArg {
        SectionArg {
            array: t,
            dims: vec![SectionDim::Range(
                self.convert(int(1, span), Ty::I8),
                self.convert(count, Ty::I8),
                self.convert(int(1, span), Ty::I8),
            )],
        }
    }
}

/// Constant extents (an empty one counts 0) as expressions.
fn konst_extents(konst: &[i64], span: Span) -> Vec<Expr> {
    konst.iter().map(|&n| int(n.max(0), span)).collect()
}
