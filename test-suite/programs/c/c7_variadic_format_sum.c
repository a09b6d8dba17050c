// Variadic functions of the program's own, in the styles C libraries use: a sum over a
// type string ("idlc" → int, double, long long, char promoted to int), a sentinel-terminated
// list of strings, a logger that forwards its va_list to vsnprintf with a severity prefix,
// and va_copy to walk the same arguments twice (mean, then variance).
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum level { DEBUG, INFO, WARN, ERROR };

static double typed_sum(const char *types, ...)
{
    va_list ap;
    va_start(ap, types);
    double total = 0.0;
    for (const char *t = types; *t; t++) {
        switch (*t) {
        case 'i':
            total += va_arg(ap, int);
            break;
        case 'd':
            total += va_arg(ap, double);
            break;
        case 'l':
            total += (double)va_arg(ap, long long);
            break;
        case 'c': /* char and short arrive promoted to int */
            total += (char)va_arg(ap, int) - '0';
            break;
        case 'u':
            total += va_arg(ap, unsigned);
            break;
        }
    }
    va_end(ap);
    return total;
}

static size_t join(char *out, size_t cap, const char *sep, ...)
{
    va_list ap;
    va_start(ap, sep);
    size_t len = 0;
    out[0] = '\0';
    const char *s;
    int first = 1;
    while ((s = va_arg(ap, const char *)) != NULL) {
        int n = snprintf(out + len, cap - len, "%s%s", first ? "" : sep, s);
        if (n < 0 || (size_t)n >= cap - len) {
            len = cap - 1;
            break;
        }
        len += (size_t)n;
        first = 0;
    }
    va_end(ap);
    return len;
}

static int log_count[4];

static void vlog(enum level lv, const char *fmt, va_list ap)
{
    static const char *const names[] = {[DEBUG] = "debug", [INFO] = "info", [WARN] = "warn", [ERROR] = "ERROR"};
    char buf[64];
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    log_count[lv]++;
    printf("[%-5s #%d] %s%s\n", names[lv], log_count[lv], buf, n >= (int)sizeof buf ? "..." : "");
}

static void logf_(enum level lv, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vlog(lv, fmt, ap);
    va_end(ap);
}

static void stats(int n, ...)
{
    va_list ap, again;
    va_start(ap, n);
    va_copy(again, ap);
    double mean = 0.0;
    for (int i = 0; i < n; i++)
        mean += va_arg(ap, double);
    mean /= n;
    double var = 0.0;
    for (int i = 0; i < n; i++) {
        double d = va_arg(again, double) - mean;
        var += d * d;
    }
    va_end(again);
    va_end(ap);
    logf_(INFO, "n=%d mean=%.4f var=%.4f", n, mean, var / (n - 1));
}

int main(void)
{
    char c = '7';
    short s = -3;
    float f = 0.25f; /* promoted to double */
    printf("typed_sum = %.3f\n", typed_sum("idlcu", 40, 2.5, 10000000000LL, c, 7u));
    printf("typed_sum = %.3f\n", typed_sum("iiddi", s, 'A', f, -1e3, (int)sizeof(long)));
    printf("typed_sum = %.3f\n", typed_sum(""));
    char buf[40];
    size_t len = join(buf, sizeof buf, ", ", "alpha", "beta", "gamma", (char *)NULL);
    printf("join(%zu) = \"%s\"\n", len, buf);
    len = join(buf, 16, "--", "one", "two", "three", "four", (char *)NULL);
    printf("join(%zu) = \"%s\" strlen=%zu\n", len, buf, strlen(buf));
    logf_(DEBUG, "starting %s with %d workers", "solver", 4);
    logf_(WARN, "residual %e above %g", 3.5e-3, 1e-3);
    logf_(ERROR, "%s", "a very long message that will certainly not fit in the log buffer");
    logf_(INFO, "hex %#x oct %#o char %c percent %%", 255, 8, 'Z');
    stats(5, 1.0, 2.0, 4.0, 8.0, 16.0);
    stats(3, (double)f, 0.5, 0.75);
    printf("counts: %d %d %d %d\n", log_count[DEBUG], log_count[INFO], log_count[WARN],
           log_count[ERROR]);
    return 0;
}
