//! Semantic analysis: the syntax tree → the typed program ([`crate::fortran::hir`]).
//!
//! Name resolution, implicit typing, constant evaluation, expression typing (with Fortran's
//! mixed-mode promotion made explicit), intrinsic resolution, the DVMH directives resolved
//! against declarations and loop nests, and label/branch checks. Every problem is reported and
//! analysis goes on, so one run finds as many errors as it can.
//!
//! Modules: `scope` (symbols, IMPLICIT), `fold` (constant arithmetic), `expr` (expressions),
//! `intrinsics`, `decls` (specification part), `dvm` (DISTRIBUTE/ALIGN/SHADOW and directive
//! expressions), `stmts` (executable statements and I/O), `parallel` (PARALLEL loop nests and
//! REGIONs), `locality` (which distributed-array elements a parallel loop may reference),
//! `labels` (GO TO targets, and which constructs a branch leaves).

mod decls;
mod dvm;
mod expr;
mod fold;
mod intrinsics;
mod labels;
mod locality;
mod parallel;
mod scope;
mod stmts;

use crate::diag::Diagnostics;
use crate::fortran::ast;
use crate::fortran::hir::{self, ConstructId, LoopId, SymId};
use crate::source::{SourceMap, Span};
use scope::Scope;
use std::collections::{HashMap, HashSet};

/// What a statement label is attached to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LabelKind {
    /// An executable statement: a branch target.
    Statement,
    Format,
    /// A statement that may not be branched to (a declaration, ELSE, ELSE IF).
    NotTarget,
}

/// A loop enclosing the statement being checked.
#[derive(Clone, Debug)]
pub(crate) struct LoopFrame {
    pub id: LoopId,
    /// The DO variable (counted loops).
    pub var: Option<SymId>,
    /// A dimension of a parallel loop nest.
    pub parallel: bool,
}

/// State while checking the body of a parallel loop.
#[derive(Clone, Debug, Default)]
pub(crate) struct ParallelFrame {
    pub privates: HashSet<SymId>,
    pub reductions: HashSet<SymId>,
    /// Scalars assigned in the body, first assignment's position.
    pub assigned: Vec<(SymId, Span)>,
    /// DO variables of sequential loops inside (private implicitly).
    pub nested_do_vars: Vec<SymId>,
}

pub(crate) struct Checker<'a> {
    pub diags: &'a mut Diagnostics,
    pub sources: &'a SourceMap,
    pub scope: Scope,
    pub formats: hir::FormatTable,
    pub labels: HashMap<u32, (Span, LabelKind)>,
    pub loops: Vec<LoopFrame>,
    pub parallel: Option<ParallelFrame>,
    pub in_region: bool,
    pub distributed: Vec<SymId>,
    pub grid_rank: usize,
    next_loop: u32,
    next_construct: u32,
}

impl Checker<'_> {
    pub fn new_loop_id(&mut self) -> LoopId {
        self.next_loop += 1;
        LoopId(self.next_loop)
    }

    pub fn new_construct_id(&mut self) -> ConstructId {
        self.next_construct += 1;
        ConstructId(self.next_construct)
    }

    pub fn line_of(&self, span: Span) -> u32 {
        self.sources.line_of(span)
    }

    pub fn error(&mut self, span: Span, message: impl Into<String>) {
        self.diags.error(span, message);
    }

    pub fn warning(&mut self, span: Span, message: impl Into<String>) {
        self.diags.warning(span, message);
    }

    /// Whether a directive gives one item per dimension of `array` (of rank `rank`); if not,
    /// reports `DISTRIBUTE gives 1 format but 'a' has rank 2` (`what` = `DISTRIBUTE`, `noun`
    /// = `format`).
    pub fn one_per_dimension(
        &mut self,
        span: Span,
        what: &str,
        count: usize,
        noun: &str,
        array: &str,
        rank: usize,
    ) -> bool {
        if count == rank {
            return true;
        }
        let given = plural(count as i64, noun);
        self.error(
            span,
            format!("{what} gives {given} but '{array}' has rank {rank}"),
        );
        false
    }
}

/// `1 element`, `2 elements`.
pub(crate) fn plural(n: i64, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// Checks a parsed program. Returns the typed program (also when errors were reported; the
/// caller decides from the diagnostics whether to lower it).
pub fn analyze(
    program: &ast::Program,
    sources: &SourceMap,
    diags: &mut Diagnostics,
) -> hir::Program {
    let mut ck = Checker {
        diags,
        sources,
        scope: Scope::default(),
        formats: HashMap::new(),
        labels: HashMap::new(),
        loops: Vec::new(),
        parallel: None,
        in_region: false,
        distributed: Vec::new(),
        grid_rank: 1,
        next_loop: 0,
        next_construct: 0,
    };
    labels::collect_definitions(&mut ck, program);
    let directives = decls::check_specification(&mut ck, &program.spec);
    dvm::check_declarative(&mut ck, &directives);
    let mut body = ck.check_block(&program.body);
    let branch_targets = labels::check_branches(&mut ck, &mut body);
    hir::Program {
        name: program
            .name
            .as_ref()
            .map(|n| n.text.clone())
            .unwrap_or_else(|| "main".to_string()),
        symbols: std::mem::take(&mut ck.scope.symbols),
        distributed: std::mem::take(&mut ck.distributed),
        grid_rank: ck.grid_rank,
        body,
        branch_targets,
    }
}
