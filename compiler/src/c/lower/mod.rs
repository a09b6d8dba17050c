//! Semantic analysis and lowering of a C translation unit to an IR module, in one walk.
//!
//! C's meaning is decided declaration by declaration in source order (a name is what its
//! latest declaration in scope says), so one pass checks and lowers together: declarations
//! enter `Sym`s into a scope stack; expressions are typed and emitted at once
//! (`expr.rs`); statements become blocks and branches in the function body (`stmt.rs`);
//! declarators become types and initializers become data or stores (`decl.rs`).
//!
//! The memory model is C's: every variable lives in memory (a `mem.alloca` slot or a module
//! global) and is loaded and stored; aggregates are addressed with `mem.offset` in bytes, so
//! arrays of any rank are row-major by construction. Values cross blocks only through memory
//! (`&&`, `?:` use a slot), which keeps the generated IR in the single-region, branch-based
//! form Fortran's GOTOs use too.
//!
//! Errors are collected with their positions in the preprocessed text; a function with an
//! error is not lowered further (its later statements are still checked).

mod abi;
mod bitfield;
mod builtins;
mod by_value;
mod complex;
mod decl;
mod dvm_carried;
mod dvm_data;
mod dvm_dynamic;
mod dvm_inherit;
mod dvm_locality;
mod dvm_loop;
mod dvm_stdio;
mod dvm_tie;
mod dvm_walk;
mod expr;
mod generic;
mod gnu_bits;
mod implicit;
mod init_list;
mod jump_scope;
mod qualifiers;
mod static_init;
mod stdio;
mod stmt;
mod tgmath;
mod va_arg;
mod vla;
mod volatile;

use super::ast::{External, Pos, TranslationUnit};
use super::types::{CType, FuncType, Structs};
use dvmh_ir::{Attr, BlockId, Builder, Function, Loc, Module, RegionId, Type, ValueId};
use std::collections::{HashMap, HashSet};

/// What a name means.
#[derive(Clone, Debug)]
enum Sym {
    /// A variable in a stack slot: its address.
    Local(ValueId, CType),
    /// A variable in a module global.
    Global(String, CType),
    /// A function (declared or defined).
    Func(FuncType),
    /// An enumeration constant.
    EnumConst(i64),
    Typedef(CType),
    /// A distributed array or template (an index into `Lowerer::dists`).
    Dist(usize),
}

/// A diagnostic before mapping: position in the preprocessed text, message, is-warning.
pub type Message = (Pos, String, bool);

/// The switch statement being lowered.
struct SwitchCx {
    /// The labels: the lowest and highest value (equal but for a GNU case range), where.
    cases: Vec<(i64, i64, BlockId, Pos)>,
    default: Option<BlockId>,
    /// The height of the VLA scope stack at the `switch` (`jump_scope`).
    vla_mark: usize,
}

/// The state of the function being lowered.
struct FnCx {
    func: Function,
    region: RegionId,
    cur: BlockId,
    ret: CType,
    is_main: bool,
    breaks: Vec<BlockId>,
    continues: Vec<BlockId>,
    switches: Vec<SwitchCx>,
    labels: HashMap<String, BlockId>,
    placed_labels: HashSet<String>,
    goto_uses: Vec<(String, Pos)>,
    /// The VLAs in scope, for jumps into their scopes (`jump_scope`).
    vla_scopes: jump_scope::VlaScopes,
    /// How a struct result travels (`abi`); the hidden `sret` pointer of one returned in
    /// memory.
    ret_pass: abi::RetPass,
    sret: Option<ValueId>,
    /// Addresses of `volatile` objects (`volatile.rs`).
    volatile_addrs: HashSet<ValueId>,
    /// The slots of variables declared `const` (their lvalues are `const`: `qualifiers.rs`).
    const_slots: HashSet<ValueId>,
}

impl FnCx {
    /// The context of a `void` function of no parameters the compiler makes itself (a
    /// unit's constructor, a scratch body for `sizeof` of an expression).
    fn void(func: Function) -> Self {
        let region = func.body;
        let cur = func.entry_block();
        FnCx {
            func,
            region,
            cur,
            ret: CType::Void,
            is_main: false,
            breaks: Vec::new(),
            continues: Vec::new(),
            switches: Vec::new(),
            labels: HashMap::new(),
            placed_labels: HashSet::new(),
            goto_uses: Vec::new(),
            vla_scopes: Default::default(),
            ret_pass: abi::RetPass::Scalar,
            sret: None,
            volatile_addrs: HashSet::new(),
            const_slots: HashSet::new(),
        }
    }
}

/// Maps positions to op locations.
pub trait Locate {
    /// File name and 1-based line of a preprocessed offset.
    fn file_line(&self, offset: usize) -> Option<(String, u32)>;
    /// Is the offset in a system header?
    fn in_system_header(&self, offset: usize) -> bool;
}

pub struct Lowerer<'a> {
    module: Module,
    structs: Structs,
    /// Scopes of names; `scopes[0]` is file scope.
    scopes: Vec<HashMap<String, Sym>>,
    /// Struct and union tags (one namespace for the unit).
    tags: HashMap<String, usize>,
    fcx: Option<FnCx>,
    messages: Vec<Message>,
    /// Functions called, with the type they were called through.
    called: HashMap<String, FuncType>,
    /// Functions defined.
    defined: HashSet<String>,
    /// Global initializers that are not constant: (global, byte offset, type, expression),
    /// stored at the start of `main`.
    dynamic_inits: Vec<(String, u64, CType, super::ast::Expr)>,
    /// Compound literals met now are file-scope ones (in a file-scope initializer being
    /// checked or stored): they have static storage, so their addresses are constants and
    /// they live in globals, not in the slots of the function that stores them.
    file_scope_literals: bool,
    locate: &'a dyn Locate,
    loc: Loc,
    /// Errors in the current function (stop its lowering).
    fn_failed: bool,
    /// The `#pragma dvm` directives in source order, and the first not yet attached.
    pragmas: Vec<crate::c::pragma::Pragma>,
    next_pragma: usize,
    /// The processor grid's rank (the most `block` formats of a distribution).
    grid_rank: i64,
    /// Distributed arrays and templates (`Sym::Dist` indexes them).
    dists: Vec<dvm_data::DistArray>,
    /// Functions' `inherit` lists: the indices of the inherited parameters.
    inherits: HashMap<String, Vec<usize>>,
    /// The file-scope ones (with their directive's position), created at the start of `main`.
    dist_globals: Vec<(usize, Pos)>,
    /// The creating functions of file-scope distributed arrays this unit calls
    /// (`dvm_data::ensure_symbol`), declared at the end when another unit defines them.
    ensure_calls: std::collections::BTreeSet<String>,
    /// Inside a parallel loop: the views of the distributed arrays its body uses.
    dist_views: HashMap<usize, ValueId>,
    /// `-fcheck=bounds`: elements of distributed arrays in parallel loops are checked at run
    /// time (stored here, and not a stale shadow element).
    check_bounds: bool,
    /// The last such check emitted (an assignment marks it as a store).
    last_dist_check: Option<(dvmh_ir::OpId, ValueId)>,
    /// The struct element of a distributed array read last outside parallel loops: its
    /// array, subscripts and temporary (a member assigned there is written back).
    last_record_read: Option<(usize, Vec<ValueId>, ValueId)>,
    /// Under REMOTE_ACCESS: the buffers' views, with the array and the directive's
    /// subscripts of the references they cover (innermost last).
    remote_views: Vec<dvm_data::RemoteView>,
    in_parallel: bool,
    in_region: bool,
    /// Inside a `host_section` of a region (sequential host code).
    in_host_section: bool,
    /// Typing a prototype's parameters (their VLA sizes are not evaluated: `vla.rs`).
    proto_params: usize,
    /// Where each enumerator was declared, to tell a redeclaration from the same
    /// declaration lowered again.
    enumerator_pos: HashMap<String, Pos>,
    /// Globals declared `volatile` (by symbol).
    volatile_globals: HashSet<String>,
    /// The symbols of global variables declared `const` (`qualifiers.rs`).
    const_globals: HashSet<String>,
    /// `packed`/`aligned`/`_Alignas`/`#pragma pack`, by position (`layout_attrs.rs`).
    layout: crate::c::layout_attrs::LayoutAttrs,
    /// The stack slots of `register` variables (their address cannot be taken).
    register_slots: HashSet<ValueId>,
}

/// An error already reported: unwinds the current statement.
#[derive(Debug)]
struct Reported;

type R<T> = Result<T, Reported>;

impl<'a> Lowerer<'a> {
    fn new(name: &str, locate: &'a dyn Locate) -> Self {
        Lowerer {
            module: Module::new(name),
            structs: Structs::default(),
            scopes: vec![HashMap::new()],
            tags: HashMap::new(),
            fcx: None,
            messages: Vec::new(),
            called: HashMap::new(),
            defined: HashSet::new(),
            dynamic_inits: Vec::new(),
            file_scope_literals: false,
            locate,
            loc: Loc::UNKNOWN,
            fn_failed: false,
            pragmas: Vec::new(),
            next_pragma: 0,
            grid_rank: 1,
            dists: Vec::new(),
            inherits: HashMap::new(),
            dist_globals: Vec::new(),
            ensure_calls: Default::default(),
            dist_views: HashMap::new(),
            check_bounds: false,
            last_dist_check: None,
            last_record_read: None,
            remote_views: Vec::new(),
            in_parallel: false,
            in_region: false,
            in_host_section: false,
            proto_params: 0,
            enumerator_pos: HashMap::new(),
            volatile_globals: HashSet::new(),
            const_globals: HashSet::new(),
            layout: Default::default(),
            register_slots: HashSet::new(),
        }
    }

    fn error<T>(&mut self, pos: Pos, msg: impl Into<String>) -> R<T> {
        self.messages.push((pos, msg.into(), false));
        self.fn_failed = true;
        Err(Reported)
    }

    fn lookup(&self, name: &str) -> Option<&Sym> {
        self.scopes.iter().rev().find_map(|s| s.get(name))
    }

    fn declare(&mut self, name: &str, sym: Sym) {
        if let Some(top) = self.scopes.last_mut() {
            top.insert(name.to_string(), sym);
        }
    }

    fn fcx(&mut self) -> &mut FnCx {
        self.fcx.as_mut().expect("lowering outside a function") // ok: callers are inside functions
    }

    /// A builder at the end of the current block.
    fn b(&mut self) -> Builder<'_> {
        let loc = self.loc;
        let f = self.fcx.as_mut().expect("building outside a function"); // ok: callers are inside functions
        let mut b = Builder::at_end(&mut f.func, f.cur);
        b.loc = loc;
        b
    }

    /// Sets the location of the ops emitted next.
    fn set_loc(&mut self, pos: Pos) {
        if let Some((file, line)) = self.locate.file_line(pos.lo) {
            let file = self.module.intern_file(&file);
            self.loc = Loc::new(file, line, 1);
        }
    }

    /// Starts a new block (appended to the body) and makes it current.
    fn start_block(&mut self, block: BlockId) {
        let f = self.fcx();
        f.func.append_block(f.region, block);
        f.cur = block;
    }

    fn new_block(&mut self) -> BlockId {
        self.fcx().func.new_block(&[])
    }

    /// Is the current block already terminated (after `return`, `break`, ...)?
    fn terminated(&mut self) -> bool {
        let f = self.fcx();
        let cur = f.cur;
        Builder::at_end(&mut f.func, cur).block_terminated(cur)
    }

    /// Branches to `dest` unless the block is already terminated.
    fn br(&mut self, dest: BlockId) {
        if !self.terminated() {
            self.b().br(dest);
        }
    }

    /// After a jump: code that follows goes into a fresh (unreachable) block.
    fn after_jump(&mut self) {
        let b = self.new_block();
        self.start_block(b);
    }

    fn lower_unit(&mut self, tu: &TranslationUnit) {
        for item in &tu.items {
            let lo = match item {
                External::Decl(d) => d.pos.lo,
                External::Func(f) => f.pos.lo,
            };
            let pragmas = self.take_pragmas(lo);
            match item {
                External::Decl(d) => {
                    let _ = self.file_scope_declaration(d, pragmas);
                }
                External::Func(f) => {
                    for p in &pragmas {
                        match &p.kind {
                            crate::c::pragma::PragmaKind::Inherit(names) => {
                                let _ = self.inherit_before_definition(f, names, p.pos);
                            }
                            _ => self.misplaced(p, "before a function definition"),
                        }
                    }
                    // Function bodies of system headers (`static __inline` helpers) are not
                    // part of the program unless it calls them; they are skipped.
                    if self.locate.in_system_header(f.pos.lo) {
                        let _ = self.declare_function_def(f);
                        continue;
                    }
                    self.fn_failed = false;
                    let _ = self.function(f);
                }
            }
        }
        for p in self.take_pragmas(usize::MAX) {
            self.misplaced(&p, "at the end of the file");
        }
        self.global_dists_of_unit_without_main();
        self.ensure_functions();
        self.unit_initializer();
        self.declare_called_externs();
    }

    /// Declares an extern for every called function the unit does not define.
    fn declare_called_externs(&mut self) {
        let mut called: Vec<(String, FuncType)> = self
            .called
            .iter()
            .filter(|(n, _)| !self.defined.contains(*n))
            .map(|(n, f)| (n.clone(), f.clone()))
            .collect();
        called.sort_by(|a, b| a.0.cmp(&b.0));
        for (name, f) in called {
            let mut params: Vec<Type> = f.params.iter().filter_map(CType::ir).collect();
            let mut results: Vec<Type> = f.ret.ir().into_iter().collect();
            // Structs by value: the System V signature (calls were checked against it).
            if let Ok(l) = abi::lower(&self.structs, &f) {
                if l.has_structs() {
                    params = l.ir_params;
                    results = l.ir_results;
                }
            }
            if f.variadic {
                self.module
                    .declare_variadic_extern(&name, &params, &results);
            } else {
                self.module.declare_extern(&name, &params, &results);
            }
        }
    }
}

/// Lowers a parsed translation unit. `Err` holds the errors (and warnings); `Ok` the module
/// and the warnings.
pub fn lower_translation_unit(
    tu: &TranslationUnit,
    name: &str,
    locate: &dyn Locate,
    pragmas: Vec<crate::c::pragma::Pragma>,
) -> (Option<Module>, Vec<Message>) {
    lower_translation_unit_checked(tu, name, locate, pragmas, false)
}

/// [`lower_translation_unit`]; `check_bounds`: `-fcheck=bounds` (run-time locality checks of
/// distributed arrays in parallel loops).
pub fn lower_translation_unit_checked(
    tu: &TranslationUnit,
    name: &str,
    locate: &dyn Locate,
    pragmas: Vec<crate::c::pragma::Pragma>,
    check_bounds: bool,
) -> (Option<Module>, Vec<Message>) {
    let mut l = Lowerer::new(name, locate);
    l.check_bounds = check_bounds;
    l.grid_rank = grid_rank(&pragmas);
    l.pragmas = pragmas;
    l.layout = tu.layout.clone();
    for (lo, hi, msg) in &tu.layout.errors {
        l.messages.push((Pos::new(*lo, *hi), msg.clone(), false));
    }
    l.lower_unit(tu);
    let has_errors = l.messages.iter().any(|m| !m.2);
    if has_errors {
        return (None, l.messages);
    }
    let mut module = l.module;
    // Mark the unit's main as the program entry (done in `function`); set `internal` on
    // nothing else: C functions have external linkage unless `static`.
    for f in &mut module.functions {
        if f.name == "main" {
            f.attrs.set("entry", Attr::Bool(true));
        }
    }
    (Some(module), l.messages)
}

/// The processor grid's rank: the most `block` formats one distribution has (at least 1).
fn grid_rank(pragmas: &[crate::c::pragma::Pragma]) -> i64 {
    use crate::c::pragma::PragmaKind;
    use crate::directives::ast::DistFormatKind;
    pragmas
        .iter()
        .filter_map(|p| match &p.kind {
            PragmaKind::Array(a) => a.distribute.as_ref(),
            PragmaKind::Template(t) => t.distribute.as_ref(),
            PragmaKind::Redistribute(r) => Some(&r.formats),
            _ => None,
        })
        .map(|f| f.iter().filter(|x| x.kind != DistFormatKind::Star).count() as i64)
        .max()
        .unwrap_or(1)
        .max(1)
}
