//! The unit's header and specification part: dummy arguments and a function's result, IMPLICIT,
//! type declarations, DIMENSION, PARAMETER, EXTERNAL, INTRINSIC and SAVE.
//!
//! Statements are processed in order, so a PARAMETER is known to the declarations after it
//! (`REAL A(0:N+1)`). Two things wait for the end of the part: the types of dummies and of a
//! function's result that no declaration gave (the IMPLICIT rules may come after the header),
//! and the bounds of dummy arrays that depend on other dummies (`REAL A(N)` may precede
//! `INTEGER N`). Declarative DVMH directives are returned for `dvm.rs`, which needs every array
//! declared first.

use super::Checker;
use crate::directives::ast::Directive;
use crate::fortran::ast::{self, AttrKind, DimSpec, EntityDecl, StmtKind, TypeKw, TypeSpec};
use crate::fortran::hir::{ArrayInfo, CharLen, Const, SymId, Symbol, SymbolKind, Ty};
use crate::name::Name;
use crate::source::Span;
use std::collections::HashSet;

/// Checks the specification part; returns its declarative directives.
pub fn check_specification(ck: &mut Checker, spec: &[ast::Stmt]) -> Vec<Directive> {
    let mut directives = Vec::new();
    let mut implicit_letters: HashSet<char> = HashSet::new();
    let mut saw_implicit = false;
    let mut untyped: Vec<(SymId, Name)> = Vec::new();
    for stmt in spec {
        match &stmt.kind {
            StmtKind::External(names) => {
                for n in names {
                    ck.declare_external(n);
                }
            }
            StmtKind::Intrinsic(names) => {
                for n in names {
                    if !super::intrinsics::is_intrinsic(&n.text) {
                        ck.error(
                            n.span,
                            format!("'{}' is not an intrinsic procedure", n.text),
                        );
                    }
                }
            }
            StmtKind::Common(groups) => {
                for g in groups {
                    ck.common_group(g, &mut untyped);
                }
            }
            StmtKind::Namelist(groups) => {
                for g in groups {
                    ck.namelist_group(g);
                }
            }
            StmtKind::Use(u) => ck.use_module(u, stmt.span),
            StmtKind::DerivedType(def) => ck.define_type(def),
            StmtKind::Allocatable(entities) => {
                for e in entities {
                    if ck
                        .scope
                        .lookup(&e.name.text)
                        .is_some_and(|id| ck.scope.get(id).pointer)
                    {
                        ck.error(
                            e.name.span,
                            format!("'{}' cannot be both POINTER and ALLOCATABLE", e.name.text),
                        );
                        continue;
                    }
                    let array = ck
                        .scope
                        .lookup(&e.name.text)
                        .is_some_and(|id| matches!(ck.scope.get(id).kind, SymbolKind::Array(_)));
                    if e.dims.is_none() && !array {
                        // `ALLOCATABLE :: x` of a scalar.
                        ck.declare_pointer(&e.name, None, None, &mut untyped);
                        ck.mark_allocatable_scalar(&e.name);
                        continue;
                    }
                    ck.declare_allocatable(&e.name, None, e.dims.as_deref());
                }
            }
            StmtKind::Pointer(entities) => {
                for e in entities {
                    ck.declare_pointer(&e.name, None, e.dims.as_deref(), &mut untyped);
                }
            }
            StmtKind::Target(entities) => {
                for e in entities {
                    if e.dims.is_some() {
                        ck.dimension_entity(e, &mut untyped);
                    }
                    ck.declare_target(&e.name, &mut untyped);
                }
            }
            StmtKind::Intent(intent, names) => {
                for n in names {
                    ck.dummy_only(n, "INTENT");
                    ck.intent(n, *intent);
                }
            }
            StmtKind::Optional(names) => {
                for n in names {
                    ck.optional(n);
                }
            }
            StmtKind::Value(names) => ck.scope.pending_value.extend(names.iter().cloned()),
            StmtKind::Access(public, names) => {
                if names.is_empty() {
                    if ck.unit_kind != crate::fortran::hir::UnitKind::Module {
                        ck.set_access(&Name::new("", stmt.span), *public, stmt.span);
                    }
                    ck.scope.default_private = !*public;
                }
                for n in names {
                    ck.set_access(n, *public, stmt.span);
                }
            }
            StmtKind::Save(names) => {
                if names.is_empty() {
                    ck.scope.save_all = true;
                }
                for n in names {
                    ck.scope.saved_names.insert(n.text.clone());
                }
            }
            StmtKind::ImplicitNone => {
                if saw_implicit {
                    ck.error(
                        stmt.span,
                        "IMPLICIT NONE cannot be combined with other IMPLICIT statements",
                    );
                }
                saw_implicit = true;
                ck.scope.set_implicit_none();
            }
            StmtKind::Implicit(specs) => {
                if ck.scope.implicit_none {
                    ck.error(
                        stmt.span,
                        "IMPLICIT NONE cannot be combined with other IMPLICIT statements",
                    );
                    continue;
                }
                saw_implicit = true;
                for s in specs {
                    let Some(ty) = ck.type_of_spec(&s.ty) else {
                        continue;
                    };
                    // Implicitly typed names get the type only, so their length would be 1
                    // (the rule still applies, for no follow-up errors).
                    if ty == Ty::Char && ck.char_length(&s.ty, None) != Some(CharLen::Const(1)) {
                        ck.error(
                            s.ty.span,
                            "IMPLICIT CHARACTER with a length other than 1 is not supported yet",
                        );
                    }
                    for r in &s.ranges {
                        for c in r.first..=r.last {
                            if !implicit_letters.insert(c) {
                                ck.error(
                                    r.span,
                                    format!("letter '{c}' already has an IMPLICIT type"),
                                );
                                break;
                            }
                        }
                        ck.scope.set_implicit(r.first, r.last, ty);
                    }
                }
            }
            StmtKind::Parameter(constants) => {
                for c in constants {
                    ck.define_constant(&c.name, None, &c.value, &mut untyped);
                }
            }
            StmtKind::TypeDecl(d) => ck.type_declaration(d, &mut untyped),
            StmtKind::ProcedureDecl(d) => ck.procedure_declaration(d),
            StmtKind::Dimension(entities) => {
                for e in entities {
                    ck.dimension_entity(e, &mut untyped);
                }
            }
            StmtKind::Directive(d) => directives.push(d.clone()),
            _ => {}
        }
    }
    for (_, name) in untyped {
        ck.scope.report_untyped(&name, ck.diags);
    }
    ck.type_result_from_header();
    ck.type_header_names();
    ck.adjustable_bounds();
    ck.check_late_char_lens();
    for name in std::mem::take(&mut ck.scope.pending_value) {
        ck.value_dummy(&name);
    }
    ck.add_class_tags();
    directives
}

impl Checker<'_> {
    /// A new local variable: typed by `ty`, else by the IMPLICIT rules (a name they do not
    /// type joins `untyped`, reported at the end of the part).
    fn new_variable(
        &mut self,
        name: &Name,
        ty: Option<Ty>,
        kind: SymbolKind,
        untyped: &mut Vec<(SymId, Name)>,
    ) -> SymId {
        let implicit = self.scope.implicit_type(&name.text);
        let id = self.scope.add(Symbol {
            pointer: false,
            target: false,
            name: name.text.clone(),
            ty: ty.or(implicit).unwrap_or(Ty::R4),
            kind,
            span: name.span,
            dummy: None,
            saved: false,
            common: None,
            char_len: None,
        });
        if ty.is_some() {
            self.scope.explicitly_typed.insert(id);
        } else if implicit.is_none() {
            untyped.push((id, name.clone()));
        }
        id
    }

    /// Whether an array of `rank` dimensions is allowed (reported if not).
    pub(super) fn rank_fits(&mut self, name: &Name, rank: usize) -> bool {
        if rank <= dvmh_ir::MAX_RANK {
            return true;
        }
        self.error(
            name.span,
            format!(
                "'{}' has more than {} dimensions",
                name.text,
                dvmh_ir::MAX_RANK
            ),
        );
        false
    }

    /// Gives a declared name its type; a second type declaration is reported (`false`).
    pub(super) fn set_declared_type(&mut self, id: SymId, name: &Name, ty: Ty) -> bool {
        if !self.scope.explicitly_typed.insert(id) {
            self.error(
                name.span,
                format!("the type of '{}' is declared twice", name.text),
            );
            return false;
        }
        self.scope.get_mut(id).ty = ty;
        true
    }

    /// The type a type specification names (errors for unsupported types and kinds).
    pub fn type_of_spec(&mut self, ts: &TypeSpec) -> Option<Ty> {
        if matches!(ts.keyword, TypeKw::Type | TypeKw::Class) {
            return self.derived_type_of(ts);
        }
        // CHARACTER's length is not part of the type (see `char_length`); only its kind is.
        if ts.keyword == TypeKw::Character {
            if let Some(k) = &ts.kind {
                let kind = self.int_constant(k, "a kind selector")?;
                if kind != 1 {
                    self.error(k.span, format!("CHARACTER of kind {kind} is not supported"));
                    return None;
                }
            }
            return Some(Ty::Char);
        }
        let star = match &ts.star_len {
            Some((ast::StarLen::Int(lit), span)) => match lit.digits.parse::<i64>() {
                Ok(v) => Some((v, *span)),
                Err(_) => {
                    self.error(*span, "invalid type length");
                    return None;
                }
            },
            Some((ast::StarLen::Paren(_), span)) => {
                self.error(*span, "a parenthesised length is only for CHARACTER");
                return None;
            }
            None => None,
        };
        let kind = match &ts.kind {
            Some(e) => Some((self.int_constant(e, "a kind selector")?, e.span)),
            None => None,
        };
        if star.is_some() && kind.is_some() {
            self.error(
                ts.span,
                "a type cannot have both a *length and a kind selector",
            );
            return None;
        }
        // COMPLEX*16 counts the bytes of both parts; COMPLEX(8) the kind of each.
        let size = match (ts.keyword, star) {
            (TypeKw::Complex, Some((n, span))) => Some((n / 2, span)),
            _ => star.or(kind),
        };
        let bad = |ck: &mut Self, span: Span, what: &str| {
            ck.error(span, what.to_string());
            None
        };
        match ts.keyword {
            TypeKw::Integer => match size {
                None => Some(Ty::I4),
                Some((k @ (1 | 2 | 4 | 8), _)) => Some(Ty::Int(k as u8)),
                Some((k, span)) => {
                    bad(self, span, &format!("INTEGER of kind {k} is not supported"))
                }
            },
            TypeKw::Real => match size {
                None => Some(Ty::R4),
                Some((k @ (4 | 8), _)) => Some(Ty::Real(k as u8)),
                Some((k, span)) => bad(self, span, &format!("REAL of kind {k} is not supported")),
            },
            TypeKw::DoublePrecision => match size {
                None => Some(Ty::R8),
                Some((_, span)) => bad(self, span, "DOUBLE PRECISION takes no kind or length"),
            },
            TypeKw::Logical => match size {
                None => Some(Ty::L4),
                Some((k @ (1 | 2 | 4 | 8), _)) => Some(Ty::Logical(k as u8)),
                Some((k, span)) => {
                    bad(self, span, &format!("LOGICAL of kind {k} is not supported"))
                }
            },
            TypeKw::Complex => match size {
                None => Some(Ty::Complex(4)),
                Some((k @ (4 | 8), _)) => Some(Ty::Complex(k as u8)),
                Some((k, span)) => {
                    bad(self, span, &format!("COMPLEX of kind {k} is not supported"))
                }
            },
            TypeKw::DoubleComplex => match size {
                None => Some(Ty::Complex(8)),
                Some((_, span)) => bad(self, span, "DOUBLE COMPLEX takes no kind or length"),
            },
            TypeKw::Character | TypeKw::Type | TypeKw::Class => None,
        }
    }

    /// Array bounds from dimension specifications (constant, at most 7, non-empty).
    pub(super) fn array_dims(&mut self, name: &Name, dims: &[DimSpec]) -> Option<Vec<(i64, i64)>> {
        if !self.rank_fits(name, dims.len()) {
            return None;
        }
        let mut out = Vec::with_capacity(dims.len());
        for (k, d) in dims.iter().enumerate() {
            let Some(upper) = &d.upper else {
                let message = if !d.star {
                    format!(
                        "'{}' has a deferred shape: it must be ALLOCATABLE, or a dummy argument (an assumed shape)",
                        name.text
                    )
                } else {
                    format!(
                        "'{}' has an assumed size (*): only a dummy argument can",
                        name.text
                    )
                };
                self.error(d.span, message);
                return None;
            };
            let lo = match &d.lower {
                Some(l) => self.int_constant(l, "an array bound")?,
                None => 1,
            };
            let hi = self.int_constant(upper, "an array bound")?;
            if hi < lo {
                self.error(
                    d.span,
                    format!(
                        "zero-size arrays are not supported yet: dimension {} of '{}' has bounds {lo}:{hi}",
                        k + 1,
                        name.text
                    ),
                );
                return None;
            }
            out.push((lo, hi));
        }
        // Keep sizes far from overflow: a static array of more than 2^40 elements is an error.
        let mut count: i128 = 1;
        for (lo, hi) in &out {
            count = count.saturating_mul(*hi as i128 - *lo as i128 + 1);
        }
        if count > 1i128 << 40 {
            self.error(name.span, format!("array '{}' is too large", name.text));
            return None;
        }
        Some(out)
    }

    fn type_declaration(&mut self, d: &ast::TypeDecl, untyped: &mut Vec<(SymId, Name)>) {
        if let Some((result, rest)) = self.split_runtime_length_result(d) {
            self.type_declaration(&result, untyped);
            if let Some(rest) = rest {
                self.type_declaration(&rest, untyped);
            }
            return;
        }
        if let Some((scalars, arrays)) = self.split_allocatable_scalars(d) {
            self.type_declaration(&scalars, untyped);
            if let Some(arrays) = arrays {
                self.type_declaration(&arrays, untyped);
            }
            return;
        }
        let as_pointer;
        let d = match self.class_allocatable(d) {
            Some(p) => {
                as_pointer = p;
                &as_pointer
            }
            None => d,
        };
        if d.ty.keyword == TypeKw::Class {
            self.class_declaration(d);
        }
        let Some(ty) = self.type_of_spec(&d.ty) else {
            self.declare_unusable(d, untyped);
            return;
        };
        if d.ty.keyword == TypeKw::Type {
            let what = match d.entities.as_slice() {
                [e] => format!("'{}'", e.name.text),
                _ => "an object".to_string(),
            };
            self.abstract_type_error(ty, d.ty.span, &what);
        }
        let ty = Some(ty);
        let mut is_parameter = false;
        let mut by_value = false;
        let mut attr_dims = None;
        let mut later: Vec<&ast::AttrSpec> = Vec::new();
        for a in &d.attrs {
            match &a.kind {
                AttrKind::Parameter => is_parameter = true,
                AttrKind::Dimension(dims) => attr_dims = Some(dims),
                AttrKind::Other(n) if n == "VALUE" => by_value = true,
                // A promise that the array is contiguous: dvmhc's descriptors do not need it.
                AttrKind::Other(n) if n == "CONTIGUOUS" => {}
                AttrKind::Other(n) => {
                    self.error(a.span, format!("the {n} attribute is not supported yet"))
                }
                _ => later.push(a),
            }
        }
        for e in &d.entities {
            let char_len = if ty == Some(Ty::Char) {
                let Some(len) = self.char_length(&d.ty, e.star_len.as_ref()) else {
                    self.declare_name_unusable(&e.name, untyped);
                    continue;
                };
                Some(len)
            } else {
                if let Some((_, span)) = &e.star_len {
                    self.error(*span, "a length on a declared name is only for CHARACTER");
                }
                None
            };
            let dims = e.dims.as_ref().or(attr_dims);
            if is_parameter {
                match (&e.init, dims) {
                    (None, _) => self.error(
                        e.span,
                        format!("named constant '{}' needs a value", e.name.text),
                    ),
                    (Some(init), Some(dims)) => {
                        // An array named constant: a variable with its values as DATA gives them.
                        self.declare(&e.name, ty, Some(dims), untyped);
                        self.declare_char_len(&e.name, char_len);
                        self.parameter_array(&e.name, init);
                    }
                    (Some(init), None) => {
                        self.declare_char_len(&e.name, char_len);
                        self.define_constant(&e.name, ty, init, untyped)
                    }
                }
                continue;
            }
            let allocatable = later
                .iter()
                .any(|a| matches!(a.kind, AttrKind::Allocatable));
            let pointer = later.iter().any(|a| matches!(a.kind, AttrKind::Pointer));
            if allocatable && pointer {
                self.error(
                    e.name.span,
                    format!("'{}' cannot be both POINTER and ALLOCATABLE", e.name.text),
                );
                self.declare_name_unusable(&e.name, untyped);
                continue;
            }
            if pointer {
                self.declare_pointer(&e.name, ty, dims.map(Vec::as_slice), untyped);
            } else if allocatable {
                self.declare_allocatable(&e.name, ty, dims.map(Vec::as_slice));
            } else {
                self.declare(&e.name, ty, dims.map(Vec::as_slice), untyped);
            }
            self.declare_char_len(&e.name, char_len);
            self.declare_runtime_char_len(&e.name, char_len, dims.is_some(), pointer);
            for a in &later {
                self.entity_attribute(&e.name, a);
            }
            if by_value {
                self.scope.pending_value.push(e.name.clone());
            }
            if later.iter().any(|a| matches!(a.kind, AttrKind::Target)) {
                self.declare_target(&e.name, untyped);
            }
            if let Some(init) = &e.init {
                if self
                    .scope
                    .lookup(&e.name.text)
                    .is_some_and(|id| self.scope.get(id).pointer)
                {
                    self.error(
                        init.span,
                        format!(
                            "the pointer '{}' is initialized with '=> NULL()', not '='",
                            e.name.text
                        ),
                    );
                } else {
                    self.initial_value(&e.name, init);
                }
            }
            if let Some(init) = &e.pointer_init {
                self.pointer_initialization(&e.name, init);
            }
        }
    }

    /// An attribute of a type declaration other than PARAMETER and DIMENSION, for one name.
    fn entity_attribute(&mut self, name: &Name, a: &ast::AttrSpec) {
        match &a.kind {
            AttrKind::Intent(intent) => {
                self.dummy_only(name, "INTENT");
                self.intent(name, *intent);
            }
            AttrKind::Optional => self.optional(name),
            AttrKind::Allocatable | AttrKind::Pointer | AttrKind::Target => {}
            AttrKind::Save => {
                self.scope.saved_names.insert(name.text.clone());
            }
            AttrKind::External => self.declare_external(name),
            AttrKind::Intrinsic => {
                if !super::intrinsics::is_intrinsic(&name.text) {
                    self.error(
                        name.span,
                        format!("'{}' is not an intrinsic procedure", name.text),
                    );
                }
            }
            AttrKind::Access(public) => self.set_access(name, *public, a.span),
            AttrKind::Bind(c_name) => self.bind_c_variable(name, c_name.as_deref(), a.span),
            AttrKind::Parameter | AttrKind::Dimension(_) | AttrKind::Other(_) => {}
        }
    }

    /// Records an INTENT(IN) dummy (a procedure called in a parallel loop may get an element
    /// of another process, a shadow edge or a REMOTE_ACCESS buffer, for it) or an
    /// INTENT(OUT) one (an ALLOCATABLE one is deallocated on entry).
    pub(super) fn intent(&mut self, name: &Name, intent: ast::Intent) {
        let Some(id) = self.scope.lookup(&name.text) else {
            return;
        };
        match intent {
            ast::Intent::In => {
                self.scope.intent_in.insert(id);
            }
            ast::Intent::Out => {
                self.scope.intent_out.insert(id);
            }
            ast::Intent::InOut => {}
        }
    }

    /// Records a VALUE dummy: a scalar of intrinsic type, CHARACTER of length 1, not a
    /// POINTER; OPTIONAL ones take gfortran's hidden presence flag (see `lower::value_args`).
    fn value_dummy(&mut self, name: &Name) {
        let Some(id) = self.scope.lookup(&name.text) else {
            return;
        };
        let sym = self.scope.get(id);
        let why = if sym.dummy.is_none() {
            Some("only a dummy argument can have the VALUE attribute".to_string())
        } else if sym.pointer {
            Some("POINTER attribute conflicts with VALUE attribute".into())
        } else if matches!(sym.kind, SymbolKind::Array(_)) {
            Some("VALUE attribute conflicts with DIMENSION attribute".into())
        } else if !matches!(sym.kind, SymbolKind::Scalar) {
            Some("a VALUE dummy must be a scalar variable".into())
        } else if matches!(sym.ty, Ty::Derived(_)) {
            Some("VALUE is not supported for derived-type dummies yet".into())
        } else if sym.ty == Ty::Char && sym.char_len != Some(CharLen::Const(1)) {
            Some("a CHARACTER dummy with the VALUE attribute must have length 1".into())
        } else if sym.ty == Ty::Char && self.scope.optional.contains(&id) {
            Some("an OPTIONAL CHARACTER dummy with the VALUE attribute is not supported yet".into())
        } else if self.scope.value.contains(&id) {
            Some("duplicate VALUE attribute".into())
        } else {
            None
        };
        match why {
            Some(why) => self.error(name.span, format!("'{}': {why}", name.text)),
            None => {
                self.scope.value.insert(id);
            }
        }
    }

    /// INTENT and OPTIONAL name dummy arguments only.
    pub(super) fn dummy_only(&mut self, name: &Name, what: &str) {
        let dummy = self
            .scope
            .lookup(&name.text)
            .is_some_and(|id| self.scope.get(id).dummy.is_some());
        if !dummy {
            self.error(
                name.span,
                format!(
                    "{what} is only for dummy arguments, and '{}' is not one",
                    name.text
                ),
            );
        }
    }

    pub(super) fn optional(&mut self, name: &Name) {
        self.dummy_only(name, "OPTIONAL");
        if let Some(id) = self.scope.lookup(&name.text) {
            if self.scope.get(id).dummy.is_some() {
                self.scope.optional.insert(id);
            }
        }
    }

    /// PUBLIC or PRIVATE for a name (modules only).
    pub(super) fn set_access(&mut self, name: &Name, public: bool, span: Span) {
        if self.unit_kind != crate::fortran::hir::UnitKind::Module {
            self.error(
                span,
                format!(
                    "{} may only appear in the specification part of a module",
                    if public { "PUBLIC" } else { "PRIVATE" }
                ),
            );
            return;
        }
        if self.scope.access.insert(name.text.clone(), public) == Some(!public) {
            self.error(
                name.span,
                format!("'{}' is declared both PUBLIC and PRIVATE", name.text),
            );
        }
    }

    /// `INTEGER :: N = 5`, `REAL :: A(3) = 0`: the variable's initial value (as DATA gives it;
    /// it implies SAVE).
    fn initial_value(&mut self, name: &Name, init: &ast::Expr) {
        let Some(id) = self.scope.lookup(&name.text) else {
            return;
        };
        let sym = self.scope.get(id).clone();
        // A BIND(C) module variable's storage is a block of its own (`c_interop.rs`): its
        // initial value defines that block, as a module variable's does its global.
        let bind_c = sym
            .common
            .as_ref()
            .is_some_and(|c| crate::fortran::hir::is_bind_c(&c.block));
        if sym.dummy.is_some()
            || (sym.common.is_some() && !bind_c)
            || self.scope.commons.iter().any(|(_, m)| m.contains(&id))
        {
            self.error(
                init.span,
                format!(
                    "'{}' cannot have an initial value: it is a dummy argument or in COMMON",
                    name.text
                ),
            );
            return;
        }
        let constructor = match &init.kind {
            ast::ExprKind::Constructor(_) | ast::ExprKind::TypedConstructor(..) => true,
            ast::ExprKind::Designator(d) => d.name.text == "reshape" && d.args.is_some(),
            _ => false,
        };
        if constructor && matches!(sym.kind, SymbolKind::Array(_)) {
            // Its values element by element, as an array named constant has them.
            self.parameter_array(name, init);
            return;
        }
        let errors = self.diags.error_count();
        let Some(v) = self.check_expr(init) else {
            return;
        };
        let Some(c) = v.as_const().cloned() else {
            if self.diags.error_count() == errors {
                self.error(
                    init.span,
                    format!(
                        "the initial value of '{}' must be a constant expression",
                        name.text
                    ),
                );
            }
            return;
        };
        let Some(c) = self.data_constant_of(id, c, v.ty, init.span) else {
            return;
        };
        let count = match &sym.kind {
            SymbolKind::Array(info) => info.element_count(),
            _ => 1,
        };
        let values = (0..count).map(|k| (k, c.clone())).collect();
        self.data.insert(id, values);
    }

    /// The length of a CHARACTER entity: its own `*len`, else the type's, else 1.
    pub(super) fn char_length(
        &mut self,
        ts: &TypeSpec,
        own: Option<&(ast::StarLen, Span)>,
    ) -> Option<CharLen> {
        let from_star = |ck: &mut Self, l: &ast::StarLen, span: Span| match l {
            ast::StarLen::Int(lit) => match lit.digits.parse::<i64>() {
                Ok(v) => Some(CharLen::Const(v)),
                Err(_) => {
                    ck.error(span, "invalid CHARACTER length");
                    None
                }
            },
            ast::StarLen::Paren(c) => ck.char_len_selector(c),
        };
        let len = match (own, &ts.star_len, &ts.len) {
            (Some((l, span)), _, _) => from_star(self, l, *span)?,
            (None, Some((l, span)), _) => from_star(self, l, *span)?,
            (None, None, Some(c)) => self.char_len_selector(c)?,
            (None, None, None) => CharLen::Const(1),
        };
        // A negative length is zero (F2008 4.4.3.2).
        Some(match len {
            CharLen::Const(n) => CharLen::Const(n.max(0)),
            other => other,
        })
    }

    fn char_len_selector(&mut self, c: &ast::CharLen) -> Option<CharLen> {
        match c {
            ast::CharLen::Assumed(_) => Some(CharLen::Assumed),
            ast::CharLen::Deferred(_) => Some(CharLen::Deferred),
            ast::CharLen::Expr(e) if self.mentions_pending_bounds(e) => {
                self.pending_char_len_ast = Some(e.clone());
                Some(CharLen::Auto)
            }
            ast::CharLen::Expr(e) => {
                let x = self.check_expr(e)?;
                match x.as_const() {
                    Some(Const::Int(n)) => Some(CharLen::Const(*n)),
                    _ => self.runtime_char_len(x, e.span),
                }
            }
        }
    }

    /// Records the length of a declared CHARACTER name.
    fn declare_char_len(&mut self, name: &Name, len: Option<CharLen>) {
        let Some(len) = len else {
            return;
        };
        if let Some(id) = self.scope.lookup(&name.text) {
            self.scope.get_mut(id).char_len = Some(len);
        }
    }

    /// The names of a declaration whose type was rejected (and reported): declared anyway, as
    /// unusable, so that their uses add no errors of their own (one unsupported declaration is
    /// one error, not a cascade of type mismatches).
    fn declare_unusable(&mut self, d: &ast::TypeDecl, untyped: &mut Vec<(SymId, Name)>) {
        for e in &d.entities {
            self.declare_name_unusable(&e.name, untyped);
        }
    }

    /// Declares `name` (if it is new) as unusable: its declaration had an error.
    fn declare_name_unusable(&mut self, name: &Name, untyped: &mut Vec<(SymId, Name)>) {
        if self.scope.lookup(&name.text).is_none() {
            self.declare(name, Some(Ty::R4), None, untyped);
        }
        if let Some(id) = self.scope.lookup(&name.text) {
            self.scope.unusable.insert(id);
        }
    }

    pub(super) fn dimension_entity(&mut self, e: &EntityDecl, untyped: &mut Vec<(SymId, Name)>) {
        match &e.dims {
            Some(dims) => self.declare(&e.name, None, Some(dims), untyped),
            None => self.error(
                e.span,
                format!("DIMENSION needs bounds for '{}'", e.name.text),
            ),
        }
    }

    /// Declares a name with an explicit type (`ty`) and/or dimensions.
    pub(super) fn declare(
        &mut self,
        name: &Name,
        ty: Option<Ty>,
        dims: Option<&[DimSpec]>,
        untyped: &mut Vec<(SymId, Name)>,
    ) {
        if !self.may_declare(name) {
            return;
        }
        // A dummy array's bounds may depend on other dummies: checked at the end of the part.
        if let (Some(d), Some(id)) = (dims, self.scope.lookup(&name.text)) {
            if self.scope.get(id).dummy.is_some() {
                self.declare_dummy_array(name, id, ty, d);
                return;
            }
        }
        // A procedure's local array whose bounds are known on entry only: automatic.
        if let Some(d) = dims.filter(|d| self.is_automatic_shape(d)) {
            self.declare_automatic(name, ty, d, untyped);
            return;
        }
        let dims = match dims {
            Some(d) => match self.array_dims(name, d) {
                Some(d) => Some(d),
                None => {
                    // Reported; its uses add no errors of their own.
                    self.declare_name_unusable(name, untyped);
                    return;
                }
            },
            None => None,
        };
        let kind = |dims: Option<Vec<(i64, i64)>>| match dims {
            Some(dims) => SymbolKind::Array(ArrayInfo {
                dims,
                adjustable: None,
                dist: None,
                allocatable: false,
                assumed_shape: false,
            }),
            None => SymbolKind::Scalar,
        };
        match self.scope.lookup(&name.text) {
            None => {
                self.new_variable(name, ty, kind(dims), untyped);
            }
            Some(id) => {
                let sym = self.scope.get(id).clone();
                if matches!(sym.kind, SymbolKind::Constant(_)) {
                    self.error(
                        name.span,
                        format!(
                            "'{}' is a named constant and cannot be redeclared",
                            name.text
                        ),
                    );
                    return;
                }
                if let Some(t) = ty {
                    if !self.set_declared_type(id, name, t) {
                        return;
                    }
                    untyped.retain(|(u, _)| *u != id);
                }
                if let Some(d) = dims {
                    if matches!(sym.kind, SymbolKind::Array(_)) {
                        self.error(
                            name.span,
                            format!("the dimensions of '{}' are declared twice", name.text),
                        );
                        return;
                    }
                    self.scope.get_mut(id).kind = kind(Some(d));
                }
            }
        }
    }

    /// The header's names: the dummy arguments, and a function's result variable (the
    /// function's name, or its RESULT name), typed later by declarations or IMPLICIT rules.
    pub fn declare_header(&mut self, unit: &ast::ProgramUnit) -> (Vec<SymId>, Option<SymId>) {
        let mut dummies = Vec::new();
        for (i, d) in unit.kind.dummies().iter().enumerate() {
            if !self.may_declare(d) {
                continue;
            }
            if self.scope.lookup(&d.text).is_some() {
                self.error(d.span, format!("'{}' is a dummy argument twice", d.text));
                continue;
            }
            let id = self.scope.add(Symbol {
                pointer: false,
                target: false,
                name: d.text.clone(),
                ty: Ty::R4,
                kind: SymbolKind::Scalar,
                span: d.span,
                dummy: Some(i),
                saved: false,
                common: None,
                char_len: None,
            });
            dummies.push(id);
        }
        let mut result = None;
        if let ast::UnitKind::Function { ty, result: r, .. } = &unit.kind {
            let name = r.as_ref().or(unit.name.as_ref());
            if let Some(name) = name.filter(|n| self.may_declare(n)) {
                if self.scope.lookup(&name.text).is_some() {
                    self.error(
                        name.span,
                        format!("'{}' is both a dummy argument and the result", name.text),
                    );
                } else {
                    // The type is evaluated at the end of the specification part: its kind
                    // may be a constant that a USE or the host provides.
                    self.scope.result_type = ty.as_deref().cloned();
                    let id = self.scope.add(Symbol {
                        pointer: false,
                        target: false,
                        name: name.text.clone(),
                        ty: Ty::R4,
                        kind: SymbolKind::Scalar,
                        span: name.span,
                        dummy: None,
                        saved: false,
                        common: None,
                        char_len: None,
                    });
                    if ty.is_some() {
                        self.scope.explicitly_typed.insert(id);
                    }
                    result = Some(id);
                }
            }
        }
        self.scope.dummies = dummies.clone();
        self.scope.result = result;
        (dummies, result)
    }

    /// A function's result typed in its header (`REAL(dp) FUNCTION f(x)`).
    fn type_result_from_header(&mut self) {
        let (Some(ts), Some(r)) = (self.scope.result_type.take(), self.scope.result) else {
            return;
        };
        match self.type_of_spec(&ts) {
            Some(ty) => {
                self.scope.get_mut(r).ty = ty;
                if ty == Ty::Char {
                    let len = self.char_length(&ts, None);
                    self.pending_char_len = None;
                    if matches!(len, Some(CharLen::Auto | CharLen::Deferred)) {
                        self.error(
                            ts.span,
                            "a function result of a run-time length is not supported yet",
                        );
                        self.scope.unusable.insert(r);
                    }
                    self.scope.get_mut(r).char_len = len;
                }
            }
            None => {
                self.scope.unusable.insert(r);
            }
        }
    }

    /// Dummies and the result that no declaration typed get their implicit types.
    fn type_header_names(&mut self) {
        let names: Vec<SymId> = self
            .scope
            .dummies
            .iter()
            .copied()
            .chain(self.scope.result)
            .collect();
        for id in names {
            if self.scope.explicitly_typed.contains(&id) {
                continue;
            }
            let sym = self.scope.get(id).clone();
            if self.interface_body_names.contains(&sym.name) {
                continue;
            }
            if matches!(sym.kind, SymbolKind::Procedure(_)) {
                // A dummy procedure (EXTERNAL): a function's type by the IMPLICIT rules; a
                // subroutine needs none.
                if let Some(t) = self.scope.implicit_type(&sym.name) {
                    self.scope.get_mut(id).ty = t;
                }
                continue;
            }
            match self.scope.implicit_type(&sym.name) {
                Some(t) => self.scope.get_mut(id).ty = t,
                None => {
                    let name = Name::new(sym.name.clone(), sym.span);
                    self.scope.report_untyped(&name, self.diags);
                    self.scope.unusable.insert(id);
                }
            }
        }
    }

    /// A dummy argument that names a procedure (EXTERNAL, or an interface body): calls
    /// through it are indirect, through the address the caller passes (see `lower::calls`).
    /// Its global name is its own, so that no unit of the program is taken for it.
    pub(super) fn make_dummy_procedure(
        &mut self,
        id: SymId,
        name: &Name,
        role: crate::fortran::hir::ProcRole,
        ty: Ty,
        interface: Option<std::rc::Rc<crate::fortran::hir::Interface>>,
    ) {
        if ty == Ty::Char && role != crate::fortran::hir::ProcRole::Subroutine {
            self.error(
                name.span,
                format!(
                    "'{}': CHARACTER dummy functions are not supported yet",
                    name.text
                ),
            );
            return;
        }
        let global = format!("{}.dummy.{}", self.unit_global, name.text);
        let sym = self.scope.get_mut(id);
        sym.ty = ty;
        sym.kind = SymbolKind::Procedure(crate::fortran::hir::Procedure {
            global,
            role,
            interface,
            specifics: Vec::new(),
            pointer: None,
        });
        if role != crate::fortran::hir::ProcRole::Unknown {
            self.scope.explicitly_typed.insert(id);
        }
    }

    /// `EXTERNAL f`: `f` names a procedure (typed like a variable if it is a function).
    fn declare_external(&mut self, name: &Name) {
        if !self.may_declare(name) {
            return;
        }
        let procedure = SymbolKind::Procedure(crate::fortran::hir::Procedure::implicit(
            name.text.clone(),
            crate::fortran::hir::ProcRole::Unknown,
        ));
        match self.scope.lookup(&name.text) {
            Some(id) => {
                let sym = self.scope.get(id);
                if matches!(sym.kind, SymbolKind::Scalar) && sym.dummy.is_some() {
                    let ty = sym.ty;
                    let role = crate::fortran::hir::ProcRole::Unknown;
                    self.make_dummy_procedure(id, name, role, ty, None);
                    return;
                }
                if !matches!(sym.kind, SymbolKind::Scalar) || sym.dummy.is_some() {
                    self.error(
                        name.span,
                        format!("'{}' cannot be EXTERNAL: it is already declared", name.text),
                    );
                    return;
                }
                self.scope.get_mut(id).kind = procedure;
            }
            None => {
                let ty = self.scope.implicit_type(&name.text).unwrap_or(Ty::R4);
                self.scope.add(Symbol {
                    pointer: false,
                    target: false,
                    name: name.text.clone(),
                    ty,
                    kind: procedure,
                    span: name.span,
                    dummy: None,
                    saved: false,
                    common: None,
                    char_len: None,
                });
            }
        }
    }

    /// `REAL A(N, *)` for a dummy: an array now, its bounds checked at the end of the part.
    fn declare_dummy_array(&mut self, name: &Name, id: SymId, ty: Option<Ty>, dims: &[DimSpec]) {
        if matches!(self.scope.get(id).kind, SymbolKind::Array(_)) {
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
        }
        if !self.rank_fits(name, dims.len()) {
            return;
        }
        self.scope.get_mut(id).kind = SymbolKind::Array(ArrayInfo {
            dims: vec![(1, 1); dims.len()],
            adjustable: None,
            dist: None,
            allocatable: false,
            assumed_shape: false,
        });
        self.scope.pending_bounds.push((id, dims.to_vec()));
    }

    /// Whether the bounds `dims` of a local array of this unit make it automatic: in a
    /// procedure, a bound that names something other than a named constant (a dummy, a COMMON
    /// or module variable) or calls a function.
    fn is_automatic_shape(&self, dims: &[DimSpec]) -> bool {
        if !self.block_spec
            && !matches!(
                self.unit_kind,
                crate::fortran::hir::UnitKind::Subroutine | crate::fortran::hir::UnitKind::Function
            )
        {
            return false;
        }
        let run_time = |e: &ast::Expr| {
            let mut todo = vec![e];
            while let Some(e) = todo.pop() {
                match &e.kind {
                    ast::ExprKind::Designator(d) => {
                        let constant = self.scope.lookup(&d.name.text).is_some_and(|id| {
                            matches!(self.scope.get(id).kind, SymbolKind::Constant(_))
                        });
                        let intrinsic = d.args.is_some()
                            && self.scope.lookup(&d.name.text).is_none()
                            && super::intrinsics::is_intrinsic(&d.name.text);
                        if !constant && !intrinsic {
                            return true;
                        }
                        todo.extend(d.args.iter().flatten().map(|a| &a.value));
                    }
                    ast::ExprKind::Unary(_, a) | ast::ExprKind::Paren(a) => todo.push(a),
                    ast::ExprKind::Binary(_, a, b) => {
                        todo.push(a);
                        todo.push(b);
                    }
                    _ => {}
                }
            }
            false
        };
        dims.iter().any(|d| {
            d.lower.as_ref().is_some_and(run_time) || d.upper.as_ref().is_some_and(run_time)
        })
    }

    /// An automatic array (`REAL W(N)` with `N` a dummy): its bounds are evaluated on entry,
    /// where the array is allocated (freed on return), as the temporaries of array
    /// expressions are.
    fn declare_automatic(
        &mut self,
        name: &Name,
        ty: Option<Ty>,
        dims: &[DimSpec],
        untyped: &mut Vec<(SymId, Name)>,
    ) {
        if !self.rank_fits(name, dims.len()) {
            return;
        }
        if let Some(d) = dims.iter().find(|d| d.star || d.upper.is_none()) {
            self.error(
                d.span,
                format!(
                    "'{}' has an assumed size (*): only a dummy argument can",
                    name.text
                ),
            );
            return;
        }
        let info = ArrayInfo {
            dims: vec![(1, 1); dims.len()],
            adjustable: None,
            dist: None,
            allocatable: false,
            assumed_shape: false,
        };
        let id = match self.scope.lookup(&name.text) {
            Some(id) if matches!(self.scope.get(id).kind, SymbolKind::Scalar) => {
                if let Some(t) = ty {
                    if !self.set_declared_type(id, name, t) {
                        return;
                    }
                    untyped.retain(|(u, _)| *u != id);
                }
                self.scope.get_mut(id).kind = SymbolKind::Array(info);
                id
            }
            Some(_) => {
                self.error(
                    name.span,
                    format!("the dimensions of '{}' are declared twice", name.text),
                );
                return;
            }
            None => self.new_variable(name, ty, SymbolKind::Array(info), untyped),
        };
        self.scope.pending_bounds.push((id, dims.to_vec()));
    }

    /// The bounds of dummy arrays: constants, or integer expressions of dummies and constants
    /// evaluated on entry; `*` only as the upper bound of the last dimension.
    fn adjustable_bounds(&mut self) {
        let pending = std::mem::take(&mut self.scope.pending_bounds);
        for (id, dims) in pending {
            let name = self.scope.get(id).name.clone();
            if dims.iter().any(|d| d.upper.is_none() && !d.star) {
                self.assumed_shape_bounds(id, &dims);
                continue;
            }
            let mut bounds = Vec::with_capacity(dims.len());
            let mut ok = true;
            for (k, d) in dims.iter().enumerate() {
                if d.star && k + 1 != dims.len() {
                    self.error(
                        d.span,
                        format!(
                            "'{name}': only the last dimension of an assumed-size array may be '*'"
                        ),
                    );
                    ok = false;
                    break;
                }
                let lower = match &d.lower {
                    Some(l) => self.bound_expr(l, &name),
                    None => Some(one(d.span)),
                };
                let upper = match &d.upper {
                    Some(u) => self.bound_expr(u, &name).map(Some),
                    None => Some(None),
                };
                match (lower, upper) {
                    (Some(l), Some(u)) => bounds.push((l, u)),
                    _ => ok = false,
                }
            }
            if !ok {
                self.scope.unusable.insert(id);
                continue;
            }
            let constant: Option<Vec<(i64, i64)>> = bounds
                .iter()
                .map(
                    |(l, u)| match (l.as_const(), u.as_ref().and_then(|u| u.as_const())) {
                        (Some(Const::Int(l)), Some(Const::Int(u))) => Some((*l, *u)),
                        _ => None,
                    },
                )
                .collect();
            if let SymbolKind::Array(info) = &mut self.scope.get_mut(id).kind {
                match constant {
                    Some(c) => info.dims = c,
                    None => info.adjustable = Some(bounds),
                }
            }
        }
    }

    /// An assumed-shape dummy (`a(:, 0:)`): `:` in every dimension, with a lower bound
    /// (a specification expression, 1 when omitted); the extents come with the descriptor
    /// the caller passes, so the upper bounds are run-time inquiries.
    fn assumed_shape_bounds(&mut self, id: SymId, dims: &[DimSpec]) {
        let name = self.scope.get(id).name.clone();
        if let Some(d) = dims.iter().find(|d| d.upper.is_some() || d.star) {
            self.error(
                d.span,
                format!(
                    "'{name}': an assumed-shape array has ':' in every dimension (a lower bound may precede it, as in 0:)"
                ),
            );
            self.scope.unusable.insert(id);
            return;
        }
        let mut bounds = Vec::with_capacity(dims.len());
        for (k, d) in dims.iter().enumerate() {
            let lower = match &d.lower {
                Some(l) => self.bound_expr(l, &name),
                None => Some(one(d.span)),
            };
            let Some(lower) = lower else {
                self.scope.unusable.insert(id);
                return;
            };
            let span = d.span;
            let upper = crate::fortran::hir::Expr {
                kind: crate::fortran::hir::ExprKind::Convert(Box::new(crate::fortran::hir::Expr {
                    kind: crate::fortran::hir::ExprKind::ArrayInquiry(
                        id,
                        crate::fortran::hir::ArrayInquiry::Upper(k),
                    ),
                    ty: Ty::I4,
                    span,
                })),
                ty: Ty::I8,
                span,
            };
            bounds.push((lower, Some(upper)));
        }
        if let SymbolKind::Array(info) = &mut self.scope.get_mut(id).kind {
            info.assumed_shape = true;
            info.adjustable = Some(bounds);
        }
    }

    /// A bound of a dummy array: an INTEGER expression of constants, dummy arguments and
    /// variables in COMMON (F2008 7.1.11: a specification expression).
    fn bound_expr(&mut self, e: &ast::Expr, array: &str) -> Option<crate::fortran::hir::Expr> {
        let x = self.check_expr(e)?;
        if !x.ty.is_int() {
            self.error(
                e.span,
                format!(
                    "a bound of '{array}' must be an INTEGER expression, found {}",
                    x.ty
                ),
            );
            return None;
        }
        let mut bad = None;
        visit_loads(&x, &mut |id| {
            // COMMON, module and host variables have static storage (a slot).
            let in_common = self.scope.commons.iter().any(|(_, m)| m.contains(&id))
                || self.scope.get(id).common.is_some();
            // In a BLOCK the bounds are evaluated on each entry: any variable will do.
            if self.scope.get(id).dummy.is_none() && !in_common && !self.block_spec && bad.is_none()
            {
                bad = Some(self.scope.get(id).name.clone());
            }
        });
        if let Some(n) = bad {
            self.error(
                e.span,
                format!(
                    "a bound of '{array}' may use only constants, dummy arguments and COMMON variables, not '{n}'"
                ),
            );
            return None;
        }
        Some(self.convert(x, Ty::I8))
    }

    /// `COMMON /name/ a, b(10)`: the names are declared (with their dimensions) and join the
    /// block in order.
    fn common_group(&mut self, g: &ast::CommonGroup, untyped: &mut Vec<(SymId, Name)>) {
        let block = g.name.as_ref().map_or(String::new(), |n| n.text.clone());
        for e in &g.entities {
            if !self.may_declare(&e.name) {
                continue;
            }
            let existing = self.scope.lookup(&e.name.text);
            if let Some(id) = existing {
                let sym = self.scope.get(id);
                let what = if sym.dummy.is_some() {
                    Some("a dummy argument")
                } else if !matches!(sym.kind, SymbolKind::Scalar | SymbolKind::Array(_)) {
                    Some("not a variable")
                } else if self.scope.commons.iter().any(|(_, m)| m.contains(&id)) {
                    Some("already in a COMMON block")
                } else {
                    None
                };
                if let Some(what) = what {
                    self.error(
                        e.name.span,
                        format!("'{}' cannot be in COMMON: it is {what}", e.name.text),
                    );
                    continue;
                }
            }
            if e.dims.is_some() || existing.is_none() {
                self.declare(&e.name, None, e.dims.as_deref(), untyped);
            }
            let Some(id) = self.scope.lookup(&e.name.text) else {
                continue;
            };
            if matches!(&self.scope.get(id).kind, SymbolKind::Array(info) if info.allocatable) {
                self.error(
                    e.name.span,
                    format!("'{}' cannot be in COMMON: it is ALLOCATABLE", e.name.text),
                );
                continue;
            }
            match self.scope.commons.iter_mut().find(|(b, _)| *b == block) {
                Some((_, members)) => members.push(id),
                None => self.scope.commons.push((block.clone(), vec![id])),
            }
        }
    }

    /// Offsets of COMMON members, in order, each aligned to its type's size as gfortran does
    /// (so both compilers lay a block out the same way); returns nothing, sets the symbols'
    /// slots.
    pub(super) fn lay_out_commons(&mut self) {
        let commons = self.scope.commons.clone();
        let mut sizes = Vec::with_capacity(commons.len());
        for (block, members) in commons {
            let mut offset: u64 = 0;
            for id in members {
                let sym = self.scope.get(id).clone();
                let (elem, align, count) = match &sym.kind {
                    // A distributed array: the block holds its handle (see `hir::Distribution`).
                    SymbolKind::Array(info) if info.dist.is_some() => (8, 8, 1),
                    SymbolKind::Array(info) => (
                        sym.element_size(),
                        sym.ty.mem_scalar().size_bytes(),
                        info.element_count(),
                    ),
                    _ => (sym.element_size(), sym.ty.mem_scalar().size_bytes(), 1),
                };
                offset = offset.div_ceil(align) * align;
                self.scope.get_mut(id).common = Some(crate::fortran::hir::CommonSlot {
                    block: block.clone(),
                    offset,
                    indirect: false,
                });
                offset = offset.saturating_add(count.saturating_mul(elem));
            }
            sizes.push((block, offset));
        }
        self.common_sizes.extend(sizes);
    }

    /// The value of a named constant of type `ty` (errors reported; `None` if it has none).
    fn constant_value(&mut self, name: &Name, ty: Ty, value: &ast::Expr) -> Option<Const> {
        let errors_before = self.diags.error_count();
        let v = self.check_expr(value)?;
        // A constant operation that failed (and was reported) leaves the value unfolded.
        if v.as_const().is_none() && self.diags.error_count() == errors_before {
            self.error(
                value.span,
                format!(
                    "the value of named constant '{}' must be a constant expression",
                    name.text
                ),
            );
            return None;
        }
        let v = self.convert_for_assignment(v, ty, "a named constant")?;
        let c = v.as_const().cloned()?;
        // A CHARACTER constant takes its declared length: blank-padded or truncated.
        if let Const::Str(text) = &c {
            let declared = self
                .scope
                .lookup(&name.text)
                .and_then(|id| self.scope.get(id).char_len);
            if let Some(CharLen::Const(n)) = declared {
                let mut bytes = text.clone().into_bytes();
                bytes.resize(n.max(0) as usize, b' ');
                return Some(Const::Str(String::from_utf8_lossy(&bytes).into_owned()));
            }
        }
        Some(c)
    }

    /// `PARAMETER (N = 10)` or `INTEGER, PARAMETER :: N = 10`.
    fn define_constant(
        &mut self,
        name: &Name,
        ty: Option<Ty>,
        value: &ast::Expr,
        untyped: &mut Vec<(SymId, Name)>,
    ) {
        if !self.may_declare(name) {
            return;
        }
        let existing = self.scope.lookup(&name.text);
        if let Some(id) = existing {
            let sym = self.scope.get(id);
            if !matches!(sym.kind, SymbolKind::Scalar) || ty.is_some() {
                self.error(name.span, format!("'{}' is already declared", name.text));
                return;
            }
        }
        let ty = ty
            .or_else(|| existing.map(|id| self.scope.get(id).ty))
            .or_else(|| self.scope.implicit_type(&name.text));
        let Some(ty) = ty else {
            self.scope.report_untyped(name, self.diags);
            return;
        };
        let Some(c) = self.constant_value(name, ty, value) else {
            // Declared anyway, as unusable: its uses (a kind `real(dp)`, `1.0_dp`) add no
            // errors of their own to the one just reported.
            let id = match existing {
                Some(id) => id,
                None => {
                    let id = self.scope.add(Symbol {
                        pointer: false,
                        target: false,
                        name: name.text.clone(),
                        ty,
                        kind: SymbolKind::Constant(Const::Int(0)),
                        span: name.span,
                        dummy: None,
                        saved: false,
                        common: None,
                        char_len: None,
                    });
                    self.scope.explicitly_typed.insert(id);
                    id
                }
            };
            untyped.retain(|(u, _)| *u != id);
            self.scope.unusable.insert(id);
            return;
        };
        match existing {
            Some(id) => {
                let sym = self.scope.get_mut(id);
                sym.kind = SymbolKind::Constant(c);
                sym.ty = ty;
                untyped.retain(|(u, _)| *u != id);
            }
            None => {
                let id = self.scope.add(Symbol {
                    pointer: false,
                    target: false,
                    name: name.text.clone(),
                    ty,
                    kind: SymbolKind::Constant(c),
                    span: name.span,
                    dummy: None,
                    saved: false,
                    common: None,
                    char_len: None,
                });
                self.scope.explicitly_typed.insert(id);
            }
        }
    }
}

/// The constant 1 (a default lower bound).
fn one(span: Span) -> crate::fortran::hir::Expr {
    crate::fortran::hir::Expr {
        kind: crate::fortran::hir::ExprKind::Const(Const::Int(1)),
        ty: Ty::I8,
        span,
    }
}

/// Calls `f` for every variable (and called procedure) an expression names.
fn visit_loads(e: &crate::fortran::hir::Expr, f: &mut impl FnMut(SymId)) {
    use crate::fortran::hir::ExprKind;
    match &e.kind {
        ExprKind::Load(id) | ExprKind::Elem(id, _) => f(*id),
        ExprKind::Call(c) => f(c.proc),
        _ => {}
    }
    for child in e.children() {
        visit_loads(child, f);
    }
}
