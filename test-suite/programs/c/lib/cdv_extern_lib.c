/* The second unit of cdv_extern_arrays.cdv: functions on the main unit's distributed arrays,
   reached as 'extern' arrays (parallel loops with shadow_renew and reductions, element
   reads and writes outside loops). */
#include "cdv_extern.h"

void fill(double base)
{
    int i, j;
#pragma dvm parallel([i][j] on A[i][j])
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++) {
            A[i][j] = base + (i * 7 + j * 3) % 10;
            B[i][j] = 0;
        }
#pragma dvm parallel([i] on K[i])
    for (i = 0; i < N; i++)
        K[i] = i % 4;
}

void smooth(void)
{
    int i, j;
#pragma dvm parallel([i][j] on B[i][j]) shadow_renew(A)
    for (i = 1; i < N - 1; i++)
        for (j = 1; j < M - 1; j++)
            B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
#pragma dvm parallel([i][j] on A[i][j])
    for (i = 1; i < N - 1; i++)
        for (j = 1; j < M - 1; j++)
            A[i][j] = B[i][j];
}

double total(void)
{
    int i, j;
    double s = 0;
#pragma dvm parallel([i][j] on A[i][j]) reduction(sum(s))
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            s += A[i][j] * (K[i] + 1);
    return s;
}

void mark(int i, int j, double v)
{
    A[i][j] = v + A[j % N][i % M];
}
