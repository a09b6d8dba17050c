//! Copying a box of elements between two byte buffers that each hold it with their own strides:
//! the one loop behind packing shadow faces into messages, unpacking them, and copying blocks
//! between layouts.
//!
//! Why not one `memcpy` per run of dimension 0: a face across dimension 0 (a Fortran array
//! split along its first dimension, the default grid's choice) has runs of one element, so
//! a 256 x 256 face is 65536 calls, each recomputing the run's offset from its index; that
//! per-element overhead made packing and unpacking 8% of a 2-process 3-D Jacobi's time. Here
//! the offsets advance by adding strides, dimensions that are contiguous in both buffers are
//! merged into longer runs, and short runs of a power-of-two size are copied by fixed-size
//! moves in a loop the compiler unrolls.

use crate::boxes::MAX_RANK;

/// Where a box lies in one buffer: the byte offset of its first element and the byte distance
/// between consecutive indices of each dimension (dimension 0's is the element size).
#[derive(Clone, Copy, Debug)]
pub struct Placed {
    pub first: usize,
    pub strides: [usize; MAX_RANK],
}

/// Copies the box of `extents` (elements of `elem` bytes; dimension 0 contiguous in both
/// buffers) from `src` placed at `from` into `dst` placed at `to`. The caller guarantees that
/// the box lies inside both buffers (out-of-range offsets panic, as slice indexing does).
pub fn copy_box(
    dst: &mut [u8],
    to: &Placed,
    src: &[u8],
    from: &Placed,
    extents: &[usize],
    elem: usize,
) {
    if extents.is_empty() || extents.contains(&0) || elem == 0 {
        return;
    }
    // Merge leading dimensions that continue the run in both buffers.
    let mut run = extents[0] * elem;
    let mut k = 1;
    while k < extents.len() && to.strides[k] == run && from.strides[k] == run {
        run *= extents[k];
        k += 1;
    }
    let outer = &extents[k..];
    if outer.is_empty() {
        dst[to.first..to.first + run].copy_from_slice(&src[from.first..from.first + run]);
        return;
    }
    // The rows: dimension k, stepped inside `rows`; dimensions above it by an odometer.
    let rows = Rows {
        count: outer[0],
        dst_step: to.strides[k],
        src_step: from.strides[k],
        run,
    };
    let mut index = [0usize; MAX_RANK];
    let (mut d, mut s) = (to.first, from.first);
    loop {
        rows.copy(dst, d, src, s);
        let mut j = 1;
        loop {
            if j >= outer.len() {
                return;
            }
            index[j] += 1;
            d += to.strides[k + j];
            s += from.strides[k + j];
            if index[j] < outer[j] {
                break;
            }
            d -= outer[j] * to.strides[k + j];
            s -= outer[j] * from.strides[k + j];
            index[j] = 0;
            j += 1;
        }
    }
}

/// `count` runs of `run` bytes, `dst_step` / `src_step` bytes apart.
struct Rows {
    count: usize,
    dst_step: usize,
    src_step: usize,
    run: usize,
}

impl Rows {
    fn copy(&self, dst: &mut [u8], d: usize, src: &[u8], s: usize) {
        match self.run {
            4 => self.copy_fixed::<4>(dst, d, src, s),
            8 => self.copy_fixed::<8>(dst, d, src, s),
            16 => self.copy_fixed::<16>(dst, d, src, s),
            run => {
                for r in 0..self.count {
                    let (d, s) = (d + r * self.dst_step, s + r * self.src_step);
                    dst[d..d + run].copy_from_slice(&src[s..s + run]);
                }
            }
        }
    }

    /// Runs of exactly `N` bytes: one move each, bounds checked once for the last row.
    fn copy_fixed<const N: usize>(&self, dst: &mut [u8], d: usize, src: &[u8], s: usize) {
        let last = self.count - 1;
        let dst_end = d + last * self.dst_step + N;
        let src_end = s + last * self.src_step + N;
        assert!(dst_end <= dst.len() && src_end <= src.len());
        let (dst, src) = (dst.as_mut_ptr(), src.as_ptr());
        for r in 0..self.count {
            // SAFETY: every row r <= last starts at most last * step from the first and ends
            // inside the buffer (checked above); `dst` and `src` are distinct borrows.
            unsafe {
                let from = src.add(s + r * self.src_step) as *const [u8; N];
                let to = dst.add(d + r * self.dst_step) as *mut [u8; N];
                to.write_unaligned(from.read_unaligned());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn placed(first: usize, strides: &[usize]) -> Placed {
        let mut s = [0; MAX_RANK];
        s[..strides.len()].copy_from_slice(strides);
        Placed { first, strides: s }
    }

    /// The reference: element by element, offsets from indices.
    fn naive(
        dst: &mut [u8],
        to: &Placed,
        src: &[u8],
        from: &Placed,
        extents: &[usize],
        elem: usize,
    ) {
        let total: usize = extents.iter().product();
        for n in 0..total {
            let (mut rest, mut d, mut s) = (n, to.first, from.first);
            for (k, &e) in extents.iter().enumerate() {
                let i = rest % e;
                rest /= e;
                d += i * to.strides[k];
                s += i * from.strides[k];
            }
            dst[d..d + elem].copy_from_slice(&src[s..s + elem]);
        }
    }

    #[test]
    fn matches_the_element_by_element_copy_for_every_run_shape() {
        // A 5 x 4 x 3 storage of `elem`-byte elements, boxes of several shapes copied out of
        // it into a dense buffer and back into a second storage.
        for elem in [1usize, 2, 4, 8, 12, 16] {
            let src: Vec<u8> = (0..5 * 4 * 3 * elem).map(|v| (v * 7 % 251) as u8).collect();
            let storage = placed(0, &[elem, 5 * elem, 20 * elem]);
            for (lo, ext) in [
                ([0, 0, 0], [5, 4, 3]), // whole: one run
                ([2, 0, 0], [1, 4, 3]), // a face across dimension 0: one-element runs
                ([0, 1, 0], [5, 2, 3]), // runs merged over dimensions 0 and 1
                ([1, 1, 1], [3, 2, 2]), // an inner box
                ([4, 3, 2], [1, 1, 1]), // one element
            ] {
                let first = lo[0] * elem + lo[1] * 5 * elem + lo[2] * 20 * elem;
                let from = placed(first, &storage.strides[..3]);
                let dense = placed(0, &[elem, ext[0] * elem, ext[0] * ext[1] * elem]);
                let n = ext.iter().product::<usize>() * elem;
                let (mut got, mut want) = (vec![0u8; n], vec![0u8; n]);
                copy_box(&mut got, &dense, &src, &from, &ext, elem);
                naive(&mut want, &dense, &src, &from, &ext, elem);
                assert_eq!(got, want, "pack elem {elem} box {lo:?}+{ext:?}");
                let (mut back, mut back_want) = (vec![0u8; src.len()], vec![0u8; src.len()]);
                copy_box(&mut back, &from, &got, &dense, &ext, elem);
                naive(&mut back_want, &from, &want, &dense, &ext, elem);
                assert_eq!(back, back_want, "unpack elem {elem} box {lo:?}+{ext:?}");
            }
        }
    }

    #[test]
    fn empty_boxes_copy_nothing() {
        let mut dst = [9u8; 4];
        let p = placed(0, &[1, 2]);
        copy_box(&mut dst, &p, &[1, 2, 3, 4], &p, &[2, 0], 1);
        copy_box(&mut dst, &p, &[1, 2, 3, 4], &p, &[], 1);
        assert_eq!(dst, [9; 4]);
    }
}
