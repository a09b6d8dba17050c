//! Asynchronous groups: SHADOW_GROUP with SHADOW_START/SHADOW_WAIT, REDUCTION_GROUP with
//! REDUCTION_START/REDUCTION_WAIT.
//!
//! The groups let a program overlap communication with computation; their results are those
//! of the synchronous operations. They are executed synchronously here, at the point where the
//! result is first needed, which gives the same values: a shadow group is renewed when a loop
//! waits for it (`SHADOW_WAIT g`, as `SHADOW_RENEW` of its arrays) — the program may not change
//! the group's arrays between the start and the wait — and a reduction of a group is completed
//! at the end of its loop, before REDUCTION_WAIT, where its variables become defined. The start
//! directives and clauses then have nothing left to do.

use super::Checker;
use crate::directives::ast::RenewSpec;
use crate::name::Name;

impl Checker<'_> {
    /// `REDUCTION_GROUP g` (specification part).
    pub(super) fn declare_reduction_group(&mut self, name: &Name) {
        if !self.scope.reduction_groups.insert(name.text.clone()) {
            self.error(
                name.span,
                format!("the REDUCTION_GROUP '{}' is declared twice", name.text),
            );
        }
    }

    /// `SHADOW_GROUP g(A, B(CORNER))` (executable): defines (or redefines) what g renews.
    pub(super) fn define_shadow_group(&mut self, group: &Name, specs: &[RenewSpec]) {
        self.scope
            .shadow_groups
            .insert(group.text.clone(), specs.to_vec());
    }

    /// What shadow group `g` renews; `None` (reported) when no SHADOW_GROUP defined it.
    pub(super) fn shadow_group(&mut self, g: &Name) -> Option<Vec<RenewSpec>> {
        let found = self.scope.shadow_groups.get(&g.text).cloned();
        if found.is_none() {
            self.error(
                g.span,
                format!(
                    "'{}' is not a shadow group: define it with SHADOW_GROUP {}(...) first",
                    g.text, g.text
                ),
            );
        }
        found
    }

    /// Whether `g` names a REDUCTION_GROUP (reported if not).
    pub(super) fn is_reduction_group(&mut self, g: &Name) -> bool {
        let known = self.scope.reduction_groups.contains(&g.text);
        if !known {
            self.error(
                g.span,
                format!(
                    "'{}' is not a reduction group: declare it with REDUCTION_GROUP {}",
                    g.text, g.text
                ),
            );
        }
        known
    }
}
