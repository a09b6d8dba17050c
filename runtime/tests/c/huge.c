/* Arrays with absurd shadow widths, sizes and bounds.
 *
 *   huge widths     A(1:10, 1:6) with shadow widths near 2^63: the whole array is a shadow of
 *                   every process; after a renewal every element is checked everywhere
 *                   (prints `checks` and `errors`, SUM reductions)
 *   huge template   a 2-D template of 2^65 indices with a small array aligned at its far end
 *                   (prints `sum` of the array's elements)
 *   huge big        H(1:2^61) of REAL*8: 2^64 bytes on one process
 *   huge wide       H(1-2^62:2^62, 1:4) of INTEGER: more elements than a uint64 counts
 *   huge seven      a 7-D array of 2^62 indices per dimension
 *   huge unbounded  B(-2^63 : 2^63-1): more indices than an int64 counts
 *
 * Every mode prints `before` first; the failing ones stop at line 12 of huge.fdv. */
#include <stdlib.h>

#include "common.h"

static double f(int64_t i, int64_t j) { return 100.0 * (double)i + (double)j; }

static void fill(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(j, b, 0) FOR_DIM(i, b, 1) ELEM(double, args[0], 2, i, j) = f(i, j);
}

static void check_all(const int64_t *b, void *const *args, void *const *reds) {
    int64_t *checks = reds[0], *errors = reds[1];
    FOR_DIM(j, b, 0) FOR_DIM(i, b, 1) {
        (void)i, (void)j;
        for (int64_t y = 1; y <= 6; y++)
            for (int64_t x = 1; x <= 10; x++) {
                *checks += 1;
                if (ELEM(double, args[0], 2, x, y) != f(x, y)) *errors += 1;
            }
    }
}

static void fill1(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(i, b, 0) ELEM(int64_t, args[0], 1, i) = i;
}

static void sum1(const int64_t *b, void *const *args, void *const *reds) {
    int64_t *sum = reds[0];
    FOR_DIM(i, b, 0) *sum += ELEM(int64_t, args[0], 1, i);
}

static void widths(void) {
    const int64_t big = INT64_MAX;
    DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_F64, 2, (int64_t[]){1, 1}, (int64_t[]){10, 6},
                                     (int64_t[]){(int64_t)1 << 62, big}, (int64_t[]){big, 5});
    dvmh_distribute(a, (int32_t[]){DVMH_DIST_BLOCK, DVMH_DIST_BLOCK});
    void *args[1] = {a};
    /* Loop dimension 0 runs over array dimension 1 (j), loop dimension 1 over i. */
    int64_t rules[6] = {1, 1, 0, 0, 1, 0};
    DvmhLoop *l = dvmh_loop_create(2, (int64_t[]){1, 1}, (int64_t[]){6, 10}, (int64_t[]){1, 1});
    dvmh_loop_map(l, a, rules);
    dvmh_loop_perform(l, fill, 1, args);
    int64_t checks = 0, errors = 0;
    l = dvmh_loop_create(2, (int64_t[]){1, 1}, (int64_t[]){6, 10}, (int64_t[]){1, 1});
    dvmh_loop_map(l, a, rules);
    dvmh_loop_shadow_renew(l, a, 1);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &checks, 1);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &errors, 1);
    dvmh_loop_perform(l, check_all, 1, args);
    print_i64("checks", checks);
    print_i64("errors", errors);
    dvmh_array_free(a);
}

static void template(void) {
    const int64_t far = (int64_t)1 << 62;
    DvmhArray *t = dvmh_array_create("T", DVMH_TYPE_TEMPLATE, 2, (int64_t[]){1, 1},
                                     (int64_t[]){far, 8}, NULL, NULL);
    dvmh_distribute(t, (int32_t[]){DVMH_DIST_BLOCK, DVMH_DIST_STAR});
    DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_I64, 1, (int64_t[]){1}, (int64_t[]){10},
                                     (int64_t[]){1}, (int64_t[]){1});
    /* A(i) with T(far - 10 + i, 3). */
    dvmh_align(a, t, (int64_t[]){0, 1, far - 10, -2, 0, 3});
    void *args[1] = {a};
    DvmhLoop *l = dvmh_loop_create(1, (int64_t[]){1}, (int64_t[]){10}, (int64_t[]){1});
    dvmh_loop_map(l, a, (int64_t[]){0, 1, 0});
    dvmh_loop_perform(l, fill1, 1, args);
    int64_t sum = 0;
    l = dvmh_loop_create(1, (int64_t[]){1}, (int64_t[]){10}, (int64_t[]){1});
    dvmh_loop_map(l, a, (int64_t[]){0, 1, 0});
    dvmh_loop_shadow_renew(l, a, 0);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &sum, 1);
    dvmh_loop_perform(l, sum1, 1, args);
    print_i64("sum", sum);
    dvmh_array_free(a);
    dvmh_array_free(t);
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "";
    int seven = strcmp(mode, "seven") == 0;
    dvmh_init(seven ? 7 : strcmp(mode, "widths") == 0 ? 2 : 1);
    print_i64("before", 1);
    if (strcmp(mode, "widths") == 0) {
        widths();
    } else if (strcmp(mode, "template") == 0) {
        template();
    } else {
        dvmh_set_line(12, "huge.fdv");
        DvmhArray *h = NULL;
        if (strcmp(mode, "big") == 0) {
            h = dvmh_array_create("H", DVMH_TYPE_F64, 1, (int64_t[]){1}, (int64_t[]){(int64_t)1 << 61},
                                  NULL, NULL);
        } else if (strcmp(mode, "wide") == 0) {
            const int64_t w = (int64_t)1 << 62;
            h = dvmh_array_create("H", DVMH_TYPE_I32, 2, (int64_t[]){1 - w, 1}, (int64_t[]){w, 4}, NULL, NULL);
        } else if (seven) {
            int64_t lo[7], hi[7];
            for (int k = 0; k < 7; k++) lo[k] = 1, hi[k] = (int64_t)1 << 62;
            h = dvmh_array_create("H", DVMH_TYPE_I8, 7, lo, hi, NULL, NULL);
        } else if (strcmp(mode, "unbounded") == 0) {
            h = dvmh_array_create("B", DVMH_TYPE_I32, 1, (int64_t[]){INT64_MIN}, (int64_t[]){INT64_MAX},
                                  NULL, NULL);
        }
        if (h != NULL) {
            int32_t formats[7] = {DVMH_DIST_BLOCK, DVMH_DIST_STAR, DVMH_DIST_STAR, DVMH_DIST_STAR,
                                  DVMH_DIST_STAR, DVMH_DIST_STAR, DVMH_DIST_STAR};
            dvmh_distribute(h, formats);
            /* Touch the storage as compiled code would. */
            const dvmh_view *v = view_of(h);
            ((volatile char *)v->base)[0] = 1;
        }
    }
    print_i64("after", 1);
    dvmh_finish();
    return 0;
}
