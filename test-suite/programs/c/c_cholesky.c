// Cholesky factorization A = L L^T of a symmetric positive definite matrix held in malloc'ed
// rows, forward/back substitution, and the log-determinant.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static double **alloc(int n) {
    double **m = malloc(n * sizeof *m);
    for (int i = 0; i < n; i++) m[i] = calloc(n, sizeof **m);
    return m;
}

static void release(double **m, int n) {
    for (int i = 0; i < n; i++) free(m[i]);
    free(m);
}

static int cholesky(double **a, double **l, int n) {
    for (int j = 0; j < n; j++) {
        double s = a[j][j];
        for (int k = 0; k < j; k++) s -= l[j][k] * l[j][k];
        if (s <= 0) return -1;
        l[j][j] = sqrt(s);
        for (int i = j + 1; i < n; i++) {
            double t = a[i][j];
            for (int k = 0; k < j; k++) t -= l[i][k] * l[j][k];
            l[i][j] = t / l[j][j];
        }
    }
    return 0;
}

int main(void) {
    int n = 7;
    double **a = alloc(n), **l = alloc(n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) a[i][j] = (i == j) ? n + 1.0 : 1.0 / (1 + abs(i - j));
    if (cholesky(a, l, n)) { printf("not SPD\n"); return 0; }
    double logdet = 0;
    for (int i = 0; i < n; i++) logdet += 2 * log(l[i][i]);
    printf("logdet %.12f\n", logdet);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j <= i; j++) printf(" %8.5f", l[i][j]);
        printf("\n");
    }
    double *b = malloc(n * sizeof *b), *y = malloc(n * sizeof *y), *x = malloc(n * sizeof *x);
    for (int i = 0; i < n; i++) b[i] = 1.0;
    for (int i = 0; i < n; i++) {
        y[i] = b[i];
        for (int k = 0; k < i; k++) y[i] -= l[i][k] * y[k];
        y[i] /= l[i][i];
    }
    for (int i = n - 1; i >= 0; i--) {
        x[i] = y[i];
        for (int k = i + 1; k < n; k++) x[i] -= l[k][i] * x[k];
        x[i] /= l[i][i];
    }
    for (int i = 0; i < n; i++) printf("x%d %.10f\n", i, x[i]);
    free(b); free(y); free(x);
    release(a, n);
    release(l, n);
    return 0;
}
