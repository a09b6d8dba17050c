//! The virtual processor grid: the MPI processes arranged as an n-dimensional array.
//!
//! Distributions map array dimensions onto grid dimensions, so every process must be able to
//! name any other process by its grid coordinates. The grid comes from `DVMH_PROC_GRID` (the DVM
//! system's setting, product = process count) or from a balanced factorisation of the process
//! count. Its rank may exceed what the program's distributions use; the extra dimensions
//! replicate the data. Ranks are numbered row-major: the last grid dimension varies fastest, as
//! in `MPI_Cart_create`, so rank 0 has all coordinates 0.

use std::fmt;

/// A processor grid `dims[0] x dims[1] x ...`, with at least one dimension.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProcGrid {
    dims: Vec<usize>,
}

/// Why a grid could not be formed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GridError {
    /// The explicit grid's product differs from the number of processes (or does not even
    /// fit in a `usize`).
    WrongSize { dims: Vec<usize>, processes: usize },
}

/// The number of processors of a grid with these dimensions, `None` when it overflows.
fn checked_size(dims: &[usize]) -> Option<usize> {
    dims.iter().try_fold(1usize, |acc, &d| acc.checked_mul(d))
}

impl fmt::Display for GridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GridError::WrongSize { dims, processes } => {
                let size = match checked_size(dims) {
                    Some(product) => product.to_string(),
                    None => format!("more than {}", usize::MAX),
                };
                write!(
                    f,
                    "DVMH_PROC_GRID='{}': the grid has {size} processors but the program runs on {processes} process{}",
                    dims.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(" "),
                    if *processes == 1 { "" } else { "es" }
                )
            }
        }
    }
}

impl ProcGrid {
    /// Chooses the grid: the explicit one (checked against the process count and padded with
    /// trailing 1s up to `min_rank`), else a balanced factorisation into `min_rank` dimensions
    /// (at least one).
    pub fn choose(
        explicit: Option<&[usize]>,
        processes: usize,
        min_rank: usize,
    ) -> Result<ProcGrid, GridError> {
        let min_rank = min_rank.max(1);
        let mut dims = match explicit {
            Some(dims) => {
                // Checked: "9223372036854775809 2" must not wrap around to 2.
                if checked_size(dims) != Some(processes) {
                    return Err(GridError::WrongSize {
                        dims: dims.to_vec(),
                        processes,
                    });
                }
                dims.to_vec()
            }
            None => balanced_factorisation(processes, min_rank),
        };
        while dims.len() < min_rank {
            dims.push(1);
        }
        Ok(ProcGrid { dims })
    }

    pub fn rank(&self) -> usize {
        self.dims.len()
    }

    pub fn dims(&self) -> &[usize] {
        &self.dims
    }

    pub fn dim(&self, d: usize) -> usize {
        self.dims[d]
    }

    /// Number of processes in the grid.
    pub fn size(&self) -> usize {
        self.dims.iter().product()
    }

    /// Grid coordinates of process `rank` (last dimension fastest).
    pub fn coords_of(&self, rank: usize) -> Vec<usize> {
        let mut coords = vec![0; self.dims.len()];
        let mut rest = rank;
        for d in (0..self.dims.len()).rev() {
            coords[d] = rest % self.dims[d];
            rest /= self.dims[d];
        }
        coords
    }

    /// The process at the given coordinates.
    pub fn rank_of(&self, coords: &[usize]) -> usize {
        coords
            .iter()
            .zip(&self.dims)
            .fold(0, |acc, (c, n)| acc * n + c)
    }
}

/// `4x2`-style text for messages.
impl fmt::Display for ProcGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text: Vec<String> = self.dims.iter().map(|d| d.to_string()).collect();
        write!(f, "{}", text.join("x"))
    }
}

/// Splits `n` into `rank` factors as equal as possible, largest first: the prime factors of `n`
/// (largest first) each multiply the currently smallest dimension.
/// 4 → 2x2, 6 → 3x2, 8 on rank 2 → 4x2, 3 → 3x1.
pub fn balanced_factorisation(n: usize, rank: usize) -> Vec<usize> {
    let rank = rank.max(1);
    let mut dims = vec![1usize; rank];
    for p in prime_factors_descending(n.max(1)) {
        // ok: dims is non-empty (rank >= 1)
        let smallest = (0..rank).min_by_key(|&d| (dims[d], d)).unwrap_or(0);
        dims[smallest] *= p;
    }
    dims.sort_unstable_by(|a, b| b.cmp(a));
    dims
}

fn prime_factors_descending(mut n: usize) -> Vec<usize> {
    let mut factors = Vec::new();
    let mut p = 2;
    while p * p <= n {
        while n.is_multiple_of(p) {
            factors.push(p);
            n /= p;
        }
        p += 1;
    }
    if n > 1 {
        factors.push(n);
    }
    factors.reverse();
    factors
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn factorisation_matches_the_abi_examples() {
        assert_eq!(balanced_factorisation(4, 2), vec![2, 2]);
        assert_eq!(balanced_factorisation(6, 2), vec![3, 2]);
        assert_eq!(balanced_factorisation(8, 2), vec![4, 2]);
        assert_eq!(balanced_factorisation(3, 2), vec![3, 1]);
        assert_eq!(balanced_factorisation(1, 3), vec![1, 1, 1]);
        assert_eq!(balanced_factorisation(12, 2), vec![4, 3]);
        assert_eq!(balanced_factorisation(8, 3), vec![2, 2, 2]);
        assert_eq!(balanced_factorisation(7, 1), vec![7]);
        assert_eq!(balanced_factorisation(16, 3), vec![4, 2, 2]);
    }

    #[test]
    fn explicit_grid_must_match_the_process_count() {
        let err = ProcGrid::choose(Some(&[3, 2]), 4, 2).unwrap_err();
        assert_eq!(
            err.to_string(),
            "DVMH_PROC_GRID='3 2': the grid has 6 processors but the program runs on 4 processes"
        );
        // Products that overflow are rejected, not wrapped around.
        let err = ProcGrid::choose(Some(&[9223372036854775809, 2]), 2, 2).unwrap_err();
        assert_eq!(
            err.to_string(),
            "DVMH_PROC_GRID='9223372036854775809 2': the grid has more than 18446744073709551615 processors but the program runs on 2 processes"
        );
        let err = ProcGrid::choose(Some(&[4294967296, 4294967296]), 1, 1).unwrap_err();
        assert_eq!(
            err.to_string(),
            "DVMH_PROC_GRID='4294967296 4294967296': the grid has more than 18446744073709551615 processors but the program runs on 1 process"
        );
        let g = ProcGrid::choose(Some(&[4]), 4, 2).unwrap();
        assert_eq!(g.dims(), &[4, 1]);
        let g = ProcGrid::choose(Some(&[1, 2, 2]), 4, 1).unwrap();
        assert_eq!(g.dims(), &[1, 2, 2]);
        let g = ProcGrid::choose(None, 6, 0).unwrap();
        assert_eq!(g.dims(), &[6]);
        assert_eq!(g.to_string(), "6");
    }

    #[test]
    fn coordinates_are_row_major_and_invert() {
        let g = ProcGrid::choose(Some(&[2, 3]), 6, 2).unwrap();
        assert_eq!(g.coords_of(0), vec![0, 0]);
        assert_eq!(g.coords_of(1), vec![0, 1]);
        assert_eq!(g.coords_of(3), vec![1, 0]);
        assert_eq!(g.coords_of(5), vec![1, 2]);
        for r in 0..6 {
            assert_eq!(g.rank_of(&g.coords_of(r)), r);
        }
    }
}
