/* REDISTRIBUTE and REALIGN through the C ABI (what C-DVMH's `#pragma dvm redistribute` and
 * `realign` map to): on a 2-D grid, A(1:9, 1:7) goes from (BLOCK, *) to (*, BLOCK), to
 * (GEN_BLOCK, BLOCK) and back to BLOCK in one dimension; B aligned with A follows; R, aligned
 * with A's first dimension only, is replicated along the other grid dimension; B is then
 * realigned with a shift. After each step every process checks every element it owns
 * (SUM of errors); NEW_VALUE leaves zeros. */
#include "common.h"

static int32_t want_a(int64_t i, int64_t j) { return (int32_t)(100 * i + j); }

static void fill(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(j, b, 0) FOR_DIM(i, b, 1) {
        ELEM(int32_t, args[0], 2, i, j) = want_a(i, j);
        ELEM(int32_t, args[1], 2, i, j) = want_a(i, j) + 7;
    }
}

static void fill_r(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(i, b, 0) ELEM(int32_t, args[0], 1, i) = (int32_t)(i * i);
}

/* Errors of A and B in the handler's box; args[2] points to B's expected offset. */
static void check(const int64_t *b, void *const *args, void *const *reds) {
    int32_t plus = *(const int32_t *)args[2];
    FOR_DIM(j, b, 0) FOR_DIM(i, b, 1) {
        if (ELEM(int32_t, args[0], 2, i, j) != want_a(i, j)) *(int64_t *)reds[0] += 1;
        if (ELEM(int32_t, args[1], 2, i, j) != want_a(i, j) + plus) *(int64_t *)reds[0] += 1;
    }
}

static void check_r(const int64_t *b, void *const *args, void *const *reds) {
    FOR_DIM(i, b, 0) if (ELEM(int32_t, args[0], 1, i) != (int32_t)(i * i)) *(int64_t *)reds[0] += 1;
}

static void count_nonzero(const int64_t *b, void *const *args, void *const *reds) {
    FOR_DIM(j, b, 0) FOR_DIM(i, b, 1) if (ELEM(int32_t, args[0], 2, i, j) != 0) *(int64_t *)reds[0] += 1;
}

static const int64_t lo[2] = {1, 1}, hi[2] = {9, 7}, one[2] = {1, 1};
static const int64_t ident[6] = {1, 1, 0, 0, 1, 0}; /* loop (j, i) ON A(i, j) */

static int64_t run_check(DvmhArray *on, void (*handler)(const int64_t *, void *const *, void *const *),
                         void **args, int nargs) {
    int64_t errors = 0;
    DvmhLoop *l = dvmh_loop_create(2, (int64_t[]){1, 1}, (int64_t[]){7, 9}, one);
    dvmh_loop_map(l, on, ident);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &errors, 1);
    dvmh_loop_perform(l, handler, nargs, args);
    return errors;
}

static void check_b(const int64_t *b, void *const *args, void *const *reds) {
    FOR_DIM(j, b, 0) FOR_DIM(i, b, 1) if (ELEM(int32_t, args[0], 2, i, j) != want_a(i, j) + 7) *(int64_t *)reds[0] += 1;
}

static int64_t check_r_all(DvmhArray *r) {
    int64_t errors = 0;
    void *args[1] = {r};
    DvmhLoop *l = dvmh_loop_create(1, (int64_t[]){1}, (int64_t[]){9}, (int64_t[]){1});
    dvmh_loop_map(l, r, (int64_t[]){0, 1, 0});
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &errors, 1);
    dvmh_loop_perform(l, check_r, 1, args);
    return errors;
}

int main(void) {
    dvmh_init(2);
    int64_t w[2] = {1, 1};
    DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_I32, 2, lo, hi, w, w);
    DvmhArray *b = dvmh_array_create("B", DVMH_TYPE_I32, 2, lo, hi, NULL, NULL);
    DvmhArray *r = dvmh_array_create("R", DVMH_TYPE_I32, 1, (int64_t[]){1}, (int64_t[]){9}, NULL, NULL);
    dvmh_distribute(a, (int32_t[]){DVMH_DIST_BLOCK, DVMH_DIST_BLOCK});
    dvmh_align(b, a, (int64_t[]){0, 1, 0, 1, 1, 0});
    dvmh_align(r, a, (int64_t[]){0, 1, 0, -1, 0, 0});
    void *args[3] = {a, b, NULL};
    DvmhLoop *l = dvmh_loop_create(2, (int64_t[]){1, 1}, (int64_t[]){7, 9}, one);
    dvmh_loop_map(l, a, ident);
    dvmh_loop_perform(l, fill, 2, args);
    l = dvmh_loop_create(1, (int64_t[]){1}, (int64_t[]){9}, (int64_t[]){1});
    dvmh_loop_map(l, r, (int64_t[]){0, 1, 0});
    void *rargs[1] = {r};
    dvmh_loop_perform(l, fill_r, 1, rargs);

    int32_t plus = 7;
    args[2] = &plus;
    print_i64("initial", run_check(a, check, args, 3) + check_r_all(r));

    dvmh_redistribute(a, (int32_t[]){DVMH_DIST_STAR, DVMH_DIST_BLOCK}, NULL, NULL, NULL, 0);
    print_i64("star_block", run_check(a, check, args, 3) + check_r_all(r));

    /* GEN_BLOCK sizes (with empty blocks) for the processors along grid dimension 0: the
     * first P of them must sum to 9. */
    int32_t np = dvmh_get_num_procs(2); /* grid dimension 0 of the 2-D grid */
    int64_t sizes[4] = {9, 0, 0, 0};
    if (np == 2) { sizes[0] = 2; sizes[1] = 7; }
    if (np == 3) { sizes[0] = 2; sizes[1] = 0; sizes[2] = 7; }
    if (np == 4) { sizes[0] = 2; sizes[1] = 0; sizes[2] = 4; sizes[3] = 3; }
    dvmh_redistribute(a, (int32_t[]){DVMH_DIST_GEN_BLOCK, DVMH_DIST_BLOCK}, (int64_t[]){4, 0}, sizes,
                      NULL, 0);
    print_i64("gen_block", run_check(a, check, args, 3) + check_r_all(r));

    dvmh_redistribute(a, (int32_t[]){DVMH_DIST_BLOCK, DVMH_DIST_STAR}, NULL, NULL, NULL, 0);
    print_i64("block_star", run_check(a, check, args, 3) + check_r_all(r));

    /* B(i, j) realigned with A(i, 8 - j): B's values move with it. */
    dvmh_realign(b, a, (int64_t[]){0, 1, 0, 1, -1, 8}, 0);
    void *bargs[1] = {b};
    print_i64("realigned", run_check(b, check_b, bargs, 1));

    /* E aligned (reversed) with D before D is mapped: placed by D's first REDISTRIBUTE. */
    DvmhArray *d = dvmh_array_create("D", DVMH_TYPE_I32, 1, (int64_t[]){1}, (int64_t[]){9}, NULL, NULL);
    DvmhArray *e = dvmh_array_create("E", DVMH_TYPE_I32, 1, (int64_t[]){1}, (int64_t[]){9}, NULL, NULL);
    dvmh_align(e, d, (int64_t[]){0, -1, 10});
    dvmh_redistribute(d, (int32_t[]){DVMH_DIST_BLOCK}, NULL, NULL, NULL, 0);
    l = dvmh_loop_create(1, (int64_t[]){1}, (int64_t[]){9}, (int64_t[]){1});
    dvmh_loop_map(l, e, (int64_t[]){0, 1, 0});
    void *eargs[1] = {e};
    dvmh_loop_perform(l, fill_r, 1, eargs);
    print_i64("pending_aligned", check_r_all(e));

    dvmh_redistribute(a, (int32_t[]){DVMH_DIST_BLOCK, DVMH_DIST_BLOCK}, NULL, NULL, NULL, 1);
    void *zargs[1] = {a};
    print_i64("new_value_nonzero", run_check(a, count_nonzero, zargs, 1));
    dvmh_finish();
    return 0;
}
