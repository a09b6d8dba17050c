//! The `tie(A[i][], B[-i])` clause of a parallel loop: which loop dimension each dimension
//! of an array follows (see `directives::check::tie`). It names distributed arrays and plain C
//! arrays alike (a loop without `on` over arrays of a region); the loop runs as it would
//! without the clause, so the items are only checked.

use super::dvm_data::EnumConsts;
use super::{Lowerer, Sym, R};
use crate::c::pragma::pos_of;
use crate::c::types::CType;
use crate::diag::Diagnostics;
use crate::directives::ast::ArrayRef;
use crate::directives::check::tie::check_tie_item;

/// How many subscripts an object of C type `t` takes: its array and pointer levels.
fn indexable_rank(t: &CType) -> usize {
    match t {
        CType::Array(e, _) | CType::Vla(e, _) | CType::Ptr(e) => 1 + indexable_rank(e),
        CType::Qual(t, _) => indexable_rank(t),
        _ => 0,
    }
}

impl Lowerer<'_> {
    /// Checks the items of a `tie` clause over the loop variables `vars`.
    pub(super) fn check_tie(&mut self, items: &[ArrayRef], vars: &[&str]) -> R<()> {
        for item in items {
            let rank = match self.lookup(&item.array.text).cloned() {
                Some(Sym::Dist(id)) if !self.dists[id].template => self.dists[id].rank(),
                Some(Sym::Local(_, t) | Sym::Global(_, t)) if indexable_rank(&t) > 0 => {
                    indexable_rank(&t)
                }
                Some(_) => {
                    return self.error(
                        pos_of(item.array.span),
                        format!("'{}' in 'tie' is not an array", item.array.text),
                    )
                }
                None => {
                    return self.error(
                        pos_of(item.array.span),
                        format!("'{}' undeclared", item.array.text),
                    )
                }
            };
            let mut d = Diagnostics::new();
            check_tie_item(item, rank, vars, &EnumConsts(self), &mut d);
            self.report(d)?;
        }
        Ok(())
    }
}
