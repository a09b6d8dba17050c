/* Parallel loops in a region with device variants (dvmh_loop_device), as the compiler emits
 * them: each loop has a host handler and a device function that walks the flattened local
 * iteration space grid-stride (tid, tid + nthreads, ...) and keeps its reduction partials in
 * slot tid. The sequence mixes device loops, a host-only loop, SHADOW_RENEW, reductions
 * (SUM, MAXLOC, an array SUM), GET_ACTUAL, ACTUAL, element reads and writes inside the
 * region, so every actuality rule is needed for the right results. Every value is checked
 * against the serial computation; prints `<name> <value>` lines and `bad <count>`.
 *
 * Argument: `get` (default) calls GET_ACTUAL before reading B directly on the host; `noget`
 * omits it, so on a device B's host copy is stale there (`stale <count>` > 0) — proof that
 * the check can fail. `badkind`, `badnargs`, `badname`: the first device loop has an invalid
 * capture kind, a wrong argument count, a kernel name the PTX lacks (an error on a GPU only). */
#include <stdio.h>

#include "common.h"
#include "device_loops.h"
#include "device_ptx.h" /* DEVICE_PTX: device_kernels.c compiled by the test harness */

static void host_run(const int64_t *b, void *const *args, void *const *reds, body_fn f) {
    FOR_DIM(i, b, 0) FOR_DIM(j, b, 1) f(i, j, args, reds);
}

/* Host handler `name_host` and device function `name_dev` of each device loop. */
#define LOOP(name, nreds, ...)                                                                \
    static void name##_host(const int64_t *b, void *const *a, void *const *r) {                \
        host_run(b, a, r, name);                                                               \
    }                                                                                          \
    static void name##_dev(const int64_t *b, void *const *a, void *const *r, int64_t t, int64_t n) { \
        static const int64_t bytes[] = {0, __VA_ARGS__};                                       \
        dev_run(b, a, r, t, n, name, nreds, bytes + 1);                                        \
    }
DEVICE_LOOPS(LOOP)

/* A loop with a host handler only. */
static void increment_host(const int64_t *b, void *const *a, void *const *r) { host_run(b, a, r, increment); }

/* An ACROSS loop (C(i, j) += C(i - 1, j), in order): it runs on the host even with a device
 * variant, which the runtime then never calls. */
static void prefix(int64_t i, int64_t j, void *const *a, void *const *r) {
    (void)r;
    AT(int32_t, a[0], i, j) += AT(int32_t, a[0], i - 1, j);
}
static void prefix_host(const int64_t *b, void *const *a, void *const *r) { host_run(b, a, r, prefix); }

/* The owned block of this process (from a host loop before the region). */
static int64_t own_lo[2] = {INT64_MAX, INT64_MAX}, own_hi[2] = {INT64_MIN, INT64_MIN};
static void atomic_min(int64_t *at, int64_t v) {
    int64_t old = __atomic_load_n(at, __ATOMIC_RELAXED);
    while (v < old && !__atomic_compare_exchange_n(at, &old, v, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
    }
}
static void atomic_max(int64_t *at, int64_t v) {
    int64_t old = __atomic_load_n(at, __ATOMIC_RELAXED);
    while (v > old && !__atomic_compare_exchange_n(at, &old, v, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
    }
}
static void record_owned(const int64_t *b, void *const *a, void *const *r) {
    (void)a;
    (void)r;
    for (int k = 0; k < 2; k++) {
        atomic_min(&own_lo[k], b[3 * k]);
        atomic_max(&own_hi[k], b[3 * k + 1]);
    }
}

static DvmhArray *A, *B, *C;
static int64_t bad;

static DvmhLoop *loop(int line, int64_t ilo, int64_t ihi) {
    dvmh_set_line(line, "device.c");
    DvmhLoop *l = dvmh_loop_create(2, (int64_t[]){ilo, 1}, (int64_t[]){ihi, N2}, (int64_t[]){1, 1});
    dvmh_loop_map(l, A, (int64_t[]){0, 1, 0, 1, 1, 0});
    return l;
}

static void device(DvmhLoop *l, dvmh_device_fn f, const char *name, int64_t n, const int64_t *kinds) {
    dvmh_loop_device(l, f, name, DEVICE_PTX, n, kinds);
}

static void check(const char *name, int64_t got, int64_t want) {
    print_i64(name, got);
    if (got != want) {
        bad++;
        fprintf(stderr, "%s: got %lld, expected %lld\n", name, (long long)got, (long long)want);
    }
}

/* The serial values: A after fill(+1), B = A(i-1) + A(i+1) of the filled A. */
static int64_t a_filled(int64_t i, int64_t j) { return i * 100 + j + OFF; }

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "get";
    int get = strcmp(mode, "noget") != 0;
    dvmh_init(2);
    int64_t lo[2] = {1, 1}, hi[2] = {N1, N2}, sh[2] = {1, 0};
    A = make_array("A", DVMH_TYPE_I32, 2, lo, hi, sh, sh);
    B = make_array("B", DVMH_TYPE_F64, 2, lo, hi, NULL, NULL);
    C = make_array("C", DVMH_TYPE_I32, 2, lo, hi, sh, sh);
    dvmh_distribute(C, (int32_t[]){DVMH_DIST_BLOCK, DVMH_DIST_BLOCK});
    dvmh_distribute(A, (int32_t[]){DVMH_DIST_BLOCK, DVMH_DIST_BLOCK});
    dvmh_distribute(B, (int32_t[]){DVMH_DIST_BLOCK, DVMH_DIST_BLOCK});
    int64_t off = OFF;
    void *ab[2] = {A, B}, *aoff[2] = {A, &off}, *a1[1] = {A}, *c1[1] = {C};

    dvmh_loop_perform(loop(10, 1, N1), record_owned, 0, NULL);

    dvmh_region_enter(20);
    DvmhLoop *l = loop(21, 1, N1);
    if (strcmp(mode, "badkind") == 0)
        device(l, fill_dev, "fill_kernel", 2, (int64_t[]){2, 0x208});
    else if (strcmp(mode, "badnargs") == 0)
        device(l, fill_dev, "fill_kernel", 1, (int64_t[]){2});
    else
        device(l, fill_dev, strcmp(mode, "badname") == 0 ? "no_such_kernel" : "fill_kernel", 2,
               (int64_t[]){2, 0x108});
    dvmh_loop_perform(l, fill_host, 2, aoff);

    l = loop(22, 2, N1 - 1);
    dvmh_loop_shadow_renew(l, A, 0);
    device(l, stencil_dev, "stencil_kernel", 2, (int64_t[]){1, 2});
    dvmh_loop_perform(l, stencil_host, 2, ab);

    double sum_b = 0.5;
    int32_t max_a = -1;
    int64_t max_at[2] = {0, 0}, counts[2] = {0, 0};
    l = loop(23, 2, N1 - 1);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_F64, &sum_b, 1);
    dvmh_loop_reduction(l, DVMH_RED_MAXLOC, DVMH_TYPE_I32, &max_a, 1);
    dvmh_loop_reduction(l, DVMH_RED_LOC, DVMH_TYPE_I64, max_at, 2);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, counts, 2);
    device(l, reduce_dev, "reduce_kernel", 2, (int64_t[]){1, 1});
    dvmh_loop_perform(l, reduce_host, 2, ab);

    /* B read directly on the host: needs GET_ACTUAL after a device loop wrote it. */
    if (get) dvmh_get_actual_array(B);
    int64_t stale = 0;
    for (int64_t i = own_lo[0]; i <= own_hi[0]; i++)
        for (int64_t j = own_lo[1]; j <= own_hi[1]; j++)
            if (i >= 2 && i <= N1 - 1 &&
                ELEM(double, B, 2, i, j) != (double)(a_filled(i - 1, j) + a_filled(i + 1, j)))
                stale++;

    /* A host-only loop in the region: A comes back first, the device copy is stale after. */
    l = loop(30, 1, N1);
    dvmh_loop_perform(l, increment_host, 1, a1);

    int64_t sum1 = 0;
    l = loop(31, 1, N1);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &sum1, 1);
    device(l, sum_a_dev, "sum_a_kernel", 1, (int64_t[]){1});
    dvmh_loop_perform(l, sum_a_host, 1, a1);

    l = loop(32, 1, N1);
    device(l, twice_dev, "twice_kernel", 1, (int64_t[]){3});
    dvmh_loop_perform(l, twice_host, 1, a1);

    int32_t elem = 0;
    dvmh_elem_read(A, (int64_t[]){3, 4}, &elem);
    int32_t minus7 = -7;
    dvmh_elem_write(A, (int64_t[]){5, 5}, &minus7);

    /* Direct host writes announced with ACTUAL. */
    dvmh_get_actual_array(A);
    for (int64_t i = own_lo[0]; i <= own_hi[0]; i++)
        for (int64_t j = own_lo[1]; j <= own_hi[1]; j++)
            if (i == N1) ELEM(int32_t, A, 2, i, j) += 1000;
    dvmh_actual_array(A);

    int64_t sum2 = 0;
    l = loop(40, 1, N1);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &sum2, 1);
    device(l, sum_a_dev, "sum_a_kernel", 1, (int64_t[]){1});
    dvmh_loop_perform(l, sum_a_host, 1, a1);

    /* C written on the device, then by an ACROSS loop on the host, then read on the device. */
    l = loop(41, 1, N1);
    device(l, fill_c_dev, "fill_c_kernel", 1, (int64_t[]){2});
    dvmh_loop_perform(l, fill_c_host, 1, c1);
    l = loop(42, 2, N1);
    dvmh_loop_across(l, C, 0);
    device(l, twice_dev, "twice_kernel", 1, (int64_t[]){3});
    dvmh_loop_perform(l, prefix_host, 1, c1);
    int64_t sum_c = 0;
    l = loop(43, 1, N1);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &sum_c, 1);
    device(l, sum_a_dev, "sum_a_kernel", 1, (int64_t[]){1});
    dvmh_loop_perform(l, sum_a_host, 1, c1);
    dvmh_region_exit();

    /* Outside the region the host copy is current: a host loop sees the device's writes. */
    int64_t sum3 = 0;
    l = loop(50, 1, N1);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &sum3, 1);
    dvmh_loop_perform(l, sum_a_host, 1, a1);

    /* The serial values. */
    double want_sum_b = 0.5;
    int64_t want_sum1 = 0, want_sum2 = 0, want_count = 0, want_j = 0;
    for (int64_t i = 1; i <= N1; i++)
        for (int64_t j = 1; j <= N2; j++) {
            if (i >= 2 && i <= N1 - 1) {
                want_sum_b += (double)(a_filled(i - 1, j) + a_filled(i + 1, j));
                want_count++;
                want_j += j;
            }
            want_sum1 += a_filled(i, j) + 1;
            int64_t v = 2 * (a_filled(i, j) + 1);
            if (i == 5 && j == 5) v = -7;
            if (i == N1) v += 1000;
            want_sum2 += v;
        }
    check("sum_b", (int64_t)sum_b, (int64_t)want_sum_b);
    check("max", max_a, a_filled(N1 - 1, N2));
    check("max_i", max_at[0], N1 - 1);
    check("max_j", max_at[1], N2);
    check("count", counts[0], want_count);
    check("sum_j", counts[1], want_j);
    check("sum1", sum1, want_sum1);
    check("elem", elem, 2 * (a_filled(3, 4) + 1));
    check("sum2", sum2, want_sum2);
    check("sum3", sum3, want_sum2);
    check("sum_c", sum_c, (int64_t)(N1 * (N1 + 1) / 2) * (N2 * (N2 + 1) / 2));
    print_i64("stale", stale); /* rank 0's */
    print_i64("bad", bad);
    dvmh_array_free(C);
    dvmh_array_free(B);
    dvmh_array_free(A);
    dvmh_finish();
    return 0;
}
