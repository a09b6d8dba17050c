//! Benchmark: the 3-D 7-point Jacobi kernel (`jacobi3d.fdv`, 256³, a shadow renewal and a MAX
//! reduction per iteration) built by dvmhc, run on 1 and 2 MPI processes (one thread each),
//! timed against the serial `gfortran -O3` build of the same source in the same run, with each
//! launch's share of communication from `DVMH_STAT` ([`dvmh_test_suite::bench`]). The goal:
//! 1 process at no more than 1.00 of the serial time, 2 processes at no more than 0.55.
//!
//! `cargo bench -p dvmh-test-suite --bench jacobi3d` (after `cargo build --release --workspace`).

fn main() {
    // `cargo bench` passes `--bench`; harness flags are ignored.
    dvmh_test_suite::bench::stencil("jacobi3d", "N=256, 75 iterations", &[(1, 1), (2, 1)]);
}
