//! Derived types with ALLOCATABLE components (`type t; real, allocatable :: a(:); end type`),
//! directly or inside components of derived type: what intrinsic assignment must copy and
//! what must be deallocated with the structure.
//!
//! The compiled code does neither itself: it passes the run-time library
//! (`runtime/src/abi/structs.rs`) a constant table of the type's allocatable parts, which the
//! library walks recursively (an allocatable component whose elements have allocatable
//! components of their own, an array component of such structures). One table per type
//! keeps the compiled code small whatever the nesting, and the same table serves
//! assignment, DEALLOCATE of arrays of structures and a procedure's return.
//!
//! The table is `i64` words: word 0 is the index of the type's entry; an entry is the number
//! of parts `n` followed by `n` parts of five words `[kind, offset, a, b, sub]`:
//! - kind 1, an ALLOCATABLE array component: `offset` of its descriptor, `a` its rank, `b`
//!   the bytes of an element, `sub` the entry of the element type (or -1 when the elements
//!   have no allocatable parts);
//! - kind 2, a component of derived type (of `a` elements `b` bytes apart) with allocatable
//!   parts: `sub` its type's entry;
//! - kind 3, a deferred-length CHARACTER component: `offset` of its descriptor, the address
//!   and the length in bytes (`a`, `b`, `sub` unused).

use super::derived::{DerivedDef, Types};
use super::Checker;
use crate::fortran::hir::{self, SymbolKind, Ty};
use std::collections::HashMap;

/// Word 0 of a table: the index of the type's own entry.
const ROOT: usize = 0;

impl Types {
    /// The tables of every type known here that has allocatable parts, by type id.
    pub fn deep_layouts(&self) -> HashMap<u32, Vec<i64>> {
        let mut out = HashMap::new();
        for def in self.defs() {
            let mut table = vec![0i64];
            let mut memo = HashMap::new();
            if let Some(root) = self.entry(def, &mut table, &mut memo, 0) {
                table[ROOT] = root;
                out.insert(def.id, table);
            }
        }
        out
    }

    /// The default images (see `DerivedDef::init`) with a nonzero byte, by type id.
    pub fn default_images(&self) -> HashMap<u32, Vec<u8>> {
        self.defs()
            .filter_map(|d| {
                let image = d.init.as_ref()?;
                image.iter().any(|&b| b != 0).then(|| (d.id, image.clone()))
            })
            .collect()
    }

    /// Whether structures of type `ty` have allocatable parts.
    pub fn is_deep(&self, ty: Ty) -> bool {
        let Some(def) = self.of(ty) else {
            return false;
        };
        let mut memo = HashMap::new();
        self.entry(def, &mut vec![0], &mut memo, 0).is_some()
    }

    /// Appends `def`'s entry (and those of its parts' types) to `table`; its index, or
    /// `None` when the type has no allocatable parts.
    fn entry(
        &self,
        def: &DerivedDef,
        table: &mut Vec<i64>,
        memo: &mut HashMap<u32, Option<i64>>,
        depth: usize,
    ) -> Option<i64> {
        if let Some(&known) = memo.get(&def.id) {
            return known;
        }
        // Types nest finitely (a type cannot contain itself but through a POINTER, which is
        // not followed); the bound only guards against a malformed definition.
        if depth > 64 {
            return None;
        }
        memo.insert(def.id, None);
        let mut parts: Vec<[i64; 5]> = Vec::new();
        for c in &def.components {
            let sub = |table: &mut Vec<i64>, memo: &mut HashMap<u32, Option<i64>>| {
                self.of(c.ty)
                    .cloned()
                    .and_then(|d| self.entry(&d, table, memo, depth + 1))
            };
            if c.is_deferred_char() {
                parts.push([3, c.offset as i64, 0, 0, -1]);
            } else if c.allocatable {
                let elem = element_bytes(c.ty, c.char_len);
                let s = sub(table, memo).unwrap_or(-1);
                parts.push([1, c.offset as i64, c.rank as i64, elem, s]);
            } else if !c.pointer {
                if let Some(s) = sub(table, memo) {
                    let count: i64 = c.dims.iter().map(|(lo, hi)| (hi - lo + 1).max(0)).product();
                    let size = element_bytes(c.ty, c.char_len);
                    parts.push([2, c.offset as i64, count, size, s]);
                }
            }
        }
        if parts.is_empty() {
            return None;
        }
        let at = table.len() as i64;
        table.push(parts.len() as i64);
        for p in parts {
            table.extend_from_slice(&p);
        }
        memo.insert(def.id, Some(at));
        Some(at)
    }
}

/// The bytes of one value of a component's type.
fn element_bytes(ty: Ty, char_len: i64) -> i64 {
    match ty {
        Ty::Char => char_len.max(0),
        Ty::Complex(k) => 2 * i64::from(k),
        Ty::Derived(d) => i64::from(d.size),
        t => t.mem_scalar().size_bytes() as i64,
    }
}

impl Checker<'_> {
    /// Records the procedure's own structures (and arrays of them) of types with
    /// allocatable parts that are not SAVEd: their components are deallocated on return.
    pub(super) fn collect_scope_exit_structs(&mut self) {
        if matches!(
            self.unit_kind,
            hir::UnitKind::Main | hir::UnitKind::Module | hir::UnitKind::BlockData
        ) || self.scope.save_all
        {
            return;
        }
        for i in 0..self.scope.symbols.len() {
            let id = hir::SymId(i as u32);
            let sym = self.scope.get(id);
            let local = sym.dummy.is_none()
                && sym.common.is_none()
                && !sym.pointer
                && !self.scope.saved_names.contains(&sym.name)
                && !self.scope.use_associated.contains_key(&id)
                && !self.scope.host_associated.contains(&id)
                && !self.component_arrays.contains_key(&id)
                && matches!(
                    &sym.kind,
                    SymbolKind::Scalar | SymbolKind::Array(hir::ArrayInfo { dist: None, .. })
                );
            if local && self.types.is_deep(sym.ty) {
                self.scope_exit_structs.push(id);
            }
        }
    }
}
