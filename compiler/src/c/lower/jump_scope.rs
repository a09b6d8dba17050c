//! Jumps into the scope of a variable-length array (C99 6.8.6.1, 6.8.4.2): a `goto` to a label,
//! or a `switch` to a case, that lies where a VLA declared after the jump is in scope would
//! skip the VLA's allocation. C forbids both; they are reported here, where the function's
//! VLAs are known, instead of leaving the IR with a use its definition does not dominate.
//!
//! Each VLA object gets an id when its declaration is lowered; the ids in scope form a stack
//! (blocks truncate it when they end). A label remembers the stack where it is placed, a
//! `goto` where it jumps from; a label whose stack holds an id the `goto`'s does not is an
//! error. A `switch` remembers the stack's height, and a case deeper than that is an error.

use super::{Lowerer, R};
use crate::c::ast::Pos;

/// The VLA bookkeeping of the function being lowered.
#[derive(Default)]
pub(super) struct VlaScopes {
    /// Ids of the VLA objects in scope, outermost first.
    in_scope: Vec<u32>,
    next_id: u32,
    /// Where each label was placed: the VLAs in scope there.
    labels: std::collections::HashMap<String, Vec<u32>>,
    /// Each `goto`: its label, position and the VLAs in scope there.
    gotos: Vec<(String, Pos, Vec<u32>)>,
}

impl VlaScopes {
    /// The height of the stack, to restore when the block that starts now ends.
    pub(super) fn mark(&self) -> usize {
        self.in_scope.len()
    }

    pub(super) fn leave(&mut self, mark: usize) {
        self.in_scope.truncate(mark);
    }

    /// A VLA object's declaration was reached.
    pub(super) fn declare(&mut self) {
        self.in_scope.push(self.next_id);
        self.next_id += 1;
    }

    pub(super) fn place_label(&mut self, name: &str) {
        self.labels.insert(name.to_string(), self.in_scope.clone());
    }

    pub(super) fn goto(&mut self, name: &str, pos: Pos) {
        self.gotos
            .push((name.to_string(), pos, self.in_scope.clone()));
    }

    /// The positions of the `goto`s that jump into the scope of a VLA.
    pub(super) fn jumps_into_scope(&self) -> Vec<Pos> {
        self.gotos
            .iter()
            .filter(|(label, _, from)| {
                self.labels
                    .get(label)
                    .is_some_and(|to| to.iter().any(|id| !from.contains(id)))
            })
            .map(|(_, pos, _)| *pos)
            .collect()
    }
}

impl Lowerer<'_> {
    /// A `case` or `default` label of a switch whose stack height was `switch_mark`.
    pub(super) fn check_case_scope(&mut self, switch_mark: usize, pos: Pos) -> R<()> {
        if self.fcx().vla_scopes.mark() > switch_mark {
            return self.error(
                pos,
                "switch jumps into scope of identifier with variably modified type",
            );
        }
        Ok(())
    }
}
