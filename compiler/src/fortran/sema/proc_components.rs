//! Procedure pointer components (Fortran 2003): `PROCEDURE(iface), POINTER, NOPASS :: f`
//! and, without NOPASS, components whose calls pass the object as the first argument
//! (`obj%step(x)` calls the target with `(obj, x)`; PASS(arg) puts it at that dummy's place).
//!
//! The structure holds the target's address in an INTEGER(8) component (0 while
//! disassociated: every new structure starts so). A statement that references `obj%f` is
//! rewritten to reference a hidden procedure pointer of the unit named after the reference's
//! text (`obj%f`), with the component's interface, that is given the component's address
//! just before the statement; so calls, ASSOCIATED, passing it on and pointer assignment
//! from it are the procedure pointers' own (`proc_pointers`). Pointer assignment to the
//! component and NULLIFY of it change the hidden pointer, then copy its address back into
//! the structure. The interface is looked up where the component is used: it may follow the
//! type (an abstract interface that imports it, for a PASS object of the type).

use super::derived::{Component, ProcedureComponent};
use super::proc_pointers::Iface;
use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{self, Expr, ExprKind, Place, Procedure, SymId, Symbol, SymbolKind, Ty};
use crate::name::Name;
use std::rc::Rc;

impl Checker<'_> {
    /// The procedure pointer components of the definition `def`, each an INTEGER(8)
    /// component without an offset yet (`components`: the data components before them).
    pub(super) fn procedure_components(
        &mut self,
        def: &ast::DerivedTypeDef,
        components: &[Component],
        parent: Option<&super::derived::DerivedDef>,
    ) -> Vec<Component> {
        let mut out: Vec<Component> = Vec::new();
        for decl in &def.procedure_components {
            let mut nopass = false;
            let mut ok = true;
            for (a, arg) in &decl.attrs {
                match (a.text.as_str(), arg) {
                    ("pointer", None) | ("public", None) | ("private", None) | ("pass", _) => {}
                    ("nopass", None) => nopass = true,
                    _ => {
                        self.error(
                            a.span,
                            format!(
                                "{} is not an attribute of a procedure component (expected POINTER, NOPASS, PASS, PUBLIC or PRIVATE)",
                                a.upper()
                            ),
                        );
                        ok = false;
                    }
                }
            }
            let Some(iface) = decl.iface.clone() else {
                for (name, _) in &decl.entities {
                    self.error(
                        name.span,
                        format!(
                            "the procedure component '{}' needs an interface: PROCEDURE(iface), POINTER",
                            name.text
                        ),
                    );
                }
                continue;
            };
            if !ok {
                continue;
            }
            for (name, init) in &decl.entities {
                if let Some(init) = init.as_ref().filter(|i| i.text != ast::NULL_INIT) {
                    self.error(
                        init.span,
                        format!(
                            "the procedure component '{}' can be initialized only with => NULL()",
                            name.text
                        ),
                    );
                    continue;
                }
                let taken = components.iter().chain(&out).any(|c| c.name == name.text)
                    || parent.is_some_and(|p| p.component(&name.text).is_some());
                if taken {
                    self.error(
                        name.span,
                        format!(
                            "a second component named '{}' in TYPE {}",
                            name.text,
                            def.name.upper()
                        ),
                    );
                    continue;
                }
                out.push(Component {
                    name: name.text.clone(),
                    ty: Ty::I8,
                    char_len: 1,
                    dims: Vec::new(),
                    offset: 0,
                    elem_size: 8,
                    default: Some(hir::Const::Int(0)),
                    pointer: false,
                    rank: 0,
                    allocatable: false,
                    procedure: Some(Rc::new(ProcedureComponent {
                        iface: iface.clone(),
                        nopass,
                        pass: decl
                            .attrs
                            .iter()
                            .find(|(a, _)| a.text == "pass")
                            .and_then(|(_, arg)| arg.clone()),
                    })),
                });
            }
        }
        out
    }

    /// The procedure pointer component that `d`'s last part names (`None`: it names none).
    fn procedure_component_of(&self, d: &ast::Designator) -> Option<Rc<ProcedureComponent>> {
        if d.parts.is_empty() {
            return None;
        }
        let id = self.scope.lookup(&d.name.text)?;
        let sym = self.scope.get(id);
        if !matches!(sym.kind, SymbolKind::Scalar | SymbolKind::Array(_)) {
            return None;
        }
        let path = self.component_path(sym.ty, &d.parts);
        if path.len() != d.parts.len() {
            return None;
        }
        path.last()?.procedure.clone()
    }

    /// Rewrites a reference `obj%f[(args)]` to a procedure pointer component into one of
    /// its hidden procedure pointer (`defined`: the statement associates the component, so
    /// its new target is copied back after it). `Ok(false)`: `d` is no such reference.
    pub(super) fn procedure_component_alias(
        &mut self,
        d: &mut ast::Designator,
        defined: bool,
    ) -> Result<bool, ()> {
        let Some(pc) = self.procedure_component_of(d) else {
            return Ok(false);
        };
        let span = d.span;
        if let Some(context) = self.procedure_component_context {
            self.error(
                span,
                format!("a procedure component in {context} is not supported yet (assign it to a procedure pointer before)"),
            );
            return Err(());
        }
        let mut raw = d.clone();
        let Some(last) = raw.parts.last_mut() else {
            return Ok(false);
        };
        let args = last.args.take();
        if last.substring.is_some() || raw.substring.is_some() {
            self.error(span, "a procedure component has no substring");
            return Err(());
        }
        let text = super::pointer_components::designator_text(&raw).unwrap_or_else(|| {
            self.procedure_component_count += 1;
            format!(
                "{}%{}#{}",
                raw.name.text,
                last_name(&raw),
                self.procedure_component_count
            )
        });
        let (alias, slot) = self.component_procedure_pointer(&text, &pc, span)?;
        let load = ast::Expr {
            kind: ast::ExprKind::Designator(raw.clone()),
            span,
        };
        let value = self.check_expr(&load).ok_or(())?;
        self.pre_stmts.push(hir::Stmt {
            label: None,
            kind: hir::StmtKind::Assign {
                target: Place::Scalar(slot),
                value,
            },
            span,
        });
        if defined {
            let target = self.place(&raw).ok_or(())?;
            self.post_stmts.push(hir::Stmt {
                label: None,
                kind: hir::StmtKind::Assign {
                    target,
                    value: Expr {
                        kind: ExprKind::Load(slot),
                        ty: Ty::I8,
                        span,
                    },
                },
                span,
            });
        }
        let mut args = args;
        if let (Some(list), false) = (&mut args, pc.nopass) {
            let position = self.check_pass_dummy(alias, &pc, span)?;
            let mut object = raw;
            object.parts.pop();
            let value = ast::Expr {
                kind: ast::ExprKind::Designator(object),
                span,
            };
            // Before the positional argument that would take its place, or by keyword when
            // fewer positional arguments come first (as a type-bound call passes it).
            let positional = list.iter().take_while(|a| a.keyword.is_none()).count();
            match (&pc.pass, position <= positional) {
                (Some(arg), false) => list.push(ast::Arg {
                    keyword: Some(Name::new(arg.text.clone(), span)),
                    value,
                }),
                _ => list.insert(
                    position.min(list.len()),
                    ast::Arg {
                        keyword: None,
                        value,
                    },
                ),
            }
        }
        *d = ast::Designator {
            name: Name::new(text, span),
            args,
            substring: None,
            parts: Vec::new(),
            span,
        };
        Ok(true)
    }

    /// `CALL obj%f(args)` of a procedure pointer component `f`: a CALL of its hidden
    /// procedure pointer (`None`: `f` is no such component).
    pub(super) fn procedure_component_call(
        &mut self,
        object: &ast::Designator,
        binding: &ast::Name,
        args: &[ast::Arg],
    ) -> Result<Option<ast::StmtKind>, ()> {
        let mut d = object.clone();
        d.parts.push(ast::Designator {
            name: binding.clone(),
            args: Some(args.to_vec()),
            substring: None,
            parts: Vec::new(),
            span: binding.span,
        });
        d.span = object.span.to(binding.span);
        if !self.procedure_component_alias(&mut d, false)? {
            return Ok(None);
        }
        Ok(Some(ast::StmtKind::Call {
            name: d.name,
            args: d.args.unwrap_or_default(),
        }))
    }

    /// The hidden procedure pointer named `text` (declared on its first use in the unit) and
    /// the INTEGER(8) scalar holding its target.
    fn component_procedure_pointer(
        &mut self,
        text: &str,
        pc: &ProcedureComponent,
        span: crate::source::Span,
    ) -> Result<(SymId, SymId), ()> {
        if let Some(id) = self.scope.lookup(text) {
            if let SymbolKind::Procedure(Procedure {
                pointer: Some(slot),
                ..
            }) = &self.scope.get(id).kind
            {
                return Ok((id, *slot));
            }
        }
        let iface = self.component_interface(&pc.iface).ok_or(())?;
        let slot = self.scope.add(Symbol {
            pointer: false,
            target: false,
            name: format!("{text}.ptr"),
            ty: Ty::I8,
            kind: SymbolKind::Scalar,
            span,
            dummy: None,
            saved: false,
            common: None,
            char_len: None,
        });
        self.scope.explicitly_typed.insert(slot);
        let global: String = text
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        let id = self.scope.add(Symbol {
            pointer: false,
            target: false,
            name: text.to_string(),
            ty: iface.ty,
            kind: SymbolKind::Procedure(Procedure {
                global: format!("{}.ptr.{global}", self.unit_global),
                role: iface.role,
                interface: iface.interface,
                specifics: Vec::new(),
                pointer: Some(slot),
            }),
            span,
            dummy: None,
            saved: false,
            common: None,
            char_len: iface.char_len,
        });
        self.scope.explicitly_typed.insert(id);
        Ok((id, slot))
    }

    /// The interface `PROCEDURE(iface)` names, as seen here (`None` after an error).
    fn component_interface(&mut self, iface: &Name) -> Option<Iface> {
        match self.explicit_interface(iface) {
            Some(found) => Some(found),
            None => {
                self.error(
                    iface.span,
                    format!(
                        "the interface '{}' of a procedure component is not an abstract interface, interface body or procedure with an explicit interface here",
                        iface.text
                    ),
                );
                None
            }
        }
    }

    /// The position of the dummy a PASS component's object goes to: the first dummy of its
    /// interface, or the one PASS(arg) names; there must be one.
    fn check_pass_dummy(
        &mut self,
        alias: SymId,
        pc: &ProcedureComponent,
        span: crate::source::Span,
    ) -> Result<usize, ()> {
        let dummies: Vec<String> = match &self.scope.get(alias).kind {
            SymbolKind::Procedure(p) => p
                .interface
                .as_ref()
                .map(|i| i.dummies.iter().map(|d| d.name.clone()).collect())
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        match (dummies.first(), &pc.pass) {
            (None, _) => {
                self.error(
                    span,
                    format!(
                        "the interface '{}' of a PASS procedure component has no dummy argument to pass the object to (declare the component NOPASS)",
                        pc.iface.text
                    ),
                );
                Err(())
            }
            (Some(_), Some(arg)) => match dummies.iter().position(|d| *d == arg.text) {
                Some(k) => Ok(k),
                None => {
                    self.error(
                        arg.span,
                        format!(
                            "the interface '{}' has no dummy argument '{}' for PASS({})",
                            pc.iface.text, arg.text, arg.text
                        ),
                    );
                    Err(())
                }
            },
            (Some(_), None) => Ok(0),
        }
    }
}

fn last_name(d: &ast::Designator) -> &str {
    d.parts.last().map_or("", |p| p.name.text.as_str())
}
