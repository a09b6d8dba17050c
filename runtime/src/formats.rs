//! The distribution formats of one dimension and their block formulas: how `lo ..= hi` is cut
//! into one contiguous (possibly empty) block per processor of a grid dimension.
//!
//! Kept apart from the alignment machinery in [`crate::distrib`] because the formats only
//! decide where the block boundaries lie; everything downstream (ownership, shadow exchange,
//! remote access, loop partitioning) reads the boundaries and never assumes equal blocks.
//! The formulas are the CDVMH specification's (§4.1.1):
//!
//! * `BLOCK`: part k gets `floor((k+1)N/P) - floor(kN/P)` indices ([`block_range`]);
//! * `GEN_BLOCK(sizes)`: part k gets `sizes[k]`; the first P sizes must sum to N;
//! * `WGT_BLOCK(weights, nbl)`: the dimension is cut into `nbl` chunks by the BLOCK rule,
//!   chunk j weighing `weights[j]`, and the chunks go in order to the processors so that
//!   each processor's weight is balanced: chunk j goes to processor
//!   `floor(P * (S_j + w_j/2) / W)` where `S_j` is the weight before it and `W` the total
//!   (the chunk's weight midpoint decides; all-zero weights weigh every chunk alike);
//! * `MULT_BLOCK(m)`: N must be a multiple of m; the N/m chunks of m indices are split by the
//!   BLOCK rule.

use crate::distrib::block_range;

/// Distribution format of one dimension of a `DISTRIBUTE`d array or template.
#[derive(Clone, Debug, PartialEq)]
pub enum DimFormat {
    /// `*`: not distributed.
    Star,
    /// `BLOCK`.
    Block,
    /// `GEN_BLOCK(sizes)`: one block size per processor (extra entries are ignored).
    GenBlock(Vec<i64>),
    /// `WGT_BLOCK(weights, blocks)`: `blocks` chunks weighted by the first `blocks` weights.
    WgtBlock { weights: Vec<f64>, blocks: i64 },
    /// `MULT_BLOCK(m)`: blocks whose sizes are multiples of `m`.
    MultBlock(i64),
}

impl DimFormat {
    /// Is the dimension split over a grid dimension (everything but `*`)?
    pub fn is_distributed(&self) -> bool {
        *self != DimFormat::Star
    }

    /// The format's name as the program spells it, for messages.
    pub fn name(&self) -> &'static str {
        match self {
            DimFormat::Star => "*",
            DimFormat::Block => "BLOCK",
            DimFormat::GenBlock(_) => "GEN_BLOCK",
            DimFormat::WgtBlock { .. } => "WGT_BLOCK",
            DimFormat::MultBlock(_) => "MULT_BLOCK",
        }
    }

    /// The block of each of `parts` processors over `lo ..= hi` (empty blocks have
    /// `hi < lo`), or why the format's parameters do not fit the dimension.
    pub fn split(&self, lo: i64, hi: i64, parts: usize) -> Result<Vec<(i64, i64)>, String> {
        let parts = parts.max(1);
        let n = (hi as i128 - lo as i128 + 1).max(0);
        match self {
            DimFormat::Star => Ok(vec![(lo, hi); parts]),
            DimFormat::Block => Ok((0..parts).map(|k| block_range(lo, hi, parts, k)).collect()),
            DimFormat::GenBlock(sizes) => gen_block(sizes, lo, n, parts),
            DimFormat::WgtBlock { weights, blocks } => wgt_block(weights, *blocks, lo, hi, parts),
            DimFormat::MultBlock(m) => mult_block(*m, lo, n, parts),
        }
    }
}

/// Consecutive blocks of the given sizes starting at `lo`.
fn consecutive(lo: i64, sizes: impl Iterator<Item = i128>) -> Vec<(i64, i64)> {
    let mut start = lo as i128;
    sizes
        .map(|s| {
            let block = (start as i64, (start + s - 1) as i64);
            start += s;
            block
        })
        .collect()
}

fn gen_block(sizes: &[i64], lo: i64, n: i128, parts: usize) -> Result<Vec<(i64, i64)>, String> {
    if sizes.len() < parts {
        return Err(format!(
            "GEN_BLOCK has {} size{} but the processor grid dimension has {parts} processors",
            sizes.len(),
            if sizes.len() == 1 { "" } else { "s" }
        ));
    }
    let sizes = &sizes[..parts];
    if let Some(k) = sizes.iter().position(|&s| s < 0) {
        return Err(format!(
            "GEN_BLOCK size {} of processor {} is negative",
            sizes[k],
            k + 1
        ));
    }
    let total: i128 = sizes.iter().map(|&s| s as i128).sum();
    if total != n {
        return Err(format!(
            "the GEN_BLOCK size{} of the {parts} processor{} sum{} to {total}, but the dimension has {n} indices",
            if parts == 1 { "" } else { "s" },
            if parts == 1 { "" } else { "s" },
            if parts == 1 { "s" } else { "" },
        ));
    }
    Ok(consecutive(lo, sizes.iter().map(|&s| s as i128)))
}

fn wgt_block(
    weights: &[f64],
    blocks: i64,
    lo: i64,
    hi: i64,
    parts: usize,
) -> Result<Vec<(i64, i64)>, String> {
    if blocks < 1 {
        return Err(format!(
            "WGT_BLOCK needs at least one block, but the block count is {blocks}"
        ));
    }
    if blocks as u64 > weights.len() as u64 {
        return Err(format!(
            "WGT_BLOCK asks for {blocks} blocks but the weight array has {} element{}",
            weights.len(),
            if weights.len() == 1 { "" } else { "s" }
        ));
    }
    let weights = &weights[..blocks as usize];
    if let Some(j) = weights.iter().position(|w| !(w.is_finite() && *w >= 0.0)) {
        return Err(format!(
            "WGT_BLOCK weight {} of block {} is not a non-negative number",
            weights[j],
            j + 1
        ));
    }
    let total: f64 = weights.iter().sum();
    let uniform = total <= 0.0;
    let total = if uniform { weights.len() as f64 } else { total };
    let weight = |w: f64| if uniform { 1.0 } else { w };
    // Processor of each chunk: by its weight midpoint; non-decreasing, so contiguous.
    let mut counts = vec![0i128; parts];
    let mut before = 0.0;
    for (j, &w) in weights.iter().enumerate() {
        let w = weight(w);
        let p = ((parts as f64) * (before + w / 2.0) / total).floor() as usize;
        let (clo, chi) = block_range(lo, hi, weights.len(), j);
        counts[p.min(parts - 1)] += (chi as i128 - clo as i128 + 1).max(0);
        before += w;
    }
    Ok(consecutive(lo, counts.into_iter()))
}

fn mult_block(m: i64, lo: i64, n: i128, parts: usize) -> Result<Vec<(i64, i64)>, String> {
    if m < 1 {
        return Err(format!("MULT_BLOCK({m}): the multiple must be positive"));
    }
    if n % m as i128 != 0 {
        return Err(format!(
            "MULT_BLOCK({m}): the dimension's {n} indices are not a multiple of {m}"
        ));
    }
    let chunks = (n / m as i128) as i64;
    Ok(consecutive(
        lo,
        (0..parts).map(|k| {
            let (a, b) = block_range(0, chunks - 1, parts, k);
            (b as i128 - a as i128 + 1).max(0) * m as i128
        }),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sizes(blocks: &[(i64, i64)]) -> Vec<i64> {
        blocks.iter().map(|(a, b)| (b - a + 1).max(0)).collect()
    }

    #[test]
    fn gen_block_follows_the_sizes_example_4_4() {
        let f = DimFormat::GenBlock(vec![2, 4, 4, 2]);
        assert_eq!(
            f.split(0, 11, 4).unwrap(),
            vec![(0, 1), (2, 5), (6, 9), (10, 11)]
        );
        // Empty blocks and a 1-based dimension; extra sizes ignored.
        let f = DimFormat::GenBlock(vec![0, 5, 0, 3, 99]);
        assert_eq!(
            f.split(1, 8, 4).unwrap(),
            vec![(1, 0), (1, 5), (6, 5), (6, 8)]
        );
    }

    #[test]
    fn gen_block_errors_name_the_mismatch() {
        let f = DimFormat::GenBlock(vec![2, 4, 4, 1]);
        assert_eq!(
            f.split(0, 11, 4).unwrap_err(),
            "the GEN_BLOCK sizes of the 4 processors sum to 11, but the dimension has 12 indices"
        );
        assert_eq!(
            DimFormat::GenBlock(vec![12]).split(0, 11, 2).unwrap_err(),
            "GEN_BLOCK has 1 size but the processor grid dimension has 2 processors"
        );
        assert_eq!(
            DimFormat::GenBlock(vec![13, -1])
                .split(0, 11, 2)
                .unwrap_err(),
            "GEN_BLOCK size -1 of processor 2 is negative"
        );
    }

    #[test]
    fn wgt_block_balances_weights_example_4_5() {
        let w = vec![2., 2., 1., 1., 1., 1., 1., 1., 1., 1., 2., 2.];
        let f = DimFormat::WgtBlock {
            weights: w,
            blocks: 12,
        };
        assert_eq!(sizes(&f.split(0, 11, 4).unwrap()), vec![2, 4, 4, 2]);
        // One processor takes everything.
        assert_eq!(f.split(0, 11, 1).unwrap(), vec![(0, 11)]);
    }

    #[test]
    fn wgt_block_groups_indices_into_chunks_example_4_6() {
        // 6 chunks of 2 indices with weights 2 1 1 1 2 0 over 4 processors.
        let f = DimFormat::WgtBlock {
            weights: vec![2., 1., 1., 1., 2., 0.],
            blocks: 6,
        };
        let b = f.split(0, 11, 4).unwrap();
        assert_eq!(sizes(&b), vec![2, 2, 4, 4]);
        // Only the first `blocks` weights count; all-zero weights split like BLOCK chunks.
        let f = DimFormat::WgtBlock {
            weights: vec![0., 0., 7.],
            blocks: 2,
        };
        assert_eq!(sizes(&f.split(1, 10, 2).unwrap()), vec![5, 5]);
        // More processors than chunks: some own nothing.
        let f = DimFormat::WgtBlock {
            weights: vec![1., 1.],
            blocks: 2,
        };
        assert_eq!(sizes(&f.split(1, 10, 4).unwrap()), vec![0, 5, 0, 5]);
    }

    #[test]
    fn wgt_block_errors() {
        let f = DimFormat::WgtBlock {
            weights: vec![1., 2.],
            blocks: 3,
        };
        assert_eq!(
            f.split(1, 10, 2).unwrap_err(),
            "WGT_BLOCK asks for 3 blocks but the weight array has 2 elements"
        );
        let f = DimFormat::WgtBlock {
            weights: vec![1., -2.],
            blocks: 2,
        };
        assert_eq!(
            f.split(1, 10, 2).unwrap_err(),
            "WGT_BLOCK weight -2 of block 2 is not a non-negative number"
        );
        let f = DimFormat::WgtBlock {
            weights: vec![1.],
            blocks: 0,
        };
        assert!(f.split(1, 10, 2).is_err());
    }

    #[test]
    fn mult_block_splits_chunks_like_block() {
        let f = DimFormat::MultBlock(2);
        assert_eq!(sizes(&f.split(0, 3, 4).unwrap()), vec![2, 2, 0, 0]);
        assert_eq!(sizes(&f.split(0, 7, 4).unwrap()), vec![2, 2, 2, 2]);
        assert_eq!(sizes(&f.split(0, 15, 4).unwrap()), vec![4, 4, 4, 4]);
        assert_eq!(sizes(&f.split(1, 20, 3).unwrap()), vec![6, 6, 8]);
        assert_eq!(
            f.split(1, 9, 2).unwrap_err(),
            "MULT_BLOCK(2): the dimension's 9 indices are not a multiple of 2"
        );
        assert!(DimFormat::MultBlock(0).split(1, 9, 2).is_err());
    }

    #[test]
    fn block_and_star() {
        assert_eq!(
            DimFormat::Block.split(1, 10, 3).unwrap(),
            vec![(1, 3), (4, 6), (7, 10)]
        );
        assert_eq!(DimFormat::Star.split(1, 10, 2).unwrap(), vec![(1, 10); 2]);
        assert!(!DimFormat::Star.is_distributed());
        assert!(DimFormat::MultBlock(3).is_distributed());
    }
}
