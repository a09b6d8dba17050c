/* The callee half of the long double / complex ABI test (see tests/c_abi.rs). */
#include <complex.h>
#include <stdarg.h>

struct ld_pair {
    long double a;
    int n;
};

long double ld_scale(long double x, int k, double d) {
    return x * k + d;
}

long double ld_many(long double a, long double b, double c, long double d, float e) {
    return (a - b) * c + d / e;
}

struct ld_pair ld_pair_next(struct ld_pair p) {
    struct ld_pair q = {p.a / 3, p.n + 1};
    return q;
}

long double ld_sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long double s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, long double);
    va_end(ap);
    return s;
}

double complex z_mul_add(double complex a, double complex b, double c) {
    return a * b + c;
}

float complex zf_twice(float complex a, float x) {
    return a * 2 + x * I;
}

double complex z_sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double complex s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, double complex);
    va_end(ap);
    return s;
}

double z_norm(double complex z, float complex w) {
    return creal(z) * creal(z) + cimag(z) * cimag(z) + crealf(w) - cimagf(w);
}

struct ld_one {
    long double x;
};

struct ld_one ld_one_scale(struct ld_one v, long double k) {
    struct ld_one r = {v.x * k};
    return r;
}

long double complex zl_mul_add(long double complex a, long double complex b, long double c) {
    return a * b + c;
}

long double complex zl_sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long double complex s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, long double complex);
    va_end(ap);
    return s;
}

long double zl_norm(long double complex z, double complex w, int k) {
    return creall(z) * creall(z) + cimagl(z) * cimagl(z) + k * (creal(w) - cimag(w));
}
