// Matrices as one allocation with a header, the way C numerical containers avoid a second
// malloc: a struct with rows, cols and a flexible array member `double data[]`, created by a
// constructor that returns a pointer, element access through an inline helper, products
// and transposes into new objects, the Frobenius norm, and power iteration for the
// dominant eigenvalue of a symmetric matrix.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int rows, cols;
    double data[];
} matrix;

static matrix *mat_new(int rows, int cols)
{
    matrix *m = malloc(sizeof(matrix) + sizeof(double) * (size_t)rows * (size_t)cols);
    m->rows = rows;
    m->cols = cols;
    for (int i = 0; i < rows * cols; i++)
        m->data[i] = 0.0;
    return m;
}

static inline double *at(matrix *m, int i, int j) { return &m->data[i * m->cols + j]; }
static inline double get(const matrix *m, int i, int j) { return m->data[i * m->cols + j]; }

static matrix *mat_mul(const matrix *a, const matrix *b)
{
    if (a->cols != b->rows)
        return NULL;
    matrix *c = mat_new(a->rows, b->cols);
    for (int i = 0; i < a->rows; i++)
        for (int k = 0; k < a->cols; k++) {
            double aik = get(a, i, k);
            for (int j = 0; j < b->cols; j++)
                *at(c, i, j) += aik * get(b, k, j);
        }
    return c;
}

static matrix *mat_transpose(const matrix *a)
{
    matrix *t = mat_new(a->cols, a->rows);
    for (int i = 0; i < a->rows; i++)
        for (int j = 0; j < a->cols; j++)
            *at(t, j, i) = get(a, i, j);
    return t;
}

static double frobenius(const matrix *a)
{
    double s = 0.0;
    for (int i = 0; i < a->rows * a->cols; i++)
        s += a->data[i] * a->data[i];
    return sqrt(s);
}

static double power_iteration(const matrix *a, int iters, double *vec)
{
    int n = a->rows;
    double *y = malloc(sizeof(double) * (size_t)n), lambda = 0.0;
    for (int i = 0; i < n; i++)
        vec[i] = 1.0 / sqrt((double)n);
    for (int it = 0; it < iters; it++) {
        for (int i = 0; i < n; i++) {
            y[i] = 0.0;
            for (int j = 0; j < n; j++)
                y[i] += get(a, i, j) * vec[j];
        }
        double norm = 0.0, dot = 0.0;
        for (int i = 0; i < n; i++) {
            norm += y[i] * y[i];
            dot += y[i] * vec[i];
        }
        norm = sqrt(norm);
        lambda = dot;
        for (int i = 0; i < n; i++)
            vec[i] = y[i] / norm;
    }
    free(y);
    return lambda;
}

int main(void)
{
    printf("sizeof(matrix)=%zu (the flexible member adds nothing)\n", sizeof(matrix));
    matrix *a = mat_new(6, 4);
    for (int i = 0; i < a->rows; i++)
        for (int j = 0; j < a->cols; j++)
            *at(a, i, j) = 1.0 / (i + j + 1) + (i == j ? 1.0 : 0.0);
    matrix *at_ = mat_transpose(a);
    matrix *ata = mat_mul(at_, a); /* 4x4, symmetric positive definite */
    matrix *bad = mat_mul(a, a);
    printf("A is %dx%d, A^T A is %dx%d, A*A %s\n", a->rows, a->cols, ata->rows, ata->cols,
           bad ? "defined" : "rejected");
    for (int i = 0; i < ata->rows; i++) {
        for (int j = 0; j < ata->cols; j++)
            printf(" %10.6f", get(ata, i, j));
        printf("\n");
    }
    int symmetric = 1;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            symmetric &= get(ata, i, j) == get(ata, j, i);
    printf("symmetric=%d |A|_F=%.12f |A^T A|_F=%.12f\n", symmetric, frobenius(a), frobenius(ata));
    double v[4];
    double lambda = power_iteration(ata, 200, v);
    printf("dominant eigenvalue %.10f vector %.6f %.6f %.6f %.6f\n", lambda, v[0], v[1], v[2], v[3]);
    /* check A v = lambda v */
    double worst = 0.0;
    for (int i = 0; i < 4; i++) {
        double s = 0.0;
        for (int j = 0; j < 4; j++)
            s += get(ata, i, j) * v[j];
        worst = fmax(worst, fabs(s - lambda * v[i]));
    }
    printf("eigen residual < 1e-10: %d\n", worst < 1e-10);
    matrix *rect = mat_new(3, 7);
    for (int k = 0; k < 21; k++)
        rect->data[k] = (k % 5) - 2.0;
    matrix *rt = mat_transpose(rect), *rrt = mat_mul(rect, rt);
    printf("R R^T diagonal: %g %g %g trace=%g\n", get(rrt, 0, 0), get(rrt, 1, 1), get(rrt, 2, 2),
           get(rrt, 0, 0) + get(rrt, 1, 1) + get(rrt, 2, 2));
    free(a);
    free(at_);
    free(ata);
    free(rect);
    free(rt);
    free(rrt);
    return 0;
}
