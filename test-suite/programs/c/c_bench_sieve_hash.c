// The benchmark program bench/c/sieve_hash.c at a size for the differential corpus (the benchmark
// itself times it at full size against gcc -O3).
#define LIMIT 200000
#define TABLE_BITS 14
#include "../../bench/c/sieve_hash.c"
