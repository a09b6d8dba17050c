/* Splitting of each process's iterations among its threads.
 *
 *   threads <number of processes>
 *
 * A loop over 1..300 counts its handler calls on each process (one per thread with work);
 * then a loop over P(0:nprocs-1), one element per process, encodes every process's count as
 * SUM(calls * 100**p). Also checks that the iterations are covered exactly once. */
#include <stdlib.h>

#include "common.h"

static int64_t calls;

static void body(const int64_t *b, void *const *args, void *const *reds) {
    (void)args;
    __atomic_fetch_add(&calls, 1, __ATOMIC_SEQ_CST);
    FOR_DIM(i, b, 0) {
        *(int64_t *)reds[0] += i;
        *(int64_t *)reds[1] += 1;
    }
}

static void encode(const int64_t *b, void *const *args, void *const *reds) {
    (void)args;
    FOR_DIM(p, b, 0) {
        int64_t scale = 1;
        for (int64_t k = 0; k < p; k++) scale *= 100;
        *(int64_t *)reds[0] += calls * scale;
    }
}

int main(int argc, char **argv) {
    int64_t nprocs = argc > 1 ? atoi(argv[1]) : 1;
    dvmh_init(1);
    DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_I32, 1, (int64_t[]){1}, (int64_t[]){300}, NULL, NULL);
    dvmh_distribute(a, (int32_t[]){DVMH_DIST_BLOCK});
    int64_t sum = 0, count = 0;
    DvmhLoop *l = dvmh_loop_create(1, (int64_t[]){1}, (int64_t[]){300}, (int64_t[]){1});
    dvmh_loop_map(l, a, (int64_t[]){0, 1, 0});
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &sum, 1);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &count, 1);
    void *args[1] = {a};
    dvmh_loop_perform(l, body, 1, args);

    DvmhArray *p = dvmh_array_create("P", DVMH_TYPE_I32, 1, (int64_t[]){0}, (int64_t[]){nprocs - 1}, NULL, NULL);
    dvmh_distribute(p, (int32_t[]){DVMH_DIST_BLOCK});
    int64_t code = 0;
    l = dvmh_loop_create(1, (int64_t[]){0}, (int64_t[]){nprocs - 1}, (int64_t[]){1});
    dvmh_loop_map(l, p, (int64_t[]){0, 1, 0});
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &code, 1);
    dvmh_loop_perform(l, encode, 1, args);

    print_i64("sum", sum);
    print_i64("count", count);
    print_i64("calls", code);
    dvmh_finish();
    return 0;
}
