// Type-generic BLAS-like kernels selected with C11 `_Generic`, the way modern numerical C
// libraries give one macro name to float, double and integer versions: dot products and
// axpy on float and double vectors, an absolute-value macro dispatching to abs/labs/fabsf/
// fabs, a printf format chosen by the argument's type, and selection on array, pointer,
// qualified and struct arguments (the controlling expression is never evaluated).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    double re, im;
} cplx;

static float sdot(int n, const float *x, const float *y) {
    float s = 0;
    for (int i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}
static double ddot(int n, const double *x, const double *y) {
    double s = 0;
    for (int i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}
static void saxpy(int n, float a, const float *x, float *y) {
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}
static void daxpy(int n, double a, const double *x, double *y) {
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}
static double cnorm(cplx z) { return hypot(z.re, z.im); }

#define DOT(n, x, y) _Generic((x), float *: sdot, const float *: sdot, double *: ddot, const double *: ddot)(n, x, y)
#define AXPY(n, a, x, y) _Generic((y), float *: saxpy, double *: daxpy)(n, a, x, y)
#define ABS(x) _Generic((x), int: abs, long: labs, float: fabsf, cplx: cnorm, default: fabs)(x)
#define FMT(x) _Generic((x), int: "%d", long: "%ld", unsigned: "%u", float: "%.5f", double: "%.10f", \
                        char *: "'%s'", default: "<other>")
#define KIND(x) _Generic((x), float: 'f', double: 'd', long double: 'L', int: 'i', char: 'c', \
                         short: 's', long long: 'q', default: '?')
#define SHOW(x)                  \
    do {                         \
        printf("%-6s = ", #x);   \
        printf(FMT(x), x);       \
        printf(" [%c]\n", KIND(x)); \
    } while (0)

int main(void) {
    enum { N = 12 };
    float xf[N], yf[N];
    double xd[N], yd[N];
    for (int i = 0; i < N; i++) {
        xf[i] = (float)(i + 1) / 3;
        yf[i] = (float)(N - i) / 7;
        xd[i] = (double)(i + 1) / 3;
        yd[i] = (double)(N - i) / 7;
    }
    printf("dot float %.7f double %.15f\n", (double)DOT(N, xf, yf), DOT(N, xd, yd));
    AXPY(N, 0.5f, xf, yf);
    AXPY(N, 0.5, xd, yd);
    const double *cx = xd;
    printf("after axpy float %.7f double %.15f const %.15f\n", (double)DOT(N, xf, yf), DOT(N, xd, yd), DOT(N, cx, cx));
    printf("abs: %d %ld %.3f %.6f %.6f\n", ABS(-7), ABS(-70000000000L), (double)ABS(-2.5f), ABS(-1e-3),
           ABS(((cplx){3, -4})));
    int i = 42;
    long l = -5;
    unsigned u = 4000000000u;
    float f = 1.0f / 3;
    double d = 2.0 / 3;
    char *s = "text";
    long double ld = 1;
    char c = 'x';
    short sh = 3;
    long long big = 1LL << 40;
    SHOW(i);
    SHOW(l);
    SHOW(u);
    SHOW(f);
    SHOW(d);
    SHOW(s);
    SHOW(i + l);
    SHOW(f * 2);
    SHOW(f * 2.0);
    SHOW(c + 1);
    printf("kinds %c %c %c %c %c %c\n", KIND(ld), KIND(c), KIND(sh), KIND(+sh), KIND(big), KIND('a'));
    printf("literal kinds %c %c %c %c\n", KIND(1LL), KIND(1L), KIND(0x7fffffffffffffffLL), KIND(big + 1L));
    /* not evaluated: the counter stays */
    int counter = 0;
    int picked = _Generic(counter++, int: 10, default: 20);
    const int ci = 5;
    int arr[3];
    printf("picked %d counter %d const-int %d array %d string %d func %d\n", picked, counter,
           _Generic(ci, int: 1, default: 0), _Generic(arr, int *: 1, default: 0), _Generic("abc", char *: 1, default: 0),
           _Generic(sdot, float (*)(int, const float *, const float *): 1, default: 0));
    return 0;
}
