/* Every reduction operation and type, on a 1-D BLOCK array inside a 2-D processor grid (so
 * the loop is replicated along grid dimension 2 and replicas must not be counted twice).
 * Each result is compared with the same reduction computed serially; prints `<name> <ok>`
 * and the integer values. `bitexact` says whether a sum of inexact doubles equals the serial
 * sum bit for bit (guaranteed only for 1 process x 1 thread). */
#include <math.h>

#include "common.h"

#define N 37

struct vars {
    double sum_d, prod_d, min_d, inexact;
    float sum_f;
    int32_t max_i, and_l, or_l, eqv_l, neqv_l, band, arr[3];
    int64_t min_l, bor, count;
    int8_t sum_b;
    int16_t prod_s;
};

static void init_vars(struct vars *v) {
    v->sum_d = 0.5; v->prod_d = 2.0; v->min_d = 1e9; v->inexact = 0.3;
    v->sum_f = 1.0f;
    v->max_i = -5; v->and_l = 1; v->or_l = 0; v->eqv_l = 1; v->neqv_l = 0;
    v->band = 0x7fffffff; v->arr[0] = 1; v->arr[1] = 2; v->arr[2] = 3;
    v->min_l = 1000; v->bor = (int64_t)1 << 40; v->count = 0;
    v->sum_b = 1; v->prod_s = 1;
}

static int32_t max_i32(int32_t a, int32_t b) { return a > b ? a : b; }
static int64_t min_i64(int64_t a, int64_t b) { return a < b ? a : b; }
static int32_t l(int c) { return c ? 1 : 0; }

/* The body of the loop for one i, on accumulators reached through `r`. */
static void body(int64_t i, int32_t a, void *const *r) {
    *(double *)r[0] += a * 0.25;
    *(double *)r[1] *= (i % 3 == 0) ? 2.0 : 1.0;
    *(double *)r[2] = fmin(*(double *)r[2], (double)i * 1.5);
    *(double *)r[3] += 0.1 * (double)i;
    *(float *)r[4] += 0.5f;
    *(int32_t *)r[5] = max_i32(*(int32_t *)r[5], (a * 7) % 23);
    *(int32_t *)r[6] = l(*(int32_t *)r[6] && i != 20);
    *(int32_t *)r[7] = l(*(int32_t *)r[7] || i == 37);
    *(int32_t *)r[8] = l((*(int32_t *)r[8] != 0) == (i % 5 == 0));
    *(int32_t *)r[9] = l((*(int32_t *)r[9] != 0) != (i % 2 == 0));
    *(int32_t *)r[10] &= ~((int32_t)1 << (i % 31));
    for (int k = 0; k < 3; k++) ((int32_t *)r[11])[k] += (int32_t)i * (k + 1);
    *(int64_t *)r[12] = min_i64(*(int64_t *)r[12], (i * 13) % 17 + 3);
    *(int64_t *)r[13] |= (int64_t)1 << (i % 40);
    *(int64_t *)r[14] += 1;
    *(int8_t *)r[15] += (int8_t)(i % 2);
    *(int16_t *)r[16] *= (int16_t)(i % 10 == 0 ? 3 : 1);
}

static void ptrs(struct vars *v, void **r) {
    void *p[17] = {&v->sum_d, &v->prod_d, &v->min_d, &v->inexact, &v->sum_f, &v->max_i,
                   &v->and_l, &v->or_l, &v->eqv_l, &v->neqv_l, &v->band, v->arr,
                   &v->min_l, &v->bor, &v->count, &v->sum_b, &v->prod_s};
    memcpy(r, p, sizeof p);
}

static void fill(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(i, b, 0) ELEM(int32_t, args[0], 1, i) = (int32_t)i;
}

static void reduce(const int64_t *b, void *const *args, void *const *reds) {
    FOR_DIM(i, b, 0) body(i, ELEM(int32_t, args[0], 1, i), reds);
}

static void report(const char *name, int ok, int64_t value) {
    dvmh_io_begin(DVMH_UNIT_STAR, NULL, -1);
    dvmh_io_str(name, (int64_t)strlen(name));
    dvmh_io_i32(ok);
    dvmh_io_i64(value);
    dvmh_io_end();
}

int main(void) {
    dvmh_init(2);
    int64_t lo[1] = {1}, hi[1] = {N}, one[1] = {1};
    DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_I32, 1, lo, hi, NULL, NULL);
    dvmh_distribute(a, (int32_t[]){DVMH_DIST_BLOCK});
    int64_t rules[3] = {0, 1, 0};
    void *args[1] = {a};
    DvmhLoop *lp = dvmh_loop_create(1, lo, hi, one);
    dvmh_loop_map(lp, a, rules);
    dvmh_loop_perform(lp, fill, 1, args);

    struct vars par, ser;
    init_vars(&par);
    init_vars(&ser);
    void *r[17];
    ptrs(&ser, r);
    for (int64_t i = 1; i <= N; i++) body(i, (int32_t)i, r);

    lp = dvmh_loop_create(1, lo, hi, one);
    dvmh_loop_map(lp, a, rules);
    ptrs(&par, r);
    static const int32_t ops[17] = {DVMH_RED_SUM, DVMH_RED_PRODUCT, DVMH_RED_MIN, DVMH_RED_SUM,
                                    DVMH_RED_SUM, DVMH_RED_MAX, DVMH_RED_AND, DVMH_RED_OR,
                                    DVMH_RED_EQV, DVMH_RED_NEQV, DVMH_RED_AND, DVMH_RED_SUM,
                                    DVMH_RED_MIN, DVMH_RED_OR, DVMH_RED_SUM, DVMH_RED_SUM,
                                    DVMH_RED_PRODUCT};
    static const int32_t types[17] = {DVMH_TYPE_F64, DVMH_TYPE_F64, DVMH_TYPE_F64, DVMH_TYPE_F64,
                                      DVMH_TYPE_F32, DVMH_TYPE_I32, DVMH_TYPE_L32, DVMH_TYPE_L32,
                                      DVMH_TYPE_L32, DVMH_TYPE_L32, DVMH_TYPE_I32, DVMH_TYPE_I32,
                                      DVMH_TYPE_I64, DVMH_TYPE_I64, DVMH_TYPE_I64, DVMH_TYPE_I8,
                                      DVMH_TYPE_I16};
    for (int k = 0; k < 17; k++) dvmh_loop_reduction(lp, ops[k], types[k], r[k], k == 11 ? 3 : 1);
    dvmh_loop_perform(lp, reduce, 1, args);

    report("sum_d", par.sum_d == ser.sum_d, (int64_t)(par.sum_d * 4));
    report("prod_d", par.prod_d == ser.prod_d, (int64_t)par.prod_d);
    report("min_d", par.min_d == ser.min_d, (int64_t)(par.min_d * 2));
    report("sum_f", par.sum_f == ser.sum_f, (int64_t)(par.sum_f * 2));
    report("max_i", par.max_i == ser.max_i, par.max_i);
    report("and_l", par.and_l == ser.and_l, par.and_l);
    report("or_l", par.or_l == ser.or_l, par.or_l);
    report("eqv_l", par.eqv_l == ser.eqv_l, par.eqv_l);
    report("neqv_l", par.neqv_l == ser.neqv_l, par.neqv_l);
    report("band", par.band == ser.band, par.band);
    report("arr", memcmp(par.arr, ser.arr, sizeof par.arr) == 0, par.arr[2]);
    report("min_l", par.min_l == ser.min_l, par.min_l);
    report("bor", par.bor == ser.bor, par.bor);
    report("count", par.count == ser.count, par.count);
    report("sum_b", par.sum_b == ser.sum_b, par.sum_b);
    report("prod_s", par.prod_s == ser.prod_s, par.prod_s);
    report("close", fabs(par.inexact - ser.inexact) < 1e-9, 0);
    report("bitexact", memcmp(&par.inexact, &ser.inexact, sizeof(double)) == 0, 0);

    /* A loop without iterations leaves the variables alone. */
    double untouched = -0.0;
    lp = dvmh_loop_create(1, (int64_t[]){5}, (int64_t[]){4}, one);
    dvmh_loop_map(lp, a, rules);
    dvmh_loop_reduction(lp, DVMH_RED_SUM, DVMH_TYPE_F64, &untouched, 1);
    dvmh_loop_perform(lp, reduce, 1, args);
    report("empty", untouched == 0.0 && signbit(untouched), 0);

    dvmh_array_free(a);
    dvmh_finish();
    return 0;
}
