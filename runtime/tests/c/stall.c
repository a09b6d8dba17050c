/* A process that stops making progress, for DVMH_TIMEOUT.
 *
 *   stall stop <rank>            process <rank> stops itself (SIGSTOP) before a parallel loop
 *                                whose shadow renewal the others then wait in for ever;
 *   stall sleep <rank> <seconds> process <rank> sleeps that long first, then the loop runs.
 *
 * Prints `before` first and, if the loop completes, `sum` (of A(i-1) + A(i+1) over the owned
 * elements, a SUM reduction) and `done`. */
#include <mpi.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include "common.h"

#define N 100

static void fill(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(i, b, 0) ELEM(double, args[0], 1, i) = (double)i;
}

static void neighbours(const int64_t *b, void *const *args, void *const *reds) {
    double *sum = reds[0];
    FOR_DIM(i, b, 0) {
        if (i > 1) *sum += ELEM(double, args[0], 1, i - 1);
        if (i < N) *sum += ELEM(double, args[0], 1, i + 1);
    }
}

int main(int argc, char **argv) {
    if (argc < 3) return 2;
    const char *mode = argv[1];
    int who = atoi(argv[2]);
    dvmh_init(1);
    print_i64("before", 1);
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_F64, 1, (int64_t[]){1}, (int64_t[]){N},
                                     (int64_t[]){1}, (int64_t[]){1});
    dvmh_distribute(a, (int32_t[]){DVMH_DIST_BLOCK});
    void *args[1] = {a};
    int64_t rules[3] = {0, 1, 0};
    DvmhLoop *l = dvmh_loop_create(1, (int64_t[]){1}, (int64_t[]){N}, (int64_t[]){1});
    dvmh_loop_map(l, a, rules);
    dvmh_loop_perform(l, fill, 1, args);

    if (rank == who) {
        if (strcmp(mode, "stop") == 0) raise(SIGSTOP);
        if (strcmp(mode, "sleep") == 0 && argc > 3) sleep((unsigned)atoi(argv[3]));
    }
    dvmh_set_line(20, "stall.fdv");
    double sum = 0;
    l = dvmh_loop_create(1, (int64_t[]){1}, (int64_t[]){N}, (int64_t[]){1});
    dvmh_loop_map(l, a, rules);
    dvmh_loop_shadow_renew(l, a, 0);
    dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_F64, &sum, 1);
    dvmh_loop_perform(l, neighbours, 1, args);
    print_i64("sum", (int64_t)sum);
    print_i64("done", 1);
    dvmh_array_free(a);
    dvmh_finish();
    return 0;
}
