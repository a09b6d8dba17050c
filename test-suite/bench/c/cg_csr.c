// Conjugate gradients on the 5-point Laplacian of a square grid, stored in CSR form in
// `malloc`ed arrays: sparse matrix-vector products, dot products and vector updates.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#ifndef G
#define G 500
#endif
#ifndef ITERS
#define ITERS 600
#endif

static void spmv(int n, const int *rowptr, const int *col, const double *val, const double *x,
                 double *y) {
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++)
            s += val[k] * x[col[k]];
        y[i] = s;
    }
}

static double dot(int n, const double *x, const double *y) {
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}

int main(void) {
    int n = G * G;
    int *rowptr = malloc(sizeof(int) * (n + 1));
    int *col = malloc(sizeof(int) * 5 * n);
    double *val = malloc(sizeof(double) * 5 * n);
    int nnz = 0;
    for (int i = 0; i < G; i++)
        for (int j = 0; j < G; j++) {
            int r = i * G + j;
            rowptr[r] = nnz;
            if (i > 0) { col[nnz] = r - G; val[nnz++] = -1.0; }
            if (j > 0) { col[nnz] = r - 1; val[nnz++] = -1.0; }
            col[nnz] = r; val[nnz++] = 4.0 + 0.01;
            if (j < G - 1) { col[nnz] = r + 1; val[nnz++] = -1.0; }
            if (i < G - 1) { col[nnz] = r + G; val[nnz++] = -1.0; }
        }
    rowptr[n] = nnz;
    double *x = calloc(n, sizeof(double));
    double *b = malloc(sizeof(double) * n);
    double *r = malloc(sizeof(double) * n);
    double *p = malloc(sizeof(double) * n);
    double *q = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) {
        b[i] = 1.0 + (double)(i % 11) / 11.0;
        r[i] = b[i];
        p[i] = b[i];
    }
    double rho = dot(n, r, r);
    for (int it = 1; it <= ITERS; it++) {
        spmv(n, rowptr, col, val, p, q);
        double alpha = rho / dot(n, p, q);
        for (int i = 0; i < n; i++) {
            x[i] += alpha * p[i];
            r[i] -= alpha * q[i];
        }
        double rho_new = dot(n, r, r);
        double beta = rho_new / rho;
        rho = rho_new;
        for (int i = 0; i < n; i++)
            p[i] = r[i] + beta * p[i];
        if (it % 50 == 0)
            printf("it=%4d |r|=%.10e\n", it, sqrt(rho));
    }
    printf("cg_csr n=%d nnz=%d x0=%.10e xmid=%.10e\n", n, nnz, x[0], x[n / 2 + G / 2]);
    free(rowptr); free(col); free(val);
    free(x); free(b); free(r); free(p); free(q);
    return 0;
}
