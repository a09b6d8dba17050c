//! REDISTRIBUTE and REALIGN statements (executable directives): which arrays may be remapped
//! and how, checked here; the runtime moves the data (`dvmh_redistribute`, `dvmh_realign`).
//!
//! Only arrays whose mapping is declared changeable may be remapped: DYNAMIC ones, and those
//! with a deferred `DISTRIBUTE :: A` (mapped at their first REDISTRIBUTE). REDISTRIBUTE
//! applies to a distributed array or template (a root: everything aligned with it follows);
//! REALIGN to an array, aligning it anew with a distributed base.

use super::Checker;
use crate::directives::ast::{AlignItem, DistributeItem};
use crate::fortran::hir::{DistFormat, Mapping, Remap, StmtKind, SymId, SymbolKind};
use crate::name::Name;
use crate::source::Span;

impl Checker<'_> {
    /// The REDISTRIBUTE or REALIGN of every item, in order; errors are reported.
    pub(super) fn check_redistribute(
        &mut self,
        items: &[DistributeItem],
        new_value: bool,
    ) -> Vec<StmtKind> {
        items
            .iter()
            .filter_map(|item| self.redistribute_item(item, new_value))
            .map(|r| StmtKind::Remap(Box::new(r)))
            .collect()
    }

    pub(super) fn check_realign(&mut self, items: &[AlignItem], new_value: bool) -> Vec<StmtKind> {
        items
            .iter()
            .filter_map(|item| self.realign_item(item, new_value))
            .map(|r| StmtKind::Remap(Box::new(r)))
            .collect()
    }

    /// The array `name` of a REDISTRIBUTE/REALIGN, if its mapping may change.
    fn remappable(&mut self, name: &Name, directive: &str) -> Option<SymId> {
        let id = self.directive_array(name, directive)?;
        // A distributed allocatable array's mapping is `dynamic` for the locality check only
        // (see `check_distributed_allocatables`): remapping it needs DYNAMIC as ever.
        let allocatable = matches!(&self.scope.get(id).kind, SymbolKind::Array(a) if a.allocatable);
        match self.distribution(id) {
            Some(d)
                if d.dynamic
                    && !d.inherited
                    && (!allocatable
                        || d.deferred
                        || d.declared_dynamic
                        || self.scope.dynamic.contains(&id)) =>
            {
                Some(id)
            }
            Some(d) if !self.scope.dynamic.contains(&id) && !d.declared_dynamic => {
                self.error(
                    name.span,
                    format!(
                        "{directive} of '{}', which is not DYNAMIC: declare it DYNAMIC (or distribute it with DISTRIBUTE :: {})",
                        name.text, name.text
                    ),
                );
                None
            }
            _ => {
                self.error(
                    name.span,
                    format!(
                        "{directive} of '{}': its mapping cannot change here",
                        name.text
                    ),
                );
                None
            }
        }
    }

    fn redistribute_item(&mut self, item: &DistributeItem, new_value: bool) -> Option<Remap> {
        let id = self.remappable(&item.array, "REDISTRIBUTE")?;
        if let Some(Mapping::Align { base, .. }) = self.distribution(id).map(|d| &d.mapping) {
            let base = self.scope.get(*base).name.clone();
            self.error(
                item.array.span,
                format!(
                    "REDISTRIBUTE of '{}', which is aligned with '{base}': redistribute '{base}' or REALIGN '{}'",
                    item.array.text, item.array.text
                ),
            );
            return None;
        }
        let Some(formats) = &item.formats else {
            self.error(
                item.span,
                format!(
                    "REDISTRIBUTE of '{}' needs one format per dimension",
                    item.array.text
                ),
            );
            return None;
        };
        let rank = self.rank_of(id);
        if !self.one_per_dimension(
            item.span,
            "REDISTRIBUTE",
            formats.len(),
            "format",
            &item.array.text,
            rank,
        ) {
            return None;
        }
        let formats = self.resolve_formats(formats)?;
        let distributed = formats.iter().filter(|f| **f != DistFormat::Star).count();
        let onto = match &item.onto {
            Some(onto) => Some(self.onto(onto, distributed, &item.array.text)?),
            None => None,
        };
        self.grid_rank = self.grid_rank.max(distributed);
        Some(Remap::Redistribute {
            array: id,
            formats,
            new_value,
            onto,
        })
    }

    fn realign_item(&mut self, item: &AlignItem, new_value: bool) -> Option<Remap> {
        let id = self.remappable(&item.array, "REALIGN")?;
        let base = self.directive_array(&item.base, "REALIGN")?;
        if base == id {
            self.error(
                item.base.span,
                format!("'{}' cannot be aligned with itself", item.array.text),
            );
            return None;
        }
        if self.distribution(base).is_none() {
            self.error(
                item.base.span,
                format!(
                    "'{}' is realigned with '{}', which is not distributed",
                    item.array.text, item.base.text
                ),
            );
            return None;
        }
        let (rules, values) = self.align_rules(item, id, base, "REALIGN")?;
        Some(Remap::Realign {
            array: id,
            base,
            rules,
            values,
            new_value,
        })
    }

    /// REDISTRIBUTE and REALIGN change the mapping of every process's data at once: not
    /// inside a REGION, where the device holds it.
    pub(super) fn remap_allowed(&mut self, span: Span, directive: &str) -> bool {
        if self.in_region {
            self.error(span, format!("{directive} is not allowed inside a REGION"));
            return false;
        }
        true
    }
}
