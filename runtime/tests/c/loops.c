/* Parallel loops with non-unit and negative steps, on arrays aligned with stretching
 * (A(i) with B(2*i-1)), reversal (C(i) with B(-i+41)), with a transposed 2-D mapping, a
 * constant rule and a replicated rule. Every array is printed whole afterwards (gathered to
 * rank 0), so an iteration run on the wrong process shows up as a missing value; iteration
 * counts come from SUM reductions. */
#include "common.h"

static void set_a(const int64_t *b, void *const *args, void *const *reds) {
    FOR_DIM(i, b, 0) {
        ELEM(int32_t, args[0], 1, i) = (int32_t)i;
        *(int64_t *)reds[0] += 1;
    }
}

static void set_c(const int64_t *b, void *const *args, void *const *reds) {
    FOR_DIM(i, b, 0) {
        ELEM(int32_t, args[0], 1, i) = (int32_t)(100 + i);
        *(int64_t *)reds[0] += 1;
    }
}

/* ON B(2*i): B(2*i) = -i */
static void set_b_even(const int64_t *b, void *const *args, void *const *reds) {
    FOR_DIM(i, b, 0) {
        ELEM(int32_t, args[0], 1, 2 * i) = (int32_t)-i;
        *(int64_t *)reds[0] += 1;
    }
}

/* Loop (j outer, i inner) ON D(i, j) */
static void set_d(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(j, b, 0) FOR_DIM(i, b, 1) ELEM(int32_t, args[0], 2, i, j) = (int32_t)(10 * i + j);
}

/* Loop (i) ON D(i, 5): negate column 5 */
static void negate_col5(const int64_t *b, void *const *args, void *const *reds) {
    FOR_DIM(i, b, 0) {
        ELEM(int32_t, args[0], 2, i, 5) = -ELEM(int32_t, args[0], 2, i, 5);
        *(int64_t *)reds[0] += 1;
    }
}

/* Loop (i) ON D(i, *): runs wherever row i lives; counts iterations */
static void count_rows(const int64_t *b, void *const *args, void *const *reds) {
    (void)args;
    FOR_DIM(i, b, 0) *(int64_t *)reds[0] += i;
}

static int64_t run_loop(DvmhArray *on, int64_t lo, int64_t hi, int64_t step, const int64_t *rules,
                        dvmh_handler h) {
    int64_t count = 0;
    DvmhLoop *l = dvmh_loop_create(1, &lo, &hi, &step);
    dvmh_loop_map(l, on, rules);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &count, 1);
    void *args[1] = {on};
    dvmh_loop_perform(l, h, 1, args);
    return count;
}

static void print_array(const char *label, DvmhArray *a) {
    dvmh_io_begin(DVMH_UNIT_STAR, NULL, -1);
    dvmh_io_str(label, (int64_t)strlen(label));
    dvmh_io_dist_array(a);
    dvmh_io_end();
}

int main(void) {
    dvmh_init(2);
    int64_t blo[1] = {1}, bhi[1] = {40};
    DvmhArray *b = dvmh_array_create("B", DVMH_TYPE_I32, 1, blo, bhi, NULL, NULL);
    dvmh_distribute(b, (int32_t[]){DVMH_DIST_BLOCK});
    DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_I32, 1, (int64_t[]){1}, (int64_t[]){20}, NULL, NULL);
    dvmh_align(a, b, (int64_t[]){0, 2, -1});
    DvmhArray *c = dvmh_array_create("C", DVMH_TYPE_I32, 1, (int64_t[]){1}, (int64_t[]){40}, NULL, NULL);
    dvmh_align(c, b, (int64_t[]){0, -1, 41});
    int64_t id[3] = {0, 1, 0};

    print_i64("iters_a", run_loop(a, 19, 1, -3, id, set_a));
    print_i64("iters_c", run_loop(c, 2, 40, 5, id, set_c));
    print_i64("iters_b", run_loop(b, 1, 20, 1, (int64_t[]){0, 2, 0}, set_b_even));

    DvmhArray *d = dvmh_array_create("D", DVMH_TYPE_I32, 2, (int64_t[]){1, 1}, (int64_t[]){6, 8}, NULL, NULL);
    dvmh_distribute(d, (int32_t[]){DVMH_DIST_BLOCK, DVMH_DIST_BLOCK});
    {
        int64_t lo[2] = {1, 1}, hi[2] = {8, 6}, st[2] = {1, 1};
        DvmhLoop *l = dvmh_loop_create(2, lo, hi, st);
        dvmh_loop_map(l, d, (int64_t[]){1, 1, 0, 0, 1, 0}); /* D dim 1 <- loop 2, dim 2 <- loop 1 */
        void *args[1] = {d};
        dvmh_loop_perform(l, set_d, 1, args);
    }
    print_i64("iters_col5", run_loop(d, 1, 6, 1, (int64_t[]){0, 1, 0, DVMH_AXIS_CONSTANT, 0, 5}, negate_col5));
    print_i64("rows_sum", run_loop(d, 6, 1, -1, (int64_t[]){0, 1, 0, DVMH_AXIS_REPLICATED, 0, 0}, count_rows));

    print_array("A", a);
    print_array("B", b);
    print_array("C", c);
    print_array("D", d);
    dvmh_array_free(d);
    dvmh_array_free(c);
    dvmh_array_free(a);
    dvmh_array_free(b);
    dvmh_finish();
    return 0;
}
