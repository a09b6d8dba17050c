// Floating arithmetic and conversions: float vs double precision, int <-> float truncation,
// unsigned to double, printf's float formats.
#include <stdio.h>

int main(void) {
    float f = 1.0f / 3.0f;
    double d = 1.0 / 3.0;
    int i = (int)(-7.9);
    unsigned u = 3000000000u;
    long long big = 1LL << 53;
    printf("%.10f %.17f\n", f, d);
    printf("%d %d %d\n", i, (int)7.9, (int)(f * 30));
    printf("%.1f %.1f\n", (double)u, (double)big + 1.0);
    printf("%e %g %g\n", 12345.6789, 0.0001234, 1e20);
    float acc = 0.0f;
    double dacc = 0.0;
    int k;
    for (k = 1; k <= 1000; k++) {
        acc += 1.0f / k;
        dacc += 1.0 / k;
    }
    printf("%.6f %.12f\n", acc, dacc);
    printf("%d %d\n", 3 / 2 * 2.0 == 2.0, 3 / 2.0 * 2 == 3.0);
    unsigned char c = (unsigned char)(int)300.7;
    printf("%d %u\n", c, (unsigned)2.5e9);
    printf("%8.3f|%-8.2f|%+d\n", 3.14159, 2.5, 42);
    return 0;
}
