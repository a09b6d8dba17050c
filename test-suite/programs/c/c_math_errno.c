// libm's errno: domain and range errors of sqrt, exp, log, pow and friends set errno as C
// requires (gcc's default -fmath-errno), while the valid calls leave it alone; sqrt of a
// negative number is NaN and EDOM.
#include <stdio.h>
#include <math.h>
#include <errno.h>

static const char *name(int e) {
    return e == 0 ? "0" : e == EDOM ? "EDOM" : e == ERANGE ? "ERANGE" : "other";
}

int main(int argc, char **argv) {
    (void)argv;
    double one = (double)argc, m = -one, big = 1000.0 * one, z = one - 1.0;
    double r;
    errno = 0; r = sqrt(m);           printf("sqrt(-1):  %s nan=%d\n", name(errno), isnan(r) != 0);
    errno = 0; r = sqrt(4.0 * one);   printf("sqrt(4):   %s %g\n", name(errno), r);
    errno = 0; r = exp(big);          printf("exp(1000): %s inf=%d\n", name(errno), isinf(r) != 0);
    errno = 0; r = exp(-big);         printf("exp(-1000): %s %g\n", name(errno), r);
    errno = 0; r = log(z);            printf("log(0):    %s %g\n", name(errno), r);
    errno = 0; r = log(m);            printf("log(-1):   %s nan=%d\n", name(errno), isnan(r) != 0);
    errno = 0; r = log10(z);          printf("log10(0):  %s %g\n", name(errno), r);
    errno = 0; r = pow(m, 0.5);       printf("pow(-1,.5): %s nan=%d\n", name(errno), isnan(r) != 0);
    errno = 0; r = pow(10.0, big);    printf("pow(10,1000): %s %g\n", name(errno), r);
    errno = 0; r = acos(2.0 * one);   printf("acos(2):   %s nan=%d\n", name(errno), isnan(r) != 0);
    errno = 0; r = cosh(big);         printf("cosh(1000): %s %g\n", name(errno), r);
    errno = 0; float f = sqrtf((float)m); printf("sqrtf(-1): %s nan=%d\n", name(errno), isnan(f) != 0);
    errno = 0; r = fabs(m) + floor(m) + ceil(m); printf("fabs/floor/ceil: %s %g\n", name(errno), r);
    // A loop of sqrt over valid arguments: the fast path, no errno.
    double s = 0.0;
    errno = 0;
    for (int i = 0; i < 1000; i++)
        s += sqrt((double)i * one);
    printf("sum of sqrt: %s %.10f\n", name(errno), s);
    return 0;
}
