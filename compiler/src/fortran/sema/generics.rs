//! Generic interfaces (`INTERFACE name` with MODULE PROCEDURE statements and interface
//! bodies): the generic name's symbol lists its specific procedures, each with its explicit
//! interface, and every call of the generic name resolves here to the one specific whose
//! dummy arguments agree with the actual arguments in type, kind and rank (positional
//! arguments first, then keywords by the dummies' names; an omitted dummy must be OPTIONAL).
//! No match and more than one match are errors. The call then is a call of the specific, so
//! everything after (argument passing, the checks against the callee's unit) is the same.

use super::Checker;
use crate::diag::Diagnostics;
use crate::fortran::ast;
use crate::fortran::hir::{
    Interface, ProcRole, Procedure, Specific, SymId, Symbol, SymbolKind, Ty,
};
use crate::fortran::operators;
use crate::name::Name;
use crate::source::Span;

/// What an actual argument is, for matching: its type and rank.
type ArgShape = (Ty, usize);

/// `strict`: derived types are the same only by identity, not by a layout alike.
fn same_type(a: Ty, b: Ty, strict: bool) -> bool {
    match (a, b) {
        (Ty::Derived(x), Ty::Derived(y)) => {
            x.id == y.id || (!strict && x.size == y.size && x.align == y.align)
        }
        (x, y) => x == y,
    }
}

fn describe(shape: &ArgShape) -> String {
    match shape.1 {
        0 => shape.0.to_string(),
        r => format!("{} array of rank {r}", shape.0),
    }
}

/// Whether the arguments fit the interface. With `elemental_ranks`, an ELEMENTAL
/// procedure's scalar dummies take actual arguments of any rank (an elemental reference;
/// conformance is checked with the call).
fn matches(
    interface: &Interface,
    args: &[(Option<String>, ArgShape)],
    strict: bool,
    elemental_ranks: bool,
) -> bool {
    let any_rank = elemental_ranks && interface.elemental;
    let n = interface.dummies.len();
    let mut bound = vec![false; n];
    for (k, (keyword, shape)) in args.iter().enumerate() {
        let position = match keyword {
            Some(name) => match interface.dummies.iter().position(|d| d.name == *name) {
                Some(p) => p,
                None => return false,
            },
            None if k < n => k,
            None => return false,
        };
        if bound[position] {
            return false;
        }
        bound[position] = true;
        let d = &interface.dummies[position];
        // A CLASS dummy's hidden tag takes any integer (see `dispatch`).
        let tag = d.name.ends_with(super::dispatch::TAG);
        let rank_fits = d.rank == shape.1 || (any_rank && d.rank == 0);
        if !tag && (!same_type(d.ty, shape.0, strict) || !rank_fits) {
            return false;
        }
    }
    // The tags of CLASS dummies are added after the generic is resolved.
    bound
        .iter()
        .zip(&interface.dummies)
        .all(|(b, d)| *b || d.optional || d.name.ends_with(super::dispatch::TAG))
}

/// The specific procedures of `p` that take arguments of these shapes in the role `role`.
fn fitting<'p>(
    p: &'p Procedure,
    shapes: &[(Option<String>, ArgShape)],
    role: ProcRole,
) -> Vec<&'p Specific> {
    let pick = |strict: bool, elemental_ranks: bool| -> Vec<&'p Specific> {
        p.specifics
            .iter()
            .filter(|s| {
                let role_fits = match role {
                    ProcRole::Subroutine => s.proc.role == ProcRole::Subroutine,
                    _ => s.proc.role != ProcRole::Subroutine,
                };
                role_fits
                    && s.proc
                        .interface
                        .as_ref()
                        .is_some_and(|i| matches(i, shapes, strict, elemental_ranks))
            })
            .collect()
    };
    // Two derived types of the same size and alignment fit alike; where several
    // specifics fit so, those whose types are the arguments' own win (a stack and a queue
    // of the same layout are different types).
    let by_rank = |elemental_ranks: bool| {
        let loose = pick(false, elemental_ranks);
        if loose.len() > 1 {
            let strict = pick(true, elemental_ranks);
            if !strict.is_empty() {
                return strict;
            }
        }
        loose
    };
    // A specific whose dummies' ranks are the arguments' own wins over an ELEMENTAL one
    // that takes them elementally (F2008 12.5.5.2).
    let exact = by_rank(false);
    if !exact.is_empty() {
        return exact;
    }
    by_rank(true)
}

impl Checker<'_> {
    /// `INTERFACE name`: the generic name gets (or, in a further block of the same name,
    /// adds to) its list of specific procedures: the MODULE PROCEDUREs named and the
    /// procedures of the block's interface bodies (`bodies`, already declared here).
    pub fn declare_generic(&mut self, name: &Name, module_procedures: &[Name], bodies: &[Name]) {
        if let Some(why) = operators::invalid_interface_name(&name.text) {
            self.error(name.span, why);
            return;
        }
        let mut specifics = Vec::new();
        for p in module_procedures.iter().chain(bodies) {
            let sym = self
                .scope
                .lookup(&p.text)
                .map(|id| self.scope.get(id).clone());
            match sym {
                Some(Symbol {
    pointer: false,
    target: false,
                    kind: SymbolKind::Procedure(proc),
                    ty,
                    ..
                }) if proc.interface.is_some() && proc.specifics.is_empty() => {
                    specifics.push(Specific {
                        name: p.text.clone(),
                        ty,
                        proc,
                    })
                }
                _ => self.error(
                    p.span,
                    format!(
                        "'{}' is not a procedure with an explicit interface here (a module procedure, an internal procedure or an interface body), so it cannot be a specific procedure of the generic '{}'",
                        p.text,
                        operators::display(&name.text)
                    ),
                ),
            }
        }
        let existing = self.scope.lookup(&name.text);
        if let Some(id) = existing {
            let sym = self.scope.get(id).clone();
            match &sym.kind {
                // Another block of the same generic name.
                SymbolKind::Procedure(p) if !p.specifics.is_empty() => {
                    if let SymbolKind::Procedure(p) = &mut self.scope.get_mut(id).kind {
                        p.specifics.extend(specifics);
                    }
                    return;
                }
                // A specific procedure of the same name as the generic: one of its specifics.
                SymbolKind::Procedure(p) if p.interface.is_some() => {
                    if !specifics.iter().any(|s| s.proc.global == p.global) {
                        specifics.insert(
                            0,
                            Specific {
                                name: sym.name.clone(),
                                ty: sym.ty,
                                proc: p.clone(),
                            },
                        );
                    }
                    self.scope.forget(&name.text);
                }
                _ => {
                    if !self.may_declare(name) {
                        return;
                    }
                    let untyped = matches!(sym.kind, SymbolKind::Scalar)
                        && sym.dummy.is_none()
                        && !self.scope.explicitly_typed.contains(&id);
                    if !untyped && self.scope.lookup(&name.text) == Some(id) {
                        self.error(
                            name.span,
                            format!("the generic name '{}' is already declared", name.text),
                        );
                        return;
                    }
                    self.scope.forget(&name.text);
                }
            }
        }
        if specifics.is_empty() {
            return;
        }
        let role = if specifics
            .iter()
            .all(|s| s.proc.role == ProcRole::Subroutine)
        {
            ProcRole::Subroutine
        } else {
            ProcRole::Function
        };
        let ty = specifics[0].ty;
        let id = self.scope.add(Symbol {
            pointer: false,
            target: false,
            name: name.text.clone(),
            ty,
            kind: SymbolKind::Procedure(Procedure {
                global: name.text.clone(),
                role,
                interface: None,
                specifics,
                pointer: None,
            }),
            span: name.span,
            dummy: None,
            saved: false,
            common: None,
            char_len: None,
        });
        self.scope.explicitly_typed.insert(id);
    }

    /// The specific procedure a call of the generic `generic` with `args` resolves to: a
    /// symbol of its own (no name refers to it); `generic` itself when it is not generic.
    pub fn resolve_generic(
        &mut self,
        generic: SymId,
        args: &[ast::Arg],
        role: ProcRole,
        span: Span,
    ) -> Option<SymId> {
        let sym = self.scope.get(generic).clone();
        let SymbolKind::Procedure(p) = &sym.kind else {
            return Some(generic);
        };
        if p.specifics.is_empty() {
            return Some(generic);
        }
        let shapes = self.argument_shapes(args, true)?;
        let found = fitting(p, &shapes, role);
        let generic_name = operators::display(&sym.name);
        match found.as_slice() {
            [one] => Some(self.scope.add_unnamed(Symbol {
                pointer: false,
                target: false,
                name: one.name.clone(),
                ty: one.ty,
                kind: SymbolKind::Procedure(one.proc.clone()),
                span: sym.span,
                dummy: None,
                saved: false,
                common: None,
                char_len: None,
            })),
            [] => {
                let list: Vec<String> = shapes.iter().map(|(_, s)| describe(s)).collect();
                self.error(
                    span,
                    format!(
                        "no specific procedure of the generic '{}' takes these arguments ({})",
                        generic_name,
                        list.join(", ")
                    ),
                );
                None
            }
            [a, b, ..] => {
                self.error(
                    span,
                    format!(
                        "the call of the generic '{}' fits more than one of its specific procedures ('{}' and '{}')",
                        generic_name, a.name, b.name
                    ),
                );
                None
            }
        }
    }

    /// Whether exactly one specific procedure of the generic `generic` takes `args`; no
    /// diagnostics (an operator interface that does not fit leaves the intrinsic meaning).
    pub fn generic_fits(&mut self, generic: SymId, args: &[ast::Arg], role: ProcRole) -> bool {
        let SymbolKind::Procedure(p) = &self.scope.get(generic).kind else {
            return false;
        };
        let p = p.clone();
        match self.argument_shapes(args, false) {
            Some(shapes) => fitting(&p, &shapes, role).len() == 1,
            None => false,
        }
    }

    /// Whether a call of the specific procedure `name` with `args` fits its interface (type,
    /// kind and rank of each argument) in the role `role`; no diagnostics.
    pub(super) fn call_fits(&mut self, name: &Name, args: &[ast::Arg], role: ProcRole) -> bool {
        let Some(id) = self.scope.lookup(&name.text) else {
            return false;
        };
        let SymbolKind::Procedure(p) = &self.scope.get(id).kind else {
            return false;
        };
        let p = Procedure {
            specifics: vec![Specific {
                name: name.text.clone(),
                ty: self.scope.get(id).ty,
                proc: p.clone(),
            }],
            ..p.clone()
        };
        match self.argument_shapes(args, false) {
            Some(shapes) => fitting(&p, &shapes, role).len() == 1,
            None => false,
        }
    }

    fn argument_shapes(
        &mut self,
        args: &[ast::Arg],
        report: bool,
    ) -> Option<Vec<(Option<String>, ArgShape)>> {
        let mut shapes = Vec::with_capacity(args.len());
        for a in args {
            let shape = self.argument_shape(&a.value, report)?;
            shapes.push((a.keyword.as_ref().map(|k| k.text.clone()), shape));
        }
        Some(shapes)
    }

    /// The type and rank of an actual argument, without checking it for good (its check
    /// happens again once the specific procedure is known); its errors are reported when
    /// `report` holds.
    pub(super) fn argument_shape(&mut self, e: &ast::Expr, report: bool) -> Option<ArgShape> {
        if let ast::ExprKind::Designator(d) = &e.kind {
            if d.parts.is_empty() && d.substring.is_none() {
                if let Some(id) = self.scope.lookup(&d.name.text) {
                    let sym = self.scope.get(id);
                    match (&sym.kind, &d.args) {
                        (SymbolKind::Scalar | SymbolKind::Constant(_), None) => {
                            return Some((sym.ty, 0))
                        }
                        (SymbolKind::Array(info), None) => return Some((sym.ty, info.rank())),
                        (SymbolKind::Array(_), Some(args)) => {
                            let ranges = args
                                .iter()
                                .filter(|a| {
                                    matches!(
                                        a.value.kind,
                                        ast::ExprKind::Range(..) | ast::ExprKind::Triplet(..)
                                    )
                                })
                                .count();
                            return Some((sym.ty, ranges));
                        }
                        _ => {}
                    }
                }
            }
        }
        // Checked on a scratch sink, its hoisted statements dropped.
        let saved = std::mem::replace(&mut *self.diags, Diagnostics::new());
        let (hoisted, after) = (self.pre_stmts.len(), self.post_stmts.len());
        let checked = self.without_array_ctx(|ck| ck.check_maybe_array(e));
        self.pre_stmts.truncate(hoisted);
        self.post_stmts.truncate(after);
        let scratch = std::mem::replace(&mut *self.diags, saved);
        if scratch.has_errors() {
            if report {
                // Reported when the argument is checked for the call (against any specific).
                let _ = self.check_maybe_array(e);
            }
            return None;
        }
        let (x, shape) = checked?;
        Some((x.ty, shape.map_or(0, |(_, s)| s.len())))
    }
}
