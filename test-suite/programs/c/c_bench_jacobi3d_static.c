// The benchmark program bench/c/jacobi3d_static.c at a size for the differential corpus (the benchmark
// itself times it at full size against gcc -O3).
#define N 20
#define ITERS 20
#include "../../bench/c/jacobi3d_static.c"
