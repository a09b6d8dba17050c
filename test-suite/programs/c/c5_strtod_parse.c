// Parsing numbers from text as real codes do: strtod with end pointers over a line of mixed
// tokens (exponents, hex floats, inf/nan, leading spaces), strtol with bases and errno on
// overflow, strtoul of negative text, atoi/atof, and sscanf with %n.
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <math.h>

int main(void)
{
    const char *line = "  3.5e2 -0.125 0x1.8p3 1e-3xyz .5 -inf nan 7.";
    const char *p = line;
    char *end;
    int count = 0;
    double sum = 0;
    for (;;) {
        double v = strtod(p, &end);
        if (end == p) {
            if (*p == '\0')
                break;
            printf("skip '%c'\n", *p);
            p++;
            continue;
        }
        count++;
        if (isfinite(v))
            sum += v;
        printf("token %d: %g (%s) consumed %d\n", count, v, isnan(v) ? "nan" : isinf(v) ? "inf" : "fin",
               (int)(end - p));
        p = end;
    }
    printf("count %d sum %.6f\n", count, sum);
    const char *ints[] = {"42", "-0x1F", "0777", "z9", "9223372036854775808", "  +12abc"};
    int bases[] = {10, 16, 0, 36, 10, 10};
    for (int i = 0; i < 6; i++) {
        errno = 0;
        long v = strtol(ints[i], &end, bases[i]);
        printf("strtol(%s, %d) = %ld rest '%s' erange %d\n", ints[i], bases[i], v, end,
               errno == ERANGE);
    }
    printf("strtoul(-1) = %lu atoi = %d atof = %.3f\n", strtoul("-1", NULL, 10), atoi(" -17x"),
           atof("2.5e1"));
    int a, b, n;
    double d;
    if (sscanf("12,34 : 5.75 tail", "%d,%d : %lf%n", &a, &b, &d, &n) == 3)
        printf("a=%d b=%d d=%.2f n=%d rest='%s'\n", a, b, d, n, "12,34 : 5.75 tail" + n);
    printf("LONG_MAX ok %d\n", strtol("9223372036854775807", NULL, 10) == LONG_MAX);
    return 0;
}
