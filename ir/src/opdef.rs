//! Op definitions: the one declarative record of each op kind (its operands, results, typed
//! attributes, regions, successors and traits), from which the verifier's generic checks and the
//! operand-group accessors are derived.
//!
//! The model is MLIR's ODS (Operation Definition Specification): an op is declared once, with
//! its operand and attribute constraints, and the verifier, accessors and documentation follow
//! from that declaration instead of being repeated by hand in each consumer. `ops.rs` declares
//! every op with the small `const` builder below (`op(2, 1).pure().attrs(&[...])`), next to the
//! op's doc-comment contract; `verify.rs` first runs [`check_against_def`] for every op (counts,
//! regions, successors, required attributes and their kinds) and then only the per-op type
//! rules that a table cannot express (`same_binary`, conversions, signatures).
//!
//! Ops with several variable-length operand groups (`dvm.parallel`: loop bounds, the `on`
//! handle, shadow-renew handles, reductions, ...) declare named groups ([`OperandSpec::Segments`])
//! and carry their sizes in one attribute, [`SEGMENTS_ATTR`] = `operand_segments = [n0, n1, ...]`,
//! as MLIR's `AttrSizedOperandSegments` trait does. A group's operands are then found from the
//! sizes alone ([`segment_ranges`]), never by counting positions, so adding a group (an `across`
//! list, a per-target handler) does not shift the operands of the others. Builders create the
//! attribute from the groups they pass with [`segmented_operands`].

use crate::attr::{Attr, Attrs};
use std::ops::Range;

/// The name of the attribute that sizes the operand groups of a segmented op.
pub const SEGMENTS_ATTR: &str = "operand_segments";

/// How many values: exactly `n`, or `n` or more (the exact count then depends on types or
/// attributes and is checked by the op's own rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    Exactly(usize),
    AtLeast(usize),
}

impl Arity {
    pub fn accepts(self, n: usize) -> bool {
        match self {
            Arity::Exactly(k) => n == k,
            Arity::AtLeast(k) => n >= k,
        }
    }

    fn describe(self) -> String {
        match self {
            Arity::Exactly(k) => k.to_string(),
            Arity::AtLeast(k) => format!("at least {k}"),
        }
    }
}

/// The operands of an op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OperandSpec {
    /// One list of operands.
    Count(Arity),
    /// Named groups, in operand order, sized by the `operand_segments` attribute.
    Segments(&'static [&'static str]),
}

/// The kind (type) an attribute's value must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrKind {
    Int,
    /// An integer or a float (`arith.constant`'s `value`).
    Number,
    Bool,
    /// A quoted string.
    Str,
    /// A bare word (`slt`, `block`).
    Ident,
    /// A module symbol (`@f`).
    Sym,
    /// A type (`f32`, `ptr`).
    Ty,
    /// A list of integers.
    IntArray,
    /// A list of anything (the op's own rule checks its elements).
    Array,
}

impl AttrKind {
    pub fn accepts(self, a: &Attr) -> bool {
        match self {
            AttrKind::Int => matches!(a, Attr::Int(_)),
            AttrKind::Number => matches!(a, Attr::Int(_) | Attr::Float(_)),
            AttrKind::Bool => matches!(a, Attr::Bool(_)),
            AttrKind::Str => matches!(a, Attr::Str(_)),
            AttrKind::Ident => matches!(a, Attr::Ident(_)),
            AttrKind::Sym => matches!(a, Attr::Symbol(_)),
            AttrKind::Ty => a.as_type().is_some(),
            AttrKind::IntArray => a.as_int_array().is_some(),
            AttrKind::Array => a.as_array().is_some(),
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            AttrKind::Int => "an integer",
            AttrKind::Number => "a number",
            AttrKind::Bool => "true or false",
            AttrKind::Str => "a string",
            AttrKind::Ident => "a bare word",
            AttrKind::Sym => "a symbol '@name'",
            AttrKind::Ty => "a type",
            AttrKind::IntArray => "a list of integers",
            AttrKind::Array => "a list",
        }
    }
}

/// One attribute an op knows. Attributes an op does not declare are allowed (and ignored).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttrDef {
    pub name: &'static str,
    pub kind: AttrKind,
    pub required: bool,
}

/// A required attribute.
pub const fn req(name: &'static str, kind: AttrKind) -> AttrDef {
    AttrDef {
        name,
        kind,
        required: true,
    }
}

/// An optional attribute (checked for its kind when present).
pub const fn opt(name: &'static str, kind: AttrKind) -> AttrDef {
    AttrDef {
        name,
        kind,
        required: false,
    }
}

/// Trait bits of an op.
pub mod traits {
    /// No side effects; results are the only thing it produces (removable when unused, safe to
    /// duplicate).
    pub const PURE: u8 = 1;
    /// Ends a block.
    pub const TERMINATOR: u8 = 2;
}

/// The definition of one op kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpDef {
    /// `dialect.op`.
    pub name: &'static str,
    pub operands: OperandSpec,
    pub results: Arity,
    pub attrs: &'static [AttrDef],
    pub regions: usize,
    pub successors: usize,
    pub traits: u8,
}

/// An op with exactly `operands` operands and `results` results, no attributes, regions or
/// successors; refined with the builder methods below.
pub const fn op(operands: usize, results: usize) -> OpDef {
    OpDef {
        name: "",
        operands: OperandSpec::Count(Arity::Exactly(operands)),
        results: Arity::Exactly(results),
        attrs: &[],
        regions: 0,
        successors: 0,
        traits: 0,
    }
}

/// An op whose operands are named groups sized by `operand_segments`.
pub const fn segmented(groups: &'static [&'static str], results: usize) -> OpDef {
    OpDef {
        operands: OperandSpec::Segments(groups),
        ..op(0, results)
    }
}

impl OpDef {
    /// The operand count given to [`op`] becomes a minimum.
    pub const fn variadic(self) -> OpDef {
        let operands = match self.operands {
            OperandSpec::Count(Arity::Exactly(n)) => OperandSpec::Count(Arity::AtLeast(n)),
            other => other,
        };
        OpDef { operands, ..self }
    }

    /// The result count given to [`op`] becomes a minimum.
    pub const fn variadic_results(self) -> OpDef {
        let results = match self.results {
            Arity::Exactly(n) => Arity::AtLeast(n),
            other => other,
        };
        OpDef { results, ..self }
    }

    pub const fn attrs(self, attrs: &'static [AttrDef]) -> OpDef {
        OpDef { attrs, ..self }
    }

    pub const fn regions(self, regions: usize) -> OpDef {
        OpDef { regions, ..self }
    }

    pub const fn successors(self, successors: usize) -> OpDef {
        OpDef { successors, ..self }
    }

    pub const fn pure(self) -> OpDef {
        OpDef {
            traits: self.traits | traits::PURE,
            ..self
        }
    }

    pub const fn terminator(self) -> OpDef {
        OpDef {
            traits: self.traits | traits::TERMINATOR,
            ..self
        }
    }

    /// Used by the `op_kinds!` table to fill in the op's textual name.
    pub const fn named(self, name: &'static str) -> OpDef {
        OpDef { name, ..self }
    }

    pub fn has_trait(&self, bit: u8) -> bool {
        self.traits & bit != 0
    }

    /// The declaration of attribute `name`, if the op declares it.
    pub fn attr(&self, name: &str) -> Option<&'static AttrDef> {
        self.attrs.iter().find(|a| a.name == name)
    }

    /// The index of operand group `name` of a segmented op.
    pub fn group_index(&self, name: &str) -> Option<usize> {
        match self.operands {
            OperandSpec::Segments(groups) => groups.iter().position(|g| *g == name),
            OperandSpec::Count(_) => None,
        }
    }
}

/// The operand range of each group of a segmented op, read from `operand_segments` and checked
/// against the op's operand count. `Err` names what is wrong (and the group, when one is).
pub fn segment_ranges(
    groups: &[&str],
    attrs: &Attrs,
    n_operands: usize,
) -> Result<Vec<Range<usize>>, String> {
    let sizes = attrs
        .get(SEGMENTS_ATTR)
        .ok_or_else(|| format!("missing attribute '{SEGMENTS_ATTR}'"))?
        .as_int_array()
        .ok_or_else(|| format!("'{SEGMENTS_ATTR}' must be a list of integers"))?;
    if sizes.len() != groups.len() {
        return Err(format!(
            "'{SEGMENTS_ATTR}' needs {} sizes ({}), found {}",
            groups.len(),
            groups.join(", "),
            sizes.len()
        ));
    }
    let mut ranges = Vec::with_capacity(groups.len());
    let mut at = 0usize;
    for (name, &size) in groups.iter().zip(&sizes) {
        let size = usize::try_from(size)
            .map_err(|_| format!("operand group '{name}' has a negative size {size}"))?;
        ranges.push(at..at.saturating_add(size));
        at = at.saturating_add(size);
    }
    if at != n_operands {
        return Err(format!(
            "'{SEGMENTS_ATTR}' sizes add up to {at} operands, but the op has {n_operands}"
        ));
    }
    Ok(ranges)
}

/// Flattens operand groups (in the op's group order) into one operand list and the
/// `operand_segments` attribute that describes them: the one place where builders size groups.
pub fn segmented_operands<T: Copy>(groups: &[&[T]]) -> (Vec<T>, Attr) {
    let operands = groups.iter().flat_map(|g| g.iter().copied()).collect();
    let sizes = Attr::ints(groups.iter().map(|g| g.len() as i64));
    (operands, sizes)
}

/// The checks every op gets from its definition: operand and result counts (or the operand
/// segments), region and successor counts, required attributes and the kinds of the declared
/// attributes present. `Err` is one message naming the first problem.
pub fn check_against_def(
    def: &OpDef,
    attrs: &Attrs,
    n_operands: usize,
    n_results: usize,
    n_regions: usize,
    n_successors: usize,
) -> Result<(), String> {
    for a in def.attrs {
        match attrs.get(a.name) {
            None if a.required => return Err(format!("missing attribute '{}'", a.name)),
            Some(v) if !a.kind.accepts(v) => {
                return Err(format!(
                    "attribute '{}' must be {}, found {v}",
                    a.name,
                    a.kind.describe()
                ))
            }
            _ => {}
        }
    }
    match def.operands {
        OperandSpec::Count(arity) if !arity.accepts(n_operands) => {
            return Err(format!(
                "expected {} operand(s), found {n_operands}",
                arity.describe()
            ))
        }
        OperandSpec::Count(_) => {}
        OperandSpec::Segments(groups) => {
            segment_ranges(groups, attrs, n_operands)?;
        }
    }
    if !def.results.accepts(n_results) {
        return Err(format!(
            "expected {} result(s), found {n_results}",
            def.results.describe()
        ));
    }
    if n_regions != def.regions {
        return Err(format!(
            "expected {} region(s), found {n_regions}",
            def.regions
        ));
    }
    if n_successors != def.successors {
        return Err(format!(
            "expected {} successor(s), found {n_successors}",
            def.successors
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const GROUPS: &[&str] = &["a", "b", "c"];

    fn with_sizes(sizes: &[i64]) -> Attrs {
        [(SEGMENTS_ATTR, Attr::ints(sizes.iter().copied()))]
            .into_iter()
            .collect()
    }

    #[test]
    fn segments_give_consecutive_ranges() {
        let r = segment_ranges(GROUPS, &with_sizes(&[2, 0, 3]), 5).unwrap();
        assert_eq!(r, vec![0..2, 2..2, 2..5]);
    }

    #[test]
    fn segments_must_match_the_operand_count_and_groups() {
        let e = segment_ranges(GROUPS, &with_sizes(&[2, 0, 3]), 6).unwrap_err();
        assert_eq!(
            e,
            "'operand_segments' sizes add up to 5 operands, but the op has 6"
        );
        let e = segment_ranges(GROUPS, &with_sizes(&[2, 3]), 5).unwrap_err();
        assert_eq!(e, "'operand_segments' needs 3 sizes (a, b, c), found 2");
        let e = segment_ranges(GROUPS, &with_sizes(&[2, -1, 3]), 4).unwrap_err();
        assert_eq!(e, "operand group 'b' has a negative size -1");
        let e = segment_ranges(GROUPS, &Attrs::new(), 0).unwrap_err();
        assert_eq!(e, "missing attribute 'operand_segments'");
    }

    #[test]
    fn segmented_operands_size_the_groups_they_flatten() {
        let (ops, attr) = segmented_operands(&[&[1, 2][..], &[], &[3]]);
        assert_eq!(ops, vec![1, 2, 3]);
        assert_eq!(attr.as_int_array(), Some(vec![2, 0, 1]));
        let attrs: Attrs = [(SEGMENTS_ATTR, attr)].into_iter().collect();
        assert_eq!(
            segment_ranges(GROUPS, &attrs, 3).unwrap(),
            vec![0..2, 2..2, 2..3]
        );
    }

    #[test]
    fn definitions_check_counts_attributes_and_regions() {
        const D: &[AttrDef] = &[req("value", AttrKind::Number), opt("nsw", AttrKind::Bool)];
        let def = op(2, 1).attrs(D);
        let mut attrs = Attrs::new();
        assert_eq!(
            check_against_def(&def, &attrs, 2, 1, 0, 0).unwrap_err(),
            "missing attribute 'value'"
        );
        attrs.set("value", Attr::Int(1));
        assert!(check_against_def(&def, &attrs, 2, 1, 0, 0).is_ok());
        attrs.set("nsw", Attr::Int(1));
        assert_eq!(
            check_against_def(&def, &attrs, 2, 1, 0, 0).unwrap_err(),
            "attribute 'nsw' must be true or false, found 1"
        );
        attrs.set("nsw", Attr::Bool(true));
        assert_eq!(
            check_against_def(&def, &attrs, 3, 1, 0, 0).unwrap_err(),
            "expected 2 operand(s), found 3"
        );
        assert_eq!(
            check_against_def(&def.variadic(), &attrs, 1, 1, 0, 0).unwrap_err(),
            "expected at least 2 operand(s), found 1"
        );
        assert_eq!(
            check_against_def(&def, &attrs, 2, 1, 1, 0).unwrap_err(),
            "expected 0 region(s), found 1"
        );
    }
}
