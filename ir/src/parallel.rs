//! The operand groups of `dvm.parallel` / `dvm.parallel_call` and the attributes that describe
//! them.
//!
//! The ops carry several variable-length operand groups (loop bounds, the `on` handle, run-time
//! offsets of `on` rules, shadow-renew handles, reduction variables, clause groups reserved for
//! ACROSS / REMOTE_ACCESS / CUDA_BLOCK, STAGE's portion count, and the captures of the outlined form). Their sizes are
//! stored in the `operand_segments` attribute (MLIR's `AttrSizedOperandSegments`, see
//! `opdef.rs`), so a group is found from the sizes alone and a new group shifts no other
//! group's operands. [`ParallelLayout::of`] reads the segments together with the attributes
//! that give each group its meaning (`rank`, `on`, `on_dynamic`, `renew`, `reductions`) and
//! checks that they agree; the verifier, the outlining pass and `lower-dvm` all use it.
//! [`ParallelOperands`] is the one place where builders turn groups into operands and sizes.

use crate::attr::{Attr, Attrs};
use crate::entity::ValueId;
use crate::opdef::{
    opt, req, segment_ranges, segmented_operands, AttrDef, AttrKind, SEGMENTS_ATTR,
};
use crate::ops::OpKind;
use crate::types::{Type, MAX_RANK};
use std::ops::Range;

/// The operand groups of `dvm.parallel`, in operand order.
pub const PARALLEL_GROUPS: &[&str] = &[
    "bounds",
    "on",
    "on_dynamic",
    "renew",
    "reductions",
    "across",
    "remote",
    "cuda_block",
    "stage",
];

/// The operand groups of `dvm.parallel_call`: those of `dvm.parallel`, then the captures.
pub const PARALLEL_CALL_GROUPS: &[&str] = &[
    "bounds",
    "on",
    "on_dynamic",
    "renew",
    "reductions",
    "across",
    "remote",
    "cuda_block",
    "stage",
    "captures",
];

/// The attributes of the parallel loop ops, followed by `extra` ones (one list for both ops).
macro_rules! parallel_attrs {
    ($($extra:expr),*) => {
        &[
            req(SEGMENTS_ATTR, AttrKind::IntArray),
            req("rank", AttrKind::Int),
            opt("on", AttrKind::Array),
            opt("on_dynamic", AttrKind::IntArray),
            req("renew", AttrKind::IntArray),
            opt("across", AttrKind::IntArray),
            opt("remote", AttrKind::Array),
            req("reductions", AttrKind::Array),
            opt("line", AttrKind::Int),
            $($extra,)*
        ]
    };
}

/// The attributes of `dvm.parallel`.
pub const PARALLEL_ATTRS: &[AttrDef] = parallel_attrs!();

/// The attributes of `dvm.parallel_call`: those of `dvm.parallel`, the host handler, and for a
/// loop that can also run on a GPU its device handler, the kernel's name and how the runtime
/// passes each capture to the device (`capture_kinds`, see `passes/device.rs`); `hyperplane`:
/// the device handler of an ACROSS loop runs one hyperplane of the iterations per call; `grid`:
/// the device handler walks its dimensions along the axes of a 3-D grid (`passes/device_grid.rs`).
pub const PARALLEL_CALL_ATTRS: &[AttrDef] = parallel_attrs!(
    req("handler", AttrKind::Sym),
    opt("device_handler", AttrKind::Sym),
    opt("kernel", AttrKind::Str),
    opt("capture_kinds", AttrKind::IntArray),
    opt("hyperplane", AttrKind::Bool),
    opt("grid", AttrKind::Bool),
    opt("checked_writes", AttrKind::IntArray)
);

/// A named operand group of a parallel loop op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    Bounds,
    On,
    OnDynamic,
    Renew,
    Reductions,
    Across,
    Remote,
    CudaBlock,
    /// `STAGE(n)`: at most one `i64`, the number of pipeline portions of an ACROSS loop.
    Stage,
    /// `dvm.parallel_call` only.
    Captures,
}

impl Group {
    pub const ALL: [Group; 10] = [
        Group::Bounds,
        Group::On,
        Group::OnDynamic,
        Group::Renew,
        Group::Reductions,
        Group::Across,
        Group::Remote,
        Group::CudaBlock,
        Group::Stage,
        Group::Captures,
    ];

    /// The group's name in the op definition (and in error messages).
    pub fn name(self) -> &'static str {
        PARALLEL_CALL_GROUPS[self as usize]
    }
}

/// One reduction of a parallel loop: `[op, elem, count]`.
#[derive(Clone, Debug, PartialEq)]
pub struct ReductionSpec {
    pub op: String,
    pub elem: Type,
    pub count: i64,
}

/// The reductions of a `reductions` attribute: `[[op, elem, count], ...]`.
pub fn reduction_specs(attr: &Attr) -> Result<Vec<ReductionSpec>, String> {
    attr.as_array()
        .ok_or("'reductions' must be an array")?
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
        .collect()
}

/// The operand groups of a parallel loop op, with the attributes that describe them.
#[derive(Clone, Debug, PartialEq)]
pub struct ParallelLayout {
    pub rank: usize,
    /// Per group (indexed by `Group as usize`), its operand range; `Captures` is empty for
    /// `dvm.parallel`.
    ranges: [Range<usize>; 10],
    /// Whether the loop is mapped (`on` present).
    pub mapped: bool,
    /// `on_dynamic[k]`: the `on` rule the k-th run-time offset belongs to.
    pub on_dynamic: Vec<usize>,
    /// Corner flags of the shadow-renew handles.
    pub corners: Vec<i64>,
    /// Corner flags of the ACROSS arrays' handles (attribute `across`, absent: none).
    pub across_corners: Vec<i64>,
    /// Specifications of the reduction variables.
    pub reduction_specs: Vec<ReductionSpec>,
    /// The arrays of the REMOTE_ACCESS buffers (attribute `remote`, absent: none), one per
    /// operand of the `remote` group.
    pub remote_arrays: Vec<String>,
}

impl ParallelLayout {
    /// Reads the groups and their attributes of a `dvm.parallel` (`is_call` false) or
    /// `dvm.parallel_call` with `n_operands` operands; `Err` names what is missing, malformed
    /// or inconsistent (and the group, when a group's size disagrees with its attributes).
    pub fn of(attrs: &Attrs, is_call: bool, n_operands: usize) -> Result<ParallelLayout, String> {
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
        let across_corners = match attrs.get("across") {
            None => Vec::new(),
            Some(a) => a.as_int_array().ok_or("'across' must list corner flags")?,
        };
        let reduction_specs =
            reduction_specs(attrs.get("reductions").ok_or("missing 'reductions'")?)?;
        let remote_arrays = match attrs.get("remote") {
            None => Vec::new(),
            Some(a) => a
                .as_array()
                .and_then(|v| v.iter().map(|x| x.as_str().map(str::to_string)).collect())
                .ok_or("'remote' must list array names")?,
        };
        let groups = if is_call {
            PARALLEL_CALL_GROUPS
        } else {
            PARALLEL_GROUPS
        };
        let found = segment_ranges(groups, attrs, n_operands)?;
        let mut ranges: [Range<usize>; 10] = Default::default();
        for (slot, r) in ranges.iter_mut().zip(found) {
            *slot = r;
        }
        if !is_call {
            ranges[Group::Captures as usize] = n_operands..n_operands;
        }
        let layout = ParallelLayout {
            rank,
            ranges,
            mapped: n_on_rules.is_some(),
            on_dynamic,
            corners,
            across_corners,
            reduction_specs,
            remote_arrays,
        };
        let expected = [
            (Group::Bounds, 3 * rank, "3 per loop dimension ('rank')"),
            (Group::On, layout.mapped as usize, "1 when 'on' is present"),
            (
                Group::OnDynamic,
                layout.on_dynamic.len(),
                "1 per 'on_dynamic' rule",
            ),
            (
                Group::Renew,
                layout.corners.len(),
                "1 per 'renew' corner flag",
            ),
            (
                Group::Reductions,
                layout.reduction_specs.len(),
                "1 per 'reductions' entry",
            ),
            (
                Group::Across,
                layout.across_corners.len(),
                "1 per 'across' corner flag",
            ),
            (
                Group::Remote,
                layout.remote_arrays.len(),
                "1 per 'remote' array name",
            ),
            (Group::CudaBlock, 0, "none until CUDA_BLOCK is lowered"),
            (
                Group::Stage,
                layout.group(Group::Stage).len().min(1),
                "at most 1: STAGE's portion count",
            ),
        ];
        for (group, want, why) in expected {
            let got = layout.group(group).len();
            if got != want {
                return Err(format!(
                    "operand group '{}' has {got} operand(s), expected {want} ({why})",
                    group.name()
                ));
            }
        }
        Ok(layout)
    }

    /// The operand range of a group.
    pub fn group(&self, g: Group) -> Range<usize> {
        self.ranges[g as usize].clone()
    }

    /// The operands of a group, out of the op's operand list.
    pub fn values<'a>(&self, operands: &'a [ValueId], g: Group) -> &'a [ValueId] {
        &operands[self.group(g)]
    }

    /// The position of the `on` handle, if the loop is mapped.
    pub fn on(&self) -> Option<usize> {
        self.mapped.then_some(self.group(Group::On).start)
    }
}

/// The operand groups of a parallel loop op as a builder holds them; [`ParallelOperands::build`]
/// orders them and computes `operand_segments`, so no caller counts operands.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ParallelOperands {
    /// `lo, hi, step` per loop dimension, outermost first.
    pub bounds: Vec<ValueId>,
    pub on: Option<ValueId>,
    pub on_dynamic: Vec<ValueId>,
    pub renew: Vec<ValueId>,
    pub reductions: Vec<ValueId>,
    pub across: Vec<ValueId>,
    pub remote: Vec<ValueId>,
    pub cuda_block: Vec<ValueId>,
    /// `STAGE(n)`: the portion count, if given.
    pub stage: Option<ValueId>,
    /// `dvm.parallel_call` only.
    pub captures: Vec<ValueId>,
}

impl ParallelOperands {
    /// Reads the groups of an existing op (captures only for `dvm.parallel_call`).
    pub fn of(layout: &ParallelLayout, operands: &[ValueId]) -> ParallelOperands {
        let v = |g| layout.values(operands, g).to_vec();
        ParallelOperands {
            bounds: v(Group::Bounds),
            on: layout.on().map(|i| operands[i]),
            on_dynamic: v(Group::OnDynamic),
            renew: v(Group::Renew),
            reductions: v(Group::Reductions),
            across: v(Group::Across),
            remote: v(Group::Remote),
            cuda_block: v(Group::CudaBlock),
            stage: layout.values(operands, Group::Stage).first().copied(),
            captures: v(Group::Captures),
        }
    }

    /// The operand list of `kind` (`dvm.parallel` or `dvm.parallel_call`), and sets its
    /// `operand_segments` in `attrs`.
    pub fn build(&self, kind: OpKind, attrs: &mut Attrs) -> Vec<ValueId> {
        let on: Vec<ValueId> = self.on.into_iter().collect();
        let stage: Vec<ValueId> = self.stage.into_iter().collect();
        let mut groups: Vec<&[ValueId]> = vec![
            &self.bounds,
            &on,
            &self.on_dynamic,
            &self.renew,
            &self.reductions,
            &self.across,
            &self.remote,
            &self.cuda_block,
            &stage,
        ];
        if kind == OpKind::ParallelCall {
            groups.push(&self.captures);
        }
        let (operands, sizes) = segmented_operands(&groups);
        attrs.set(SEGMENTS_ATTR, sizes);
        operands
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::entity::EntityRef;

    fn attrs(segments: &[i64], renew: &[i64]) -> Attrs {
        [
            ("rank", Attr::Int(1)),
            ("on", Attr::Array(vec![Attr::ints([0, 1, 0])])),
            ("renew", Attr::ints(renew.iter().copied())),
            ("reductions", Attr::Array(vec![])),
            (SEGMENTS_ATTR, Attr::ints(segments.iter().copied())),
        ]
        .into_iter()
        .collect()
    }

    #[test]
    fn group_names_follow_the_definitions() {
        let names: Vec<&str> = Group::ALL.iter().map(|g| g.name()).collect();
        assert_eq!(names, PARALLEL_CALL_GROUPS);
        assert_eq!(PARALLEL_GROUPS, &PARALLEL_CALL_GROUPS[..9]);
        assert_eq!(
            OpKind::Parallel.def().group_index("across"),
            Some(Group::Across as usize)
        );
    }

    #[test]
    fn groups_come_from_the_segment_sizes() {
        let l =
            ParallelLayout::of(&attrs(&[3, 1, 0, 2, 0, 0, 0, 0, 0], &[0, 1]), false, 6).unwrap();
        assert_eq!(l.group(Group::Bounds), 0..3);
        assert_eq!(l.on(), Some(3));
        assert_eq!(l.group(Group::Renew), 4..6);
        assert_eq!(l.group(Group::Reductions), 6..6);
        assert_eq!(l.group(Group::Captures), 6..6);
    }

    #[test]
    fn a_group_that_disagrees_with_its_attributes_is_named() {
        let e = ParallelLayout::of(&attrs(&[2, 1, 0, 3, 0, 0, 0, 0, 0], &[0, 1]), false, 6)
            .unwrap_err();
        assert!(e.contains("operand group 'bounds' has 2"), "{e}");
        let e = ParallelLayout::of(&attrs(&[3, 1, 0, 1, 1, 0, 0, 0, 0], &[0, 1]), false, 6)
            .unwrap_err();
        assert!(e.contains("operand group 'renew' has 1"), "{e}");
        let e =
            ParallelLayout::of(&attrs(&[3, 1, 0, 1, 0, 1, 0, 0, 0], &[0]), false, 6).unwrap_err();
        assert!(e.contains("operand group 'across' has 1"), "{e}");
    }

    /// The empty `across`/`remote`/`cuda_block` groups move no operand: every group sits where
    /// the ops had it before their groups were sized by attribute (bounds, on, on_dynamic,
    /// renew, reductions, captures back to back), so passes and codegen see the same operands.
    #[test]
    fn empty_clause_groups_shift_no_operands() {
        let mut next = 0;
        let mut fresh = |n: usize| -> Vec<ValueId> {
            next += n;
            (next - n..next).map(ValueId::new).collect()
        };
        let sum = Attr::Array(vec![
            Attr::ident("sum"),
            Attr::Type(Type::F64),
            Attr::Int(1),
        ]);
        for rank in 1..=3 {
            for (on, dynamic) in [(0, 0), (1, 0), (1, 2)] {
                for renew in 0..=2 {
                    for reductions in 0..=2 {
                        let groups = ParallelOperands {
                            bounds: fresh(3 * rank),
                            on: fresh(on).first().copied(),
                            on_dynamic: fresh(dynamic),
                            renew: fresh(renew),
                            reductions: fresh(reductions),
                            captures: fresh(2),
                            ..Default::default()
                        };
                        let mut a: Attrs = [
                            ("rank", Attr::Int(rank as i64)),
                            ("renew", Attr::ints(vec![0; renew])),
                            ("reductions", Attr::Array(vec![sum.clone(); reductions])),
                        ]
                        .into_iter()
                        .collect();
                        if on == 1 {
                            a.set("on", Attr::Array(vec![Attr::ints([0, 1, 0]); 3]));
                            a.set("on_dynamic", Attr::ints(vec![2; dynamic]));
                        }
                        let ops = groups.build(OpKind::ParallelCall, &mut a);
                        let l = ParallelLayout::of(&a, true, ops.len()).unwrap();
                        let b = 3 * rank;
                        assert_eq!(l.group(Group::Bounds), 0..b);
                        assert_eq!(l.on(), (on == 1).then_some(b));
                        let d = b + on;
                        assert_eq!(l.group(Group::OnDynamic), d..d + dynamic);
                        let r = d + dynamic;
                        assert_eq!(l.group(Group::Renew), r..r + renew);
                        let red = r + renew;
                        assert_eq!(l.group(Group::Reductions), red..red + reductions);
                        let c = red + reductions;
                        assert_eq!(l.group(Group::Captures), c..c + 2);
                        for g in [Group::Across, Group::Remote, Group::CudaBlock, Group::Stage] {
                            assert!(l.group(g).is_empty());
                        }
                        assert_eq!(ParallelOperands::of(&l, &ops), groups);
                    }
                }
            }
        }
    }

    #[test]
    fn builders_and_accessors_agree() {
        let v = |i: usize| ValueId::new(i);
        let groups = ParallelOperands {
            bounds: vec![v(0), v(1), v(2)],
            on: Some(v(3)),
            renew: vec![v(4), v(5)],
            captures: vec![v(6)],
            ..Default::default()
        };
        let mut a = attrs(&[], &[0, 1]);
        a.set("handler", Attr::Symbol("h".into()));
        let operands = groups.build(OpKind::ParallelCall, &mut a);
        assert_eq!(operands, (0..7).map(v).collect::<Vec<_>>());
        assert_eq!(
            a.get(SEGMENTS_ATTR).and_then(Attr::as_int_array),
            Some(vec![3, 1, 0, 2, 0, 0, 0, 0, 0, 1])
        );
        let l = ParallelLayout::of(&a, true, operands.len()).unwrap();
        assert_eq!(ParallelOperands::of(&l, &operands), groups);
        assert_eq!(l.values(&operands, Group::Captures), &[v(6)]);
    }
}
