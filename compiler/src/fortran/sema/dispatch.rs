//! Dynamic dispatch of type-bound procedures through polymorphic objects (`CLASS(t)`).
//!
//! A polymorphic object travels with its dynamic type's *tag* (the type's id, unique in the
//! compilation): a CLASS(t) dummy `x` has a hidden INTEGER(8) VALUE dummy `x.dyn` after the
//! declared ones (no Fortran name can clash with it), and every call fills it, by keyword,
//! with the actual argument's tag — the actual's own `.dyn` when it is polymorphic, else the
//! id of its declared type (taken before the object is narrowed to its parent part). A
//! type-bound reference through a polymorphic object calls a *dispatcher* instead of the
//! declared type's procedure: a function with that procedure's interface which the lowering
//! defines once per compilation (`lower/dispatch.rs`) from the tables collected here: it
//! compares the passed object's tag with the tag of every type of the compilation that
//! extends the declared type and forwards its arguments unchanged to that type's procedure
//! (the parent part sits at the object's address, so the object needs no adjustment).
//!
//! This is dvmhc's own convention, not gfortran's class containers and vtables (`{data*,
//! vptr*}`, `__vtab_m_t`): procedures with CLASS dummies compiled by gfortran and by dvmhc
//! do not call each other, and a dispatcher knows the types of its own compilation only
//! (extensions compiled separately, with `-c`, are not dispatched to).

use super::type_bound::{BindingTarget, TypeBinding};
use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{self, Interface, Symbol, SymbolKind, Ty};
use crate::name::Name;
use std::cell::RefCell;

/// The suffix of a polymorphic entity's hidden tag variable.
pub(super) const TAG: &str = ".dyn";

/// A derived type as dispatch sees it.
struct TypeEntry {
    id: u32,
    parent: Option<u32>,
    /// Binding name → the global of its procedure (`None`: DEFERRED).
    bindings: Vec<(String, Option<String>)>,
}

/// A dispatcher some reference calls.
struct Request {
    global: String,
    declared: u32,
    binding: String,
    key: usize,
    base: String,
}

#[derive(Default)]
struct State {
    types: Vec<TypeEntry>,
    requests: Vec<Request>,
    /// Some test calls `__dvmh_extends` (see `select_type`).
    extends: bool,
}

thread_local! {
    // One compilation (`analyze`) at a time per thread fills it.
    static STATE: RefCell<State> = RefCell::new(State::default());
}

/// Forgets the types and dispatchers of an earlier compilation.
pub(super) fn start() {
    STATE.with(|s| *s.borrow_mut() = State::default());
}

/// The global of a binding's procedure.
fn binding_global(b: &TypeBinding) -> Option<Option<String>> {
    match &b.target {
        BindingTarget::Specific { deferred: true, .. } => Some(None),
        BindingTarget::Specific {
            procedure, module, ..
        } => Some(Some(match module {
            Some(m) => hir::module_entity_name(m, procedure),
            None => procedure.clone(),
        })),
        BindingTarget::Generic(_) => None,
    }
}

/// Records a derived type of the compilation: its parent and its bindings' procedures.
pub(super) fn register_type(id: u32, parent: Option<u32>, bindings: &[TypeBinding]) {
    let bindings = bindings
        .iter()
        .filter_map(|b| binding_global(b).map(|g| (b.name.clone(), g)))
        .collect();
    STATE.with(|s| {
        s.borrow_mut().types.push(TypeEntry {
            id,
            parent,
            bindings,
        })
    });
}

/// Notes that the program calls `__dvmh_extends`, which the lowering then defines.
pub(super) fn use_extends() {
    STATE.with(|s| s.borrow_mut().extends = true);
}

/// Every type of the compilation with its parent, where some test of the program asks
/// whether one type extends another (else empty).
pub(super) fn type_parents() -> Vec<(u32, Option<u32>)> {
    STATE.with(|s| {
        let s = s.borrow();
        match s.extends {
            true => s.types.iter().map(|t| (t.id, t.parent)).collect(),
            false => Vec::new(),
        }
    })
}

/// The dispatch tables of the compilation's polymorphic references.
pub(super) fn finish() -> Vec<hir::Dispatch> {
    STATE.with(|s| {
        let s = s.borrow();
        let extends = |mut t: u32, ancestor: u32| loop {
            if t == ancestor {
                return true;
            }
            match s.types.iter().find(|e| e.id == t).and_then(|e| e.parent) {
                Some(p) => t = p,
                None => return false,
            }
        };
        let mut out: Vec<hir::Dispatch> = Vec::new();
        for r in &s.requests {
            if out.iter().any(|d| d.global == r.global) {
                continue;
            }
            let mut cases = Vec::new();
            let mut default = None;
            for t in s.types.iter().filter(|t| extends(t.id, r.declared)) {
                let Some((_, proc)) = t.bindings.iter().find(|(n, _)| *n == r.binding) else {
                    continue;
                };
                if let Some(p) = proc {
                    if t.id == r.declared {
                        default = Some(p.clone());
                    } else if !cases.iter().any(|(id, _)| *id == i64::from(t.id)) {
                        cases.push((i64::from(t.id), p.clone()));
                    }
                }
            }
            out.push(hir::Dispatch {
                global: r.global.clone(),
                base: r.base.clone(),
                key: r.key,
                cases,
                default,
            });
        }
        out
    })
}

impl Checker<'_> {
    /// At the end of the specification part: each CLASS(t) dummy gets its hidden tag dummy,
    /// after the declared dummies, in their order.
    pub(super) fn add_class_tags(&mut self) {
        let class_dummies = self.type_bound.class_dummies.clone();
        let mut class: Vec<(usize, String, crate::source::Span)> = class_dummies
            .iter()
            .filter_map(|n| {
                let id = self.scope.lookup(n)?;
                let sym = self.scope.get(id);
                Some((sym.dummy?, n.clone(), sym.span))
            })
            .collect();
        class.sort_by_key(|c| c.0);
        class.dedup_by(|a, b| a.0 == b.0);
        for (_, name, span) in class {
            let tag = format!("{name}{TAG}");
            if self.scope.lookup(&tag).is_some() {
                continue;
            }
            let id = self.tag_symbol(tag, span, Some(self.scope.dummies.len()));
            self.scope.value.insert(id);
            self.scope.dummies.push(id);
        }
    }

    /// `CLASS(t), POINTER :: p` (not a dummy): the hidden local that holds its tag.
    pub(super) fn polymorphic_pointer(&mut self, name: &Name) {
        let tag = format!("{}{TAG}", name.text);
        if self.scope.lookup(&tag).is_some() {
            return;
        }
        self.tag_symbol(tag, name.span, None);
    }

    /// Declares the INTEGER(8) scalar `tag` that holds an object's dynamic type (a dummy at
    /// position `dummy`, or a local).
    pub(super) fn tag_symbol(
        &mut self,
        tag: String,
        span: crate::source::Span,
        dummy: Option<usize>,
    ) -> hir::SymId {
        let id = self.scope.add(Symbol {
            pointer: false,
            target: false,
            name: tag,
            ty: Ty::I8,
            kind: SymbolKind::Scalar,
            span,
            dummy,
            saved: false,
            common: None,
            char_len: None,
        });
        self.scope.explicitly_typed.insert(id);
        id
    }

    /// `p => x` of a polymorphic pointer `p`: the target as `p`'s declared type (x's
    /// parent part for an extension's object) and the statement `p.dyn = <x's tag>`
    /// (`None`: `p` is not polymorphic).
    pub(super) fn polymorphic_target(
        &mut self,
        lhs: &ast::Designator,
        rhs: &ast::Expr,
        span: crate::source::Span,
    ) -> Option<(ast::Expr, Option<hir::StmtKind>)> {
        if !self.is_polymorphic(lhs) {
            return None;
        }
        let id = self.scope.lookup(&lhs.name.text)?;
        let ty = self.scope.get(id).ty;
        if let ast::ExprKind::Designator(d) = &rhs.kind {
            if d.name.text == "null" && d.args.is_some() {
                return Some((rhs.clone(), None));
            }
        }
        let tag = self.tag_of(rhs);
        let target = self.as_ancestor(rhs, ty).unwrap_or_else(|| rhs.clone());
        let set = tag.and_then(|tag| {
            let tag_var = ast::Designator {
                name: Name::new(format!("{}{TAG}", lhs.name.text), lhs.name.span),
                args: None,
                substring: None,
                parts: Vec::new(),
                span: lhs.span,
            };
            self.check_assign(&tag_var, &tag, span)
        });
        Some((target, set))
    }

    /// Whether `d` names a whole polymorphic entity (one with a tag).
    pub(super) fn is_polymorphic(&self, d: &ast::Designator) -> bool {
        self.is_whole_with_hidden(d, TAG)
    }

    /// Whether `d` is a whole variable (no component, subscript or substring) beside which
    /// the compiler declared the hidden name `<name><suffix>` (a tag or a mark).
    pub(super) fn is_whole_with_hidden(&self, d: &ast::Designator, suffix: &str) -> bool {
        d.parts.is_empty()
            && d.args.is_none()
            && d.substring.is_none()
            && self
                .scope
                .lookup(&format!("{}{suffix}", d.name.text))
                .is_some()
    }

    /// The tag of the object `e`: a polymorphic entity's own, else its declared type's id.
    pub(super) fn tag_of(&mut self, e: &ast::Expr) -> Option<ast::Expr> {
        if let ast::ExprKind::Designator(d) = &e.kind {
            if self.is_polymorphic(d) {
                let name = Name::new(format!("{}{TAG}", d.name.text), d.name.span);
                return Some(ast::Expr {
                    kind: ast::ExprKind::Designator(ast::Designator {
                        name,
                        args: None,
                        substring: None,
                        parts: Vec::new(),
                        span: e.span,
                    }),
                    span: e.span,
                });
            }
        }
        let (ty, _) = self.argument_shape(e, false)?;
        let Ty::Derived(d) = ty else { return None };
        Some(ast::Expr {
            kind: ast::ExprKind::Int(ast::IntLit {
                digits: d.id.to_string(),
                kind: None,
            }),
            span: e.span,
        })
    }

    /// `args` of a call of a procedure with `interface` with the tags of its CLASS dummies
    /// added by keyword (`None`: none to add).
    pub(super) fn with_tag_arguments(
        &mut self,
        interface: &Interface,
        args: &[ast::Arg],
    ) -> Option<Vec<ast::Arg>> {
        let mut out: Option<Vec<ast::Arg>> = None;
        for sig in &interface.dummies {
            let Some(base) = sig.name.strip_suffix(TAG) else {
                continue;
            };
            let given = |a: &ast::Arg, n: &str| a.keyword.as_ref().is_some_and(|k| k.text == n);
            if args.iter().any(|a| given(a, &sig.name)) {
                continue;
            }
            let Some(q) = interface.dummies.iter().position(|d| d.name == base) else {
                continue;
            };
            let actual = args.iter().find(|a| given(a, base)).or_else(|| {
                args.get(q)
                    .filter(|a| a.keyword.is_none())
                    .filter(|_| args[..q].iter().all(|a| a.keyword.is_none()))
            });
            let Some(actual) = actual else { continue };
            let Some(tag) = self.tag_of(&actual.value) else {
                continue;
            };
            let span = tag.span;
            out.get_or_insert_with(|| args.to_vec()).push(ast::Arg {
                keyword: Some(Name::new(sig.name.clone(), span)),
                value: tag,
            });
        }
        out
    }

    /// The dispatcher of the binding `b` of `def` called through a polymorphic object,
    /// declared here (a copy of the procedure symbol `proc` under another global), or
    /// `None` when the passed-object dummy `pass_dummy` has no tag.
    pub(super) fn dispatcher(
        &mut self,
        def: &super::derived::DerivedDef,
        b: &TypeBinding,
        proc: &Name,
        pass_dummy: &str,
    ) -> Option<Name> {
        let id = self.scope.lookup(&proc.text)?;
        let mut sym = self.scope.get(id).clone();
        let SymbolKind::Procedure(p) = &mut sym.kind else {
            return None;
        };
        let key = p
            .interface
            .as_ref()?
            .dummies
            .iter()
            .position(|d| d.name == format!("{pass_dummy}{TAG}"))?;
        let base = p.global.clone();
        let global = format!("__dvmh_dispatch_{}_{}", def.id, b.name);
        p.global = global.clone();
        let hidden = Name::new(format!("{}%dispatch%{}", b.name, def.id), proc.span);
        if self.scope.lookup(&hidden.text).is_none() {
            sym.name = hidden.text.clone();
            self.scope.add(sym);
        }
        STATE.with(|s| {
            s.borrow_mut().requests.push(Request {
                global,
                declared: def.id,
                binding: b.name.clone(),
                key,
                base,
            })
        });
        Some(hidden)
    }
}
