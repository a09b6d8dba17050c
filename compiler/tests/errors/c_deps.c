// Dependences between the iterations of parallel loops that the clauses do not cover, in
// C-DVMH: the same analysis of the IR as for Fortran, with the clause spelled in C.
#include <stdio.h>
#define N 10
#pragma dvm array distribute[block]
int A[N];
#pragma dvm array distribute[][block]
int B[N][N];

int main(void)
{
    int i, j;
#pragma dvm parallel([i] on A[i])
    for (i = 0; i < N; i++)
        A[i] = i;
#pragma dvm parallel([i] on A[i]) shadow_renew(A)
    for (i = 1; i < N - 1; i++)
        A[i] = A[i - 1] + A[i + 1]; // ERROR: the iterations of this parallel loop depend on each other through 'A' (flow dependence at distance 1, anti dependence at distance 1), but shadow_renew(A) gives every iteration the values from before the loop, so the results depend on the number of processes: declare the dependence with across(A[1:1])
#pragma dvm parallel([j][i] on B[i][j])
    for (j = 0; j < N; j++)
        for (i = 1; i < N; i++)
            B[i][j] = B[i - 1][j] + 1; // ERROR: the iterations of this parallel loop depend on each other through 'B' (flow dependence at distance (0, 1)): declare the dependence with across(B[1:0][0:0])
#pragma dvm parallel([i] on A[i]) across(A[1:1])
    for (i = 1; i < N - 1; i++)
        A[i] = A[i - 1] + A[i + 1];
    printf("%d %d\n", A[3], B[N - 1][N - 1]);
    return 0;
}
