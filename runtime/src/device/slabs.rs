//! Boxes of an array's local storage as strided copies, for moving only part of an array
//! between the host and its device copy (the shadow edges a renewal sends and receives).
//!
//! Both copies have the same dense column-major layout (`boxes::DenseLayout`), so a box is
//! the same bytes on both sides: rows of `width` contiguous bytes (dimension 1 of the box),
//! `rows` of them `row_pitch` apart, in `planes` planes `plane_pitch` apart (dimension 2);
//! boxes of rank above 3 are one such slab per index of their outer dimensions. A GPU copies
//! a slab with one `cuMemcpy3D`; other devices row by row.

use crate::boxes::{DenseLayout, IndexBox};

/// One strided piece of a box, at byte offset `offset` of the storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slab {
    pub offset: usize,
    pub width: usize,
    pub rows: usize,
    pub row_pitch: usize,
    pub planes: usize,
    pub plane_pitch: usize,
}

impl Slab {
    /// Byte offsets of the slab's rows, in order.
    pub fn rows(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.planes).flat_map(move |p| {
            (0..self.rows).map(move |r| self.offset + p * self.plane_pitch + r * self.row_pitch)
        })
    }
}

/// The slabs of `region` (inside the stored box of `layout`).
pub fn slabs(layout: &DenseLayout, region: &IndexBox) -> Vec<Slab> {
    let rank = region.rank();
    if region.is_empty() || rank == 0 {
        return Vec::new();
    }
    let e = layout.elem_size();
    let strides = layout.strides();
    let extent = |d: usize| {
        if d < rank {
            region.extent(d) as usize
        } else {
            1
        }
    };
    let pitch = |d: usize| {
        if d < rank {
            strides[d] as usize * e
        } else {
            0
        }
    };
    let template = Slab {
        offset: 0,
        width: extent(0) * e,
        rows: extent(1),
        row_pitch: pitch(1),
        planes: extent(2),
        plane_pitch: pitch(2),
    };
    // One slab per index of dimensions 3 and above.
    let mut first: Vec<i64> = (0..rank).map(|d| region.lo(d)).collect();
    let mut out = Vec::new();
    loop {
        out.push(Slab {
            offset: layout.byte_offset(&first),
            ..template
        });
        let mut d = 3;
        loop {
            if d >= rank {
                return out;
            }
            first[d] += 1;
            if first[d] < region.lo(d) + region.extent(d) as i64 {
                break;
            }
            first[d] = region.lo(d);
            d += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bounds(b: &[(i64, i64)]) -> IndexBox {
        let lo: Vec<i64> = b.iter().map(|x| x.0).collect();
        let hi: Vec<i64> = b.iter().map(|x| x.1).collect();
        IndexBox::new(&lo, &hi)
    }

    /// The bytes `region` covers, as the slabs list them and as packing lists them.
    fn covered(layout: &DenseLayout, region: &IndexBox) -> (Vec<usize>, Vec<usize>) {
        let mut by_slabs = Vec::new();
        for s in slabs(layout, region) {
            for row in s.rows() {
                by_slabs.extend(row..row + s.width);
            }
        }
        let mut by_runs = Vec::new();
        let run = region.extent(0) as usize * layout.elem_size();
        region.for_each_run(|first| {
            let at = layout.byte_offset(first);
            by_runs.extend(at..at + run);
        });
        (by_slabs, by_runs)
    }

    #[test]
    fn slabs_cover_exactly_the_box_for_every_rank() {
        type Bounds = Vec<(i64, i64)>;
        let cases: Vec<(Bounds, Bounds)> = vec![
            (vec![(0, 9)], vec![(3, 5)]),
            (vec![(0, 9), (1, 6)], vec![(0, 0), (2, 6)]),
            (vec![(-1, 8), (0, 5), (2, 4)], vec![(1, 7), (5, 5), (2, 4)]),
            (
                vec![(0, 3), (0, 2), (0, 2), (0, 3), (1, 2)],
                vec![(1, 2), (0, 1), (2, 2), (1, 3), (1, 2)],
            ),
        ];
        for (stored, region) in cases {
            let stored = bounds(&stored);
            let region = bounds(&region);
            let layout = DenseLayout::new(stored, 8);
            let (a, b) = covered(&layout, &region);
            assert_eq!(a, b, "{region:?} in {stored:?}");
        }
    }

    #[test]
    fn a_box_of_rank_three_or_less_is_one_slab() {
        let layout = DenseLayout::new(bounds(&[(0, 9), (0, 9), (0, 9)]), 4);
        let s = slabs(&layout, &bounds(&[(0, 9), (0, 9), (9, 9)]));
        assert_eq!(s.len(), 1);
        assert_eq!((s[0].width, s[0].rows, s[0].planes), (40, 10, 1));
        assert_eq!(s[0].offset, 9 * 100 * 4);
        assert!(slabs(&layout, &IndexBox::empty(3)).is_empty());
    }
}
