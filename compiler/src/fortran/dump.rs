//! `--emit=ast`: an indented, one-statement-per-line rendering of the syntax tree.
//!
//! Statements are written back in (lower-case) Fortran with every binary operation in
//! parentheses, so the dump shows exactly how the program was grouped: `(1. + i) + j` prints as
//! `((1. + i) + j)`. Constructs indent their bodies; directives print in DVMH spelling.

use crate::directives::dump::directive;
use crate::fortran::ast::*;
use std::fmt::{self, Write};

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, unit) in self.units.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{unit}")?;
        }
        Ok(())
    }
}

impl fmt::Display for ProgramUnit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind.word())?;
        if let UnitKind::Function { ty: Some(t), .. } = &self.kind {
            write!(f, " : {}", type_spec(t))?;
        }
        if let Some(n) = &self.name {
            write!(f, " {n}")?;
        }
        if !matches!(self.kind, UnitKind::Program | UnitKind::Module) {
            let dummies: Vec<&str> = self
                .kind
                .dummies()
                .iter()
                .map(|d| d.text.as_str())
                .collect();
            write!(f, "({})", dummies.join(", "))?;
        }
        if let UnitKind::Function {
            result: Some(r), ..
        } = &self.kind
        {
            write!(f, " result({r})")?;
        }
        writeln!(f)?;
        writeln!(f, "  spec")?;
        for s in &self.spec {
            stmt(f, s, 2)?;
        }
        for block in &self.interfaces {
            match &block.generic {
                Some(g) => writeln!(f, "  interface {g}")?,
                None => writeln!(f, "  interface")?,
            }
            if !block.module_procedures.is_empty() {
                writeln!(
                    f,
                    "    module procedure {}",
                    name_list(&block.module_procedures)
                )?;
            }
            for body in &block.bodies {
                for line in body.to_string().lines() {
                    writeln!(f, "    {line}")?;
                }
            }
            writeln!(f, "  end interface")?;
        }
        writeln!(f, "  body")?;
        for s in &self.body {
            stmt(f, s, 2)?;
        }
        if !self.contains.is_empty() {
            writeln!(f, "  contains")?;
            for inner in &self.contains {
                for line in inner.to_string().lines() {
                    writeln!(f, "    {line}")?;
                }
            }
        }
        writeln!(f, "end")
    }
}

fn intent(i: Intent) -> &'static str {
    match i {
        Intent::In => "in",
        Intent::Out => "out",
        Intent::InOut => "inout",
    }
}

fn indent(f: &mut fmt::Formatter<'_>, depth: usize) -> fmt::Result {
    for _ in 0..depth {
        f.write_str("  ")?;
    }
    Ok(())
}

fn label_prefix(label: Option<Label>) -> String {
    label.map(|l| format!("{} ", l.value)).unwrap_or_default()
}

fn block(f: &mut fmt::Formatter<'_>, body: &[Stmt], depth: usize) -> fmt::Result {
    body.iter().try_for_each(|s| stmt(f, s, depth))
}

fn stmt(f: &mut fmt::Formatter<'_>, s: &Stmt, depth: usize) -> fmt::Result {
    indent(f, depth)?;
    f.write_str(&label_prefix(s.label))?;
    match &s.kind {
        StmtKind::Do(d) => {
            f.write_str("do")?;
            if let Some(t) = d.term_label {
                write!(f, " {}", t.value)?;
            }
            match &d.control {
                DoControl::Counted { var, lo, hi, step } => {
                    write!(f, " {var} = {}, {}", expr(lo), expr(hi))?;
                    if let Some(st) = step {
                        write!(f, ", {}", expr(st))?;
                    }
                }
                DoControl::While(c) => write!(f, " while ({})", expr(c))?,
                DoControl::Forever => {}
            }
            writeln!(f)?;
            block(f, &d.body, depth + 1)?;
            if let Some((_, label)) = &d.end {
                indent(f, depth)?;
                writeln!(f, "{}end do", label_prefix(*label))?;
            }
            Ok(())
        }
        StmtKind::If(c) => {
            for (i, b) in c.branches.iter().enumerate() {
                if i > 0 {
                    indent(f, depth)?;
                    write!(f, "{}else ", label_prefix(b.label))?;
                }
                writeln!(f, "if ({}) then", expr(&b.cond))?;
                block(f, &b.body, depth + 1)?;
            }
            if let Some(e) = &c.else_branch {
                indent(f, depth)?;
                writeln!(f, "{}else", label_prefix(e.label))?;
                block(f, &e.body, depth + 1)?;
            }
            indent(f, depth)?;
            writeln!(f, "{}end if", label_prefix(c.end.1))
        }
        StmtKind::Block(b) => {
            if let Some(n) = &b.name {
                write!(f, "{n}: ")?;
            }
            writeln!(f, "block")?;
            block(f, &b.spec, depth + 1)?;
            block(f, &b.body, depth + 1)?;
            indent(f, depth)?;
            writeln!(f, "end block")
        }
        StmtKind::Associate(a) => {
            if let Some(n) = &a.name {
                write!(f, "{n}: ")?;
            }
            let list: Vec<String> = a
                .associations
                .iter()
                .map(|(n, e)| format!("{n} => {}", expr(e)))
                .collect();
            writeln!(f, "associate ({})", list.join(", "))?;
            block(f, &a.body, depth + 1)?;
            indent(f, depth)?;
            writeln!(f, "end associate")
        }
        StmtKind::Region(r) => {
            writeln!(f, "!dvm$ {}", directive(&r.directive.kind))?;
            block(f, &r.body, depth + 1)?;
            indent(f, depth)?;
            let host = matches!(
                r.directive.kind,
                crate::directives::ast::DirectiveKind::HostSection
            );
            writeln!(
                f,
                "!dvm$ {}",
                if host {
                    "END HOST_SECTION"
                } else {
                    "end region"
                }
            )
        }
        StmtKind::LogicalIf { cond, stmt: inner } => {
            writeln!(f, "if ({}) {}", expr(cond), simple(&inner.kind))
        }
        StmtKind::Forall(fa) => {
            let mut head: Vec<String> = fa
                .specs
                .iter()
                .map(|sp| {
                    let step = sp.step.as_ref().map(|s| format!(":{}", expr(s)));
                    format!(
                        "{} = {}:{}{}",
                        sp.var.text,
                        expr(&sp.lo),
                        expr(&sp.hi),
                        step.unwrap_or_default()
                    )
                })
                .collect();
            head.extend(fa.mask.as_ref().map(expr));
            writeln!(f, "forall ({})", head.join(", "))?;
            block(f, &fa.body, depth + 1)?;
            indent(f, depth)?;
            writeln!(f, "end forall")
        }
        StmtKind::Where(w) => {
            for (i, b) in w.branches.iter().enumerate() {
                if i > 0 {
                    indent(f, depth)?;
                    write!(f, "else")?;
                }
                match &b.mask {
                    Some(m) => writeln!(f, "where ({})", expr(m))?,
                    None => writeln!(f, "where")?,
                }
                block(f, &b.body, depth + 1)?;
            }
            indent(f, depth)?;
            writeln!(f, "end where")
        }
        other => writeln!(f, "{}", simple(other)),
    }
}

/// A statement that fits on one line.
fn simple(kind: &StmtKind) -> String {
    match kind {
        StmtKind::DerivedType(d) => {
            let components: Vec<String> = d
                .components
                .iter()
                .map(|c| simple(&StmtKind::TypeDecl(Box::new(c.clone()))))
                .collect();
            format!("type {} [{}] end type", d.name.text, components.join("; "))
        }
        StmtKind::TypeDecl(d) => {
            let mut s = type_spec(&d.ty);
            for a in &d.attrs {
                s.push_str(", ");
                s.push_str(&match &a.kind {
                    AttrKind::Parameter => "parameter".to_string(),
                    AttrKind::Dimension(dims) => format!("dimension({})", dim_list(dims)),
                    AttrKind::Intent(i) => format!("intent({})", intent(*i)),
                    AttrKind::Optional => "optional".to_string(),
                    AttrKind::Allocatable => "allocatable".to_string(),
                    AttrKind::Pointer => "pointer".to_string(),
                    AttrKind::Target => "target".to_string(),
                    AttrKind::Save => "save".to_string(),
                    AttrKind::External => "external".to_string(),
                    AttrKind::Intrinsic => "intrinsic".to_string(),
                    AttrKind::Access(true) => "public".to_string(),
                    AttrKind::Access(false) => "private".to_string(),
                    AttrKind::Bind(None) => "bind(c)".to_string(),
                    AttrKind::Bind(Some(n)) => format!("bind(c, name='{n}')"),
                    AttrKind::Other(o) => o.to_ascii_lowercase(),
                });
            }
            format!("{s} :: {}", entities(&d.entities))
        }
        StmtKind::Dimension(e) => format!("dimension {}", entities(e)),
        StmtKind::Parameter(cs) => format!(
            "parameter ({})",
            cs.iter()
                .map(|c| format!("{} = {}", c.name, expr(&c.value)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        StmtKind::Implicit(specs) => format!(
            "implicit {}",
            specs
                .iter()
                .map(|s| format!(
                    "{} ({})",
                    type_spec(&s.ty),
                    s.ranges
                        .iter()
                        .map(|r| if r.first == r.last {
                            r.first.to_string()
                        } else {
                            format!("{}-{}", r.first, r.last)
                        })
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        StmtKind::ImplicitNone => "implicit none".to_string(),
        StmtKind::Assign { lhs, rhs } => format!("{} = {}", designator(lhs), expr(rhs)),
        StmtKind::Goto(l) => format!("go to {}", l.value),
        StmtKind::ArithIf { value, labels } => format!(
            "if ({}) {}, {}, {}",
            expr(value),
            labels[0].value,
            labels[1].value,
            labels[2].value
        ),
        StmtKind::ComputedGoto { labels, index } => format!(
            "go to ({}) {}",
            labels
                .iter()
                .map(|l| l.value.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            expr(index)
        ),
        StmtKind::Continue => "continue".to_string(),
        StmtKind::Exit(n) => named("exit", n),
        StmtKind::Cycle(n) => named("cycle", n),
        StmtKind::Stop(None) => "stop".to_string(),
        StmtKind::ErrorStop(None) => "error stop".to_string(),
        StmtKind::ErrorStop(Some(StopCode::Int(i, _))) => format!("error stop {}", i.digits),
        StmtKind::ErrorStop(Some(StopCode::Str(s, _))) => format!("error stop {}", quote(s)),
        StmtKind::Stop(Some(StopCode::Int(i, _))) => format!("stop {}", i.digits),
        StmtKind::Stop(Some(StopCode::Str(s, _))) => format!("stop {}", quote(s)),
        StmtKind::Print(p) => {
            let mut s = format!("print {}", io_value(&p.format));
            if !p.items.is_empty() {
                write!(s, ", {}", items(&p.items)).ok();
            }
            s
        }
        StmtKind::Write(w) => {
            let mut s = format!("write ({})", controls(&w.controls));
            if !w.items.is_empty() {
                write!(s, " {}", items(&w.items)).ok();
            }
            s
        }
        StmtKind::Read(r) => {
            let mut s = if r.short {
                format!("read {}", controls(&r.controls))
            } else {
                format!("read ({})", controls(&r.controls))
            };
            if !r.items.is_empty() {
                write!(s, "{}{}", if r.short { ", " } else { " " }, items(&r.items)).ok();
            }
            s
        }
        StmtKind::FileOp(f) => {
            format!(
                "{} ({})",
                f.kind.word().to_ascii_lowercase(),
                controls(&f.controls)
            )
        }
        StmtKind::Inquire(q) => {
            let mut s = format!("inquire ({})", controls(&q.controls));
            if !q.items.is_empty() {
                write!(s, " {}", items(&q.items)).ok();
            }
            s
        }
        StmtKind::Namelist(groups) => {
            let parts: Vec<String> = groups
                .iter()
                .map(|g| {
                    let names: Vec<&str> = g.objects.iter().map(|n| n.text.as_str()).collect();
                    format!("/{}/ {}", g.name.text, names.join(", "))
                })
                .collect();
            format!("NAMELIST {}", parts.join(" "))
        }
        StmtKind::Format(fmt) => format!("format {}", fmt.text),
        StmtKind::Directive(d) => format!("!dvm$ {}", directive(&d.kind)),
        StmtKind::LogicalIf { cond, stmt } => format!("if ({}) {}", expr(cond), simple(&stmt.kind)),
        StmtKind::Call { name, args } => {
            format!("call {name}({})", call_args(args))
        }
        StmtKind::TypeBoundCall {
            object,
            binding,
            args,
        } => {
            let args = call_args(args);
            let object = expr(&Expr {
                kind: ExprKind::Designator(object.clone()),
                span: object.span,
            });
            format!("call {object}%{binding}({args})")
        }
        StmtKind::Return(None) => "return".to_string(),
        StmtKind::Return(Some(e)) => format!("return {}", expr(e)),
        StmtKind::Entry {
            name,
            dummies,
            suffixes,
        } => {
            let suffixes: String = suffixes
                .iter()
                .map(|s| format!(" {}({})", s.keyword, s.arg))
                .collect();
            format!("entry {name}({}){suffixes}", name_list(dummies))
        }
        StmtKind::External(names) => format!("external {}", name_list(names)),
        StmtKind::Import(names) => format!("import {}", name_list(names)),
        StmtKind::Use(u) => {
            let items = u
                .items
                .iter()
                .map(|(l, r)| {
                    if l.text == r.text {
                        l.text.clone()
                    } else {
                        format!("{l} => {r}")
                    }
                })
                .collect::<Vec<_>>()
                .join(", ");
            match (u.only, items.is_empty()) {
                (true, _) => format!("use {}, only: {items}", u.module),
                (false, true) => format!("use {}", u.module),
                (false, false) => format!("use {}, {items}", u.module),
            }
        }
        StmtKind::Intent(i, names) => format!("intent({}) {}", intent(*i), name_list(names)),
        StmtKind::Optional(names) => format!("optional {}", name_list(names)),
        StmtKind::Value(names) => format!("value {}", name_list(names)),
        StmtKind::Allocatable(e) => format!("allocatable {}", entities(e)),
        StmtKind::Pointer(e) => format!("pointer {}", entities(e)),
        StmtKind::ProcedureDecl(d) => {
            let iface = d.iface.as_ref().map_or(String::new(), |i| i.text.clone());
            let attrs: String = d
                .attrs
                .iter()
                .map(|(a, arg)| match arg {
                    Some(n) => format!(", {}({})", a.text, n.text),
                    None => format!(", {}", a.text),
                })
                .collect();
            let names: Vec<String> = d
                .entities
                .iter()
                .map(|(n, init)| match init {
                    Some(t) => format!("{} => {}", n.text, t.text),
                    None => n.text.clone(),
                })
                .collect();
            format!("procedure({iface}){attrs} :: {}", names.join(", "))
        }
        StmtKind::Target(e) => format!("target {}", entities(e)),
        StmtKind::Nullify(args) => format!("nullify ({})", arg_list(args)),
        StmtKind::PointerAssign { lhs, rhs } => format!("{} => {}", designator(lhs), expr(rhs)),
        StmtKind::Allocate(args) => format!("allocate ({})", arg_list(args)),
        StmtKind::Deallocate(args) => format!("deallocate ({})", arg_list(args)),
        StmtKind::Access(public, names) => {
            let word = if *public { "public" } else { "private" };
            if names.is_empty() {
                word.to_string()
            } else {
                format!("{word} {}", name_list(names))
            }
        }
        StmtKind::Intrinsic(names) => format!("intrinsic {}", name_list(names)),
        StmtKind::Save(names) if names.is_empty() => "save".to_string(),
        StmtKind::Save(names) => format!("save {}", name_list(names)),
        StmtKind::Equivalence(sets) => {
            let parts: Vec<String> = sets
                .iter()
                .map(|s| {
                    let items: Vec<String> = s.items.iter().map(designator).collect();
                    format!("({})", items.join(", "))
                })
                .collect();
            format!("EQUIVALENCE {}", parts.join(", "))
        }
        StmtKind::Common(groups) => {
            let parts: Vec<String> = groups
                .iter()
                .map(|g| {
                    format!(
                        "/{}/ {}",
                        g.name.as_ref().map_or("", |n| n.text.as_str()),
                        entities(&g.entities)
                    )
                })
                .collect();
            format!("common {}", parts.join(" "))
        }
        StmtKind::Data(sets) => {
            let parts: Vec<String> = sets
                .iter()
                .map(|set| {
                    let values: Vec<String> = set
                        .values
                        .iter()
                        .map(|v| {
                            let c = match &v.value {
                                DataConst::Expr(e) => expr(e),
                                DataConst::Boz(r, d, _) => format!("{r}'{d}'"),
                            };
                            match &v.repeat {
                                Some(r) => format!("{}*{c}", expr(r)),
                                None => c,
                            }
                        })
                        .collect();
                    format!("{} /{}/", items(&set.objects), values.join(", "))
                })
                .collect();
            format!("data {}", parts.join(", "))
        }
        StmtKind::Do(_)
        | StmtKind::If(_)
        | StmtKind::Region(_)
        | StmtKind::Where(_)
        | StmtKind::Forall(_)
        | StmtKind::Block(_)
        | StmtKind::Associate(_) => "<construct>".to_string(),
    }
}

fn controls(list: &[IoControl]) -> String {
    list.iter()
        .map(|c| match &c.keyword {
            Some(k) => format!("{k}={}", io_value(&c.value)),
            None => io_value(&c.value),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn name_list(names: &[Name]) -> String {
    names
        .iter()
        .map(|n| n.text.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

fn named(word: &str, n: &Option<Name>) -> String {
    match n {
        Some(n) => format!("{word} {n}"),
        None => word.to_string(),
    }
}

fn quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', "''"))
}

fn star_len(l: &StarLen) -> String {
    match l {
        StarLen::Int(i) => format!("*{}", i.digits),
        StarLen::Paren(CharLen::Expr(e)) => format!("*({})", expr(e)),
        StarLen::Paren(CharLen::Assumed(_)) => "*(*)".to_string(),
        StarLen::Paren(CharLen::Deferred(_)) => "*(:)".to_string(),
    }
}

fn type_spec(t: &TypeSpec) -> String {
    let mut s = t.keyword.name().to_ascii_lowercase();
    if let Some((len, _)) = &t.star_len {
        s.push_str(&star_len(len));
    }
    match &t.len {
        Some(CharLen::Expr(e)) => write!(s, "(len={})", expr(e)).ok(),
        Some(CharLen::Assumed(_)) => write!(s, "(len=*)").ok(),
        Some(CharLen::Deferred(_)) => write!(s, "(len=:)").ok(),
        None => None,
    };
    if let Some(k) = &t.kind {
        write!(s, "(kind={})", expr(k)).ok();
    }
    s
}

fn dim_list(dims: &[DimSpec]) -> String {
    dims.iter()
        .map(|d| match (&d.lower, &d.upper) {
            (None, Some(u)) => expr(u),
            (Some(l), Some(u)) => format!("{}:{}", expr(l), expr(u)),
            (Some(l), None) => format!("{}:*", expr(l)),
            (None, None) => "*".to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn entities(es: &[EntityDecl]) -> String {
    es.iter()
        .map(|e| {
            let mut s = e.name.text.clone();
            if let Some(d) = &e.dims {
                write!(s, "({})", dim_list(d)).ok();
            }
            if let Some((len, _)) = &e.star_len {
                s.push_str(&star_len(len));
            }
            if let Some(i) = &e.init {
                write!(s, " = {}", expr(i)).ok();
            }
            s
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn io_value(v: &IoValue) -> String {
    match v {
        IoValue::Star(_) => "*".to_string(),
        IoValue::Expr(e) => expr(e),
    }
}

fn items(list: &[OutputItem]) -> String {
    list.iter()
        .map(|i| match i {
            OutputItem::Expr(e) => expr(e),
            OutputItem::ImpliedDo(d) => {
                let mut s = format!(
                    "({}, {} = {}, {}",
                    items(&d.items),
                    d.var,
                    expr(&d.lo),
                    expr(&d.hi)
                );
                if let Some(st) = &d.step {
                    write!(s, ", {}", expr(st)).ok();
                }
                s.push(')');
                s
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn designator(d: &Designator) -> String {
    let mut out = String::new();
    write_designator(&mut out, d);
    out
}

/// `a, k=b`: arguments as written.
fn arg_list(args: &[Arg]) -> String {
    let mut out = String::new();
    write_args(&mut out, args);
    out
}

fn write_args(out: &mut String, args: &[Arg]) {
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        if let Some(k) = &a.keyword {
            let _ = write!(out, "{k}=");
        }
        write_expr(out, &a.value);
    }
}

fn write_designator(out: &mut String, d: &Designator) {
    out.push_str(&d.name.text);
    if let Some(args) = &d.args {
        out.push('(');
        write_args(out, args);
        out.push(')');
    }
    if let Some(sub) = &d.substring {
        out.push('(');
        write_expr(out, &sub.value);
        out.push(')');
    }
}

/// An expression in Fortran syntax, every binary operation parenthesised.
/// The actual arguments of a call, `a, k=b`.
fn call_args(args: &[Arg]) -> String {
    args.iter()
        .map(|a| match &a.keyword {
            Some(k) if k.text == ALT_RETURN_DUMMY => format!("*{}", expr(&a.value)),
            Some(k) => format!("{k}={}", expr(&a.value)),
            None => expr(&a.value),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn expr(e: &Expr) -> String {
    let mut out = String::new();
    write_expr(&mut out, e);
    out
}

/// Appends [`expr`]'s text to `out` (one buffer for the whole tree, so a long chain of
/// operations costs linear time, not the square of its length).
fn write_expr(out: &mut String, e: &Expr) {
    match &e.kind {
        ExprKind::Int(i) => {
            out.push_str(&i.digits);
            if let Some(k) = &i.kind {
                let _ = write!(out, "_{k}");
            }
        }
        ExprKind::Real(r) => {
            if r.double {
                out.push_str(&r.text.replace('e', "d"));
            } else {
                out.push_str(&r.text);
            }
            if let Some(k) = &r.kind {
                let _ = write!(out, "_{k}");
            }
        }
        ExprKind::Str(s) => out.push_str(&quote(s)),
        ExprKind::Logical(b) => {
            let _ = write!(out, ".{}.", b.value);
            if let Some(k) = &b.kind {
                let _ = write!(out, "_{k}");
            }
        }
        ExprKind::Designator(d) => write_designator(out, d),
        ExprKind::Unary(op, a) => {
            out.push('(');
            out.push_str(match op {
                UnaryOp::Plus => "+",
                UnaryOp::Minus => "-",
                UnaryOp::Not => ".not. ",
            });
            write_expr(out, a);
            out.push(')');
        }
        ExprKind::Binary(op, a, b) => {
            let o = match op {
                BinaryOp::Eq => "==".to_string(),
                BinaryOp::Ne => "/=".to_string(),
                BinaryOp::Lt => "<".to_string(),
                BinaryOp::Le => "<=".to_string(),
                BinaryOp::Gt => ">".to_string(),
                BinaryOp::Ge => ">=".to_string(),
                other => other.spelling().to_ascii_lowercase(),
            };
            out.push('(');
            write_expr(out, a);
            let _ = write!(out, " {o} ");
            write_expr(out, b);
            out.push(')');
        }
        ExprKind::Paren(a) => write_expr(out, a),
        ExprKind::Complex(a, b) => {
            out.push('(');
            write_expr(out, a);
            out.push_str(", ");
            write_expr(out, b);
            out.push(')');
        }
        ExprKind::Range(lo, hi) => {
            if let Some(lo) = lo {
                write_expr(out, lo);
            }
            out.push(':');
            if let Some(hi) = hi {
                write_expr(out, hi);
            }
        }
        ExprKind::Triplet(lo, hi, st) => {
            if let Some(lo) = lo {
                write_expr(out, lo);
            }
            out.push(':');
            if let Some(hi) = hi {
                write_expr(out, hi);
            }
            out.push(':');
            write_expr(out, st);
        }
        ExprKind::Constructor(items) | ExprKind::TypedConstructor(_, items) => {
            out.push('[');
            if let ExprKind::TypedConstructor(ts, _) = &e.kind {
                let _ = write!(out, "{} :: ", type_spec(ts));
            }
            for (k, item) in items.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                match item {
                    OutputItem::Expr(e) => write_expr(out, e),
                    OutputItem::ImpliedDo(d) => {
                        out.push_str("(...)");
                        let _ = write!(out, ", {} = ", d.var.text);
                        write_expr(out, &d.lo);
                    }
                }
            }
            out.push(']');
        }
    }
}
