// A tour of libm: rounding functions, fmod/remainder, pow, atan2, hypot, exp/log families,
// frexp/modf/ldexp with output parameters, copysign, fmin/fmax and nextafter.
#include <stdio.h>
#include <math.h>

int main(void) {
    double xs[] = {-2.5, -1.5, -0.4, 0.4, 1.5, 2.5, 3.7};
    for (int i = 0; i < 7; i++) {
        double x = xs[i];
        printf("%5.1f floor %4.1f ceil %4.1f round %4.1f trunc %4.1f rint %4.1f lround %ld\n", x, floor(x), ceil(x),
               round(x), trunc(x), rint(x), lround(x));
    }
    printf("fmod %g %g %g\n", fmod(7.5, 2), fmod(-7.5, 2), fmod(7.5, -2));
    printf("remainder %g\n", remainder(7.5, 2));
    printf("pow %g %g %g %.10g\n", pow(2, 10), pow(2, -2), pow(-8, 1.0 / 3.0 * 3), pow(1.0001, 10000));
    printf("atan2 %.6f %.6f %.6f %.6f\n", atan2(1, 1), atan2(1, -1), atan2(-1, -1), atan2(0, -1));
    printf("hypot %g %.10g\n", hypot(3, 4), hypot(1e200, 1e200) / 1e200);
    printf("exp %.10f log %.10f log10 %.10f log2 %.10f\n", exp(1), log(10), log10(2), log2(3));
    printf("expm1 %.6e log1p %.6e\n", expm1(1e-10), log1p(1e-10));
    printf("sqrt %.15f cbrt %.15f\n", sqrt(2), cbrt(27));
    printf("sinh %.6f cosh %.6f tanh %.6f\n", sinh(1), cosh(1), tanh(1));
    printf("asin %.6f acos %.6f atan %.6f\n", asin(0.5), acos(0.5), atan(1));
    int e;
    double m = frexp(48.0, &e);
    printf("frexp(48) = %g * 2^%d\n", m, e);
    double ip;
    double fp = modf(-3.75, &ip);
    printf("modf(-3.75) = %g + %g\n", ip, fp);
    printf("ldexp(0.75, 4) = %g\n", ldexp(0.75, 4));
    printf("copysign %g %g\n", copysign(3, -0.0), copysign(-3, 1));
    printf("fmin %g fmax %g fabs %g\n", fmin(2, -3), fmax(2, -3), fabs(-0.0));
    printf("nextafter %.17g\n", nextafter(1.0, 2.0));
    printf("erf %.10f tgamma(5) %g lgamma(10) %.10f\n", erf(0.5), tgamma(5), lgamma(10));
    printf("isnan %d isinf %d\n", isnan(sqrt(-1.0)) != 0, isinf(1.0 / 0.0) != 0);
    return 0;
}
