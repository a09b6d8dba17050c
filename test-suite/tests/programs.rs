//! Every program in `test-suite/programs/` against its serial oracle: the gfortran build of the
//! same file. Ours runs on 1, 2, 3 and 4 MPI processes with 1 and 2 threads each (and, for the
//! programs with multi-dimensional distributions, with explicit processor grids), and must print
//! what gfortran's build prints. The reference is built with run-time checks, so a test program
//! that is not valid Fortran (an index out of bounds) fails loudly instead of comparing garbage.

use dvmh_test_suite::{
    compare_outputs, dvmhc_compile, gfortran, repo_root, run_mpi, run_serial, work_dir, Launch,
    REAL_TOLERANCE,
};

fn standard_launches() -> Vec<Launch> {
    let mut v = Vec::new();
    for procs in 1..=4 {
        for threads in 1..=2 {
            v.push(Launch::new(procs, threads));
        }
    }
    v
}

/// Builds `name` both ways and compares the outputs for every launch.
fn check_program(name: &str, extra: &[Launch]) {
    let src = repo_root().join("test-suite/programs").join(name);
    let stem = src.file_stem().unwrap().to_string_lossy().to_string();
    let dir = work_dir(&format!("programs-{stem}"));
    let reference = dir.join(format!("{stem}.gfortran"));
    let ours = dir.join(format!("{stem}.dvmh"));
    gfortran(&src, &reference, "-fcheck=all").unwrap_or_else(|e| panic!("{e}"));
    dvmhc_compile(&src, &ours, &["-O2"]).unwrap_or_else(|e| panic!("{e}"));
    let (expected, _) = run_serial(&reference).unwrap();
    assert!(
        expected.status.success(),
        "the gfortran build of {name} failed"
    );
    let expected = String::from_utf8_lossy(&expected.stdout).to_string();
    assert!(
        !expected.is_empty(),
        "{name} prints nothing; the test would prove nothing"
    );
    let mut failures = Vec::new();
    for launch in standard_launches().iter().chain(extra) {
        let (out, _) = run_mpi(&ours, launch).unwrap();
        let got = String::from_utf8_lossy(&out.stdout).to_string();
        if !out.status.success() {
            failures.push(format!(
                "{name} on {}: exit status {}\n{}",
                launch.describe(),
                out.status,
                String::from_utf8_lossy(&out.stderr)
            ));
            continue;
        }
        if let Err(e) = compare_outputs(&expected, &got, REAL_TOLERANCE) {
            failures.push(format!("{name} on {}: {e}", launch.describe()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

fn grids(spec: &[(u32, &str)]) -> Vec<Launch> {
    spec.iter()
        .map(|&(n, g)| Launch::new(n, 1).with_env("DVMH_PROC_GRID", g))
        .collect()
}

#[test]
fn jacobi() {
    check_program("jacobi.fdv", &grids(&[(4, "4 1"), (4, "1 4"), (3, "1 3")]));
}

#[test]
fn sum1d() {
    check_program("sum1d.fdv", &[]);
}

#[test]
fn minmax() {
    check_program("minmax.f90", &[]);
}

#[test]
fn shift_align() {
    check_program("shift_align.fdv", &[]);
}

#[test]
fn heat3d() {
    check_program("heat3d.f90", &grids(&[(4, "1 2 2"), (3, "1 1 3")]));
}

#[test]
fn stencil_star() {
    check_program("stencil_star.fdv", &[]);
}

#[test]
fn logical_red() {
    check_program("logical_red.f90", &[]);
}

#[test]
fn private_vars() {
    check_program("private_vars.fdv", &[]);
}

#[test]
fn steps() {
    check_program("steps.fdv", &[]);
}

#[test]
fn dowhile() {
    check_program("dowhile.f90", &[]);
}

#[test]
fn formats() {
    check_program("formats.fdv", &[]);
}

#[test]
fn redblack() {
    check_program(
        "redblack.fdv",
        &grids(&[(4, "4 1"), (4, "1 4"), (3, "1 3"), (2, "2 1")]),
    );
}

#[test]
fn dist4d() {
    check_program(
        "dist4d.fdv",
        &grids(&[(4, "4 1 1"), (4, "1 1 4"), (4, "2 1 2"), (3, "1 3 1")]),
    );
}

#[test]
fn reverse_align() {
    check_program("reverse_align.f90", &[]);
}

#[test]
fn all_reductions() {
    check_program("all_reductions.f90", &[]);
}

#[test]
fn narrow_blocks() {
    check_program("narrow_blocks.f90", &[]);
}

#[test]
fn intrinsics() {
    check_program("intrinsics.f90", &[]);
}

#[test]
fn planes() {
    check_program(
        "planes.f90",
        &grids(&[(4, "1 1 4"), (4, "2 1 2"), (3, "1 3 1")]),
    );
}

#[test]
fn kind_params() {
    check_program("kind_params.f90", &grids(&[(4, "4 1"), (3, "1 3")]));
}

#[test]
fn region_clauses() {
    check_program(
        "region_clauses.f90",
        &grids(&[(4, "4 1"), (4, "1 4"), (3, "3 1")]),
    );
}

#[test]
fn life() {
    check_program("life.fdv", &grids(&[(4, "4 1"), (4, "1 4"), (3, "1 3")]));
}

#[test]
fn align_variants() {
    check_program(
        "align_variants.f90",
        &grids(&[(4, "4 1"), (4, "1 4"), (3, "3 1"), (2, "1 2")]),
    );
}

#[test]
fn fixed_lexing() {
    check_program("fixed_lexing.fdv", &[]);
}

#[test]
fn empty_procs() {
    check_program(
        "empty_procs.fdv",
        &grids(&[(4, "4 1"), (4, "1 4"), (3, "3 1"), (3, "1 3"), (2, "2 1")]),
    );
}

#[test]
fn edit_descriptors() {
    check_program("edit_descriptors.f90", &[]);
}

/// Arrays of 1-3 elements over up to 4 processes (some own nothing); every reduction kind.
#[test]
fn tiny_sizes() {
    check_program("tiny_sizes.fdv", &[]);
}

/// Whole distributed arrays of every type in list-directed and formatted output (a LOGICAL
/// array once printed as integers).
#[test]
fn whole_array_output() {
    check_program("whole_array_output.fdv", &[]);
}

/// Every kind of reference the front end's locality check accepts: aligned arrays with offsets,
/// coefficients and reversal, transposed and replicated alignments, shadow reads, identical
/// distributions.
#[test]
fn locality_valid() {
    check_program(
        "locality_valid.f90",
        &grids(&[(4, "1 4"), (4, "4 1"), (4, "2 2"), (2, "1 2"), (2, "2 1")]),
    );
}

/// Arrays as reduction variables (a histogram, element-wise MAX, a 2-D PRODUCT).
#[test]
fn array_reduction() {
    check_program("array_reduction.f90", &[]);
}

/// MOD/MODULO of reals: exact remainders and gfortran's signed zeros.
#[test]
fn real_mod() {
    check_program("real_mod.f90", &[]);
}

/// 40 nested loops: the inner nest is compiled as a function of its own.
#[test]
fn deep_nest() {
    check_program("deep_nest.f90", &[]);
}
