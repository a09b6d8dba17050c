//! Run-time checks of compiled code: integer division (always), array subscripts
//! (`-fcheck=bounds`), and programs whose static data needs the medium code model. Each bad
//! program must end with exactly one `dvmh: error:` line naming what went wrong and where, on
//! every optimisation level and process count; a correct program built with the checks must
//! still print what gfortran's build prints.

use dvmh_test_suite::{
    compare_outputs, dvmhc_compile, gfortran, repo_root, run_mpi, run_serial, work_dir, Launch,
    REAL_TOLERANCE,
};
use std::path::{Path, PathBuf};

/// Writes `source` to the scratch directory of `test` and compiles it with `flags`.
fn build(test: &str, name: &str, source: &str, flags: &[&str]) -> PathBuf {
    let dir = work_dir(&format!("checks-{test}"));
    let src = dir.join(name);
    std::fs::write(&src, source).unwrap();
    let exe = dir.join(format!(
        "{}{}",
        name.replace('.', "_"),
        flags.join("").replace(['-', '='], "_")
    ));
    dvmhc_compile(&src, &exe, flags).unwrap_or_else(|e| panic!("{e}"));
    exe
}

/// Runs `exe` on each launch and expects one error line containing every one of `needles`.
fn expect_one_error(exe: &Path, launches: &[Launch], needles: &[&str]) {
    for launch in launches {
        let (out, _) = run_mpi(exe, launch).unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        let what = format!("{} on {}", exe.display(), launch.describe());
        assert!(!out.status.success(), "{what}: should fail\n{stderr}");
        let ours: Vec<&str> = stderr
            .lines()
            .filter(|l| l.starts_with("dvmh: error:"))
            .collect();
        assert_eq!(ours.len(), 1, "{what}: expected one error line:\n{stderr}");
        for needle in needles {
            assert!(
                ours[0].contains(needle),
                "{what}: '{needle}' missing from: {}",
                ours[0]
            );
        }
    }
}

fn launches(procs: &[u32]) -> Vec<Launch> {
    procs
        .iter()
        .flat_map(|&p| [Launch::new(p, 1), Launch::new(p, 2)])
        .collect()
}

const SEQUENTIAL_DIVISION: &str = "\
program divide
  integer :: x, y
  x = 7
  y = 0
  print *, x / y
end program divide
";

const MOST_NEGATIVE_DIVISION: &str = "\
program overflow
  integer :: x, y
  x = -2147483647 - 1
  y = -1
  print *, x / y
end program overflow
";

const MOD_BY_ZERO: &str = "\
program modulo
  integer :: x, y
  x = 7
  y = 0
  print *, mod(x, y)
end program modulo
";

/// Division by zero in a parallel loop: only the process owning element 5 divides by 0.
const PARALLEL_DIVISION: &str = "\
program pdivide
  integer, parameter :: n = 8
  integer :: a(n), i, z
!dvm$ distribute a(block)
  z = 0
!dvm$ parallel (i) on a(i)
  do i = 1, n
    a(i) = 100 / (i - 5 + z)
  end do
  print *, a(1)
end program pdivide
";

/// The result of a division must not depend on the optimisation level: at -O2 LLVM used to
/// fold a division by zero into garbage that was printed with exit status 0.
#[test]
fn integer_division_errors_at_every_optimisation_level() {
    for opt in ["-O0", "-O2", "-O3"] {
        let exe = build("division", "divide.f90", SEQUENTIAL_DIVISION, &[opt]);
        expect_one_error(
            &exe,
            &launches(&[1, 3]),
            &["integer division by zero", "divide.f90:5"],
        );
        let exe = build("division", "overflow.f90", MOST_NEGATIVE_DIVISION, &[opt]);
        expect_one_error(
            &exe,
            &launches(&[1]),
            &["integer overflow", "overflow.f90:5"],
        );
        let exe = build("division", "modulo.f90", MOD_BY_ZERO, &[opt]);
        expect_one_error(
            &exe,
            &launches(&[1]),
            &["integer division by zero", "modulo.f90:5"],
        );
    }
    let exe = build("division", "pdivide.f90", PARALLEL_DIVISION, &["-O2"]);
    expect_one_error(
        &exe,
        &launches(&[1, 2, 3]),
        &["integer division by zero", "pdivide.f90:8"],
    );
}

/// A divisor that is a non-zero constant needs no test: `i / 2` stays a plain division.
#[test]
fn constant_divisors_are_not_tested() {
    let dir = work_dir("checks-constant-divisor");
    let src = dir.join("half.f90");
    std::fs::write(&src, "program half\n  integer :: i\n  i = 9\n  print *, i / 2, mod(i, 4), i / (2 - 2 + 1)\nend program half\n").unwrap();
    let out = std::process::Command::new(dvmh_test_suite::dvmhc())
        .args(["--emit=llvm", "-O0"])
        .arg(&src)
        .output()
        .unwrap();
    assert!(out.status.success());
    let ll = String::from_utf8_lossy(&out.stdout);
    assert!(ll.contains("sdiv"), "{ll}");
    assert!(!ll.contains("dvmh_arith_error"), "{ll}");
}

const LOCAL_OUT_OF_BOUNDS: &str = "\
program local
  integer :: loc(5), i
  do i = 1, 6
    loc(i) = i
  end do
  print *, loc(1)
end program local
";

/// `DISTRIBUTE K(BLOCK, *)` written past the bound of its `*` dimension in a parallel loop.
const STAR_OUT_OF_BOUNDS: &str = "\
program star
  integer, parameter :: n = 8, m = 4
  integer :: k(n, m), i, j
!dvm$ distribute k(block, *)
!dvm$ parallel (i) on k(i, *)
  do i = 1, n
    do j = 1, m + 3
      k(i, j) = i + j
    end do
  end do
  print *, k(1, 1)
end program star
";

/// An element of another process read in a parallel loop: the compiler accepts a constant
/// subscript (a program may guard it with `IF (I == 1)`), here unguarded, so every process
/// but the first reads `b(1)`, which it does not store.
const NOT_STORED_HERE: &str = "\
program remote
  integer, parameter :: n = 8
  integer :: a(n), b(n), i
!dvm$ distribute a(block)
!dvm$ align b(i) with a(i)
!dvm$ parallel (i) on a(i)
  do i = 1, n
    b(i) = i
  end do
!dvm$ parallel (i) on a(i)
  do i = 1, n
    a(i) = b(1) + i
  end do
  print *, a(1)
end program remote
";

#[test]
fn bounds_checks_name_the_array_index_and_line() {
    let exe = build(
        "bounds",
        "local.f90",
        LOCAL_OUT_OF_BOUNDS,
        &["-fcheck=bounds"],
    );
    expect_one_error(
        &exe,
        &launches(&[1, 2]),
        &[
            "index 6 of dimension 1 of array 'LOC'",
            "upper bound 5",
            "local.f90:4",
        ],
    );
    let exe = build(
        "bounds",
        "star.f90",
        STAR_OUT_OF_BOUNDS,
        &["-fcheck=bounds", "-O2"],
    );
    expect_one_error(
        &exe,
        &launches(&[1, 2, 3]),
        &["index 5 of dimension 2 of array 'K'", "star.f90:8"],
    );
    let exe = build("bounds", "remote.f90", NOT_STORED_HERE, &["-fcheck=all"]);
    expect_one_error(
        &exe,
        &launches(&[2, 3]),
        &["B(1) is not stored on process", "remote.f90:12"],
    );
}

/// A DYNAMIC array written by a parallel loop and read at `A(I-1)` by the next one, which does
/// not renew its shadow edges: every process stores the edge, so only the currency check sees
/// that the values are the old ones (`runtime/src/shadow_currency.rs`).
const STALE_EDGE: &str = "\
program stale_edge
  integer, parameter :: n = 16
  real :: a(n), b(n)
  integer :: i, it
!dvm$ distribute a(block)
!dvm$ dynamic a
!dvm$ align b(i) with a(i)
!dvm$ shadow a(1:1)
  do it = 1, 2
!dvm$ redistribute a(block)
!dvm$ parallel (i) on a(i)
    do i = 1, n
      a(i) = i * it
    end do
!dvm$ parallel (i) on b(i)
    do i = 2, n - 1
      b(i) = a(i - 1) + a(i + 1)
    end do
  end do
  print *, sum(b)
end program stale_edge
";

/// The shadow edges are renewed, but without CORNER, and the loop reads diagonal neighbours.
const STALE_CORNER: &str = "\
program stale_corner
  integer, parameter :: n = 12
  real(8) :: a(n, n), b(n, n)
  integer :: i, j
!dvm$ distribute :: a
!dvm$ dynamic a
!dvm$ align b(i, j) with a(i, j)
!dvm$ redistribute a(block, block)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, n
    do i = 1, n
      a(i, j) = i + 10 * j
    end do
  end do
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a)
  do j = 2, n - 1
    do i = 2, n - 1
      b(i, j) = a(i - 1, j - 1) + a(i + 1, j + 1)
    end do
  end do
  print *, sum(b)
end program stale_corner
";

/// C-DVMH: a postponed `malloc`ed array given its distribution by `redistribute`, written by
/// one loop and read at its neighbours by the next without `shadow_renew`.
const STALE_C_POSTPONED: &str = "\
#include <stdio.h>
#include <stdlib.h>
#define N 16
int main(void) {
    #pragma dvm array
    double (*A)[N];
    #pragma dvm array align([i][j] with A[i][j])
    double (*B)[N];
    A = malloc(N * N * sizeof(double));
    B = malloc(N * N * sizeof(double));
    #pragma dvm redistribute(A[block][block])
    #pragma dvm realign(B[i][j] with A[i][j])
    #pragma dvm parallel([i][j] on A[i][j])
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = i * N + j;
            B[i][j] = 0;
        }
    #pragma dvm parallel([i][j] on B[i][j])
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
            B[i][j] = A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1];
    double s = 0;
    #pragma dvm parallel([i][j] on B[i][j]) reduction(sum(s))
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s += B[i][j];
    printf(\"%.1f\\n\", s);
    free(B);
    free(A);
    return 0;
}
";

/// Reads of shadow elements their owners changed since the last renewal (a forgotten
/// SHADOW_RENEW, a forgotten CORNER) stop a checked build with the array, the element and the
/// line, on arrays the compile-time check cannot place (DYNAMIC, postponed C arrays).
#[test]
fn stale_shadow_reads_are_reported() {
    let exe = build("stale", "edge.f90", STALE_EDGE, &["-fcheck=bounds"]);
    expect_one_error(
        &exe,
        &launches(&[2, 3]),
        &[
            "is read from a shadow edge",
            "stale",
            "SHADOW_RENEW(A)",
            "edge.f90:17",
        ],
    );
    let exe = build(
        "stale",
        "corner.f90",
        STALE_CORNER,
        &["-fcheck=bounds", "-O2"],
    );
    expect_one_error(
        &exe,
        &[Launch::new(4, 1), Launch::new(4, 2)],
        &["is read from a shadow corner", "A(CORNER)", "corner.f90:18"],
    );
    let exe = build(
        "stale",
        "postponed.cdv",
        STALE_C_POSTPONED,
        &["-fcheck=bounds"],
    );
    expect_one_error(
        &exe,
        &[Launch::new(2, 1), Launch::new(4, 2)],
        &[
            "is read from a shadow edge",
            "SHADOW_RENEW(A)",
            "postponed.cdv:22",
        ],
    );
}

/// Correct programs built with every check print what gfortran prints.
#[test]
fn checked_builds_of_correct_programs_match_gfortran() {
    for name in [
        "jacobi.fdv",
        "heat3d.f90",
        "redblack.fdv",
        "align_variants.f90",
        "planes.f90",
    ] {
        let src = repo_root().join("test-suite/programs").join(name);
        let dir = work_dir("checks-correct");
        let reference = dir.join(format!("{name}.gfortran"));
        let ours = dir.join(format!("{name}.checked"));
        gfortran(&src, &reference, "-fcheck=all").unwrap_or_else(|e| panic!("{e}"));
        dvmhc_compile(&src, &ours, &["-O1", "-fcheck=bounds"]).unwrap_or_else(|e| panic!("{e}"));
        let (expected, _) = run_serial(&reference).unwrap();
        let expected = String::from_utf8_lossy(&expected.stdout).into_owned();
        for launch in [Launch::new(1, 1), Launch::new(3, 1), Launch::new(2, 2)] {
            let (out, _) = run_mpi(&ours, &launch).unwrap();
            assert!(
                out.status.success(),
                "{name} on {}: {}",
                launch.describe(),
                String::from_utf8_lossy(&out.stderr)
            );
            let got = String::from_utf8_lossy(&out.stdout);
            if let Err(e) = compare_outputs(&expected, &got, REAL_TOLERANCE) {
                panic!("{name} on {}: {e}", launch.describe());
            }
        }
    }
}

/// Static arrays larger than 2 GiB (3.2 GB of REAL(8), and 5 G one-byte elements) link and
/// run, as with gfortran: the medium code model puts them in the large-data sections.
#[test]
fn static_arrays_beyond_two_gigabytes() {
    let source = "\
program big
  integer(8), parameter :: n = 400000000_8, m = 5000000000_8
  real(8) :: a(n)
  integer(1) :: c(m)
  a(1) = 1.5d0
  a(n) = 2.5d0
  c(m) = 7
  print *, a(1) + a(n), c(m), c(1)
end program big
";
    let dir = work_dir("checks-big");
    let src = dir.join("big.f90");
    std::fs::write(&src, source).unwrap();
    let reference = dir.join("big.gfortran");
    // gfortran needs to be told the code model for this much static data.
    gfortran(&src, &reference, "-mcmodel=medium").unwrap_or_else(|e| panic!("{e}"));
    let (expected, _) = run_serial(&reference).unwrap();
    let expected = String::from_utf8_lossy(&expected.stdout).into_owned();
    for opt in ["-O0", "-O2"] {
        let exe = build("big", "big.f90", source, &[opt]);
        let (out, _) = run_mpi(&exe, &Launch::new(1, 1)).unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        compare_outputs(&expected, &String::from_utf8_lossy(&out.stdout), 0.0)
            .unwrap_or_else(|e| panic!("{opt}: {e}"));
    }
}
