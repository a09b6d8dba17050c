// Taking floating-point numbers apart as numerical libraries do: frexp/ldexp round trips,
// modf into integer and fraction, fmod and remainder signs, nextafter steps and the ulp,
// hypot against the naive formula near overflow, fma's single rounding, and the bit
// pattern of a double read through a union with uint64_t, with isnan/isinf/signbit.
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>

typedef union {
    double d;
    uint64_t u;
} bits64;

static void anatomy(double x)
{
    bits64 b = {.d = x};
    unsigned sign = (unsigned)(b.u >> 63);
    unsigned expo = (unsigned)((b.u >> 52) & 0x7ffu);
    unsigned long long frac = b.u & 0xfffffffffffffULL;
    int e = 0;
    double m = isfinite(x) ? frexp(x, &e) : x;
    printf("%-12g s=%u E=%4u F=%013llx frexp=(%.17g,%d) nan=%d inf=%d\n", x, sign, expo, frac, m, e,
           isnan(x) != 0, isinf(x) != 0);
}

static double ulp(double x)
{
    return nextafter(fabs(x), INFINITY) - fabs(x);
}

int main(void)
{
    double samples[] = {1.0, -2.5, 0.1, 1e300, 5e-324, -0.0, 3.0 / 7.0, INFINITY, NAN};
    for (unsigned i = 0; i < sizeof samples / sizeof *samples; i++)
        anatomy(samples[i]);

    /* ldexp(frexp(x)) is exact; scaling by powers of two too */
    int exact = 1;
    for (int k = -20; k <= 20; k++) {
        double x = (k * 0.37 + 0.001) * pow(10.0, k % 7);
        int e;
        double m = frexp(x, &e);
        if (ldexp(m, e) != x || (x != 0 && (fabs(m) < 0.5 || fabs(m) >= 1.0)))
            exact = 0;
    }
    printf("frexp/ldexp round trip exact: %d\n", exact);

    double parts[] = {3.75, -3.75, 1e16 + 2.0, -0.5};
    for (int i = 0; i < 4; i++) {
        double ip;
        double fp = modf(parts[i], &ip);
        printf("modf(%g) = %g + %g\n", parts[i], ip, fp);
    }
    double num[] = {7.5, -7.5, 7.5, -7.5, 1e10};
    double den[] = {2.0, 2.0, -2.0, -2.0, 3.0};
    for (int i = 0; i < 5; i++)
        printf("fmod(%g,%g)=%g remainder=%g\n", num[i], den[i], fmod(num[i], den[i]),
               remainder(num[i], den[i]));

    printf("ulp(1)=%a eps=%a equal=%d\n", ulp(1.0), DBL_EPSILON, ulp(1.0) == DBL_EPSILON);
    printf("ulp(1e16)=%g ulp(0)=%g next down of 1: %.17g\n", ulp(1e16), ulp(0.0),
           nextafter(1.0, 0.0));
    double big = 1e200;
    printf("hypot(1e200,1e200)=%g naive=%g hypot(3,4)=%g\n", hypot(big, big), sqrt(big * big + big * big),
           hypot(3.0, 4.0));

    /* fma keeps the low part of the product that a*b then -p loses */
    double a = 1.0 + ldexp(1.0, -30), p = a * a;
    double lost = fma(a, a, -p);
    printf("a*a = %.17g, fma(a,a,-a*a) = %g (2^%d)\n", p, lost, ilogb(lost));

    /* counting representable doubles between two numbers via the bit patterns */
    bits64 lo = {.d = 1.0}, hi = {.d = 1.0 + 1e-12};
    printf("doubles in [1,1+1e-12): %llu\n", (unsigned long long)(hi.u - lo.u));

    /* float rounding of a double sum, and the cast back */
    float f = 16777216.0f;
    float g = f + 1.0f;
    printf("float 2^24+1 = %.1f, double = %.1f, FLT_EPSILON=%g\n", (double)g, (double)f + 1.0,
           (double)FLT_EPSILON);
    /* the quiet comparisons of C99 7.12.14, with NaN among the operands */
    double cmp[] = {1.0, NAN, -INFINITY};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            printf("%s%d%d%d%d%d%s", j ? "" : "cmp: ", isgreater(cmp[i], cmp[j]) != 0,
                   isless(cmp[i], cmp[j]) != 0, islessequal(cmp[i], cmp[j]) != 0,
                   islessgreater(cmp[i], cmp[j]) != 0, isunordered(cmp[i], cmp[j]) != 0,
                   j == 2 ? "\n" : " ");
    printf("copysign(3,-0.0)=%g signbit(-0.0)=%d trunc(-2.7)=%g round(2.5)=%g rint(2.5)=%g\n",
           copysign(3.0, -0.0), signbit(-0.0) != 0, trunc(-2.7), round(2.5), rint(2.5));
    return 0;
}
