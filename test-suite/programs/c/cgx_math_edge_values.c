// The <math.h> functions numerical codes rely on at edge values: fma against the unfused
// product, hypot without overflow, nextafter stepping, frexp/ldexp decomposition and
// scaling, copysign and signed zero, isnan/isinf/isfinite/signbit/fpclassify macros, and a
// compensated (Kahan) sum checked against naive summation.
#include <float.h>
#include <math.h>
#include <stdio.h>

static const char *fpclass(double x) {
    switch (fpclassify(x)) {
    case FP_NAN: return "nan";
    case FP_INFINITE: return "inf";
    case FP_ZERO: return "zero";
    case FP_SUBNORMAL: return "subnormal";
    default: return "normal";
    }
}

int main(void) {
    volatile double a = 1.0 + 0x1p-30, b = 1.0 - 0x1p-30;
    double prod = a * b, fused = fma(a, b, -1.0);
    printf("a*b-1=%a fma=%a exact=%a\n", prod - 1.0, fused, -0x1p-60);
    printf("hypot(3e200,4e200)=%.6e hypot(-5,12)=%g naive overflow=%d\n", hypot(3e200, 4e200),
           hypot(-5, 12), isinf(sqrt(3e200 * 3e200 + 4e200 * 4e200)));
    double x = 1.0;
    for (int i = 0; i < 3; i++) {
        x = nextafter(x, 2.0);
        printf("next[%d]=%.17g ulp=%a\n", i, x, x - 1.0);
    }
    printf("below 1: %.17g  towards 0 from min: %a  nextafterf=%a\n", nextafter(1.0, 0.0),
           nextafter(DBL_MIN, 0.0), (double)nextafterf(1.0f, 2.0f));
    double vals[] = {1.0, 0.1, -48.75, 1e-310, 6.02214076e23, 0.0, -0.0};
    for (int i = 0; i < 7; i++) {
        int e;
        double m = frexp(vals[i], &e);
        double back = ldexp(m, e);
        printf("%-14g frexp=(%.17g, %5d) back_ok=%d class=%-9s signbit=%d\n", vals[i], m, e,
               back == vals[i], fpclass(vals[i]), signbit(vals[i]) != 0);
    }
    printf("ldexp(1,1023)*2 inf=%d ldexp(1,-1074)=%a ldexp(1,-1075)=%a\n",
           isinf(ldexp(1, 1023) * 2), ldexp(1, -1074), ldexp(1, -1075));
    double z = -0.0;
    printf("copysign(3,-0)=%g copysign(-2,1)=%g 1/-0=%g fabs(-0)=%g signbit(z)=%d z==0:%d\n",
           copysign(3, z), copysign(-2, 1), 1 / z, fabs(z), signbit(z) != 0, z == 0);
    double inf = INFINITY, nan_ = NAN;
    printf("isnan(nan)=%d isnan(inf-inf)=%d isinf(-inf)=%d isfinite(1e308)=%d isfinite(inf)=%d\n",
           isnan(nan_) != 0, isnan(inf - inf) != 0, isinf(-inf) != 0, isfinite(1e308) != 0,
           isfinite(inf) != 0);
    printf("nan==nan %d nan<1 %d fmax(nan,2)=%g fmin(-0,0) sign=%d\n", nan_ == nan_, nan_ < 1,
           fmax(nan_, 2.0), signbit(fmin(-0.0, 0.0)) != 0);
    printf("class of %s %s %s\n", fpclass(nan_), fpclass(-inf), fpclass(DBL_MIN / 4));

    double naive = 0, sum = 0, c = 0;
    for (int i = 1; i <= 100000; i++) {
        double term = 1.0 / ((double)i * i);
        naive += term;
        double y = term - c, t = sum + y;
        c = (t - sum) - y;
        sum = t;
    }
    double pi2_6 = M_PI * M_PI / 6;
    printf("naive=%.17g kahan=%.17g tail=%.6e better=%d\n", naive, sum, pi2_6 - sum,
           fabs(sum + 1e-5 - pi2_6) <= fabs(naive + 1e-5 - pi2_6));
    printf("trunc/round/floor/ceil(-2.5)=%g %g %g %g rint(2.5)=%g lround(-2.5)=%ld fmod(-7,3)=%g remainder(7,4)=%g\n",
           trunc(-2.5), round(-2.5), floor(-2.5), ceil(-2.5), rint(2.5), lround(-2.5), fmod(-7, 3),
           remainder(7, 4));
    printf("cbrt(-27)=%g expm1(1e-10)=%.17g log1p(1e-10)=%.17g atan2(-0,-1)=%g\n", cbrt(-27),
           expm1(1e-10), log1p(1e-10), atan2(-0.0, -1));
    return 0;
}
