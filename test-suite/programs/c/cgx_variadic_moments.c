// User variadic functions with <stdarg.h> as statistics and logging code writes them:
// a count-prefixed sum of doubles, a sentinel-terminated list of strings, a tiny printf of its
// own that walks the format, va_copy to walk the arguments twice (mean then variance), and a
// logger that forwards its va_list to vsnprintf.
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static double moments(int n, double *var, ...) {
    va_list ap, again;
    va_start(ap, var);
    va_copy(again, ap);
    double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, double);
    va_end(ap);
    double mean = n ? s / n : 0, q = 0;
    for (int i = 0; i < n; i++) {
        double d = va_arg(again, double) - mean;
        q += d * d;
    }
    va_end(again);
    *var = n > 1 ? q / (n - 1) : 0;
    return mean;
}

static size_t joined(char *out, size_t cap, const char *sep, ...) {
    va_list ap;
    va_start(ap, sep);
    size_t len = 0;
    out[0] = '\0';
    for (const char *s = va_arg(ap, const char *); s; s = va_arg(ap, const char *)) {
        if (len) len += (size_t)snprintf(out + len, len < cap ? cap - len : 0, "%s", sep);
        len += (size_t)snprintf(out + len, len < cap ? cap - len : 0, "%s", s);
    }
    va_end(ap);
    return len;
}

/* %d %u %c %s %f(fixed 3) %x and %% with promoted char/short/float arguments */
static int mini_format(char *buf, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *p = buf;
    for (; *fmt; fmt++) {
        if (*fmt != '%') {
            *p++ = *fmt;
            continue;
        }
        switch (*++fmt) {
        case 'd': p += sprintf(p, "<%d>", va_arg(ap, int)); break;
        case 'u': p += sprintf(p, "<%u>", va_arg(ap, unsigned)); break;
        case 'c': *p++ = (char)va_arg(ap, int); break;
        case 's': p += sprintf(p, "'%s'", va_arg(ap, char *)); break;
        case 'f': p += sprintf(p, "%.3f", va_arg(ap, double)); break;
        case 'x': p += sprintf(p, "0x%llx", va_arg(ap, unsigned long long)); break;
        case '%': *p++ = '%'; break;
        default: *p++ = '?';
        }
    }
    *p = '\0';
    va_end(ap);
    return (int)(p - buf);
}

static int log_count;
static void logf_(const char *level, const char *fmt, ...) {
    char msg[96];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    printf("[%02d %-5s] %s%s\n", ++log_count, level, msg, n >= (int)sizeof msg ? "..." : "");
}

static long isum(int first, ...) {
    va_list ap;
    va_start(ap, first);
    long s = 0;
    for (int v = first; v >= 0; v = va_arg(ap, int)) s += v;
    va_end(ap);
    return s;
}

int main(void) {
    double var;
    double mean = moments(5, &var, 2.5, 3.0, 4.25, 1.0, 9.75);
    logf_("info", "mean=%.6f var=%.6f", mean, var);
    float f = 1.5f;
    short sh = -7;
    char c = 'Z';
    mean = moments(3, &var, (double)f, (double)sh, (double)c);
    logf_("info", "promoted mean=%.6f var=%.6f", mean, var);
    mean = moments(0, &var);
    logf_("warn", "empty mean=%g var=%g", mean, var);

    char buf[128];
    size_t len = joined(buf, sizeof buf, ", ", "rho", "u", "v", "energy", (char *)0);
    logf_("info", "fields: %s (%zu)", buf, len);
    len = joined(buf, 8, "/", "alpha", "beta", "gamma", (char *)0);
    logf_("info", "truncated: %s (%zu needed)", buf, len);

    int n = mini_format(buf, "i=%d u=%u c=%c s=%s f=%f x=%x 100%% %q", sh, 4000000000u, c, "ok",
                        f, 0xdeadbeefcafeULL);
    logf_("debug", "%s [%d]", buf, n);
    logf_("error", "a long message that goes past the buffer of the logger: %0*d %s", 40, 12345,
          "tail never seen");
    printf("isum=%ld %ld\n", isum(1, 2, 3, 4, -1), isum(-5));
    return 0;
}
