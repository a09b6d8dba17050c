// NAN, INFINITY and HUGE_VAL, the classification macros (isnan, isinf, isfinite, signbit,
// fpclassify), assert() on conditions that hold, __func__, and GNU statement expressions.
#include <assert.h>
#include <math.h>
#include <stdio.h>

static const char *name_of(int c) {
    switch (c) {
    case FP_NAN: return "nan";
    case FP_INFINITE: return "inf";
    case FP_ZERO: return "zero";
    case FP_SUBNORMAL: return "subnormal";
    default: return "normal";
    }
}

double safe_div(double a, double b) {
    assert(b == b);
    return a / b;
}

int main(void) {
    double vals[] = {0.0, -0.0, 1.5, -2.25e-310, NAN, INFINITY, -HUGE_VAL, 1e308 * 10};
    for (int i = 0; i < 8; i++) {
        double x = vals[i];
        printf("%d: nan %d inf %d finite %d sign %d class %s\n", i, isnan(x) != 0, isinf(x),
               isfinite(x) != 0, signbit(x) != 0, name_of(fpclassify(x)));
    }
    float f = NAN;
    printf("%d %d\n", isnan(f) != 0, isinf(1.0f / 0.0f));
    assert(isfinite(safe_div(1.0, 3.0)));
    printf("%s %s\n", __func__, "done");
    int squared = ({ int t = 7; t * t; });
    printf("%d\n", squared);
    return 0;
}
