//! Type-bound procedures (Fortran 2003): the bindings of a derived type's CONTAINS part,
//! and the references through them (`CALL s%move(dx)`, `s%area()`, `v(i)%get(k)`).
//!
//! A reference becomes an ordinary call of the binding's module procedure in the object's
//! declared type (an extended type's own binding overrides its parent's), with the object
//! inserted as its passed-object argument (the first, or the `PASS(arg)` dummy; none for
//! NOPASS), before the statement is checked: argument passing, generics, elemental and
//! copy-in/out rules are the ordinary calls' own. A binding inherited from an ancestor
//! receives the ancestor's part of the object (`c%base`, gfortran's parent component at
//! offset 0), so the callee's dummy has exactly its declared type. CLASS(t) dummies are
//! TYPE(t) dummies that also accept an extension's object (its parent part, at the same
//! address) with its dynamic type's tag beside it; through a polymorphic object the call
//! goes to a dispatcher that picks the procedure of the dynamic type (see `dispatch`).
//! SELECT TYPE is `select_type`; CLASS(*) is an error.
//!
//! A bound procedure need not be visible by name where the reference is (`USE m, ONLY: t`,
//! a PRIVATE procedure): it is then imported from its module under a name no program can
//! write (`proc%module`). Generic bindings to operators and assignment (`GENERIC ::
//! OPERATOR(+) => add`) are the module's generic interfaces of the bound procedures; named
//! generic bindings (`GENERIC :: get => get_i, get_r`) resolve per reference among their
//! specific bindings, as a generic interface does.

use super::derived::DerivedDef;
use super::Checker;
use crate::fortran::ast::{self, OutputItem, StmtKind};
use crate::fortran::hir::{ProcRole, SymbolKind, Ty, UnitKind};
use crate::name::Name;
use crate::source::Span;

/// One binding of a derived type (its own or inherited).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct TypeBinding {
    pub name: String,
    pub target: BindingTarget,
    /// The id of the type whose definition holds the binding (an ancestor's for an inherited
    /// binding): its procedure's passed-object dummy has that type.
    pub owner: u32,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum BindingTarget {
    /// A module procedure, how it receives the object, and its module (`None` outside one);
    /// for a DEFERRED binding the abstract interface it names instead.
    Specific {
        procedure: String,
        pass: PassArg,
        module: Option<String>,
        deferred: bool,
    },
    /// A generic binding: the names of specific bindings of the type.
    Generic(Vec<String>),
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum PassArg {
    First,
    Named(String),
    None,
}

/// What the unit's type definitions leave for after its module procedures are known.
#[derive(Clone, Debug, Default)]
pub(crate) struct Pending {
    /// `GENERIC :: OPERATOR(+) => add`: the generic and the bound procedures.
    operators: Vec<(Name, Vec<Name>)>,
    /// The names of the types defined here with bindings of their own.
    types: Vec<String>,
    /// The unit's CLASS(t) dummy arguments.
    pub(super) class_dummies: Vec<String>,
}

/// An id standing for the type being defined until it has its own.
pub(super) const OWN_TYPE: u32 = u32::MAX;

/// What rewriting a statement's type-bound function references gave.
pub(super) enum Bound {
    Unchanged,
    Rewritten(Box<ast::Stmt>),
    Failed,
}

impl Checker<'_> {
    /// The bindings of the type `def` defines: its parent's, then its own (overriding the
    /// parent's of the same name).
    pub(super) fn type_bindings(
        &mut self,
        def: &ast::DerivedTypeDef,
        parent: Option<&DerivedDef>,
    ) -> Vec<TypeBinding> {
        let mut out: Vec<TypeBinding> = parent.map(|p| p.bindings.clone()).unwrap_or_default();
        if def.bindings.is_empty() {
            self.check_deferred_overridden(def, &out);
            return out;
        }
        let module = (self.unit_kind == UnitKind::Module).then(|| self.unit_name.clone());
        if module.is_none() {
            self.error(
                def.bindings[0].span,
                format!(
                    "TYPE {} has type-bound procedures: define it in a module",
                    def.name.upper()
                ),
            );
            return out;
        }
        self.type_bound.types.push(def.name.text.clone());
        for b in &def.bindings {
            let ast::BindingKind::Specific {
                procedure,
                pass,
                deferred,
            } = &b.kind
            else {
                continue;
            };
            let binding = TypeBinding {
                name: b.name.text.clone(),
                target: BindingTarget::Specific {
                    procedure: procedure.text.clone(),
                    pass: match pass {
                        ast::Pass::First => PassArg::First,
                        ast::Pass::Named(n) => PassArg::Named(n.text.clone()),
                        ast::Pass::None => PassArg::None,
                    },
                    module: module.clone(),
                    deferred: *deferred,
                },
                owner: OWN_TYPE,
                span: b.name.span,
            };
            match out.iter().position(|o| o.name == binding.name) {
                Some(k) if out[k].owner == OWN_TYPE => self.error(
                    b.name.span,
                    format!(
                        "a second binding named '{}' in TYPE {}",
                        b.name.text,
                        def.name.upper()
                    ),
                ),
                Some(k) if matches!(out[k].target, BindingTarget::Generic(_)) => self.error(
                    b.name.span,
                    format!(
                        "'{}' is a generic binding of the parent type: a specific binding cannot override it",
                        b.name.text
                    ),
                ),
                // Overrides the parent's binding.
                Some(k) => out[k] = binding,
                None => out.push(binding),
            }
        }
        for b in &def.bindings {
            let ast::BindingKind::Generic(names) = &b.kind else {
                continue;
            };
            let mut procedures = Vec::new();
            for n in names {
                match out.iter().find(|o| o.name == n.text).map(|o| &o.target) {
                    Some(BindingTarget::Specific { procedure, .. }) => {
                        procedures.push(Name::new(procedure.clone(), n.span))
                    }
                    _ => self.error(
                        n.span,
                        format!(
                            "'{}' in the GENERIC binding '{}' is not a specific binding of TYPE {}",
                            n.text,
                            crate::fortran::operators::display(&b.name.text),
                            def.name.upper()
                        ),
                    ),
                }
            }
            if b.name.text.starts_with("operator(") || b.name.text.starts_with("assignment(") {
                // Kept among the bindings so that users of the type get the operator.
                if !out.iter().any(|o| o.name == b.name.text) {
                    out.push(TypeBinding {
                        name: b.name.text.clone(),
                        target: BindingTarget::Generic(Vec::new()),
                        owner: OWN_TYPE,
                        span: b.name.span,
                    });
                }
                self.type_bound.operators.push((b.name.clone(), procedures));
                continue;
            }
            let specifics: Vec<String> = names.iter().map(|n| n.text.clone()).collect();
            match out.iter_mut().find(|o| o.name == b.name.text) {
                Some(TypeBinding {
                    target: BindingTarget::Generic(old),
                    ..
                }) => old.extend(specifics),
                Some(_) => self.error(
                    b.name.span,
                    format!(
                        "'{}' is a specific binding already: a generic binding cannot have its name",
                        b.name.text
                    ),
                ),
                None => out.push(TypeBinding {
                    name: b.name.text.clone(),
                    target: BindingTarget::Generic(specifics),
                    owner: OWN_TYPE,
                    span: b.name.span,
                }),
            }
        }
        self.check_deferred_overridden(def, &out);
        out
    }

    /// A type that is not ABSTRACT has a procedure for every binding: its own DEFERRED
    /// bindings and its parent's that it does not override are errors.
    fn check_deferred_overridden(&mut self, def: &ast::DerivedTypeDef, bindings: &[TypeBinding]) {
        if def.abstract_ {
            return;
        }
        for b in bindings {
            if !matches!(b.target, BindingTarget::Specific { deferred: true, .. }) {
                continue;
            }
            if b.owner == OWN_TYPE {
                self.error(
                    b.span,
                    format!(
                        "the DEFERRED binding '{}' needs an ABSTRACT type: declare TYPE, ABSTRACT :: {}",
                        b.name, def.name.text
                    ),
                );
            } else {
                self.error(
                    def.name.span,
                    format!(
                        "TYPE {} does not override the DEFERRED binding '{}' of its parent: bind it to a procedure, or declare the type ABSTRACT",
                        def.name.upper(),
                        b.name
                    ),
                );
            }
        }
    }

    /// `CLASS(t) :: x`: only a dummy argument or a scalar POINTER variable of a procedure
    /// may be declared so (a TYPE(t) entity with the tag of its dynamic type beside it, see
    /// `dispatch`).
    pub(super) fn class_declaration(&mut self, d: &ast::TypeDecl) {
        let pointer = d.attrs.iter().any(|a| a.kind == ast::AttrKind::Pointer);
        for e in &d.entities {
            let dummy = self
                .scope
                .lookup(&e.name.text)
                .is_some_and(|id| self.scope.get(id).dummy.is_some());
            if dummy {
                self.type_bound.class_dummies.push(e.name.text.clone());
            } else if pointer && e.dims.is_none() && self.unit_kind != UnitKind::Module {
                self.polymorphic_pointer(&e.name);
            } else {
                self.error(
                    e.name.span,
                    format!(
                        "'{}' is declared CLASS(...), but only dummy arguments and scalar POINTER and ALLOCATABLE variables of procedures may be (array and module polymorphic variables are not supported yet)",
                        e.name.text
                    ),
                );
            }
        }
    }

    /// Once a module's procedures are declared: its operator bindings become generic
    /// interfaces, and each specific binding of its types is checked against its procedure.
    pub(super) fn declare_type_bindings(&mut self) {
        let pending = Pending {
            class_dummies: std::mem::take(&mut self.type_bound.class_dummies),
            ..Pending::default()
        };
        let pending = std::mem::replace(&mut self.type_bound, pending);
        for (spec, procedures) in &pending.operators {
            self.declare_generic(spec, procedures, &[]);
        }
        for name in &pending.types {
            let Some(def) = self.types.named(name).cloned() else {
                continue;
            };
            for b in def.bindings.iter().filter(|b| b.owner == def.id) {
                self.check_binding(&def, b);
            }
        }
    }

    /// After `USE m`: the operators and assignments bound to m's types are known here
    /// wherever the types are (PRIVATE in m, or not in an ONLY list, as the standard has
    /// it), added to a generic of the same name already here.
    pub(super) fn import_type_operators(&mut self, module: &super::modules::ModuleInfo) {
        let mut names: Vec<&str> = Vec::new();
        for (def, _) in &module.types {
            for b in &def.bindings {
                let op = b.name.starts_with("operator(") || b.name.starts_with("assignment(");
                if op && !names.contains(&b.name.as_str()) {
                    names.push(&b.name);
                }
            }
        }
        for name in names {
            let Some((sym, _)) = module.symbols.iter().find(|(s, _)| s.name == name) else {
                continue;
            };
            let SymbolKind::Procedure(theirs) = &sym.kind else {
                continue;
            };
            match self.scope.lookup(name) {
                None => {
                    let span = sym.span;
                    self.import_symbol(&Name::new(name, span), sym, &module.name, &module.globals);
                }
                Some(id) => {
                    if let SymbolKind::Procedure(ours) = &mut self.scope.get_mut(id).kind {
                        if ours.specifics.is_empty() {
                            continue;
                        }
                        for s in &theirs.specifics {
                            if !ours
                                .specifics
                                .iter()
                                .any(|o| o.proc.global == s.proc.global)
                            {
                                ours.specifics.push(s.clone());
                            }
                        }
                    }
                }
            }
        }
    }

    /// An actual argument of an extended type passed to a dummy of an ancestor type
    /// (a CLASS(t) dummy taking an extension's object): its ancestor part (`c%base`), which
    /// starts at the same address; `None` when `e` is no such argument.
    pub(super) fn as_ancestor(&mut self, e: &ast::Expr, to: Ty) -> Option<ast::Expr> {
        let ast::ExprKind::Designator(d) = &e.kind else {
            return None;
        };
        if !matches!(to, Ty::Derived(_)) || !self.types.defs().any(|t| t.parent.is_some()) {
            return None;
        }
        let (ty, rank) = self.argument_shape(e, false)?;
        if ty == to || rank > 0 {
            return None;
        }
        let def = self.types.of(ty)?.clone();
        let target = self.types.of(to)?.id;
        let mut cur = def.clone();
        while cur.id != target {
            let first = cur.components.first()?;
            cur.parent.as_ref()?;
            cur = self.types.of(first.ty)?.clone();
        }
        Some(ast::Expr {
            kind: ast::ExprKind::Designator(self.part_of_owner(d, &def, target)),
            span: e.span,
        })
    }

    /// A specific binding names a module procedure whose passed-object dummy has the type.
    fn check_binding(&mut self, def: &DerivedDef, b: &TypeBinding) {
        let BindingTarget::Specific {
            procedure,
            pass,
            deferred,
            ..
        } = &b.target
        else {
            return;
        };
        let interface =
            self.scope
                .lookup(procedure)
                .and_then(|id| match &self.scope.get(id).kind {
                    SymbolKind::Procedure(p) if p.specifics.is_empty() => p.interface.clone(),
                    _ => None,
                });
        let Some(interface) = interface else {
            if *deferred {
                self.error(
                    b.span,
                    format!(
                        "the DEFERRED binding '{}' of TYPE {} names '{procedure}', which is not an interface of this module (declare it in an ABSTRACT INTERFACE block)",
                        b.name,
                        def.name.to_uppercase()
                    ),
                );
                return;
            }
            self.error(
                b.span,
                format!(
                    "the binding '{}' of TYPE {} names '{procedure}', which is not a procedure of this module",
                    b.name,
                    def.name.to_uppercase()
                ),
            );
            return;
        };
        let position = match pass {
            PassArg::None => return,
            PassArg::First if interface.dummies.is_empty() => {
                self.error(
                    b.span,
                    format!(
                        "'{procedure}' of the binding '{}' has no argument to pass the object to (declare the binding NOPASS)",
                        b.name
                    ),
                );
                return;
            }
            PassArg::First => 0,
            PassArg::Named(n) => match interface.dummies.iter().position(|d| d.name == *n) {
                Some(p) => p,
                None => {
                    self.error(
                        b.span,
                        format!("'{procedure}' has no dummy argument '{n}' for PASS({n})"),
                    );
                    return;
                }
            },
        };
        let dummy = &interface.dummies[position];
        if dummy.ty != def.type_ref() || dummy.rank != 0 {
            self.error(
                b.span,
                format!(
                    "the passed-object dummy argument '{}' of '{procedure}' must be a scalar CLASS({}), the type of the binding '{}'",
                    dummy.name, def.name, b.name
                ),
            );
        }
    }

    /// `CALL object%binding(args)`.
    pub(super) fn type_bound_call(
        &mut self,
        object: &ast::Designator,
        binding: &Name,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<crate::fortran::hir::StmtKind> {
        let (name, args) = self.bound_reference(object, binding, args, ProcRole::Subroutine)?;
        self.check_call_stmt(&name, &args, span)
    }

    /// The ordinary call a type-bound reference stands for: the procedure's name here and the
    /// arguments with the object passed.
    fn bound_reference(
        &mut self,
        object: &ast::Designator,
        binding: &Name,
        args: &[ast::Arg],
        role: ProcRole,
    ) -> Option<(Name, Vec<ast::Arg>)> {
        let object_expr = ast::Expr {
            kind: ast::ExprKind::Designator(object.clone()),
            span: object.span,
        };
        let (ty, rank) = self.argument_shape(&object_expr, true)?;
        let Some(def) = self.types.of(ty).cloned() else {
            let what = self.type_name(ty);
            self.error(
                binding.span,
                format!(
                    "'%{}' follows a value of type {what}, which has no type-bound procedures",
                    binding.text
                ),
            );
            return None;
        };
        if rank > 0 {
            self.error(
                binding.span,
                format!(
                    "the type-bound procedure '{}' is referenced through an array of TYPE({}): reference it for each element",
                    binding.text, def.name
                ),
            );
            return None;
        }
        let Some(b) = def
            .bindings
            .iter()
            .find(|b| b.name == binding.text)
            .cloned()
        else {
            self.error(
                binding.span,
                format!(
                    "TYPE({}) has no type-bound procedure named '{}'",
                    def.name, binding.text
                ),
            );
            return None;
        };
        match &b.target {
            BindingTarget::Specific { .. } => {
                self.specific_reference(object, &def, &b, binding, args, role)
            }
            BindingTarget::Generic(names) => {
                let mut fits = Vec::new();
                for n in names {
                    let Some(s) = def.bindings.iter().find(|x| x.name == *n).cloned() else {
                        continue;
                    };
                    // Each specific is tried with its diagnostics on a scratch sink.
                    let saved =
                        std::mem::replace(&mut *self.diags, crate::diag::Diagnostics::new());
                    let call = self.specific_reference(object, &def, &s, binding, args, role);
                    *self.diags = saved;
                    if let Some((name, call_args)) = call {
                        if self.call_fits(&name, &call_args, role) {
                            fits.push((s.name.clone(), name, call_args));
                        }
                    }
                }
                match fits.len() {
                    1 => fits.pop().map(|(_, n, a)| (n, a)),
                    0 => {
                        self.error(
                            binding.span,
                            format!(
                                "no specific binding of the generic binding '{}' of TYPE({}) takes these arguments",
                                binding.text, def.name
                            ),
                        );
                        None
                    }
                    _ => {
                        self.error(
                            binding.span,
                            format!(
                                "the reference to the generic binding '{}' fits more than one of its specific bindings ('{}' and '{}')",
                                binding.text, fits[0].0, fits[1].0
                            ),
                        );
                        None
                    }
                }
            }
        }
    }

    /// The call of the specific binding `b` of `def` on `object`.
    fn specific_reference(
        &mut self,
        object: &ast::Designator,
        def: &DerivedDef,
        b: &TypeBinding,
        at: &Name,
        args: &[ast::Arg],
        role: ProcRole,
    ) -> Option<(Name, Vec<ast::Arg>)> {
        let BindingTarget::Specific {
            procedure,
            pass,
            module,
            deferred,
        } = &b.target
        else {
            return None;
        };
        let deferred = *deferred;
        let name = self.bound_procedure_name(procedure, module.as_deref(), at.span);
        let (is_function, dummies) = match self
            .scope
            .lookup(&name.text)
            .map(|id| &self.scope.get(id).kind)
        {
            Some(SymbolKind::Procedure(p)) => (
                p.role == ProcRole::Function,
                p.interface
                    .as_ref()
                    .map(|i| i.dummies.iter().map(|d| d.name.clone()).collect())
                    .unwrap_or_else(Vec::new),
            ),
            _ => {
                self.error(
                    at.span,
                    format!(
                        "the binding '{}' of TYPE({}) names '{procedure}', which is not a procedure here",
                        b.name, def.name
                    ),
                );
                return None;
            }
        };
        match (role, is_function) {
            (ProcRole::Subroutine, true) => {
                self.error(
                    at.span,
                    format!(
                        "'{}' is a function binding of TYPE({}): reference it in an expression, not with CALL",
                        at.text, def.name
                    ),
                );
                return None;
            }
            (ProcRole::Function, false) => {
                self.error(
                    at.span,
                    format!(
                        "'{}' is a subroutine binding of TYPE({}): invoke it with CALL",
                        at.text, def.name
                    ),
                );
                return None;
            }
            _ => {}
        }
        let mut args = args.to_vec();
        let no_procedure = |ck: &mut Self| {
            ck.error(
                at.span,
                format!(
                    "'{}' is a DEFERRED binding of TYPE({}): it has a procedure only through a polymorphic (CLASS) object of it, whose dynamic type overrides it",
                    at.text, def.name
                ),
            );
        };
        let position = match pass {
            PassArg::None if deferred => {
                no_procedure(self);
                return None;
            }
            PassArg::None => return Some((name, args)),
            PassArg::First => 0,
            PassArg::Named(n) => dummies.iter().position(|d| d == n).unwrap_or(0),
        };
        // The tag of the object's dynamic type (or of its declared type, not of the
        // ancestor part passed), and through a polymorphic object the dispatcher.
        let object_expr = ast::Expr {
            kind: ast::ExprKind::Designator(object.clone()),
            span: object.span,
        };
        let name = match dummies.get(position) {
            Some(pass_dummy)
                if dummies.contains(&format!("{pass_dummy}{}", super::dispatch::TAG)) =>
            {
                let tag_dummy = format!("{pass_dummy}{}", super::dispatch::TAG);
                if let Some(tag) = self.tag_of(&object_expr) {
                    args.push(ast::Arg {
                        keyword: Some(Name::new(tag_dummy, at.span)),
                        value: tag,
                    });
                }
                let pass_dummy = pass_dummy.clone();
                let dispatcher = match self.is_polymorphic(object) {
                    true => self.dispatcher(def, b, &name, &pass_dummy),
                    false => None,
                };
                match dispatcher {
                    Some(d) => d,
                    None if deferred => {
                        no_procedure(self);
                        return None;
                    }
                    None => name,
                }
            }
            _ if deferred => {
                no_procedure(self);
                return None;
            }
            _ => name,
        };
        let value = ast::Expr {
            kind: ast::ExprKind::Designator(self.part_of_owner(object, def, b.owner)),
            span: object.span,
        };
        let positional = args.iter().take_while(|a| a.keyword.is_none()).count();
        if position <= positional {
            args.insert(
                position,
                ast::Arg {
                    keyword: None,
                    value,
                },
            );
        } else {
            let PassArg::Named(n) = pass else {
                return None;
            };
            args.push(ast::Arg {
                keyword: Some(Name::new(n.clone(), at.span)),
                value,
            });
        }
        Some((name, args))
    }

    /// `object` as the type `owner` (an ancestor of its type `def`): `c%base` for an
    /// extension of `base`.
    fn part_of_owner(
        &self,
        object: &ast::Designator,
        def: &DerivedDef,
        owner: u32,
    ) -> ast::Designator {
        let mut d = object.clone();
        let mut cur = def.clone();
        while cur.id != owner {
            let (Some(parent), Some(first)) = (&cur.parent, cur.components.first()) else {
                break;
            };
            d.parts.push(ast::Designator {
                name: Name::new(parent.clone(), object.span),
                args: None,
                substring: None,
                parts: Vec::new(),
                span: object.span,
            });
            match self.types.of(first.ty) {
                Some(p) => cur = (**p).clone(),
                None => break,
            }
        }
        d
    }

    /// The name a bound procedure has here: its own where it is visible by it, else a
    /// hidden name it is imported from its module under.
    fn bound_procedure_name(&mut self, procedure: &str, module: Option<&str>, span: Span) -> Name {
        let plain = Name::new(procedure.to_string(), span);
        let Some(m) = module else {
            return plain;
        };
        let Some(info) = self.modules.get(m) else {
            // Inside the module itself: its procedures are visible by name.
            return plain;
        };
        let Some(sym) = info
            .symbols
            .iter()
            .find(|(s, _)| s.name == procedure)
            .map(|(s, _)| s.clone())
        else {
            return plain;
        };
        let global = match &sym.kind {
            SymbolKind::Procedure(p) => p.global.clone(),
            _ => return plain,
        };
        if let Some(id) = self.scope.lookup(procedure) {
            if matches!(&self.scope.get(id).kind, SymbolKind::Procedure(p) if p.global == global) {
                return plain;
            }
        }
        let hidden = Name::new(format!("{procedure}%{m}"), span);
        if self.scope.lookup(&hidden.text).is_none() {
            let globals = info.globals.clone();
            self.import_symbol(&hidden, &sym, m, &globals);
        }
        hidden
    }

    /// `s` with its type-bound function references (`s%area()`) replaced by the calls they
    /// stand for (not those of the statements nested in it).
    pub(super) fn bind_type_bound_functions(&mut self, s: &ast::Stmt) -> Bound {
        // Most programs have no bindings: their statements are checked as written.
        if !self.types.defs().any(|d| !d.bindings.is_empty()) {
            return Bound::Unchanged;
        }
        let mut out = s.clone();
        match self.bind_stmt(&mut out.kind) {
            Ok(true) => Bound::Rewritten(Box::new(out)),
            Ok(false) => Bound::Unchanged,
            Err(()) => Bound::Failed,
        }
    }

    fn bind_stmt(&mut self, kind: &mut StmtKind) -> Result<bool, ()> {
        let mut changed = false;
        match kind {
            StmtKind::If(c) => {
                for b in &mut c.branches {
                    changed |= self.bind_expr(&mut b.cond)?;
                }
            }
            StmtKind::Do(d) => match &mut d.control {
                ast::DoControl::Counted { lo, hi, step, .. } => {
                    changed |= self.bind_expr(lo)?;
                    changed |= self.bind_expr(hi)?;
                    if let Some(st) = step {
                        changed |= self.bind_expr(st)?;
                    }
                }
                ast::DoControl::While(c) => changed |= self.bind_expr(c)?,
                ast::DoControl::Forever => {}
            },
            StmtKind::Assign { lhs, rhs } | StmtKind::PointerAssign { lhs, rhs } => {
                changed |= self.bind_designator_args(lhs)?;
                changed |= self.bind_expr(rhs)?;
            }
            StmtKind::Allocate(args) | StmtKind::Deallocate(args) | StmtKind::Call { args, .. } => {
                for a in args {
                    changed |= self.bind_expr(&mut a.value)?;
                }
            }
            StmtKind::TypeBoundCall { object, args, .. } => {
                changed |= self.bind_designator_args(object)?;
                for a in args {
                    changed |= self.bind_expr(&mut a.value)?;
                }
            }
            StmtKind::Print(p) => changed |= self.bind_items(&mut p.items)?,
            StmtKind::Write(w) => {
                for c in &mut w.controls {
                    if let ast::IoValue::Expr(e) = &mut c.value {
                        changed |= self.bind_expr(e)?;
                    }
                }
                changed |= self.bind_items(&mut w.items)?;
            }
            StmtKind::LogicalIf { cond, .. } => changed |= self.bind_expr(cond)?,
            _ => {}
        }
        Ok(changed)
    }

    fn bind_items(&mut self, items: &mut [OutputItem]) -> Result<bool, ()> {
        let mut changed = false;
        for item in items {
            match item {
                OutputItem::Expr(e) => changed |= self.bind_expr(e)?,
                OutputItem::ImpliedDo(d) => {
                    changed |= self.bind_items(&mut d.items)?;
                    changed |= self.bind_expr(&mut d.lo)?;
                    changed |= self.bind_expr(&mut d.hi)?;
                    if let Some(st) = &mut d.step {
                        changed |= self.bind_expr(st)?;
                    }
                }
            }
        }
        Ok(changed)
    }

    fn bind_expr(&mut self, e: &mut ast::Expr) -> Result<bool, ()> {
        let mut changed = false;
        match &mut e.kind {
            ast::ExprKind::Designator(d) => {
                changed |= self.bind_designator_args(d)?;
                if let Some(call) = self.bound_function(d)? {
                    *d = call;
                    changed = true;
                }
            }
            ast::ExprKind::Unary(_, a) | ast::ExprKind::Paren(a) => changed |= self.bind_expr(a)?,
            ast::ExprKind::Binary(_, a, b) | ast::ExprKind::Complex(a, b) => {
                changed |= self.bind_expr(a)?;
                changed |= self.bind_expr(b)?;
            }
            ast::ExprKind::Range(lo, hi) => {
                for x in [lo, hi].into_iter().flatten() {
                    changed |= self.bind_expr(x)?;
                }
            }
            ast::ExprKind::Triplet(lo, hi, st) => {
                for x in [lo, hi].into_iter().flatten() {
                    changed |= self.bind_expr(x)?;
                }
                changed |= self.bind_expr(st)?;
            }
            ast::ExprKind::Constructor(items) | ast::ExprKind::TypedConstructor(_, items) => {
                changed |= self.bind_items(items)?
            }
            ast::ExprKind::Int(_)
            | ast::ExprKind::Real(_)
            | ast::ExprKind::Str(_)
            | ast::ExprKind::Logical(_) => {}
        }
        Ok(changed)
    }

    /// The subscripts and arguments inside `d`.
    fn bind_designator_args(&mut self, d: &mut ast::Designator) -> Result<bool, ()> {
        let mut changed = false;
        for a in d.args.iter_mut().flatten() {
            changed |= self.bind_expr(&mut a.value)?;
        }
        if let Some(s) = &mut d.substring {
            changed |= self.bind_expr(&mut s.value)?;
        }
        for p in &mut d.parts {
            changed |= self.bind_designator_args(p)?;
        }
        Ok(changed)
    }

    /// `obj%binding(args)` where `binding` is a type-bound procedure of the object's type
    /// (not a component): the function reference it stands for.
    fn bound_function(&mut self, d: &ast::Designator) -> Result<Option<ast::Designator>, ()> {
        let Some(last) = d.parts.last() else {
            return Ok(None);
        };
        let name = &last.name.text;
        if !self
            .types
            .defs()
            .any(|t| t.bindings.iter().any(|b| b.name == *name))
        {
            return Ok(None);
        }
        let mut object = d.clone();
        let Some(last) = object.parts.pop() else {
            return Ok(None);
        };
        object.span = object
            .name
            .span
            .to(object.parts.last().map_or(object.name.span, |p| p.span));
        let object_expr = ast::Expr {
            kind: ast::ExprKind::Designator(object.clone()),
            span: object.span,
        };
        let Some((ty, _)) = self.argument_shape(&object_expr, false) else {
            return Ok(None);
        };
        let Some(def) = self.types.of(ty) else {
            return Ok(None);
        };
        if def.component(name).is_some() || !def.bindings.iter().any(|b| b.name == *name) {
            return Ok(None);
        }
        if last.args.is_none() {
            self.error(
                last.span,
                format!(
                    "the type-bound function '{name}' is referenced without an argument list ({name}())"
                ),
            );
            return Err(());
        }
        let args = last.args.clone().unwrap_or_default();
        let (proc_name, args) = self
            .bound_reference(&object, &last.name, &args, ProcRole::Function)
            .ok_or(())?;
        Ok(Some(ast::Designator {
            name: proc_name,
            args: Some(args),
            substring: last.substring,
            parts: Vec::new(),
            span: d.span,
        }))
    }
}
