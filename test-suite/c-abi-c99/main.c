/* The caller half of the long double / complex ABI test (see tests/c_abi.rs). */
#include <complex.h>
#include <stdio.h>

struct ld_pair {
    long double a;
    int n;
};

long double ld_scale(long double x, int k, double d);
long double ld_many(long double a, long double b, double c, long double d, float e);
struct ld_pair ld_pair_next(struct ld_pair p);
long double ld_sum(int n, ...);
double complex z_mul_add(double complex a, double complex b, double c);
float complex zf_twice(float complex a, float x);
double complex z_sum(int n, ...);
double z_norm(double complex z, float complex w);

struct ld_one {
    long double x;
};

struct ld_one ld_one_scale(struct ld_one v, long double k);
long double complex zl_mul_add(long double complex a, long double complex b, long double c);
long double complex zl_sum(int n, ...);
long double zl_norm(long double complex z, double complex w, int k);

int main(void) {
    printf("ld_scale %.20Lg\n", ld_scale(0.1L, 3, 0.5));
    printf("ld_many %.20Lg\n", ld_many(1.0L / 3, 0.1L, 2.5, 1e-30L, 3.0f));
    struct ld_pair p = {2.0L, 4};
    struct ld_pair q = ld_pair_next(p);
    printf("ld_pair %.20Lg %d\n", q.a, q.n);
    printf("ld_sum %.20Lg\n", ld_sum(3, 0.1L, 0.2L, 1.0L / 7));
    double complex z = z_mul_add(1.5 + 2 * I, -0.5 + 0.25 * I, 3.0);
    printf("z_mul_add %.15g %.15g\n", creal(z), cimag(z));
    float complex w = zf_twice(1.25f - 0.5f * I, 4.0f);
    printf("zf_twice %.7g %.7g\n", crealf(w), cimagf(w));
    z = z_sum(3, 1.0 + I, 2.5 - 0.5 * I, -4.0 * I);
    printf("z_sum %.15g %.15g\n", creal(z), cimag(z));
    printf("z_norm %.15g\n", z_norm(3 - 4 * I, w));
    struct ld_one o = ld_one_scale((struct ld_one){1.0L / 3}, 0.7L);
    printf("ld_one %.20Lg\n", o.x);
    long double complex zl = zl_mul_add(1.0L / 3 + 0.1L * I, 2.5L - I / 7.0L, 0.2L);
    printf("zl_mul_add %.20Lg %.20Lg\n", creall(zl), cimagl(zl));
    zl = zl_sum(3, 0.1L + 0.2L * I, (long double complex)(1.0L / 3), 1e-20L * I);
    printf("zl_sum %.20Lg %.20Lg\n", creall(zl), cimagl(zl));
    printf("zl_norm %.20Lg\n", zl_norm(0.5L - 1.0L / 3 * I, 2 - 3 * I, 5));
    return 0;
}
