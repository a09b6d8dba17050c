/* REMOTE_ACCESS buffers: every process gathers a box of a (BLOCK, BLOCK) array, each process
 * its own box (a row chosen by its rank, a 2-D section, the whole array, an empty box), and
 * checks every element of its buffer through the buffer's view inside a parallel loop (SUM of
 * errors over the processes). */
#include <stdlib.h>

#include "common.h"

static void fill(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(j, b, 0) FOR_DIM(i, b, 1) ELEM(int32_t, args[0], 2, i, j) = (int32_t)(100 * i + j);
}

/* args[1]: the buffer; args[2]: its box (lo1, lo2, hi1, hi2). Each iteration checks the whole
 * buffer, so every process that runs iterations checks its own. */
static void check(const int64_t *b, void *const *args, void *const *reds) {
    const int64_t *box = (const int64_t *)args[2];
    const dvmh_view *v = (const dvmh_view *)args[1];
    FOR_DIM(j, b, 0) FOR_DIM(i, b, 1) {
        (void)i; (void)j;
        if (box[0] <= box[2] && box[1] <= box[3] && (v->lo[0] != box[0] || v->lo[1] != box[1]))
            *(int64_t *)reds[0] += 1;
        for (int64_t y = box[1]; y <= box[3]; y++)
            for (int64_t x = box[0]; x <= box[2]; x++)
                if (ELEM(int32_t, args[1], 2, x, y) != (int32_t)(100 * x + y)) *(int64_t *)reds[0] += 1;
    }
}

static int64_t check_box(DvmhArray *a, int64_t l1, int64_t h1, int64_t l2, int64_t h2,
                         int64_t c1, int64_t d1, int64_t c2, int64_t d2) {
    DvmhRemote *r = dvmh_remote_create(a, (int64_t[]){l1, l2}, (int64_t[]){h1, h2});
    int64_t box[4] = {c1, c2, d1, d2}; /* the box clipped to the bounds */
    void *args[3] = {a, r, box};
    int64_t errors = 0;
    DvmhLoop *l = dvmh_loop_create(2, (int64_t[]){1, 1}, (int64_t[]){5, 7}, (int64_t[]){1, 1});
    dvmh_loop_map(l, a, (int64_t[]){1, 1, 0, 0, 1, 0});
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &errors, 1);
    dvmh_loop_perform(l, check, 3, args);
    dvmh_remote_free(r);
    return errors;
}

int main(void) {
    dvmh_init(2);
    const char *pmi = getenv("PMI_RANK");
    int64_t me = pmi ? atoll(pmi) : 0;
    DvmhArray *a = dvmh_array_create("B", DVMH_TYPE_I32, 2, (int64_t[]){1, 1}, (int64_t[]){7, 5}, NULL, NULL);
    dvmh_distribute(a, (int32_t[]){DVMH_DIST_BLOCK, DVMH_DIST_BLOCK});
    void *args[1] = {a};
    DvmhLoop *l = dvmh_loop_create(2, (int64_t[]){1, 1}, (int64_t[]){5, 7}, (int64_t[]){1, 1});
    dvmh_loop_map(l, a, (int64_t[]){1, 1, 0, 0, 1, 0});
    dvmh_loop_perform(l, fill, 1, args);

    int64_t row = me % 7 + 1, col = me % 5 + 1;
    /* A row (the whole second dimension), a section, the whole array, an empty box. */
    print_i64("row_errors", check_box(a, row, row, INT64_MIN, INT64_MAX, row, row, 1, 5));
    print_i64("section_errors", check_box(a, 2, 6, col, 5, 2, 6, col, 5));
    print_i64("whole_errors", check_box(a, INT64_MIN, INT64_MAX, -3, 99, 1, 7, 1, 5));
    print_i64("empty_errors", check_box(a, 4, 3, 1, 5, 4, 3, 1, 5));

    DvmhRemote *r = dvmh_remote_create(a, (int64_t[]){7, 5}, (int64_t[]){7, 5});
    print_i64("corner", ELEM(int32_t, r, 2, 7, 5));
    dvmh_remote_free(r);
    dvmh_array_free(a);
    dvmh_finish();
    return 0;
}
