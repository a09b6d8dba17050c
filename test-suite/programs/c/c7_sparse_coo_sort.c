// Sparse matrix assembly as finite-element codes do it: element contributions arrive as
// (row, col, value) triplets in any order, qsort with a two-key comparator brings them into
// row-major order, duplicates are summed, the result is compressed to CSR, and bsearch finds
// entries by column inside a row. A few matrix-vector products check the numbers.
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int row, col;
    double val;
} triplet;

typedef struct {
    int n, nnz;
    int *rowptr, *colind;
    double *val;
} csr_matrix;

static int by_row_then_col(const void *pa, const void *pb)
{
    const triplet *a = pa, *b = pb;
    if (a->row != b->row)
        return a->row < b->row ? -1 : 1;
    return (a->col > b->col) - (a->col < b->col);
}

static int int_cmp(const void *key, const void *elem)
{
    int k = *(const int *)key, e = *(const int *)elem;
    return k < e ? -1 : k > e;
}

/* A 1-D chain of linear elements with a varying coefficient; each element adds a 2x2 block. */
static int assemble(int nodes, triplet *out)
{
    int count = 0;
    for (int e = nodes - 2; e >= 0; e--) { /* backwards, so sorting has work to do */
        double k = 1.0 + 0.25 * (e % 5);
        int a = e, b = e + 1;
        out[count++] = (triplet){.row = b, .col = b, .val = k};
        out[count++] = (triplet){.row = a, .col = b, .val = -k};
        out[count++] = (triplet){.row = b, .col = a, .val = -k};
        out[count++] = (triplet){.row = a, .col = a, .val = k};
    }
    /* A long-range coupling of the ends, as a periodic condition would add. */
    out[count++] = (triplet){.row = 0, .col = nodes - 1, .val = -0.5};
    out[count++] = (triplet){.row = nodes - 1, .col = 0, .val = -0.5};
    out[count++] = (triplet){.row = 0, .col = 0, .val = 0.5};
    out[count++] = (triplet){.row = nodes - 1, .col = nodes - 1, .val = 0.5};
    return count;
}

static csr_matrix compress(int n, triplet *t, int count)
{
    csr_matrix m = {.n = n};
    m.rowptr = calloc((size_t)n + 1, sizeof *m.rowptr);
    m.colind = malloc(sizeof(int) * (size_t)count);
    m.val = malloc(sizeof(double) * (size_t)count);
    int k = 0;
    for (int i = 0; i < count; i++) {
        if (k > 0 && t[i].row == t[i - 1].row && t[i].col == m.colind[k - 1]) {
            m.val[k - 1] += t[i].val;
            continue;
        }
        m.colind[k] = t[i].col;
        m.val[k] = t[i].val;
        m.rowptr[t[i].row + 1]++;
        k++;
    }
    for (int i = 0; i < n; i++)
        m.rowptr[i + 1] += m.rowptr[i];
    m.nnz = k;
    return m;
}

static double entry(const csr_matrix *m, int i, int j)
{
    const int *lo = m->colind + m->rowptr[i];
    size_t len = (size_t)(m->rowptr[i + 1] - m->rowptr[i]);
    const int *hit = bsearch(&j, lo, len, sizeof(int), int_cmp);
    return hit ? m->val[hit - m->colind] : 0.0;
}

static void spmv(const csr_matrix *m, const double *x, double *y)
{
    for (int i = 0; i < m->n; i++) {
        double s = 0.0;
        for (int p = m->rowptr[i]; p < m->rowptr[i + 1]; p++)
            s += m->val[p] * x[m->colind[p]];
        y[i] = s;
    }
}

int main(void)
{
    enum { NODES = 40 };
    triplet *t = malloc(sizeof(triplet) * (4 * (NODES - 1) + 4));
    int count = assemble(NODES, t);
    qsort(t, (size_t)count, sizeof *t, by_row_then_col);
    printf("triplets %d first (%d,%d) last (%d,%d)\n", count, t[0].row, t[0].col, t[count - 1].row,
           t[count - 1].col);
    csr_matrix m = compress(NODES, t, count);
    printf("nnz %d rows 0..3:", m.nnz);
    for (int i = 0; i < 4; i++)
        printf(" %d", m.rowptr[i + 1] - m.rowptr[i]);
    printf("\n");
    for (int i = 0; i < 5; i++)
        printf("A[%d][%d..%d] = %7.3f %7.3f %7.3f  A[%d][%d] = %g\n", i, i - 1, i + 1,
               i > 0 ? entry(&m, i, i - 1) : 0.0, entry(&m, i, i), entry(&m, i, i + 1), i,
               NODES - 1, entry(&m, i, NODES - 1));
    double x[NODES], y[NODES];
    for (int i = 0; i < NODES; i++)
        x[i] = 1.0;
    spmv(&m, x, y); /* rows of a Laplacian sum to zero */
    double rowsum = 0.0;
    for (int i = 0; i < NODES; i++)
        rowsum += y[i] * y[i];
    printf("|A*1|^2 = %.3e\n", rowsum);
    for (int i = 0; i < NODES; i++)
        x[i] = (double)(i * i % 7) - 3.0;
    for (int it = 0; it < 3; it++) {
        spmv(&m, x, y);
        double norm = 0.0;
        for (int i = 0; i < NODES; i++)
            norm += y[i] * y[i];
        printf("iter %d |y|^2 = %.6f y[0] = %.6f y[%d] = %.6f\n", it, norm, y[0], NODES / 2,
               y[NODES / 2]);
        for (int i = 0; i < NODES; i++)
            x[i] = y[i] / 4.0;
    }
    free(m.rowptr);
    free(m.colind);
    free(m.val);
    free(t);
    return 0;
}
