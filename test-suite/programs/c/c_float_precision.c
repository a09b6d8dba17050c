// float arithmetic stays in float (no silent promotion to double), float/double/integer
// conversions (truncation toward zero, unsigned), compound assignments with conversions.
#include <stdio.h>
#include <math.h>

static float f_sum(const float *a, int n) { float s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }

int main(void) {
    float a = 0.1f, b = 0.2f;
    float c = a + b;
    double d = 0.1 + 0.2;
    printf("float %.9g double %.17g\n", c, d);
    printf("float product %.9g\n", a * b * 3.0f);
    float third = 1.0f / 3.0f;
    printf("1/3f %.9g as double %.17g\n", third, (double)third);
    float arr[100];
    for (int i = 0; i < 100; i++) arr[i] = 0.01f * i;
    printf("float sum %.9g\n", f_sum(arr, 100));
    float big = 16777216.0f;
    printf("2^24+1 in float %.1f\n", big + 1.0f);
    printf("sqrtf %.9g sinf %.9g expf %.9g\n", sqrtf(2.0f), sinf(1.0f), expf(1.0f));
    printf("fabsf %.3f floorf %.1f\n", fabsf(-2.75f), floorf(-2.5f));
    double vals[] = {2.9, -2.9, 0.5, -0.5, 1e9, -1e9};
    for (int i = 0; i < 6; i++) printf("(int)%g = %d (long long) = %lld\n", vals[i], (int)vals[i], (long long)vals[i]);
    printf("(unsigned)3.7 %u (unsigned char)200.9 %u\n", (unsigned)3.7, (unsigned char)200.9);
    int i = 10;
    i *= 2.5;
    printf("i *= 2.5 -> %d\n", i);
    i /= 0.3;
    printf("i /= 0.3 -> %d\n", i);
    char ch = 'a';
    ch += 1.7;
    printf("ch %c\n", ch);
    unsigned u = 5;
    u -= 10;
    printf("u %u\n", u);
    double x = 7;
    x /= 2;
    printf("x %g\n", x);
    long long ll = 1LL << 53;
    double dl = (double)(ll + 1);
    printf("2^53+1 as double %.1f\n", dl);
    float f = (float)123456789;
    printf("123456789 as float %.1f\n", f);
    printf("int/float mix %g %g\n", 7 / 2 * 2.0f, 7 / 2.0f * 2);
    return 0;
}
