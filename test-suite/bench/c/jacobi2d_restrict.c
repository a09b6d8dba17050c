// A 2-D Jacobi relaxation on `malloc`ed grids stored row by row, the sweep a function of
// `restrict` pointers (the compiler may assume the grids do not overlap), with the residual
// of the last sweep.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#ifndef N
#define N 1200
#endif
#ifndef ITERS
#define ITERS 500
#endif

static void sweep(int n, double *restrict out, const double *restrict in) {
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            out[i * n + j] = 0.25 * (in[(i - 1) * n + j] + in[(i + 1) * n + j] +
                                     in[i * n + j - 1] + in[i * n + j + 1]);
}

static double max_change(int n, const double *restrict x, const double *restrict y) {
    double m = 0.0;
    for (int i = 0; i < n * n; i++) {
        double d = fabs(x[i] - y[i]);
        if (d > m)
            m = d;
    }
    return m;
}

int main(void) {
    int n = N;
    double *u = malloc(sizeof(double) * n * n);
    double *v = malloc(sizeof(double) * n * n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double edge = (i == 0 || j == 0 || i == n - 1 || j == n - 1) ? 1.0 + 0.001 * (i + j) : 0.0;
            u[i * n + j] = edge;
            v[i * n + j] = edge;
        }
    for (int it = 0; it < ITERS; it += 2) {
        sweep(n, v, u);
        sweep(n, u, v);
    }
    double change = max_change(n, u, v);
    double sum = 0.0;
    for (int i = 0; i < n * n; i++)
        sum += u[i];
    printf("jacobi2d_restrict N=%d sum=%.12e change=%.12e mid=%.12e\n", n, sum, change,
           u[(n / 2) * n + n / 2]);
    free(u);
    free(v);
    return 0;
}
