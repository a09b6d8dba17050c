// redistribute and realign whose ranks do not match the array, and a redistribute of an
// array that is not distributed at all.
#include <stdlib.h>
#define N 8
int main(void) {
    double ordinary[N];
#pragma dvm array
    double (*A)[N];
#pragma dvm array
    double (*B)[N];
    A = malloc(N * N * sizeof(double));
    B = malloc(N * N * sizeof(double));
#pragma dvm redistribute(A[block]) // ERROR: 'distribute' gives 1 formats for 'A' of rank 2
#pragma dvm redistribute(A[block][block][block]) // ERROR: 'distribute' gives 3 formats for 'A' of rank 2
#pragma dvm realign(B[i] with A[i][]) // ERROR: 'align' gives 1 dimensions for 'B' of rank 2
#pragma dvm redistribute(ordinary[block]) // ERROR: 'ordinary' is not a distributed array or template
    ordinary[0] = 0;
    return 0;
}
