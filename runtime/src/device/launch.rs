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
