/* Output of whole distributed arrays (gathered to rank 0, column-major): non-unit lower
 * bounds, LOGICAL and INTEGER*8 elements, an array replicated along a grid dimension, a
 * template-free 3-D array; local arrays through dvmh_io_array. */
#include "common.h"

static void fill_a(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(j, b, 0) FOR_DIM(i, b, 1) ELEM(int32_t, args[0], 2, i, j) = (int32_t)(10 * i + j);
}

static void fill_l(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(i, b, 0) ELEM(int32_t, args[0], 1, i) = i % 3 == 0;
}

static void fill_x(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(i, b, 0) ELEM(int64_t, args[0], 1, i) = i * 1000000000000LL;
}

static void fill_c(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(k, b, 0) FOR_DIM(j, b, 1) FOR_DIM(i, b, 2)
        ELEM(int16_t, args[0], 3, i, j, k) = (int16_t)(100 * i + 10 * j + k);
}

static void run2(DvmhArray *on, const int64_t *lo, const int64_t *hi, dvmh_handler h) {
    DvmhLoop *l = dvmh_loop_create(2, lo, hi, (int64_t[]){1, 1});
    dvmh_loop_map(l, on, (int64_t[]){1, 1, 0, 0, 1, 0});
    void *args[1] = {on};
    dvmh_loop_perform(l, h, 1, args);
}

static void run1(DvmhArray *on, int64_t lo, int64_t hi, dvmh_handler h) {
    DvmhLoop *l = dvmh_loop_create(1, &lo, &hi, (int64_t[]){1});
    dvmh_loop_map(l, on, (int64_t[]){0, 1, 0});
    void *args[1] = {on};
    dvmh_loop_perform(l, h, 1, args);
}

static void print_array(const char *label, DvmhArray *a) {
    dvmh_io_begin(DVMH_UNIT_STAR, NULL, -1);
    dvmh_io_str(label, (int64_t)strlen(label));
    dvmh_io_dist_array(a);
    dvmh_io_end();
}

int main(void) {
    dvmh_init(2);
    DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_I32, 2, (int64_t[]){0, -1}, (int64_t[]){4, 3},
                                     (int64_t[]){1, 1}, (int64_t[]){1, 1});
    dvmh_distribute(a, (int32_t[]){DVMH_DIST_BLOCK, DVMH_DIST_BLOCK});
    run2(a, (int64_t[]){-1, 0}, (int64_t[]){3, 4}, fill_a);

    DvmhArray *lg = dvmh_array_create("L", DVMH_TYPE_L32, 1, (int64_t[]){1}, (int64_t[]){7}, NULL, NULL);
    dvmh_distribute(lg, (int32_t[]){DVMH_DIST_BLOCK});
    run1(lg, 1, 7, fill_l);

    /* X(i) aligned with A(i-1, *): distributed along grid dimension 1, replicated along 2. */
    DvmhArray *x = dvmh_array_create("X", DVMH_TYPE_I64, 1, (int64_t[]){1}, (int64_t[]){5}, NULL, NULL);
    dvmh_align(x, a, (int64_t[]){0, 1, -1, DVMH_AXIS_REPLICATED, 0, 0});
    run1(x, 1, 5, fill_x);

    /* C(2, 3, 4) of INTEGER*2, distributed (*, BLOCK, BLOCK). */
    DvmhArray *c = dvmh_array_create("C", DVMH_TYPE_I16, 3, (int64_t[]){1, 1, 1}, (int64_t[]){2, 3, 4}, NULL, NULL);
    dvmh_distribute(c, (int32_t[]){DVMH_DIST_STAR, DVMH_DIST_BLOCK, DVMH_DIST_BLOCK});
    {
        DvmhLoop *l = dvmh_loop_create(3, (int64_t[]){1, 1, 1}, (int64_t[]){4, 3, 2}, (int64_t[]){1, 1, 1});
        dvmh_loop_map(l, c, (int64_t[]){2, 1, 0, 1, 1, 0, 0, 1, 0});
        void *args[1] = {c};
        dvmh_loop_perform(l, fill_c, 1, args);
    }

    print_array("A", a);
    print_array("L", lg);
    print_array("X", x);
    print_array("C", c);
    int32_t local[4] = {7, -7, 70, -70};
    dvmh_io_begin(DVMH_UNIT_STAR, NULL, -1);
    dvmh_io_str("local", 5);
    dvmh_io_array(local, DVMH_TYPE_I32, 4);
    dvmh_io_end();
    print_i64("end", 0);

    dvmh_array_free(c);
    dvmh_array_free(x);
    dvmh_array_free(lg);
    dvmh_array_free(a);
    dvmh_finish();
    return 0;
}
