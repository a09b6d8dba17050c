/* The PTX kernels of device.c: each device loop of device_loops.h as
 * `.entry name(.param .u64 bounds, .param .u64 args, .param .u64 reds)` on a 1-D grid; a loop
 * with reductions then leaves its block's combined partials after the threads' (the contract
 * of the kernels dvmhc generates).
 * The test harness compiles this file with clang for nvptx64 (sm_70) and embeds the PTX. */
#include "device_loops.h"

#define KERNEL(name, nreds, ...)                                                             \
    __attribute__((nvptx_kernel)) void name##_kernel(const int64_t *b, void *const *a,      \
                                                      void *const *r) {                      \
        static const int64_t bytes[] = {0, __VA_ARGS__};                                     \
        int64_t tid = (int64_t)__nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + \
                      __nvvm_read_ptx_sreg_tid_x();                                          \
        int64_t n = (int64_t)__nvvm_read_ptx_sreg_nctaid_x() * __nvvm_read_ptx_sreg_ntid_x(); \
        dev_run(b, a, r, tid, n, name, nreds, bytes + 1);                                     \
        if (nreds > 0) {                                                                     \
            /* The block's partials, combined in thread order, go to slot n + blockIdx.x. */ \
            __nvvm_bar_sync(0);                                                              \
            if (__nvvm_read_ptx_sreg_tid_x() == 0) {                                         \
                int64_t first = tid, count = __nvvm_read_ptx_sreg_ntid_x();                 \
                for (int64_t t = 1; t < count; t++) combine_slots(nreds, r, first, first + t); \
                copy_slot(nreds, r, bytes + 1, first, n + __nvvm_read_ptx_sreg_ctaid_x());   \
            }                                                                                \
        }                                                                                    \
    }

DEVICE_LOOPS(KERNEL)
