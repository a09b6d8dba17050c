//! Modules, USE, and the procedures a unit contains (module procedures and internal
//! procedures): which names each scope sees from another.
//!
//! A module is checked like a unit with a specification part only. Its variables live in
//! globals of their own, named as gfortran names them (`__m_MOD_x`, with COMMON linkage, so
//! the module's object and every user share one), which makes a module variable an ordinary
//! [`CommonSlot`] to the rest of the compiler. What users see of a module is a
//! [`ModuleInfo`]: its public symbols, cloned into the using scope by USE (with ONLY and
//! renames).
//!
//! A contained procedure sees its host's names (host association) unless it declares them
//! itself: the host's visible symbols are cloned into its scope after its header, and a
//! declaration hides them ([`Scope::host_associated`]). Module variables are globals already.
//! The variables of a main program or procedure that has internal procedures are moved to
//! globals of their own (`__host.h.x`): both see the same storage, as the standard requires,
//! without a static chain; the cost is that such a host is not reentrant, which is fine
//! while recursion is not supported. A host's dummy arguments are reached through a global
//! that holds their address, stored on entry ([`hir::Unit::host_pointers`]); dummies whose
//! shape or length is known only on entry are not reachable yet and say so where used.
//!
//! Before the host's executable part is checked, every contained procedure's interface
//! (subroutine or function, and the result type) is found by checking its header and
//! specification part on a scratch diagnostics sink, so that the host and the procedures
//! call each other with explicit interfaces whatever their order.

use super::derived::{DerivedDef, Types};
use super::scope::Scope;
use super::Checker;
use crate::diag::Diagnostics;
use crate::fortran::ast;
use crate::fortran::hir::{
    self, module_entity_name, ArrayInfo, CharLen, CommonSlot, ProcRole, Procedure, SymId, Symbol,
    SymbolKind, Ty,
};
use crate::name::Name;
use crate::source::Span;
use std::collections::HashMap;
use std::rc::Rc;

/// A checked module, as its users see it.
#[derive(Clone, Debug)]
pub(crate) struct ModuleInfo {
    pub name: String,
    /// Every entity of the module with whether it is PUBLIC.
    pub symbols: Vec<(Symbol, bool)>,
    /// The globals its variables live in, and their sizes.
    pub globals: Vec<(String, u64)>,
    /// Its derived types with whether each is PUBLIC.
    pub types: Vec<(Rc<DerivedDef>, bool)>,
    /// Its NAMELIST groups: name, objects (shown name, name among `symbols`), PUBLIC.
    pub namelists: Vec<super::namelist::ExportedGroup>,
    /// Its PROCESSORS arrangements (and those of the modules it uses).
    pub processors: Vec<OuterProcessors>,
}

impl ModuleInfo {
    fn find(&self, name: &str) -> Option<&(Symbol, bool)> {
        self.symbols.iter().find(|(s, _)| s.name == name)
    }
}

/// The modules known to a compilation (of this file and read from module files), by name.
pub(crate) type Modules = HashMap<String, ModuleInfo>;

/// A PROCESSORS arrangement declared in a module or a host, as ONTO in another unit sees it.
#[derive(Clone, Debug)]
pub(crate) struct OuterProcessors {
    /// Upper-case, as [`hir::Processors::name`].
    pub name: String,
    pub rank: usize,
    /// The declaring module's initialisation function, which sets the arrangement up (a
    /// host that is a main program or procedure has set it up on its entry: `None`).
    pub init: Option<String>,
}

/// What a contained procedure sees of its host.
#[derive(Clone, Debug, Default)]
pub(crate) struct HostInfo {
    /// The host's name among procedures (a prefix of its internal procedures' names).
    pub global: String,
    pub is_module: bool,
    /// The host's visible names and their symbols (storage already made reachable).
    pub symbols: Vec<Symbol>,
    /// Host names an internal procedure cannot use yet, with the reason.
    pub unsupported: HashMap<String, String>,
    /// The globals the symbols' slots name, and their sizes.
    pub globals: Vec<(String, u64)>,
    pub implicit: Option<([Option<Ty>; 26], bool)>,
    /// The derived types the host knows.
    pub types: Types,
    /// The host's NAMELIST groups (its own and its modules').
    pub namelists: HashMap<String, Vec<super::namelist::NmlMember>>,
    /// The host's PROCESSORS arrangements (its own and its modules').
    pub processors: Vec<OuterProcessors>,
}

/// The size in bytes of a variable.
pub(crate) fn variable_size(sym: &Symbol) -> u64 {
    if sym.pointer {
        // Its descriptor (see `lower::pointers`): a deferred-length CHARACTER one keeps its
        // length beside the address.
        if sym.char_len == Some(CharLen::Deferred) {
            return 16;
        }
        let rank = match &sym.kind {
            SymbolKind::Array(info) => info.rank() as u64,
            _ => 0,
        };
        return 8 * (1 + 3 * rank);
    }
    if let SymbolKind::Array(info) = &sym.kind {
        if info.allocatable {
            // Its descriptor (see `lower::allocatable`).
            return 8 * (1 + 2 * info.rank() as u64);
        }
        if info.dist.is_some() {
            // The handle of a distributed array.
            return 8;
        }
    }
    let count = match &sym.kind {
        SymbolKind::Array(info) => info.element_count(),
        _ => 1,
    };
    count.saturating_mul(sym.element_size()).max(1)
}

/// The global of procedure `unit` (named `name`), contained in `host` or not: a BIND(C)
/// external or module procedure's is its C name (see `hir::bind_c_global`).
pub(crate) fn procedure_global(
    host: Option<&HostInfo>,
    unit: &ast::ProgramUnit,
    name: &str,
) -> String {
    match (host, &unit.bind) {
        (Some(h), Some(b)) if h.is_module => hir::bind_c_global(b.name.as_deref().unwrap_or(name)),
        (None, Some(b)) => hir::bind_c_global(b.name.as_deref().unwrap_or(name)),
        (Some(h), _) => contained_global(h, name),
        (None, None) => name.to_string(),
    }
}

/// The name a contained procedure has among procedures.
pub(crate) fn contained_global(host: &HostInfo, name: &str) -> String {
    if host.is_module {
        module_entity_name(&host.global, name)
    } else {
        let host = host.global.trim_start_matches(hir::BIND_C_MARK);
        format!("__{}_IP_{name}", host.trim_start_matches("__"))
    }
}

/// Whether a symbol is a variable (storage), not a constant or procedure.
fn is_variable(sym: &Symbol) -> bool {
    matches!(sym.kind, SymbolKind::Scalar | SymbolKind::Array(_))
}

impl Checker<'_> {
    /// `USE m [, renames | , ONLY: list]`: the module's public entities (or those listed)
    /// become names of this scope.
    pub fn use_module(&mut self, u: &ast::UseStmt, span: Span) {
        let Some(module) = self.modules.get(&u.module.text) else {
            let text = if self.unit_kind == hir::UnitKind::Module && self.unit_name == u.module.text
            {
                format!("module '{}' uses itself", u.module.text)
            } else {
                format!(
                    "no module '{}': it is not defined before this point in the file, and no '{}.mod' was found (compile the file that defines it first, or name its directory with -I or -J)",
                    u.module.text, u.module.text
                )
            };
            self.error(u.module.span, text);
            return;
        };
        let module = module.clone();
        let mut wanted: Vec<(Name, &Symbol)> = Vec::new();
        let renamed: Vec<&str> = u.items.iter().map(|(_, r)| r.text.as_str()).collect();
        // Every type of the module is known by id (components of derived type, values of
        // the module's variables); the public ones also by name.
        for (def, public) in &module.types {
            let listed = u.items.iter().find(|(_, r)| r.text == def.name);
            let local = match listed {
                Some((l, _)) => Some(l.text.as_str()),
                None if !u.only && !renamed.contains(&def.name.as_str()) => Some(def.name.as_str()),
                None => None,
            };
            match (local, public) {
                (Some(l), true) => self.types.add(l, def.clone()),
                (Some(_), false) if listed.is_some() => {
                    let remote = &listed
                        .map(|(_, r)| r.clone())
                        .unwrap_or_else(|| u.module.clone());
                    self.error(
                        remote.span,
                        format!("'{}' is PRIVATE in module '{}'", remote.text, module.name),
                    );
                    self.types.add_hidden(def.clone());
                }
                _ => self.types.add_hidden(def.clone()),
            }
        }
        self.use_namelists(u, &module, span);
        self.add_outer_processors(&module.processors);
        for (local, remote) in &u.items {
            if Self::module_has_group(&module, &remote.text) {
                continue;
            }
            if module.types.iter().any(|(d, _)| d.name == remote.text) {
                let _ = local;
                continue;
            }
            // An intrinsic module's functions (COMPILER_VERSION, IEEE_IS_NAN, ...) are
            // intrinsics dvmhc resolves by name (not renamed).
            if crate::fortran::intrinsic_modules::is_intrinsic_module(&module.name)
                && local.text == remote.text
                && module.find(&remote.text).is_none()
                && (super::intrinsics::is_intrinsic(&remote.text)
                    || super::c_interop::is_c_procedure(&remote.text))
            {
                continue;
            }
            match module.find(&remote.text) {
                Some((sym, true)) => wanted.push((local.clone(), sym)),
                Some((_, false)) => self.error(
                    remote.span,
                    format!("'{}' is PRIVATE in module '{}'", remote.text, module.name),
                ),
                None => self.error(
                    remote.span,
                    format!(
                        "module '{}' has no entity named '{}'",
                        module.name, remote.text
                    ),
                ),
            }
        }
        if !u.only {
            for (sym, public) in &module.symbols {
                if *public && !renamed.contains(&sym.name.as_str()) {
                    wanted.push((Name::new(sym.name.clone(), span), sym));
                }
            }
        }
        // The module's names as this unit sees them, for the roots of their alignments.
        let renames: Vec<(String, String)> = wanted
            .iter()
            .map(|(local, sym)| (sym.name.clone(), local.text.clone()))
            .collect();
        for (local, sym) in wanted {
            self.import_symbol(&local, sym, &module.name, &module.globals);
            // An ALLOCATABLE scalar's hidden mark goes with it (under its local name).
            let mark = format!("{}{}", sym.name, hir::ALLOCATABLE_SCALAR_MARK);
            if let Some((m, _)) = module.find(&mark) {
                let local = Name::new(
                    format!("{}{}", local.text, hir::ALLOCATABLE_SCALAR_MARK),
                    local.span,
                );
                self.import_symbol(&local, m, &module.name, &module.globals);
            }
        }
        self.resolve_aligned_roots(&renames);
        self.import_type_operators(&module);
    }

    /// Makes `sym` of module `module` visible here as `local`.
    pub(super) fn import_symbol(
        &mut self,
        local: &Name,
        sym: &Symbol,
        module: &str,
        globals: &[(String, u64)],
    ) {
        if let Some(id) = self.scope.lookup(&local.text) {
            let same = same_entity(self.scope.get(id), sym);
            match self.scope.use_associated.get(&id) {
                Some(_) if same => return,
                Some(other) => {
                    let other = other.clone();
                    self.error(
                        local.span,
                        format!(
                            "'{}' from module '{module}' clashes with '{}' from module '{other}'",
                            local.text, local.text
                        ),
                    );
                    return;
                }
                None if self.scope.host_associated.contains(&id) => self.scope.forget(&local.text),
                None => {
                    self.error(
                        local.span,
                        format!(
                            "'{}' from module '{module}' clashes with a name of this unit",
                            local.text
                        ),
                    );
                    return;
                }
            }
        }
        let mut copy = sym.clone();
        copy.name = local.text.clone();
        copy.dummy = None;
        self.add_globals_of(&copy, globals);
        let id = self.scope.add(copy);
        self.set_run_time_bounds(id);
        self.scope.use_associated.insert(id, module.to_string());
        self.scope.explicitly_typed.insert(id);
    }

    /// Records the global a symbol's slot names among this unit's storage.
    fn add_globals_of(&mut self, sym: &Symbol, globals: &[(String, u64)]) {
        let Some(slot) = &sym.common else {
            return;
        };
        if let Some(g) = globals.iter().find(|(n, _)| *n == slot.block) {
            if !self.common_sizes.iter().any(|(n, _)| *n == g.0) {
                self.common_sizes.push(g.clone());
            }
        }
    }

    /// A contained procedure's scope starts with its host's names (its header's dummies and
    /// result, and its declarations, hide them).
    pub fn import_host(&mut self) {
        let Some(host) = self.host else {
            return;
        };
        for sym in &host.symbols {
            let mut copy = sym.clone();
            copy.dummy = None;
            self.add_globals_of(&copy, &host.globals);
            let reason = host.unsupported.get(&sym.name).cloned();
            let id = self.scope.add(copy);
            self.set_run_time_bounds(id);
            self.scope.host_associated.insert(id);
            self.scope.explicitly_typed.insert(id);
            if let Some(reason) = reason {
                self.scope.host_unsupported.insert(id, reason);
            }
        }
        let names: Vec<(String, String)> = host
            .symbols
            .iter()
            .map(|s| (s.name.clone(), s.name.clone()))
            .collect();
        self.resolve_aligned_roots(&names);
        for (group, members) in &host.namelists {
            self.namelists
                .entry(group.clone())
                .or_insert_with(|| members.clone());
        }
        self.add_outer_processors(&host.processors);
    }

    /// Finds, for the arrays just made visible under the names `names` ((name where declared,
    /// name here)), the roots of their alignments among them (see
    /// [`hir::Distribution::aligned_through`]); a root that is not visible, or is not the
    /// distributed array or template it was, leaves the array its own root.
    fn resolve_aligned_roots(&mut self, names: &[(String, String)]) {
        for (_, local) in names {
            let Some(id) = self.scope.lookup(local) else {
                continue;
            };
            let Some(root_name) = self
                .distribution(id)
                .and_then(|d| d.aligned_through.as_ref())
                .filter(|t| t.root.is_none())
                .map(|t| t.root_name.clone())
            else {
                continue;
            };
            let root = names
                .iter()
                .find(|(remote, _)| *remote == root_name)
                .and_then(|(_, l)| self.scope.lookup(l))
                .filter(|&r| {
                    self.distribution(r).is_some_and(|d| {
                        matches!(d.mapping, hir::Mapping::Distribute(_))
                            && d.aligned_through.is_none()
                            && !d.dynamic
                    })
                });
            if let SymbolKind::Array(info) = &mut self.scope.get_mut(id).kind {
                if let Some(through) = info.dist.as_mut().and_then(|d| d.aligned_through.as_mut()) {
                    through.root = root;
                }
            }
        }
    }

    /// The PROCESSORS arrangements this unit sees: its own (set up by this module's
    /// initialisation function when `module`), its modules' and its host's.
    fn known_processors(&self, module: bool) -> Vec<OuterProcessors> {
        let init = module.then(|| hir::module_init_name(&self.unit_name));
        let own = self.processors.iter().map(|p| OuterProcessors {
            name: p.name.clone(),
            rank: p.dims.len(),
            init: init.clone(),
        });
        own.chain(self.outer_processors.iter().cloned()).collect()
    }

    /// Arrangements of a used module or the host become known to ONTO (each is set up
    /// where it is declared; a name declared here too is this unit's own).
    fn add_outer_processors(&mut self, list: &[OuterProcessors]) {
        for p in list {
            if !self.outer_processors.iter().any(|o| o.name == p.name) {
                self.outer_processors.push(p.clone());
            }
        }
    }

    /// Whether a name's symbol may not be used (after an error), reporting the use of a host
    /// entity an internal procedure cannot reach yet.
    pub fn is_unusable(&mut self, id: SymId, span: Span) -> bool {
        if let Some(reason) = self.scope.host_unsupported.remove(&id) {
            self.error(span, reason);
            self.scope.unusable.insert(id);
            return true;
        }
        if self.scope.templates.contains(&id) {
            let name = self.scope.get(id).name.clone();
            self.error(
                span,
                format!("'{name}' is a TEMPLATE: it has no elements (it is for DISTRIBUTE, ALIGN ... WITH and PARALLEL ... ON)"),
            );
            return true;
        }
        self.scope.unusable.contains(&id)
    }

    /// Before `name` is declared in this unit: a host's name of the same spelling is hidden
    /// from here on; a USEd name cannot be declared again (reported; `false`).
    pub fn may_declare(&mut self, name: &Name) -> bool {
        let Some(id) = self.scope.lookup(&name.text) else {
            return true;
        };
        if self.scope.host_associated.contains(&id) {
            self.scope.forget(&name.text);
            return true;
        }
        if let Some(module) = self.scope.use_associated.get(&id) {
            let module = module.clone();
            self.error(
                name.span,
                format!(
                    "'{}' is made visible by USE {module} and cannot be declared again",
                    name.text
                ),
            );
            return false;
        }
        true
    }

    /// The interfaces of the procedures the unit contains, as symbols of the host: each
    /// procedure's header and specification part checked on a scratch sink.
    pub fn contained_interfaces(&mut self, contains: &[ast::ProgramUnit]) -> Vec<Symbol> {
        let host = self.host_view(&[]);
        let mut out = Vec::new();
        for unit in contains {
            let Some(name) = &unit.name else {
                continue;
            };
            let mut scratch = Diagnostics::new();
            let mut ck = Checker::new(
                &mut scratch,
                self.sources,
                self.globals,
                self.modules,
                Some(&host),
                unit,
            );
            ck.import_host();
            let _ = ck.declare_header(unit);
            let directives = super::decls::check_specification(&mut ck, &unit.spec);
            // An INHERIT dummy takes a distributed array's handle: callers pass one even to
            // an assumed-shape INHERIT dummy (see `hir::DummySig::assumed_shape`).
            for d in &directives {
                if let crate::directives::ast::DirectiveKind::Inherit(names) = &d.kind {
                    for n in names {
                        ck.inherit(n);
                    }
                }
            }
            let (role, ty) = match unit.kind {
                ast::UnitKind::Function { .. } => (
                    ProcRole::Function,
                    ck.scope.result.map_or(Ty::R4, |r| ck.scope.get(r).ty),
                ),
                _ => (ProcRole::Subroutine, Ty::R4),
            };
            // A CHARACTER result's length: what callers make room for.
            let char_len = ck.scope.result.and_then(|r| ck.scope.get(r).char_len);
            let intent_in = &ck.scope.intent_in;
            let interface = hir::Interface {
                elemental: unit.elemental,
                ..hir::Interface::of(
                    &ck.scope.symbols,
                    &ck.scope.dummies,
                    &ck.scope.optional,
                    &|d| intent_in.contains(&d),
                    ck.scope.result,
                )
                .with_value(&ck.scope.dummies, &ck.scope.value)
            };
            out.push(Symbol {
                pointer: false,
                target: false,
                name: name.text.clone(),
                ty,
                kind: SymbolKind::Procedure(Procedure {
                    global: procedure_global(Some(&host), unit, &name.text),
                    role,
                    interface: Some(Rc::new(interface)),
                    specifics: Vec::new(),
                    pointer: None,
                }),
                span: name.span,
                dummy: None,
                saved: false,
                common: None,
                char_len,
            });
        }
        out
    }

    /// An INTERFACE block: each body is checked as a unit of its own (no host association)
    /// and its procedure becomes a name of this scope with an explicit interface, against
    /// which calls are checked. A generic block (`INTERFACE name`) also makes `name` a
    /// generic name of its bodies' procedures and its MODULE PROCEDUREs (see `generics`).
    ///
    /// A body with IMPORT sees the names of this scope (as a contained procedure does; a
    /// body names no variable it could reach, only types and constants), all of them
    /// whatever the IMPORT lists, and is still an external procedure's interface. The view
    /// is taken for each such body, so that it sees the bodies before it in the same block
    /// (an abstract interface whose dummy procedure has the interface declared just above).
    pub fn interface_block(&mut self, block: &ast::InterfaceBlock) {
        let mut names = Vec::new();
        for body in &block.bodies {
            let Some(name) = body.name.clone() else {
                continue;
            };
            names.push(name.clone());
            let imports = body
                .spec
                .iter()
                .any(|s| matches!(s.kind, ast::StmtKind::Import(_)));
            let host = imports.then(|| self.host_view(&[]));
            let mut ck = Checker::new(
                &mut *self.diags,
                self.sources,
                self.globals,
                self.modules,
                host.as_ref(),
                body,
            );
            // An interface body names an external procedure (or a C function), not one
            // contained in the host it imports from.
            ck.unit_global = procedure_global(None, body, &name.text);
            let (mut unit, _, _) = ck.check_unit(body);
            drop(ck);
            unit.imported = true;
            let (role, ty) = match unit.kind {
                hir::UnitKind::Function => (
                    ProcRole::Function,
                    unit.result.map_or(Ty::R4, |r| unit.symbol(r).ty),
                ),
                _ => (ProcRole::Subroutine, Ty::R4),
            };
            let char_len = unit.result.and_then(|r| unit.symbol(r).char_len);
            if !self.may_declare(&name) {
                continue;
            }
            let interface = Rc::new(hir::Interface {
                elemental: unit.elemental,
                ..hir::Interface::of(
                    &unit.symbols,
                    &unit.dummies,
                    &unit.optional,
                    &|d| unit.intent_in.contains(&d),
                    unit.result,
                )
                .with_value(&unit.dummies, &unit.value)
            });
            if let Some(id) = self.scope.lookup(&name.text) {
                // A dummy argument with an interface body: a dummy procedure.
                if self.scope.get(id).dummy.is_some()
                    && matches!(self.scope.get(id).kind, SymbolKind::Scalar)
                {
                    self.make_dummy_procedure(id, &name, role, ty, Some(interface));
                    continue;
                }
                let sym = self.scope.get(id);
                let untyped_scalar = matches!(sym.kind, SymbolKind::Scalar)
                    && sym.dummy.is_none()
                    && !self.scope.explicitly_typed.contains(&id);
                if !untyped_scalar {
                    self.error(
                        name.span,
                        format!(
                            "'{}' has an interface body but is already declared",
                            name.text
                        ),
                    );
                    continue;
                }
                self.scope.forget(&name.text);
            }
            let id = self.scope.add(Symbol {
                pointer: false,
                target: false,
                name: name.text.clone(),
                ty,
                kind: SymbolKind::Procedure(Procedure {
                    global: unit.global.clone(),
                    role,
                    interface: Some(interface),
                    specifics: Vec::new(),
                    pointer: None,
                }),
                span: name.span,
                dummy: None,
                saved: false,
                common: None,
                char_len,
            });
            self.scope.explicitly_typed.insert(id);
            self.interface_units.push(unit);
        }
        if let Some(g) = &block.generic {
            self.declare_generic(g, &block.module_procedures, &names);
        }
    }

    /// Adds the contained procedures' symbols to this scope (they hide host names).
    pub fn declare_contained(&mut self, procedures: Vec<Symbol>) {
        for sym in procedures {
            if let Some(id) = self.scope.lookup(&sym.name) {
                if !self.scope.host_associated.contains(&id)
                    && !self.scope.use_associated.contains_key(&id)
                {
                    let what = if self.scope.dummies.contains(&id) {
                        "a dummy argument"
                    } else {
                        "a name of the host"
                    };
                    self.error(
                        self.scope.get(id).span,
                        format!(
                            "'{}' is {what} and also a procedure the unit contains",
                            sym.name
                        ),
                    );
                    continue;
                }
                self.scope.forget(&sym.name);
            }
            let id = self.scope.add(sym);
            self.scope.explicitly_typed.insert(id);
        }
    }

    /// What contained procedures see of this unit. `promoted` names the globals that the
    /// unit's variables were moved to (see [`Checker::promote_host_variables`]).
    pub fn host_view(&self, promoted: &[(SymId, CommonSlot)]) -> HostInfo {
        let mut host = HostInfo {
            global: self.unit_global.clone(),
            is_module: self.unit_kind == hir::UnitKind::Module,
            implicit: Some(self.scope.implicit_rules()),
            globals: self.common_sizes.clone(),
            types: self.types.clone(),
            namelists: self.namelists.clone(),
            processors: self.known_processors(self.unit_kind == hir::UnitKind::Module),
            ..HostInfo::default()
        };
        for (name, id) in self.scope.visible() {
            // Unusable, or an array POINTER component's alias (its structure goes instead).
            if self.scope.unusable.contains(&id) || self.component_arrays.contains_key(&id) {
                continue;
            }
            let mut sym = exported(self.scope.get(id), &self.scope);
            sym.name = name.clone();
            if let Some((_, slot)) = promoted.iter().find(|(p, _)| *p == id) {
                sym.common = Some(slot.clone());
                if !host.globals.iter().any(|(g, _)| *g == slot.block) {
                    let size = if slot.indirect {
                        8
                    } else {
                        variable_size(&sym)
                    };
                    host.globals.push((slot.block.clone(), size));
                }
            } else if is_variable(&sym) && sym.common.is_none() && !host.is_module {
                let distributed =
                    matches!(&sym.kind, SymbolKind::Array(info) if info.dist.is_some());
                let reason = if sym.dummy.is_some() {
                    format!(
                        "'{name}' is a dummy argument of the host whose shape or length is known only on entry: internal procedures cannot use it yet (pass it as an argument)"
                    )
                } else if !distributed {
                    format!(
                        "'{name}' is an automatic array of the host (sized on entry): internal procedures cannot use it yet (pass it as an argument)"
                    )
                } else {
                    format!(
                        "'{name}' is a distributed array of the host: internal procedures cannot use it yet (pass it as an argument)"
                    )
                };
                host.unsupported.insert(name.clone(), reason);
            }
            host.symbols.push(sym);
        }
        host
    }

    /// Moves the variables of a unit with internal procedures to globals both can reach:
    /// locals to `__host.<unit>.<name>`, dummies (whose storage is the caller's) to a global
    /// holding their address. Returns the new slots; the unit's own symbols of locals are
    /// updated (its dummies keep their parameters).
    pub fn promote_host_variables(&mut self) -> Vec<(SymId, CommonSlot)> {
        let mut out = Vec::new();
        let host = self
            .unit_global
            .trim_start_matches([hir::BIND_C_MARK, '_'])
            .to_string();
        for (name, id) in self.scope.visible() {
            let sym = self.scope.get(id).clone();
            if !is_variable(&sym) || sym.common.is_some() || self.component_arrays.contains_key(&id)
            {
                continue;
            }
            if let SymbolKind::Array(info) = &sym.kind {
                if info.dist.is_some() {
                    // A distributed array: its global holds the handle (the host stores it
                    // on entry, see `lower::storage`); an INHERIT dummy's handle is the
                    // caller's, stored like a dummy's address.
                    let slot = match sym.dummy {
                        None => CommonSlot::own(format!("__host.{host}.{name}")),
                        Some(_) => {
                            let block = format!("__hostptr.{host}.{name}");
                            self.host_pointers.push((id, block.clone()));
                            CommonSlot {
                                block,
                                offset: 0,
                                indirect: true,
                            }
                        }
                    };
                    self.common_sizes
                        .push((slot.block.clone(), variable_size(&sym)));
                    if sym.dummy.is_none() {
                        self.scope.get_mut(id).common = Some(slot.clone());
                    }
                    out.push((id, slot));
                    continue;
                }
                // Automatic arrays and temporaries (made on entry): not reachable from
                // internal procedures yet.
                if sym.dummy.is_none() && !info.allocatable && info.adjustable.is_some() {
                    continue;
                }
            }
            match sym.dummy {
                None => {
                    let slot = CommonSlot::own(format!("__host.{host}.{name}"));
                    let size = variable_size(&sym);
                    self.common_sizes.push((slot.block.clone(), size));
                    self.scope.get_mut(id).common = Some(slot.clone());
                    out.push((id, slot));
                }
                Some(_) => {
                    let fixed_shape = match &sym.kind {
                        SymbolKind::Array(info) => info.adjustable.is_none(),
                        _ => true,
                    };
                    if !fixed_shape || sym.char_len == Some(CharLen::Assumed) {
                        continue;
                    }
                    let slot = CommonSlot {
                        block: format!("__hostptr.{host}.{name}"),
                        offset: 0,
                        indirect: true,
                    };
                    self.common_sizes.push((slot.block.clone(), 8));
                    self.host_pointers.push((id, slot.block.clone()));
                    out.push((id, slot));
                }
            }
        }
        out
    }

    /// A module's variables get globals of their own; returns what its users see.
    pub fn module_info(&mut self) -> ModuleInfo {
        let module = self.unit_name.clone();
        for (name, id) in self.scope.visible() {
            let sym = self.scope.get(id);
            if !is_variable(sym)
                || sym.common.is_some()
                || self.scope.use_associated.contains_key(&id)
            {
                continue;
            }
            let slot = CommonSlot::own(module_entity_name(&module, &name));
            let size = variable_size(sym);
            self.common_sizes.push((slot.block.clone(), size));
            let sym = self.scope.get_mut(id);
            sym.common = Some(slot);
            // A distributed array: the global holds its handle, made by the module's
            // initialisation function.
            if let SymbolKind::Array(ArrayInfo {
                dist: Some(dist), ..
            }) = &mut sym.kind
            {
                dist.global_init = Some(hir::module_init_name(&module));
            }
        }
        let mut info = ModuleInfo {
            name: module,
            symbols: Vec::new(),
            globals: self.common_sizes.clone(),
            types: self
                .types
                .all()
                .into_iter()
                .map(|(name, d)| {
                    let public = !d.private && self.scope.is_public(&name);
                    (d, public)
                })
                .collect(),
            namelists: self.exported_namelists(),
            processors: self.known_processors(true),
        };
        for (name, id) in self.scope.visible() {
            // Unusable, or an array POINTER component's alias (its structure goes instead).
            if self.scope.unusable.contains(&id) || self.component_arrays.contains_key(&id) {
                continue;
            }
            let mut sym = exported(self.scope.get(id), &self.scope);
            sym.name = name.clone();
            info.symbols.push((sym, self.scope.is_public(&name)));
        }
        info
    }
}

/// A symbol as another scope sees it. A distributed array's mapping names symbols of its
/// own scope (the base of an ALIGN), so another scope sees it as a distribution of its own
/// with the same distributed dimensions, shadow widths and formats (as the locality check
/// needs: the formats' parameter arrays keep their own scope's ids, which tell distributions
/// apart and are never looked up here); only its own scope creates it.
fn exported(sym: &Symbol, scope: &Scope) -> Symbol {
    let mut sym = sym.clone();
    if let SymbolKind::Array(info) = &mut sym.kind {
        if let Some(dist) = &mut info.dist {
            if let hir::Mapping::Align { base, rules } = &dist.mapping {
                dist.formats = aligned_formats(scope, *base, rules, &dist.distributed_dims);
                dist.aligned_through = (!dist.dynamic).then(|| {
                    Box::new(hir::AlignedThrough {
                        root_name: scope.get(*base).name.clone(),
                        root: None,
                        rules: rules.clone(),
                    })
                });
            }
            // Ids are this scope's: the other scope finds the root again by its name.
            if let Some(through) = &mut dist.aligned_through {
                through.root = None;
            }
            dist.mapping = hir::Mapping::Distribute(dist.distributed_dims.clone());
        }
    }
    sym
}

/// The formats an array aligned with `root` by `rules` appears to have on its own dimensions:
/// the root's format where a dimension is aligned identically, else BLOCK or `*`.
fn aligned_formats(
    scope: &Scope,
    root: hir::SymId,
    rules: &[hir::AxisRule],
    distributed: &[bool],
) -> Vec<hir::DistFormat> {
    let root_formats = match &scope.get(root).kind {
        SymbolKind::Array(a) => a
            .dist
            .as_ref()
            .map(|d| d.formats.clone())
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    (0..distributed.len())
        .map(|k| {
            let identical = rules.iter().position(|r| {
                *r == hir::AxisRule::Linear {
                    axis: k,
                    a: 1,
                    b: 0,
                }
            });
            match identical.and_then(|t| root_formats.get(t)) {
                Some(f) => f.clone(),
                None if distributed[k] => hir::DistFormat::Block,
                None => hir::DistFormat::Star,
            }
        })
        .collect()
}

/// Whether two symbols (made visible by two USE statements) are the same entity.
fn same_entity(a: &Symbol, b: &Symbol) -> bool {
    match (&a.kind, &b.kind) {
        (SymbolKind::Procedure(p), SymbolKind::Procedure(q)) => p.global == q.global,
        (SymbolKind::Constant(x), SymbolKind::Constant(y)) => x == y && a.ty == b.ty,
        _ => a.common.is_some() && a.common == b.common,
    }
}

impl Scope {
    /// Every name that resolves in this scope, with its symbol, in order of declaration.
    pub fn visible(&self) -> Vec<(String, SymId)> {
        let mut v: Vec<(String, SymId)> = self
            .symbols
            .iter()
            .enumerate()
            .filter_map(|(i, s)| {
                let id = SymId(i as u32);
                (self.lookup(&s.name) == Some(id)).then(|| (s.name.clone(), id))
            })
            .collect();
        v.sort_by_key(|(_, id)| *id);
        v
    }
}
