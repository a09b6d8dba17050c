// A 3-D 7-point Jacobi relaxation on static `double a[N][N][N]` arrays, copying back after
// each sweep, with the largest change of each reported iteration.
#include <stdio.h>
#include <math.h>

#ifndef N
#define N 128
#endif
#ifndef ITERS
#define ITERS 120
#endif

static double a[N][N][N], b[N][N][N];

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            for (int k = 0; k < N; k++) {
                if (i == 0 || j == 0 || k == 0 || i == N - 1 || j == N - 1 || k == N - 1)
                    a[i][j][k] = 0.0;
                else
                    a[i][j][k] = 4.0 + i + j + k;
                b[i][j][k] = a[i][j][k];
            }
    for (int it = 1; it <= ITERS; it++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                for (int k = 1; k < N - 1; k++)
                    b[i][j][k] = (a[i - 1][j][k] + a[i + 1][j][k] + a[i][j - 1][k] +
                                  a[i][j + 1][k] + a[i][j][k - 1] + a[i][j][k + 1]) / 6.0;
        double eps = 0.0;
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                for (int k = 1; k < N - 1; k++) {
                    eps = fmax(eps, fabs(b[i][j][k] - a[i][j][k]));
                    a[i][j][k] = b[i][j][k];
                }
        if (it % 10 == 0 || it == ITERS)
            printf("it=%4d eps=%.12e\n", it, eps);
    }
    double s = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            for (int k = 0; k < N; k++)
                s += a[i][j][k];
    printf("jacobi3d_static N=%d sum=%.12e\n", N, s);
    return 0;
}
