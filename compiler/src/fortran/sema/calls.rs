//! CALL statements and function references: the procedure a name denotes and the actual
//! arguments.
//!
//! Without an explicit interface (this front end has none yet: no modules, no INTERFACE
//! blocks) a call follows Fortran 77's implicit interface: a name called with CALL is a
//! subroutine; a name referenced with arguments that is not an array, a statement function or
//! an intrinsic is a function, typed by this unit's declarations or IMPLICIT rules; every
//! argument is passed by reference. What an actual argument is decides what the callee gets:
//! a variable its storage, a whole array or an array element the address of that element (the
//! callee may see the rest of the array from there), anything else a temporary with the value.

use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{
    Actual, Call, CharLen, Expr, ExprKind, ProcRole, Procedure, SymId, Symbol, SymbolKind, Ty,
    UnitKind,
};
use crate::name::Name;
use crate::source::Span;

impl Checker<'_> {
    /// The procedure symbol `name` denotes when it is called as a `role`; created on first
    /// use. `None` (after an error) when the name is something else.
    fn procedure(&mut self, name: &Name, role: ProcRole) -> Option<SymId> {
        let id = self.procedure_symbol(name, role)?;
        if let SymbolKind::Procedure(p) = &self.scope.get(id).kind {
            if p.global == self.unit_global && !self.unit_recursive {
                self.error(
                    name.span,
                    format!(
                        "'{}' calls itself, but is not declared RECURSIVE",
                        name.text
                    ),
                );
                return None;
            }
        }
        Some(id)
    }

    fn procedure_symbol(&mut self, name: &Name, role: ProcRole) -> Option<SymId> {
        let what = match role {
            ProcRole::Subroutine => "subroutine",
            _ => "function",
        };
        if let Some(id) = self.scope.lookup(&name.text) {
            if self.is_unusable(id, name.span) {
                return None;
            }
            let sym = self.scope.get(id).clone();
            let own = sym.name == self.unit_name && self.unit_kind != UnitKind::Main;
            match &sym.kind {
                SymbolKind::Procedure(p) => {
                    if p.role != ProcRole::Unknown && p.role != role {
                        self.error(
                            name.span,
                            format!(
                                "'{}' is used both as a subroutine and as a function",
                                name.text
                            ),
                        );
                        return None;
                    }
                    if let SymbolKind::Procedure(p) = &mut self.scope.get_mut(id).kind {
                        p.role = role;
                    }
                    return Some(id);
                }
                // A function's result variable, or a typed name first referenced as a function.
                SymbolKind::Scalar if own || Some(id) == self.scope.result => {
                    self.error(
                        name.span,
                        format!(
                            "'{}' is the function's result variable here: a RECURSIVE function calls itself through a RESULT name (FUNCTION {}(...) RESULT(r))",
                            name.text, name.text
                        ),
                    );
                    return None;
                }
                SymbolKind::Scalar if sym.dummy.is_none() && role == ProcRole::Function => {
                    self.scope.get_mut(id).kind =
                        SymbolKind::Procedure(Procedure::implicit(name.text.clone(), role));
                    return Some(id);
                }
                SymbolKind::Scalar if sym.dummy.is_some() => {
                    self.error(
                        name.span,
                        format!(
                            "'{}' is a dummy argument: dummy procedures are not supported yet",
                            name.text
                        ),
                    );
                    return None;
                }
                _ => {
                    self.error(name.span, format!("'{}' is not a {what}", name.text));
                    return None;
                }
            }
        }

        if let Some(unit) = self.globals.get(&name.text) {
            let (expected, is) = match (unit.kind, role) {
                (UnitKind::Main, _) => (what, "the main program"),
                (UnitKind::BlockData, _) => (what, "a BLOCK DATA unit"),
                (UnitKind::Subroutine, ProcRole::Function) => (what, "a subroutine"),
                (UnitKind::Function, ProcRole::Subroutine) => (what, "a function"),
                _ => ("", ""),
            };
            if !is.is_empty() {
                self.error(
                    name.span,
                    format!("'{}' is {is} of this file, not a {expected}", name.text),
                );
                return None;
            }
        }
        // A RECURSIVE function calling itself (through its RESULT name) has its own type.
        let own_result = (role == ProcRole::Function
            && self.unit_kind == UnitKind::Function
            && name.text == self.unit_name)
            .then_some(self.scope.result)
            .flatten();
        let ty = match role {
            ProcRole::Function if own_result.is_some() => {
                own_result.map_or(Ty::R4, |r| self.scope.get(r).ty)
            }
            ProcRole::Function => match self.scope.implicit_type(&name.text) {
                Some(t) => t,
                None => {
                    self.scope.report_untyped(name, self.diags);
                    return None;
                }
            },
            _ => Ty::R4,
        };
        // Calling itself, a function with an array result passes the result's descriptor.
        let interface = own_result.and_then(|_| self.own_array_interface());
        Some(self.scope.add(Symbol {
            pointer: false,
            target: false,
            name: name.text.clone(),
            ty,
            kind: SymbolKind::Procedure(Procedure {
                interface,
                ..Procedure::implicit(name.text.clone(), role)
            }),
            span: name.span,
            dummy: None,
            saved: false,
            common: None,
            char_len: None,
        }))
    }

    /// `CALL name(args)`.
    pub fn check_call(&mut self, name: &Name, args: &[ast::Arg]) -> Option<Call> {
        let proc = self.procedure(name, ProcRole::Subroutine)?;
        let proc = self.resolve_generic(proc, args, ProcRole::Subroutine, name.span)?;
        self.check_call_of(proc, args)
    }

    /// `CALL name(args)` as a statement: an ELEMENTAL subroutine called with array arguments
    /// becomes a loop nest (see `arrays/elemental.rs`).
    pub fn check_call_stmt(
        &mut self,
        name: &Name,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<crate::fortran::hir::StmtKind> {
        if let Some(way) = super::entries::entry_point(&name.text) {
            let master = Name::new(&way.master, name.span);
            let args = way.arguments(name, args, self)?;
            return self.check_call_stmt(&master, &args, span);
        }
        if let Some(super::alt_returns::AlternateReturnCall {
            args,
            labels,
            index,
        }) = self.split_alternate_returns(args, span)
        {
            let call = self.check_call_stmt(name, &args, span)?;
            let branches = self.alternate_return_branches(index, &labels);
            self.post_stmts.extend(branches);
            return Some(call);
        }
        let proc = self.procedure(name, ProcRole::Subroutine)?;
        let proc = self.resolve_generic(proc, args, ProcRole::Subroutine, name.span)?;
        if let Some(nest) = self.elemental_call(proc, args, span) {
            return nest;
        }
        self.check_call_of(proc, args)
            .map(crate::fortran::hir::StmtKind::Call)
    }

    fn check_call_of(&mut self, proc: SymId, args: &[ast::Arg]) -> Option<Call> {
        let saved = self.copy_out.replace(Vec::new());
        let args = self.actual_arguments(proc, args);
        let back = std::mem::replace(&mut self.copy_out, saved).unwrap_or_default();
        self.post_stmts.extend(back);
        Some(Call {
            proc,
            args: args?,
            result: None,
        })
    }

    /// Whether a CHARACTER function's result length is known at compile time (other
    /// functions always pass); else reports that the reference needs it.
    pub(super) fn function_length_is_constant(&mut self, proc: SymId, name: &Name) -> bool {
        let s = self.scope.get(proc);
        // A deferred-length result comes back with its length in the caller's descriptor.
        let deferred = s.char_len == Some(CharLen::Deferred) && self.pointer_result(proc).is_some();
        if s.ty != Ty::Char || deferred || matches!(s.char_len, Some(CharLen::Const(_)) | None) {
            return true;
        }
        self.error(
            name.span,
            format!(
                "the CHARACTER function '{}' needs a constant length here (declare it, as in 'CHARACTER(LEN=10) {}')",
                name.text, name.text
            ),
        );
        false
    }

    /// A reference `name(args)` to an external function (not an intrinsic or an array).
    pub fn function_reference(
        &mut self,
        name: &Name,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        if let Some(way) = super::entries::entry_point(&name.text) {
            let master = Name::new(&way.master, name.span);
            // A module function's master is known here with its interface (by USE or as a
            // procedure of the same module): it types the reference, as every entry's result
            // has the function's type.
            let module_master = self.scope.lookup(&way.master).is_some_and(|id| {
                matches!(&self.scope.get(id).kind, SymbolKind::Procedure(p) if p.interface.is_some())
            });
            if module_master {
                let args = way.arguments(name, args, self)?;
                return self.function_reference(&master, &args, span);
            }
            // The caller's declarations type the reference, whichever way in it names.
            let entry = self.procedure(name, ProcRole::Function)?;
            let (ty, char_len) = {
                let s = self.scope.get(entry);
                (s.ty, s.char_len)
            };
            let args = way.arguments(name, args, self)?;
            // The master's symbol is typed as the entry is here (not by its own name).
            let id = match self.scope.lookup(&way.master) {
                Some(id) => id,
                None => {
                    let mut sym = self.scope.get(entry).clone();
                    sym.name = way.master.clone();
                    sym.kind = SymbolKind::Procedure(Procedure::implicit(
                        way.master.clone(),
                        ProcRole::Function,
                    ));
                    self.scope.add(sym)
                }
            };
            let sym = self.scope.get_mut(id);
            sym.ty = ty;
            sym.char_len = char_len;
            return self.function_reference(&master, &args, span);
        }
        let proc = self.procedure(name, ProcRole::Function)?;
        let proc = self.resolve_generic(proc, args, ProcRole::Function, name.span)?;
        let ty = self.scope.get(proc).ty;
        if let Some(rank) = self.array_result(proc) {
            // The result in a hidden temporary (see `array_functions`).
            let t = self.array_function_temp(name, args, proc, rank, span)?;
            return self.check_expr(&ast::Expr {
                kind: ast::ExprKind::Designator(t),
                span,
            });
        }
        if let Some(rank) = self.pointer_result(proc) {
            if !self.pointer_function_ok {
                // The result's target, through a hidden pointer (see `pointer_functions`).
                let d = ast::Designator {
                    name: name.clone(),
                    args: Some(args.to_vec()),
                    substring: None,
                    parts: Vec::new(),
                    span,
                };
                let t = self.pointer_function_temp(&d, proc, rank)?;
                return self.check_expr(&ast::Expr {
                    kind: ast::ExprKind::Designator(t),
                    span,
                });
            }
        }
        self.pointer_function_ok = false;
        if !self.function_length_is_constant(proc, name) {
            return None;
        }
        if self.array_ctx.is_some() && self.is_elemental(proc) {
            // Applied element by element in the enclosing array expression.
            let args = self.elemental_arguments(args)?;
            return Some(Expr {
                kind: ExprKind::Call(Call {
                    proc,
                    args,
                    result: None,
                }),
                ty,
                span,
            });
        }
        // Arguments copied in before the statement (a component of an array of structures, a
        // section with strides) are copied back after it where it runs once (an assignment,
        // PRINT, WRITE); elsewhere right after the reference, whose value waits in a
        // temporary.
        let saved = self.copy_out.replace(Vec::new());
        let args = self.without_array_ctx(|ck| ck.actual_arguments(proc, args));
        let back = std::mem::replace(&mut self.copy_out, saved).unwrap_or_default();
        let value = Expr {
            kind: ExprKind::Call(Call {
                proc,
                args: args?,
                result: None,
            }),
            ty,
            span,
        };
        if self.function_copy_back || back.is_empty() {
            self.post_stmts.extend(back);
            return Some(value);
        }
        let char_len = self.scope.get(proc).char_len;
        self.value_before_copy_back(value, back, char_len)
    }

    /// The actual arguments of a call of `proc`, each checked; `None` if any had an error.
    pub(super) fn actual_arguments(
        &mut self,
        proc: SymId,
        args: &[ast::Arg],
    ) -> Option<Vec<Actual>> {
        // A POINTER function's reference passes its result's target, as a pointer would.
        let rewritten: Vec<ast::Arg>;
        let args = if args.iter().any(|a| self.names_pointer_function(&a.value)) {
            let mut out = Vec::with_capacity(args.len());
            for a in args {
                out.push(ast::Arg {
                    keyword: a.keyword.clone(),
                    value: self.without_pointer_function(&a.value)?,
                });
            }
            rewritten = out;
            &rewritten[..]
        } else {
            args
        };
        let interface = match &self.scope.get(proc).kind {
            SymbolKind::Procedure(p) => p.interface.clone(),
            _ => None,
        };
        // CLASS dummies take their actual's tag too (see `dispatch`).
        let tagged: Vec<ast::Arg>;
        let args = match interface
            .as_ref()
            .and_then(|i| self.with_tag_arguments(i, args))
        {
            Some(t) => {
                tagged = t;
                &tagged[..]
            }
            None => args,
        };
        let callee = self.scope.get(proc).name.clone();
        let mut out = Vec::with_capacity(args.len());
        let mut ok = true;
        let mut named = false;
        for (k, a) in args.iter().enumerate() {
            if a.keyword.is_none() && named {
                self.error(
                    a.value.span,
                    "a positional argument cannot follow a named one",
                );
                ok = false;
                continue;
            }
            // An assumed-shape dummy of an explicit interface takes a descriptor.
            let dummy = interface.as_ref().and_then(|i| match &a.keyword {
                Some(n) => i.dummies.iter().position(|d| d.name == n.text),
                None => (k < i.dummies.len()).then_some(k),
            });
            // A CLASS(t) dummy given an extension's object: its part of type t.
            let upcast = match (&interface, dummy) {
                (Some(i), Some(p)) => self.as_ancestor(&a.value, i.dummies[p].ty),
                _ => None,
            };
            let upcast = upcast.map(|value| ast::Arg {
                keyword: a.keyword.clone(),
                value,
            });
            let a = upcast.as_ref().unwrap_or(a);
            if self.parallel.is_some() && !self.parallel_actual_allowed(&a.value) {
                ok = false;
                continue;
            }
            if let (Some(i), Some(p)) = (&interface, dummy) {
                let sig = &i.dummies[p];
                if self.parallel.is_some()
                    && (sig.pointer || sig.assumed_shape)
                    && self.distributed_section(&a.value)
                {
                    self.error(
                        a.value.span,
                        "a section of a distributed array inside a parallel loop can be passed only to an explicit-shape or assumed-size dummy, not yet to an assumed-shape or POINTER one",
                    );
                    ok = false;
                    continue;
                }
                let special = if sig.value {
                    // VALUE: the value, converted to the dummy's type.
                    Some(
                        self.check_expr(&a.value)
                            .map(|x| Actual::Value(self.convert(x, sig.ty))),
                    )
                } else if sig.pointer {
                    Some(self.pointer_actual(&a.value, sig, p + 1, &callee))
                } else if sig.assumed_shape {
                    Some(self.assumed_shape_actual(&a.value, sig, p + 1, &callee))
                } else {
                    None
                };
                if let Some(actual) = special {
                    match actual {
                        Some(x) => {
                            out.push(match &a.keyword {
                                Some(n) => Actual::Keyword(n.text.clone(), Box::new(x)),
                                None => x,
                            });
                            named |= a.keyword.is_some();
                        }
                        None => ok = false,
                    }
                    continue;
                }
            }
            // An INTENT(IN) dummy: a copied-in section need not be copied back.
            self.actual_read_only = match (&interface, dummy) {
                (Some(i), Some(p)) => i.dummies[p].read_only,
                _ => false,
            };
            let actual = self.actual(&a.value);
            self.actual_read_only = false;
            match (actual, &a.keyword) {
                (Some(x), Some(k)) => {
                    named = true;
                    out.push(Actual::Keyword(k.text.clone(), Box::new(x)));
                }
                (Some(x), None) => out.push(x),
                (None, k) => {
                    named |= k.is_some();
                    ok = false;
                }
            }
        }
        if !ok {
            return None;
        }
        // A call through a procedure pointer has no callee unit to bind keywords by later:
        // its interface puts them in order here (a CLASS dummy's hidden tag among them).
        let through_pointer = matches!(
            &self.scope.get(proc).kind,
            SymbolKind::Procedure(p) if p.pointer.is_some()
        );
        match interface {
            Some(i) if named && through_pointer => Some(in_dummy_order(out, &i)),
            _ => Some(out),
        }
    }

    /// Whether an actual argument of a call inside a parallel loop may be passed: a procedure
    /// called there reaches distributed data only through the elements of the iteration, so a
    /// whole distributed array or a section of one is an error (reported here).
    fn parallel_actual_allowed(&mut self, e: &ast::Expr) -> bool {
        let ast::ExprKind::Designator(d) = &e.kind else {
            return true;
        };
        if !d.parts.is_empty() || d.substring.is_some() {
            return true;
        }
        let Some(id) = self.scope.lookup(&d.name.text) else {
            return true;
        };
        let sym = self.scope.get(id);
        let distributed = matches!(&sym.kind, SymbolKind::Array(info) if info.dist.is_some());
        if !distributed || !self.designates_array(d) {
            return true;
        }
        if self.local_section(id, d.args.as_deref()) {
            return true;
        }
        let what = if d.args.is_none() {
            "the whole distributed array"
        } else {
            "a section of the distributed array"
        };
        let message = format!(
            "{what} '{}' cannot be passed to a procedure inside a parallel loop: a procedure called there may reach distributed arrays only through the elements of the iteration passed as arguments ({}(I) with the loop's variables)",
            sym.name, sym.name
        );
        self.error(d.span, message);
        false
    }

    /// Whether `args` select a section of the distributed array `id` whose ranges all run
    /// along dimensions that are not distributed (`A(:, J)` of `A(*, BLOCK)`): inside a
    /// parallel loop its elements live where the element of its single subscripts does, so
    /// the section may go to an explicit-shape dummy as that element's neighbours do
    /// (`arrays/arguments.rs`), the locality check taking its first element.
    pub(super) fn local_section(&self, id: SymId, args: Option<&[ast::Arg]>) -> bool {
        let Some(args) = args else {
            return false;
        };
        let Some(dist) = self.distribution(id) else {
            return false;
        };
        if dist.inherited || dist.dynamic || dist.deferred {
            return false;
        }
        args.len() == dist.distributed_dims.len()
            && args.iter().enumerate().all(|(k, a)| {
                let ranged = matches!(
                    a.value.kind,
                    ast::ExprKind::Range(..) | ast::ExprKind::Triplet(..)
                );
                !ranged || !dist.distributed_dims[k]
            })
    }

    /// Whether `e` designates a section of a distributed array.
    fn distributed_section(&self, e: &ast::Expr) -> bool {
        let ast::ExprKind::Designator(d) = &e.kind else {
            return false;
        };
        d.parts.is_empty()
            && d.args.is_some()
            && self.designates_array(d)
            && self
                .scope
                .lookup(&d.name.text)
                .is_some_and(|id| self.distribution(id).is_some())
    }

    /// One actual argument: what it is decides what the callee receives.
    pub(super) fn actual(&mut self, e: &ast::Expr) -> Option<Actual> {
        let substring = |ck: &Self, d: &ast::Designator| {
            d.substring.is_some() || ck.scalar_substring_range(d).is_some()
        };
        if let ast::ExprKind::Designator(d) = &e.kind {
            if !d.parts.is_empty() {
                return self.component_actual(d);
            }
            // An array constructor's implied DO variable (or a statement function's dummy)
            // stands for a value, not for the variable of the same name.
            if d.args.is_none() && d.substring.is_none() {
                if let Some(mut x) = self.statement_function_dummy(&d.name.text) {
                    x.span = e.span;
                    return Some(Actual::Value(x));
                }
            }
            // A name first seen here is a new implicitly typed variable, passed by reference
            // like any other (`CALL SUB(1, L)` sets `L`), not a value copied to a temporary.
            let bare = d.args.is_none() && d.substring.is_none();
            if bare
                && !self.stmt_functions.contains_key(&d.name.text)
                && self.scope.lookup(&d.name.text).is_none()
                && self.scope.implicit_type(&d.name.text).is_some()
            {
                let _ = self.scope.resolve(&d.name, self.diags);
            }
            if let Some(id) = self
                .scope
                .lookup(&d.name.text)
                .filter(|_| !substring(self, d))
            {
                if self.is_unusable(id, d.name.span) {
                    return None;
                }
                let sym = self.scope.get(id).clone();
                match (&sym.kind, &d.args) {
                    (SymbolKind::Scalar, None) => {
                        self.scope.used_as_variable.insert(id);
                        return Some(Actual::Var(id));
                    }
                    // No descriptor expected: a contiguous copy of it.
                    (SymbolKind::Array(info), None)
                        if (info.assumed_shape && info.dist.is_none()) || sym.pointer =>
                    {
                        return self.assumed_shape_copy(id, None, d.span)
                    }
                    // A distributed array passes its handle: the dummy must be INHERIT.
                    (SymbolKind::Array(_), None) => return Some(Actual::Array(id)),
                    // In a parallel loop: the element of the iteration, by reference (the
                    // locality check treats it as read and written).
                    (SymbolKind::Array(info), Some(args))
                        if info.dist.is_some()
                            && self.parallel.is_some()
                            && !self.designates_array(d) =>
                    {
                        let subs = self.subscripts(id, args, d.span)?;
                        return Some(Actual::Elem(id, subs, d.span));
                    }
                    (SymbolKind::Array(info), Some(args)) => {
                        // A section living with the iteration (`local_section`).
                        let local = self.parallel.is_some()
                            && self.designates_array(d)
                            && self.local_section(id, Some(args));
                        if info.dist.is_some() && !local {
                            let what = match self.designates_array(d) {
                                true => "a section",
                                false => "an element",
                            };
                            self.error(
                                d.span,
                                format!(
                                    "passing {what} of the distributed array '{}' to a procedure is not supported yet: pass the whole array to an INHERIT dummy",
                                    sym.name
                                ),
                            );
                            return None;
                        }
                        if self.designates_array(d) {
                            return self.section_actual(id, args, d.span);
                        }
                        let subs = self.subscripts(id, args, d.span)?;
                        return Some(Actual::Elem(id, subs, d.span));
                    }
                    // A specific procedure (external, module, internal or a dummy one): its
                    // address, which the callee calls through its dummy procedure.
                    (SymbolKind::Procedure(p), None) if p.specifics.is_empty() => {
                        return Some(Actual::Proc(id));
                    }
                    (SymbolKind::Procedure(_), None) => {
                        self.error(
                            d.span,
                            format!(
                                "passing the generic procedure '{}' as an argument is not supported yet",
                                sym.name
                            ),
                        );
                        return None;
                    }
                    _ => {}
                }
            }
        }
        let (value, shape) = self.check_maybe_array(e)?;
        match shape {
            None => Some(Actual::Value(value)),
            // An array expression: its value goes to a temporary, passed as an array.
            Some((vars, shape)) => self.array_value_actual(value, &vars, &shape, e.span),
        }
    }

    /// `PRESENT(a)`: whether the caller gave the OPTIONAL dummy argument `a`.
    pub(super) fn present(&mut self, args: &[ast::Arg], span: Span) -> Option<Expr> {
        let [arg] = args else {
            self.error(span, "PRESENT takes one argument");
            return None;
        };
        let dummy = match &arg.value.kind {
            ast::ExprKind::Designator(d) if d.args.is_none() && d.substring.is_none() => self
                .scope
                .lookup(&d.name.text)
                .filter(|id| self.scope.optional.contains(id)),
            _ => None,
        };
        let Some(id) = dummy else {
            self.error(
                arg.value.span,
                "the argument of PRESENT must be an OPTIONAL dummy argument of this procedure",
            );
            return None;
        };
        Some(Expr {
            kind: ExprKind::Present(id),
            ty: Ty::L4,
            span,
        })
    }
}

/// `args` (positional ones, then keyword ones) in the order of `interface`'s dummies, when
/// they give every dummy up to the last one given; otherwise as they are.
fn in_dummy_order(args: Vec<Actual>, interface: &crate::fortran::hir::Interface) -> Vec<Actual> {
    let positions: Option<Vec<usize>> = args
        .iter()
        .enumerate()
        .map(|(k, a)| match a {
            Actual::Keyword(name, _) => interface.dummies.iter().position(|d| d.name == *name),
            _ => Some(k),
        })
        .collect();
    let Some(positions) = positions else {
        return args;
    };
    let mut taken = vec![false; interface.dummies.len()];
    for &p in &positions {
        if p >= taken.len() || taken[p] {
            return args;
        }
        taken[p] = true;
    }
    let given = taken.iter().rposition(|&t| t).map_or(0, |p| p + 1);
    if taken[..given].iter().any(|&t| !t) {
        return args;
    }
    let mut slots: Vec<Option<Actual>> = (0..given).map(|_| None).collect();
    for (a, p) in args.into_iter().zip(positions) {
        slots[p] = Some(match a {
            Actual::Keyword(_, inner) => *inner,
            other => other,
        });
    }
    slots.into_iter().flatten().collect()
}
