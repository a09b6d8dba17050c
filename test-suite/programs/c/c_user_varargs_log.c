// A logging layer of the user's own: variadic functions that format into a buffer with
// vsnprintf, a sum over a count-prefixed list of doubles, a sentinel-terminated list of
// strings, a va_list passed down through two levels, and va_copy for a second pass.
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

static char logbuf[512];
static size_t loglen;
static int nlines;

static void vlogf(const char *tag, const char *fmt, va_list ap)
{
    int n = snprintf(logbuf + loglen, sizeof logbuf - loglen, "[%s] ", tag);
    loglen += n;
    n = vsnprintf(logbuf + loglen, sizeof logbuf - loglen, fmt, ap);
    loglen += n;
    logbuf[loglen++] = '\n';
    logbuf[loglen] = 0;
    nlines++;
}

static void logf_(const char *tag, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vlogf(tag, fmt, ap);
    va_end(ap);
}

static double mean_of(int n, ...)
{
    va_list ap, again;
    double s = 0, var = 0, m;
    va_start(ap, n);
    va_copy(again, ap);
    for (int i = 0; i < n; i++) s += va_arg(ap, double);
    m = s / n;
    for (int i = 0; i < n; i++) { double d = va_arg(again, double) - m; var += d * d; }
    va_end(again);
    va_end(ap);
    logf_("stat", "n=%d mean=%.4f var=%.4f", n, m, var / n);
    return m;
}

static size_t total_len(const char *first, ...)
{
    va_list ap;
    size_t t = 0;
    const char *s = first;
    va_start(ap, first);
    while (s) { t += strlen(s); s = va_arg(ap, const char *); }
    va_end(ap);
    return t;
}

static long mixed(int count, ...)
{
    va_list ap;
    long acc = 0;
    va_start(ap, count);
    for (int i = 0; i < count; i++) {
        switch (va_arg(ap, int)) {
        case 'i': acc += va_arg(ap, int); break;
        case 'l': acc += va_arg(ap, long) / 1000; break;
        case 'c': acc += (char)va_arg(ap, int); break;
        case 'd': acc += (long)(va_arg(ap, double) * 10); break;
        }
    }
    va_end(ap);
    return acc;
}

int main(void)
{
    double m = mean_of(5, 1.0, 2.5, 3.25, 4.0, 10.0);
    logf_("main", "m=%g len=%zu", m, total_len("alpha", "be", "gamma", "", "delta", (char *)0));
    logf_("mix", "%ld", mixed(5, 'i', 7, 'l', 123456789L, 'c', 'A', 'd', 2.75, 'i', -3));
    logf_("fmt", "%5.2f|%-6s|%+d|%x|%o|%e", 3.14159, "ab", 42, 255, 8, 12345.678);
    fputs(logbuf, stdout);
    printf("lines=%d bytes=%zu\n", nlines, loglen);
    return 0;
}
