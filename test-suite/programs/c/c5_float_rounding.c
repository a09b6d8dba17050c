// Rounding and floating-point conversions real codes rely on: floor/ceil/round/trunc/rint/
// lround of halves and negatives, fmod and remainder signs, float vs double accumulation,
// conversions of large doubles to integers in range, frexp/ldexp/modf, and copysign/
// nextafter.
#include <math.h>
#include <stdio.h>

int main(void)
{
    double xs[] = {-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, -0.0, 7.49999};
    for (int i = 0; i < 8; i++) {
        double x = xs[i];
        printf("%6.2f: floor %4.1f ceil %4.1f round %4.1f trunc %4.1f rint %4.1f lround %ld\n",
               x, floor(x), ceil(x), round(x), trunc(x), rint(x), lround(x));
    }
    printf("fmod %.2f %.2f remainder %.2f %.2f\n", fmod(7.5, 2), fmod(-7.5, 2), remainder(7.5, 2),
           remainder(-7.5, 2));
    float fs = 0;
    double ds = 0;
    for (int i = 1; i <= 100000; i++) {
        fs += 1.0f / i;
        ds += 1.0 / i;
    }
    printf("harmonic float %.6f double %.12f\n", fs, ds);
    int e;
    double m = frexp(1536.0, &e);
    double ip, fp = modf(-3.75, &ip);
    printf("frexp %.4f %d ldexp %.1f modf %.2f %.2f\n", m, e, ldexp(0.75, 11), ip, fp);
    printf("copysign %.1f nextafter-1 %.17g hypot %.6f cbrt %.6f\n", copysign(3.0, -0.0),
           nextafter(1.0, 0.0) - 1.0, hypot(3e150, 4e150) / 1e150, cbrt(-27.0));
    double big = 9.007199254740993e15;
    long long ll = (long long)big;
    unsigned u = (unsigned)3.99e9;
    printf("ll %lld u %u float(16777217) %.1f\n", ll, u, (double)(float)16777217);
    printf("isnan %d isinf %d signbit %d fpclass %d\n", isnan(sqrt(-1.0)), isinf(1 / 0.0 * 2),
           signbit(-0.0) != 0, fpclassify(1e-310) == FP_SUBNORMAL);
    return 0;
}
