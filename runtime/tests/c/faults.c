/* Crashes of compiled code: each mode makes a loop handler (or the program) fault the way
 * compiled Fortran would.
 *
 *   faults divzero <ranks>   integer division by zero in a parallel loop, only on the
 *                            processes in the comma-separated list (the others go on to a
 *                            barrier)
 *   faults beyond            a write just past the local part of array K (into its guard zone)
 *   faults before            a write before the local part of array K (past the rest of its
 *                            first page, which is accessible)
 *   faults wild              a write far from any array
 *   faults stack             unbounded recursion in a parallel loop (stack overflow)
 *   faults serial            integer division by zero outside parallel loops
 *   faults trap              an illegal instruction in a parallel loop
 *   faults redbefore         a SUM reduction whose handler also writes just before its
 *                            accumulator (as REDUCTION(SUM(h)) with h(0) would): harmless
 *                            to the runtime; prints `sum` and finishes
 *   faults redbeyond         ... and far beyond it
 *
 * Prints `before` first. The parallel loops are created at line 30 of faults.fdv; the serial
 * fault happens at line 40. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "common.h"

#define N 64

static volatile int zero_at = -1;

static void divide(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    FOR_DIM(i, b, 0) {
        volatile int divisor = (i == zero_at) ? 0 : 1;
        ELEM(int32_t, args[0], 1, i) = 100 / divisor;
    }
}

static volatile int64_t offset;

static void poke(const int64_t *b, void *const *args, void *const *reds) {
    (void)reds;
    const dvmh_view *v = view_of(args[0]);
    FOR_DIM(i, b, 0) {
        if (i == b[0]) ((volatile int32_t *)v->base)[offset] = 1;
    }
}

static void wild(const int64_t *b, void *const *args, void *const *reds) {
    (void)b, (void)args, (void)reds;
    *(volatile int32_t *)(uintptr_t)offset = 1;
}

static volatile int depth_sink;

static int recurse(int n) {
    volatile char frame[1024];
    frame[0] = (char)n;
    if (depth_sink >= 0) return recurse(n + 1) + frame[0];
    return 0;
}

static void overflow(const int64_t *b, void *const *args, void *const *reds) {
    (void)b, (void)args, (void)reds;
    depth_sink = recurse(0);
}

static void trap(const int64_t *b, void *const *args, void *const *reds) {
    (void)b, (void)args, (void)reds;
    __builtin_trap();
}

static volatile int64_t red_offset;

static void reduce(const int64_t *b, void *const *args, void *const *reds) {
    (void)args;
    int64_t *sum = reds[0];
    FOR_DIM(i, b, 0) *sum += i;
    ((volatile int64_t *)sum)[red_offset] = 77;
    ((volatile int64_t *)sum)[red_offset - 1] = 77;
}

static int in_list(const char *list, int rank) {
    char padded[64], me[16];
    snprintf(padded, sizeof padded, ",%s,", list);
    snprintf(me, sizeof me, ",%d,", rank);
    return strstr(padded, me) != NULL;
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "";
    dvmh_init(1);
    print_i64("before", 1);
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    DvmhArray *k = dvmh_array_create("K", DVMH_TYPE_I32, 1, (int64_t[]){1}, (int64_t[]){N}, NULL, NULL);
    dvmh_distribute(k, (int32_t[]){DVMH_DIST_BLOCK});
    void *args[1] = {k};
    dvmh_handler h = NULL;
    if (strcmp(mode, "divzero") == 0 && argc > 2) {
        h = divide;
        if (in_list(argv[2], rank)) zero_at = 0; /* the index is chosen below */
    } else if (strcmp(mode, "beyond") == 0 || strcmp(mode, "before") == 0) {
        h = poke;
    } else if (strcmp(mode, "wild") == 0) {
        h = wild;
        offset = 16;
    } else if (strcmp(mode, "stack") == 0) {
        h = overflow;
    } else if (strcmp(mode, "trap") == 0) {
        h = trap;
    } else if (strcmp(mode, "redbefore") == 0 || strcmp(mode, "redbeyond") == 0) {
        h = reduce;
        red_offset = strcmp(mode, "redbefore") == 0 ? -1 : 4096;
    } else if (strcmp(mode, "serial") == 0) {
        dvmh_set_line(40, "faults.fdv");
        volatile int divisor = 0;
        print_i64("quotient", 7 / divisor);
    }
    if (h != NULL) {
        dvmh_set_line(30, "faults.fdv");
        DvmhLoop *l = dvmh_loop_create(1, (int64_t[]){1}, (int64_t[]){N}, (int64_t[]){1});
        dvmh_loop_map(l, k, (int64_t[]){0, 1, 0});
        int64_t sum = 0;
        if (h == reduce) dvmh_loop_reduction(l, DVMH_RED_SUM, DVMH_TYPE_I64, &sum, 1);
        if (h == divide && zero_at == 0) {
            /* Some index of this process's own block. */
            const dvmh_view *v = view_of(k);
            zero_at = (int)v->lo[0] + 1;
        }
        if (h == poke) {
            /* Elements past the end or before the start of the local part (the view's lo is
             * its first element); this process's block has N / size elements or one more. */
            int size = 1;
            MPI_Comm_size(MPI_COMM_WORLD, &size);
            int64_t page_elems = sysconf(_SC_PAGESIZE) / 4;
            offset = strcmp(mode, "beyond") == 0 ? N / size + 24 : -(page_elems + 20);
        }
        dvmh_loop_perform(l, h, 1, args);
        if (h == reduce) print_i64("sum", sum);
        dvmh_set_line(50, "faults.fdv");
    }
    dvmh_barrier();
    print_i64("after", 1);
    dvmh_array_free(k);
    dvmh_finish();
    return 0;
}
