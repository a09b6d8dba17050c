// <math.h> as numerical codes use it: hypot, cbrt, expm1/log1p near zero, fmod/remainder,
// frexp/ldexp/modf decompositions, erf/tgamma/lgamma, round/lround/rint/nearbyint/trunc,
// fmin/fmax/fdim/fma, and the float versions.
#include <stdio.h>
#include <math.h>

int main(void)
{
    printf("hypot %.15g cbrt %.15g\n", hypot(3e200, 4e200) / 1e200, cbrt(-27.0));
    printf("expm1 %.15e log1p %.15e\n", expm1(1e-10), log1p(-1e-12));
    printf("fmod %.6f remainder %.6f %.6f\n", fmod(10.5, 3.0), remainder(10.5, 3.0), fmod(-7.25, 2.0));
    int e;
    double m = frexp(1000.0, &e);
    double ip, fp = modf(-3.75, &ip);
    printf("frexp %.6f %d ldexp %.3f modf %.3f %.3f\n", m, e, ldexp(0.75, 10), ip, fp);
    printf("erf %.12f erfc %.12f tgamma %.10f lgamma %.10f\n", erf(0.5), erfc(1.5), tgamma(5.5), lgamma(20.0));
    double xs[] = {-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 2.7};
    for (int i = 0; i < 7; i++)
        printf("x %4.1f round %4.1f lround %2ld rint %4.1f nearbyint %4.1f trunc %4.1f floor %4.1f ceil %4.1f\n",
               xs[i], round(xs[i]), lround(xs[i]), rint(xs[i]), nearbyint(xs[i]), trunc(xs[i]), floor(xs[i]),
               ceil(xs[i]));
    printf("fmin %.2f fmax %.2f fdim %.2f %.2f fma %.17g\n", fmin(2, -3), fmax(2, -3), fdim(5, 3), fdim(3, 5),
           fma(0.1, 10.0, -1.0));
    float f = 2.0f;
    printf("sqrtf %.7f expf %.6f logf %.7f powf %.4f sinf %.7f atanf %.7f\n", sqrtf(f), expf(f), logf(f),
           powf(f, 10.5f), sinf(f), atanf(f));
    printf("copysign %.1f nextafter %d isgreater %d\n", copysign(3.0, -0.0), nextafter(1.0, 2.0) > 1.0,
           isgreater(2.0, 1.0));
    double acc = 0;
    for (int k = 1; k <= 50; k++)
        acc += sinh(k * 0.01) * cosh(k * 0.02) - tanh(k * 0.05) + asinh(k * 0.1) + atanh(k * 0.015) + acosh(1 + k * 0.1);
    printf("acc %.12f log2 %.12f exp2 %.6f\n", acc, log2(1000.0), exp2(10.5));
    return 0;
}
