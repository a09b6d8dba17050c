// The benchmark program bench/c/jacobi2d_restrict.c at a size for the differential corpus (the benchmark
// itself times it at full size against gcc -O3).
#define N 60
#define ITERS 30
#include "../../bench/c/jacobi2d_restrict.c"
