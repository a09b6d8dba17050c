/* Shadow renewal of aligned arrays: stretched (A(i) with B(2*i-1)), reversed (C(i) with
 * B(-i+41)) and transposed-stretched 2-D (H(i,j) with D(2*j,i)), corners included. Each
 * process checks the neighbours of the elements it owns; prints the error count. */
#include "common.h"

static void fill1(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(i, b, 0) ELEM(int32_t, args[0], 1, i) = (int32_t)(7 * i);
}

static void check1(const int64_t *b, void *const *args, void *const *reds) {
    int64_t lo = *(int64_t *)args[1], hi = *(int64_t *)args[2], w = *(int64_t *)args[3];
    FOR_DIM(i, b, 0) {
        for (int64_t n = i - w; n <= i + w; n++) {
            if (n < lo || n > hi || n == i) continue;
            *(int64_t *)reds[1] += 1;
            if (ELEM(int32_t, args[0], 1, n) != 7 * n) *(int64_t *)reds[0] += 1;
        }
    }
}

static void fill2(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(j, b, 0) FOR_DIM(i, b, 1) ELEM(int32_t, args[0], 2, i, j) = (int32_t)(100 * i + j);
}

static void check2(const int64_t *b, void *const *args, void *const *reds) {
    FOR_DIM(j, b, 0) FOR_DIM(i, b, 1) {
        for (int64_t di = -1; di <= 1; di++)
            for (int64_t dj = -1; dj <= 1; dj++) {
                int64_t ni = i + di, nj = j + dj;
                if ((di == 0 && dj == 0) || ni < 1 || ni > 6 || nj < 1 || nj > 8) continue;
                *(int64_t *)reds[1] += 1;
                if (ELEM(int32_t, args[0], 2, ni, nj) != 100 * ni + nj) *(int64_t *)reds[0] += 1;
            }
    }
}

static void check_1d(DvmhArray *x, int64_t lo, int64_t hi, int64_t w, int64_t *errors, int64_t *checks) {
    void *args[4] = {x, &lo, &hi, &w};
    DvmhLoop *l = dvmh_loop_create(1, &lo, &hi, (int64_t[]){1});
    dvmh_loop_map(l, x, (int64_t[]){0, 1, 0});
    dvmh_loop_perform(l, fill1, 4, args);
    l = dvmh_loop_create(1, &lo, &hi, (int64_t[]){1});
    dvmh_loop_map(l, x, (int64_t[]){0, 1, 0});
    dvmh_loop_shadow_renew(l, x, 0);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, errors, 1);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, checks, 1);
    dvmh_loop_perform(l, check1, 4, args);
}

int main(void) {
    dvmh_init(2);
    DvmhArray *b = dvmh_array_create("B", DVMH_TYPE_I32, 1, (int64_t[]){1}, (int64_t[]){40}, NULL, NULL);
    dvmh_distribute(b, (int32_t[]){DVMH_DIST_BLOCK});
    DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_I32, 1, (int64_t[]){1}, (int64_t[]){20}, (int64_t[]){1}, (int64_t[]){1});
    dvmh_align(a, b, (int64_t[]){0, 2, -1});
    DvmhArray *c = dvmh_array_create("C", DVMH_TYPE_I32, 1, (int64_t[]){1}, (int64_t[]){40}, (int64_t[]){2}, (int64_t[]){2});
    dvmh_align(c, b, (int64_t[]){0, -1, 41});
    int64_t errors = 0, checks = 0;
    check_1d(a, 1, 20, 1, &errors, &checks);
    check_1d(c, 1, 40, 2, &errors, &checks);

    DvmhArray *d = dvmh_array_create("D", DVMH_TYPE_I32, 2, (int64_t[]){1, 1}, (int64_t[]){16, 6}, NULL, NULL);
    dvmh_distribute(d, (int32_t[]){DVMH_DIST_BLOCK, DVMH_DIST_BLOCK});
    DvmhArray *h = dvmh_array_create("H", DVMH_TYPE_I32, 2, (int64_t[]){1, 1}, (int64_t[]){6, 8},
                                     (int64_t[]){1, 1}, (int64_t[]){1, 1});
    dvmh_align(h, d, (int64_t[]){1, 2, 0, 0, 1, 0});
    void *args[1] = {h};
    int64_t lo[2] = {1, 1}, hi[2] = {8, 6}, st[2] = {1, 1}, rules[6] = {1, 1, 0, 0, 1, 0};
    DvmhLoop *l = dvmh_loop_create(2, lo, hi, st);
    dvmh_loop_map(l, h, rules);
    dvmh_loop_perform(l, fill2, 1, args);
    l = dvmh_loop_create(2, lo, hi, st);
    dvmh_loop_map(l, h, rules);
    dvmh_loop_shadow_renew(l, h, 1);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &errors, 1);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &checks, 1);
    dvmh_loop_perform(l, check2, 1, args);

    print_i64("checks", checks);
    print_i64("errors", errors);
    dvmh_finish();
    return 0;
}
