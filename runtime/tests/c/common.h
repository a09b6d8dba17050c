/* Helpers shared by the C test programs: they call the runtime exactly as compiled Fortran
 * does (handlers are plain C functions with the dvmh_handler signature). */
#ifndef DVMH_TEST_COMMON_H
#define DVMH_TEST_COMMON_H

#include <stdint.h>
#include <string.h>

#include "dvmh_rt.h"

/* Iterates `var` over the handler bounds of loop dimension `k` (first, last, step). */
#define FOR_DIM(var, bounds, k)                                                              \
    for (int64_t var = (bounds)[3 * (k)];                                                    \
         (bounds)[3 * (k) + 2] > 0 ? var <= (bounds)[3 * (k) + 1] : var >= (bounds)[3 * (k) + 1]; \
         var += (bounds)[3 * (k) + 2])

/* The view of a distributed array (the first member of the handle). */
static inline const dvmh_view *view_of(void *handle) { return (const dvmh_view *)handle; }

/* Element offset (in elements) of a global index tuple in the local storage. */
static inline int64_t elem_offset(const dvmh_view *v, int rank, const int64_t *idx) {
    int64_t off = 0;
    for (int k = 0; k < rank; k++) off += (idx[k] - v->lo[k]) * v->stride[k];
    return off;
}

#define ELEM(type, handle, rank, ...)                                                        \
    (((type *)view_of(handle)->base)[elem_offset(view_of(handle), (rank), (const int64_t[]){__VA_ARGS__})])

/* PRINT *, 'text', value  (rank 0 writes) */
static inline void print_i64(const char *label, int64_t value) {
    dvmh_io_begin(DVMH_UNIT_STAR, NULL, -1);
    dvmh_io_str(label, (int64_t)strlen(label));
    dvmh_io_i64(value);
    dvmh_io_end();
}

static inline DvmhArray *make_array(const char *name, int32_t type, int32_t rank, const int64_t *lo,
                                    const int64_t *hi, const int64_t *sh_lo, const int64_t *sh_hi) {
    return dvmh_array_create(name, type, rank, lo, hi, sh_lo, sh_hi);
}

#endif
