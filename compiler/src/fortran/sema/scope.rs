//! The program's symbol table and its IMPLICIT rules.
//!
//! Names are looked up in declaration order; a name used but never declared gets a scalar
//! symbol typed by the implicit rules in effect (default: I–N INTEGER, others REAL), or, under
//! IMPLICIT NONE, one error per name.

use crate::diag::Diagnostics;
use crate::fortran::hir::{SymId, Symbol, SymbolKind, Ty};
use crate::name::Name;
use std::collections::{HashMap, HashSet};

pub struct Scope {
    pub symbols: Vec<Symbol>,
    by_name: HashMap<String, SymId>,
    implicit: [Option<Ty>; 26],
    pub implicit_none: bool,
    /// Names given a type by a type declaration (a second one is an error).
    pub explicitly_typed: HashSet<SymId>,
    /// Names declared with a type that was rejected (already reported): their uses are
    /// dropped without further errors.
    pub unusable: HashSet<SymId>,
    reported: HashSet<String>,
    /// `SAVE` with no list: every local variable keeps its value between calls.
    pub save_all: bool,
    /// Names listed in SAVE statements.
    pub saved_names: HashSet<String>,
    /// COMMON blocks in order of first appearance, each with its members in order.
    pub commons: Vec<(String, Vec<SymId>)>,
    /// Dummy arrays whose bounds are checked at the end of the specification part.
    pub pending_bounds: Vec<(SymId, Vec<crate::fortran::ast::DimSpec>)>,
    /// Scalars used as variables (read, assigned, passed): such a name can no longer be
    /// referenced as a function.
    pub used_as_variable: HashSet<SymId>,
    /// The dummy arguments in order, and a function's result variable.
    pub dummies: Vec<SymId>,
    /// The OPTIONAL dummies.
    pub optional: HashSet<SymId>,
    /// The INTENT(IN) dummies.
    pub intent_in: HashSet<SymId>,
    /// The INTENT(OUT) dummies (an ALLOCATABLE one is deallocated on entry).
    pub intent_out: HashSet<SymId>,
    /// The VALUE dummies.
    pub value: HashSet<SymId>,
    /// Names given VALUE (attribute or statement), checked at the end of the specification
    /// part, when their type, rank, POINTER and OPTIONAL are all known.
    pub pending_value: Vec<Name>,
    /// TEMPLATE names (arrays without elements).
    pub templates: HashSet<SymId>,
    /// Arrays and templates named in DYNAMIC (REDISTRIBUTE/REALIGN may remap them).
    pub dynamic: HashSet<SymId>,
    /// SHADOW_GROUP names with what each renews (see `sema/groups.rs`).
    pub shadow_groups: HashMap<String, Vec<crate::directives::ast::RenewSpec>>,
    /// REDUCTION_GROUP names.
    pub reduction_groups: HashSet<String>,
    /// REMOTE_GROUP names (their buffers are fetched synchronously, see `remote.rs`).
    pub remote_groups: HashSet<String>,
    pub result: Option<SymId>,
    /// The type a FUNCTION statement gives the result, evaluated after the specification part.
    pub result_type: Option<crate::fortran::ast::TypeSpec>,
    /// Names the host makes visible (host association): a declaration here hides them.
    pub host_associated: HashSet<SymId>,
    /// Names a USE made visible, with their module: they cannot be declared again.
    pub use_associated: HashMap<SymId, String>,
    /// Host entities an internal procedure cannot reach yet, with the reason: reported
    /// where the procedure uses them.
    pub host_unsupported: HashMap<SymId, String>,
    /// `PRIVATE` with no list (modules): names are private unless declared PUBLIC.
    pub default_private: bool,
    /// Names listed in PUBLIC (`true`) or PRIVATE statements or attributes.
    pub access: HashMap<String, bool>,
}

impl Default for Scope {
    fn default() -> Self {
        let mut implicit = [Some(Ty::R4); 26];
        for slot in &mut implicit[(b'i' - b'a') as usize..=(b'n' - b'a') as usize] {
            *slot = Some(Ty::I4);
        }
        Scope {
            symbols: Vec::new(),
            by_name: HashMap::new(),
            implicit,
            implicit_none: false,
            explicitly_typed: HashSet::new(),
            unusable: HashSet::new(),
            reported: HashSet::new(),
            save_all: false,
            saved_names: HashSet::new(),
            pending_bounds: Vec::new(),
            commons: Vec::new(),
            used_as_variable: HashSet::new(),
            dummies: Vec::new(),
            optional: HashSet::new(),
            intent_in: HashSet::new(),
            intent_out: HashSet::new(),
            value: HashSet::new(),
            pending_value: Vec::new(),
            templates: HashSet::new(),
            dynamic: HashSet::new(),
            shadow_groups: HashMap::new(),
            reduction_groups: HashSet::new(),
            remote_groups: HashSet::new(),
            result: None,
            result_type: None,
            host_associated: HashSet::new(),
            use_associated: HashMap::new(),
            host_unsupported: HashMap::new(),
            default_private: false,
            access: HashMap::new(),
        }
    }
}

impl Scope {
    pub fn lookup(&self, name: &str) -> Option<SymId> {
        self.by_name.get(name).copied()
    }

    pub fn get(&self, id: SymId) -> &Symbol {
        &self.symbols[id.0 as usize]
    }

    pub fn get_mut(&mut self, id: SymId) -> &mut Symbol {
        &mut self.symbols[id.0 as usize]
    }

    /// A symbol no name refers to (the specific procedure a generic call resolved to).
    pub fn add_unnamed(&mut self, symbol: Symbol) -> SymId {
        let id = SymId(self.symbols.len() as u32);
        self.symbols.push(symbol);
        id
    }

    pub fn add(&mut self, symbol: Symbol) -> SymId {
        let id = SymId(self.symbols.len() as u32);
        self.by_name.insert(symbol.name.clone(), id);
        self.symbols.push(symbol);
        id
    }

    /// Makes `name` refer to `id` (or to nothing): a construct's names, and what they hid
    /// once it ends (see `block`, `select_type`).
    pub fn rebind(&mut self, name: &str, id: Option<SymId>) {
        match id {
            Some(id) => {
                self.by_name.insert(name.to_string(), id);
            }
            None => {
                self.by_name.remove(name);
            }
        }
    }

    /// Makes `name` refer to nothing in this scope (a local declaration hides a host's name).
    pub fn forget(&mut self, name: &str) {
        self.by_name.remove(name);
    }

    /// The IMPLICIT rules, to hand on to contained procedures.
    pub fn implicit_rules(&self) -> ([Option<Ty>; 26], bool) {
        (self.implicit, self.implicit_none)
    }

    pub fn set_implicit_rules(&mut self, rules: ([Option<Ty>; 26], bool)) {
        (self.implicit, self.implicit_none) = rules;
    }

    /// Whether a module's entity named `name` is visible to users of the module.
    pub fn is_public(&self, name: &str) -> bool {
        self.access
            .get(name)
            .copied()
            .unwrap_or(!self.default_private)
    }

    pub fn set_implicit_none(&mut self) {
        self.implicit_none = true;
        self.implicit = [None; 26];
    }

    pub fn set_implicit(&mut self, first: char, last: char, ty: Ty) {
        for c in first..=last {
            if let Some(slot) = self.implicit.get_mut((c as u8).wrapping_sub(b'a') as usize) {
                *slot = Some(ty);
            }
        }
    }

    pub fn implicit_type(&self, name: &str) -> Option<Ty> {
        let first = name.bytes().next()?;
        self.implicit
            .get(first.wrapping_sub(b'a') as usize)
            .copied()
            .flatten()
    }

    /// Reports that `name` has no type (once per name).
    pub fn report_untyped(&mut self, name: &Name, diags: &mut Diagnostics) {
        if self.reported.insert(name.text.clone()) {
            diags.error(
                name.span,
                format!(
                    "'{}' is not declared and has no implicit type (IMPLICIT NONE)",
                    name.text
                ),
            );
        }
    }

    /// The symbol a name refers to in an executable statement: declared, or a new implicitly
    /// typed scalar. `None` (after an error) under IMPLICIT NONE.
    pub fn resolve(&mut self, name: &Name, diags: &mut Diagnostics) -> Option<SymId> {
        if let Some(id) = self.lookup(&name.text) {
            return Some(id);
        }
        match self.implicit_type(&name.text) {
            Some(ty) => Some(self.add(Symbol {
                pointer: false,
                target: false,
                name: name.text.clone(),
                ty,
                kind: SymbolKind::Scalar,
                span: name.span,
                dummy: None,
                saved: false,
                common: None,
                char_len: None,
            })),
            None => {
                self.report_untyped(name, diags);
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::Span;

    #[test]
    fn default_and_explicit_implicit_rules() {
        let mut s = Scope::default();
        assert_eq!(s.implicit_type("i"), Some(Ty::I4));
        assert_eq!(s.implicit_type("nx"), Some(Ty::I4));
        assert_eq!(s.implicit_type("eps"), Some(Ty::R4));
        s.set_implicit('a', 'h', Ty::R8);
        assert_eq!(s.implicit_type("b"), Some(Ty::R8));
        s.set_implicit_none();
        assert_eq!(s.implicit_type("b"), None);
        let mut d = Diagnostics::new();
        let n = Name::new("zz", Span::default());
        assert!(s.resolve(&n, &mut d).is_none());
        assert!(s.resolve(&n, &mut d).is_none());
        assert_eq!(d.error_count(), 1);
    }
}
