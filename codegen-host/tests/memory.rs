//! `mem` ops: stack slots hoisted out of loops, views with arbitrary lower bounds and strides
//! (column- and row-major), element addresses of every element type, byte offsets, `i1` in
//! memory as a byte.

mod common;

/// An 8 KiB `mem.alloca` inside a loop of a million iterations: one slot per invocation, so
/// the stack does not grow with the trip count (8 GB otherwise).
#[test]
fn alloca_in_a_loop_is_one_slot_per_call() {
    let module = common::parse(
        r#"
module @m {
  func @churn(%n: i64) -> (f64) {
    %one = arith.constant {value = 1} : i64
    %sum = mem.alloca {elem = f64} : ptr
    %z = arith.constant {value = 0.0} : f64
    mem.store(%z, %sum)
    scf.for(%one, %n, %one) ({
    ^bb0(%i: i64):
      %buf = mem.alloca {elem = f64, count = 1024} : ptr
      %v = mem.view(%buf, %one, %one) : !mem.view<f64, 1>
      %k = arith.constant {value = 1000} : i64
      %p = mem.elem_ptr(%v, %k) : ptr
      %x = arith.sitofp(%i) : f64
      mem.store(%x, %p)
      %y = mem.load(%p) : f64
      %s = mem.load(%sum) : f64
      %s1 = arith.addf(%s, %y) : f64
      mem.store(%s1, %sum)
      scf.yield
    })
    %r = mem.load(%sum) : f64
    func.return(%r)
  }
}
"#,
    );
    let driver = r#"
#include <stdint.h>
#include <stdio.h>
double churn(int64_t);
int main(void) { printf("%.1f\n", churn(1000000)); return 0; }
"#;
    assert_eq!(common::run_all_levels(&module, driver), "500000500000.0\n");
}

/// Writes `100*i + 10*j + k` at `(i, j, k)` of a rank-3 view over `base` with lower bounds
/// `(-1, 0, 2)` and the given strides, for `i in -1..=1, j in 0..=2, k in 2..=3`.
const VIEWS: &str = r#"
module @m {
  func @fill3(%base: ptr, %s1: i64, %s2: i64, %s3: i64) {
    %lo1 = arith.constant {value = -1} : i64
    %lo2 = arith.constant {value = 0} : i64
    %lo3 = arith.constant {value = 2} : i64
    %hi1 = arith.constant {value = 1} : i64
    %hi2 = arith.constant {value = 2} : i64
    %hi3 = arith.constant {value = 3} : i64
    %one = arith.constant {value = 1} : i64
    %c100 = arith.constant {value = 100} : i64
    %c10 = arith.constant {value = 10} : i64
    %v = mem.view(%base, %lo1, %lo2, %lo3, %s1, %s2, %s3) : !mem.view<i32, 3>
    scf.for(%lo1, %hi1, %one) ({
    ^bb0(%i: i64):
      scf.for(%lo2, %hi2, %one) ({
      ^bb1(%j: i64):
        scf.for(%lo3, %hi3, %one) ({
        ^bb2(%k: i64):
          %a = arith.muli(%i, %c100) : i64
          %b = arith.muli(%j, %c10) : i64
          %ab = arith.addi(%a, %b) : i64
          %abc = arith.addi(%ab, %k) : i64
          %x = arith.trunci(%abc) : i32
          %p = mem.elem_ptr(%v, %i, %j, %k) : ptr
          mem.store(%x, %p)
          scf.yield
        })
        scf.yield
      })
      scf.yield
    })
    func.return
  }
  // Element types of every width, indexed with i32 (sign-extended) and negative indices.
  func @widths(%b8: ptr, %b16: ptr, %b64: ptr, %bf: ptr, %flags: ptr, %i: i32) {
    %lo = arith.constant {value = -5} : i32
    %one = arith.constant {value = 1} : i32
    %v8 = mem.view(%b8, %lo, %one) : !mem.view<i8, 1>
    %v16 = mem.view(%b16, %lo, %one) : !mem.view<i16, 1>
    %v64 = mem.view(%b64, %lo, %one) : !mem.view<i64, 1>
    %vf = mem.view(%bf, %lo, %one) : !mem.view<f32, 1>
    %vb = mem.view(%flags, %lo, %one) : !mem.view<i1, 1>
    %p8 = mem.elem_ptr(%v8, %i) : ptr
    %x8 = arith.trunci(%i) : i8
    mem.store(%x8, %p8)
    %p16 = mem.elem_ptr(%v16, %i) : ptr
    %x16 = arith.trunci(%i) : i16
    mem.store(%x16, %p16)
    %p64 = mem.elem_ptr(%v64, %i) : ptr
    %x64 = arith.extsi(%i) : i64
    mem.store(%x64, %p64)
    %pf = mem.elem_ptr(%vf, %i) : ptr
    %xf = arith.sitofp(%i) : f32
    mem.store(%xf, %pf)
    %pb = mem.elem_ptr(%vb, %i) : ptr
    %zero = arith.constant {value = 0} : i32
    %neg = arith.cmpi(%i, %zero) {pred = slt} : i1
    mem.store(%neg, %pb)
    func.return
  }
  // A byte offset into an array of pointers, as handlers read `args`.
  func @second_pointer(%arr: ptr) -> (ptr) {
    %c8 = arith.constant {value = 8} : i32
    %p = mem.offset(%arr, %c8) : ptr
    %q = mem.load(%p) : ptr
    func.return(%q)
  }
}
"#;

#[test]
fn views_address_elements_with_lower_bounds_and_strides() {
    let module = common::parse(VIEWS);
    let driver = r#"
#include <stdint.h>
#include <stdio.h>
#include <string.h>
void fill3(int32_t *, int64_t, int64_t, int64_t);
void widths(int8_t *, int16_t *, int64_t *, float *, uint8_t *, int32_t);
void *second_pointer(void **);
int main(void) {
    int32_t col[3 * 3 * 2], row[3 * 3 * 2];
    fill3(col, 1, 3, 9);     /* column-major: i fastest */
    fill3(row, 6, 2, 1);     /* row-major: k fastest */
    for (int n = 0; n < 18; n++) printf("%d ", col[n]);
    printf("\n");
    for (int n = 0; n < 18; n++) printf("%d ", row[n]);
    printf("\n");
    int8_t a8[8]; int16_t a16[8]; int64_t a64[8]; float af[8]; uint8_t fl[8];
    memset(a8, 0, 8); memset(a16, 0, 16); memset(a64, 0, 64); memset(af, 0, 32); memset(fl, 7, 8);
    for (int32_t i = -5; i <= 2; i++) widths(a8, a16, a64, af, fl, i);
    for (int n = 0; n < 8; n++) printf("%d/%d/%lld/%g/%d ", a8[n], a16[n], (long long)a64[n], af[n], fl[n]);
    printf("\n");
    int x, y; void *ptrs[2] = { &x, &y };
    printf("%d\n", second_pointer(ptrs) == &y);
    return 0;
}
"#;
    let expected = "\
-98 2 102 -88 12 112 -78 22 122 -97 3 103 -87 13 113 -77 23 123 \n\
-98 -97 -88 -87 -78 -77 2 3 12 13 22 23 102 103 112 113 122 123 \n\
-5/-5/-5/-5/1 -4/-4/-4/-4/1 -3/-3/-3/-3/1 -2/-2/-2/-2/1 -1/-1/-1/-1/1 0/0/0/0/0 1/1/1/1/0 2/2/2/2/0 \n\
1\n";
    assert_eq!(common::run_all_levels(&module, driver), expected);
}

/// A descriptor the function builds in its own stack slot: `mem.view_load` reads what the
/// stores put there (the alias classification of this case is unit-tested in `alias.rs`). The
/// first dimension's stride is 1 by contract and not read; the second's comes from the slot.
#[test]
fn view_load_from_a_local_descriptor_sees_its_stores() {
    let module = common::parse(
        r#"
module @m {
  func @through_local_descriptor(%base: ptr, %i: i64, %j: i64) -> (f64) {
    %desc = mem.alloca {elem = i64, count = 15} : ptr
    %c0 = arith.constant {value = 0} : i64
    %c8 = arith.constant {value = 8} : i64
    %c16 = arith.constant {value = 16} : i64
    %c64 = arith.constant {value = 64} : i64
    %c72 = arith.constant {value = 72} : i64
    %lo = arith.constant {value = 10} : i64
    %bad = arith.constant {value = 1000} : i64
    %stride = arith.constant {value = 2} : i64
    %pb = mem.offset(%desc, %c0) : ptr
    mem.store(%base, %pb)
    %pl0 = mem.offset(%desc, %c8) : ptr
    mem.store(%lo, %pl0)
    %pl1 = mem.offset(%desc, %c16) : ptr
    mem.store(%c0, %pl1)
    %ps0 = mem.offset(%desc, %c64) : ptr
    mem.store(%bad, %ps0)
    %ps1 = mem.offset(%desc, %c72) : ptr
    mem.store(%stride, %ps1)
    %v = mem.view_load(%desc) : !mem.view<f64, 2>
    %p = mem.elem_ptr(%v, %i, %j) : ptr
    %x = mem.load(%p) : f64
    func.return(%x)
  }
}
"#,
    );
    let driver = r#"
#include <stdint.h>
#include <stdio.h>
double through_local_descriptor(double *, int64_t, int64_t);
int main(void) {
    double a[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    printf("%g %g %g\n", through_local_descriptor(a, 10, 0), through_local_descriptor(a, 11, 1),
           through_local_descriptor(a, 13, 2));
    return 0;
}
"#;
    assert_eq!(common::run_all_levels(&module, driver), "0 3 7\n");
}
