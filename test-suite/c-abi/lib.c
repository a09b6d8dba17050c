// Structs by value across objects: the callee side (see main.c; tests/c_abi.rs links
// the two halves built by different compilers).
struct v2 { double x, y; };
struct v3 { double x, y, z; };
struct pi { int a; float b; };
struct mix { int id; double w; };
struct tri { float a, b, c; };
struct big { int n; double d[6]; };
struct ch { char c[3]; };
struct v2 lib_add2(struct v2 a, struct v2 b) { struct v2 r = { a.x + b.x, a.y + b.y }; return r; }
struct v3 lib_cross(struct v3 a, struct v3 b) {
    struct v3 r;
    r.x = a.y * b.z - a.z * b.y; r.y = a.z * b.x - a.x * b.z; r.z = a.x * b.y - a.y * b.x;
    return r;
}
struct pi lib_mkpi(int a, float b) { struct pi p; p.a = a; p.b = b; return p; }
double lib_wsum(struct mix m, struct mix n) { return m.id * m.w + n.id * n.w; }
struct tri lib_scale(struct tri t, float s) { t.a *= s; t.b *= s; t.c *= s; return t; }
struct big lib_fill(int n) { struct big b; b.n = n; for (int i = 0; i < 6; i++) b.d[i] = n * i + 0.5; return b; }
double lib_bsum(struct big b) { double s = 0; for (int i = 0; i < 6; i++) s += b.d[i]; return s + b.n; }
/* Register exhaustion: 5 ints, then a struct of two INTEGER eightbytes goes to memory. */
long lib_many(long a, long b, long c, long d, long e, struct mix m, struct v2 v, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct v2 w) {
    return a + b + c + d + e + m.id + (long)(m.w * 4) + (long)(v.x + v.y) + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + (long)(w.x * 10 + w.y * 100);
}
struct ch lib_ch(struct ch c) { c.c[0]++; c.c[2] += 2; return c; }
/* Bit-fields: the same bits on both sides. */
struct bits { unsigned a : 3; int b : 9; unsigned long long c : 40; unsigned char d : 2; };
struct bits lib_bits(struct bits x) { x.a += 1; x.b = -x.b; x.c = x.c * 2 + 1; x.d ^= 3; return x; }
/* A variadic function reading structs and scalars from its tail. */
#include <stdarg.h>
double lib_vsum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) {
        struct v2 v = va_arg(ap, struct v2);
        struct mix m = va_arg(ap, struct mix);
        struct big b = va_arg(ap, struct big);
        s += v.x + 10 * v.y + m.id * m.w + b.n + b.d[5] + va_arg(ap, int);
    }
    va_end(ap);
    return s;
}
