/* The loop bodies of device.c and the device-variant walk, shared by its host build
 * (device.c: host handlers and `dvmh_device_fn`s for the emulation device) and its NVPTX build
 * (device_kernels.c, compiled to PTX by clang for a GPU). Freestanding: no C library. */
#ifndef DVMH_TEST_DEVICE_LOOPS_H
#define DVMH_TEST_DEVICE_LOOPS_H

#include "dvmh_rt.h"

#define N1 45
#define N2 13
#define OFF 5

/* Element (i, j) of a 2-D array through its view, as compiled code addresses it. */
#define AT(type, view, i, j)                                                                 \
    (((type *)((const dvmh_view *)(view))->base)                                             \
         [((i) - ((const dvmh_view *)(view))->lo[0]) +                                       \
          ((j) - ((const dvmh_view *)(view))->lo[1]) * ((const dvmh_view *)(view))->stride[1]])

typedef void (*body_fn)(int64_t i, int64_t j, void *const *args, void *const *reds);

static inline int64_t trips(const int64_t *b, int k) {
    int64_t f = b[3 * k], l = b[3 * k + 1], s = b[3 * k + 2];
    int64_t n = s > 0 ? (l - f) / s + 1 : (f - l) / -s + 1;
    return n > 0 ? n : 0;
}

/* Every thread's accumulators start from the identities: zero, except the MAXLOC value of
 * `reduce` (its only loop with four reductions). */
static inline void identities(void **mine, int nreds, const int64_t *elem_bytes) {
    for (int k = 0; k < nreds; k++)
        for (int64_t b = 0; b < elem_bytes[k]; b++) ((char *)mine[k])[b] = 0;
    if (nreds == 4) *(int32_t *)mine[1] = -2147483647 - 1;
}

/* The device-variant contract: lin = tid, tid + n, ... over the flattened space (the last
 * dimension fastest); reduction k's slot of thread tid starts at tid * count[k], and the
 * thread's accumulators start from the identities (the runtime adds the variables' values). */
static inline void dev_run(const int64_t *b, void *const *args, void *const *reds, int64_t tid,
                           int64_t n, body_fn f, int nreds, const int64_t *elem_bytes) {
    void *mine[4];
    for (int k = 0; k < nreds; k++) mine[k] = (char *)reds[k] + tid * elem_bytes[k];
    identities(mine, nreds, elem_bytes);
    int64_t n0 = trips(b, 0), n1 = trips(b, 1);
    for (int64_t lin = tid; lin < n0 * n1; lin += n) {
        int64_t i = b[0] + (lin / n1) * b[2], j = b[3] + (lin % n1) * b[5];
        f(i, j, args, mine);
    }
}

/* args: A, off */
static inline void fill(int64_t i, int64_t j, void *const *a, void *const *r) {
    (void)r;
    AT(int32_t, a[0], i, j) = (int32_t)(i * 100 + j + *(const int64_t *)a[1]);
}
/* args: A, B */
static inline void stencil(int64_t i, int64_t j, void *const *a, void *const *r) {
    (void)r;
    AT(double, a[1], i, j) = AT(int32_t, a[0], i - 1, j) + AT(int32_t, a[0], i + 1, j);
}
/* args: A, B; reds: sum(B), maxloc(A) value and (i, j), {iterations, sum of j} */
static inline void reduce(int64_t i, int64_t j, void *const *a, void *const *r) {
    *(double *)r[0] += AT(double, a[1], i, j);
    int32_t v = AT(int32_t, a[0], i, j);
    if (v > *(int32_t *)r[1]) {
        *(int32_t *)r[1] = v;
        ((int64_t *)r[2])[0] = i;
        ((int64_t *)r[2])[1] = j;
    }
    ((int64_t *)r[3])[0] += 1;
    ((int64_t *)r[3])[1] += j;
}
/* args: A */
static inline void increment(int64_t i, int64_t j, void *const *a, void *const *r) {
    (void)r;
    AT(int32_t, a[0], i, j) += 1;
}
static inline void twice(int64_t i, int64_t j, void *const *a, void *const *r) {
    (void)r;
    AT(int32_t, a[0], i, j) *= 2;
}
/* args: C */
static inline void fill_c(int64_t i, int64_t j, void *const *a, void *const *r) {
    (void)r;
    (void)i;
    AT(int32_t, a[0], i, j) = (int32_t)j;
}
/* args: A; reds: sum(A) as int64 */
static inline void sum_a(int64_t i, int64_t j, void *const *a, void *const *r) {
    *(int64_t *)r[0] += AT(int32_t, a[0], i, j);
}

/* Combines slot `o` into slot `m` (`reduce` and `sum_a`, the loops with reductions), as the
 * runtime combines partials: sums add, the MAXLOC value and its location move together when
 * strictly greater. */
static inline void combine_slots(int nreds, void *const *r, int64_t m, int64_t o) {
    if (nreds == 4) {
        double *s = (double *)r[0];
        int32_t *v = (int32_t *)r[1];
        int64_t *loc = (int64_t *)r[2], *c = (int64_t *)r[3];
        s[m] += s[o];
        if (v[o] > v[m]) {
            v[m] = v[o];
            loc[2 * m] = loc[2 * o];
            loc[2 * m + 1] = loc[2 * o + 1];
        }
        c[2 * m] += c[2 * o];
        c[2 * m + 1] += c[2 * o + 1];
    } else if (nreds == 1) {
        int64_t *s = (int64_t *)r[0];
        s[m] += s[o];
    }
}

/* Copies slot `from` to slot `to` of every reduction. */
static inline void copy_slot(int nreds, void *const *r, const int64_t *elem_bytes, int64_t from,
                             int64_t to) {
    for (int k = 0; k < nreds; k++)
        for (int64_t b = 0; b < elem_bytes[k]; b++)
            ((char *)r[k])[to * elem_bytes[k] + b] = ((char *)r[k])[from * elem_bytes[k] + b];
}

/* Per device loop: its body, reduction count and bytes per thread slot of each reduction. */
#define DEVICE_LOOPS(X)                                                                      \
    X(fill, 0, 0)                                                                            \
    X(fill_c, 0, 0)                                                                          \
    X(stencil, 0, 0)                                                                         \
    X(reduce, 4, 8, 4, 16, 16)                                                               \
    X(twice, 0, 0)                                                                           \
    X(sum_a, 1, 8)

#endif
