//! Lowering: the typed Fortran program ([`crate::fortran::hir`]) → an IR [`Module`].
//!
//! The shape follows the contracts of `dvmh_ir::ops` and what the pass pipeline expects:
//! one `main` (`entry = true`) that starts with `dvm.init`, creates the distributed arrays,
//! allocates one slot per scalar in the entry block, builds a view of every local array (a
//! zero-initialised module global), runs the body, and ends with `dvm.finish` and a return.
//!
//! Control flow is structured (`scf.for`, `scf.if`, `scf.while`) for every construct that no
//! branch leaves, and blocks with `cf` branches otherwise (semantic analysis decides, per
//! construct). PARALLEL loops become `dvm.parallel` regions, REGIONs `dvm.region`, output
//! statements calls of the runtime's `dvmh_io_*` functions.
//!
//! Modules: `storage` (slots, globals, views, distributed arrays, element access), `expr`
//! (expressions and intrinsics), `control` (statements and control flow), `parallel`
//! (PARALLEL, REGION, ACTUAL), `io` (output statements).

mod control;
mod expr;
mod io;
mod parallel;
mod storage;

use crate::fortran::hir::{self, LoopId, SymId};
use crate::source::{SourceMap, Span};
use dvmh_ir::{
    Attr, Attrs, BlockId, Builder, Function, GlobalInit, Loc, Module, OpKind, RegionId, Type,
    ValueId,
};
use std::collections::HashMap;

/// Where EXIT and CYCLE of a loop branch to.
#[derive(Clone, Copy, Debug)]
struct LoopTargets {
    /// `None` for `scf` loops (they have no EXIT).
    exit: Option<BlockId>,
    /// The block that ends the current iteration.
    cont: BlockId,
    /// Whether `cont` was branched to (an `scf` loop places it only then).
    cont_used: bool,
}

pub(crate) struct Lowerer<'a> {
    prog: &'a hir::Program,
    sources: &'a SourceMap,
    module: Module,
    func: Function,
    /// The block new ops go to.
    cur: BlockId,
    /// The region new blocks go to.
    region: RegionId,
    /// Scalar variables' slots (inside a parallel loop, its private copies).
    slots: HashMap<SymId, ValueId>,
    /// Local arrays' views (inside a parallel loop: private arrays' views too).
    views: HashMap<SymId, ValueId>,
    /// Distributed arrays' handles.
    handles: HashMap<SymId, ValueId>,
    /// Inside a `dvm.parallel` region: the views of the distributed arrays it uses.
    dist_views: HashMap<SymId, ValueId>,
    /// Inside a `dvm.parallel` region: its loop variables' indices as `i64` block arguments,
    /// used directly in subscripts (see `index_expr`).
    loop_indices: HashMap<SymId, ValueId>,
    labels: HashMap<u32, BlockId>,
    loops: HashMap<LoopId, LoopTargets>,
    strings: HashMap<Vec<u8>, String>,
    /// The source location of the statement being lowered (given to every op it emits).
    loc: Loc,
    /// `-fcheck=bounds`: every subscript is checked at run time.
    check_bounds: bool,
    /// Internal inconsistencies (a bug, reported as one diagnostic).
    errors: Vec<String>,
}

impl<'a> Lowerer<'a> {
    fn b(&mut self) -> Builder<'_> {
        let mut b = Builder::at_end(&mut self.func, self.cur);
        b.loc = self.loc;
        b
    }

    /// The IR location of the start of `span`.
    fn loc_of(&mut self, span: Span) -> Loc {
        let file = self.sources.file(span.file);
        let (line, col) = file.line_col(span.lo);
        let index = self.module.intern_file(&file.display_name());
        Loc::new(index, line, col)
    }

    fn internal(&mut self, msg: impl Into<String>) {
        self.errors.push(msg.into());
    }

    /// A new block appended to the current region.
    fn new_block(&mut self) -> BlockId {
        let b = self.func.new_block(&[]);
        self.func.append_block(self.region, b);
        b
    }

    /// Makes sure there is an open block to add ops to (after a branch, code is unreachable
    /// but still needs a block).
    fn ensure_open(&mut self) {
        if self.is_terminated() {
            self.cur = self.new_block();
        }
    }

    fn is_terminated(&self) -> bool {
        self.func.blocks[self.cur]
            .ops
            .last()
            .is_some_and(|&op| self.func.ops[op].kind.is_terminator())
    }

    /// Ends the current block with a branch to `dest` unless it is already terminated.
    fn br_if_open(&mut self, dest: BlockId) {
        if !self.is_terminated() {
            self.b().br(dest);
        }
    }

    /// Switches to `block` (already in the current region), falling through from the current
    /// block if it is still open.
    fn enter(&mut self, block: BlockId) {
        self.br_if_open(block);
        self.cur = block;
    }

    /// The block of a label (created on first reference, placed where the label is).
    fn label_block(&mut self, label: u32) -> BlockId {
        if let Some(&b) = self.labels.get(&label) {
            return b;
        }
        let b = self.func.new_block(&[]);
        self.labels.insert(label, b);
        b
    }

    fn line(&self, span: Span) -> u32 {
        self.sources.line_of(span)
    }

    fn file_name(&self, span: Span) -> String {
        self.sources.file(span.file).display_name()
    }

    /// `dvm.set_line {line, file}`.
    fn set_line(&mut self, line: u32, span: Span) {
        let file = self.file_name(span);
        let attrs: Attrs = [("line", Attr::Int(line as i64)), ("file", Attr::Str(file))]
            .into_iter()
            .collect();
        self.b().op0(OpKind::SetLine, &[], attrs);
    }

    /// A read-only global holding `bytes` (shared between equal texts).
    fn constant_bytes(&mut self, base: &str, bytes: &[u8]) -> String {
        if let Some(name) = self.strings.get(bytes) {
            return name.clone();
        }
        let name = self.module.add_global(
            base,
            Type::I8,
            bytes.len() as u64,
            GlobalInit::Bytes(bytes.to_vec()),
        );
        self.strings.insert(bytes.to_vec(), name.clone());
        name
    }

    /// Calls a runtime function, declaring it on first use.
    fn call_runtime(&mut self, name: &str, args: &[ValueId]) {
        let params: Vec<Type> = args.iter().map(|&a| self.func.value_type(a)).collect();
        self.module.declare_extern(name, &params, &[]);
        self.b().call(name, args, &[]);
    }
}

/// Lowers a checked program. `Err` carries internal errors (bugs, not user errors).
pub fn lower_program(
    prog: &hir::Program,
    sources: &SourceMap,
    opts: &crate::FrontendOptions,
) -> Result<Module, String> {
    let mut func = Function::new("main", &[], &[Type::I32]);
    func.attrs.set("entry", Attr::Bool(true));
    let entry = func.entry_block();
    let body = func.body;
    let mut l = Lowerer {
        prog,
        sources,
        module: Module::new(prog.name.clone()),
        func,
        cur: entry,
        region: body,
        slots: HashMap::new(),
        views: HashMap::new(),
        handles: HashMap::new(),
        dist_views: HashMap::new(),
        loop_indices: HashMap::new(),
        labels: HashMap::new(),
        loops: HashMap::new(),
        strings: HashMap::new(),
        loc: Loc::UNKNOWN,
        check_bounds: opts.check_bounds,
        errors: Vec::new(),
    };
    let init: Attrs = [("grid_rank", Attr::Int(prog.grid_rank.max(1) as i64))]
        .into_iter()
        .collect();
    l.b().op0(OpKind::Init, &[], init);
    l.create_storage();
    l.block(&prog.body);
    l.ensure_open();
    l.b().op0(OpKind::Finish, &[], Attrs::new());
    let zero = l.b().const_i32(0);
    l.b().op0(OpKind::Return, &[zero], Attrs::new());
    let unplaced: Vec<u32> = l
        .labels
        .iter()
        .filter(|(_, b)| l.func.blocks[**b].region.is_none())
        .map(|(k, _)| *k)
        .collect();
    if !unplaced.is_empty() {
        l.internal(format!("branch targets never placed: {unplaced:?}"));
    }
    if !l.errors.is_empty() {
        return Err(l.errors.join("; "));
    }
    let mut module = l.module;
    module.functions.push(l.func);
    Ok(module)
}
