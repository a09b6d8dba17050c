//! POINTER and TARGET: declarations, pointer assignment (`p => t`), NULLIFY, ASSOCIATED and
//! NULL().
//!
//! A pointer is a variable whose storage is a descriptor (see `lower::pointers`). An array
//! pointer is an allocatable array (`ArrayInfo::allocatable`, bounds from its descriptor at
//! run time) whose symbol is also `pointer`, so every use of its elements, sections, bounds,
//! ALLOCATE and DEALLOCATE goes the allocatable arrays' way; what differs is that its
//! elements may be apart (a pointer to a section with strides), so it is passed on and
//! written as a whole as an assumed-shape array is. A scalar pointer's uses read and write
//! its target. Pointer assignment checks what F90 requires of the target: a TARGET or
//! POINTER variable (or part of one) of the pointer's type and rank. Distributed arrays are
//! not pointer targets in DVMH: POINTER or TARGET on one is an error.

use super::Checker;
use crate::fortran::ast::{self, DimSpec};
use crate::fortran::hir::{
    Actual, ArrayInfo, Expr, ExprKind, Place, PointerObj, PointerValue, SectionDim, StmtKind,
    SymId, Symbol, SymbolKind, Ty,
};
use crate::name::Name;
use crate::source::Span;

impl Checker<'_> {
    /// `POINTER :: p(:, :)`, `REAL, POINTER :: q`: `dims` is the declaration's shape, which
    /// must be deferred.
    pub fn declare_pointer(
        &mut self,
        name: &Name,
        ty: Option<Ty>,
        dims: Option<&[DimSpec]>,
        untyped: &mut Vec<(SymId, Name)>,
    ) {
        if !self.may_declare(name) {
            return;
        }
        let existing = self.scope.lookup(&name.text);
        if let Some(id) = existing {
            let sym = self.scope.get(id);
            if matches!(&sym.kind, SymbolKind::Array(i) if i.allocatable && !sym.pointer) {
                self.error(
                    name.span,
                    format!("'{}' cannot be both POINTER and ALLOCATABLE", name.text),
                );
                return;
            }
            if sym.pointer {
                self.error(
                    name.span,
                    format!("'{}' is declared POINTER twice", name.text),
                );
                return;
            }
        }
        match dims {
            Some(d) if super::allocatable::is_deferred_shape(d) => {
                if !self.rank_fits(name, d.len()) {
                    return;
                }
                let info = ArrayInfo {
                    dims: vec![(1, 1); d.len()],
                    adjustable: None,
                    dist: None,
                    allocatable: true,
                    assumed_shape: false,
                };
                let id = match existing {
                    Some(id) => {
                        if !matches!(self.scope.get(id).kind, SymbolKind::Scalar) {
                            self.error(
                                name.span,
                                format!("the dimensions of '{}' are declared twice", name.text),
                            );
                            return;
                        }
                        if let Some(t) = ty {
                            if !self.set_declared_type(id, name, t) {
                                return;
                            }
                            untyped.retain(|(u, _)| *u != id);
                        }
                        self.scope.get_mut(id).kind = SymbolKind::Array(info);
                        id
                    }
                    None => {
                        self.declare(name, ty, None, untyped);
                        let Some(id) = self.scope.lookup(&name.text) else {
                            return;
                        };
                        self.scope.get_mut(id).kind = SymbolKind::Array(info);
                        id
                    }
                };
                self.scope.get_mut(id).pointer = true;
                self.set_run_time_bounds(id);
            }
            Some(d) => self.error(
                name.span,
                format!(
                    "the POINTER array '{}' must have a deferred shape, such as ({})",
                    name.text,
                    vec![":"; d.len()].join(", ")
                ),
            ),
            None => {
                if existing.is_none() || ty.is_some() {
                    self.declare(name, ty, None, untyped);
                }
                let Some(id) = self.scope.lookup(&name.text) else {
                    return;
                };
                match &self.scope.get(id).kind {
                    SymbolKind::Scalar => {}
                    SymbolKind::Array(_) => {
                        self.error(
                            name.span,
                            format!(
                                "the POINTER array '{}' must have a deferred shape, such as {}(:)",
                                name.text, name.text
                            ),
                        );
                        return;
                    }
                    _ => {
                        self.error(
                            name.span,
                            format!("'{}' is not a variable and cannot be a POINTER", name.text),
                        );
                        return;
                    }
                }
                self.scope.get_mut(id).pointer = true;
            }
        }
    }

    /// TARGET on a declared (or implicitly typed) name.
    pub fn declare_target(&mut self, name: &Name, untyped: &mut Vec<(SymId, Name)>) {
        if self.scope.lookup(&name.text).is_none() {
            self.declare(name, None, None, untyped);
        }
        let Some(id) = self.scope.lookup(&name.text) else {
            return;
        };
        if !matches!(
            self.scope.get(id).kind,
            SymbolKind::Scalar | SymbolKind::Array(_)
        ) {
            self.error(
                name.span,
                format!("'{}' is not a variable and cannot be a TARGET", name.text),
            );
            return;
        }
        self.scope.get_mut(id).target = true;
    }

    /// `=> NULL()` in a declaration: only for a pointer, and only NULL().
    pub fn pointer_initialization(&mut self, name: &Name, init: &ast::Expr) {
        let pointer = self
            .scope
            .lookup(&name.text)
            .is_some_and(|id| self.scope.get(id).pointer);
        if !pointer {
            self.error(
                init.span,
                format!(
                    "'{}' is not a POINTER: '=>' initializes pointers only",
                    name.text
                ),
            );
        } else if !is_null(init) {
            self.error(
                init.span,
                format!(
                    "the initial value of the pointer '{}' must be NULL()",
                    name.text
                ),
            );
        }
    }

    /// Distributed arrays are not pointer targets in DVMH.
    pub fn check_distributed_pointers(&mut self) {
        for id in self.distributed.clone() {
            let sym = self.scope.get(id);
            let what = match (sym.pointer, sym.target) {
                (true, _) => "POINTER",
                (false, true) => "TARGET",
                _ => continue,
            };
            let (span, name) = (sym.span, sym.name.clone());
            self.error(
                span,
                format!(
                    "the distributed array '{name}' cannot be a {what}: distributed arrays are not pointer targets in DVMH"
                ),
            );
            self.scope.unusable.insert(id);
        }
    }

    /// The pointer a designator names: a POINTER variable as a whole, or a scalar POINTER
    /// component.
    fn pointer_object(&mut self, d: &ast::Designator, what: &str) -> Option<(PointerObj, Pointee)> {
        let Some(id) = self.scope.lookup(&d.name.text) else {
            self.error(
                d.name.span,
                format!("'{}' is not declared: {what} needs a POINTER", d.name.text),
            );
            return None;
        };
        if self.is_unusable(id, d.name.span) {
            return None;
        }
        if !d.parts.is_empty() {
            let Some(Place::Field(f)) = self.place(d) else {
                return None;
            };
            let name = d
                .parts
                .last()
                .map_or(String::new(), |p| p.name.text.clone());
            // An ALLOCATABLE scalar component (`pointer` too) may be the actual argument of
            // an ALLOCATABLE scalar dummy.
            let argument = what.starts_with("argument");
            if !f.pointer || (f.allocatable && !argument) {
                let kind = if f.allocatable { "ALLOCATABLE, " } else { "" };
                self.error(
                    d.span,
                    format!("the component '{name}' is {kind}not a POINTER ({what})"),
                );
                return None;
            }
            let info = Pointee {
                name,
                ty: f.ty,
                char_len: (f.ty == Ty::Char)
                    .then_some(crate::fortran::hir::CharLen::Const(f.char_len)),
                rank: 0,
                remap: false,
            };
            return Some((PointerObj::Field(f), info));
        }
        if !self.scope.get(id).pointer {
            self.error(
                d.name.span,
                format!("'{}' is not a POINTER ({what})", d.name.text),
            );
            return None;
        }
        // An ALLOCATABLE scalar is a pointer underneath; an actual argument may be one (for
        // an ALLOCATABLE dummy), nothing else that wants a POINTER.
        if !what.starts_with("argument") && self.is_allocatable_scalar(d) && !self.is_polymorphic(d)
        {
            self.error(
                d.name.span,
                format!("'{}' is ALLOCATABLE, not a POINTER ({what})", d.name.text),
            );
            return None;
        }
        if d.args.is_some() || d.substring.is_some() {
            self.error(
                d.span,
                format!(
                    "{what} takes the pointer '{}' as a whole, without subscripts",
                    d.name.text
                ),
            );
            return None;
        }
        let sym = self.scope.get(id);
        let info = Pointee {
            name: sym.name.clone(),
            ty: sym.ty,
            char_len: sym.char_len,
            rank: match &sym.kind {
                SymbolKind::Array(info) => info.rank(),
                _ => 0,
            },
            remap: false,
        };
        Some((PointerObj::Var(id), info))
    }

    /// The pointer `d` names (as [`Checker::pointer_object`]) and its rank.
    pub(super) fn pointer_and_rank(
        &mut self,
        d: &ast::Designator,
        what: &str,
    ) -> Option<(PointerObj, usize)> {
        self.pointer_object(d, what).map(|(p, info)| (p, info.rank))
    }

    /// The actual argument of the POINTER dummy `dummy` (argument `position` of `callee`): a
    /// pointer of the dummy's type and rank, whose descriptor the callee uses.
    pub(crate) fn pointer_actual(
        &mut self,
        e: &ast::Expr,
        dummy: &crate::fortran::hir::DummySig,
        position: usize,
        callee: &str,
    ) -> Option<Actual> {
        if dummy.allocatable {
            return self.allocatable_actual(e, dummy, position, callee);
        }
        let ast::ExprKind::Designator(d) = &e.kind else {
            self.error(
                e.span,
                format!(
                    "argument {position} of '{callee}' must be a POINTER: its dummy '{}' is one",
                    dummy.name
                ),
            );
            return None;
        };
        let (obj, info) = self.pointer_object(d, &format!("argument {position} of '{callee}'"))?;
        if info.rank != dummy.rank || info.ty != dummy.ty {
            self.error(
                e.span,
                format!(
                    "argument {position} of '{callee}' is a {} pointer of rank {}, but its POINTER dummy '{}' is {} of rank {}",
                    info.ty, info.rank, dummy.name, dummy.ty, dummy.rank
                ),
            );
            return None;
        }
        Some(Actual::Pointer(obj))
    }

    /// `p => t`, `p(0:, 2:) => t` (lower bounds), `p(1:n, 1:m) => v` (remapping).
    pub fn check_pointer_assign(
        &mut self,
        lhs: &ast::Designator,
        rhs: &ast::Expr,
    ) -> Option<StmtKind> {
        let mut whole = lhs.clone();
        let specs = if lhs.parts.is_empty() && lhs.substring.is_none() {
            whole.args.take()
        } else {
            None
        };
        let (pointer, mut info) = self.pointer_object(&whole, "pointer assignment")?;
        let bounds = match &specs {
            Some(specs) => self.pointer_bounds(&info, specs, lhs.span)?,
            None => Vec::new(),
        };
        let remap = bounds.first().is_some_and(|(_, hi)| hi.is_some());
        info.remap = remap;
        let value = self.pointer_value(&info, rhs, "pointer assignment")?;
        Some(StmtKind::PointerAssign {
            pointer,
            value,
            bounds,
        })
    }

    /// The bounds of `p(lo:, ...) =>` or `p(lo:hi, ...) =>`: one per dimension of the
    /// pointer, all with upper bounds (remapping) or none.
    fn pointer_bounds(
        &mut self,
        info: &Pointee,
        specs: &[ast::Arg],
        span: Span,
    ) -> Option<Vec<(Expr, Option<Expr>)>> {
        if info.rank == 0 || specs.len() != info.rank {
            self.error(
                span,
                format!(
                    "the pointer '{}' has rank {}: a bounds specification gives one 'lower:' or 'lower:upper' per dimension",
                    info.name, info.rank
                ),
            );
            return None;
        }
        let mut out = Vec::with_capacity(specs.len());
        for a in specs {
            let (lo, hi) = match &a.value.kind {
                ast::ExprKind::Range(Some(lo), hi) if a.keyword.is_none() => (lo, hi),
                _ => {
                    self.error(
                        a.value.span,
                        "a pointer's bounds are given as 'lower:' or 'lower:upper'",
                    );
                    return None;
                }
            };
            let mut bound = |e: &ast::Expr| -> Option<Expr> {
                let v = self.check_expr(e)?;
                if !v.ty.is_int() {
                    self.error(
                        e.span,
                        format!("a pointer bound must be INTEGER, found {}", v.ty),
                    );
                    return None;
                }
                Some(self.convert(v, Ty::I8))
            };
            let lo = bound(lo)?;
            let hi = match hi {
                Some(h) => Some(bound(h)?),
                None => None,
            };
            out.push((lo, hi));
        }
        if out.iter().any(|(_, h)| h.is_some()) && out.iter().any(|(_, h)| h.is_none()) {
            self.error(
                span,
                "either every dimension of a pointer's bounds has an upper bound (remapping) or none has",
            );
            return None;
        }
        Some(out)
    }

    /// `NULLIFY (p, q)`.
    pub fn check_nullify(&mut self, args: &[ast::Arg]) -> Option<StmtKind> {
        let mut items = Vec::new();
        let mut ok = true;
        for a in args {
            let id = match &a.value.kind {
                ast::ExprKind::Designator(d) if a.keyword.is_none() => {
                    self.pointer_object(d, "NULLIFY").map(|(p, _)| p)
                }
                _ => {
                    self.error(a.value.span, "NULLIFY takes the names of pointers");
                    None
                }
            };
            match id {
                Some(id) => items.push(id),
                None => ok = false,
            }
        }
        ok.then_some(StmtKind::Nullify(items))
    }

    /// `ASSOCIATED(p [, t])` (`None` after an error).
    pub fn associated(&mut self, args: &[ast::Arg], span: Span) -> Option<Expr> {
        let (p, t) = match args {
            [p] => (p, None),
            [p, t] => (p, Some(t)),
            _ => {
                self.error(span, "ASSOCIATED takes a pointer and an optional target");
                return None;
            }
        };
        let ast::ExprKind::Designator(d) = &p.value.kind else {
            self.error(
                p.value.span,
                "the first argument of ASSOCIATED must be a POINTER",
            );
            return None;
        };
        let (pointer, info) = self.pointer_object(d, "ASSOCIATED")?;
        let target = match t {
            Some(t) => Some(Box::new(self.pointer_value(
                &info,
                &t.value,
                "ASSOCIATED",
            )?)),
            None => None,
        };
        Some(Expr {
            kind: ExprKind::Associated(pointer, target),
            ty: Ty::L4,
            span,
        })
    }

    /// What `pointer` is to be associated with: NULL(), or a TARGET or POINTER variable (an
    /// element, a section, a component) of its type and rank.
    fn pointer_value(
        &mut self,
        psym: &Pointee,
        rhs: &ast::Expr,
        what: &str,
    ) -> Option<PointerValue> {
        if is_null(rhs) {
            return Some(PointerValue::Null);
        }
        let ast::ExprKind::Designator(d) = &rhs.kind else {
            self.error(
                rhs.span,
                format!(
                    "the target of '{}' must be a variable with the TARGET or POINTER attribute, or NULL()",
                    psym.name
                ),
            );
            return None;
        };
        let Some(id) = self.scope.lookup(&d.name.text) else {
            self.error(
                d.name.span,
                format!("'{}' is not declared ({what})", d.name.text),
            );
            return None;
        };
        if self.is_unusable(id, d.name.span) {
            return None;
        }
        if let Some(rank) = self.pointer_result(id) {
            return self.pointer_function_value(psym, rhs, id, rank);
        }
        let tsym = self.scope.get(id).clone();
        if !matches!(tsym.kind, SymbolKind::Scalar | SymbolKind::Array(_)) {
            self.error(
                d.name.span,
                format!(
                    "the target of '{}' must be a variable with the TARGET or POINTER attribute, or NULL()",
                    psym.name
                ),
            );
            return None;
        }
        if !tsym.target && !tsym.pointer && !self.through_pointer_component(&tsym, d) {
            self.error(
                d.name.span,
                format!(
                    "'{}' is neither TARGET nor POINTER: '{}' cannot point to it",
                    tsym.name, psym.name
                ),
            );
            return None;
        }
        if let SymbolKind::Array(info) = &tsym.kind {
            if info.dist.is_some() {
                self.error(
                    d.name.span,
                    format!(
                        "the distributed array '{}' cannot be a pointer target",
                        tsym.name
                    ),
                );
                return None;
            }
        }
        let prank = psym.rank;
        if prank == 0 && psym.char_len == Some(crate::fortran::hir::CharLen::Deferred) {
            return self.deferred_char_target(psym, &tsym, d, rhs.span);
        }
        if prank == 0 {
            if d.substring.is_some() {
                self.error(d.span, "a substring cannot be a pointer target");
                return None;
            }
            if let (SymbolKind::Array(info), true) = (&tsym.kind, d.parts.is_empty()) {
                let ranges = match &d.args {
                    None => info.rank(),
                    Some(args) => args
                        .iter()
                        .filter(|a| {
                            matches!(
                                a.value.kind,
                                ast::ExprKind::Range(..) | ast::ExprKind::Triplet(..)
                            )
                        })
                        .count(),
                };
                if ranges > 0 {
                    self.rank_mismatch(&psym.name, 0, ranges, rhs.span);
                    return None;
                }
            }
            let (actual, ty) = match self.place(d)? {
                Place::Scalar(v) => (Actual::Var(v), self.scope.get(v).ty),
                Place::Elem(v, subs, span) => (Actual::Elem(v, subs, span), self.scope.get(v).ty),
                Place::Field(f) => {
                    if !f.dims.is_empty() && f.subs.is_empty() {
                        self.rank_mismatch(&psym.name, 0, f.dims.len(), rhs.span);
                        return None;
                    }
                    let ty = f.ty;
                    (Actual::Field(f), ty)
                }
                Place::Substring(..) => {
                    self.error(d.span, "a substring cannot be a pointer target");
                    return None;
                }
            };
            let char_len = match &actual {
                Actual::Field(f) => {
                    (ty == Ty::Char).then_some(crate::fortran::hir::CharLen::Const(f.char_len))
                }
                _ => tsym.char_len,
            };
            self.check_pointer_type(psym, ty, char_len, rhs.span)?;
            return Some(PointerValue::Scalar(actual));
        }
        if !d.parts.is_empty() {
            self.error(
                d.span,
                "an array pointer to a component of a structure is not supported yet",
            );
            return None;
        }
        let SymbolKind::Array(info) = &tsym.kind else {
            self.rank_mismatch(&psym.name, prank, 0, rhs.span);
            return None;
        };
        let rank = info.rank();
        let whole = d.args.is_none();
        let args = match &d.args {
            Some(a) => a.clone(),
            None => super::arrays::all_colons(rank, d.span),
        };
        if let Some(a) = args.iter().find(|a| a.keyword.is_some()) {
            self.error(a.value.span, "a subscript cannot be named");
            return None;
        }
        let section = self.section_arg(id, &args, d.span)?;
        let srank = section
            .dims
            .iter()
            .filter(|d| matches!(d, SectionDim::Range(..)))
            .count();
        if psym.remap {
            // Remapping takes the target's elements in order: a vector, or a whole array
            // whose elements are contiguous.
            let contiguous = whole && !tsym.pointer && !info.assumed_shape;
            if srank != 1 && !contiguous {
                self.error(
                    rhs.span,
                    format!(
                        "the target of the remapped pointer '{}' must be of rank one or a whole contiguous array",
                        psym.name
                    ),
                );
                return None;
            }
        } else if srank != prank {
            self.rank_mismatch(&psym.name, prank, srank, rhs.span);
            return None;
        }
        self.check_pointer_type(psym, tsym.ty, tsym.char_len, rhs.span)?;
        let lows = if whole {
            let info = info.clone();
            let mut lows = Vec::with_capacity(rank);
            for k in 0..rank {
                let (lo, _) = self.declared_bounds(&info, k, d.span);
                lows.push(self.convert(lo, Ty::I8));
            }
            Some(lows)
        } else {
            None
        };
        Some(PointerValue::Array { section, lows })
    }

    /// Whether a component of `d`'s chain (`q%head`, `q%head%next`, `m%p(2)%x`) is a
    /// POINTER: what it designates is then a target whatever the structure's attributes.
    fn through_pointer_component(&self, base: &Symbol, d: &ast::Designator) -> bool {
        self.component_path(base.ty, &d.parts)
            .iter()
            .any(|c| c.pointer || (c.rank > 0 && !c.allocatable))
    }

    /// The rank of the POINTER result of the function `id` (`None`: not such a function).
    pub(super) fn pointer_result(&self, id: SymId) -> Option<usize> {
        match &self.scope.get(id).kind {
            SymbolKind::Procedure(p) => p.interface.as_ref().and_then(|i| i.pointer_result),
            _ => None,
        }
    }

    /// `p => f(args)` for a POINTER function `f` (`proc`) whose result has rank `rank`.
    fn pointer_function_value(
        &mut self,
        psym: &Pointee,
        rhs: &ast::Expr,
        proc: SymId,
        rank: usize,
    ) -> Option<PointerValue> {
        let (ty, char_len) = {
            let s = self.scope.get(proc);
            (s.ty, s.char_len)
        };
        if rank != psym.rank && !(psym.remap && rank == 1) {
            self.rank_mismatch(&psym.name, psym.rank, rank, rhs.span);
            return None;
        }
        self.check_pointer_type(psym, ty, char_len, rhs.span)?;
        self.pointer_function_ok = true;
        let call = self.check_expr(rhs);
        self.pointer_function_ok = false;
        let call = call?;
        if !matches!(call.kind, ExprKind::Call(_)) {
            self.error(
                rhs.span,
                format!("the target of '{}' must be a function reference", psym.name),
            );
            return None;
        }
        Some(PointerValue::Function(call))
    }

    fn rank_mismatch(&mut self, pointer: &str, prank: usize, trank: usize, span: Span) {
        self.error(
            span,
            format!(
                "rank mismatch in pointer assignment: '{pointer}' has rank {prank}, its target rank {trank}"
            ),
        );
    }

    /// `p => target` of a deferred-length CHARACTER pointer `p`: any CHARACTER scalar
    /// variable, element, component or substring of one; `p` takes its length.
    fn deferred_char_target(
        &mut self,
        psym: &Pointee,
        tsym: &Symbol,
        d: &ast::Designator,
        span: Span,
    ) -> Option<PointerValue> {
        let place = self.place(d)?;
        let ty = match &place {
            Place::Field(f) => {
                if !f.dims.is_empty() && f.subs.is_empty() {
                    self.rank_mismatch(&psym.name, 0, f.dims.len(), span);
                    return None;
                }
                f.ty
            }
            Place::Scalar(_) if matches!(tsym.kind, SymbolKind::Array(_)) => {
                self.rank_mismatch(&psym.name, 0, 1, span);
                return None;
            }
            Place::Substring(..) => Ty::Char,
            _ => tsym.ty,
        };
        if ty != Ty::Char {
            self.error(
                span,
                format!(
                    "type mismatch in pointer assignment: '{}' is CHARACTER, its target {}",
                    psym.name, ty
                ),
            );
            return None;
        }
        Some(PointerValue::Chars(place))
    }

    fn check_pointer_type(
        &mut self,
        psym: &Pointee,
        ty: Ty,
        char_len: Option<crate::fortran::hir::CharLen>,
        span: Span,
    ) -> Option<()> {
        if psym.ty != ty {
            self.error(
                span,
                format!(
                    "type mismatch in pointer assignment: '{}' is {}, its target {}",
                    psym.name, psym.ty, ty
                ),
            );
            return None;
        }
        if ty == Ty::Char && psym.char_len != char_len {
            self.error(
                span,
                format!(
                    "the CHARACTER pointer '{}' and its target have different lengths",
                    psym.name
                ),
            );
            return None;
        }
        Some(())
    }
}

/// What pointer assignment checks of a pointer: its name (for messages), type, CHARACTER
/// length and rank.
struct Pointee {
    name: String,
    ty: Ty,
    char_len: Option<crate::fortran::hir::CharLen>,
    rank: usize,
    /// Pointer assignment with bounds remapping: the target's rank may differ.
    remap: bool,
}

impl Checker<'_> {
    /// The target a structure constructor gives the POINTER component `c` (`t(p=x)`): a
    /// TARGET or POINTER variable, element, section or component of its type and rank.
    pub(super) fn component_target(
        &mut self,
        c: &super::derived::Component,
        e: &ast::Expr,
    ) -> Option<PointerValue> {
        let info = Pointee {
            name: c.name.clone(),
            ty: c.ty,
            char_len: (c.ty == Ty::Char).then_some(crate::fortran::hir::CharLen::Const(c.char_len)),
            rank: c.rank,
            remap: false,
        };
        self.pointer_value(&info, e, "a structure constructor")
    }
}

/// `NULL()`.
pub(crate) fn is_null(e: &ast::Expr) -> bool {
    matches!(&e.kind, ast::ExprKind::Designator(d)
        if d.name.text == "null" && d.args.as_ref().is_some_and(Vec::is_empty) && d.parts.is_empty())
}
