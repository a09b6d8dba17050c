//! Benchmark: the pipelined ACROSS loop, a 2-D SOR sweep (`sor2d.fdv`) built by dvmhc, run on
//! 1 and 2 MPI processes (one thread each), timed against the serial `gfortran -O3` build of the
//! same source in the same run, with each launch's share of communication from `DVMH_STAT`
//! ([`dvmh_test_suite::bench`]). The goal: 2 processes at no more than 0.60 of the serial time
//! (a whole-block wavefront gets no gain at all: each process waits for the other's block).
//!
//! `cargo bench -p dvmh-test-suite --bench sor2d` (after `cargo build --release --workspace`).

fn main() {
    // `cargo bench` passes `--bench`; harness flags are ignored.
    dvmh_test_suite::bench::stencil(
        "sor2d",
        "N=2000, 100 sweeps under ACROSS",
        &[(1, 1), (2, 1)],
    );
}
