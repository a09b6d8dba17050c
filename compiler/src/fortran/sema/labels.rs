//! Statement labels and branches.
//!
//! `collect_definitions` records every label of the unit (what kind of statement carries it)
//! and every FORMAT text, before any statement is checked, so forward references work.
//! `check_branches` runs on the typed unit: every GO TO must name an executable statement that
//! is not inside a construct the GO TO is outside of; GO TO, EXIT and RETURN must not leave a
//! parallel loop or a REGION; and every DO/IF construct that some branch leaves is marked
//! unstructured, which makes lowering build it from blocks and branches instead of `scf` ops
//! (a RETURN leaves every construct around it).

use super::{Checker, LabelKind};
use crate::fortran::ast::{self, StmtKind};
use crate::fortran::hir::{self, ConstructId, LoopId};
use crate::source::Span;
use std::collections::{HashMap, HashSet};

/// Records the labels of `stmts` (recursively) and validates FORMAT texts.
fn walk(ck: &mut Checker, stmts: &[ast::Stmt]) {
    for s in stmts {
        let kind = match &s.kind {
            StmtKind::Format(f) => {
                ck.validate_format(&f.text, f.span);
                match s.label {
                    // Registered even when invalid, so that references do not cascade.
                    Some(l) => {
                        ck.formats.entry(l.value).or_insert_with(|| f.text.clone());
                    }
                    None => ck.error(s.span, "a FORMAT statement needs a label"),
                }
                LabelKind::Format
            }
            k if k.is_specification() => LabelKind::NotTarget,
            StmtKind::Do(d) => {
                walk(ck, &d.body);
                if let Some((span, Some(l))) = &d.end {
                    define(ck, l.value, *span, LabelKind::Statement);
                }
                LabelKind::Statement
            }
            StmtKind::If(c) => {
                for (i, b) in c.branches.iter().enumerate() {
                    if let (true, Some(l)) = (i > 0, b.label) {
                        define(ck, l.value, l.span, LabelKind::NotTarget);
                    }
                    walk(ck, &b.body);
                }
                if let Some(e) = &c.else_branch {
                    if let Some(l) = e.label {
                        define(ck, l.value, l.span, LabelKind::NotTarget);
                    }
                    walk(ck, &e.body);
                }
                if let Some(l) = c.end.1 {
                    define(ck, l.value, l.span, LabelKind::Statement);
                }
                LabelKind::Statement
            }
            StmtKind::Block(b) => {
                walk(ck, &b.spec);
                walk(ck, &b.body);
                LabelKind::Statement
            }
            StmtKind::Associate(a) => {
                walk(ck, &a.body);
                LabelKind::Statement
            }
            StmtKind::Region(r) => {
                walk(ck, &r.body);
                LabelKind::Statement
            }
            _ => LabelKind::Statement,
        };
        if let Some(l) = s.label {
            define(ck, l.value, l.span, kind);
        }
    }
}

fn define(ck: &mut Checker, label: u32, span: Span, kind: LabelKind) {
    if let Some((first, _)) = ck.labels.get(&label) {
        let line = ck.line_of(*first);
        ck.error(
            span,
            format!("label {label} is already defined at line {line}"),
        );
        return;
    }
    ck.labels.insert(label, (span, kind));
}

pub fn collect_definitions(ck: &mut Checker, unit: &ast::ProgramUnit) {
    walk(ck, &unit.spec);
    walk(ck, &unit.body);
}

/// A construct on the path from the program body to a statement.
#[derive(Clone, Debug)]
enum Entry {
    /// One arm of an IF (0: THEN, 1: ELSE): the arms are separate blocks, so a branch from one
    /// into the other enters a block from outside.
    If(ConstructId, u8),
    Loop(ConstructId, LoopId),
    Parallel(ConstructId, Vec<LoopId>),
    Region(ConstructId),
}

impl Entry {
    fn id(&self) -> (ConstructId, u8) {
        match self {
            Entry::If(c, arm) => (*c, *arm),
            Entry::Loop(c, _) | Entry::Parallel(c, _) | Entry::Region(c) => (*c, 0),
        }
    }

    fn has_loop(&self, id: LoopId) -> bool {
        match self {
            Entry::Loop(_, l) => *l == id,
            Entry::Parallel(_, ls) => ls.contains(&id),
            _ => false,
        }
    }
}

enum BranchKind {
    Goto(u32),
    Exit(LoopId),
    Cycle(LoopId),
    /// RETURN leaves every construct around it.
    Return,
}

struct Branch {
    kind: BranchKind,
    path: Vec<Entry>,
    span: Span,
}

fn scan(
    stmts: &[hir::Stmt],
    path: &mut Vec<Entry>,
    defs: &mut HashMap<u32, Vec<Entry>>,
    branches: &mut Vec<Branch>,
) {
    for s in stmts {
        if let Some(l) = s.label {
            defs.insert(l, path.clone());
        }
        let mut branch = |kind| {
            branches.push(Branch {
                kind,
                path: path.clone(),
                span: s.span,
            })
        };
        match &s.kind {
            hir::StmtKind::Goto(l) => branch(BranchKind::Goto(*l)),
            hir::StmtKind::Exit(id) => branch(BranchKind::Exit(*id)),
            hir::StmtKind::Cycle(id) => branch(BranchKind::Cycle(*id)),
            hir::StmtKind::Return => branch(BranchKind::Return),
            hir::StmtKind::If(i) => {
                path.push(Entry::If(i.id, 0));
                scan(&i.then_body, path, defs, branches);
                path.pop();
                path.push(Entry::If(i.id, 1));
                scan(&i.else_body, path, defs, branches);
                path.pop();
            }
            hir::StmtKind::Loop(l) => {
                path.push(Entry::Loop(l.construct, l.id));
                scan(&l.body, path, defs, branches);
                path.pop();
            }
            hir::StmtKind::Parallel(p) => {
                path.push(Entry::Parallel(
                    p.construct,
                    p.dims.iter().map(|d| d.id).collect(),
                ));
                scan(&p.body, path, defs, branches);
                path.pop();
            }
            hir::StmtKind::Region(r) => {
                path.push(Entry::Region(r.construct));
                scan(&r.body, path, defs, branches);
                path.pop();
            }
            // Not a construct: its label is on the REMOTE_ACCESS statement itself.
            hir::StmtKind::Remote(r) => scan(&r.body, path, defs, branches),
            _ => {}
        }
    }
}

fn mark(stmts: &mut [hir::Stmt], unstructured: &HashSet<ConstructId>) {
    for s in stmts {
        match &mut s.kind {
            hir::StmtKind::If(i) => {
                if unstructured.contains(&i.id) {
                    i.structured = false;
                }
                mark(&mut i.then_body, unstructured);
                mark(&mut i.else_body, unstructured);
            }
            hir::StmtKind::Loop(l) => {
                if unstructured.contains(&l.construct) {
                    l.structured = false;
                }
                mark(&mut l.body, unstructured);
            }
            hir::StmtKind::Parallel(p) => mark(&mut p.body, unstructured),
            hir::StmtKind::Region(r) => mark(&mut r.body, unstructured),
            hir::StmtKind::Remote(r) => mark(&mut r.body, unstructured),
            _ => {}
        }
    }
}

/// Checks every branch; marks the constructs branches leave; returns the labels branched to.
pub fn check_branches(ck: &mut Checker, body: &mut [hir::Stmt]) -> HashSet<u32> {
    let mut defs = HashMap::new();
    let mut branches = Vec::new();
    scan(body, &mut Vec::new(), &mut defs, &mut branches);
    let mut targets = HashSet::new();
    let mut unstructured = HashSet::new();
    for b in &branches {
        let (left, what): (&[Entry], String) = match b.kind {
            BranchKind::Goto(l) => {
                // How the program wrote this branch (`GO TO 10`, or `END=10` of an I/O statement).
                let branch = match ck.branch_words.get(&(l, b.span)) {
                    Some(word) => format!("{word}{l}"),
                    None => format!("GO TO {l}"),
                };
                let target_path = match ck.labels.get(&l).map(|d| d.1) {
                    None => {
                        ck.error(b.span, format!("label {l} is not defined"));
                        continue;
                    }
                    Some(LabelKind::Format) => {
                        ck.error(b.span, format!("{branch} refers to a FORMAT statement"));
                        continue;
                    }
                    Some(LabelKind::NotTarget) => {
                        ck.error(
                            b.span,
                            format!("{branch}: the statement with label {l} cannot be branched to"),
                        );
                        continue;
                    }
                    Some(LabelKind::Statement) => {
                        match defs.get(&l) {
                            Some(p) => p,
                            None => {
                                ck.error(b.span, format!("{branch}: the statement with label {l} cannot be branched to"));
                                continue;
                            }
                        }
                    }
                };
                let is_prefix = target_path.len() <= b.path.len()
                    && target_path
                        .iter()
                        .zip(&b.path)
                        .all(|(x, y)| x.id() == y.id());
                if !is_prefix {
                    ck.error(
                        b.span,
                        format!("{branch} branches into a DO loop, IF construct or REGION from outside it"),
                    );
                    continue;
                }
                targets.insert(l);
                (&b.path[target_path.len()..], branch)
            }
            BranchKind::Return => (&b.path[..], "RETURN".to_string()),
            BranchKind::Exit(id) | BranchKind::Cycle(id) => {
                let Some(i) = b.path.iter().position(|e| e.has_loop(id)) else {
                    continue;
                };
                match b.kind {
                    BranchKind::Exit(_) => (&b.path[i..], "EXIT".to_string()),
                    _ => (&b.path[i + 1..], "CYCLE".to_string()),
                }
            }
        };
        for e in left {
            match e {
                Entry::Parallel(..) => {
                    ck.error(b.span, format!("{what} leaves the parallel loop"));
                    break;
                }
                Entry::Region(_) => {
                    ck.error(b.span, format!("{what} leaves the REGION"));
                    break;
                }
                Entry::If(c, _) | Entry::Loop(c, _) => {
                    unstructured.insert(*c);
                }
            }
        }
    }
    mark(body, &unstructured);
    targets
}
