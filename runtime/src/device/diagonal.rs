//! `-autoTfm`: the diagonal layout of a device copy, for ACROSS loops run hyperplane by
//! hyperplane (seed 004 §3.4, seed 003 §5.6: "elements adjacent along a diagonal stored in
//! adjacent memory").
//!
//! A hyperplane handler gives consecutive threads of a plane points whose last two loop
//! counters differ by `+1` and `-1` (`ir/src/passes/device.rs`, `walk_plane`). In the normal
//! (column-major) layout those threads touch elements a column apart, so no warp access
//! coalesces. The compiler tells the runtime, per array, the array dimensions `a` and `b`
//! those two loop dimensions index; the runtime then stores the copy *skewed*: with `x_a`,
//! `x_b` the element's offsets in its stored box, the element goes to row
//! `r = x_a + σ·x_b (+ n_b - 1 when σ = -1)` of rows of `L` elements, at position `x_c`
//! (`c` the one of `a`, `b` with the smaller extent `L`); the other dimensions lie outside
//! the `L · (n_a + n_b - 1)` elements of one such plane, in their order. σ is chosen so that a
//! hyperplane is a row (`x_a + σ·x_b` constant along it): the row's elements are contiguous and
//! consecutive threads touch consecutive addresses.
//!
//! Unlike the seed's packed diagonals (whose address needs a quadratic and branches per
//! access), this layout is affine in the indices — strides `L (+1)` for `a` and `σL (+1)` for
//! `b` — so kernels index it through the array descriptor they already read (`dvmh_view`: a
//! base and strides), and a handler runs unchanged on either layout. The price is memory: the
//! skewed copy holds `L · (n_a + n_b - 1)` elements per plane, less than twice the array.
//!
//! Conversions run on the device, in the compiler-generated copy kernel of the program
//! (`ir/src/passes/tfm.rs`, a strided copy between two affine layouts of a box); the emulation
//! device runs its host build, so the same layout code runs everywhere.

use std::ffi::{c_char, CString};

use super::backend::DevFn;
use crate::boxes::{DenseLayout, IndexBox};

/// The most array dimensions (as `dvmh_view`).
pub const MAX_RANK: usize = 7;

/// Which dimensions of an array are skewed, and in which direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Diagonal {
    /// The array dimension of the next-to-last loop dimension.
    pub a: usize,
    /// The array dimension of the last loop dimension.
    pub b: usize,
    /// `true`: the hyperplanes are `x_a - x_b = const` (the main diagonal); `false`:
    /// `x_a + x_b = const` (the secondary one).
    pub main: bool,
}

impl Diagonal {
    /// The compiler's code for capture `k` of `dvmh_loop_device_tfm`: 0 for none, else
    /// `1 + (a | b << 3 | opposite << 6)`, `opposite` when the subscripts of `a` and `b` have
    /// coefficients of opposite signs. With the signs of the two loop dimensions' steps, the
    /// direction of the hyperplanes in the array follows.
    pub fn decode(code: i64, steps_differ: bool) -> Option<Diagonal> {
        if code <= 0 || code > 128 {
            return None;
        }
        let c = code - 1;
        let (a, b) = ((c & 7) as usize, ((c >> 3) & 7) as usize);
        let opposite = c & 64 != 0;
        (a != b && a < MAX_RANK && b < MAX_RANK).then_some(Diagonal {
            a,
            b,
            // Consecutive threads move the counters by +1 and -1: the indices by
            // `coef_a·step_a` and `-coef_b·step_b`, which run along `x_a + x_b` when they have
            // opposite signs.
            main: opposite != steps_differ,
        })
    }
}

/// The skewed layout of a stored box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Skew {
    pub diagonal: Diagonal,
    rank: usize,
    /// Distance in elements between consecutive indices of each dimension.
    pub strides: [i64; MAX_RANK],
    /// The element offset of the stored box's first element.
    pub origin: i64,
    /// Elements the skewed copy spans.
    pub elems: u64,
}

impl Skew {
    /// The skewed layout of a box of `extents` (each at least 1), or `None` when one of the
    /// two dimensions has a single index (nothing to gain) or the sizes overflow.
    pub fn new(extents: &[u64], diagonal: Diagonal) -> Option<Skew> {
        let rank = extents.len();
        let (a, b) = (diagonal.a, diagonal.b);
        if a >= rank || b >= rank || extents[a] < 2 || extents[b] < 2 {
            return None;
        }
        let (na, nb) = (extents[a] as i64, extents[b] as i64);
        let len = na.min(nb);
        let rows = na + nb - 1;
        let sigma = if diagonal.main { -1 } else { 1 };
        let mut strides = [0i64; MAX_RANK];
        strides[a] = len;
        strides[b] = sigma * len;
        // The position in the row: the shorter of the two dimensions.
        if na <= nb {
            strides[a] += 1;
        } else {
            strides[b] += 1;
        }
        let mut plane = len.checked_mul(rows)?;
        for (d, &n) in extents.iter().enumerate() {
            if d != a && d != b {
                strides[d] = plane;
                plane = plane.checked_mul(i64::try_from(n).ok()?)?;
            }
        }
        let origin = if diagonal.main { (nb - 1) * len } else { 0 };
        Some(Skew {
            diagonal,
            rank,
            strides,
            origin,
            elems: plane as u64,
        })
    }

    /// The element offset of the element at offsets `x` (from the stored box's first element).
    pub fn offset(&self, x: &[i64]) -> i64 {
        self.origin + (0..self.rank).map(|d| x[d] * self.strides[d]).sum::<i64>()
    }
}

/// The program's copy kernel (`dvmh_loop_device_tfm`): its host build and PTX entry point.
#[derive(Clone, Debug)]
pub struct Copier {
    pub dev_fn: DevFn,
    pub kernel: CString,
    /// The PTX image's address (a `*const c_char`; kept as a number so that the copy table
    /// stays `Send`).
    pub ptx: usize,
}

impl Copier {
    pub fn ptx(&self) -> *const c_char {
        self.ptx as *const c_char
    }
}

/// Words (`i64`) of the copy kernel's parameter block: element count, 4-byte words per
/// element, 7 extents, 7 source strides, 7 destination strides (in words), source and
/// destination addresses (`ir/src/passes/tfm.rs`).
pub const PARAM_WORDS: usize = 25;

/// An affine layout of a box of an array: the address of its first element and the strides
/// in elements.
#[derive(Clone, Copy, Debug)]
pub struct Affine {
    pub first: u64,
    pub strides: [i64; MAX_RANK],
}

impl Affine {
    /// The normal layout of the device copy at `ptr` (the host storage's layout), at the first
    /// element of `part`.
    pub fn normal(ptr: u64, layout: &DenseLayout, part: &IndexBox) -> Affine {
        let mut strides = [0i64; MAX_RANK];
        strides[..layout.strides().len()].copy_from_slice(layout.strides());
        Affine {
            first: ptr + layout.byte_offset(part.los()) as u64,
            strides,
        }
    }

    /// The skewed layout `skew` of the copy at `ptr` of `stored`, at the first element of `part`.
    pub fn skewed(
        ptr: u64,
        skew: &Skew,
        stored: &IndexBox,
        elem: usize,
        part: &IndexBox,
    ) -> Affine {
        let x: Vec<i64> = (0..stored.rank())
            .map(|d| part.lo(d) - stored.lo(d))
            .collect();
        Affine {
            first: ptr + (skew.offset(&x) as u64) * elem as u64,
            strides: skew.strides,
        }
    }
}

/// The copy kernel's parameters for copying `part` (non-empty) of an array of `elem`-byte
/// elements (a multiple of 4) from layout `from` to layout `to`.
pub fn copy_params(part: &IndexBox, elem: usize, from: &Affine, to: &Affine) -> [i64; PARAM_WORDS] {
    let words = (elem / 4) as i64;
    let mut p = [0i64; PARAM_WORDS];
    p[0] = part.volume() as i64;
    p[1] = words;
    for d in 0..MAX_RANK {
        p[2 + d] = if d < part.rank() {
            part.extent(d) as i64
        } else {
            1
        };
        p[9 + d] = from.strides[d] * words;
        p[16 + d] = to.strides[d] * words;
    }
    p[23] = from.first as i64;
    p[24] = to.first as i64;
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    fn all(extents: &[u64]) -> Vec<Vec<i64>> {
        let mut out = vec![vec![]];
        for &n in extents {
            out = out
                .into_iter()
                .flat_map(|p| {
                    (0..n as i64).map(move |i| {
                        let mut q = p.clone();
                        q.push(i);
                        q
                    })
                })
                .collect();
        }
        out
    }

    /// Every element has its own place inside the skewed copy, and the points of one
    /// hyperplane that consecutive threads take are consecutive elements.
    #[test]
    fn skewed_layouts_are_one_to_one_and_planes_contiguous() {
        for (extents, a, b) in [
            (vec![5u64, 3], 1, 0),
            (vec![3u64, 5], 1, 0),
            (vec![4u64, 4], 0, 1),
            (vec![3u64, 4, 5], 1, 0),
            (vec![3u64, 4, 5], 2, 1),
            (vec![2u64, 6, 3, 2], 3, 1),
        ] {
            for main in [false, true] {
                let d = Diagonal { a, b, main };
                let s = Skew::new(&extents, d).unwrap();
                let mut seen = HashSet::new();
                for x in all(&extents) {
                    let o = s.offset(&x);
                    assert!(o >= 0 && (o as u64) < s.elems, "{extents:?} {d:?} {x:?}");
                    assert!(seen.insert(o), "{extents:?} {d:?} {x:?}");
                    // The next point of its hyperplane (a + 1, b - 1 along the secondary
                    // diagonal; a + 1, b + 1 along the main one) is the next element or the
                    // one before.
                    let mut y = x.clone();
                    y[a] += 1;
                    y[b] += if main { 1 } else { -1 };
                    if y[a] < extents[a] as i64 && (0..extents[b] as i64).contains(&y[b]) {
                        assert_eq!((s.offset(&y) - o).abs(), 1, "{extents:?} {d:?} {x:?}");
                    }
                }
                assert!(s.elems < 2 * extents.iter().product::<u64>());
            }
        }
        assert_eq!(
            Skew::new(
                &[1, 5],
                Diagonal {
                    a: 0,
                    b: 1,
                    main: false
                }
            ),
            None
        );
    }

    #[test]
    fn compiler_codes() {
        let code = |a: i64, b: i64, opp: bool| 1 + (a | b << 3 | i64::from(opp) << 6);
        assert_eq!(
            Diagonal::decode(code(1, 0, false), false),
            Some(Diagonal {
                a: 1,
                b: 0,
                main: false
            })
        );
        assert_eq!(
            Diagonal::decode(code(1, 0, false), true),
            Some(Diagonal {
                a: 1,
                b: 0,
                main: true
            })
        );
        assert_eq!(
            Diagonal::decode(code(2, 1, true), true),
            Some(Diagonal {
                a: 2,
                b: 1,
                main: false
            })
        );
        assert_eq!(Diagonal::decode(0, false), None);
        assert_eq!(Diagonal::decode(code(1, 1, false), false), None);
    }

    #[test]
    fn copy_parameters_describe_the_box() {
        let stored = IndexBox::new(&[0, 0], &[4, 2]);
        let layout = DenseLayout::new(stored, 8);
        let part = IndexBox::new(&[1, 1], &[3, 2]);
        let skew = Skew::new(
            &[5, 3],
            Diagonal {
                a: 1,
                b: 0,
                main: false,
            },
        )
        .unwrap();
        let from = Affine::normal(1000, &layout, &part);
        let to = Affine::skewed(5000, &skew, &stored, 8, &part);
        let p = copy_params(&part, 8, &from, &to);
        assert_eq!(p[0], 6);
        assert_eq!(p[1], 2);
        assert_eq!(&p[2..9], &[3, 2, 1, 1, 1, 1, 1]);
        assert_eq!(&p[9..11], &[2, 10]);
        assert_eq!(p[23], 1000 + 8 * 6);
        assert_eq!(p[24], 5000 + 8 * skew.offset(&[1, 1]));
    }
}
