/* Fortran output through the runtime: formats (with reversion), list-directed items of every
 * kind, a distributed array with a format, units 0 (stderr) and 7 (file fort.7), and, with
 * argument `badformat`, a run-time format error. The expected bytes are gfortran's for the
 * equivalent program. */
#include "common.h"

#define FMT(s) s, (int64_t)(sizeof(s) - 1)

static void fill(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(i, b, 0) ELEM(int32_t, args[0], 1, i) = (int32_t)(i * i);
}

int main(int argc, char **argv) {
    dvmh_init(1);
    DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_I32, 1, (int64_t[]){1}, (int64_t[]){10}, NULL, NULL);
    dvmh_distribute(a, (int32_t[]){DVMH_DIST_BLOCK});
    DvmhLoop *l = dvmh_loop_create(1, (int64_t[]){1}, (int64_t[]){10}, (int64_t[]){1});
    dvmh_loop_map(l, a, (int64_t[]){0, 1, 0});
    void *args[1] = {a};
    dvmh_loop_perform(l, fill, 1, args);

    if (argc > 1 && strcmp(argv[1], "badformat") == 0) {
        dvmh_set_line(7, "io.f90");
        dvmh_io_begin(DVMH_UNIT_STAR, FMT("(I4)"));
        dvmh_io_i32(1);
        dvmh_io_f64(2.0);
        dvmh_io_end();
    }

    dvmh_io_begin(DVMH_UNIT_STAR, FMT("(A,I4,F8.3)"));
    dvmh_io_str("x=", 2);
    dvmh_io_i32(42);
    dvmh_io_f64(3.14159);
    dvmh_io_end();

    int32_t loc[7] = {1, 2, 3, 4, 5, 6, 7};
    dvmh_io_begin(DVMH_UNIT_STAR, FMT("(3I3)"));
    dvmh_io_array(loc, DVMH_TYPE_I32, 7);
    dvmh_io_end();

    dvmh_io_begin(DVMH_UNIT_STAR, NULL, -1);
    dvmh_io_f32(1.5f);
    dvmh_io_f64(2.5);
    dvmh_io_l32(1);
    dvmh_io_str("str", 3);
    dvmh_io_i64(7);
    dvmh_io_end();

    dvmh_io_begin(DVMH_UNIT_STAR, FMT("(5I4)"));
    dvmh_io_dist_array(a);
    dvmh_io_end();

    dvmh_io_begin(7, NULL, -1);
    dvmh_io_str("hello", 5);
    dvmh_io_i32(3);
    dvmh_io_end();

    dvmh_io_begin(0, FMT("(A)"));
    dvmh_io_str("to stderr", 9);
    dvmh_io_end();

    dvmh_array_free(a);
    dvmh_finish();
    return 0;
}
