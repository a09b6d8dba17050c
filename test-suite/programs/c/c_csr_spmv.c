// Sparse matrix-vector products in CSR form: building the CSR arrays from triplets (counting
// sort by row), y = A x, the transpose product, and the power method's dominant eigenvalue.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

struct csr { int n, nnz; int *rowptr, *col; double *val; };

static struct csr *build(int n, int nnz, const int *ti, const int *tj, const double *tv) {
    struct csr *a = malloc(sizeof *a);
    a->n = n; a->nnz = nnz;
    a->rowptr = calloc(n + 1, sizeof(int));
    a->col = malloc(nnz * sizeof(int));
    a->val = malloc(nnz * sizeof(double));
    for (int k = 0; k < nnz; k++) a->rowptr[ti[k] + 1]++;
    for (int i = 0; i < n; i++) a->rowptr[i + 1] += a->rowptr[i];
    int *next = malloc(n * sizeof(int));
    for (int i = 0; i < n; i++) next[i] = a->rowptr[i];
    for (int k = 0; k < nnz; k++) {
        int p = next[ti[k]]++;
        a->col[p] = tj[k];
        a->val[p] = tv[k];
    }
    free(next);
    return a;
}

static void spmv(const struct csr *a, const double *x, double *y) {
    for (int i = 0; i < a->n; i++) {
        double s = 0;
        for (int p = a->rowptr[i]; p < a->rowptr[i + 1]; p++) s += a->val[p] * x[a->col[p]];
        y[i] = s;
    }
}

static void spmv_t(const struct csr *a, const double *x, double *y) {
    for (int i = 0; i < a->n; i++) y[i] = 0;
    for (int i = 0; i < a->n; i++)
        for (int p = a->rowptr[i]; p < a->rowptr[i + 1]; p++) y[a->col[p]] += a->val[p] * x[i];
}

int main(void) {
    enum { n = 10 };
    int ti[3 * n], tj[3 * n];
    double tv[3 * n];
    int nnz = 0;
    for (int i = n - 1; i >= 0; i--) {
        ti[nnz] = i; tj[nnz] = i; tv[nnz++] = 4.0 + i * 0.5;
        if (i > 0) { ti[nnz] = i; tj[nnz] = i - 1; tv[nnz++] = -1.0; }
        if (i < n - 2) { ti[nnz] = i; tj[nnz] = i + 2; tv[nnz++] = 0.5; }
    }
    struct csr *a = build(n, nnz, ti, tj, tv);
    printf("nnz %d rowptr:", a->nnz);
    for (int i = 0; i <= n; i++) printf(" %d", a->rowptr[i]);
    printf("\n");
    double x[n], y[n], z[n];
    for (int i = 0; i < n; i++) x[i] = i + 1;
    spmv(a, x, y);
    spmv_t(a, x, z);
    for (int i = 0; i < n; i++) printf("y %6.2f  yt %6.2f\n", y[i], z[i]);
    for (int i = 0; i < n; i++) x[i] = 1;
    double lambda = 0;
    for (int it = 0; it < 300; it++) {
        spmv(a, x, y);
        double norm = 0;
        for (int i = 0; i < n; i++) norm += y[i] * y[i];
        norm = sqrt(norm);
        for (int i = 0; i < n; i++) x[i] = y[i] / norm;
        lambda = norm;
    }
    printf("dominant eigenvalue %.6f\n", lambda);
    free(a->rowptr); free(a->col); free(a->val); free(a);
    return 0;
}
