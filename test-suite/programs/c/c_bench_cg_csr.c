// The benchmark program bench/c/cg_csr.c at a size for the differential corpus (the benchmark
// itself times it at full size against gcc -O3).
#define G 30
#define ITERS 100
#include "../../bench/c/cg_csr.c"
