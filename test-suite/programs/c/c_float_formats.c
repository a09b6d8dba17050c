// Floating-point output formats: %g, %e, %f, %.17g, widths, precisions and flags, and
// float vs double rounding.
#include <stdio.h>

int main(void) {
    double v[] = {0.0, 1.0, -2.5, 3.141592653589793, 1e-10, 6.02214076e23, 123456789.0, 0.1, 1.0 / 3.0};
    int n = sizeof v / sizeof v[0];
    for (int i = 0; i < n; i++) {
        printf("%g | %e | %f | %.17g\n", v[i], v[i], v[i], v[i]);
        printf("[%12.4f] [%-12.3e] [%+g] [%010.2f]\n", v[i], v[i], v[i], v[i]);
    }
    float f = 0.1f;
    double d = f;
    printf("float 0.1 as double %.17g\n", d);
    printf("float sum %.9g\n", f + f + f);
    printf("double sum %.17g\n", 0.1 + 0.1 + 0.1);
    printf("%.0f %.0f %.0f %.0f\n", 0.5, 1.5, 2.5, -0.5);
    printf("%#g %#x %#o\n", 1.0, 255, 8);
    printf("%5.1s| %-5s| %5s|\n", "abc", "ab", "xyz");
    printf("%G %E\n", 1e-20, 12345.678);
    printf("%a\n", 1.0);
    return 0;
}
