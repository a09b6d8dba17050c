//! Functions whose result is an array but not a POINTER: explicit-shape results sized by
//! constants or by specification expressions of the dummies (`REAL :: r(SIZE(x))`), and
//! ALLOCATABLE results.
//!
//! One convention for both, on both sides of the call: the caller passes, as the hidden
//! first argument, the descriptor of an unallocated allocatable array of the result's rank
//! (dvmhc's layout, as for POINTER results: `lower::results`), and the function's result
//! variable *is* that array. An explicit-shape result becomes an allocatable array allocated
//! on entry with its declared bounds (evaluated where an automatic array's are); an
//! ALLOCATABLE one is allocated by the function's own ALLOCATE or assignments. So the callee
//! sizes the result, which the caller could only do by evaluating the callee's specification
//! expressions with the actual arguments.
//!
//! The caller calls the function by a statement hoisted before the one that references it,
//! into a hidden allocatable temporary (its lower bounds made 1, as a function value's are,
//! by lowering), and checks the reference as a reference to that whole temporary: every
//! place an allocatable array may appear then takes such a reference too (array
//! expressions, intrinsics, I/O lists, actual arguments, constructors, WHERE masks,
//! realloc-on-assignment). The temporary is freed after the statement, and again, if still
//! allocated, before the next call fills it.

use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{self, AllocItem, ArrayInfo, Call, Place, SymId, SymbolKind, Ty};
use crate::name::Name;
use crate::source::Span;

impl Checker<'_> {
    /// The rank of the array result, not a POINTER, of the function `id` (`None`: not such a
    /// function).
    pub(super) fn array_result(&self, id: SymId) -> Option<usize> {
        match &self.scope.get(id).kind {
            SymbolKind::Procedure(p) => p.interface.as_ref().and_then(|i| i.array_result),
            _ => None,
        }
    }

    /// Calls the function `proc` (result of rank `rank`) with `args` into a new hidden
    /// temporary before the statement being checked; the designator naming that temporary.
    pub(super) fn array_function_temp(
        &mut self,
        name: &Name,
        args: &[ast::Arg],
        proc: SymId,
        rank: usize,
        span: Span,
    ) -> Option<ast::Designator> {
        // In a parallel loop the temporary is private to the iteration (`fresh_hidden`), its
        // own descriptor freed when the iteration ends (`lower/parallel.rs`).
        if let Some(place) = self.no_hoist {
            self.error(
                name.span,
                format!(
                    "a reference to the array-valued function '{}' in {place} is not supported yet",
                    name.text
                ),
            );
            return None;
        }
        let (ty, char_len) = {
            let s = self.scope.get(proc);
            (s.ty, s.char_len)
        };
        if !self.function_length_is_constant(proc, name) {
            return None;
        }
        let saved = self.copy_out.replace(Vec::new());
        let actuals = self.without_array_ctx(|ck| ck.actual_arguments(proc, args));
        let back = std::mem::replace(&mut self.copy_out, saved).unwrap_or_default();
        let actuals = actuals?;
        let t = self.fresh_hidden(&format!("res.{}", name.text), ty);
        {
            let sym = self.scope.get_mut(t);
            sym.char_len = char_len;
            sym.span = span;
            sym.kind = SymbolKind::Array(ArrayInfo {
                dims: vec![(1, 1); rank],
                adjustable: None,
                dist: None,
                allocatable: true,
                assumed_shape: false,
            });
        }
        self.set_run_time_bounds(t);
        let stmt = |kind| hir::Stmt {
            label: None,
            kind,
            span,
        };
        self.pre_stmts.push(stmt(hir::StmtKind::Call(Call {
            proc,
            args: actuals,
            result: Some(t),
        })));
        // Arguments copied in for the call go back right after it.
        self.pre_stmts.extend(back);
        let status = self.fresh_hidden("res.s", Ty::I4);
        self.post_stmts.push(stmt(hir::StmtKind::Deallocate {
            items: vec![t],
            stat: Some(Place::Scalar(status)),
        }));
        let tname = self.scope.get(t).name.clone();
        Some(ast::Designator {
            name: Name::new(&tname, name.span),
            args: None,
            substring: None,
            parts: Vec::new(),
            span,
        })
    }

    /// The function's own array result `r` (not a POINTER) made the allocatable array the
    /// caller's descriptor describes; for an explicit-shape one, the ALLOCATE with its
    /// declared bounds that starts the body.
    pub(super) fn array_result_storage(&mut self, r: SymId) -> Option<hir::Stmt> {
        let sym = self.scope.get(r).clone();
        let SymbolKind::Array(info) = &sym.kind else {
            return None;
        };
        if sym.pointer || info.dist.is_some() {
            return None;
        }
        if info.assumed_shape
            || info
                .adjustable
                .as_ref()
                .is_some_and(|b| b.iter().any(|(_, hi)| hi.is_none()))
        {
            self.error(
                sym.span,
                format!(
                    "the array result '{}' must have an explicit shape or be ALLOCATABLE",
                    sym.name
                ),
            );
            return None;
        }
        if info.allocatable {
            return None;
        }
        let span = sym.span;
        let mut bounds = Vec::with_capacity(info.rank());
        for k in 0..info.rank() {
            let (lo, hi) = self.declared_bounds(info, k, span);
            let hi = hi?;
            bounds.push((self.convert(lo, Ty::I8), self.convert(hi, Ty::I8)));
        }
        if let SymbolKind::Array(info) = &mut self.scope.get_mut(r).kind {
            info.allocatable = true;
            info.adjustable = None;
        }
        self.set_run_time_bounds(r);
        Some(hir::Stmt {
            label: None,
            kind: hir::StmtKind::Allocate {
                items: vec![AllocItem { array: r, bounds }],
                stat: None,
            },
            span,
        })
    }

    /// The interface a RECURSIVE external function with an array result calls itself
    /// through (its own declarations; a module or internal procedure has its host's).
    pub(super) fn own_array_interface(&self) -> Option<std::rc::Rc<hir::Interface>> {
        let r = self.scope.result?;
        let sym = self.scope.get(r);
        if sym.pointer || !matches!(sym.kind, SymbolKind::Array(_)) {
            return None;
        }
        let intent_in = &self.scope.intent_in;
        Some(std::rc::Rc::new(hir::Interface {
            elemental: false,
            ..hir::Interface::of(
                &self.scope.symbols,
                &self.scope.dummies,
                &self.scope.optional,
                &|d| intent_in.contains(&d),
                Some(r),
            )
            .with_value(&self.scope.dummies, &self.scope.value)
        }))
    }
}
