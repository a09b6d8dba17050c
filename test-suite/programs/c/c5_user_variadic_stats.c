// Variadic functions of the program's own: a sum over a count of ints, a mean of doubles
// terminated by a negative sentinel, a formatter forwarding its list to vsnprintf, va_copy
// to walk the list twice, and mixed int/double/pointer arguments described by a format.
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static long sum_ints(int n, ...)
{
    va_list ap;
    long s = 0;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double mean_until_negative(double first, ...)
{
    va_list ap, again;
    double s = first, x;
    int n = 1;
    va_start(ap, first);
    va_copy(again, ap);
    while ((x = va_arg(ap, double)) >= 0) {
        s += x;
        n++;
    }
    double mx = first;
    while ((x = va_arg(again, double)) >= 0)
        if (x > mx)
            mx = x;
    va_end(again);
    va_end(ap);
    return s / n + mx * 1000;
}

static int fmt(char *buf, size_t size, const char *f, ...)
{
    va_list ap;
    va_start(ap, f);
    int n = vsnprintf(buf, size, f, ap);
    va_end(ap);
    return n;
}

static void describe(const char *kinds, ...)
{
    va_list ap;
    va_start(ap, kinds);
    for (const char *k = kinds; *k; k++) {
        switch (*k) {
        case 'i': printf("[i %d]", va_arg(ap, int)); break;
        case 'l': printf("[l %lld]", va_arg(ap, long long)); break;
        case 'd': printf("[d %.2f]", va_arg(ap, double)); break;
        case 's': printf("[s %s]", va_arg(ap, const char *)); break;
        case 'c': printf("[c %c]", va_arg(ap, int)); break;
        }
    }
    va_end(ap);
    printf("\n");
}

int main(void)
{
    printf("%ld %ld %ld\n", sum_ints(0), sum_ints(3, 1, 2, 3), sum_ints(6, -5, 10, 20, 30, 40, 7));
    printf("%.4f\n", mean_until_negative(1.0, 2.0, 3.5, 0.25, -1.0));
    char small[10];
    int n = fmt(small, sizeof small, "%s-%05d-%x", "abc", 42, 255);
    printf("%d '%s' %zu\n", n, small, strlen(small));
    describe("ildsc", -7, 1LL << 40, 2.5, "text", 'Z');
    short sh = -3;
    float fl = 1.25f;
    describe("id", sh, fl);
    return 0;
}
