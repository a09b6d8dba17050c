//! Semantic analysis: the syntax tree → the typed program ([`crate::fortran::hir`]).
//!
//! Name resolution, implicit typing, constant evaluation, expression typing (with Fortran's
//! mixed-mode promotion made explicit), intrinsic resolution, the DVMH directives resolved
//! against declarations and loop nests, and label/branch checks. Every problem is reported and
//! analysis goes on, so one run finds as many errors as it can.
//!
//! Each program unit is checked on its own, with its own scope: a call of another unit
//! follows Fortran's implicit interface (the caller's own declarations type a function), as
//! separate compilation must. What the file's units know of each other ([`Globals`]: their
//! names and kinds) only helps name things; once every unit is checked, `interfaces` compares
//! each call of a unit of the same file with that unit's dummy arguments.
//!
//! Modules: `scope` (symbols, IMPLICIT), `fold` (constant arithmetic), `expr` (expressions),
//! `intrinsics`, `arrays` (array expressions scalarized into loops: sections,
//! WHERE, FORALL, constructors, array intrinsics), `overlap` (loop order of an assignment that
//! reads its target), `decls` (specification part), `dvm` (DISTRIBUTE/ALIGN/SHADOW and directive
//! expressions), `stmts` (executable statements and I/O), `calls` (CALL and function
//! references), `interfaces` (calls checked against the called units), `parallel` (PARALLEL
//! loop nests and REGIONs), `locality` (which distributed-array elements a parallel loop may
//! reference), `parallel_callees` (procedures of the file that parallel loops call: no
//! distributed data of their own), `labels` (GO TO targets, and which constructs a branch
//! leaves).

mod alloc_scalars;
mod allocatable;
mod allocatable_dummies;
mod alt_returns;
mod array_functions;
mod arrays;
mod block;
mod branches;
mod c_interop;
mod calls;
mod carried;
mod chars;
mod class_alloc;
mod complex;
mod complex_parts;
mod ctor_alloc_arrays;
mod data;
mod decls;
mod deep_types;
mod deferred_chars;
mod defined_ops;
mod derived;
mod dispatch;
mod dvm;
mod entries;
mod equivalence;
mod expr;
mod fold;
mod fold_model;
mod generics;
mod groups;
mod ieee;
mod intent_in_association;
mod interfaces;
mod internal_sections;
mod intrinsic_subs;
mod intrinsics;
mod io;
mod labels;
mod locality;
mod model_bits;
mod modules;
mod move_alloc;
mod namelist;
mod new_unit;
mod nonrect;
mod overlap;
mod parallel;
mod parallel_callees;
mod pointer_components;
mod pointer_functions;
mod pointers;
mod proc_components;
mod proc_pointers;
mod read_only_dummies;
mod remap;
mod remote;
mod runtime_length_results;
mod scope;
mod select_type;
mod stmt_functions;
mod stmts;
mod structure_arrays;
mod type_bound;

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
    /// The construct name (`outer: DO`), which EXIT and CYCLE may give.
    pub name: Option<String>,
    /// A named BLOCK or ASSOCIATE construct, not a DO: only `EXIT name` refers to it.
    pub construct: bool,
}

/// State while checking the body of a parallel loop.
#[derive(Clone, Debug, Default)]
pub(crate) struct ParallelFrame {
    pub privates: HashSet<SymId>,
    pub reductions: HashSet<SymId>,
    /// Non-distributed arrays named in TIE of a loop without ON: every process runs all of
    /// its iterations, and TIE says which loop dimensions index them, so the loop may assign
    /// them (as in C-DVMH, where the clause names plain arrays alike).
    pub tied_plain: HashSet<SymId>,
    /// Scalars assigned in the body, first assignment's position.
    pub assigned: Vec<(SymId, Span)>,
    /// DO variables of sequential loops inside (private implicitly).
    pub nested_do_vars: Vec<SymId>,
    /// Hidden variables of the array statements scalarized in the body (their loop
    /// variables, accumulators and constant-size temporaries): each iteration's own, so
    /// private implicitly (see `arrays`).
    pub hidden: Vec<SymId>,
}

/// A program unit of the file, as the other units see it.
#[derive(Clone, Debug)]
pub(crate) struct GlobalUnit {
    pub kind: hir::UnitKind,
}

/// The units of the file, by name.
pub(crate) type Globals = HashMap<String, GlobalUnit>;

pub(crate) struct Checker<'a> {
    pub diags: &'a mut Diagnostics,
    pub sources: &'a SourceMap,
    pub globals: &'a Globals,
    /// The modules USE may name.
    pub modules: &'a modules::Modules,
    /// The host of a contained procedure.
    pub host: Option<&'a modules::HostInfo>,
    /// The unit being checked.
    pub unit_kind: hir::UnitKind,
    pub unit_name: String,
    /// Its name among procedures (see `hir::Unit::global`).
    pub unit_global: String,
    /// Declared RECURSIVE.
    pub unit_recursive: bool,
    /// Declared PURE (or ELEMENTAL): its assignments to variables other than its own locals
    /// and dummies are errors.
    pub unit_pure: bool,
    /// Declared ELEMENTAL.
    pub unit_elemental: bool,
    /// Dummies whose addresses internal procedures reach (see `hir::Unit::host_pointers`).
    pub host_pointers: Vec<(SymId, String)>,
    /// Elements passed to dummies assumed never written (see `read_only_dummies`).
    pub read_only_assumptions: Vec<hir::ReadOnlyAssumption>,
    /// Alias symbols of array POINTER components (see `pointer_components`): the component
    /// each stands for, and each alias by the text of its reference.
    pub component_arrays: HashMap<SymId, hir::FieldRef>,
    /// See [`hir::Unit::scope_exit_structs`].
    scope_exit_structs: Vec<SymId>,
    /// See [`hir::Unit::char_len_exprs`].
    char_len_exprs: HashMap<SymId, hir::Expr>,
    /// The automatic length of the CHARACTER declaration being checked (see `deferred_chars`).
    pending_char_len: Option<hir::Expr>,
    /// An automatic length that reads a dummy array's bounds, checked once they are known.
    pending_char_len_ast: Option<ast::Expr>,
    /// Such lengths of the declared names, waiting for the bounds.
    late_char_lens: Vec<(SymId, ast::Expr)>,
    pub component_aliases: HashMap<String, SymId>,
    /// Operator bindings and bound types waiting for the module's procedures.
    type_bound: type_bound::Pending,
    /// Set while a component reference may end at an array POINTER component as a whole.
    pub whole_pointer_component: bool,
    /// Set while the target of a pointer assignment may be a POINTER function's reference.
    pub pointer_function_ok: bool,
    /// The checked bodies of the unit's INTERFACE blocks (interfaces of external procedures,
    /// for checking calls; no code).
    pub interface_units: Vec<hir::Unit>,
    /// The names the unit's INTERFACE blocks give bodies: a dummy among them is a dummy
    /// procedure, typed by its body (checked after the specification part), not implicitly.
    pub interface_body_names: std::collections::HashSet<String>,
    pub scope: Scope,
    /// The derived types this unit knows (its own, its modules', its host's).
    pub types: derived::Types,
    pub formats: hir::FormatTable,
    /// NAMELIST groups by (lower-case) name: their objects in order.
    pub namelists: HashMap<String, Vec<namelist::NmlMember>>,
    pub labels: HashMap<u32, (Span, LabelKind)>,
    pub loops: Vec<LoopFrame>,
    pub parallel: Option<ParallelFrame>,
    /// The references of a standalone REMOTE_ACCESS just before a PARALLEL loop, which join
    /// the loop's own REMOTE_ACCESS clause.
    pub pending_remote: Vec<hir::RemoteRef>,
    /// The arrays renewed by standalone SHADOW_WAIT directives of the unit so far: later loops
    /// may read their edges without renewing them (whether they are still current is checked
    /// at run time, `-fcheck=bounds`).
    pub standalone_renewals: Vec<locality::Renewal>,
    pub in_region: bool,
    /// Inside a HOST_SECTION of a region (sequential host code: no PARALLEL, no ACTUAL).
    pub in_host_section: bool,
    pub distributed: Vec<SymId>,
    /// The allocatable arrays some ALLOCATE so far (in the order of the source) allocates.
    pub allocated: std::collections::HashSet<SymId>,
    /// PROCESSORS arrangements of the unit, with their ranks by (lower-case) name for ONTO.
    pub processors: Vec<hir::Processors>,
    /// PROCESSORS arrangements of the modules the unit uses and of its host, for ONTO.
    pub outer_processors: Vec<modules::OuterProcessors>,
    /// The unit's COMMON blocks and their sizes (set at the end of the specification part).
    pub common_sizes: Vec<(String, u64)>,
    /// Initial values from DATA statements: per variable, (element offset, value).
    pub data: std::collections::BTreeMap<SymId, Vec<(u64, hir::Const)>>,
    /// Statement functions by name, and the dummies bound while one is expanded.
    pub stmt_functions: HashMap<String, stmt_functions::StmtFunction>,
    pub stmt_fn_env: Vec<(String, hir::Expr)>,
    /// Inside a FORALL construct, while a WHERE of its body is checked: the FORALL's index
    /// variables, their extents and its mask, which each masked assignment adds to its own.
    pub forall_outer: Option<arrays::ForallOuter>,
    /// Branches made from other statements than GO TO, by (label, statement span): how the
    /// program wrote them (`END=`), for messages about the branch.
    pub branch_words: HashMap<(u32, Span), &'static str>,
    /// The statement functions being expanded (to find recursion).
    pub stmt_fn_expanding: Vec<String>,
    pub grid_rank: usize,
    /// The array expression being scalarized (see `arrays`).
    pub array_ctx: Option<arrays::ArrayCtx>,
    /// Statements computed before the statement being checked (reductions, temporaries).
    pub pre_stmts: Vec<hir::Stmt>,
    /// While the arguments of a CALL are checked: statements copying non-contiguous
    /// sections back after the call.
    pub copy_out: Option<Vec<hir::Stmt>>,
    /// Statements to run after the CALL being checked.
    pub post_stmts: Vec<hir::Stmt>,
    /// Hidden procedure pointers named by number (see `proc_components`).
    pub procedure_component_count: usize,
    /// Where a statement's rewriting is when its hidden procedure pointers could not be
    /// given their targets before it (a DO WHILE condition, an implied DO).
    pub procedure_component_context: Option<&'static str>,
    /// The statement being checked takes copy-back statements of its function references
    /// after it; otherwise they follow each reference (see `function_reference`).
    pub function_copy_back: bool,
    /// The actual argument being checked goes to an INTENT(IN) dummy: a section copied in
    /// for it is not copied back, so that needs no statement after the call.
    pub actual_read_only: bool,
    /// While a SELECT CASE's conditions are checked: its selector's span and the temporary
    /// that holds its value (see `check_if`).
    pub case_selector: Option<(Span, hir::Expr)>,
    /// Where statements cannot be hoisted (a DO WHILE condition, an implied DO), for messages.
    pub no_hoist: Option<&'static str>,
    /// The implied DOs of the output list being checked whose values may be computed before
    /// the statement (see `arrays/implied_do.rs`), outermost first.
    pub implied_do: Vec<arrays::ImpliedFrame>,
    next_hidden: u32,
    /// ASSOCIATE names of expressions: values the body may not assign (see `block`).
    pub(crate) associate_values: HashMap<SymId, &'static str>,
    /// Checking a BLOCK construct's declarations: arrays may be automatic, their bounds
    /// any specification expression, evaluated on each entry (see `block`).
    pub(crate) block_spec: bool,
    next_loop: u32,
    next_construct: u32,
}

impl<'a> Checker<'a> {
    /// A checker for `unit`, inside `host` when it is a contained procedure.
    pub fn new(
        diags: &'a mut Diagnostics,
        sources: &'a SourceMap,
        globals: &'a Globals,
        modules: &'a modules::Modules,
        host: Option<&'a modules::HostInfo>,
        unit: &ast::ProgramUnit,
    ) -> Checker<'a> {
        let name = unit_name(unit);
        let global = modules::procedure_global(host, unit, &name);
        Checker {
            diags,
            sources,
            globals,
            modules,
            host,
            unit_kind: unit_kind(&unit.kind),
            unit_name: name,
            unit_global: global,
            unit_recursive: unit.recursive,
            unit_pure: unit.pure,
            unit_elemental: unit.elemental,
            host_pointers: Vec::new(),
            read_only_assumptions: Vec::new(),
            component_arrays: HashMap::new(),
            scope_exit_structs: Vec::new(),
            char_len_exprs: HashMap::new(),
            pending_char_len: None,
            pending_char_len_ast: None,
            late_char_lens: Vec::new(),
            component_aliases: HashMap::new(),
            type_bound: type_bound::Pending::default(),
            whole_pointer_component: false,
            pointer_function_ok: false,
            interface_units: Vec::new(),
            interface_body_names: Default::default(),
            scope: Scope::default(),
            types: host.map(|h| h.types.clone()).unwrap_or_default(),
            formats: HashMap::new(),
            namelists: HashMap::new(),
            labels: HashMap::new(),
            loops: Vec::new(),
            parallel: None,
            pending_remote: Vec::new(),
            standalone_renewals: Vec::new(),
            in_region: false,
            in_host_section: false,
            distributed: Vec::new(),
            allocated: Default::default(),
            processors: Vec::new(),
            outer_processors: Vec::new(),
            common_sizes: Vec::new(),
            data: Default::default(),
            stmt_functions: HashMap::new(),
            stmt_fn_env: Vec::new(),
            forall_outer: None,
            stmt_fn_expanding: Vec::new(),
            branch_words: HashMap::new(),
            grid_rank: 1,
            array_ctx: None,
            pre_stmts: Vec::new(),
            no_hoist: None,
            implied_do: Vec::new(),
            copy_out: None,
            actual_read_only: false,
            post_stmts: Vec::new(),
            procedure_component_count: 0,
            procedure_component_context: None,
            function_copy_back: false,
            case_selector: None,
            next_hidden: 0,
            associate_values: HashMap::new(),
            block_spec: false,
            next_loop: 0,
            next_construct: 0,
        }
    }
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
        crate::directives::check::counts::one_per_dimension(
            self.diags, span, what, count, noun, array, rank,
        )
    }
}

/// The units of the file by name: duplicates and a second main program are errors.
fn collect_globals(file: &ast::File, diags: &mut Diagnostics) -> Globals {
    let mut globals = Globals::new();
    let mut main: Option<Span> = None;
    for unit in &file.units {
        let kind = unit_kind(&unit.kind);
        if kind == hir::UnitKind::Module {
            continue;
        }
        if kind == hir::UnitKind::Main {
            if main.is_some() {
                diags.error(unit.span, "a second main program in the file");
                continue;
            }
            main = Some(unit.span);
        }
        let name = unit_name(unit);
        if let Some(first) = globals.get(&name) {
            let span = unit.name.as_ref().map_or(unit.span, |n| n.span);
            let _ = first;
            diags.error(
                span,
                format!("a second program unit named '{name}' in the file"),
            );
            continue;
        }
        globals.insert(name, GlobalUnit { kind });
    }
    globals
}

fn unit_kind(kind: &ast::UnitKind) -> hir::UnitKind {
    match kind {
        ast::UnitKind::Program => hir::UnitKind::Main,
        ast::UnitKind::Module => hir::UnitKind::Module,
        ast::UnitKind::Subroutine { .. } => hir::UnitKind::Subroutine,
        ast::UnitKind::Function { .. } => hir::UnitKind::Function,
        ast::UnitKind::BlockData => hir::UnitKind::BlockData,
    }
}

/// A unit's name (lower case); an unnamed main program is `main`.
fn unit_name(unit: &ast::ProgramUnit) -> String {
    unit.name
        .as_ref()
        .map(|n| n.text.clone())
        .unwrap_or_else(|| "main".to_string())
}

/// Checks a parsed file, after the modules read from module files that it uses
/// (`imported`, in an order where a module comes after those it uses). Returns the typed
/// program (also when errors were reported; the caller decides from the diagnostics whether
/// to lower it).
pub fn analyze(
    file: &ast::File,
    imported: &[ast::ProgramUnit],
    sources: &SourceMap,
    diags: &mut Diagnostics,
) -> hir::Program {
    // ENTRY points and alternate returns become ordinary procedures and arguments first, in a
    // copy of the file; only a file that has them is copied (a derived `Clone` recurses, and
    // generated sources nest expressions thousands deep).
    // Entries of modules read from module files are rewritten with the file's own: their
    // masters are what the modules' own compilations generated, and the file's calls of
    // their entries are redirected to them.
    let imported_entries = entries::any_in(imported);
    let mut imported_rewritten: Option<Vec<ast::ProgramUnit>> = None;
    let file: std::borrow::Cow<ast::File> =
        if alt_returns::has_any(file) || entries::has_any(file) || imported_entries {
            let mut rewritten = file.clone();
            alt_returns::rewrite(&mut rewritten, diags);
            if imported_entries {
                let mut units = imported.to_vec();
                entries::rewrite_units(units.iter_mut().chain(rewritten.units.iter_mut()), diags);
                imported_rewritten = Some(units);
            } else {
                entries::rewrite(&mut rewritten, diags);
            }
            std::borrow::Cow::Owned(rewritten)
        } else {
            entries::forget();
            std::borrow::Cow::Borrowed(file)
        };
    let imported = imported_rewritten.as_deref().unwrap_or(imported);
    let file = file.as_ref();
    let globals = collect_globals(file, diags);
    let mut program = hir::Program {
        units: Vec::with_capacity(file.units.len()),
        grid_rank: 1,
        dispatch: Vec::new(),
        type_parents: Vec::new(),
    };
    dispatch::start();
    let mut modules = modules::Modules::new();
    let all = imported
        .iter()
        .map(|u| (u, true))
        .chain(file.units.iter().map(|u| (u, false)));
    for (unit, from_module_file) in all {
        let mut tree = Tree {
            sources,
            globals: &globals,
            units: Vec::new(),
            grid_rank: 1,
        };
        let module = tree.check(unit, None, &modules, diags);
        program.grid_rank = program.grid_rank.max(tree.grid_rank);
        for mut u in tree.units {
            u.imported |= from_module_file;
            program.units.push(u);
        }
        if let Some(info) = module {
            if modules.contains_key(&info.name) && !from_module_file {
                let span = unit.name.as_ref().map_or(unit.span, |n| n.span);
                diags.error(span, format!("a second module named '{}'", info.name));
            }
            modules.insert(info.name.clone(), info);
        }
    }
    program.dispatch = dispatch::finish();
    program.type_parents = dispatch::type_parents();
    interfaces::check_calls(&program, sources, diags);
    parallel_callees::check(&program, sources, diags);
    read_only_dummies::check(&program, diags);
    check_distributed_commons(&program, diags);
    program
}

/// A distributed array in COMMON is a handle in the block: every unit of the file with the
/// block must see a distributed array at that place, or it would read the handle as data.
fn check_distributed_commons(program: &hir::Program, diags: &mut Diagnostics) {
    // (block, offset) → the first unit's array there.
    let mut arrays: HashMap<(String, u64), (&str, &str)> = HashMap::new();
    let units = program.units.iter().filter(|u| !u.imported);
    for unit in units.clone() {
        for sym in &unit.symbols {
            let (Some(slot), hir::SymbolKind::Array(info)) = (&sym.common, &sym.kind) else {
                continue;
            };
            if info.dist.is_some() && !slot.block.starts_with("__") {
                arrays
                    .entry((slot.block.clone(), slot.offset))
                    .or_insert((&unit.name, &sym.name));
            }
        }
    }
    for unit in units {
        for sym in &unit.symbols {
            let Some(slot) = &sym.common else { continue };
            let distributed =
                matches!(&sym.kind, hir::SymbolKind::Array(info) if info.dist.is_some());
            if let Some((owner, array)) = arrays.get(&(slot.block.clone(), slot.offset)) {
                if !distributed {
                    diags.error(
                        sym.span,
                        format!(
                            "COMMON /{}/ holds the distributed array '{array}' at this place in '{owner}': declare the same distribution of '{}' here (every unit with the block must)",
                            slot.block, sym.name
                        ),
                    );
                }
            }
        }
    }
}

/// Checks a unit and the procedures it contains.
struct Tree<'a> {
    sources: &'a SourceMap,
    globals: &'a Globals,
    units: Vec<hir::Unit>,
    grid_rank: usize,
}

impl Tree<'_> {
    /// Checks `unit` (inside `host`), then its contained procedures; returns what users of
    /// a module see of it.
    fn check(
        &mut self,
        unit: &ast::ProgramUnit,
        host: Option<&modules::HostInfo>,
        modules: &modules::Modules,
        diags: &mut Diagnostics,
    ) -> Option<modules::ModuleInfo> {
        let mut ck = Checker::new(diags, self.sources, self.globals, modules, host, unit);
        let (checked, host_info, module) = ck.check_unit(unit);
        self.grid_rank = self.grid_rank.max(ck.grid_rank);
        let interfaces = std::mem::take(&mut ck.interface_units);
        drop(ck);
        self.units.push(checked);
        self.units.extend(interfaces);
        if let Some(host_info) = host_info {
            for inner in &unit.contains {
                self.check(inner, Some(&host_info), modules, diags);
            }
        }
        module
    }
}

impl Checker<'_> {
    /// Marks the local variables SAVE names (all of them for a SAVE without a list); the
    /// main program's variables live as long as the program anyway.
    fn mark_saved(&mut self) {
        // A variable with initial values keeps them between calls: it lives in static storage.
        for id in self.data.keys() {
            self.scope.symbols[id.0 as usize].saved = true;
        }
        if self.unit_kind == hir::UnitKind::Main {
            return;
        }
        let all = self.scope.save_all;
        for sym in &mut self.scope.symbols {
            // (An automatic array cannot be SAVEd: it is made on entry.)
            let automatic = matches!(&sym.kind,
                hir::SymbolKind::Array(info) if !info.allocatable && info.adjustable.is_some());
            let local = sym.dummy.is_none()
                && !automatic
                && matches!(
                    sym.kind,
                    hir::SymbolKind::Scalar | hir::SymbolKind::Array(_)
                );
            if local && (all || self.scope.saved_names.contains(&sym.name)) {
                sym.saved = true;
            }
        }
    }

    /// A CHARACTER function result of assumed length (`CHARACTER*(*) FUNCTION f`) takes its
    /// length from the caller's declaration, which only an external function's caller has.
    fn check_result_kind(&mut self, r: SymId) {
        let sym = self.scope.get(r);
        if sym.ty == hir::Ty::Char
            && sym.char_len == Some(hir::CharLen::Assumed)
            && self.host.is_some()
        {
            let span = sym.span;
            self.error(
                span,
                "a CHARACTER function of assumed length (*) must be an external function, not a module or internal one",
            );
            self.scope.get_mut(r).char_len = Some(hir::CharLen::Const(1));
        }
    }

    /// Checks one program unit: its header, specification part and body. Returns what its
    /// contained procedures see of it, and what users of a module see.
    pub(crate) fn check_unit(
        &mut self,
        unit: &ast::ProgramUnit,
    ) -> (
        hir::Unit,
        Option<modules::HostInfo>,
        Option<modules::ModuleInfo>,
    ) {
        if let Some(rules) = self.host.and_then(|h| h.implicit) {
            self.scope.set_implicit_rules(rules);
        }
        self.import_host();
        let (_, result) = self.declare_header(unit);
        labels::collect_definitions(self, unit);
        self.interface_body_names = unit
            .interfaces
            .iter()
            .flat_map(|b| b.bodies.iter().filter_map(|u| u.name.as_ref()))
            .map(|n| n.text.clone())
            .collect();
        let directives = decls::check_specification(self, &unit.spec);
        // With the hidden tags of CLASS dummies (see `dispatch`).
        let dummies = self.scope.dummies.clone();
        if !unit.contains.is_empty() {
            if self.unit_recursive {
                let span = unit.name.as_ref().map_or(unit.span, |n| n.span);
                self.error(
                    span,
                    "internal procedures of a RECURSIVE procedure are not supported yet",
                );
            }
            let procedures = self.contained_interfaces(&unit.contains);
            self.declare_contained(procedures);
        }
        for block in &unit.interfaces {
            self.interface_block(block);
        }
        self.declare_type_bindings();
        if let Some(r) = result {
            self.check_result_kind(r);
            let master = self.unit_name.clone();
            self.check_entry_result_types(&master, r);
        }
        let result_on_entry = result.and_then(|r| self.array_result_storage(r));
        dvm::check_declarative(self, &directives);
        self.check_distributed_allocatables();
        self.check_distributed_pointers();
        // After the directives: a distributed array in COMMON takes a handle's place.
        self.lay_out_commons();
        let equivalences: Vec<&ast::EquivSet> = unit
            .spec
            .iter()
            .filter_map(|s| match &s.kind {
                ast::StmtKind::Equivalence(sets) => Some(sets),
                _ => None,
            })
            .flatten()
            .collect();
        self.lay_out_equivalences(&equivalences);
        // After the directives: DATA must know which arrays are distributed.
        let data_sets: Vec<&ast::DataSet> = unit
            .spec
            .iter()
            .filter_map(|s| match &s.kind {
                ast::StmtKind::Data(sets) => Some(sets),
                _ => None,
            })
            .flatten()
            .collect();
        self.check_data(&data_sets);
        self.default_initialisation();
        if self.unit_kind == hir::UnitKind::BlockData {
            if let Some(first) = unit.body.first() {
                self.error(
                    first.span,
                    "a BLOCK DATA unit may only hold declarations and DATA statements",
                );
            }
        }
        let definitions = self.collect_statement_functions(&unit.body);
        let entry = self.deallocate_intent_out_dummies();
        let mut body = self.check_block(&unit.body[definitions..]);
        body.splice(0..0, entry);
        if let Some(s) = result_on_entry {
            body.insert(0, s);
        }
        let branch_targets = labels::check_branches(self, &mut body);
        let module = (self.unit_kind == hir::UnitKind::Module).then(|| self.module_info());
        let host = (!unit.contains.is_empty()).then(|| {
            let promoted = if self.unit_kind == hir::UnitKind::Module {
                Vec::new()
            } else {
                self.promote_host_variables()
            };
            self.host_view(&promoted)
        });
        self.mark_saved();
        let checked = hir::Unit {
            kind: self.unit_kind,
            name: self.unit_name.clone(),
            global: self.unit_global.clone(),
            recursive: self.unit_recursive,
            elemental: self.unit_elemental,
            imported: false,
            host_pointers: std::mem::take(&mut self.host_pointers),
            component_arrays: std::mem::take(&mut self.component_arrays),
            deep_layouts: self.types.deep_layouts(),
            struct_images: self.types.default_images(),
            scope_exit_structs: std::mem::take(&mut self.scope_exit_structs)
                .into_iter()
                .filter(|&id| Some(id) != result)
                .collect(),
            read_only_assumptions: std::mem::take(&mut self.read_only_assumptions),
            char_len_exprs: std::mem::take(&mut self.char_len_exprs),
            span: unit.span,
            symbols: std::mem::take(&mut self.scope.symbols),
            dummies,
            optional: std::mem::take(&mut self.scope.optional),
            intent_in: std::mem::take(&mut self.scope.intent_in),
            value: std::mem::take(&mut self.scope.value),
            result,
            distributed: std::mem::take(&mut self.distributed),
            processors: std::mem::take(&mut self.processors),
            commons: std::mem::take(&mut self.common_sizes),
            data: std::mem::take(&mut self.data),
            body,
            branch_targets,
        };
        (checked, host, module)
    }
}
