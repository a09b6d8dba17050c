//! Lowering: the typed Fortran program ([`crate::fortran::hir`]) → an IR [`Module`], one
//! function per program unit, each lowered on its own against the shared module.
//!
//! The shape follows the contracts of `dvmh_ir::ops` and what the pass pipeline expects. The
//! main program becomes `main` (`entry = true`): it starts with `dvm.init`, creates the
//! distributed arrays, allocates one slot per scalar in the entry block, builds a view of every
//! local array (a zero-initialised module global), runs the body, and ends with `dvm.finish`
//! and a return. A subroutine or function becomes `name_` (gfortran's linker name, so the
//! objects of both compilers call each other) taking one pointer per dummy argument (Fortran
//! passes by reference); a dummy scalar's slot is that pointer, a dummy array's view starts
//! there with bounds evaluated on entry. Every RETURN branches to one exit block, which frees
//! the unit's distributed arrays and returns a function's result.
//!
//! Control flow is structured (`scf.for`, `scf.if`, `scf.while`) for every construct that no
//! branch leaves, and blocks with `cf` branches otherwise (semantic analysis decides, per
//! construct). PARALLEL loops become `dvm.parallel` regions, REGIONs `dvm.region`, output
//! statements calls of the runtime's `dvmh_io_*` functions.
//!
//! Modules: `storage` (slots, globals, views, distributed arrays, element access, and the
//! temporaries of array expressions sized on entry, `malloc`ed then and freed at the exit), `expr`
//! (expressions and intrinsics), `control` (statements and control flow), `parallel`
//! (PARALLEL, REGION, ACTUAL), `io` (output statements).

mod allocatable;
mod c_interop;
mod calls;
mod chars;
mod complex;
mod control;
mod deep_copy;
mod deferred_chars;
mod derived;
mod descriptors;
mod dispatch;
mod dist_allocatable;
mod expr;
mod inherit_shift;
mod io;
mod model_bits;
mod parallel;
mod pointers;
mod remote;
mod results;
mod runtime_calls;
mod storage;
mod value_args;

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
    unit: &'a hir::Unit,
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
    /// Non-distributed arrays' first elements (what passing the whole array passes).
    bases: HashMap<SymId, ValueId>,
    /// Allocatable arrays' descriptors (see `allocatable`).
    descriptors: HashMap<SymId, ValueId>,
    /// The procedure's own allocatable arrays, freed on return.
    local_allocatables: Vec<SymId>,
    /// Distributed allocatable arrays' descriptors, whose first word is the runtime
    /// array's handle (see `dist_allocatable`).
    dist_descriptors: HashMap<SymId, ValueId>,
    /// The procedure's own distributed allocatable arrays, destroyed on return.
    local_dist_allocatables: Vec<SymId>,
    /// The globals holding this host's distributed arrays for its internal procedures, with
    /// the values they had on entry (restored at the exit).
    host_handles: Vec<(ValueId, ValueId)>,
    /// Temporaries allocated on entry (`malloc`), freed at the exit.
    heap: Vec<ValueId>,
    /// Element counts of adjustable dummy arrays, computed on entry (i64).
    element_counts: HashMap<SymId, ValueId>,
    /// Lengths of CHARACTER variables (i64): constants, or a dummy's hidden length argument.
    char_lens: HashMap<SymId, ValueId>,
    /// Distributed arrays' handles.
    handles: HashMap<SymId, ValueId>,
    /// INHERIT dummies' index shifts to their actual arguments' (i64 per dimension, see
    /// `inherit_shift.rs`).
    inherit_shifts: HashMap<SymId, Vec<ValueId>>,
    /// Inside a `dvm.parallel` region: the views of the distributed arrays it uses.
    dist_views: HashMap<SymId, ValueId>,
    /// Copies of COMPLEX or CHARACTER elements of distributed arrays that the statement being
    /// lowered stores into outside parallel loops: written back to their owners by
    /// `flush_element_copies` (see `storage.rs`).
    element_copies: Vec<(ValueId, SymId, Vec<ValueId>)>,
    /// The REMOTE_ACCESS references in force and the views of their buffers (innermost
    /// last, see `remote.rs`).
    remote_views: Vec<(hir::RemoteRef, ValueId)>,
    /// Inside a `dvm.parallel` region: its loop variables' indices as `i64` block arguments,
    /// used directly in subscripts (see `index_expr`).
    loop_indices: HashMap<SymId, ValueId>,
    labels: HashMap<u32, BlockId>,
    loops: HashMap<LoopId, LoopTargets>,
    strings: HashMap<Vec<u8>, String>,
    /// Heap buffers of CHARACTER values of run-time length made by the statement being
    /// lowered (freed at its end, see `chars.rs`).
    char_temps: Vec<ValueId>,
    /// The source location of the statement being lowered (given to every op it emits).
    loc: Loc,
    /// `-fcheck=bounds`: every subscript is checked at run time.
    check_bounds: bool,
    /// Where RETURN goes in a subroutine or function (placed at the end).
    exit: Option<BlockId>,
    /// The linker names of the file's own procedures (defined here, not declared as externs).
    defined: &'a std::collections::HashSet<String>,
    /// The procedures whose interface the program knows (keyword and OPTIONAL arguments).
    callees: &'a HashMap<&'a str, &'a hir::Unit>,
    /// Internal inconsistencies (a bug, reported as one diagnostic).
    errors: Vec<String>,
    /// One value per dummy as the unit's entry sees it (see `storage::dummy_params`): the
    /// caller's pointer (null when an OPTIONAL one is omitted) or a VALUE dummy's slot.
    dummy_values: Vec<ValueId>,
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

    /// Calls a runtime function that returns one value of type `result`.
    fn call_runtime_value(&mut self, name: &str, args: &[ValueId], result: Type) -> ValueId {
        let params: Vec<Type> = args.iter().map(|&a| self.func.value_type(a)).collect();
        self.module.declare_extern(name, &params, &[result]);
        let op = self.b().call(name, args, &[result]);
        self.func.result(op)
    }
}

/// Lowers a checked program. `Err` carries internal errors (bugs, not user errors).
pub fn lower_program(
    prog: &hir::Program,
    sources: &SourceMap,
    opts: &crate::FrontendOptions,
) -> Result<Module, String> {
    let name = prog
        .units
        .iter()
        .find(|u| u.kind == hir::UnitKind::Main)
        .or(prog.units.first())
        .map(|u| u.name.clone())
        .unwrap_or_default();
    let mut module = Module::new(name);
    let mut errors = Vec::new();
    let mut defined: std::collections::HashSet<String> = prog
        .units
        .iter()
        .filter(|u| has_code(u))
        .map(|u| signature(u).0)
        .collect();
    let mut callees: HashMap<&str, &hir::Unit> = HashMap::new();
    for u in &prog.units {
        if matches!(u.kind, hir::UnitKind::Subroutine | hir::UnitKind::Function) {
            callees.entry(u.global.as_str()).or_insert(u);
        }
    }
    // A dispatcher has its binding's interface (see `dispatch`).
    for d in &prog.dispatch {
        if let Some(&u) = callees.get(d.base.as_str()) {
            callees.insert(d.global.as_str(), u);
            defined.insert(hir::linker_name(&d.global));
        }
    }
    if !prog.type_parents.is_empty() {
        defined.insert(dispatch::EXTENDS.to_string());
    }
    let context = UnitContext {
        grid_rank: prog.grid_rank,
        sources,
        opts,
        defined: &defined,
        callees: &callees,
    };
    for unit in &prog.units {
        if unit.imported {
            continue;
        }
        match unit.kind {
            hir::UnitKind::BlockData => {
                storage::block_data(unit, &mut module);
                continue;
            }
            hir::UnitKind::Module => {
                storage::module_data(unit, &mut module);
                if !unit.distributed.is_empty() || !unit.processors.is_empty() {
                    module = lower_module_init(unit, &context, module, &mut errors);
                }
                continue;
            }
            _ => {}
        }
        module = lower_unit(unit, &context, module, &mut errors);
    }
    if let Err(e) = dispatch::define(prog, &callees, &defined, &mut module) {
        errors.push(e);
    }
    if !prog.type_parents.is_empty() {
        dispatch::define_extends(&prog.type_parents, &mut module);
    }
    if !errors.is_empty() {
        return Err(errors.join("; "));
    }
    Ok(module)
}

/// Whether a unit becomes a function of this object.
fn has_code(unit: &hir::Unit) -> bool {
    !unit.imported && !matches!(unit.kind, hir::UnitKind::BlockData | hir::UnitKind::Module)
}

/// The IR function of a unit: its name, parameter types and result types.
fn signature(unit: &hir::Unit) -> (String, Vec<Type>, Vec<Type>) {
    // gfortran's convention: a pointer per dummy argument, then the length of each CHARACTER
    // dummy in order (`size_t`).
    // A VALUE dummy is the value itself, an OPTIONAL one has a presence flag there too
    // (see `value_args`).
    let mut params: Vec<Type> = Vec::new();
    for &d in &unit.dummies {
        match unit.value.contains(&d) {
            true => params.extend(value_args::value_params(unit.symbol(d).ty)),
            false => params.push(Type::Ptr),
        }
    }
    // BIND(C): C's convention, no hidden arguments.
    let hidden = !hir::is_bind_c(&unit.global);
    params.extend(unit.dummies.iter().filter(|_| hidden).filter_map(|&d| {
        value_args::trailing_param(
            unit.symbol(d).ty,
            unit.value.contains(&d),
            unit.optional.contains(&d),
        )
    }));
    match unit.kind {
        hir::UnitKind::Main => ("main".into(), Vec::new(), vec![Type::I32]),
        hir::UnitKind::BlockData | hir::UnitKind::Module => {
            (hir::linker_name(&unit.global), Vec::new(), Vec::new())
        }
        hir::UnitKind::Subroutine => (hir::linker_name(&unit.global), params, Vec::new()),
        hir::UnitKind::Function => {
            let pass = results::unit_result_pass(unit)
                .unwrap_or_else(|| results::result_pass(hir::Ty::I4));
            let mut all = pass.hidden_params();
            all.extend(params);
            (hir::linker_name(&unit.global), all, pass.results())
        }
    }
}

/// What every unit's lowering shares.
struct UnitContext<'a> {
    grid_rank: usize,
    sources: &'a SourceMap,
    opts: &'a crate::FrontendOptions,
    defined: &'a std::collections::HashSet<String>,
    /// The procedures whose interface the program knows, by global name.
    callees: &'a HashMap<&'a str, &'a hir::Unit>,
}

impl<'a> Lowerer<'a> {
    fn new(unit: &'a hir::Unit, cx: &UnitContext<'a>, module: Module, func: Function) -> Self {
        let entry = func.entry_block();
        let body = func.body;
        Lowerer {
            unit,
            sources: cx.sources,
            module,
            func,
            cur: entry,
            region: body,
            slots: HashMap::new(),
            views: HashMap::new(),
            bases: HashMap::new(),
            descriptors: HashMap::new(),
            local_allocatables: Vec::new(),
            dist_descriptors: HashMap::new(),
            local_dist_allocatables: Vec::new(),
            host_handles: Vec::new(),
            heap: Vec::new(),
            element_counts: HashMap::new(),
            char_lens: HashMap::new(),
            handles: HashMap::new(),
            inherit_shifts: HashMap::new(),
            dist_views: HashMap::new(),
            element_copies: Vec::new(),
            remote_views: Vec::new(),
            loop_indices: HashMap::new(),
            labels: HashMap::new(),
            loops: HashMap::new(),
            strings: HashMap::new(),
            char_temps: Vec::new(),
            loc: Loc::UNKNOWN,
            check_bounds: cx.opts.check_bounds,
            exit: None,
            defined: cx.defined,
            callees: cx.callees,
            errors: Vec::new(),
            dummy_values: Vec::new(),
        }
    }
}

/// The initialisation function of a module with distributed arrays or PROCESSORS (see
/// `hir::Distribution::global_init`, `hir::Onto::init`): on its first call it sets up the
/// arrangements, creates the arrays, in declaration order, and stores their handles in the
/// module's globals; later calls return.
fn lower_module_init(
    unit: &hir::Unit,
    cx: &UnitContext,
    module: Module,
    errors: &mut Vec<String>,
) -> Module {
    let name = hir::module_init_name(&unit.name);
    let func = Function::new(name.clone(), &[], &[]);
    let mut l = Lowerer::new(unit, cx, module, func);
    let ready = l
        .module
        .add_global(&format!("{name}.ready"), Type::I32, 1, GlobalInit::Zero);
    let flag = l.b().global_addr(&ready);
    let v = l.b().load(flag, Type::I32);
    let zero = l.b().const_i32(0);
    let done_already = l.b().cmpi("ne", v, zero);
    let create = l.func.new_block(&[]);
    let done = l.func.new_block(&[]);
    l.b().cond_br(done_already, done, create);
    l.func.append_block(l.region, create);
    l.cur = create;
    let one = l.b().const_i32(1);
    l.b().store(one, flag);
    l.processors();
    for &id in &unit.distributed {
        if matches!(&unit.symbol(id).kind, hir::SymbolKind::Array(info) if info.allocatable) {
            // Created by ALLOCATE, mapped by its function (below).
            continue;
        }
        l.create_distributed(id);
        let slot = unit.symbol(id).common.as_ref().map(|s| s.block.clone());
        match (l.handles.get(&id).copied(), slot) {
            (Some(h), Some(block)) => {
                let at = l.b().global_addr(&hir::common_linker_name(&block));
                l.b().store(h, at);
            }
            _ => l.internal("a module's distributed array has no global"),
        }
    }
    l.b().br(done);
    l.func.append_block(l.region, done);
    l.cur = done;
    l.b().op0(OpKind::Return, &[], Attrs::new());
    errors.extend(l.errors.drain(..).map(|e| format!("{}: {e}", unit.name)));
    let mut module = l.module;
    module.functions.push(l.func);
    for &id in &unit.distributed {
        let sym = unit.symbol(id);
        if !matches!(&sym.kind, hir::SymbolKind::Array(info) if info.allocatable) {
            continue;
        }
        let f = dist_allocatable::module_map_name(&name, &sym.name);
        let func = Function::new(f, &[Type::Ptr], &[]);
        let mut l = Lowerer::new(unit, cx, module, func);
        l.module_map_function(id, &name);
        errors.extend(l.errors.drain(..).map(|e| format!("{}: {e}", unit.name)));
        module = l.module;
        module.functions.push(l.func);
    }
    module
}

/// Lowers one unit into `module` (returned); internal errors are appended to `errors`.
fn lower_unit(
    unit: &hir::Unit,
    cx: &UnitContext,
    module: Module,
    errors: &mut Vec<String>,
) -> Module {
    let (name, params, results) = signature(unit);
    let mut func = Function::new(name, &params, &results);
    let main = unit.kind == hir::UnitKind::Main;
    if main {
        func.attrs.set("entry", Attr::Bool(true));
    } else {
        // Fortran forbids a procedure to reach one datum through two dummy arguments (or a
        // dummy and COMMON) when it defines it (F2008 12.5.2.13), as gfortran assumes too.
        func.attrs.set("dummies_noalias", Attr::Bool(true));
    }
    let mut l = Lowerer::new(unit, cx, module, func);
    if main {
        let init: Attrs = [("grid_rank", Attr::Int(cx.grid_rank.max(1) as i64))]
            .into_iter()
            .collect();
        l.b().op0(OpKind::Init, &[], init);
    } else {
        l.exit = Some(l.func.new_block(&[]));
    }
    l.create_storage();
    l.block(&unit.body);
    l.ensure_open();
    l.return_from_unit();
    if let Some(exit) = l.exit {
        l.func.append_block(l.region, exit);
        l.cur = exit;
        l.leave_unit();
    }
    let unplaced: Vec<u32> = l
        .labels
        .iter()
        .filter(|(_, b)| l.func.blocks[**b].region.is_none())
        .map(|(k, _)| *k)
        .collect();
    if !unplaced.is_empty() {
        l.internal(format!("branch targets never placed: {unplaced:?}"));
    }
    errors.extend(l.errors.drain(..).map(|e| format!("{}: {e}", unit.name)));
    let mut module = l.module;
    module.functions.push(l.func);
    module
}

impl Lowerer<'_> {
    /// RETURN, and the END of a unit: the main program finishes the runtime and returns 0;
    /// a subroutine or function branches to its exit block.
    pub(super) fn return_from_unit(&mut self) {
        match self.exit {
            Some(exit) => self.b().br(exit),
            None => {
                self.b().op0(OpKind::Finish, &[], Attrs::new());
                let zero = self.b().const_i32(0);
                self.b().op0(OpKind::Return, &[zero], Attrs::new());
            }
        }
    }

    /// The exit block of a subroutine or function: frees its distributed arrays (in reverse
    /// order of creation) and returns the result.
    fn leave_unit(&mut self) {
        self.free_scope_exit_structs();
        self.free_local_allocatables();
        self.free_local_dist_allocatables();
        for p in std::mem::take(&mut self.heap) {
            self.call_runtime("free", &[p]);
        }
        for (at, previous) in std::mem::take(&mut self.host_handles) {
            self.b().store(previous, at);
        }
        for &id in self.unit.distributed.iter().rev() {
            // Arrays in COMMON live as long as the program.
            if self
                .unit
                .symbol(id)
                .common
                .as_ref()
                .is_some_and(|s| !storage::is_host_slot(s))
            {
                continue;
            }
            if let Some(&h) = self.handles.get(&id) {
                self.b().op0(OpKind::ArrayFree, &[h], Attrs::new());
            }
        }
        let pass = results::unit_result_pass(self.unit);
        let values = match (self.unit.result, pass) {
            // Stored through the hidden result pointer already.
            (
                Some(_),
                Some(
                    results::ResultPass::Memory
                    | results::ResultPass::Chars
                    | results::ResultPass::Descriptor(_),
                ),
            ) => Vec::new(),
            (Some(r), Some(results::ResultPass::Regs(classes))) => match self.slots.get(&r) {
                Some(&slot) => self.load_eightbytes(slot, &classes),
                None => {
                    self.internal("no slot for the function result");
                    Vec::new()
                }
            },
            (Some(r), _) => {
                let slot = self.slots.get(&r).copied();
                match slot {
                    Some(slot) => {
                        let ty = Type::Scalar(self.unit.symbol(r).ty.mem_scalar());
                        vec![self.b().load(slot, ty)]
                    }
                    None => {
                        self.internal("no slot for the function result");
                        Vec::new()
                    }
                }
            }
            (None, _) => Vec::new(),
        };
        self.b().op0(OpKind::Return, &values, Attrs::new());
    }
}
