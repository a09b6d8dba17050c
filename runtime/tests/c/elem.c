/* Element access outside parallel loops (the own-computation rule): a write reaches the owner
 * and every process whose shadow edge holds the element; a read gives every process the
 * owner's value. Verified inside parallel loops on every process (SUM of errors). */
#include "common.h"

/* Checks A(i-1), A(i+1) (read from the shadow edges, not renewed) against i-1, i+1, except
 * that element 5 holds 500. */
static void check_neighbours(const int64_t *b, void *const *args, void *const *reds) {
    FOR_DIM(i, b, 0) {
        for (int64_t n = i - 1; n <= i + 1; n += 2) {
            if (n < 1 || n > 10) continue;
            int32_t want = n == 5 ? 500 : (int32_t)n;
            if (ELEM(int32_t, args[0], 1, n) != want) *(int64_t *)reds[0] += 1;
        }
    }
}

static void fill(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(i, b, 0) ELEM(int32_t, args[0], 1, i) = (int32_t)i;
}

static void nothing(const int64_t *b, void *const *args, void *const *reds) {
    (void)b; (void)args; (void)reds;
}

/* Every process compares the value it read (args[1]) with the expected one (args[2]). */
static void compare_read(const int64_t *b, void *const *args, void *const *reds) {
    FOR_DIM(i, b, 0) if (*(double *)args[1] != *(double *)args[2]) *(int64_t *)reds[0] += 1;
}

int main(void) {
    dvmh_init(2);
    int64_t lo[1] = {1}, hi[1] = {10}, w[1] = {1}, one[1] = {1};
    DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_I32, 1, lo, hi, w, w);
    dvmh_distribute(a, (int32_t[]){DVMH_DIST_BLOCK});
    int64_t rules[3] = {0, 1, 0};
    void *args1[1] = {a};
    DvmhLoop *l = dvmh_loop_create(1, lo, hi, one);
    dvmh_loop_map(l, a, rules);
    dvmh_loop_perform(l, fill, 1, args1);
    l = dvmh_loop_create(1, lo, hi, one);
    dvmh_loop_map(l, a, rules);
    dvmh_loop_shadow_renew(l, a, 0);
    dvmh_loop_perform(l, nothing, 1, args1);

    int32_t v500 = 500;
    dvmh_elem_write(a, (int64_t[]){5}, &v500);
    int64_t errors = 0;
    l = dvmh_loop_create(1, lo, hi, one);
    dvmh_loop_map(l, a, rules);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &errors, 1);
    dvmh_loop_perform(l, check_neighbours, 1, args1);
    print_i64("shadow_errors", errors);

    int32_t r5 = 0, r10 = 0;
    dvmh_elem_read(a, (int64_t[]){5}, &r5);
    dvmh_elem_read(a, (int64_t[]){10}, &r10);
    print_i64("read5", r5);
    print_i64("read10", r10);

    /* 2-D, REAL*8: write D(3,4) = 77.5, read it back everywhere. */
    DvmhArray *d = dvmh_array_create("D", DVMH_TYPE_F64, 2, (int64_t[]){1, 1}, (int64_t[]){4, 5}, NULL, NULL);
    dvmh_distribute(d, (int32_t[]){DVMH_DIST_BLOCK, DVMH_DIST_BLOCK});
    double value = 77.5, got = 0, unwritten = -1;
    dvmh_elem_write(d, (int64_t[]){3, 4}, &value);
    dvmh_elem_read(d, (int64_t[]){3, 4}, &got);
    dvmh_elem_read(d, (int64_t[]){4, 5}, &unwritten);
    void *args3[3] = {d, &got, &value};
    errors = 0;
    l = dvmh_loop_create(2, (int64_t[]){1, 1}, (int64_t[]){5, 4}, (int64_t[]){1, 1});
    dvmh_loop_map(l, d, (int64_t[]){1, 1, 0, 0, 1, 0});
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &errors, 1);
    dvmh_loop_perform(l, compare_read, 3, args3);
    print_i64("read_errors", errors);
    print_i64("got_times2", (int64_t)(got * 2));
    print_i64("unwritten", (int64_t)unwritten);

    dvmh_array_free(d);
    dvmh_array_free(a);
    dvmh_finish();
    return 0;
}
