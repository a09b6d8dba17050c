//! ALLOCATABLE arrays: declarations with a deferred shape (`REAL, ALLOCATABLE :: A(:, :)`),
//! ALLOCATE and DEALLOCATE with STAT=, and the inquiries that depend on the allocation
//! (ALLOCATED, and SIZE, LBOUND, UBOUND of an allocatable array).
//!
//! An allocatable array's symbol is an ordinary array whose `dims` are placeholders: its
//! bounds exist only at run time, in a descriptor (see `lower::allocatable`). Subscripts are
//! therefore not checked against bounds here, and every use that needs the shape goes
//! through an [`ArrayInquiry`] evaluated at run time. A distributed allocatable array (DVMH's
//! DISTRIBUTE or ALIGN of an ALLOCATABLE array) is created and mapped by its ALLOCATE.

use super::Checker;
use crate::fortran::ast::{self, DimSpec};
use crate::fortran::hir::{
    AllocItem, ArrayInfo, ArrayInquiry, Expr, ExprKind, FieldRef, Mapping, Place, StmtKind, SymId,
    Symbol, SymbolKind, Ty,
};
use crate::name::Name;
use crate::source::Span;

/// Whether dimension specifications are a deferred shape (`(:, :)`).
pub(crate) fn is_deferred_shape(dims: &[DimSpec]) -> bool {
    !dims.is_empty()
        && dims
            .iter()
            .all(|d| d.lower.is_none() && d.upper.is_none() && !d.star)
}

impl Checker<'_> {
    /// Declares `name` an ALLOCATABLE array of the rank its deferred shape gives (`dims`
    /// `None`: the shape comes from another declaration of it, which must be deferred).
    pub fn declare_allocatable(&mut self, name: &Name, ty: Option<Ty>, dims: Option<&[DimSpec]>) {
        if !self.may_declare(name) {
            return;
        }
        let rank = match dims {
            Some(d) if is_deferred_shape(d) => d.len(),
            Some(_) => {
                self.error(
                    name.span,
                    format!(
                        "the ALLOCATABLE array '{}' must have a deferred shape, such as ({})",
                        name.text,
                        vec![":"; dims.map_or(1, <[DimSpec]>::len)].join(", ")
                    ),
                );
                return;
            }
            None => {
                self.error(
                    name.span,
                    format!(
                        "ALLOCATABLE needs the deferred shape of '{}', such as {}(:)",
                        name.text, name.text
                    ),
                );
                return;
            }
        };
        if !self.rank_fits(name, rank) {
            return;
        }
        let info = ArrayInfo {
            dims: vec![(1, 1); rank],
            adjustable: None,
            dist: None,
            allocatable: true,
            assumed_shape: false,
        };
        if let Some(id) = self.declare_allocatable_symbol(name, ty, info) {
            self.set_run_time_bounds(id);
        }
    }

    /// The symbol of an allocatable array (`None` after an error).
    fn declare_allocatable_symbol(
        &mut self,
        name: &Name,
        ty: Option<Ty>,
        info: ArrayInfo,
    ) -> Option<SymId> {
        match self.scope.lookup(&name.text) {
            Some(id) => {
                let sym = self.scope.get(id).clone();
                // A dummy argument too: its caller passes the descriptor of its own
                // allocatable array (see `allocatable_dummies`).
                if !matches!(sym.kind, SymbolKind::Scalar) {
                    self.error(
                        name.span,
                        format!(
                            "'{}' cannot be ALLOCATABLE: it is already declared as something else",
                            name.text
                        ),
                    );
                    return None;
                }
                if let Some(t) = ty {
                    if !self.set_declared_type(id, name, t) {
                        return None;
                    }
                }
                self.scope.get_mut(id).kind = SymbolKind::Array(info);
                Some(id)
            }
            None => {
                let implicit = self.scope.implicit_type(&name.text);
                let Some(t) = ty.or(implicit) else {
                    self.scope.report_untyped(name, self.diags);
                    return None;
                };
                let id = self.scope.add(Symbol {
                    pointer: false,
                    target: false,
                    name: name.text.clone(),
                    ty: t,
                    kind: SymbolKind::Array(info),
                    span: name.span,
                    dummy: None,
                    saved: false,
                    common: None,
                    char_len: None,
                });
                if ty.is_some() {
                    self.scope.explicitly_typed.insert(id);
                }
                Some(id)
            }
        }
    }

    /// An allocatable array's bounds as expressions of its descriptor (`LBOUND`/`UBOUND` at
    /// run time), where array expressions look for the bounds of arrays whose shape is known
    /// on entry only. Set again when the symbol is copied into another scope (its id
    /// changes).
    pub fn set_run_time_bounds(&mut self, id: SymId) {
        let SymbolKind::Array(info) = &self.scope.get(id).kind else {
            return;
        };
        if !info.allocatable {
            return;
        }
        let (rank, span) = (info.rank(), self.scope.get(id).span);
        let bound = |q: ArrayInquiry| Expr {
            kind: ExprKind::Convert(Box::new(Expr {
                kind: ExprKind::ArrayInquiry(id, q),
                ty: Ty::I4,
                span,
            })),
            ty: Ty::I8,
            span,
        };
        let bounds = (0..rank)
            .map(|k| {
                (
                    bound(ArrayInquiry::Lower(k)),
                    Some(bound(ArrayInquiry::Upper(k))),
                )
            })
            .collect();
        if let SymbolKind::Array(info) = &mut self.scope.get_mut(id).kind {
            info.adjustable = Some(bounds);
        }
    }

    /// DISTRIBUTE or ALIGN of an allocatable array: the array is created and mapped by its
    /// ALLOCATE (see `lower::dist_allocatable`), so its mapping exists only at run time and
    /// locality is checked there (`dynamic`), as for arrays aligned with it. A static array
    /// cannot be aligned with an allocatable one: it would exist before its base.
    pub fn check_distributed_allocatables(&mut self) {
        let allocatable = |ck: &Self, id: SymId| matches!(&ck.scope.get(id).kind, SymbolKind::Array(info) if info.allocatable);
        for id in self.distributed.clone() {
            let root = match self.distribution(id).map(|d| &d.mapping) {
                Some(Mapping::Align { base, .. }) => Some(*base),
                _ => None,
            };
            let root_allocatable = root.is_some_and(|r| allocatable(self, r));
            if root_allocatable && !allocatable(self, id) {
                let sym = self.scope.get(id);
                let (span, name) = (sym.span, sym.name.clone());
                let base = root
                    .map(|r| self.scope.get(r).name.clone())
                    .unwrap_or_default();
                self.error(
                    span,
                    format!(
                        "'{name}' is aligned with the ALLOCATABLE array '{base}': it must be ALLOCATABLE too (it is created when '{base}' is allocated)"
                    ),
                );
                self.scope.unusable.insert(id);
                continue;
            }
            if allocatable(self, id) || root_allocatable {
                if let SymbolKind::Array(info) = &mut self.scope.get_mut(id).kind {
                    if let Some(d) = &mut info.dist {
                        d.dynamic = true;
                    }
                }
            }
        }
        self.distributed
            .retain(|id| !self.scope.unusable.contains(id));
    }

    /// ALLOCATE of a distributed array aligned with an allocatable array of this unit that
    /// no earlier ALLOCATE (in the order of the source) allocates: the base would not exist.
    fn base_allocated_first(&mut self, item: &AllocItem, span: Span) -> bool {
        let root = match self.distribution(item.array).map(|d| &d.mapping) {
            Some(Mapping::Align { base, .. }) => *base,
            _ => return true,
        };
        let sym = self.scope.get(root);
        let local = sym.common.is_none()
            && sym.dummy.is_none()
            && !self.scope.use_associated.contains_key(&root)
            && matches!(&sym.kind, SymbolKind::Array(info) if info.allocatable);
        if !local || self.allocated.contains(&root) {
            return true;
        }
        let (array, base) = (
            self.scope.get(item.array).name.clone(),
            self.scope.get(root).name.clone(),
        );
        self.error(
            span,
            format!(
                "'{array}' is aligned with '{base}', which is not allocated here: ALLOCATE '{base}' first"
            ),
        );
        false
    }

    /// The allocatable array a name denotes (`None`, reported, otherwise).
    fn allocatable_array(&mut self, name: &Name, what: &str) -> Option<SymId> {
        let Some(id) = self.scope.lookup(&name.text) else {
            self.error(
                name.span,
                format!(
                    "'{}' is not declared: {what} needs an ALLOCATABLE array",
                    name.text
                ),
            );
            return None;
        };
        if self.is_unusable(id, name.span) {
            return None;
        }
        match &self.scope.get(id).kind {
            SymbolKind::Array(info) if info.allocatable => Some(id),
            SymbolKind::Scalar if self.scope.get(id).pointer => Some(id),
            _ => {
                self.error(
                    name.span,
                    format!(
                        "'{}' is not an ALLOCATABLE array or a POINTER ({what})",
                        name.text
                    ),
                );
                None
            }
        }
    }

    /// STAT= and ERRMSG= of ALLOCATE and DEALLOCATE: STAT= an INTEGER variable, ERRMSG= a
    /// CHARACTER one, which gets gfortran's message after a failure (a hidden STAT= variable
    /// where only ERRMSG= is given).
    fn allocation_keywords(&mut self, args: &[ast::Arg], what: &str) -> Result<Option<Place>, ()> {
        let mut stat = None;
        let mut errmsg = None;
        for a in args {
            let Some(kw) = &a.keyword else {
                continue;
            };
            match kw.text.as_str() {
                "stat" if stat.is_some() => {
                    self.error(kw.span, format!("STAT= appears twice in {what}"));
                    return Err(());
                }
                "stat" => {
                    let ast::ExprKind::Designator(d) = &a.value.kind else {
                        self.error(a.value.span, "STAT= must be an INTEGER variable");
                        return Err(());
                    };
                    let place = self.place(d).ok_or(())?;
                    if !self.scope.get(place.symbol()).ty.is_int() {
                        self.error(a.value.span, "STAT= must be an INTEGER variable");
                        return Err(());
                    }
                    stat = Some(place);
                }
                "errmsg" if errmsg.is_some() => {
                    self.error(kw.span, format!("ERRMSG= appears twice in {what}"));
                    return Err(());
                }
                "errmsg" => {
                    let place = match &a.value.kind {
                        ast::ExprKind::Designator(d) => self.place(d).ok_or(())?,
                        _ => {
                            self.error(a.value.span, "ERRMSG= must be a CHARACTER variable");
                            return Err(());
                        }
                    };
                    if self.scope.get(place.symbol()).ty != Ty::Char {
                        self.error(a.value.span, "ERRMSG= must be a CHARACTER variable");
                        return Err(());
                    }
                    errmsg = Some((place, a.value.span));
                }
                _ => {
                    self.error(
                        kw.span,
                        format!("{what} takes STAT= and ERRMSG=, not {}=", kw.upper()),
                    );
                    return Err(());
                }
            }
        }
        if let Some((msg, span)) = errmsg {
            let status = match &stat {
                Some(p) => p.clone(),
                None => Place::Scalar(self.hidden_stat()),
            };
            self.errmsg_after(status.clone(), msg, what, span);
            stat = Some(status);
        }
        Ok(stat)
    }

    /// A fresh hidden default INTEGER for a STAT= the statement does not name.
    fn hidden_stat(&mut self) -> SymId {
        self.next_hidden += 1;
        let name = format!("alloc.stat.{}", self.next_hidden);
        self.hidden_variable(&name, Ty::I4)
    }

    /// After the statement: `IF (status /= 0) msg = '<gfortran's message>'`.
    fn errmsg_after(&mut self, status: Place, msg: Place, what: &str, span: Span) {
        let text = if what == "ALLOCATE" {
            "Attempt to allocate an allocated object"
        } else {
            "Attempt to deallocate an unallocated object"
        };
        let read = self.place_value(&status, span);
        let read = self.convert(read, Ty::I4);
        let zero = Expr {
            kind: ExprKind::Const(crate::fortran::hir::Const::Int(0)),
            ty: Ty::I4,
            span,
        };
        let failed = self.make_binary(crate::fortran::hir::BinOp::Ne, read, zero, Ty::L4, span);
        let value = Expr {
            kind: ExprKind::Const(crate::fortran::hir::Const::Str(text.to_string())),
            ty: Ty::Char,
            span,
        };
        let set = crate::fortran::hir::Stmt {
            label: None,
            kind: StmtKind::Assign { target: msg, value },
            span,
        };
        let check = crate::fortran::hir::IfStmt {
            id: self.new_construct_id(),
            cond: failed,
            then_body: vec![set],
            else_body: Vec::new(),
            structured: true,
        };
        self.post_stmts.push(crate::fortran::hir::Stmt {
            label: None,
            kind: StmtKind::If(Box::new(check)),
            span,
        });
    }

    /// `ALLOCATE (a(n), b(0:m, k), STAT=s)`.
    pub fn check_allocate(&mut self, args: &[ast::Arg]) -> Option<StmtKind> {
        if let Some(allocated) = self.allocate_scalars_from_source(args) {
            return allocated;
        }
        if let Some(chars) = self.allocate_deferred_chars(args) {
            let mut stmts = chars?.into_iter();
            let first = stmts.next()?;
            self.post_stmts.extend(stmts);
            return Some(first.kind);
        }
        if let Some(typed) = self.typed_allocate(args) {
            return typed;
        }
        self.no_allocation_in_parallel_loop(args, "ALLOCATE")?;
        let stat = self.allocation_keywords(args, "ALLOCATE");
        let mut items = Vec::new();
        let mut fields = Vec::new();
        let mut ok = true;
        for a in args.iter().filter(|a| a.keyword.is_none()) {
            if let Some(placed) = self.component_object(&a.value, "ALLOCATE", &mut fields) {
                ok &= placed;
                continue;
            }
            match self.allocation(&a.value) {
                Some(item) if self.base_allocated_first(&item, a.value.span) => {
                    self.allocated.insert(item.array);
                    items.push(item);
                }
                _ => ok = false,
            }
        }
        let stat = stat.ok()?;
        if !fields.is_empty() {
            let arrays = (!items.is_empty()).then_some(StmtKind::Allocate { items, stat: None });
            self.arrays_before_components(args, "ALLOCATE", stat.is_some(), arrays)?;
            return ok.then_some(StmtKind::AllocateComponents { fields, stat });
        }
        (ok && !items.is_empty()).then_some(StmtKind::Allocate { items, stat })
    }

    fn allocation(&mut self, e: &ast::Expr) -> Option<AllocItem> {
        let ast::ExprKind::Designator(d) = &e.kind else {
            self.error(
                e.span,
                "expected an array with its bounds, such as A(N, 0:M)",
            );
            return None;
        };
        let array = self.allocatable_array(&d.name, "ALLOCATE")?;
        let rank = match &self.scope.get(array).kind {
            SymbolKind::Array(info) => info.rank(),
            _ => 0,
        };
        if rank == 0 {
            if d.args.is_some() {
                self.error(
                    d.span,
                    format!("the scalar pointer '{}' takes no bounds", d.name.text),
                );
                return None;
            }
            return Some(AllocItem {
                array,
                bounds: Vec::new(),
            });
        }
        let Some(args) = &d.args else {
            self.error(
                d.span,
                format!(
                    "ALLOCATE needs the bounds of '{}', such as {}({})",
                    d.name.text,
                    d.name.text,
                    vec!["n"; rank].join(", ")
                ),
            );
            return None;
        };
        if args.len() != rank {
            self.error(
                d.span,
                format!(
                    "'{}' has rank {rank} but ALLOCATE gives {} bound{}",
                    d.name.text,
                    args.len(),
                    if args.len() == 1 { "" } else { "s" }
                ),
            );
            return None;
        }
        let mut bounds = Vec::with_capacity(rank);
        for a in args {
            let (lo, hi) = match &a.value.kind {
                ast::ExprKind::Range(lo, Some(hi)) => (lo.as_deref(), &**hi),
                ast::ExprKind::Range(_, None) => {
                    self.error(a.value.span, "ALLOCATE needs an upper bound");
                    return None;
                }
                _ => (None, &a.value),
            };
            let lo = match lo {
                Some(lo) => self.allocation_bound(lo)?,
                None => self.index_constant(1, a.value.span),
            };
            let hi = self.allocation_bound(hi)?;
            bounds.push((lo, hi));
        }
        Some(AllocItem { array, bounds })
    }

    /// A bound of ALLOCATE: an INTEGER expression, as a 64-bit index.
    fn allocation_bound(&mut self, e: &ast::Expr) -> Option<Expr> {
        let v = self.check_expr(e)?;
        if !v.ty.is_int() {
            self.error(
                e.span,
                format!("an array bound must be INTEGER, found {}", v.ty),
            );
            return None;
        }
        Some(self.convert(v, Ty::I8))
    }

    fn index_constant(&self, v: i64, span: Span) -> Expr {
        Expr {
            kind: ExprKind::Const(crate::fortran::hir::Const::Int(v)),
            ty: Ty::I8,
            span,
        }
    }

    /// `DEALLOCATE (a, b, STAT=s)`.
    pub fn check_deallocate(&mut self, args: &[ast::Arg]) -> Option<StmtKind> {
        self.no_allocation_in_parallel_loop(args, "DEALLOCATE")?;
        let stat = self.allocation_keywords(args, "DEALLOCATE");
        let mut items = Vec::new();
        let mut fields = Vec::new();
        let mut ok = true;
        for a in args.iter().filter(|a| a.keyword.is_none()) {
            if let Some(placed) = self.component_object(&a.value, "DEALLOCATE", &mut fields) {
                ok &= placed;
                continue;
            }
            let name = match &a.value.kind {
                ast::ExprKind::Designator(d) if d.args.is_none() && d.substring.is_none() => {
                    &d.name
                }
                _ => {
                    self.error(a.value.span, "DEALLOCATE takes the names of arrays");
                    ok = false;
                    continue;
                }
            };
            match self.allocatable_array(name, "DEALLOCATE") {
                Some(id) => items.push(id),
                None => ok = false,
            }
        }
        let stat = stat.ok()?;
        if !fields.is_empty() {
            let arrays = (!items.is_empty()).then_some(StmtKind::Deallocate { items, stat: None });
            self.arrays_before_components(args, "DEALLOCATE", stat.is_some(), arrays)?;
            return ok.then_some(StmtKind::DeallocateComponents { fields, stat });
        }
        (ok && !items.is_empty()).then_some(StmtKind::Deallocate { items, stat })
    }

    /// An ALLOCATE/DEALLOCATE object that is a component (`s%p`, `v(k)%a`): `Some(ok)` after
    /// adding it to `fields` (POINTER and ALLOCATABLE components only, else an error); `None`
    /// when the object is not a component.
    fn component_object(
        &mut self,
        e: &ast::Expr,
        what: &str,
        fields: &mut Vec<FieldRef>,
    ) -> Option<bool> {
        let ast::ExprKind::Designator(d) = &e.kind else {
            return None;
        };
        if d.parts.is_empty() {
            return None;
        }
        Some(match self.place(d) {
            Some(Place::Field(f)) if f.pointer => {
                fields.push(*f);
                true
            }
            Some(_) => {
                self.error(
                    d.span,
                    format!("{what} of a component is for POINTER and ALLOCATABLE components only"),
                );
                false
            }
            None => false,
        })
    }

    /// An ALLOCATE/DEALLOCATE naming components and arrays together: the arrays go first, as
    /// a statement of their own (without STAT= the first failure stops the program, so the
    /// order is not observable); with STAT= that is not supported yet.
    fn arrays_before_components(
        &mut self,
        args: &[ast::Arg],
        what: &str,
        stat_given: bool,
        arrays: Option<StmtKind>,
    ) -> Option<()> {
        let Some(kind) = arrays else {
            return Some(());
        };
        let span = args.first().map_or(Span::default(), |a| a.value.span);
        if stat_given {
            self.error(
                span,
                format!("{what} of components and of arrays in one statement with STAT= is not supported yet (use two)"),
            );
            return None;
        }
        self.pre_stmts.push(crate::fortran::hir::Stmt {
            label: None,
            kind,
            span,
        });
        Some(())
    }

    fn no_allocation_in_parallel_loop(&mut self, args: &[ast::Arg], what: &str) -> Option<()> {
        if self.parallel.is_none() {
            return Some(());
        }
        let span = args.first().map_or(Span::default(), |a| a.value.span);
        self.error(span, format!("{what} inside a parallel loop"));
        None
    }

    /// ALLOCATED(a), SIZE(a [, dim]), LBOUND(a, dim), UBOUND(a, dim) of an allocatable array
    /// (or, but ALLOCATED, of an assumed-shape dummy), evaluated at run time. `None`: not such a reference (another rule applies).
    pub fn allocatable_inquiry(
        &mut self,
        d: &ast::Designator,
        args: &[ast::Arg],
    ) -> Option<Option<Expr>> {
        let f = d.name.text.as_str();
        if !matches!(f, "allocated" | "size" | "lbound" | "ubound") {
            return None;
        }
        let first = args.first()?;
        if let (ast::ExprKind::Designator(a), "allocated", [_]) = (&first.value.kind, f, args) {
            if !a.parts.is_empty() {
                return Some(self.allocated_component(a, d.span));
            }
        }
        let array = match &first.value.kind {
            ast::ExprKind::Designator(a) if a.args.is_none() => self
                .scope
                .lookup(&a.name.text)
                .filter(|&id| {
                    matches!(&self.scope.get(id).kind,
                        SymbolKind::Array(i) if i.allocatable || (i.assumed_shape && f != "allocated"))
                })
                .map(|id| (id, a)),
            _ => None,
        };
        if let (Some((id, a)), "allocated") = (&array, f) {
            if self.scope.get(*id).pointer {
                self.error(
                    a.span,
                    format!(
                        "'{}' is a POINTER: ALLOCATED is for ALLOCATABLE arrays (use ASSOCIATED)",
                        a.name.text
                    ),
                );
                return Some(None);
            }
        }
        let Some((id, a)) = array else {
            if f == "allocated" {
                self.error(first.value.span, "ALLOCATED needs an ALLOCATABLE array");
                return Some(None);
            }
            return None;
        };
        let SymbolKind::Array(info) = &self.scope.get(id).kind else {
            return None;
        };
        let rank = info.rank();
        if self.is_unusable(id, a.name.span) {
            return Some(None);
        }
        let span = d.span;
        let upper = d.name.upper();
        let dim = match (f, args) {
            ("allocated", [_]) => {
                return Some(Some(Expr {
                    kind: ExprKind::ArrayInquiry(id, ArrayInquiry::Allocated),
                    ty: Ty::L4,
                    span,
                }))
            }
            ("size", [_]) => None,
            ("size" | "lbound" | "ubound", [_, dim]) => {
                if dim.keyword.as_ref().is_some_and(|k| k.text != "dim") {
                    self.error(
                        dim.value.span,
                        format!("{upper} takes DIM= as its second argument"),
                    );
                    return Some(None);
                }
                let Some(v) = self.check_expr(&dim.value) else {
                    return Some(None);
                };
                match v.as_const() {
                    Some(crate::fortran::hir::Const::Int(k))
                        if *k >= 1 && (*k as usize) <= rank =>
                    {
                        Some(*k as usize - 1)
                    }
                    _ => {
                        self.error(
                            dim.value.span,
                            format!("DIM of {upper} must be a constant between 1 and {rank}"),
                        );
                        return Some(None);
                    }
                }
            }
            // The array of all bounds: the array intrinsics' LBOUND/UBOUND, from the bounds
            // the array has on entry or allocation.
            ("lbound" | "ubound", [_]) => return None,
            _ => {
                self.error(span, format!("wrong arguments to {upper}"));
                return Some(None);
            }
        };
        let inquiry = |k: usize| match f {
            "lbound" => ArrayInquiry::Lower(k),
            "ubound" => ArrayInquiry::Upper(k),
            _ => ArrayInquiry::Extent(k),
        };
        let part = |k: usize| Expr {
            kind: ExprKind::ArrayInquiry(id, inquiry(k)),
            ty: Ty::I4,
            span,
        };
        let value = match dim {
            Some(k) => part(k),
            // SIZE(a): the product of the extents.
            None => (1..rank).fold(part(0), |acc, k| Expr {
                kind: ExprKind::Binary(
                    crate::fortran::hir::BinOp::Mul,
                    Box::new(acc),
                    Box::new(part(k)),
                ),
                ty: Ty::I4,
                span,
            }),
        };
        Some(Some(value))
    }

    /// ALLOCATED(s%x) of an ALLOCATABLE scalar component: whether its address is set (an
    /// array component's reference was made an alias before: see `pointer_components`).
    fn allocated_component(&mut self, a: &ast::Designator, span: Span) -> Option<Expr> {
        let (f, _) = self.follow_parts(a, false)?;
        if !f.allocatable {
            let name = a.parts.last().map_or("", |p| p.name.text.as_str());
            self.error(
                a.span,
                format!(
                    "the argument of ALLOCATED must be ALLOCATABLE: the component '{name}' is not"
                ),
            );
            return None;
        }
        Some(Expr {
            kind: ExprKind::Associated(crate::fortran::hir::PointerObj::Field(Box::new(f)), None),
            ty: Ty::L4,
            span,
        })
    }
}
