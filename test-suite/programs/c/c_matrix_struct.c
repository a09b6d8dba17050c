// A matrix type as a struct with malloc'ed storage: constructors returning pointers,
// transpose, product, trace, Frobenius norm, identity checks, and cleanup.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef struct { int rows, cols; double *a; } matrix;

static matrix *mat_new(int r, int c) {
    matrix *m = malloc(sizeof *m);
    m->rows = r;
    m->cols = c;
    m->a = calloc((size_t)r * c, sizeof(double));
    return m;
}
static void mat_free(matrix *m) { free(m->a); free(m); }
static double *at(const matrix *m, int i, int j) { return &m->a[i * m->cols + j]; }

static matrix *transpose(const matrix *m) {
    matrix *t = mat_new(m->cols, m->rows);
    for (int i = 0; i < m->rows; i++)
        for (int j = 0; j < m->cols; j++) *at(t, j, i) = *at(m, i, j);
    return t;
}

static matrix *product(const matrix *x, const matrix *y) {
    if (x->cols != y->rows) return NULL;
    matrix *p = mat_new(x->rows, y->cols);
    for (int i = 0; i < x->rows; i++)
        for (int k = 0; k < x->cols; k++) {
            double v = *at(x, i, k);
            for (int j = 0; j < y->cols; j++) *at(p, i, j) += v * *at(y, k, j);
        }
    return p;
}

static void print(const char *name, const matrix *m) {
    printf("%s (%dx%d)\n", name, m->rows, m->cols);
    for (int i = 0; i < m->rows; i++) {
        for (int j = 0; j < m->cols; j++) printf(" %8.3f", *at(m, i, j));
        printf("\n");
    }
}

int main(void) {
    matrix *a = mat_new(3, 4);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++) *at(a, i, j) = (i + 1) * 0.5 - j + (i == j);
    matrix *at_ = transpose(a);
    matrix *g = product(at_, a), *h = product(a, at_);
    print("A", a);
    print("A^T A", g);
    print("A A^T", h);
    double tr1 = 0, tr2 = 0, fro = 0;
    for (int i = 0; i < g->rows; i++) tr1 += *at(g, i, i);
    for (int i = 0; i < h->rows; i++) tr2 += *at(h, i, i);
    for (int k = 0; k < 12; k++) fro += a->a[k] * a->a[k];
    printf("traces %.4f %.4f frobenius^2 %.4f\n", tr1, tr2, fro);
    printf("mismatched product is NULL: %d\n", product(a, a) == NULL);
    mat_free(a); mat_free(at_); mat_free(g); mat_free(h);
    return 0;
}
