// long double arithmetic and <math.h>'s long double functions: a Kahan-free harmonic sum
// that needs the extra precision, sqrtl/expl/logl/powl/fabsl/floorl, Newton's square root
// in extended precision, and conversions back to double.
#include <stdio.h>
#include <math.h>

static long double newton_sqrt(long double a)
{
    long double x = a > 1 ? a : 1;
    for (int i = 0; i < 60; i++)
        x = 0.5L * (x + a / x);
    return x;
}

int main(void)
{
    long double h = 0;
    for (int k = 1; k <= 100000; k++)
        h += 1.0L / k;
    printf("H %.15Lf\n", h);
    long double r2 = newton_sqrt(2.0L);
    printf("sqrt2 %.18Lf diff %.3Le\n", r2, fabsl(r2 - sqrtl(2.0L)));
    printf("expl %.15Lf logl %.15Lf powl %.12Lf\n", expl(1.0L), logl(10.0L), powl(1.5L, 20.0L));
    printf("floorl %.1Lf ceill %.1Lf %.1Lf\n", floorl(-2.5L), ceill(-2.5L), floorl(7.99L));
    long double big = 1e30L;
    double back = (double)(big * big / 1e40L);
    printf("back %.6e eps %d\n", back, (1.0L + 1e-18L) > 1.0L);
    long double acc = 0;
    for (int i = 0; i < 16; i++)
        acc += sinl(i * 0.25L) * cosl(i * 0.125L);
    printf("acc %.15Lf atan2l %.15Lf\n", acc, atan2l(1.0L, -1.0L));
    return 0;
}
