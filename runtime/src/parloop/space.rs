//! Iteration spaces of parallel loops: this process's part of a loop nest (from the `on`
//! mapping and the grid position) and its split among threads.
//!
//! Iterations are counted by number `m = 0, 1, ...` along each dimension (value
//! `first + m*step`), which makes negative steps and stretched alignments (`a*i + b`) the same
//! problem: intersecting an arithmetic progression with an interval.

use crate::boxes::IndexBox;
use crate::distrib::{block_range, preimage_range, Mapping};
use crate::grid::ProcGrid;

/// One loop dimension `DO i = first, last, step` in normalised form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoopDim {
    pub first: i64,
    pub step: i64,
    /// Number of iterations (Fortran trip count, never negative).
    pub count: i64,
}

impl LoopDim {
    /// `None` when `step` is 0.
    pub fn new(lo: i64, hi: i64, step: i64) -> Option<LoopDim> {
        if step == 0 {
            return None;
        }
        let trips = (hi as i128 - lo as i128 + step as i128) / step as i128;
        let count = trips.clamp(0, i64::MAX as i128) as i64;
        Some(LoopDim {
            first: lo,
            step,
            count,
        })
    }

    /// The value of iteration number `m`.
    pub fn value(&self, m: i64) -> i64 {
        self.first.wrapping_add(m.wrapping_mul(self.step))
    }

    /// The smallest and largest values taken (empty box range when there are none).
    pub fn value_range(&self) -> (i64, i64) {
        if self.count == 0 {
            return (1, 0);
        }
        let (a, b) = (self.value(0), self.value(self.count - 1));
        (a.min(b), a.max(b))
    }
}

/// The loop's values as a box (for checking a mapping's images against the `on` array).
pub fn value_box(dims: &[LoopDim]) -> IndexBox {
    let (lo, hi): (Vec<i64>, Vec<i64>) = dims.iter().map(|d| d.value_range()).unzip();
    IndexBox::new(&lo, &hi)
}

/// A block of iteration numbers: `ranges[k] = (m_first, m_last)` per loop dimension.
pub type IterBlock = Vec<(i64, i64)>;

/// The iterations the process at `coords` executes: all of them without a mapping; with one,
/// those whose images lie in the process's blocks. `None` when it executes none.
pub fn local_part(
    dims: &[LoopDim],
    mapping: Option<&Mapping>,
    grid: &ProcGrid,
    coords: &[usize],
) -> Option<IterBlock> {
    let mut part: IterBlock = dims.iter().map(|d| (0, d.count - 1)).collect();
    if let Some(mapping) = mapping {
        for r in mapping.restrictions(grid, coords)? {
            let (vlo, vhi) = r.allowed();
            if vhi < vlo {
                return None;
            }
            let d = dims[r.axis];
            // Iteration numbers m with vlo <= first + m*step <= vhi.
            let (mlo, mhi) = preimage_range(d.step, d.first, vlo, vhi);
            let range = &mut part[r.axis];
            *range = (range.0.max(mlo), range.1.min(mhi));
        }
    }
    if part.iter().any(|&(a, b)| b < a) {
        return None;
    }
    Some(part)
}

/// Whether the process at `coords` contributes to reductions: it must have coordinate 0
/// along every grid dimension where the loop is replicated (without a mapping: every one).
pub fn contributes(mapping: Option<&Mapping>, grid: &ProcGrid, coords: &[usize]) -> bool {
    match mapping {
        None => coords.iter().all(|&c| c == 0),
        Some(m) => {
            let replicated = m.replicated_grid_dims(grid);
            (0..grid.rank()).all(|g| !replicated[g] || coords[g] == 0)
        }
    }
}

/// Splits a block among `threads` threads along the outermost dimension with more than one
/// iteration, in order: thread 0 gets the first iterations. Threads without work get `None`.
pub fn split_among_threads(block: &IterBlock, threads: usize) -> Vec<Option<IterBlock>> {
    let threads = threads.max(1);
    let Some(axis) = block.iter().position(|&(a, b)| b > a) else {
        let mut out = vec![None; threads];
        out[0] = Some(block.clone());
        return out;
    };
    let (a, b) = block[axis];
    (0..threads)
        .map(|t| {
            let (lo, hi) = block_range(a, b, threads, t);
            (hi >= lo).then(|| {
                let mut portion = block.clone();
                portion[axis] = (lo, hi);
                portion
            })
        })
        .collect()
}

/// The handler's `bounds` for a block: first, last, step (values) per dimension.
pub fn handler_bounds(dims: &[LoopDim], block: &IterBlock) -> Vec<i64> {
    dims.iter()
        .zip(block)
        .flat_map(|(d, &(a, b))| [d.value(a), d.value(b), d.step])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distrib::{AxisRule, DimFormat, Template};
    use std::sync::Arc;

    fn grid(dims: &[usize]) -> ProcGrid {
        ProcGrid::choose(Some(dims), dims.iter().product(), dims.len()).unwrap()
    }

    fn values(d: &LoopDim, part: Option<IterBlock>, k: usize) -> Vec<i64> {
        match part {
            None => vec![],
            Some(p) => (p[k].0..=p[k].1).map(|m| d.value(m)).collect(),
        }
    }

    /// A 1-D BLOCK template 1..n on a grid of p processes.
    fn mapping_1d(n: i64, g: &ProcGrid, rule: AxisRule) -> Mapping {
        let t = Template::new(IndexBox::new(&[1], &[n]), &[DimFormat::Block], g).unwrap();
        Mapping::identity(Arc::new(t)).compose(&[rule])
    }

    #[test]
    fn trip_counts() {
        assert_eq!(LoopDim::new(1, 10, 1).unwrap().count, 10);
        assert_eq!(LoopDim::new(1, 10, 3).unwrap().count, 4);
        assert_eq!(LoopDim::new(10, 1, -2).unwrap().count, 5);
        assert_eq!(LoopDim::new(5, 4, 1).unwrap().count, 0);
        assert_eq!(LoopDim::new(1, 5, -1).unwrap().count, 0);
        assert!(LoopDim::new(1, 5, 0).is_none());
        assert_eq!(LoopDim::new(10, 1, -2).unwrap().value_range(), (2, 10));
    }

    #[test]
    fn unmapped_loops_run_everything_everywhere() {
        let g = grid(&[2]);
        let d = [
            LoopDim::new(1, 4, 1).unwrap(),
            LoopDim::new(0, -3, -1).unwrap(),
        ];
        assert_eq!(local_part(&d, None, &g, &[1]), Some(vec![(0, 3), (0, 3)]));
        assert!(contributes(None, &g, &[0]));
        assert!(!contributes(None, &g, &[1]));
        let empty = [LoopDim::new(1, 0, 1).unwrap()];
        assert_eq!(local_part(&empty, None, &g, &[0]), None);
    }

    #[test]
    fn identity_mapping_with_steps() {
        // Template 1..10 on 2 processes: 1..5 and 6..10. DO i = 2, 10, 3 -> 2, 5, 8.
        let g = grid(&[2]);
        let m = mapping_1d(
            10,
            &g,
            AxisRule::Linear {
                axis: 0,
                coeff: 1,
                offset: 0,
            },
        );
        let d = LoopDim::new(2, 10, 3).unwrap();
        assert_eq!(
            values(&d, local_part(&[d], Some(&m), &g, &[0]), 0),
            vec![2, 5]
        );
        assert_eq!(values(&d, local_part(&[d], Some(&m), &g, &[1]), 0), vec![8]);
        // Negative step: DO i = 10, 1, -4 -> 10, 6, 2.
        let d = LoopDim::new(10, 1, -4).unwrap();
        assert_eq!(values(&d, local_part(&[d], Some(&m), &g, &[0]), 0), vec![2]);
        assert_eq!(
            values(&d, local_part(&[d], Some(&m), &g, &[1]), 0),
            vec![10, 6]
        );
    }

    #[test]
    fn stretched_and_reversed_alignment() {
        // ON A(2*i - 1) over template 1..20 on 3 processes: 1..6, 7..13, 14..20.
        let g = grid(&[3]);
        let m = mapping_1d(
            20,
            &g,
            AxisRule::Linear {
                axis: 0,
                coeff: 2,
                offset: -1,
            },
        );
        let d = LoopDim::new(1, 10, 1).unwrap();
        let parts: Vec<Vec<i64>> = (0..3)
            .map(|p| values(&d, local_part(&[d], Some(&m), &g, &[p]), 0))
            .collect();
        assert_eq!(parts, vec![vec![1, 2, 3], vec![4, 5, 6, 7], vec![8, 9, 10]]);
        // ON A(-i + 11) for DO i = 10, 1, -1 over template 1..20 on 2 processes (1..10, 11..20).
        let g = grid(&[2]);
        let m = mapping_1d(
            20,
            &g,
            AxisRule::Linear {
                axis: 0,
                coeff: -1,
                offset: 11,
            },
        );
        let d = LoopDim::new(10, 1, -1).unwrap();
        assert_eq!(
            values(&d, local_part(&[d], Some(&m), &g, &[0]), 0),
            vec![10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
        );
        assert_eq!(local_part(&[d], Some(&m), &g, &[1]), None);
    }

    #[test]
    fn negative_indices_and_coefficients_with_offsets() {
        // Template -10..9 on 2 processes: -10..-1 and 0..9. ON T(-3*i + 2), DO i = -2, 4.
        // Images: -2 -> 8, -1 -> 5, 0 -> 2, 1 -> -1, 2 -> -4, 3 -> -7, 4 -> -10.
        let g = grid(&[2]);
        let t = Template::new(IndexBox::new(&[-10], &[9]), &[DimFormat::Block], &g).unwrap();
        let m = Mapping::identity(Arc::new(t)).compose(&[AxisRule::Linear {
            axis: 0,
            coeff: -3,
            offset: 2,
        }]);
        let d = LoopDim::new(-2, 4, 1).unwrap();
        assert_eq!(
            values(&d, local_part(&[d], Some(&m), &g, &[0]), 0),
            vec![1, 2, 3, 4]
        );
        assert_eq!(
            values(&d, local_part(&[d], Some(&m), &g, &[1]), 0),
            vec![-2, -1, 0]
        );
    }

    #[test]
    fn replicated_and_constant_rules() {
        // 2-D template on 2x2; loop (i) ON A(i, *) -> replicated along grid dimension 1.
        let g = grid(&[2, 2]);
        let t = Template::new(
            IndexBox::new(&[1, 1], &[8, 8]),
            &[DimFormat::Block, DimFormat::Block],
            &g,
        )
        .unwrap();
        let base = Mapping::identity(Arc::new(t));
        let m = base.compose(&[
            AxisRule::Linear {
                axis: 0,
                coeff: 1,
                offset: 0,
            },
            AxisRule::Replicated,
        ]);
        let d = LoopDim::new(1, 8, 1).unwrap();
        assert_eq!(
            values(&d, local_part(&[d], Some(&m), &g, &[1, 1]), 0),
            vec![5, 6, 7, 8]
        );
        assert!(contributes(Some(&m), &g, &[1, 0]));
        assert!(!contributes(Some(&m), &g, &[1, 1]));
        // ON A(i, 7): only grid column 1 executes.
        let m = base.compose(&[
            AxisRule::Linear {
                axis: 0,
                coeff: 1,
                offset: 0,
            },
            AxisRule::Constant(7),
        ]);
        assert_eq!(local_part(&[d], Some(&m), &g, &[0, 0]), None);
        assert_eq!(
            values(&d, local_part(&[d], Some(&m), &g, &[0, 1]), 0),
            vec![1, 2, 3, 4]
        );
        assert!(contributes(Some(&m), &g, &[0, 1]));
    }

    #[test]
    fn thread_split_uses_the_outermost_dimension_with_work() {
        let block = vec![(3, 3), (0, 9), (0, 1)];
        let parts = split_among_threads(&block, 3);
        assert_eq!(
            parts,
            vec![
                Some(vec![(3, 3), (0, 2), (0, 1)]),
                Some(vec![(3, 3), (3, 5), (0, 1)]),
                Some(vec![(3, 3), (6, 9), (0, 1)]),
            ]
        );
        let parts = split_among_threads(&vec![(0, 1)], 4);
        assert_eq!(
            parts,
            vec![Some(vec![(0, 0)]), Some(vec![(1, 1)]), None, None]
        );
        let parts = split_among_threads(&vec![(2, 2)], 2);
        assert_eq!(parts, vec![Some(vec![(2, 2)]), None]);
    }

    #[test]
    fn bounds_for_the_handler() {
        let d = [
            LoopDim::new(10, 1, -3).unwrap(),
            LoopDim::new(1, 5, 1).unwrap(),
        ];
        assert_eq!(
            handler_bounds(&d, &vec![(1, 2), (0, 4)]),
            vec![7, 4, -3, 1, 5, 1]
        );
    }
}
