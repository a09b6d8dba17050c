// Polynomial roots in C99 complex arithmetic: the Durand-Kerner (Weierstrass) iteration
// finds all roots of monic polynomials at once, Horner's rule evaluates the polynomial in
// `double complex`, and the roots are checked through cabs/carg/cexp/csqrt/conj and
// sorted by argument with qsort for a stable printout.
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXDEG 8

static double complex horner(int n, const double complex *c, double complex z)
{
    double complex p = 1.0; /* monic: the leading coefficient is 1 */
    for (int k = n - 1; k >= 0; k--)
        p = p * z + c[k];
    return p;
}

static int durand_kerner(int n, const double complex *c, double complex *roots)
{
    const double complex seed = 0.4 + 0.9 * I;
    roots[0] = 1.0;
    for (int i = 1; i < n; i++)
        roots[i] = roots[i - 1] * seed;
    for (int iter = 1; iter <= 500; iter++) {
        double change = 0.0;
        for (int i = 0; i < n; i++) {
            double complex den = 1.0;
            for (int j = 0; j < n; j++)
                if (j != i)
                    den *= roots[i] - roots[j];
            double complex step = horner(n, c, roots[i]) / den;
            roots[i] -= step;
            if (cabs(step) > change)
                change = cabs(step);
        }
        if (change < 1e-14)
            return iter;
    }
    return -1;
}

static int by_argument(const void *pa, const void *pb)
{
    double complex za = *(const double complex *)pa, zb = *(const double complex *)pb;
    double a = carg(za), b = carg(zb);
    if (a != b)
        return (a > b) - (a < b);
    return (cabs(za) > cabs(zb)) - (cabs(za) < cabs(zb));
}

static void clean(double complex *z)
{
    double re = creal(*z), im = cimag(*z);
    if (fabs(re) < 1e-12)
        re = 0.0;
    if (fabs(im) < 1e-12)
        im = 0.0;
    *z = re + im * I;
}

static void report(const char *name, int n, const double complex *c)
{
    double complex roots[MAXDEG];
    int iters = durand_kerner(n, c, roots);
    for (int i = 0; i < n; i++)
        clean(&roots[i]);
    qsort(roots, (size_t)n, sizeof roots[0], by_argument);
    double worst = 0.0;
    double complex sum = 0.0, prod = 1.0;
    for (int i = 0; i < n; i++) {
        worst = fmax(worst, cabs(horner(n, c, roots[i])));
        sum += roots[i];
        prod *= roots[i];
    }
    clean(&sum);
    clean(&prod);
    printf("%s: converged=%d residual<1e-10=%d\n", name, iters > 0, worst < 1e-10);
    for (int i = 0; i < n; i++)
        printf("  root %d: % .9f %+.9fi |z|=%.9f arg=%.6f\n", i, creal(roots[i]), cimag(roots[i]),
               cabs(roots[i]), carg(roots[i]));
    /* Vieta: the sum of roots is -c[n-1], the product (-1)^n c[0] */
    printf("  sum=% .6f%+.6fi prod=% .6f%+.6fi\n", creal(sum), cimag(sum), creal(prod), cimag(prod));
}

int main(void)
{
    /* z^3 - 6z^2 + 11z - 6 = (z-1)(z-2)(z-3) */
    double complex cubic[3] = {-6.0, 11.0, -6.0};
    report("cubic", 3, cubic);
    /* z^4 + 1: the primitive 8th roots of unity */
    double complex quartic[4] = {1.0, 0.0, 0.0, 0.0};
    report("z^4+1", 4, quartic);
    /* (z^2 + 1)(z - 2i)(z + 0.5) with complex coefficients */
    double complex g[4];
    /* multiply out (z^2 + 1)(z - 2i) = z^3 - 2i z^2 + z - 2i */
    double complex h[4] = {-2.0 * I, 1.0, -2.0 * I, 1.0}, w[5] = {0};
    for (int i = 0; i < 4; i++) { /* times (z + 0.5) */
        w[i] += 0.5 * h[i];
        w[i + 1] += h[i];
    }
    for (int i = 0; i < 4; i++)
        g[i] = w[i];
    report("mixed", 4, g);

    double complex z = 1.0 + 2.0 * I;
    double complex e = cexp(I * M_PI), s = csqrt(-4.0 + 0.0 * I), q = z * conj(z);
    printf("exp(i*pi) = %.3f%+.3fi  csqrt(-4) = %.3f%+.3fi  z*conj(z) = %g%+gi\n", creal(e),
           cimag(e) + 0.0, creal(s), cimag(s), creal(q), cimag(q));
    double complex inv = 1.0 / z, pw = cpow(z, 2.0);
    printf("1/z = %.6f%+.6fi  z^2 = %.6f%+.6fi  |z| = %.12f\n", creal(inv), cimag(inv), creal(pw),
           cimag(pw), cabs(z));
    printf("sizeof(double complex)=%zu sizeof(float complex)=%zu\n", sizeof(double complex),
           sizeof(float complex));
    return 0;
}
