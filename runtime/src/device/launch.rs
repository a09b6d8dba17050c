//! The shape of a launch: how many blocks, and where its parameters lie in the one scratch
//! allocation that carries them (bounds, argument and reduction tables, array views, scalar
//! values, reduction partials), so that a launch costs one upload and one download.

use super::backend::BLOCK_THREADS;

/// The most blocks of a launch (the kernels walk the iterations grid-stride, so fewer blocks
/// than iterations is correct; 65535 is CUDA's limit for `y`/`z`, and plenty for `x`).
pub const MAX_BLOCKS: u32 = 65535;
/// The most blocks of a loop with reductions on a device that leaves one partial per thread
/// (the emulation device): the host combines them in thread order, so more threads cost host
/// time.
pub const MAX_BLOCKS_WITH_REDUCTIONS: u32 = 256;
/// The same on a device whose kernels combine each block's partials (a GPU): the host then
/// combines one partial per block, and enough blocks keep every multiprocessor busy.
pub const MAX_COMBINED_BLOCKS_WITH_REDUCTIONS: u32 = 1024;
/// The most bytes of reduction partials of one launch.
const PARTIALS_LIMIT: usize = 64 << 20;

/// Blocks for `total` iterations whose threads each keep `partial_bytes` of reduction partials
/// (`combined`: the kernels combine them per block).
pub fn blocks_for(total: u64, partial_bytes: usize, combined: bool) -> u32 {
    let wanted = total.div_ceil(BLOCK_THREADS as u64).max(1);
    let mut cap = MAX_BLOCKS as u64;
    if partial_bytes > 0 {
        let by_memory = PARTIALS_LIMIT / (partial_bytes * BLOCK_THREADS as usize);
        let by_host = if combined {
            MAX_COMBINED_BLOCKS_WITH_REDUCTIONS
        } else {
            MAX_BLOCKS_WITH_REDUCTIONS
        };
        cap = cap.min(by_host as u64).min(by_memory.max(1) as u64);
    }
    wanted.min(cap) as u32
}

/// The most blocks along `x` of a grid launch: `x` extents in threads stay below
/// `2^GRID_FIELD_BITS` (`backend::pack`).
pub const MAX_GRID_X: u32 = (1 << super::backend::GRID_FIELD_BITS) / BLOCK_THREADS - 1;

/// Iterations of the outermost grid axis each thread of a grid launch runs when the grid
/// stays large without them ([`OUTER_MIN_THREADS`]): a thread's set-up (its coordinates,
/// bounds, descriptors, addresses) is several times the work of a stencil iteration, and is
/// shared by the iterations it walks.
pub const OUTER_PER_THREAD: u64 = 4;
/// Threads a grid launch keeps at least when its threads walk [`OUTER_PER_THREAD`] iterations
/// (some four times what a large GPU holds at once, so every multiprocessor stays full).
pub const OUTER_MIN_THREADS: u64 = 1 << 20;

/// The blocks along `x`, `y`, `z` of a grid launch over a portion with `trips[d]` iterations
/// in dimension `d` (the innermost along `x`, in blocks of [`BLOCK_THREADS`]
/// threads, the one outside it along `y`, the next along `z`, one thread per iteration up to
/// CUDA's limits, or [`OUTER_PER_THREAD`] iterations of the outermost dimension of a nest of 2
/// or 3 when there are threads enough), whose threads each keep `partial_bytes` of reduction
/// partials (`combined`: the kernels combine them per block). With reductions the grid has at
/// most the blocks [`blocks_for`] allows, taken from `z` first, then `y`, then `x`: the threads
/// then walk the rest grid-stride. A nest deeper than 3 walks the dimensions outside its last
/// two along `z`, linearised (`ir/src/passes/device_grid.rs`): `z` then covers the product of
/// their trip counts.
pub fn grid_for(trips: &[u64], partial_bytes: usize, combined: bool) -> [u32; 3] {
    let folded;
    let trips = if trips.len() > 3 {
        let (outer, inner) = trips.split_at(trips.len() - 2);
        let outer = outer
            .iter()
            .try_fold(1u64, |p, &t| p.checked_mul(t))
            .unwrap_or(u64::MAX);
        folded = [outer, inner[0], inner[1]];
        &folded[..]
    } else {
        trips
    };
    let along = |k: usize| {
        trips
            .len()
            .checked_sub(k + 1)
            .map_or(1, |d| trips[d])
            .max(1)
    };
    let mut grid = [
        along(0)
            .div_ceil(BLOCK_THREADS as u64)
            .min(MAX_GRID_X as u64),
        along(1).min(MAX_BLOCKS as u64),
        along(2).min(MAX_BLOCKS as u64),
    ];
    let outer = trips.len().clamp(1, 3) - 1;
    if outer > 0 {
        let fewer = grid[outer].div_ceil(OUTER_PER_THREAD);
        let threads = grid.iter().product::<u64>() / grid[outer] * fewer * BLOCK_THREADS as u64;
        if threads >= OUTER_MIN_THREADS {
            grid[outer] = fewer;
        }
    }
    if partial_bytes > 0 {
        let cap = blocks_for(u64::MAX, partial_bytes, combined) as u64;
        for axis in [2, 1, 0] {
            let others: u64 = (0..3).filter(|&a| a != axis).map(|a| grid[a]).product();
            grid[axis] = grid[axis].min((cap / others).max(1));
        }
    }
    grid.map(|g| g as u32)
}

/// Places regions in a buffer, each aligned: offsets first, contents once the buffer (and
/// its device address) exists.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    len: usize,
}

impl Layout {
    /// Room for `bytes` at a multiple of `align` (a power of two); returns the offset.
    pub fn place(&mut self, bytes: usize, align: usize) -> usize {
        let at = self.len.next_multiple_of(align);
        self.len = at + bytes;
        at
    }

    /// Bytes of the whole buffer so far.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_cover_the_iterations_within_the_caps() {
        assert_eq!(blocks_for(0, 0, false), 1);
        assert_eq!(blocks_for(1, 0, false), 1);
        assert_eq!(blocks_for(256, 0, false), 1);
        assert_eq!(blocks_for(257, 0, false), 2);
        assert_eq!(blocks_for(1 << 40, 0, false), MAX_BLOCKS);
        assert_eq!(blocks_for(1 << 40, 8, false), MAX_BLOCKS_WITH_REDUCTIONS);
        assert_eq!(
            blocks_for(1 << 40, 8, true),
            MAX_COMBINED_BLOCKS_WITH_REDUCTIONS
        );
        assert_eq!(blocks_for(1000, 8, false), 4);
        // 1 MiB of partials per thread: 64 MiB allow 64 threads, still one block.
        assert_eq!(blocks_for(1 << 40, 1 << 20, false), 1);
        assert_eq!(blocks_for(1 << 40, 16 << 10, false), 16);
    }

    #[test]
    fn grids_follow_the_dimensions_within_the_caps() {
        assert_eq!(grid_for(&[512, 512, 512], 0, true), [2, 512, 128]);
        assert_eq!(grid_for(&[64, 64, 64], 0, true), [1, 64, 64]);
        assert_eq!(grid_for(&[8192, 8192], 0, true), [32, 2048, 1]);
        assert_eq!(grid_for(&[10, 3], 0, false), [1, 10, 1]);
        assert_eq!(grid_for(&[1000], 0, false), [4, 1, 1]);
        assert_eq!(grid_for(&[0, 0, 0], 0, false), [1, 1, 1]);
        assert_eq!(grid_for(&[1 << 40], 0, false), [MAX_GRID_X, 1, 1]);
        assert_eq!(
            grid_for(&[100_000, 100_000, 1 << 30], 0, false),
            [MAX_GRID_X, MAX_BLOCKS, MAX_BLOCKS.div_ceil(4)]
        );
        // With reductions: z first, then y, then x give way.
        assert_eq!(grid_for(&[512, 512, 512], 8, true), [2, 512, 1]);
        assert_eq!(grid_for(&[512, 512, 512], 8, false), [2, 128, 1]);
        assert_eq!(grid_for(&[1 << 20], 8, false), [256, 1, 1]);
        // Deeper nests: the dimensions outside the last two share `z`.
        assert_eq!(grid_for(&[3, 5, 7, 9], 0, false), [1, 7, 15]);
        assert_eq!(grid_for(&[2, 3, 4, 10, 300], 0, false), [2, 10, 24]);
        assert_eq!(grid_for(&[5, 0, 7, 9], 0, false), [1, 7, 1]);
    }

    #[test]
    fn regions_are_aligned_and_disjoint() {
        let mut l = Layout::default();
        assert!(l.is_empty());
        assert_eq!(l.place(24, 8), 0);
        assert_eq!(l.place(3, 16), 32);
        assert_eq!(l.place(8, 8), 40);
        assert_eq!(l.place(0, 16), 48);
        assert_eq!(l.len(), 48);
    }
}
