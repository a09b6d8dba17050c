/* C99 complex arithmetic as scientific codes write it: double and float complex values,
   I and CMPLX, + - * / (gcc's semantics: libgcc's __muldc3/__divdc3), conversions between
   real and complex, ==/!=, libm's complex functions, arrays, struct members, parameters and
   returns (System V: double complex in two SSE registers, float complex packed in one),
   variadic arguments. */
#include <complex.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>

struct wave {
    int id;
    double complex amp;
    float complex f;
};

static double complex unit = 1.0 + 0.0 * I;
static const double complex twist = CMPLX(0.5, -0.25);

static void show(const char *what, double complex z) {
    printf("%s %.15g %.15g\n", what, creal(z), cimag(z));
}

double complex rotate(double complex z, double angle) {
    return z * cexp(I * angle);
}

float complex scalef(float complex z, float s) {
    return z * s;
}

double complex poly(const double complex *c, int n, double complex z) {
    double complex s = 0;
    for (int k = n - 1; k >= 0; k--)
        s = s * z + c[k];
    return s;
}

struct wave mkwave(int id, double complex a) {
    struct wave w = {id, a, (float complex)a};
    return w;
}

double complex sum_va(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double complex s = 0;
    for (int k = 0; k < n; k++)
        s += va_arg(ap, double complex);
    va_end(ap);
    return s;
}

/* The discrete Fourier transform of a short signal. */
static void dft(const double *x, double complex *out, int n) {
    const double pi = acos(-1.0);
    for (int k = 0; k < n; k++) {
        double complex acc = 0;
        for (int j = 0; j < n; j++)
            acc += x[j] * cexp(-2.0 * pi * I * j * k / n);
        out[k] = acc;
    }
}

int main(void) {
    double complex a = 1.5 + 2.0 * I, b = CMPLX(-0.75, 4.0), c;
    float complex f = 1.0f - 3.0f * I;
    printf("sizeof %zu %zu %zu\n", sizeof(double complex), sizeof(float complex), sizeof(struct wave));
    show("a", a);
    show("b", b);
    show("a+b", a + b);
    show("a-b", a - b);
    show("a*b", a * b);
    show("a/b", a / b);
    show("a*2", a * 2);
    show("3/a", 3 / a);
    show("a/4", a / 4.0);
    show("1-a", 1 - a);
    show("-a", -a);
    show("~a", ~a);
    show("conj", conj(b));
    show("unit", unit);
    show("twist", twist);
    printf("eq %d %d %d %d\n", a == a, a != b, a == 1.5 + 2.0 * I, (double complex)2.0 == 2.0);
    printf("cabs %.15g carg %.15g\n", cabs(b), carg(b));
    show("cexp", cexp(a));
    show("clog", clog(b));
    show("csqrt", csqrt(b));
    show("cpow", cpow(a, b));
    show("csin", csin(a));
    show("ccos", ccos(a));
    show("ctanh", ctanh(b));
    show("cproj", cproj(a));
    double re = a, im = cimag(a);
    printf("parts %.15g %.15g\n", re, im);
    c = a;
    c *= b;
    c += 1;
    c -= I;
    c /= 2 + I;
    show("ops", c);
    show("rotate", rotate(a, 0.3));
    float complex g = scalef(f, 2.5f);
    printf("float %.7g %.7g %.7g\n", crealf(g), cimagf(g), cabsf(f * f));
    printf("float mul %.7g %.7g div %.7g %.7g\n", crealf(f * g), cimagf(f * g), crealf(f / g), cimagf(f / g));
    double complex coef[4] = {1, I, -2 + 0.5 * I, 0.25};
    show("poly", poly(coef, 4, b));
    struct wave w = mkwave(7, b * I);
    printf("wave %d %.15g %.15g %.7g %.7g\n", w.id, creal(w.amp), cimag(w.amp), crealf(w.f), cimagf(w.f));
    show("sum_va", sum_va(3, a, b, 1.0 * I));
    double x[8];
    double complex spec[8];
    for (int k = 0; k < 8; k++)
        x[k] = sin(0.7 * k) + 0.25 * k;
    dft(x, spec, 8);
    for (int k = 0; k < 8; k++)
        printf("dft[%d] %.12f %.12f\n", k, creal(spec[k]), cimag(spec[k]));
    double complex inf_times = (INFINITY + I) * (1 + I);
    printf("annex G %d %d\n", isinf(creal(inf_times)) || isinf(cimag(inf_times)), isnan(creal(inf_times)) && isnan(cimag(inf_times)));
    double complex big = 1e300 + 1e300 * I;
    show("big/big", big / big);
    if (a)
        printf("truth %d %d\n", !a, !(a - a));
    _Bool nz = b;
    int n = (int)a;
    printf("convert %d %d\n", nz, n);
    return 0;
}
