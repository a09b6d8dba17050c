//! Hyper-rectangles of global (Fortran) indices and the copying of their elements between a
//! process's local storage and contiguous message buffers.
//!
//! Every data movement of the runtime is described as "these boxes of that array go from
//! process p to process q": shadow renewal, element broadcasts, gathering an array for output.
//! Keeping the geometry here, separate from MPI, makes it testable without processes.

use std::fmt;

use crate::strided_copy::{copy_box, Placed};

/// The largest array or loop rank the ABI supports (`dvmh_view` has 7 entries per field).
pub const MAX_RANK: usize = 7;

/// A box `lo[d] ..= hi[d]` for `d < rank`. It is empty when `hi[d] < lo[d]` in some dimension.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct IndexBox {
    rank: usize,
    lo: [i64; MAX_RANK],
    hi: [i64; MAX_RANK],
}

impl IndexBox {
    /// The box with the given inclusive bounds; `lo` and `hi` have the same length, at most
    /// [`MAX_RANK`] (callers validate ranks coming from programs first).
    pub fn new(lo: &[i64], hi: &[i64]) -> IndexBox {
        debug_assert_eq!(lo.len(), hi.len());
        let rank = lo.len().min(hi.len()).min(MAX_RANK);
        let mut b = IndexBox {
            rank,
            lo: [0; MAX_RANK],
            hi: [-1; MAX_RANK],
        };
        b.lo[..rank].copy_from_slice(&lo[..rank]);
        b.hi[..rank].copy_from_slice(&hi[..rank]);
        b
    }

    /// An empty box of the given rank.
    pub fn empty(rank: usize) -> IndexBox {
        IndexBox {
            rank: rank.min(MAX_RANK),
            lo: [1; MAX_RANK],
            hi: [0; MAX_RANK],
        }
    }

    pub fn rank(&self) -> usize {
        self.rank
    }

    pub fn lo(&self, dim: usize) -> i64 {
        self.lo[dim]
    }

    pub fn hi(&self, dim: usize) -> i64 {
        self.hi[dim]
    }

    pub fn los(&self) -> &[i64] {
        &self.lo[..self.rank]
    }

    /// Number of indices along `dim` (0 when that range is empty; `i64::MIN..=i64::MAX`,
    /// 2^64 indices, saturates to `u64::MAX`).
    pub fn extent(&self, dim: usize) -> u64 {
        if self.hi[dim] < self.lo[dim] {
            0
        } else {
            (self.hi[dim].abs_diff(self.lo[dim])).saturating_add(1)
        }
    }

    pub fn is_empty(&self) -> bool {
        (0..self.rank).any(|d| self.hi[d] < self.lo[d])
    }

    /// Number of elements (0 for an empty box), saturating at `u64::MAX`.
    pub fn volume(&self) -> u64 {
        self.checked_volume().unwrap_or(u64::MAX)
    }

    /// Number of elements, `None` when it does not fit in a `u64`.
    pub fn checked_volume(&self) -> Option<u64> {
        if self.is_empty() {
            return Some(0);
        }
        (0..self.rank).try_fold(1u64, |acc, d| acc.checked_mul(self.extent(d)))
    }

    /// Bytes of `elem_size`-byte elements, exactly (`None` beyond `u128`).
    pub fn byte_size(&self, elem_size: usize) -> Option<u128> {
        if self.is_empty() {
            return Some(0);
        }
        (0..self.rank).try_fold(elem_size as u128, |acc, d| {
            acc.checked_mul(self.extent(d) as u128)
        })
    }

    /// The same box with dimension `dim` replaced by `lo ..= hi`.
    pub fn with_dim(&self, dim: usize, lo: i64, hi: i64) -> IndexBox {
        let mut b = *self;
        b.lo[dim] = lo;
        b.hi[dim] = hi;
        b
    }

    /// The common part of two boxes of the same rank (possibly empty).
    pub fn intersect(&self, other: &IndexBox) -> IndexBox {
        debug_assert_eq!(self.rank, other.rank);
        let mut b = *self;
        for d in 0..self.rank {
            b.lo[d] = self.lo[d].max(other.lo[d]);
            b.hi[d] = self.hi[d].min(other.hi[d]);
        }
        b
    }

    /// Whether the index tuple (of this box's rank) lies inside.
    pub fn contains(&self, index: &[i64]) -> bool {
        index.len() == self.rank
            && (0..self.rank).all(|d| self.lo[d] <= index[d] && index[d] <= self.hi[d])
    }

    /// The box grown by `below[d]` / `above[d]` indices and clipped to `limits`. An empty box
    /// stays empty: a process that owns nothing stores nothing.
    pub fn widened(&self, below: &[i64], above: &[i64], limits: &IndexBox) -> IndexBox {
        if self.is_empty() {
            return *self;
        }
        let mut b = *self;
        for d in 0..self.rank {
            // Saturating: a width may be as large as an i64 (it is clipped to the limits).
            b.lo[d] = self.lo[d].saturating_sub(below[d]).max(limits.lo[d]);
            b.hi[d] = self.hi[d].saturating_add(above[d]).min(limits.hi[d]);
        }
        b
    }

    /// Calls `f(first_index_of_run)` for every run of consecutive indices along dimension 0,
    /// in column-major order (dimension 0 fastest). Each run has `extent(0)` elements.
    pub fn for_each_run(&self, mut f: impl FnMut(&[i64])) {
        if self.is_empty() || self.rank == 0 {
            return;
        }
        let mut index = self.lo;
        loop {
            f(&index[..self.rank]);
            // Advance the odometer over dimensions 1..rank.
            let mut d = 1;
            loop {
                if d >= self.rank {
                    return;
                }
                if index[d] < self.hi[d] {
                    index[d] += 1;
                    break;
                }
                index[d] = self.lo[d];
                d += 1;
            }
        }
    }
}

impl fmt::Debug for IndexBox {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

/// Fortran notation: `(1:10, 3:4)`.
impl fmt::Display for IndexBox {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "(")?;
        for d in 0..self.rank {
            if d > 0 {
                write!(f, ", ")?;
            }
            write!(f, "{}:{}", self.lo[d], self.hi[d])?;
        }
        write!(f, ")")
    }
}

/// Column-major storage of all elements of a box (`stored`), `elem_size` bytes each:
/// the layout of a process's local part of an array and of gathered whole arrays.
#[derive(Clone, Copy, Debug)]
pub struct DenseLayout {
    stored: IndexBox,
    elem_size: usize,
    strides: [i64; MAX_RANK],
}

impl DenseLayout {
    pub fn new(stored: IndexBox, elem_size: usize) -> DenseLayout {
        let mut strides = [0i64; MAX_RANK];
        let mut stride = 1i64;
        for (d, s) in strides.iter_mut().enumerate().take(stored.rank()) {
            *s = stride;
            stride = stride.saturating_mul(stored.extent(d) as i64);
        }
        DenseLayout {
            stored,
            elem_size,
            strides,
        }
    }

    pub fn stored(&self) -> &IndexBox {
        &self.stored
    }

    pub fn elem_size(&self) -> usize {
        self.elem_size
    }

    /// Distance in elements between consecutive indices of each dimension.
    pub fn strides(&self) -> &[i64] {
        &self.strides[..self.stored.rank()]
    }

    /// Size of the whole storage in bytes (for layouts whose storage exists: it fits).
    pub fn byte_len(&self) -> usize {
        self.checked_byte_len().unwrap_or(usize::MAX)
    }

    /// Size of the whole storage in bytes, `None` when that does not fit in a `usize`.
    pub fn checked_byte_len(&self) -> Option<usize> {
        usize::try_from(self.stored.byte_size(self.elem_size)?).ok()
    }

    /// Byte offset of an index inside the stored box (the caller checked `contains`).
    pub fn byte_offset(&self, index: &[i64]) -> usize {
        let elems: i64 = (0..self.stored.rank())
            .map(|d| (index[d] - self.stored.lo(d)) * self.strides[d])
            .sum();
        elems as usize * self.elem_size
    }

    /// Where `region` (inside the stored box) lies in this layout's storage.
    fn placed(&self, region: &IndexBox) -> Placed {
        let mut strides = [0usize; MAX_RANK];
        for (d, s) in strides.iter_mut().enumerate().take(self.stored.rank()) {
            *s = self.strides[d] as usize * self.elem_size;
        }
        Placed {
            first: self.byte_offset(region.los()),
            strides,
        }
    }

    /// Appends the elements of `region` (inside the stored box), column-major, to `out`.
    pub fn pack(&self, storage: &[u8], region: &IndexBox, out: &mut Vec<u8>) {
        let at = out.len();
        out.resize(at + dense_bytes(region, self.elem_size), 0);
        self.pack_into(storage, region, &mut out[at..]);
    }

    /// Writes the elements of `region` (inside the stored box), column-major, to the front of
    /// `out`; returns the number of bytes written.
    pub fn pack_into(&self, storage: &[u8], region: &IndexBox, out: &mut [u8]) -> usize {
        debug_assert!(region.is_empty() || self.stored.intersect(region) == *region);
        let bytes = dense_bytes(region, self.elem_size);
        if bytes > 0 {
            let (extents, dense) = dense_placed(region, self.elem_size);
            let extents = &extents[..region.rank()];
            copy_box(
                out,
                &dense,
                storage,
                &self.placed(region),
                extents,
                self.elem_size,
            );
        }
        bytes
    }

    /// Copies the elements of `region` from the front of `data` (as written by [`pack`]) into
    /// the storage; returns the number of bytes consumed.
    ///
    /// [`pack`]: DenseLayout::pack
    pub fn unpack(&self, storage: &mut [u8], region: &IndexBox, data: &[u8]) -> usize {
        debug_assert!(region.is_empty() || self.stored.intersect(region) == *region);
        let bytes = dense_bytes(region, self.elem_size);
        if bytes > 0 {
            let (extents, dense) = dense_placed(region, self.elem_size);
            let extents = &extents[..region.rank()];
            copy_box(
                storage,
                &self.placed(region),
                data,
                &dense,
                extents,
                self.elem_size,
            );
        }
        bytes
    }

    /// Copies `region` from storage with layout `from` into storage with this layout.
    pub fn copy_from(&self, dst: &mut [u8], from: &DenseLayout, src: &[u8], region: &IndexBox) {
        if dense_bytes(region, self.elem_size) == 0 {
            return;
        }
        let (extents, _) = dense_placed(region, self.elem_size);
        let extents = &extents[..region.rank()];
        copy_box(
            dst,
            &self.placed(region),
            src,
            &from.placed(region),
            extents,
            self.elem_size,
        );
    }
}

/// Bytes of `region`'s elements packed densely (0 for an empty box or a rank-0 one, which
/// has no runs).
fn dense_bytes(region: &IndexBox, elem_size: usize) -> usize {
    if region.rank() == 0 {
        return 0;
    }
    region.volume() as usize * elem_size
}

/// `region`'s extents and its placement in a dense column-major buffer starting at offset 0.
fn dense_placed(region: &IndexBox, elem_size: usize) -> ([usize; MAX_RANK], Placed) {
    let mut extents = [0usize; MAX_RANK];
    let mut strides = [0usize; MAX_RANK];
    let mut stride = elem_size;
    for d in 0..region.rank() {
        extents[d] = region.extent(d) as usize;
        strides[d] = stride;
        stride *= extents[d];
    }
    (extents, Placed { first: 0, strides })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intersection_and_emptiness() {
        let a = IndexBox::new(&[1, 1], &[10, 5]);
        let b = IndexBox::new(&[8, 3], &[20, 9]);
        let c = a.intersect(&b);
        assert_eq!(c, IndexBox::new(&[8, 3], &[10, 5]));
        assert_eq!(c.volume(), 9);
        let d = a.intersect(&IndexBox::new(&[11, 1], &[12, 5]));
        assert!(d.is_empty());
        assert_eq!(d.volume(), 0);
        assert!(IndexBox::empty(3).is_empty());
        assert_eq!(format!("{c}"), "(8:10, 3:5)");
    }

    #[test]
    fn contains_checks_every_dimension() {
        let a = IndexBox::new(&[0, -3], &[4, 3]);
        assert!(a.contains(&[0, -3]));
        assert!(a.contains(&[4, 3]));
        assert!(!a.contains(&[5, 0]));
        assert!(!a.contains(&[2, -4]));
        assert!(!a.contains(&[2]));
    }

    #[test]
    fn widening_clips_to_limits_and_keeps_empty_boxes_empty() {
        let limits = IndexBox::new(&[1, 1], &[10, 10]);
        let own = IndexBox::new(&[1, 6], &[5, 10]);
        let w = own.widened(&[1, 2], &[1, 2], &limits);
        assert_eq!(w, IndexBox::new(&[1, 4], &[6, 10]));
        let e = IndexBox::empty(2).widened(&[1, 1], &[1, 1], &limits);
        assert!(e.is_empty());
    }

    #[test]
    fn sizes_of_huge_boxes_do_not_wrap_around() {
        let all = IndexBox::new(&[i64::MIN], &[i64::MAX]);
        assert_eq!(all.extent(0), u64::MAX);
        let big = IndexBox::new(&[-(1 << 62), 1], &[1 << 62, 8]);
        assert_eq!(big.checked_volume(), None);
        assert_eq!(big.volume(), u64::MAX);
        assert_eq!(big.byte_size(8), Some(((1u128 << 63) + 1) * 8 * 8));
        assert_eq!(DenseLayout::new(big, 8).checked_byte_len(), None);
        let seven = IndexBox::new(&[i64::MIN; 7], &[i64::MAX; 7]);
        assert_eq!(seven.byte_size(1), None);
        let small = IndexBox::new(&[1, 1], &[10, 3]);
        assert_eq!(small.byte_size(4), Some(120));
        assert_eq!(DenseLayout::new(small, 4).checked_byte_len(), Some(120));
        assert_eq!(IndexBox::empty(2).byte_size(8), Some(0));
    }

    #[test]
    fn runs_are_column_major() {
        let b = IndexBox::new(&[1, 1, 1], &[2, 2, 2]);
        let mut firsts = Vec::new();
        b.for_each_run(|i| firsts.push(i.to_vec()));
        assert_eq!(
            firsts,
            vec![vec![1, 1, 1], vec![1, 2, 1], vec![1, 1, 2], vec![1, 2, 2]]
        );
        let mut n = 0;
        IndexBox::new(&[3], &[2]).for_each_run(|_| n += 1);
        assert_eq!(n, 0);
    }

    #[test]
    fn pack_then_unpack_moves_exactly_the_region() {
        // A 4x3 array of i32 holding 10*i + j at (i, j), indices 0-based.
        let stored = IndexBox::new(&[0, 0], &[3, 2]);
        let layout = DenseLayout::new(stored, 4);
        assert_eq!(layout.strides(), &[1, 4]);
        let mut storage = vec![0u8; layout.byte_len()];
        for j in 0..3 {
            for i in 0..4 {
                let at = layout.byte_offset(&[i, j]);
                storage[at..at + 4].copy_from_slice(&((10 * i + j) as i32).to_ne_bytes());
            }
        }
        let region = IndexBox::new(&[1, 1], &[2, 2]);
        let mut buf = Vec::new();
        layout.pack(&storage, &region, &mut buf);
        let values: Vec<i32> = buf
            .chunks(4)
            .map(|c| i32::from_ne_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        assert_eq!(values, vec![11, 21, 12, 22]);

        let mut other = vec![0u8; layout.byte_len()];
        assert_eq!(layout.unpack(&mut other, &region, &buf), 16);
        let at = layout.byte_offset(&[2, 2]);
        assert_eq!(
            i32::from_ne_bytes(other[at..at + 4].try_into().unwrap()),
            22
        );
        let at = layout.byte_offset(&[0, 0]);
        assert_eq!(i32::from_ne_bytes(other[at..at + 4].try_into().unwrap()), 0);
    }

    #[test]
    fn copy_between_layouts_with_different_origins() {
        let small = DenseLayout::new(IndexBox::new(&[5], &[7]), 1);
        let big = DenseLayout::new(IndexBox::new(&[1], &[10]), 1);
        let src = vec![55u8, 66, 77];
        let mut dst = vec![0u8; 10];
        big.copy_from(&mut dst, &small, &src, &IndexBox::new(&[6], &[7]));
        assert_eq!(dst, vec![0, 0, 0, 0, 0, 66, 77, 0, 0, 0]);
    }
}
