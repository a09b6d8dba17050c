// The program's own variadic functions: va_start/va_arg/va_end over ints, longs, doubles
// and pointers (more than fit in registers, so the stack part is read too), va_copy for a
// second pass, va_list passed on to vprintf/vfprintf/vsnprintf, and structs read with
// va_arg (in registers and in memory).
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

struct point { double x, y; };
struct mixed { long id; double w; };
struct big { int v[6]; };

static int sum_ints(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double weighted(const char *kinds, ...) {
    va_list ap, again;
    va_start(ap, kinds);
    va_copy(again, ap);
    double total = 0;
    for (const char *k = kinds; *k; k++) {
        switch (*k) {
        case 'i': total += va_arg(ap, int); break;
        case 'l': total += (double)va_arg(ap, long); break;
        case 'd': total += va_arg(ap, double); break;
        case 's': total += (double)strlen(va_arg(ap, const char *)); break;
        }
    }
    va_end(ap);
    // The copy starts again from the first variadic argument.
    double first = 0;
    if (kinds[0] == 'd')
        first = va_arg(again, double);
    else if (kinds[0] == 'i')
        first = va_arg(again, int);
    va_end(again);
    return total * 1000 + first;
}

static void report(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    printf("[report] ");
    vprintf(fmt, ap);
    va_end(ap);
}

static void to_buffer(char *buf, size_t n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, n, fmt, ap);
    va_end(ap);
}

static void forward(const char *fmt, va_list ap) {
    vfprintf(stdout, fmt, ap);
}

static void outer(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    forward(fmt, ap);
    va_end(ap);
}

static double structs(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) {
        struct point p = va_arg(ap, struct point);
        struct mixed m = va_arg(ap, struct mixed);
        struct big b = va_arg(ap, struct big);
        s += p.x * 10 + p.y + (double)m.id * m.w + b.v[0] + b.v[5];
    }
    va_end(ap);
    return s;
}

int main(void) {
    printf("sum0=%d\n", sum_ints(0));
    printf("sum3=%d\n", sum_ints(3, 1, 2, 3));
    printf("sum12=%d\n", sum_ints(12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    printf("w=%.3f\n", weighted("idls", 7, 2.5, 1234567890123L, "hello"));
    printf("w=%.3f\n", weighted("dddddddddddi", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0,
                                10.0, 11.5, 42));
    printf("w=%.3f\n", weighted("iiiiiiiidl", 1, 2, 3, 4, 5, 6, 7, 8, 0.25, -9L));
    report("%s has %d items costing %.2f\n", "cart", 3, 19.99);
    report("no arguments\n");
    char buf[64];
    to_buffer(buf, sizeof buf, "%05d|%-6s|%x", 42, "ab", 255);
    printf("buffer: %s\n", buf);
    outer("forwarded %ld and %g\n", 123456789L, 0.5);
    struct point p = {1.5, -2.0};
    struct mixed m = {7, 0.5};
    struct big b = {{1, 2, 3, 4, 5, 6}};
    printf("structs=%.3f\n", structs(1, p, m, b));
    struct point q = {3.0, 4.0};
    printf("structs=%.3f\n", structs(3, p, m, b, q, m, b, p, m, b));
    return 0;
}
