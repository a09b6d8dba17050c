//! Host handlers called the way the runtime calls them: `(bounds, args, reds)` with runtime
//! array descriptors (`dvmh_view`), local blocks whose lower bounds are not the global ones,
//! portions of the iteration space per call, non-unit and negative steps, and reduction
//! accumulators. And the performance contract: the Jacobi inner loop is vectorised at -O3 with
//! no run-time alias checks.

mod common;

const JACOBI: &str = include_str!("ir/jacobi_handler.ir");

const JACOBI_DRIVER: &str = r#"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef struct { void *base; int64_t lo[7]; int64_t stride[7]; } dvmh_view;
void jacobi_sweep(const int64_t *bounds, void *const *args, void *const *reds);
enum { N = 37, M = N + 2 };
static float a[M * M], ref[M * M];
static float at(int64_t i, int64_t j) { return a[i + M * j]; }
/* The reference: the same loop nest and the same operation order, in C. */
static void reference(int64_t jl, int64_t jh, int64_t js, int64_t il, int64_t ih, int64_t is) {
    for (int64_t j = jl; js > 0 ? j <= jh : j >= jh; j += js)
        for (int64_t i = il; is > 0 ? i <= ih : i >= ih; i += is)
            ref[i + M * j] = (((at(i - 1, j) + at(i + 1, j)) + at(i, j - 1)) + at(i, j + 1)) / 4.0f;
}
/* A process's local block: global columns c0..c1 (with shadow), all rows. */
static dvmh_view block(float *storage, int64_t c0) {
    dvmh_view v; memset(&v, 0, sizeof v);
    v.base = storage; v.lo[0] = 0; v.lo[1] = c0; v.stride[0] = 1; v.stride[1] = M;
    return v;
}
static int check(const float *b, int64_t c0, int64_t c1, const char *what) {
    for (int64_t j = c0; j <= c1; j++)
        for (int64_t i = 0; i < M; i++)
            if (memcmp(&b[i + M * (j - c0)], &ref[i + M * j], 4) != 0) {
                printf("%s: mismatch at (%lld, %lld): %a vs %a\n", what, (long long)i, (long long)j,
                       b[i + M * (j - c0)], ref[i + M * j]);
                return 1;
            }
    printf("%s: ok\n", what);
    return 0;
}
static int run(int64_t c0, int64_t c1, int64_t jl, int64_t jh, int64_t js, int64_t il, int64_t ih,
               int64_t is, const char *what) {
    int64_t cols = c1 - c0 + 1;
    float *la = malloc(sizeof(float) * M * cols), *lb = calloc(M * cols, sizeof(float));
    memcpy(la, &a[M * c0], sizeof(float) * M * cols);
    memset(ref, 0, sizeof ref);
    reference(jl, jh, js, il, ih, is);
    dvmh_view va = block(la, c0), vb = block(lb, c0);
    void *args[2] = { &va, &vb };
    int64_t bounds[6] = { jl, jh, js, il, ih, is };
    jacobi_sweep(bounds, args, NULL);
    int bad = check(lb, c0, c1, what);
    free(la); free(lb);
    return bad;
}
int main(void) {
    for (int j = 0; j < M; j++)
        for (int i = 0; i < M; i++)
            a[i + M * j] = (float)((i * 31 + j * 17) % 101) / 7.0f + (float)i * 1e-3f;
    int bad = 0;
    bad |= run(0, M - 1, 1, N, 1, 1, N, 1, "whole array");
    bad |= run(0, 19, 1, 18, 1, 1, N, 1, "first half");
    bad |= run(18, M - 1, 19, N, 1, 1, N, 1, "second half, shifted lower bound");
    bad |= run(5, 30, 29, 6, -1, 2, N, 3, "negative and non-unit steps");
    bad |= run(0, M - 1, 1, N, 1, N, 1, 1, "empty inner range");
    return bad;
}
"#;

#[test]
fn jacobi_handler_called_like_the_runtime() {
    let module = common::parse(JACOBI);
    let expected = "\
whole array: ok
first half: ok
second half, shifted lower bound: ok
negative and non-unit steps: ok
empty inner range: ok
";
    assert_eq!(common::run_all_levels(&module, JACOBI_DRIVER), expected);
}

#[test]
fn jacobi_inner_loop_is_vectorised_without_alias_checks() {
    for (elem, vector) in [("f32", "<4 x float>"), ("f64", "<2 x double>")] {
        let module = common::parse(&JACOBI.replace("f32", elem));
        let ir = common::llvm_ir(&module, 3);
        let handler = common::llvm_function(&ir, "jacobi_sweep");
        assert!(
            handler.contains(&format!("load {vector}"))
                && handler.contains(&format!("store {vector}")),
            "{elem}: the inner loop is not vectorised:\n{handler}"
        );
        // Distinct arrays are told apart by alias scopes, so no overlap checks are emitted.
        assert!(
            handler.contains("!alias.scope"),
            "{elem}: no alias scopes:\n{handler}"
        );
        assert!(
            !handler.contains("conflict"),
            "{elem}: run-time alias checks:\n{handler}"
        );
        assert!(
            handler.starts_with("define void @jacobi_sweep(ptr noalias"),
            "{elem}: handler parameters are not noalias:\n{handler}"
        );
    }
}

/// The same handler at -O0 keeps scalar code: vectorisation is an optimisation choice.
#[test]
fn no_vectors_at_o0() {
    let ir = common::llvm_ir(&common::parse(JACOBI), 0);
    assert!(!common::llvm_function(&ir, "jacobi_sweep").contains("<4 x float>"));
}

/// A SUM reduction handler in the shape `lower-dvm` produces: the thread's accumulator is read
/// from `reds[0]` into a private slot, updated in the loop, and written back; a captured scalar
/// arrives by reference in `args[1]`.
const SUM_HANDLER: &str = r#"
module @sum {
  func @sum_loop(%bounds: ptr, %args: ptr, %reds: ptr) attributes {handler = true} {
    %c0 = arith.constant {value = 0} : i64
    %c8 = arith.constant {value = 8} : i64
    %c16 = arith.constant {value = 16} : i64
    %slot_a = mem.offset(%args, %c0) : ptr
    %desc_a = mem.load(%slot_a) : ptr
    %slot_w = mem.offset(%args, %c8) : ptr
    %pw = mem.load(%slot_w) : ptr
    %w = mem.load(%pw) : f64
    %red_slot = mem.offset(%reds, %c0) : ptr
    %acc_ptr = mem.load(%red_slot) : ptr
    %acc = mem.alloca {elem = f64} : ptr
    %start = mem.load(%acc_ptr) : f64
    mem.store(%start, %acc)
    %lo = mem.load(%bounds) : i64
    %hi_p = mem.offset(%bounds, %c8) : ptr
    %hi = mem.load(%hi_p) : i64
    %st_p = mem.offset(%bounds, %c16) : ptr
    %st = mem.load(%st_p) : i64
    %a = mem.view_load(%desc_a) : !mem.view<f64, 1>
    scf.for(%lo, %hi, %st) ({
    ^bb0(%i: i64):
      %p = mem.elem_ptr(%a, %i) : ptr
      %x = mem.load(%p) : f64
      %wx = arith.mulf(%x, %w) : f64
      %s = mem.load(%acc) : f64
      %s1 = arith.addf(%s, %wx) : f64
      mem.store(%s1, %acc)
      scf.yield
    })
    %final = mem.load(%acc) : f64
    mem.store(%final, %acc_ptr)
    func.return
  }
}
"#;

#[test]
fn reduction_handler_accumulates_per_portion() {
    let module = common::parse(SUM_HANDLER);
    let driver = r#"
#include <stdint.h>
#include <stdio.h>
#include <string.h>
typedef struct { void *base; int64_t lo[7]; int64_t stride[7]; } dvmh_view;
void sum_loop(const int64_t *bounds, void *const *args, void *const *reds);
int main(void) {
    double data[100];
    for (int k = 0; k < 100; k++) data[k] = 1.0 / (k + 1);
    dvmh_view v; memset(&v, 0, sizeof v);
    v.base = data; v.lo[0] = 1; v.stride[0] = 1;          /* A(1:100) */
    double w = 0.5;
    void *args[2] = { &v, &w };
    /* Two threads' portions, each with its own accumulator starting at the identity; the
       first starts from the variable's value, as the runtime does. */
    double acc0 = 10.0, acc1 = 0.0;
    void *reds0[1] = { &acc0 }, *reds1[1] = { &acc1 };
    int64_t b0[3] = { 1, 50, 1 }, b1[3] = { 51, 100, 1 };
    sum_loop(b0, args, reds0);
    sum_loop(b1, args, reds1);
    double r0 = 10.0, r1 = 0.0;
    for (int i = 1; i <= 50; i++) r0 = r0 + data[i - 1] * w;
    for (int i = 51; i <= 100; i++) r1 = r1 + data[i - 1] * w;
    printf("%d %d\n", memcmp(&acc0, &r0, 8) == 0, memcmp(&acc1, &r1, 8) == 0);
    return 0;
}
"#;
    assert_eq!(common::run_all_levels(&module, driver), "1 1\n");
}
