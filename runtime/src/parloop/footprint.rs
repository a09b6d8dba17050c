//! Where a parallel loop writes an array: the footprint the compiler puts into a written
//! array's capture kind (`WRITES_AT` in `ir/src/passes/device.rs`), and the box of elements a
//! block of iterations writes through it.
//!
//! Why: sub-array actuality. A device loop that writes only the interior of an array leaves
//! the host copy stale only there, and a loop split between the CPU and the GPU must know
//! which elements each side wrote, so that each side later gets exactly the other's part.
//! Per array dimension the compiler says either "every write's index is loop index `k` plus
//! the constant `c`" or nothing (any index: the whole stored extent of that dimension).

use super::space::{IterBlock, LoopDim};
use crate::boxes::IndexBox;

/// The capture-kind flag of a footprint.
const WRITES_AT: i64 = 0x10;
/// Array dimensions a footprint describes.
const DIMS: usize = 6;

/// One byte per array dimension: 0 unknown, else `(k + 1) | (c + 16) << 3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Footprint([u8; DIMS]);

impl Footprint {
    /// The footprint of capture kind `kind` (whose low bits say "a written array"): `Ok(None)`
    /// without one, `Err(())` for bits that are not a footprint.
    pub fn decode(kind: i64) -> Result<Option<Footprint>, ()> {
        if kind & WRITES_AT == 0 {
            return if kind >> 16 == 0 { Ok(None) } else { Err(()) };
        }
        let mut bytes = [0u8; DIMS];
        for (d, byte) in bytes.iter_mut().enumerate() {
            *byte = ((kind >> (16 + 8 * d)) & 0xff) as u8;
            if *byte & 7 == 0 && *byte != 0 {
                return Err(());
            }
        }
        if bytes.iter().all(|&b| b == 0) {
            return Err(());
        }
        Ok(Some(Footprint(bytes)))
    }

    /// The elements the iterations `block` of a loop over `dims` write, within `stored` (the
    /// array's local storage): per array dimension the image of the loop index's values, or
    /// the whole stored extent. `None` when a footprint names a loop dimension the loop lacks.
    pub fn written(
        &self,
        dims: &[LoopDim],
        block: &IterBlock,
        stored: &IndexBox,
    ) -> Option<IndexBox> {
        let mut out = *stored;
        for (d, &byte) in self.0.iter().enumerate().take(stored.rank()) {
            if byte == 0 {
                continue;
            }
            let k = usize::from(byte & 7) - 1;
            let c = i64::from(byte >> 3) - 16;
            let (dim, &(a, b)) = (dims.get(k)?, block.get(k)?);
            let (x, y) = (dim.value(a), dim.value(b));
            out = out.with_dim(d, x.min(y) + c, x.max(y) + c);
        }
        Some(out.intersect(stored))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(dims: &[Option<(i64, i64)>]) -> i64 {
        let mut k = 3 | WRITES_AT;
        for (d, f) in dims.iter().enumerate() {
            if let Some((l, c)) = f {
                k |= ((l + 1) | ((c + 16) << 3)) << (16 + 8 * d);
            }
        }
        k
    }

    #[test]
    fn footprints_map_blocks_to_written_boxes() {
        assert_eq!(Footprint::decode(3), Ok(None));
        assert_eq!(Footprint::decode(3 | 1 << 20), Err(()));
        assert_eq!(Footprint::decode(3 | WRITES_AT), Err(()));
        assert_eq!(Footprint::decode(3 | WRITES_AT | 0x80 << 16), Err(()));
        // a(i, j-1) written in a loop (j, i): dim 0 from loop dim 1, dim 1 from loop dim 0.
        let f = Footprint::decode(kind(&[Some((1, 0)), Some((0, -1))]))
            .unwrap()
            .unwrap();
        let dims = [
            LoopDim::new(2, 19, 1).unwrap(),
            LoopDim::new(2, 19, 1).unwrap(),
        ];
        let stored = IndexBox::new(&[0, 0], &[21, 21]);
        // Iteration numbers 0..=4 of j and 0..=17 of i.
        let w = f.written(&dims, &vec![(0, 4), (0, 17)], &stored).unwrap();
        assert_eq!(w, IndexBox::new(&[2, 1], &[19, 5]));
        // An unknown dimension spans the stored extent; a negative step is ordered.
        let f = Footprint::decode(kind(&[None, Some((0, 0))]))
            .unwrap()
            .unwrap();
        let dims = [LoopDim::new(10, 1, -1).unwrap()];
        let w = f.written(&dims, &vec![(0, 2)], &stored).unwrap();
        assert_eq!(w, IndexBox::new(&[0, 8], &[21, 10]));
        let f = Footprint::decode(kind(&[Some((3, 0))])).unwrap().unwrap();
        assert_eq!(f.written(&dims, &vec![(0, 2)], &stored), None);
    }
}
