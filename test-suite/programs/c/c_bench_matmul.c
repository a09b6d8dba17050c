// The benchmark program bench/c/matmul.c at a size for the differential corpus (the benchmark
// itself times it at full size against gcc -O3).
#define N 48
#include "../../bench/c/matmul.c"
