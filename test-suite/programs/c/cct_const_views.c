// A small linear-algebra kernel library written the way C libraries declare intent: inputs
// are pointers to const (vectors, a const-qualified matrix row table, const struct members),
// outputs plain pointers; typedefs carry const (read-only views), string tables are arrays of
// const char *const, and a _Generic dispatch picks a kernel by element type and by whether
// the argument is a read-only or writable view.
#include <stdio.h>
#include <string.h>

typedef const double cdouble;
typedef cdouble *dview;            /* read-only view of doubles */
typedef double *dspan;             /* writable span */

struct csr {
    const int n;
    const int *const rowptr;
    const int *colind;
    const double *val;
};

static const char *const kernel_names[] = {"axpy", "dot", "spmv", "scale"};

static double dot(dview x, dview y, int n)
{
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}

static float dotf(const float *x, const float *y, int n)
{
    float s = 0.0f;
    for (int i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}

static void axpy(double a, const double *x, dspan y, int n)
{
    for (int i = 0; i < n; i++)
        y[i] += a * x[i];
}

static void spmv(const struct csr *A, const double *x, double *y)
{
    for (int i = 0; i < A->n; i++) {
        double s = 0.0;
        for (int k = A->rowptr[i]; k < A->rowptr[i + 1]; k++)
            s += A->val[k] * x[A->colind[k]];
        y[i] = s;
    }
}

#define vdot(x, y, n) _Generic((x), const float *: dotf, float *: dotf, \
                               const double *: dot, double *: dot)(x, y, n)
#define view_kind(p) _Generic((p), dview: "read-only", dspan: "writable", \
                              const float *: "read-only float", default: "other")

static const char *longest(const char *const *names, int n)
{
    const char *best = names[0];
    for (int i = 1; i < n; i++)
        if (strlen(names[i]) > strlen(best))
            best = names[i];
    return best;
}

int main(void)
{
    enum { N = 6 };
    static const int rowptr[N + 1] = {0, 2, 5, 8, 11, 14, 16};
    static const int colind[16] = {0, 1, 0, 1, 2, 1, 2, 3, 2, 3, 4, 3, 4, 5, 4, 5};
    double val[16];
    for (int k = 0; k < 16; k++)
        val[k] = (k % 3 == 0) ? 4.0 : -1.0 + 0.125 * k;
    const struct csr A = {N, rowptr, colind, val};
    double x[N], y[N], z[N];
    for (int i = 0; i < N; i++) {
        x[i] = 1.0 + i * 0.5;
        z[i] = 0.0;
    }
    spmv(&A, x, y);
    dview xv = x;
    axpy(-0.25, xv, z, N);
    axpy(1.0, y, z, N);
    printf("y:");
    for (int i = 0; i < N; i++)
        printf(" %.4f", y[i]);
    printf("\nz.x = %.6f  y.y = %.6f\n", vdot(xv, z, N), vdot(y, y, N));
    float f[4] = {1.5f, -2.0f, 0.25f, 3.0f};
    const float *fv = f;
    printf("f.f = %.4f\n", (double)vdot(fv, f, 4));
    printf("%s / %s / %s / %s\n", view_kind(xv), view_kind(z), view_kind(fv), view_kind(f));
    printf("%s %s %s\n", view_kind(&A.val[0]), view_kind((const double *)z), view_kind(A.val));
    printf("longest kernel name: %s (of %zu)\n", longest(kernel_names, 4),
           sizeof kernel_names / sizeof kernel_names[0]);
    return 0;
}
