//! What a parallel loop's body mentions, found before it is lowered: the names it uses (for
//! the views of distributed arrays, loaded once at the loop's entry so that every use is
//! dominated by them), the variables it assigns (privatised), and a `break` that would leave
//! the loop nest (not allowed).

use crate::c::ast::*;
use std::collections::BTreeSet;

#[derive(Default)]
pub(super) struct Mentions {
    pub used: BTreeSet<String>,
    /// Variables assigned as a whole (`x = ..`, `x += ..`, `x++`), not their elements.
    pub assigned: BTreeSet<String>,
    /// Variables declared inside the body (their own per-iteration slots already).
    pub declared: BTreeSet<String>,
    /// A `break` of the loop nest itself.
    pub breaks: Vec<Pos>,
}

impl Mentions {
    pub fn of_stmt(s: &Stmt) -> Mentions {
        let mut m = Mentions::default();
        m.stmt(s, 0);
        m
    }

    pub fn of_expr(e: &Expr) -> Mentions {
        let mut m = Mentions::default();
        m.expr(e);
        m
    }

    fn stmt(&mut self, s: &Stmt, depth: usize) {
        match &s.kind {
            StmtKind::Expr(e) => {
                if let Some(e) = e {
                    self.expr(e);
                }
            }
            StmtKind::Compound(items) => self.items(items, depth),
            StmtKind::If(c, t, e) => {
                self.expr(c);
                self.stmt(t, depth);
                if let Some(e) = e {
                    self.stmt(e, depth);
                }
            }
            StmtKind::While(c, b) | StmtKind::DoWhile(b, c) => {
                self.expr(c);
                self.stmt(b, depth + 1);
            }
            StmtKind::For(init, c, step, b) => {
                match init.as_deref() {
                    Some(ForInit::Decl(d)) => self.decl(d),
                    Some(ForInit::Expr(e)) => self.expr(e),
                    None => {}
                }
                for e in [c, step].into_iter().flatten() {
                    self.expr(e);
                }
                self.stmt(b, depth + 1);
            }
            StmtKind::Switch(c, b) => {
                self.expr(c);
                self.stmt(b, depth + 1);
            }
            StmtKind::Case(e, hi, b) => {
                self.expr(e);
                if let Some(hi) = hi {
                    self.expr(hi);
                }
                self.stmt(b, depth);
            }
            StmtKind::Default(b) | StmtKind::Label(_, b) => self.stmt(b, depth),
            StmtKind::Break if depth == 0 => self.breaks.push(s.pos),
            StmtKind::Return(Some(e)) => self.expr(e),
            StmtKind::Goto(_) | StmtKind::Break | StmtKind::Continue | StmtKind::Return(None) => {}
        }
    }

    fn items(&mut self, items: &[BlockItem], depth: usize) {
        for item in items {
            match item {
                BlockItem::Decl(d) => self.decl(d),
                BlockItem::Stmt(s) => self.stmt(s, depth),
            }
        }
    }

    fn decl(&mut self, d: &Declaration) {
        for i in &d.inits {
            if let Some((n, _)) = i.declarator.name() {
                self.declared.insert(n.to_string());
            }
            if let Some(init) = &i.init {
                self.init(init);
            }
        }
    }

    fn init(&mut self, i: &Initializer) {
        match i {
            Initializer::Expr(e) => self.expr(e),
            Initializer::List(items, _) => {
                for it in items {
                    self.init(&it.init);
                }
            }
        }
    }

    fn target(&mut self, e: &Expr) {
        if let ExprKind::Ident(n) = &e.kind {
            self.assigned.insert(n.clone());
        }
    }

    fn expr(&mut self, e: &Expr) {
        // Iterative: expressions can be long chains.
        let mut todo = vec![e];
        while let Some(e) = todo.pop() {
            match &e.kind {
                ExprKind::Ident(n) => {
                    self.used.insert(n.clone());
                }
                ExprKind::Int(_)
                | ExprKind::Float(_)
                | ExprKind::Char(_)
                | ExprKind::Str(_)
                | ExprKind::WideStr(_)
                | ExprKind::SizeofType(_)
                | ExprKind::AlignofType(_)
                | ExprKind::Offsetof(..) => {}
                ExprKind::Binary(_, a, b) | ExprKind::Index(a, b) | ExprKind::Comma(a, b) => {
                    todo.push(a);
                    todo.push(b);
                }
                ExprKind::Assign(_, a, b) => {
                    self.target(a);
                    todo.push(a);
                    todo.push(b);
                }
                ExprKind::IncDec { e: a, .. } => {
                    self.target(a);
                    todo.push(a);
                }
                ExprKind::Unary(_, a)
                | ExprKind::Cast(_, a)
                | ExprKind::SizeofExpr(a)
                | ExprKind::VaArg(a, _)
                | ExprKind::Member(a, _, _) => todo.push(a),
                ExprKind::Cond(a, b, c) => {
                    todo.push(a);
                    todo.push(b);
                    todo.push(c);
                }
                ExprKind::Call(f, args) => {
                    todo.push(f);
                    todo.extend(args);
                }
                ExprKind::CompoundLit(_, i) => self.init(i),
                ExprKind::StmtExpr(items) => self.items(items, 1),
                // Any association may be the one chosen.
                ExprKind::Generic(_, assocs) => todo.extend(assocs.iter().map(|a| &a.1)),
            }
        }
    }
}
