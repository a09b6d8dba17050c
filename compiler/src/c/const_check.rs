//! `const` objects stay unwritten: an assignment (plain or compound), `++` or `--` whose target
//! is `const`-qualified is an error, with gcc's messages ("assignment of read-only variable
//! 'x'", "... read-only location '*p'", "... read-only member 'id'", "... of member 'v' in
//! read-only object").
//!
//! `const` changes no code, so lowering ignores it; this check reads the syntax tree before
//! lowering instead. Each name in scope has a [`Shape`]: which levels of its type are `const`
//! (level 0 the object itself, level k what k dereferences or subscripts reach) and the struct
//! tag at its base. The shape of an lvalue follows from its operands (`*p` drops a level, `&x`
//! adds an unqualified one, `s.m` takes the member's). Whatever the check cannot follow (a
//! call's result, a typedef of an array made `const`) is unqualified: the check never refuses
//! what it does not see is `const`. Writing through a cast that drops `const`, and passing a
//! `const char *` where a `char *` is expected, are accepted (gcc only warns about the latter).

use super::ast::*;
use super::lower::Message;
use std::collections::HashMap;

/// The `const` levels of a type and the struct tag at its base.
#[derive(Clone, Debug, Default)]
struct Shape {
    /// Level 0: the object; level k: what k dereferences reach. Missing levels are unqualified.
    quals: Vec<bool>,
    /// The struct or union at the base (a synthetic key for an untagged one).
    tag: Option<String>,
}

impl Shape {
    fn is_const(&self) -> bool {
        self.quals.first().copied().unwrap_or(false)
    }

    /// What one dereference or subscript reaches.
    fn deref(mut self) -> Shape {
        if self.quals.is_empty() {
            return Shape::default();
        }
        self.quals.remove(0);
        self
    }

    /// A pointer to this, with the pointer's own qualification.
    fn pointer(mut self, konst: bool) -> Shape {
        self.quals.insert(0, konst);
        self
    }

    /// An array of this (an array is as `const` as its elements).
    fn array(mut self) -> Shape {
        let c = self.is_const();
        self.quals.insert(0, c);
        self
    }

    /// The value of this (an rvalue: not itself `const`).
    fn value(mut self) -> Shape {
        if let Some(q) = self.quals.first_mut() {
            *q = false;
        }
        self
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Variable,
    Parameter,
    Typedef,
    Other,
}

#[derive(Clone, Debug)]
struct Entry {
    kind: Kind,
    shape: Shape,
}

struct Checker<'a> {
    /// The preprocessed text (for the written form of a location in a message).
    text: &'a str,
    scopes: Vec<HashMap<String, Entry>>,
    /// Members of each struct or union, by tag.
    members: HashMap<String, HashMap<String, Shape>>,
    messages: Vec<Message>,
}

/// The errors of writes to `const` objects in a translation unit.
pub fn check(tu: &TranslationUnit, text: &str) -> Vec<Message> {
    let mut c = Checker {
        text,
        scopes: vec![HashMap::new()],
        members: HashMap::new(),
        messages: Vec::new(),
    };
    for item in &tu.items {
        match item {
            External::Decl(d) => c.declaration(d),
            External::Func(f) => c.function(f),
        }
    }
    c.messages
}

/// The declarator whose inner declarator is the name (the outermost derivation of the type).
fn outermost(d: &Declarator) -> Option<&Declarator> {
    match d {
        Declarator::Name(..) => None,
        Declarator::Pointer(inner, _)
        | Declarator::Array(inner, _, _)
        | Declarator::Function(inner, _) => match **inner {
            Declarator::Name(..) => Some(d),
            _ => outermost(inner),
        },
    }
}

impl Checker<'_> {
    fn lookup(&self, name: &str) -> Option<&Entry> {
        self.scopes.iter().rev().find_map(|s| s.get(name))
    }

    fn declare(&mut self, name: &str, kind: Kind, shape: Shape) {
        if let Some(top) = self.scopes.last_mut() {
            top.insert(name.to_string(), Entry { kind, shape });
        }
    }

    /// The shape the specifiers give (registering struct members and enumerators they define).
    fn base(&mut self, specs: &Specs) -> Shape {
        let mut shape = Shape {
            quals: vec![false],
            tag: None,
        };
        for (t, _) in &specs.types {
            match t {
                TypeSpec::Struct(st) => {
                    let key = st
                        .tag
                        .clone()
                        .unwrap_or_else(|| format!("<anonymous {}>", st.pos.lo));
                    if let Some(fields) = &st.fields {
                        let members = self.fields(fields);
                        self.members.insert(key.clone(), members);
                    }
                    shape.tag = Some(key);
                }
                TypeSpec::Enum(e) => {
                    for (name, value, _) in e.items.iter().flatten() {
                        if let Some(v) = value {
                            self.expr(v);
                        }
                        self.declare(name, Kind::Other, Shape::default());
                    }
                }
                TypeSpec::Named(n) => {
                    if let Some(e) = self.lookup(n).filter(|e| e.kind == Kind::Typedef) {
                        shape = e.shape.clone();
                    }
                }
                _ => {}
            }
        }
        if specs.konst {
            match shape.quals.first_mut() {
                Some(q) => *q = true,
                None => shape.quals.push(true),
            }
        }
        shape
    }

    /// The members of a struct body (an unnamed struct member's members are the parent's).
    fn fields(&mut self, fields: &[Field]) -> HashMap<String, Shape> {
        let mut out = HashMap::new();
        for f in fields {
            let base = self.base(&f.specs);
            for (d, _) in &f.declarators {
                match d {
                    Some(d) => {
                        if let Some((name, _)) = d.name() {
                            out.insert(name.to_string(), self.derive(base.clone(), d));
                        }
                    }
                    None => {
                        if let Some(inner) = base.tag.as_ref().and_then(|t| self.members.get(t)) {
                            out.extend(inner.clone());
                        }
                    }
                }
            }
        }
        out
    }

    /// The shape of a declarator's name over a base shape.
    fn derive(&mut self, base: Shape, d: &Declarator) -> Shape {
        match d {
            Declarator::Name(..) => base,
            Declarator::Pointer(inner, q) => self.derive(base.pointer(q.konst), inner),
            Declarator::Array(inner, n, _) => {
                if let Some(n) = n {
                    self.expr(n);
                }
                self.derive(base.array(), inner)
            }
            // A function designator is not an object; what it returns is not followed.
            Declarator::Function(inner, _) => self.derive(Shape::default(), inner),
        }
    }

    fn type_name(&mut self, t: &TypeName) -> Shape {
        let base = self.base(&t.specs);
        self.derive(base, &t.declarator)
    }

    fn declaration(&mut self, d: &Declaration) {
        let base = self.base(&d.specs);
        let typedef = d.specs.storage.iter().any(|(s, _)| *s == Storage::Typedef);
        for init in &d.inits {
            let shape = self.derive(base.clone(), &init.declarator);
            let function = matches!(outermost(&init.declarator), Some(Declarator::Function(..)));
            let kind = if typedef {
                Kind::Typedef
            } else if function {
                Kind::Other
            } else {
                Kind::Variable
            };
            if let Some((name, _)) = init.declarator.name() {
                self.declare(name, kind, shape);
            }
            if let Some(i) = &init.init {
                self.initializer(i);
            }
        }
    }

    fn initializer(&mut self, i: &Initializer) {
        match i {
            Initializer::Expr(e) => self.expr(e),
            Initializer::List(items, _) => {
                for item in items {
                    for d in &item.designators {
                        if let Designator::Index(e, _) = d {
                            self.expr(e);
                        }
                    }
                    self.initializer(&item.init);
                }
            }
        }
    }

    fn function(&mut self, f: &FunctionDef) {
        if let Some((name, _)) = f.declarator.name() {
            self.declare(name, Kind::Other, Shape::default());
        }
        // For the structs the return type defines.
        self.base(&f.specs);
        self.scopes.push(HashMap::new());
        if let Some(Declarator::Function(_, params)) = outermost(&f.declarator) {
            for p in &params.params {
                let base = self.base(&p.specs);
                let mut shape = self.derive(base, &p.declarator);
                // An array parameter is a pointer (itself assignable).
                if matches!(outermost(&p.declarator), Some(Declarator::Array(..))) {
                    shape = shape.value();
                }
                if let Some((name, _)) = p.declarator.name() {
                    self.declare(name, Kind::Parameter, shape);
                }
            }
        }
        self.items(&f.body);
        self.scopes.pop();
    }

    fn items(&mut self, items: &[BlockItem]) {
        for item in items {
            match item {
                BlockItem::Decl(d) => self.declaration(d),
                BlockItem::Stmt(s) => self.stmt(s),
            }
        }
    }

    fn block(&mut self, items: &[BlockItem]) {
        self.scopes.push(HashMap::new());
        self.items(items);
        self.scopes.pop();
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Expr(e) | StmtKind::Return(e) => {
                if let Some(e) = e {
                    self.expr(e);
                }
            }
            StmtKind::Compound(items) => self.block(items),
            StmtKind::If(c, t, e) => {
                self.expr(c);
                self.stmt(t);
                if let Some(e) = e {
                    self.stmt(e);
                }
            }
            StmtKind::While(c, b) | StmtKind::Switch(c, b) | StmtKind::Case(c, None, b) => {
                self.expr(c);
                self.stmt(b);
            }
            StmtKind::Case(lo, Some(hi), b) => {
                self.expr(lo);
                self.expr(hi);
                self.stmt(b);
            }
            StmtKind::DoWhile(b, c) => {
                self.stmt(b);
                self.expr(c);
            }
            StmtKind::For(init, c, step, body) => {
                self.scopes.push(HashMap::new());
                match init.as_deref() {
                    Some(ForInit::Decl(d)) => self.declaration(d),
                    Some(ForInit::Expr(e)) => self.expr(e),
                    None => {}
                }
                for e in [c, step].into_iter().flatten() {
                    self.expr(e);
                }
                self.stmt(body);
                self.scopes.pop();
            }
            StmtKind::Default(b) | StmtKind::Label(_, b) => self.stmt(b),
            StmtKind::Goto(_) | StmtKind::Break | StmtKind::Continue => {}
        }
    }

    /// The shape of a member `m` of the object of shape `base`, and whether the member itself
    /// is declared `const`.
    fn member(&self, base: Shape, m: &str) -> (Shape, bool) {
        let found = base
            .tag
            .as_ref()
            .filter(|_| base.quals.len() == 1)
            .and_then(|t| self.members.get(t))
            .and_then(|ms| ms.get(m))
            .cloned()
            .unwrap_or_default();
        let own = found.is_const();
        let mut shape = found;
        if shape.quals.is_empty() {
            shape.quals.push(false);
        }
        shape.quals[0] = own || base.is_const();
        (shape, own)
    }

    /// The `const` shape of what an expression designates or yields.
    fn shape(&mut self, e: &Expr) -> Shape {
        match &e.kind {
            ExprKind::Ident(n) => self.lookup(n).map(|e| e.shape.clone()).unwrap_or_default(),
            ExprKind::Unary(UnOp::Deref, x) => self.shape(x).deref(),
            ExprKind::Unary(UnOp::Addr, x) => self.shape(x).pointer(false),
            ExprKind::Unary(UnOp::Real | UnOp::Imag, x) => self.shape(x),
            ExprKind::Index(a, b) => {
                let sa = self.shape(a);
                if sa.quals.len() > 1 {
                    sa.deref()
                } else {
                    self.shape(b).deref()
                }
            }
            ExprKind::Member(x, m, arrow) => {
                let mut base = self.shape(x);
                if *arrow {
                    base = base.deref();
                }
                self.member(base, m).0
            }
            ExprKind::Cast(t, _) => self.type_name(t).value(),
            ExprKind::CompoundLit(t, _) => self.type_name(t),
            ExprKind::Assign(_, l, _) => self.shape(l).value(),
            ExprKind::IncDec { e, .. } => self.shape(e).value(),
            ExprKind::Binary(BinOp::Add | BinOp::Sub, a, b) => {
                let sa = self.shape(a);
                if sa.quals.len() > 1 {
                    sa.value()
                } else {
                    let sb = self.shape(b);
                    if sb.quals.len() > 1 {
                        sb.value()
                    } else {
                        Shape::default()
                    }
                }
            }
            ExprKind::Cond(_, a, b) => {
                let (sa, sb) = (self.shape(a), self.shape(b));
                let n = sa.quals.len().max(sb.quals.len());
                let at = |s: &Shape, i: usize| s.quals.get(i).copied().unwrap_or(false);
                Shape {
                    quals: (0..n).map(|i| at(&sa, i) || at(&sb, i)).collect(),
                    tag: sa.tag.or(sb.tag),
                }
                .value()
            }
            ExprKind::Comma(_, b) => self.shape(b).value(),
            _ => Shape::default(),
        }
    }

    /// Reports a write (`what`: "assignment", "increment", "decrement") to a `const` target.
    fn write(&mut self, what: &str, target: &Expr, at: Pos) {
        if !self.shape(target).is_const() {
            return;
        }
        let message = match &target.kind {
            ExprKind::Ident(n) => {
                let role = match self.lookup(n).map(|e| e.kind) {
                    Some(Kind::Parameter) => "parameter",
                    _ => "variable",
                };
                format!("{what} of read-only {role} '{n}'")
            }
            ExprKind::Member(x, m, arrow) => {
                let mut base = self.shape(x);
                if *arrow {
                    base = base.deref();
                }
                if self.member(base, m).1 {
                    format!("{what} of read-only member '{m}'")
                } else {
                    format!("{what} of member '{m}' in read-only object")
                }
            }
            _ => {
                let written = self
                    .text
                    .get(target.pos.lo..target.pos.hi)
                    .map(|s| s.split_whitespace().collect::<Vec<_>>().join(" "))
                    .unwrap_or_default();
                format!("{what} of read-only location '{written}'")
            }
        };
        self.messages.push((at, message, false));
    }

    fn expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Assign(_, l, r) => {
                self.write("assignment", l, e.pos);
                self.expr(l);
                self.expr(r);
            }
            ExprKind::IncDec { inc, e: x, .. } => {
                self.write(if *inc { "increment" } else { "decrement" }, x, e.pos);
                self.expr(x);
            }
            ExprKind::Binary(_, a, b) | ExprKind::Index(a, b) | ExprKind::Comma(a, b) => {
                self.expr(a);
                self.expr(b);
            }
            ExprKind::Unary(_, x)
            | ExprKind::SizeofExpr(x)
            | ExprKind::Member(x, _, _)
            | ExprKind::Cast(_, x)
            | ExprKind::VaArg(x, _) => self.expr(x),
            ExprKind::Cond(c, a, b) => {
                self.expr(c);
                self.expr(a);
                self.expr(b);
            }
            ExprKind::Call(f, args) => {
                self.expr(f);
                for a in args {
                    self.expr(a);
                }
            }
            ExprKind::CompoundLit(_, init) => self.initializer(init),
            // gcc checks every association, chosen or not.
            ExprKind::Generic(c, associations) => {
                self.expr(c);
                for (_, a) in associations {
                    self.expr(a);
                }
            }
            ExprKind::StmtExpr(items) => self.block(items),
            ExprKind::Ident(_)
            | ExprKind::Int(_)
            | ExprKind::Float(_)
            | ExprKind::Char(_)
            | ExprKind::Str(_)
            | ExprKind::WideStr(_)
            | ExprKind::SizeofType(_)
            | ExprKind::AlignofType(_)
            | ExprKind::Offsetof(..) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::c::parse::parse_text;

    fn errors(src: &str) -> Vec<String> {
        let tu = parse_text(src).expect("parses");
        check(&tu, src).into_iter().map(|m| m.1).collect()
    }

    #[test]
    fn writes_to_const_objects_are_refused() {
        let e = errors(
            "struct P { const int id; double v; };\n\
             void f(const int n, const char *s, char *const t, const int a[3]) {\n\
               const int x = 1; struct P p; const struct P q = {1, 2.0};\n\
               x = 2; x++; n = 1; *s = 'a'; s[1] = 'b'; t = 0; a[0] = 1; p.id = 2; q.v = 1;\n\
               s = t; *t = 'c'; a = 0; p.v = 3; (&q)->v = 4;\n\
             }",
        );
        assert_eq!(
            e,
            [
                "assignment of read-only variable 'x'",
                "increment of read-only variable 'x'",
                "assignment of read-only parameter 'n'",
                "assignment of read-only location '*s'",
                "assignment of read-only location 's[1]'",
                "assignment of read-only parameter 't'",
                "assignment of read-only location 'a[0]'",
                "assignment of read-only member 'id'",
                "assignment of member 'v' in read-only object",
                "assignment of member 'v' in read-only object",
            ]
        );
    }

    #[test]
    fn shadowing_and_typedefs() {
        let e = errors(
            "typedef const double cd; typedef char *str; const int k = 3;\n\
             void f(void) { cd y = 1; const str s = 0; int k = 0; k = 1; s[0] = 'x'; y = 2; s = 0; }",
        );
        assert_eq!(
            e,
            [
                "assignment of read-only variable 'y'",
                "assignment of read-only variable 's'",
            ]
        );
    }
}
