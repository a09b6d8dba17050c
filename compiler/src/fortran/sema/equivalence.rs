//! EQUIVALENCE: variables that share storage.
//!
//! Every set `(a, b(2), c(1:4))` says that the storage units of its items start at one
//! address. The sets link variables into groups (a variable in two sets joins them); each
//! group is laid out once:
//! - a group with a member in COMMON lives in that block: every other member gets the place
//!   the equivalence gives it, which may extend the block at its end (never before its start);
//! - any other group gets a static block of its own (`__equiv.<unit>.<k>`), as large as the
//!   members' extent, each member at its offset in it.
//!
//! Members are then addressed exactly like COMMON members (a [`CommonSlot`]), so the rest of
//! the compiler needs nothing of its own for them. Their storage is static, as gfortran's is
//! for equivalenced local variables.

use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{CommonSlot, Const, SymId, SymbolKind, Ty};
use std::collections::HashMap;

/// The prefix of the blocks made for groups outside COMMON.
pub(super) const EQUIV_BLOCK_PREFIX: &str = "__equiv.";

/// One item of a set: its variable and the byte offset of the item within it.
struct Item {
    id: SymId,
    offset: i64,
    span: crate::source::Span,
}

impl Checker<'_> {
    /// Places the members of the unit's EQUIVALENCE sets (after the COMMON layout).
    pub(super) fn lay_out_equivalences(&mut self, sets: &[&ast::EquivSet]) {
        // Each variable's position relative to its group's first variable, by union of sets.
        let mut position: HashMap<SymId, (usize, i64)> = HashMap::new();
        let mut groups: Vec<Vec<SymId>> = Vec::new();
        // Where each variable appears in a set (for messages about its placement).
        let mut seen_at: HashMap<SymId, crate::source::Span> = HashMap::new();
        for set in sets {
            let items: Vec<Item> = set
                .items
                .iter()
                .filter_map(|d| self.equiv_item(d))
                .collect();
            if items.len() != set.items.len() {
                continue;
            }
            for item in &items {
                seen_at.insert(item.id, item.span);
            }
            let first = &items[0];
            let (g, base) = match position.get(&first.id) {
                Some(&(g, p)) => (g, p + first.offset),
                None => {
                    groups.push(vec![first.id]);
                    position.insert(first.id, (groups.len() - 1, 0));
                    (groups.len() - 1, first.offset)
                }
            };
            for item in &items[1..] {
                let want = base - item.offset;
                match position.get(&item.id).copied() {
                    None => {
                        position.insert(item.id, (g, want));
                        groups[g].push(item.id);
                    }
                    Some((h, p)) if h == g => {
                        if p != want {
                            let name = self.scope.get(item.id).name.clone();
                            self.error(
                                item.span,
                                format!("EQUIVALENCE places '{name}' at two different addresses"),
                            );
                        }
                    }
                    Some((h, p)) => {
                        // Merge group h into g, shifting its positions.
                        let shift = want - p;
                        let moved = std::mem::take(&mut groups[h]);
                        for id in &moved {
                            if let Some(e) = position.get_mut(id) {
                                *e = (g, e.1 + shift);
                            }
                        }
                        groups[g].extend(moved);
                    }
                }
            }
        }
        let mut own_blocks = 0;
        for members in groups.into_iter().filter(|m| !m.is_empty()) {
            let at = |id: &SymId| position[id].1;
            let in_common: Vec<SymId> = members
                .iter()
                .copied()
                .filter(|id| self.scope.get(*id).common.is_some())
                .collect();
            match in_common.as_slice() {
                [] => {
                    let lowest = members.iter().map(at).min().unwrap_or(0);
                    let block = format!(
                        "{EQUIV_BLOCK_PREFIX}{}.{own_blocks}",
                        self.unit_global
                            .trim_start_matches(crate::fortran::hir::BIND_C_MARK)
                    );
                    own_blocks += 1;
                    let mut size = 0u64;
                    for id in &members {
                        let offset = (at(id) - lowest) as u64;
                        size = size.max(offset + self.storage_size(*id));
                        self.scope.get_mut(*id).common = Some(CommonSlot {
                            block: block.clone(),
                            offset,
                            indirect: false,
                        });
                    }
                    self.common_sizes.push((block, size));
                }
                [anchor] => self.extend_common(*anchor, &members, &position, &seen_at),
                [a, b, ..] => {
                    let span = seen_at[b];
                    let (a, b) = (self.scope.get(*a).clone(), self.scope.get(*b).clone());
                    self.error(
                        span,
                        format!(
                            "EQUIVALENCE joins '{}' and '{}', which are both in COMMON",
                            a.name, b.name
                        ),
                    );
                }
            }
        }
    }

    /// Places the members of a group that has `anchor` in COMMON within its block.
    fn extend_common(
        &mut self,
        anchor: SymId,
        members: &[SymId],
        position: &HashMap<SymId, (usize, i64)>,
        seen_at: &HashMap<SymId, crate::source::Span>,
    ) {
        let Some(slot) = self.scope.get(anchor).common.clone() else {
            return;
        };
        let anchor_at = position[&anchor].1;
        let mut end = 0u64;
        for &id in members.iter().filter(|&&id| id != anchor) {
            let offset = slot.offset as i64 + position[&id].1 - anchor_at;
            if offset < 0 || slot.block.starts_with("__") {
                let name = self.scope.get(id).name.clone();
                let why = if offset < 0 {
                    "before the start of its COMMON block"
                } else {
                    "into a module or host variable (not supported yet)"
                };
                self.error(seen_at[&id], format!("EQUIVALENCE extends '{name}' {why}"));
                continue;
            }
            end = end.max(offset as u64 + self.storage_size(id));
            self.scope.get_mut(id).common = Some(CommonSlot {
                block: slot.block.clone(),
                offset: offset as u64,
                indirect: false,
            });
        }
        if let Some(entry) = self.common_sizes.iter_mut().find(|(b, _)| *b == slot.block) {
            entry.1 = entry.1.max(end);
        }
    }

    /// The bytes a variable occupies.
    fn storage_size(&self, id: SymId) -> u64 {
        let sym = self.scope.get(id);
        match &sym.kind {
            SymbolKind::Array(info) => info.element_count() * sym.element_size(),
            _ => sym.element_size(),
        }
    }

    /// An item of a set: a variable, an element with constant subscripts, or a substring
    /// with a constant start, of a variable that may be equivalenced.
    fn equiv_item(&mut self, d: &ast::Designator) -> Option<Item> {
        let id = self.scope.resolve(&d.name, self.diags)?;
        let sym = self.scope.get(id).clone();
        let why = if sym.dummy.is_some() {
            Some("a dummy argument")
        } else {
            match &sym.kind {
                SymbolKind::Array(info) if info.allocatable => Some("ALLOCATABLE"),
                SymbolKind::Array(info) if info.dist.is_some() => Some("a distributed array"),
                SymbolKind::Array(info) if info.adjustable.is_some() => Some("an automatic array"),
                SymbolKind::Scalar | SymbolKind::Array(_) => None,
                _ => Some("not a variable"),
            }
        };
        let why = why.or_else(|| {
            let foreign = sym
                .common
                .as_ref()
                .is_some_and(|c| c.block.starts_with("__"));
            foreign.then_some("a module or host variable (not supported yet)")
        });
        if let Some(why) = why {
            self.error(
                d.name.span,
                format!("'{}' cannot be in EQUIVALENCE: it is {why}", sym.name),
            );
            return None;
        }
        self.scope.used_as_variable.insert(id);
        let constant = |ck: &mut Self, e: &ast::Expr| -> Option<i64> {
            let v = ck.check_expr(e)?;
            match v.as_const() {
                Some(Const::Int(n)) if v.ty.is_int() => Some(*n),
                _ => {
                    ck.error(
                        e.span,
                        "an EQUIVALENCE subscript must be an INTEGER constant",
                    );
                    None
                }
            }
        };
        let mut offset = 0i64;
        let (mut args, mut substring) = (d.args.as_deref(), d.substring.as_deref());
        // A scalar CHARACTER variable's parenthesis is its substring.
        if !matches!(sym.kind, SymbolKind::Array(_)) && sym.ty == Ty::Char && substring.is_none() {
            substring = args.and_then(|a| a.first());
            args = None;
        }
        if let Some(args) = args {
            let SymbolKind::Array(info) = &sym.kind else {
                self.error(d.span, format!("'{}' is not an array", sym.name));
                return None;
            };
            if args.len() != info.rank() {
                self.error(
                    d.span,
                    format!(
                        "'{}' has {} dimensions, not {}",
                        sym.name,
                        info.rank(),
                        args.len()
                    ),
                );
                return None;
            }
            let mut linear = 0i64;
            let mut stride = 1i64;
            for (a, &(lo, hi)) in args.iter().zip(&info.dims) {
                let k = constant(self, &a.value)?;
                if k < lo || k > hi {
                    self.error(
                        a.value.span,
                        format!(
                            "subscript {k} is outside the bounds {lo}:{hi} of '{}'",
                            sym.name
                        ),
                    );
                    return None;
                }
                linear += (k - lo) * stride;
                stride *= hi - lo + 1;
            }
            offset = linear * sym.element_size() as i64;
        }
        if let Some(sub) = substring {
            let start = match &sub.value.kind {
                ast::ExprKind::Range(lo, _) => match lo {
                    Some(lo) => constant(self, lo)?,
                    None => 1,
                },
                _ => {
                    self.error(sub.value.span, "a substring needs a range (lo:hi)");
                    return None;
                }
            };
            offset += start - 1;
        }
        Some(Item {
            id,
            offset,
            span: d.span,
        })
    }
}
