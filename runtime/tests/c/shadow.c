/* Shadow renewal on 1-D, 2-D and 3-D arrays, with and without corners.
 *
 *   shadow <rank 1|2|3> <corner 0|1> [norenew]
 *
 * Fills A(i..) = f(i..) in a parallel loop, renews the shadow edges (unless `norenew`), then
 * every process checks, for each element it owns, every neighbour within the shadow widths
 * (diagonal ones only with corner = 1) against f. Prints the number of checks and errors
 * (SUM reductions). */
#include <stdlib.h>

#include "common.h"

static int R;
static int64_t LO[3], HI[3], WLO[3], WHI[3];
static int CORNER;

static double f(const int64_t *idx) {
    double v = 0;
    for (int k = 0; k < R; k++) v = v * 100.0 + (double)idx[k];
    return v;
}

/* The index tuple of one iteration: loop dimension k is array dimension R-1-k (outermost
 * loop over the last array dimension, as a Fortran nest would be written). */
static void fill(const int64_t *b, void *const *args, void *const *reds) {
    DvmhArray *a = args[0];
    const dvmh_view *v = view_of(a);
    (void)reds;
    int64_t idx[3] = {0, 0, 0};
    int64_t b3[9];
    for (int k = 0; k < 3; k++) {
        b3[3 * k] = k < R ? b[3 * k] : 0;
        b3[3 * k + 1] = k < R ? b[3 * k + 1] : 0;
        b3[3 * k + 2] = k < R ? b[3 * k + 2] : 1;
    }
    FOR_DIM(x, b3, 0) FOR_DIM(y, b3, 1) FOR_DIM(z, b3, 2) {
        int64_t it[3] = {x, y, z};
        for (int k = 0; k < R; k++) idx[k] = it[R - 1 - k];
        ((double *)v->base)[elem_offset(v, R, idx)] = f(idx);
    }
}

static void check(const int64_t *b, void *const *args, void *const *reds) {
    DvmhArray *a = args[0];
    const dvmh_view *v = view_of(a);
    int64_t *checks = reds[0], *errors = reds[1];
    int64_t b3[9];
    for (int k = 0; k < 3; k++) {
        b3[3 * k] = k < R ? b[3 * k] : 0;
        b3[3 * k + 1] = k < R ? b[3 * k + 1] : 0;
        b3[3 * k + 2] = k < R ? b[3 * k + 2] : 1;
    }
    FOR_DIM(x, b3, 0) FOR_DIM(y, b3, 1) FOR_DIM(z, b3, 2) {
        int64_t it[3] = {x, y, z}, idx[3] = {0, 0, 0};
        for (int k = 0; k < R; k++) idx[k] = it[R - 1 - k];
        int64_t o[3];
        for (o[0] = -WLO[0]; o[0] <= WHI[0]; o[0]++)
            for (o[1] = (R > 1 ? -WLO[1] : 0); o[1] <= (R > 1 ? WHI[1] : 0); o[1]++)
                for (o[2] = (R > 2 ? -WLO[2] : 0); o[2] <= (R > 2 ? WHI[2] : 0); o[2]++) {
                    int nonzero = 0, inside = 1;
                    int64_t n[3];
                    for (int k = 0; k < R; k++) {
                        nonzero += o[k] != 0;
                        n[k] = idx[k] + o[k];
                        inside &= n[k] >= LO[k] && n[k] <= HI[k];
                    }
                    if (nonzero == 0 || !inside || (nonzero > 1 && !CORNER)) continue;
                    *checks += 1;
                    if (((double *)v->base)[elem_offset(v, R, n)] != f(n)) *errors += 1;
                }
    }
}

int main(int argc, char **argv) {
    if (argc < 3) return 2;
    R = atoi(argv[1]);
    CORNER = atoi(argv[2]);
    int renew = !(argc > 3 && strcmp(argv[3], "norenew") == 0);
    static const int64_t lo[3][3] = {{1, 0, 0}, {1, 0, 0}, {1, 1, -1}};
    static const int64_t hi[3][3] = {{23, 0, 0}, {9, 7, 0}, {6, 5, 3}};
    static const int64_t wlo[3][3] = {{2, 0, 0}, {1, 2, 0}, {1, 1, 1}};
    static const int64_t whi[3][3] = {{1, 0, 0}, {2, 1, 0}, {1, 2, 1}};
    if (R < 1 || R > 3) return 2;
    memcpy(LO, lo[R - 1], sizeof LO);
    memcpy(HI, hi[R - 1], sizeof HI);
    memcpy(WLO, wlo[R - 1], sizeof WLO);
    memcpy(WHI, whi[R - 1], sizeof WHI);

    dvmh_init(R);
    DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_F64, R, LO, HI, WLO, WHI);
    int32_t fmt[3] = {DVMH_DIST_BLOCK, DVMH_DIST_BLOCK, DVMH_DIST_BLOCK};
    dvmh_distribute(a, fmt);

    /* Loop dimension k (outermost first) runs over array dimension R-1-k. */
    int64_t llo[3], lhi[3], lstep[3] = {1, 1, 1}, rules[9];
    for (int k = 0; k < R; k++) {
        llo[k] = LO[R - 1 - k];
        lhi[k] = HI[R - 1 - k];
        rules[3 * k] = R - 1 - k; /* array dimension k <- loop dimension R-1-k */
        rules[3 * k + 1] = 1;
        rules[3 * k + 2] = 0;
    }
    void *args[1] = {a};
    DvmhLoop *l = dvmh_loop_create(R, llo, lhi, lstep);
    dvmh_loop_map(l, a, rules);
    dvmh_loop_perform(l, fill, 1, args);

    int64_t checks = 0, errors = 0;
    l = dvmh_loop_create(R, llo, lhi, lstep);
    dvmh_loop_map(l, a, rules);
    if (renew) dvmh_loop_shadow_renew(l, a, CORNER);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &checks, 1);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &errors, 1);
    dvmh_loop_perform(l, check, 1, args);

    print_i64("checks", checks);
    print_i64("errors", errors);
    dvmh_array_free(a);
    dvmh_finish();
    return 0;
}
