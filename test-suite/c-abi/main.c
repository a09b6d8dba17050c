// Structs by value across objects: the caller side, printing what the functions of lib.c
// return (tests/c_abi.rs links it with lib.c built by the other compiler).
#include <stdio.h>
struct v2 { double x, y; };
struct v3 { double x, y, z; };
struct pi { int a; float b; };
struct mix { int id; double w; };
struct tri { float a, b, c; };
struct big { int n; double d[6]; };
struct ch { char c[3]; };
struct v2 lib_add2(struct v2 a, struct v2 b);
struct v3 lib_cross(struct v3 a, struct v3 b);
struct pi lib_mkpi(int a, float b);
double lib_wsum(struct mix m, struct mix n);
struct tri lib_scale(struct tri t, float s);
struct big lib_fill(int n);
double lib_bsum(struct big b);
long lib_many(long a, long b, long c, long d, long e, struct mix m, struct v2 v, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct v2 w);
struct ch lib_ch(struct ch c);
struct bits { unsigned a : 3; int b : 9; unsigned long long c : 40; unsigned char d : 2; };
struct bits lib_bits(struct bits x);
double lib_vsum(int n, ...);
int main(void) {
    struct v2 a = { 1.5, 2.5 }, b = { 0.25, -1.0 };
    struct v2 c = lib_add2(a, b);
    printf("%g %g\n", c.x, c.y);
    struct v3 x = { 1, 0, 0 }, y = { 0, 1, 0 };
    struct v3 z = lib_cross(x, y);
    printf("%g %g %g\n", z.x, z.y, z.z);
    struct pi p = lib_mkpi(7, 2.5f);
    printf("%d %g\n", p.a, p.b);
    struct mix m = { 3, 0.5 }, n = { 4, 0.25 };
    printf("%g\n", lib_wsum(m, n));
    struct tri t = { 1, 2, 3 };
    t = lib_scale(t, 2.0f);
    printf("%g %g %g\n", t.a, t.b, t.c);
    struct big bg = lib_fill(3);
    printf("%g %g\n", lib_bsum(bg), bg.d[0]);
    printf("%ld\n", lib_many(1, 2, 3, 4, 5, m, a, 1, 2, 3, 4, 5, 6, 7, b));
    struct ch h = { { 'a', 'b', 'c' } };
    h = lib_ch(h);
    printf("%c%c%c\n", h.c[0], h.c[1], h.c[2]);
    struct bits bt = {5, -200, 123456789012ULL, 2};
    bt = lib_bits(bt);
    printf("%u %d %llu %u\n", bt.a, bt.b, (unsigned long long)bt.c, bt.d);
    printf("%g\n", lib_vsum(1, a, m, bg, 7));
    printf("%g\n", lib_vsum(3, a, m, bg, 1, b, n, bg, 2, a, m, bg, 3));
    return 0;
}
