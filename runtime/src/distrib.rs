//! Templates, alignment rules and distributions: which process owns which indices.
//!
//! A *template* is the root of an alignment tree: an index space whose dimensions are either
//! split in blocks over grid dimensions (by the formats of [`crate::formats`], whose block
//! boundaries the template keeps) or not distributed (`*`). A distributed array (or a
//! parallel loop) is *mapped* onto a template by one rule per template dimension (`a*i + b`
//! of one of its own dimensions, `*` replication, or a constant). Alignment chains are
//! composed here so that every mapped object refers straight to its root; realigning the base
//! later therefore never moves the arrays aligned with it, as the language requires.
//!
//! Everything is a pure function of the grid coordinates, so every process can compute what
//! every other process owns without communication.

use std::fmt;
use std::sync::Arc;

use crate::boxes::IndexBox;
pub use crate::formats::DimFormat;
use crate::grid::ProcGrid;

/// `floor(a / b)` for any signs (`b != 0`).
pub fn div_floor(a: i64, b: i64) -> i64 {
    let (a, b) = (a as i128, b as i128);
    let q = a / b;
    let q = if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    };
    q.clamp(i64::MIN as i128, i64::MAX as i128) as i64
}

/// `ceil(a / b)` for any signs (`b != 0`).
pub fn div_ceil(a: i64, b: i64) -> i64 {
    let (a, b) = (a as i128, b as i128);
    let q = a / b;
    let q = if a % b != 0 && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    };
    q.clamp(i64::MIN as i128, i64::MAX as i128) as i64
}

/// The part `part` (0-based) of `lo ..= hi` split into `parts` BLOCKs: contiguous, in order,
/// sizes differing by at most one. With N >= P indices, part k gets
/// `floor((k+1)N/P) - floor(kN/P)` of them (the CDVMH specification's formula: larger blocks
/// come last); with N < P the first N parts get one index each. Returns an empty range
/// (`hi < lo`) for a part without indices.
pub fn block_range(lo: i64, hi: i64, parts: usize, part: usize) -> (i64, i64) {
    let n = (hi as i128 - lo as i128 + 1).max(0);
    let (p, k) = (parts.max(1) as i128, part as i128);
    if n < p {
        return if k < n {
            (lo + k as i64, lo + k as i64)
        } else {
            (lo, lo - 1)
        };
    }
    let start = k * n / p;
    let end = (k + 1) * n / p - 1;
    (lo + start as i64, lo + end as i64)
}

/// The range of `x` with `lo <= coeff*x + offset <= hi` (`coeff != 0`); empty when `hi < lo`.
pub fn preimage_range(coeff: i64, offset: i64, lo: i64, hi: i64) -> (i64, i64) {
    let (from, to) = (lo.saturating_sub(offset), hi.saturating_sub(offset));
    if coeff > 0 {
        (div_ceil(from, coeff), div_floor(to, coeff))
    } else {
        (div_ceil(to, coeff), div_floor(from, coeff))
    }
}

/// How one dimension of a template (or of a base array) is reached from the mapped object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AxisRule {
    /// `target index = coeff * (index of the object's dimension axis) + offset`, coeff != 0.
    Linear {
        axis: usize,
        coeff: i64,
        offset: i64,
    },
    /// `*`: the object is replicated along this dimension.
    Replicated,
    /// The object sits at this constant index of the dimension.
    Constant(i64),
}

/// A malformed rule triple from the program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError(pub String);

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Decodes ABI rule triples `(axis, coeff, offset)`, one per target dimension: `axis >= 0`
/// names a dimension of the source (`< source_rank`, each used at most once; coeff 0 makes the
/// rule a constant), `-1` is `*`, `-2` the constant `offset`. `what` names the source kind in
/// messages ("dimension" of an array, "loop dimension").
pub fn decode_rules(
    triples: &[i64],
    source_rank: usize,
    what: &str,
) -> Result<Vec<AxisRule>, RuleError> {
    let mut used = vec![false; source_rank];
    let mut rules = Vec::with_capacity(triples.len() / 3);
    for (t, triple) in triples.chunks_exact(3).enumerate() {
        let (axis, coeff, offset) = (triple[0], triple[1], triple[2]);
        let rule = match axis {
            -1 => AxisRule::Replicated,
            -2 => AxisRule::Constant(offset),
            a if a >= 0 && (a as usize) < source_rank => {
                let a = a as usize;
                if used[a] {
                    return Err(RuleError(format!(
                        "{what} {} is used by more than one rule (rule {})",
                        a + 1,
                        t + 1
                    )));
                }
                used[a] = true;
                if coeff == 0 {
                    AxisRule::Constant(offset)
                } else {
                    AxisRule::Linear {
                        axis: a,
                        coeff,
                        offset,
                    }
                }
            }
            a => {
                return Err(RuleError(format!(
                    "rule {}: axis {a} is neither -1 (*), -2 (constant) nor a {what} 0..{}",
                    t + 1,
                    source_rank.saturating_sub(1)
                )))
            }
        };
        rules.push(rule);
    }
    Ok(rules)
}

/// Checks that every rule maps the source index ranges `source` into the target's bounds.
pub fn check_images(
    rules: &[AxisRule],
    source: &IndexBox,
    target: &IndexBox,
) -> Result<(), RuleError> {
    for (t, rule) in rules.iter().enumerate() {
        let (tlo, thi) = (target.lo(t), target.hi(t));
        let (ilo, ihi) = match *rule {
            AxisRule::Replicated => continue,
            AxisRule::Constant(b) => (b, b),
            AxisRule::Linear {
                axis,
                coeff,
                offset,
            } => {
                if source.extent(axis) == 0 {
                    continue;
                }
                let a = coeff.saturating_mul(source.lo(axis)).saturating_add(offset);
                let b = coeff.saturating_mul(source.hi(axis)).saturating_add(offset);
                (a.min(b), a.max(b))
            }
        };
        if ilo < tlo || ihi > thi {
            return Err(RuleError(format!(
                "rule {} maps to indices {ilo}:{ihi}, outside the bounds {tlo}:{thi} of that dimension",
                t + 1
            )));
        }
    }
    Ok(())
}

/// The root of an alignment tree: an index space with a distribution.
#[derive(Debug, PartialEq, Eq)]
pub struct Template {
    bounds: IndexBox,
    /// The processor arrangement the template is distributed over (the processor grid, or
    /// the `PROCESSORS` arrangement its ONTO names): every arrangement numbers the same
    /// processes, so objects on different arrangements exchange data by process rank.
    grid: ProcGrid,
    /// For each dimension, the grid dimension it is distributed over.
    grid_dims: Vec<Option<usize>>,
    /// For each distributed dimension, the block of each processor along its grid dimension
    /// (any sizes, possibly empty); empty for `*` dimensions.
    blocks: Vec<Vec<(i64, i64)>>,
}

/// Why a distribution cannot be placed on the grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TemplateError {
    /// More distributed dimensions (the count) than the grid has.
    GridTooSmall(usize),
    /// A format's parameters do not fit dimension `dim` (0-based).
    Format { dim: usize, message: String },
    /// The ONTO section does not fit the grid.
    Onto(String),
}

/// Which grid dimensions a distribution's distributed dimensions take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AxisOrder {
    /// Fortran: the k-th distributed dimension goes to grid dimension k.
    #[default]
    Leading,
    /// C-DVMH: of `n` distributed dimensions on a grid of rank `R`, the k-th goes to grid
    /// dimension `R - n + k`. A C array's dimensions reach the runtime reversed, and C numbers
    /// the processor axes in the grid's reverse order, so C's first distributed dimension
    /// lands on C's processor axis 1 (grid dimension `R - 1`) whatever the array's rank.
    Trailing,
}

impl Template {
    /// The k-th distributed dimension goes to grid dimension k.
    pub fn new(
        bounds: IndexBox,
        formats: &[DimFormat],
        grid: &ProcGrid,
    ) -> Result<Template, TemplateError> {
        Template::place(bounds, formats, grid, AxisOrder::Leading, None)
    }

    /// The distributed dimensions go to the grid dimensions `order` says, onto the section
    /// `onto` of the grid if one is given (`ONTO P(1:2)`: 0-based coordinates `(lo, hi)` per
    /// grid dimension, from the first): a dimension distributed over grid dimension `g` is
    /// split among the section's processors along `g` only, and the processors outside the
    /// section hold empty blocks (they own nothing).
    pub fn place(
        bounds: IndexBox,
        formats: &[DimFormat],
        grid: &ProcGrid,
        order: AxisOrder,
        onto: Option<&[(usize, usize)]>,
    ) -> Result<Template, TemplateError> {
        let count = formats.iter().filter(|f| f.is_distributed()).count();
        if count > grid.rank() {
            return Err(TemplateError::GridTooSmall(count));
        }
        let mut next = match order {
            AxisOrder::Leading => 0,
            AxisOrder::Trailing => grid.rank() - count,
        };
        let grid_dims: Vec<Option<usize>> = formats
            .iter()
            .map(|f| {
                f.is_distributed().then(|| {
                    next += 1;
                    next - 1
                })
            })
            .collect();
        let section = onto.unwrap_or(&[]);
        if section.len() > grid.rank() {
            return Err(TemplateError::Onto(format!(
                "the section has {} dimensions but the grid is {grid}",
                section.len()
            )));
        }
        for (g, &(lo, hi)) in section.iter().enumerate() {
            if lo > hi || hi >= grid.dim(g) {
                return Err(TemplateError::Onto(format!(
                    "processors {}:{} of grid dimension {} do not exist: the grid is {grid}",
                    lo + 1,
                    hi + 1,
                    g + 1
                )));
            }
        }
        let blocks = formats
            .iter()
            .zip(&grid_dims)
            .enumerate()
            .map(|(t, (f, g))| match g {
                None => Ok(Vec::new()),
                Some(g) => {
                    let (lo, hi) = section.get(*g).copied().unwrap_or((0, grid.dim(*g) - 1));
                    let parts = f
                        .split(bounds.lo(t), bounds.hi(t), hi - lo + 1)
                        .map_err(|message| TemplateError::Format { dim: t, message })?;
                    let empty = (bounds.lo(t), bounds.lo(t) - 1);
                    Ok((0..grid.dim(*g))
                        .map(|c| {
                            if (lo..=hi).contains(&c) {
                                parts[c - lo]
                            } else {
                                empty
                            }
                        })
                        .collect())
                }
            })
            .collect::<Result<_, _>>()?;
        Ok(Template {
            bounds,
            grid: grid.clone(),
            grid_dims,
            blocks,
        })
    }

    pub fn bounds(&self) -> &IndexBox {
        &self.bounds
    }

    /// The processor arrangement the template is distributed over.
    pub fn grid(&self) -> &ProcGrid {
        &self.grid
    }

    /// The indices of dimension `t` that the process at `coords` holds, if `t` is distributed.
    pub fn block(&self, t: usize, _grid: &ProcGrid, coords: &[usize]) -> Option<(i64, i64)> {
        self.grid_dims[t].map(|g| self.blocks[t][coords[g]])
    }

    /// The grid dimension template dimension `t` is distributed over (`None`: `*`).
    pub fn grid_dim(&self, t: usize) -> Option<usize> {
        self.grid_dims[t]
    }
}

/// One constraint a process's grid position puts on an object's dimension `axis`:
/// `lo <= coeff * i + offset <= hi`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Restriction {
    pub axis: usize,
    pub coeff: i64,
    pub offset: i64,
    pub lo: i64,
    pub hi: i64,
}

impl Restriction {
    /// The indices of `axis` allowed by this restriction.
    pub fn allowed(&self) -> (i64, i64) {
        preimage_range(self.coeff, self.offset, self.lo, self.hi)
    }
}

/// An object (array or loop) mapped onto a template, one rule per template dimension.
#[derive(Clone, Debug)]
pub struct Mapping {
    template: Arc<Template>,
    rules: Vec<AxisRule>,
}

impl Mapping {
    /// The template's own array: dimension k maps to template dimension k.
    pub fn identity(template: Arc<Template>) -> Mapping {
        let rules = (0..template.bounds.rank())
            .map(|k| AxisRule::Linear {
                axis: k,
                coeff: 1,
                offset: 0,
            })
            .collect();
        Mapping { template, rules }
    }

    pub fn template(&self) -> &Arc<Template> {
        &self.template
    }

    /// The processor arrangement the object is distributed over (its template's).
    pub fn grid(&self) -> &ProcGrid {
        &self.template.grid
    }

    /// The coordinates of process `rank` in [`Mapping::grid`].
    pub fn coords_of(&self, rank: usize) -> Vec<usize> {
        self.template.grid.coords_of(rank)
    }

    pub fn rules(&self) -> &[AxisRule] {
        &self.rules
    }

    /// The same rules onto another template of the same index space (REDISTRIBUTE of the
    /// root: every object aligned with it follows).
    pub fn retarget(&self, template: Arc<Template>) -> Mapping {
        Mapping {
            template,
            rules: self.rules.clone(),
        }
    }

    /// The mapping of an object aligned with this mapping's object by `rules` (one per
    /// dimension of this object): composes `t = a1*(a2*i + b2) + b1` down to the template.
    pub fn compose(&self, rules: &[AxisRule]) -> Mapping {
        let composed = self
            .rules
            .iter()
            .map(|outer| match *outer {
                AxisRule::Linear {
                    axis,
                    coeff,
                    offset,
                } => match rules[axis] {
                    AxisRule::Linear {
                        axis: inner,
                        coeff: c2,
                        offset: b2,
                    } => AxisRule::Linear {
                        // Saturating: absurd coefficients give absurd (but defined) images,
                        // which the bounds checks reject.
                        axis: inner,
                        coeff: coeff.saturating_mul(c2),
                        offset: coeff.saturating_mul(b2).saturating_add(offset),
                    },
                    AxisRule::Replicated => AxisRule::Replicated,
                    AxisRule::Constant(b2) => {
                        AxisRule::Constant(coeff.saturating_mul(b2).saturating_add(offset))
                    }
                },
                other => other,
            })
            .collect();
        Mapping {
            template: Arc::clone(&self.template),
            rules: composed,
        }
    }

    /// For each grid dimension, whether the object is replicated along it: the template does
    /// not use it, or the object's rule for the template dimension on it is `*`.
    pub fn replicated_grid_dims(&self, grid: &ProcGrid) -> Vec<bool> {
        let mut replicated = vec![true; grid.rank()];
        for (t, g) in self.template.grid_dims.iter().enumerate() {
            if let Some(g) = *g {
                replicated[g] = self.rules[t] == AxisRule::Replicated;
            }
        }
        replicated
    }

    /// The constraints on the object's dimensions at the process `coords`, or `None` when the
    /// object has nothing there (a constant rule outside the process's block).
    pub fn restrictions(&self, grid: &ProcGrid, coords: &[usize]) -> Option<Vec<Restriction>> {
        let mut out = Vec::new();
        for (t, rule) in self.rules.iter().enumerate() {
            let Some((lo, hi)) = self.template.block(t, grid, coords) else {
                continue;
            };
            match *rule {
                AxisRule::Replicated => {}
                AxisRule::Constant(b) => {
                    if b < lo || b > hi {
                        return None;
                    }
                }
                AxisRule::Linear {
                    axis,
                    coeff,
                    offset,
                } => out.push(Restriction {
                    axis,
                    coeff,
                    offset,
                    lo,
                    hi,
                }),
            }
        }
        Some(out)
    }

    /// The part of an object with index space `bounds` owned by the process at `coords`.
    pub fn owned_box(&self, bounds: &IndexBox, grid: &ProcGrid, coords: &[usize]) -> IndexBox {
        let Some(restrictions) = self.restrictions(grid, coords) else {
            return IndexBox::empty(bounds.rank());
        };
        let mut owned = *bounds;
        for r in restrictions {
            let (lo, hi) = r.allowed();
            owned = owned.with_dim(r.axis, owned.lo(r.axis).max(lo), owned.hi(r.axis).min(hi));
        }
        owned
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(dims: &[usize]) -> ProcGrid {
        ProcGrid::choose(Some(dims), dims.iter().product(), dims.len()).unwrap()
    }

    #[test]
    fn onto_a_section_leaves_the_other_processors_empty() {
        let g = grid(&[4, 2]);
        let bounds = IndexBox::new(&[1, 1], &[10, 6]);
        let formats = [DimFormat::Block, DimFormat::Block];
        let t = Template::place(
            bounds,
            &formats,
            &g,
            AxisOrder::Leading,
            Some(&[(1, 2), (0, 1)]),
        )
        .unwrap();
        // Dimension 1: 10 indices over processors 1..=2 of 4; dimension 2 over both.
        assert_eq!(t.block(0, &g, &[0, 0]), Some((1, 0)));
        assert_eq!(t.block(0, &g, &[1, 0]), Some((1, 5)));
        assert_eq!(t.block(0, &g, &[2, 1]), Some((6, 10)));
        assert_eq!(t.block(0, &g, &[3, 1]), Some((1, 0)));
        assert_eq!(t.block(1, &g, &[1, 1]), Some((4, 6)));
        // A section on the first grid dimension only: the second is whole.
        let t = Template::place(bounds, &formats, &g, AxisOrder::Leading, Some(&[(3, 3)])).unwrap();
        assert_eq!(t.block(0, &g, &[3, 0]), Some((1, 10)));
        assert_eq!(t.block(0, &g, &[0, 0]), Some((1, 0)));
        assert_eq!(t.block(1, &g, &[0, 1]), Some((4, 6)));
        assert!(matches!(
            Template::place(bounds, &formats, &g, AxisOrder::Leading, Some(&[(2, 4)])),
            Err(TemplateError::Onto(_))
        ));
    }

    #[test]
    fn floor_and_ceil_division_with_negative_numbers() {
        assert_eq!(div_floor(7, 2), 3);
        assert_eq!(div_floor(-7, 2), -4);
        assert_eq!(div_floor(7, -2), -4);
        assert_eq!(div_floor(-7, -2), 3);
        assert_eq!(div_floor(-6, 2), -3);
        assert_eq!(div_ceil(7, 2), 4);
        assert_eq!(div_ceil(-7, 2), -3);
        assert_eq!(div_ceil(7, -2), -3);
        assert_eq!(div_ceil(-7, -2), 4);
        assert_eq!(div_ceil(6, 3), 2);
    }

    #[test]
    fn block_splitting_matches_the_specification_tables() {
        let parts = |n: i64, p: usize| -> Vec<(i64, i64)> {
            (0..p).map(|k| block_range(0, n - 1, p, k)).collect()
        };
        assert_eq!(parts(12, 4), vec![(0, 2), (3, 5), (6, 8), (9, 11)]);
        assert_eq!(parts(11, 4), vec![(0, 1), (2, 4), (5, 7), (8, 10)]);
        assert_eq!(parts(5, 4), vec![(0, 0), (1, 1), (2, 2), (3, 4)]);
        // Fewer indices than parts: the first parts get one each.
        assert_eq!(parts(2, 4), vec![(0, 0), (1, 1), (0, -1), (0, -1)]);
        // Non-zero lower bound.
        assert_eq!(block_range(1, 10, 3, 0), (1, 3));
        assert_eq!(block_range(1, 10, 3, 2), (7, 10));
    }

    #[test]
    fn preimages_of_linear_rules() {
        // 2i + 1 in [4, 9]  =>  i in [2, 4]
        assert_eq!(preimage_range(2, 1, 4, 9), (2, 4));
        // -i + 10 in [3, 5]  =>  i in [5, 7]
        assert_eq!(preimage_range(-1, 10, 3, 5), (5, 7));
        // -3i in [-7, 2]  =>  i in [0, 2]  (i = -0.66.. .. 2.33..)
        assert_eq!(preimage_range(-3, 0, -7, 2), (0, 2));
        // 3i - 1 in [3, 4]: no integer
        let (lo, hi) = preimage_range(3, -1, 3, 4);
        assert!(hi < lo);
    }

    #[test]
    fn decoding_rules_reports_malformed_triples() {
        let rules = decode_rules(&[1, 2, 3, -1, 0, 0, -2, 0, 7, 0, 0, 5], 2, "dimension").unwrap();
        assert_eq!(
            rules,
            vec![
                AxisRule::Linear {
                    axis: 1,
                    coeff: 2,
                    offset: 3
                },
                AxisRule::Replicated,
                AxisRule::Constant(7),
                AxisRule::Constant(5),
            ]
        );
        let err = decode_rules(&[0, 1, 0, 0, 1, 0], 2, "dimension").unwrap_err();
        assert_eq!(
            err.to_string(),
            "dimension 1 is used by more than one rule (rule 2)"
        );
        let err = decode_rules(&[5, 1, 0], 2, "loop dimension").unwrap_err();
        assert_eq!(
            err.to_string(),
            "rule 1: axis 5 is neither -1 (*), -2 (constant) nor a loop dimension 0..1"
        );
    }

    #[test]
    fn image_check_catches_out_of_bounds_alignment() {
        let b = IndexBox::new(&[1], &[20]);
        let a = IndexBox::new(&[1], &[10]);
        let ok = [AxisRule::Linear {
            axis: 0,
            coeff: 2,
            offset: 0,
        }];
        assert!(check_images(&ok, &a, &b).is_ok());
        let bad = [AxisRule::Linear {
            axis: 0,
            coeff: 2,
            offset: 1,
        }];
        assert_eq!(
            check_images(&bad, &a, &b).unwrap_err().to_string(),
            "rule 1 maps to indices 3:21, outside the bounds 1:20 of that dimension"
        );
        assert!(check_images(&[AxisRule::Constant(21)], &a, &b).is_err());
    }

    #[test]
    fn ownership_of_a_block_distributed_array() {
        let g = grid(&[2, 2]);
        let bounds = IndexBox::new(&[1, 1], &[10, 7]);
        let t = Arc::new(Template::new(bounds, &[DimFormat::Block, DimFormat::Block], &g).unwrap());
        let m = Mapping::identity(t);
        assert_eq!(
            m.owned_box(&bounds, &g, &[0, 0]),
            IndexBox::new(&[1, 1], &[5, 3])
        );
        assert_eq!(
            m.owned_box(&bounds, &g, &[1, 1]),
            IndexBox::new(&[6, 4], &[10, 7])
        );
        assert_eq!(m.replicated_grid_dims(&g), vec![false, false]);
    }

    #[test]
    fn ownership_under_uneven_blocks_and_alignment() {
        let g = grid(&[3, 2]);
        let bounds = IndexBox::new(&[1, 1], &[10, 8]);
        let formats = [DimFormat::GenBlock(vec![4, 0, 6]), DimFormat::MultBlock(2)];
        let t = Arc::new(Template::new(bounds, &formats, &g).unwrap());
        let m = Mapping::identity(Arc::clone(&t));
        assert_eq!(
            m.owned_box(&bounds, &g, &[0, 0]),
            IndexBox::new(&[1, 1], &[4, 4])
        );
        assert!(m.owned_box(&bounds, &g, &[1, 1]).is_empty());
        assert_eq!(
            m.owned_box(&bounds, &g, &[2, 1]),
            IndexBox::new(&[5, 5], &[10, 8])
        );
        // B(i) aligned with T(i + 2, 3): rows 3..8 of the template, on grid column 0 only.
        let b = m.compose(&[
            AxisRule::Linear {
                axis: 0,
                coeff: 1,
                offset: 2,
            },
            AxisRule::Constant(3),
        ]);
        let bb = IndexBox::new(&[1], &[8]);
        assert_eq!(b.owned_box(&bb, &g, &[0, 0]), IndexBox::new(&[1], &[2]));
        assert!(b.owned_box(&bb, &g, &[1, 0]).is_empty());
        assert_eq!(b.owned_box(&bb, &g, &[2, 0]), IndexBox::new(&[3], &[8]));
        assert!(b.owned_box(&bb, &g, &[2, 1]).is_empty());
        // A format that does not fit names its dimension.
        let bad = [DimFormat::Block, DimFormat::MultBlock(3)];
        assert_eq!(
            Template::new(bounds, &bad, &g).unwrap_err(),
            TemplateError::Format {
                dim: 1,
                message: "MULT_BLOCK(3): the dimension's 8 indices are not a multiple of 3".into()
            }
        );
    }

    #[test]
    fn trailing_order_puts_fewer_distributed_dimensions_on_the_last_grid_dimensions() {
        let g = grid(&[2, 3]);
        let bounds = IndexBox::new(&[0, 0], &[9, 5]);
        // One distributed dimension on a rank-2 grid: grid dimension 1, not 0.
        let formats = [DimFormat::Block, DimFormat::Star];
        let t = Template::place(bounds, &formats, &g, AxisOrder::Trailing, None).unwrap();
        assert_eq!((t.grid_dim(0), t.grid_dim(1)), (Some(1), None));
        let t = Template::new(bounds, &formats, &g).unwrap();
        assert_eq!((t.grid_dim(0), t.grid_dim(1)), (Some(0), None));
        // As many as the grid has: the same in both orders.
        let both = [DimFormat::Block, DimFormat::Block];
        let t = Template::place(bounds, &both, &g, AxisOrder::Trailing, None).unwrap();
        assert_eq!((t.grid_dim(0), t.grid_dim(1)), (Some(0), Some(1)));
        assert_eq!(
            Template::place(bounds, &both, &grid(&[4]), AxisOrder::Trailing, None).unwrap_err(),
            TemplateError::GridTooSmall(2)
        );
    }

    #[test]
    fn too_many_block_dimensions_for_the_grid() {
        let g = grid(&[4]);
        let bounds = IndexBox::new(&[1, 1], &[10, 7]);
        assert_eq!(
            Template::new(bounds, &[DimFormat::Block, DimFormat::Block], &g).unwrap_err(),
            TemplateError::GridTooSmall(2)
        );
    }

    #[test]
    fn alignment_with_stretching_reversal_replication_and_constants() {
        let g = grid(&[2, 2]);
        let tb = IndexBox::new(&[1, 1], &[20, 20]);
        let t = Arc::new(Template::new(tb, &[DimFormat::Block, DimFormat::Block], &g).unwrap());
        let base = Mapping::identity(t);
        // E(i) with B(2*i, *): rows 1..10 of the 1-based template rows 1..20, replicated
        // along grid dimension 1.
        let e = base.compose(&[
            AxisRule::Linear {
                axis: 0,
                coeff: 2,
                offset: 0,
            },
            AxisRule::Replicated,
        ]);
        let eb = IndexBox::new(&[1], &[10]);
        assert_eq!(e.owned_box(&eb, &g, &[0, 1]), IndexBox::new(&[1], &[5]));
        assert_eq!(e.owned_box(&eb, &g, &[1, 0]), IndexBox::new(&[6], &[10]));
        assert_eq!(e.replicated_grid_dims(&g), vec![false, true]);
        // H(i) with B(-i + 21, 15): reversed, and only on grid column 1 (15 is in 11:20).
        let h = base.compose(&[
            AxisRule::Linear {
                axis: 0,
                coeff: -1,
                offset: 21,
            },
            AxisRule::Constant(15),
        ]);
        let hb = IndexBox::new(&[1], &[20]);
        assert_eq!(h.owned_box(&hb, &g, &[0, 1]), IndexBox::new(&[11], &[20]));
        assert_eq!(h.owned_box(&hb, &g, &[1, 1]), IndexBox::new(&[1], &[10]));
        assert!(h.owned_box(&hb, &g, &[0, 0]).is_empty());
        assert_eq!(h.replicated_grid_dims(&g), vec![false, false]);
        // Composition through an intermediate alignment: C(j) with E(j - 1).
        let c = e.compose(&[AxisRule::Linear {
            axis: 0,
            coeff: 1,
            offset: -1,
        }]);
        assert_eq!(
            c.rules()[0],
            AxisRule::Linear {
                axis: 0,
                coeff: 2,
                offset: -2
            }
        );
        let cb = IndexBox::new(&[2], &[11]);
        assert_eq!(c.owned_box(&cb, &g, &[0, 0]), IndexBox::new(&[2], &[6]));
    }
}
