/* Runtime errors and STOP. `errors <mode>`; every mode prints `before` first, so the tests can
 * check that output written before an abort is not lost.
 *
 * `errors some <ranks>`: only the processes named in the comma-separated list make a bad call
 * (a loop step of 0); the others wait in a barrier, as processes do when a peer fails. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "";
    dvmh_init(strcmp(mode, "blocks") == 0 ? 1 : 2);
    print_i64("before", 1);
    dvmh_set_line(12, "prog.fdv");
    if (strcmp(mode, "blocks") == 0) {
        DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_F64, 2, (int64_t[]){1, 1}, (int64_t[]){8, 8}, NULL, NULL);
        dvmh_distribute(a, (int32_t[]){DVMH_DIST_BLOCK, DVMH_DIST_BLOCK});
    } else if (strcmp(mode, "genblock") == 0) {
        DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_F64, 2, (int64_t[]){1, 1}, (int64_t[]){8, 12}, NULL, NULL);
        dvmh_distribute_ex(a, (int32_t[]){DVMH_DIST_MULT_BLOCK, DVMH_DIST_GEN_BLOCK}, (int64_t[]){0, 4},
                           (int64_t[]){2, 5, 0, 4, 4}, NULL);
    } else if (strcmp(mode, "multblock") == 0) {
        DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_F64, 1, (int64_t[]){1}, (int64_t[]){10}, NULL, NULL);
        dvmh_distribute_ex(a, (int32_t[]){DVMH_DIST_MULT_BLOCK}, NULL, (int64_t[]){4}, NULL);
    } else if (strcmp(mode, "processors") == 0) {
        dvmh_processors("P", 2, (int64_t[]){2, 2});
    } else if (strcmp(mode, "regrid") == 0) {
        /* Another arrangement once the grid is in use is fine; ONTO an undeclared one is not. */
        DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_F64, 1, (int64_t[]){1}, (int64_t[]){10}, NULL, NULL);
        dvmh_distribute(a, (int32_t[]){DVMH_DIST_BLOCK});
        dvmh_processors("Q", 2, (int64_t[]){1, 2});
        DvmhArray *b = dvmh_array_create("B", DVMH_TYPE_F64, 2, (int64_t[]){1, 1}, (int64_t[]){4, 4}, NULL, NULL);
        dvmh_onto(b, "Q", 0, NULL);
        dvmh_distribute(b, (int32_t[]){DVMH_DIST_BLOCK, DVMH_DIST_BLOCK});
        dvmh_onto(a, "R", 0, NULL);
    } else if (strcmp(mode, "index") == 0) {
        DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_I32, 1, (int64_t[]){1}, (int64_t[]){10}, NULL, NULL);
        dvmh_distribute(a, (int32_t[]){DVMH_DIST_BLOCK});
        int32_t v = 1;
        dvmh_elem_write(a, (int64_t[]){11}, &v);
    } else if (strcmp(mode, "align") == 0) {
        DvmhArray *b = dvmh_array_create("B", DVMH_TYPE_I32, 1, (int64_t[]){1}, (int64_t[]){20}, NULL, NULL);
        dvmh_distribute(b, (int32_t[]){DVMH_DIST_BLOCK});
        DvmhArray *a = dvmh_array_create("A", DVMH_TYPE_I32, 1, (int64_t[]){1}, (int64_t[]){10}, NULL, NULL);
        dvmh_align(a, b, (int64_t[]){0, 2, 1});
    } else if (strcmp(mode, "reduction") == 0) {
        double x = 0;
        DvmhLoop *l = dvmh_loop_create(1, (int64_t[]){1}, (int64_t[]){2}, (int64_t[]){1});
        dvmh_loop_reduction(l, DVMH_RED_AND, DVMH_TYPE_F64, &x, 1);
    } else if (strcmp(mode, "region") == 0) {
        dvmh_region_enter(10);
        dvmh_region_enter(11);
    } else if (strcmp(mode, "some") == 0 && argc > 2) {
        int rank = 0;
        MPI_Comm_rank(MPI_COMM_WORLD, &rank);
        char list[64];
        snprintf(list, sizeof list, ",%s,", argv[2]);
        char me[16];
        snprintf(me, sizeof me, ",%d,", rank);
        if (strstr(list, me) != NULL)
            dvmh_loop_create(1, (int64_t[]){1}, (int64_t[]){4}, (int64_t[]){0});
        dvmh_barrier();
    } else if (strcmp(mode, "stop3") == 0) {
        dvmh_stop(1, 3, NULL, 0);
    } else if (strcmp(mode, "stopmsg") == 0) {
        dvmh_stop(2, 0, "all done", 8);
    } else if (strcmp(mode, "stop") == 0) {
        dvmh_stop(0, 0, NULL, 0);
    }
    print_i64("after", 1);
    dvmh_finish();
    return 0;
}
