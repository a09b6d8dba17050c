//! The operand layout of `dvm.parallel` / `dvm.parallel_call`, computed from their attributes.
//!
//! The ops carry several variable-length operand groups (loop bounds, the `on` handle, run-time
//! offsets of `on` rules, shadow-renew handles, reduction variables, captures). The verifier,
//! the outlining pass and `lower-dvm` all need the same segment boundaries, so they are computed
//! here once.

use crate::attr::{Attr, Attrs};
use crate::types::{Type, MAX_RANK};
use std::ops::Range;

/// One reduction of a parallel loop: `[op, elem, count]`.
#[derive(Clone, Debug, PartialEq)]
pub struct ReductionSpec {
    pub op: String,
    pub elem: Type,
    pub count: i64,
}

/// Operand segments of a parallel loop op.
#[derive(Clone, Debug, PartialEq)]
pub struct ParallelLayout {
    pub rank: usize,
    /// `lo, hi, step` per loop dimension.
    pub bounds: Range<usize>,
    /// The `on` handle, if the loop is mapped.
    pub on: Option<usize>,
    /// Run-time offsets added to `on` rules; `on_dynamic[k]` is the rule the k-th one belongs to.
    pub dynamic: Range<usize>,
    pub on_dynamic: Vec<usize>,
    /// Shadow-renew handles, with their corner flags.
    pub renew: Range<usize>,
    pub corners: Vec<i64>,
    /// Reduction variables' pointers, with their specifications.
    pub reductions: Range<usize>,
    pub reduction_specs: Vec<ReductionSpec>,
    /// Captured values (`dvm.parallel_call` only).
    pub captures: Range<usize>,
}

impl ParallelLayout {
    /// Reads the layout from the attributes; `Err` names what is missing or malformed.
    pub fn of(attrs: &Attrs, is_call: bool) -> Result<ParallelLayout, String> {
        let rank = attrs.int("rank").ok_or("missing 'rank'")?;
        if !(1..=MAX_RANK as i64).contains(&rank) {
            return Err("'rank' must be 1..7".into());
        }
        let rank = rank as usize;
        let n_on_rules = match attrs.get("on") {
            None => None,
            Some(a) => Some(a.as_array().ok_or("'on' must be a list of rules")?.len()),
        };
        let on_dynamic: Vec<usize> = match attrs.get("on_dynamic") {
            None => Vec::new(),
            Some(a) => a
                .as_int_array()
                .filter(|v| v.iter().all(|&d| d >= 0))
                .ok_or("'on_dynamic' must list rule indices")?
                .into_iter()
                .map(|d| d as usize)
                .collect(),
        };
        if let Some(&bad) = on_dynamic.iter().find(|&&d| d >= n_on_rules.unwrap_or(0)) {
            return Err(format!(
                "'on_dynamic' names rule {bad}, which 'on' does not have"
            ));
        }
        let corners = attrs
            .get("renew")
            .and_then(Attr::as_int_array)
            .ok_or("missing 'renew' (corner flags)")?;
        let reduction_specs = attrs
            .get("reductions")
            .and_then(Attr::as_array)
            .ok_or("missing 'reductions'")?
            .iter()
            .map(|r| {
                let parts = r.as_array().unwrap_or(&[]);
                let op = parts.first().and_then(Attr::as_str);
                let elem = parts.get(1).and_then(Attr::as_type);
                let count = parts.get(2).and_then(Attr::as_int);
                match (op, elem, count) {
                    (Some(op), Some(elem), Some(count)) if parts.len() == 3 => Ok(ReductionSpec {
                        op: op.to_string(),
                        elem,
                        count,
                    }),
                    _ => Err(format!("bad reduction {r}: expected [op, elem, count]")),
                }
            })
            .collect::<Result<Vec<_>, String>>()?;
        let ncaptures = if is_call {
            attrs.int("ncaptures").ok_or("missing 'ncaptures'")?.max(0) as usize
        } else {
            0
        };
        let bounds = 0..3 * rank;
        let on = n_on_rules.map(|_| bounds.end);
        let dynamic_start = bounds.end + on.is_some() as usize;
        let dynamic = dynamic_start..dynamic_start + on_dynamic.len();
        let renew = dynamic.end..dynamic.end + corners.len();
        let reductions = renew.end..renew.end + reduction_specs.len();
        let captures = reductions.end..reductions.end + ncaptures;
        Ok(ParallelLayout {
            rank,
            bounds,
            on,
            dynamic,
            on_dynamic,
            renew,
            corners,
            reductions,
            reduction_specs,
            captures,
        })
    }

    /// The number of operands the op must have.
    pub fn operand_count(&self) -> usize {
        self.captures.end
    }
}
