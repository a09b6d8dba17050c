//! Machine-generated Fortran-DVMH programs of a chosen length, for the compile-time benchmark
//! and the large-program tests.
//!
//! The program is a realistic mix, repeated until it has the requested number of lines:
//! distributed arrays declared in groups, parallel loops with and without reductions and
//! shadow renewal, sequential loops over local arrays, scalar arithmetic, IF blocks and
//! output. Every value is deterministic, integer or exactly representable, so gfortran's build
//! of the same file (directives ignored) prints the same text.

use std::fmt::Write;

/// Distributed arrays declared per group of blocks (keeps declarations a realistic share).
const ARRAYS_PER_GROUP: usize = 4;
/// Extent of every array.
const N: usize = 64;

/// A program of about `lines` lines (free form).
pub fn dvmh_program(lines: usize) -> String {
    let blocks = (lines / 24).max(1);
    let arrays = blocks.div_ceil(4) * ARRAYS_PER_GROUP;
    let mut decl = String::new();
    let mut body = String::new();
    let _ = writeln!(decl, "program generated");
    let _ = writeln!(decl, "  implicit none");
    let _ = writeln!(decl, "  integer, parameter :: n = {N}");
    let _ = writeln!(decl, "  integer :: i, j, k, m");
    let _ = writeln!(decl, "  integer(8) :: isum, icheck");
    let _ = writeln!(decl, "  real(8) :: s, t, loc({N})");
    for a in 0..arrays {
        let _ = writeln!(decl, "  real(8) :: a{a}(n)");
        if a % ARRAYS_PER_GROUP == 0 {
            let _ = writeln!(decl, "!dvm$ distribute a{a}(block)");
            let _ = writeln!(decl, "!dvm$ shadow a{a}(1:1)");
        } else {
            let base = a - a % ARRAYS_PER_GROUP;
            let _ = writeln!(decl, "!dvm$ align a{a}(i) with a{base}(i)");
        }
    }
    let _ = writeln!(body, "  isum = 0");
    let _ = writeln!(body, "  icheck = 0");
    let _ = writeln!(body, "  s = 0");
    let _ = writeln!(body, "  do i = 1, n");
    let _ = writeln!(body, "    loc(i) = i");
    let _ = writeln!(body, "  end do");
    for b in 0..blocks {
        block(&mut body, b, arrays);
    }
    let _ = writeln!(body, "  print *, 'isum =', isum, ' icheck =', icheck");
    let _ = writeln!(body, "  print *, 's =', s");
    let _ = writeln!(body, "end program generated");
    decl + &body
}

/// One block of 24 lines working on arrays of the block's group.
fn block(out: &mut String, b: usize, arrays: usize) {
    let x = (4 * b) % arrays;
    let y = x + 1;
    let c = b % 7 + 1;
    let _ = writeln!(out, "!dvm$ parallel (i) on a{x}(i)");
    let _ = writeln!(out, "  do i = 1, n");
    let _ = writeln!(out, "    a{x}(i) = mod(i * {c} + {b}, 97)");
    let _ = writeln!(out, "    a{y}(i) = i - {c}");
    let _ = writeln!(out, "  end do");
    let _ = writeln!(
        out,
        "!dvm$ parallel (i) on a{y}(i), shadow_renew(a{x}), reduction(sum(s))"
    );
    let _ = writeln!(out, "  do i = 2, n - 1");
    let _ = writeln!(out, "    a{y}(i) = a{x}(i - 1) + a{x}(i + 1) - a{y}(i)");
    let _ = writeln!(out, "    s = s + a{y}(i)");
    let _ = writeln!(out, "  end do");
    let _ = writeln!(out, "  k = {b} * 3 + mod(int(s), 11)");
    let _ = writeln!(out, "  m = max(k, {c}) - min(k, {c})");
    let _ = writeln!(out, "  isum = isum + k + m");
    let _ = writeln!(out, "  do j = 1, n");
    let _ = writeln!(out, "    loc(j) = loc(j) * 0.5d0 + j");
    let _ = writeln!(out, "  end do");
    let _ = writeln!(out, "  t = loc({}) + loc({})", b % N + 1, (b * 7) % N + 1);
    let _ = writeln!(out, "  if (t > {}.0d0) then", b % 50 + 10);
    let _ = writeln!(out, "    icheck = icheck + int(t)");
    let _ = writeln!(out, "  else");
    let _ = writeln!(out, "    icheck = icheck - {c}");
    let _ = writeln!(out, "  end if");
    if b.is_multiple_of(8) {
        let _ = writeln!(out, "  print *, 'block {b}:', isum, icheck");
    } else {
        let _ = writeln!(out, "  isum = isum + 1");
    }
    let _ = writeln!(out, "  s = s * 0.5d0");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_length_is_close_to_the_request() {
        for lines in [500, 5000, 20000] {
            let n = dvmh_program(lines).lines().count();
            assert!(
                n as f64 > 0.9 * lines as f64 && (n as f64) < 1.2 * lines as f64,
                "{lines} requested, {n} generated"
            );
        }
    }
}
