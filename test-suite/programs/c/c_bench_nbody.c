// The benchmark program bench/c/nbody.c at a size for the differential corpus (the benchmark
// itself times it at full size against gcc -O3).
#define NB 60
#define STEPS 10
#include "../../bench/c/nbody.c"
