//! Benchmark: the 2-D Jacobi kernel (`jacobi2d.fdv`) built by dvmhc, run on 1 and 2 MPI
//! processes (one thread each) and on 1 process with 2 threads, timed against the serial
//! `gfortran -O3` build of the same source in the same run, with each launch's share of
//! communication from `DVMH_STAT` ([`dvmh_test_suite::bench`]). The goal: 1 process at no more
//! than 1.00 of the serial time, 2 processes at no more than 0.55.
//!
//! `cargo bench -p dvmh-test-suite --bench jacobi2d` (after `cargo build --release --workspace`).

fn main() {
    // `cargo bench` passes `--bench`; harness flags are ignored.
    dvmh_test_suite::bench::stencil(
        "jacobi2d",
        "N=2000, 350 iterations",
        &[(1, 1), (2, 1), (1, 2)],
    );
}
