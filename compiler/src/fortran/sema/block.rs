//! BLOCK and ASSOCIATE constructs, and the construct names EXIT and CYCLE give.
//!
//! The unit has one symbol table (`scope`), so a construct's own names are made by
//! shadowing: the names a BLOCK declares (or an ASSOCIATE associates) are bound to new
//! symbols while its body is checked, and the outer bindings come back at its end. The
//! symbols stay in the unit (the storage of every variable is made on entry), renamed
//! `name.blockN` so that two constructs' variables never share a global or a message.
//!
//! A BLOCK's ALLOCATABLE arrays are freed where the block ends and, should a branch have
//! left it with them allocated, where it is entered again (F2008 6.7.3.2 deallocates them
//! on every exit). A named BLOCK or ASSOCIATE runs as a loop of one trip, so that `EXIT
//! name` leaves it; unnamed EXIT and CYCLE skip such frames and belong to the DO around.
//!
//! An ASSOCIATE name of a variable (`x => a(i)%b`, `v => m(:, j)`) is a hidden POINTER
//! associated with the selector on entry, so it aliases the selector and assignments to it
//! change the selector (a whole variable is simply another name for it); the name of an
//! expression (`n => size(v)`, `s => a + b`) is a hidden variable given the value on entry,
//! which the body may not assign.

use super::{Checker, LoopFrame};
use crate::fortran::ast::{self, StmtKind};
use crate::fortran::hir::{self, ArrayInfo, ArrayInquiry, CharLen, SymId, Symbol, SymbolKind, Ty};
use crate::name::Name;
use crate::source::Span;

/// A name a construct binds, with what it hid.
struct Shadowed {
    name: String,
    outer: Option<SymId>,
}

impl Checker<'_> {
    /// `[name:] BLOCK; declarations; statements; END BLOCK`.
    pub(super) fn check_block_construct(
        &mut self,
        b: &ast::BlockConstruct,
        label: Option<ast::Label>,
        span: Span,
        out: &mut Vec<hir::Stmt>,
    ) {
        self.keep_label(out, label, span);
        let names = declared_names(&b.spec);
        let shadowed: Vec<Shadowed> = names
            .iter()
            .map(|n| Shadowed {
                name: n.clone(),
                outer: self.scope.lookup(n),
            })
            .collect();
        for s in &shadowed {
            self.scope.forget(&s.name);
        }
        let first_new = self.scope.symbols.len();
        let outer_spec = std::mem::replace(&mut self.block_spec, true);
        let directives = super::decls::check_specification(self, &b.spec);
        self.block_spec = outer_spec;
        if let Some(d) = directives.first() {
            self.error(
                d.span,
                "DVMH declarations in a BLOCK construct are not supported",
            );
        }
        self.default_initialisation();
        let own: Vec<SymId> = shadowed
            .iter()
            .filter_map(|s| self.scope.lookup(&s.name))
            .filter(|id| id.0 as usize >= first_new)
            .collect();
        let mut allocatables = Vec::new();
        // Automatic arrays: ALLOCATABLE ones allocated on entry with the bounds of the
        // moment, freed at each exit as the BLOCK's other allocatables are.
        let mut automatic = Vec::new();
        for &id in &own {
            let sym = self.scope.get_mut(id);
            let dummy = sym.dummy.is_some();
            if let SymbolKind::Array(info) = &mut sym.kind {
                if info.adjustable.is_some() && !info.allocatable && !info.assumed_shape && !dummy {
                    let bounds = info.adjustable.take().unwrap_or_default();
                    info.allocatable = true;
                    let bounds: Option<Vec<_>> =
                        bounds.into_iter().map(|(l, u)| Some((l, u?))).collect();
                    if let Some(bounds) = bounds {
                        automatic.push(hir::AllocItem { array: id, bounds });
                    }
                    allocatables.push(id);
                }
            }
        }
        for item in &automatic {
            self.set_run_time_bounds(item.array);
        }
        for &id in &own {
            let sym = self.scope.get(id);
            if let SymbolKind::Array(info) = &sym.kind {
                if !allocatables.contains(&id)
                    && info.allocatable
                    && !sym.pointer
                    && !sym.saved
                    && !self.data.contains_key(&id)
                {
                    allocatables.push(id);
                }
            }
        }
        let mut body = free_allocated(&allocatables, span, self);
        if !automatic.is_empty() {
            body.push(hir::Stmt {
                label: None,
                kind: hir::StmtKind::Allocate {
                    items: automatic,
                    stat: None,
                },
                span,
            });
        }
        let checked = self.construct_body(b.name.as_ref(), |ck| ck.check_block(&b.body));
        let end = free_allocated(&allocatables, span, self);
        match checked {
            Framed::Plain(stmts) => {
                body.extend(stmts);
                body.extend(end);
                out.extend(body);
            }
            Framed::Loop(id, mut stmts) => {
                stmts.extend(end);
                body.push(one_trip(self, id, stmts, span));
                out.extend(body);
            }
        }
        self.end_scope(shadowed, first_new);
    }

    /// `[name:] ASSOCIATE (a => selector, ...); statements; END ASSOCIATE`.
    pub(super) fn check_associate(
        &mut self,
        a: &ast::AssociateConstruct,
        label: Option<ast::Label>,
        span: Span,
        out: &mut Vec<hir::Stmt>,
    ) {
        self.keep_label(out, label, span);
        let first_new = self.scope.symbols.len();
        // Every selector is evaluated before any name is bound (they may not refer to each
        // other: F2008 8.1.3.1).
        let mut bindings = Vec::new();
        for (k, (name, selector)) in a.associations.iter().enumerate() {
            if a.associations[..k].iter().any(|(n, _)| n.text == name.text) {
                self.error(
                    name.span,
                    format!("'{}' is associated twice in one ASSOCIATE", name.text),
                );
                continue;
            }
            let mark = out.len();
            match self.associate_one(name, selector, out) {
                Some(id) => bindings.push((name.text.clone(), id)),
                None => {
                    // Reported: the name's uses draw no further errors.
                    out.truncate(mark);
                    let hidden = self.hidden_name(name);
                    let id = self.scope.add(Symbol {
                        name: hidden,
                        ty: Ty::I4,
                        kind: SymbolKind::Scalar,
                        span: name.span,
                        dummy: None,
                        saved: false,
                        common: None,
                        char_len: None,
                        pointer: false,
                        target: false,
                    });
                    self.scope.unusable.insert(id);
                    bindings.push((name.text.clone(), id));
                }
            }
        }
        let shadowed: Vec<Shadowed> = bindings
            .iter()
            .map(|(n, id)| {
                let outer = self.scope.lookup(n);
                self.scope.rebind(n, Some(*id));
                Shadowed {
                    name: n.clone(),
                    outer,
                }
            })
            .collect();
        let checked = self.construct_body(a.name.as_ref(), |ck| ck.check_block(&a.body));
        match checked {
            Framed::Plain(stmts) => out.extend(stmts),
            Framed::Loop(id, stmts) => out.push(one_trip(self, id, stmts, span)),
        }
        self.end_scope(shadowed, first_new);
    }

    /// Binds one ASSOCIATE name: the symbol it refers to in the body, and on `out` the
    /// statements that associate it.
    fn associate_one(
        &mut self,
        name: &Name,
        selector: &ast::Expr,
        out: &mut Vec<hir::Stmt>,
    ) -> Option<SymId> {
        let span = selector.span;
        let mut read_only = None;
        if let ast::ExprKind::Designator(d) = &selector.kind {
            if let Some(id) = self.scope.lookup(&d.name.text) {
                let sym = self.scope.get(id);
                let variable = match sym.kind {
                    SymbolKind::Array(_) => true,
                    SymbolKind::Scalar => d.args.is_none(),
                    _ => false,
                } && d.substring.is_none()
                    && d.parts.iter().all(|p| p.substring.is_none());
                if variable && d.args.is_none() && d.parts.is_empty() {
                    // A whole variable: the name is another name of the same symbol.
                    return Some(id);
                }
                if variable {
                    match self.variable_shape(d) {
                        Some((_, _, rank)) if rank > 0 && !d.parts.is_empty() => {
                            // An array pointer cannot point into structures yet: the name
                            // holds the component's values instead, and is read-only.
                            read_only = Some("an array of components");
                        }
                        Some(_) => return self.associate_variable(name, d, out),
                        None => return None,
                    }
                }
            }
        }
        // An expression: a variable holding its value.
        let pre = std::mem::take(&mut self.pre_stmts);
        let post = std::mem::take(&mut self.post_stmts);
        let probe = self.check_maybe_array(selector);
        self.pre_stmts = pre;
        self.post_stmts = post;
        let (value, shape) = probe?;
        let rank = shape.map_or(0, |(_, extents)| extents.len());
        let char_len = if value.ty == Ty::Char {
            match self.static_char_len(&value) {
                Some(n) => Some(CharLen::Const(n)),
                None => {
                    self.error(
                        span,
                        format!("'{}' would be a CHARACTER value of a length known only at run time: not supported yet in ASSOCIATE", name.text),
                    );
                    return None;
                }
            }
        } else {
            None
        };
        let (id, hidden) = self.hidden_associate_symbol(name, value.ty, char_len, rank, false);
        let assign = ast::Stmt {
            label: None,
            kind: StmtKind::Assign {
                lhs: plain_designator(&hidden, name.span),
                rhs: selector.clone(),
            },
            span,
        };
        self.check_block_into(std::slice::from_ref(&assign), out);
        self.associate_values
            .insert(id, read_only.unwrap_or("an expression, not a variable"));
        Some(id)
    }

    /// A hidden POINTER associated with the variable `d` (an element, a section, a
    /// component).
    fn associate_variable(
        &mut self,
        name: &Name,
        d: &ast::Designator,
        out: &mut Vec<hir::Stmt>,
    ) -> Option<SymId> {
        let (ty, char_len, rank) = self.variable_shape(d)?;
        let (id, hidden) = self.hidden_associate_symbol(name, ty, char_len, rank, true);
        // The selector needs no TARGET attribute to be associated.
        let base = self.scope.lookup(&d.name.text)?;
        let was_target = self.scope.get(base).target;
        self.scope.get_mut(base).target = true;
        let stmt = self.check_pointer_assign(
            &plain_designator(&hidden, name.span),
            &ast::Expr {
                kind: ast::ExprKind::Designator(d.clone()),
                span: d.span,
            },
        );
        self.scope.get_mut(base).target = was_target;
        let stmt = stmt?;
        self.push(out, None, stmt, d.span);
        Some(id)
    }

    /// The hidden symbol behind an associate name: a scalar, or a deferred-shape array whose
    /// bounds are set at run time. A POINTER when it aliases a variable, a plain allocatable
    /// when it holds an expression's value. Returns the symbol and its hidden name.
    fn hidden_associate_symbol(
        &mut self,
        name: &Name,
        ty: Ty,
        char_len: Option<CharLen>,
        rank: usize,
        pointer: bool,
    ) -> (SymId, String) {
        let hidden = self.hidden_name(name);
        let kind = if rank == 0 {
            SymbolKind::Scalar
        } else {
            SymbolKind::Array(ArrayInfo {
                dims: vec![(1, 1); rank],
                adjustable: None,
                dist: None,
                allocatable: true,
                assumed_shape: false,
            })
        };
        let id = self.scope.add(Symbol {
            name: hidden.clone(),
            ty,
            kind,
            span: name.span,
            dummy: None,
            saved: false,
            common: None,
            char_len,
            pointer,
            target: false,
        });
        self.set_run_time_bounds(id);
        (id, hidden)
    }

    /// The type, CHARACTER length and rank of the variable `d` designates.
    fn variable_shape(&mut self, d: &ast::Designator) -> Option<(Ty, Option<CharLen>, usize)> {
        let id = self.scope.lookup(&d.name.text)?;
        let sym = self.scope.get(id).clone();
        let mut rank = match (&sym.kind, &d.args) {
            (SymbolKind::Array(info), None) => info.rank(),
            (SymbolKind::Array(_), Some(args)) => args.iter().filter(|a| is_section(a)).count(),
            _ => 0,
        };
        let (mut ty, mut char_len) = (sym.ty, sym.char_len);
        for p in &d.parts {
            let def = self.types.of(ty)?;
            let Some(c) = def.component(&p.name.text) else {
                self.error(
                    p.name.span,
                    format!(
                        "'{}' is not a component of the selector's type",
                        p.name.text
                    ),
                );
                return None;
            };
            let c_rank = if c.rank > 0 { c.rank } else { c.dims.len() };
            rank += match &p.args {
                None => c_rank,
                Some(args) => args.iter().filter(|a| is_section(a)).count(),
            };
            ty = c.ty;
            char_len = (c.ty == Ty::Char).then_some(CharLen::Const(c.char_len));
        }
        Some((ty, char_len, rank))
    }

    /// A name no source name can be: `name.assocN`.
    fn hidden_name(&mut self, name: &Name) -> String {
        self.next_hidden += 1;
        format!("{}.assoc{}", name.text, self.next_hidden)
    }

    /// Checks `stmts` and appends them (with what they hoist) to `out`.
    fn check_block_into(&mut self, stmts: &[ast::Stmt], out: &mut Vec<hir::Stmt>) {
        let checked = self.check_block(stmts);
        out.extend(checked);
    }

    /// Checks a named IF, SELECT CASE or SELECT TYPE construct (`check` appends its
    /// statements): with a name, inside a one-trip loop that `EXIT name` leaves.
    pub(super) fn named_construct(
        &mut self,
        name: Option<&Name>,
        span: Span,
        out: &mut Vec<hir::Stmt>,
        check: impl FnOnce(&mut Self, &mut Vec<hir::Stmt>),
    ) {
        let checked = self.construct_body(name, |ck| {
            let mut stmts = Vec::new();
            check(ck, &mut stmts);
            stmts
        });
        match checked {
            Framed::Plain(stmts) => out.extend(stmts),
            Framed::Loop(id, stmts) => out.push(one_trip(self, id, stmts, span)),
        }
    }

    /// Checks a construct's body; a named construct gets a frame EXIT may name.
    fn construct_body(
        &mut self,
        name: Option<&Name>,
        f: impl FnOnce(&mut Self) -> Vec<hir::Stmt>,
    ) -> Framed {
        let Some(name) = name else {
            return Framed::Plain(f(self));
        };
        let id = self.new_loop_id();
        self.loops.push(LoopFrame {
            id,
            var: None,
            parallel: false,
            name: Some(name.text.clone()),
            construct: true,
        });
        let body = f(self);
        self.loops.pop();
        Framed::Loop(id, body)
    }

    /// Ends a construct's scope: its names refer to what they did before, and its symbols
    /// get names of their own.
    fn end_scope(&mut self, shadowed: Vec<Shadowed>, first_new: usize) {
        self.next_hidden += 1;
        let tag = self.next_hidden;
        for s in shadowed.into_iter().rev() {
            if let Some(id) = self.scope.lookup(&s.name) {
                if id.0 as usize >= first_new && self.scope.get(id).name == s.name {
                    self.scope.get_mut(id).name = format!("{}.block{tag}", s.name);
                }
            }
            self.scope.rebind(&s.name, s.outer);
        }
    }
}

/// How a construct's body was checked.
enum Framed {
    Plain(Vec<hir::Stmt>),
    /// A named construct: the body of its one-trip loop.
    Loop(hir::LoopId, Vec<hir::Stmt>),
}

/// `DO; body; EXIT; END DO`: a loop that runs once, which `EXIT name` may leave.
fn one_trip(ck: &mut Checker, id: hir::LoopId, mut body: Vec<hir::Stmt>, span: Span) -> hir::Stmt {
    body.push(hir::Stmt {
        label: None,
        kind: hir::StmtKind::Exit(id),
        span,
    });
    hir::Stmt {
        label: None,
        kind: hir::StmtKind::Loop(Box::new(hir::Loop {
            id,
            construct: ck.new_construct_id(),
            kind: hir::LoopKind::Forever,
            body,
            structured: true,
        })),
        span,
    }
}

/// `IF (ALLOCATED(a)) DEALLOCATE(a)` for each array.
fn free_allocated(arrays: &[SymId], span: Span, ck: &mut Checker) -> Vec<hir::Stmt> {
    arrays
        .iter()
        .map(|&id| hir::Stmt {
            label: None,
            kind: hir::StmtKind::If(Box::new(hir::IfStmt {
                id: ck.new_construct_id(),
                cond: hir::Expr {
                    kind: hir::ExprKind::ArrayInquiry(id, ArrayInquiry::Allocated),
                    ty: Ty::L4,
                    span,
                },
                then_body: vec![hir::Stmt {
                    label: None,
                    kind: hir::StmtKind::Deallocate {
                        items: vec![id],
                        stat: None,
                    },
                    span,
                }],
                else_body: Vec::new(),
                structured: true,
            })),
            span,
        })
        .collect()
}

fn is_section(a: &ast::Arg) -> bool {
    matches!(
        a.value.kind,
        ast::ExprKind::Range(..) | ast::ExprKind::Triplet(..)
    )
}

fn plain_designator(name: &str, span: Span) -> ast::Designator {
    ast::Designator {
        name: Name::new(name, span),
        args: None,
        substring: None,
        parts: Vec::new(),
        span,
    }
}

/// The names a BLOCK's specification part declares.
fn declared_names(spec: &[ast::Stmt]) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    let mut add = |n: &Name| {
        if !names.contains(&n.text) {
            names.push(n.text.clone());
        }
    };
    for s in spec {
        match &s.kind {
            StmtKind::TypeDecl(d) => d.entities.iter().for_each(|e| add(&e.name)),
            StmtKind::Dimension(es)
            | StmtKind::Allocatable(es)
            | StmtKind::Pointer(es)
            | StmtKind::Target(es) => es.iter().for_each(|e| add(&e.name)),
            StmtKind::Parameter(cs) => cs.iter().for_each(|c| add(&c.name)),
            StmtKind::External(ns) => ns.iter().for_each(&mut add),
            StmtKind::ProcedureDecl(d) => d.entities.iter().for_each(|(n, _)| add(n)),
            _ => {}
        }
    }
    names
}

impl Checker<'_> {
    /// EXIT or CYCLE, with or without a construct name: the loop it leaves or continues.
    pub(super) fn exit_or_cycle(
        &mut self,
        name: Option<&Name>,
        is_exit: bool,
        span: Span,
    ) -> Option<hir::StmtKind> {
        let word = if is_exit { "EXIT" } else { "CYCLE" };
        let frame = match name {
            Some(n) => {
                let found = self
                    .loops
                    .iter()
                    .rev()
                    .find(|f| f.name.as_deref() == Some(n.text.as_str()))
                    .cloned();
                let Some(frame) = found else {
                    self.error(
                        n.span,
                        format!("{word} {}: no enclosing construct has this name", n.upper()),
                    );
                    return None;
                };
                if frame.construct && !is_exit {
                    self.error(
                        n.span,
                        format!(
                            "CYCLE {} names a construct that is not a DO loop",
                            n.upper()
                        ),
                    );
                    return None;
                }
                frame
            }
            None => {
                let Some(frame) = self.loops.iter().rev().find(|f| !f.construct).cloned() else {
                    self.error(span, format!("{word} outside a DO loop"));
                    return None;
                };
                frame
            }
        };
        if frame.parallel && is_exit {
            self.error(span, "EXIT cannot leave a parallel loop");
            return None;
        }
        Some(if is_exit {
            hir::StmtKind::Exit(frame.id)
        } else {
            hir::StmtKind::Cycle(frame.id)
        })
    }

    /// An assignment to `name` is allowed unless it is the ASSOCIATE name of an expression.
    pub(super) fn may_assign_associate(&mut self, name: &Name) -> bool {
        let Some(id) = self.scope.lookup(&name.text) else {
            return true;
        };
        if let Some(what) = self.associate_values.get(&id) {
            let message = format!(
                "'{}' is associated with {what}: it cannot be assigned{}",
                name.text,
                if what.starts_with("an array of") {
                    " (not supported yet)"
                } else {
                    ""
                }
            );
            self.error(name.span, message);
            return false;
        }
        true
    }
}
