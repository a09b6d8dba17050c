// Structs passed and returned by value between the program's own functions: small ones
// (in registers: two doubles, int + float, three floats, chars), large ones (in memory),
// nested structs, a struct holding an array, arrays of structs passed around, struct
// assignment, recursion, calls through function pointers, and libc's div/ldiv/lldiv.
#include <stdio.h>
#include <stdlib.h>

struct v2 { double x, y; };
struct v3 { double x, y, z; };
struct pi { int a; float b; };
struct tri { float a, b, c; };
struct ch { char c[3]; };
struct big { int n; double d[6]; };
struct body { struct v3 pos; struct v2 uv; int id; };
struct seg { struct v2 from, to; };

static struct v2 add2(struct v2 a, struct v2 b) { struct v2 r = { a.x + b.x, a.y + b.y }; return r; }
static struct v2 scale2(struct v2 a, double s) { a.x *= s; a.y *= s; return a; }
static struct v3 cross(struct v3 a, struct v3 b) {
    struct v3 r;
    r.x = a.y * b.z - a.z * b.y;
    r.y = a.z * b.x - a.x * b.z;
    r.z = a.x * b.y - a.y * b.x;
    return r;
}
static struct pi mkpi(int a, float b) { struct pi p; p.a = a; p.b = b; return p; }
static struct tri tscale(struct tri t, float s) { t.a *= s; t.b *= s; t.c *= s; return t; }
static struct ch bump(struct ch c) { c.c[0]++; c.c[2] += 2; return c; }
static struct big fill(int n) {
    struct big b;
    b.n = n;
    for (int i = 0; i < 6; i++) b.d[i] = n * i + 0.5;
    return b;
}
/* The callee changes its copy only. */
static double bsum(struct big b) {
    double s = 0;
    for (int i = 0; i < 6; i++) s += b.d[i];
    b.d[0] = -1.0;
    return s + b.n;
}
static struct body move(struct body b, struct v3 d) {
    b.pos.x += d.x; b.pos.y += d.y; b.pos.z += d.z;
    b.uv = scale2(b.uv, 0.5);
    b.id++;
    return b;
}
static double length2(struct seg s) {
    struct v2 d = add2(s.to, scale2(s.from, -1.0));
    return d.x * d.x + d.y * d.y;
}
/* An array of structs passed around (as a pointer), elements passed by value. */
static struct v2 centroid(const struct v2 *pts, int n) {
    struct v2 c = { 0, 0 };
    for (int i = 0; i < n; i++) c = add2(c, pts[i]);
    return scale2(c, 1.0 / n);
}
static struct v2 fib2(int n) {
    if (n == 0) { struct v2 r = { 0, 1 }; return r; }
    struct v2 p = fib2(n - 1);
    struct v2 r = { p.y, p.x + p.y };
    return r;
}
static struct big twice(struct big b) {
    for (int i = 0; i < 6; i++) b.d[i] *= 2;
    return b;
}

int main(void) {
    struct v2 a = { 1.5, 2.5 }, b = { 0.25, -1.0 };
    struct v2 c = add2(a, b);
    printf("add2: %g %g\n", c.x, c.y);
    printf("nested calls: %g\n", add2(add2(a, b), scale2(c, 2)).y);
    struct v3 x = { 1, 0, 0 }, y = { 0, 1, 0 };
    struct v3 z = cross(x, y);
    printf("cross: %g %g %g\n", z.x, z.y, z.z);
    struct pi p = mkpi(7, 2.5f);
    printf("mkpi: %d %g\n", p.a, p.b);
    struct tri t = { 1, 2, 3 };
    t = tscale(t, 2.0f);
    printf("tscale: %g %g %g\n", t.a, t.b, t.c);
    struct ch h = { { 'a', 'b', 'c' } };
    h = bump(h);
    printf("bump: %c%c%c\n", h.c[0], h.c[1], h.c[2]);
    struct big bg = fill(3);
    printf("bsum: %g, the caller's copy: %g\n", bsum(bg), bg.d[0]);
    printf("member of a returned struct: %g\n", fill(2).d[5]);
    bg = twice(twice(bg));
    printf("twice twice: %g %g\n", bg.d[1], bg.d[5]);
    struct body bd = { { 1, 2, 3 }, { 4, 8 }, 10 };
    struct body moved = move(bd, z);
    printf("move: %g %g %g %g %g %d (was %g %d)\n", moved.pos.x, moved.pos.y, moved.pos.z,
           moved.uv.x, moved.uv.y, moved.id, bd.pos.z, bd.id);
    struct seg s = { { 0, 0 }, { 3, 4 } };
    printf("length2: %g\n", length2(s));
    struct v2 pts[5];
    for (int i = 0; i < 5; i++) { pts[i].x = i; pts[i].y = i * i; }
    struct v2 ce = centroid(pts, 5);
    printf("centroid: %g %g\n", ce.x, ce.y);
    struct v2 f = fib2(30);
    printf("fib2(30): %.0f %.0f\n", f.x, f.y);
    struct v2 (*op)(struct v2, struct v2) = add2;
    struct v2 d = op(a, a);
    printf("through a pointer: %g %g\n", d.x, d.y);
    struct big (*tw)(struct big) = twice;
    printf("large through a pointer: %g\n", tw(fill(1)).d[4]);
    div_t q = div(47, 5);
    ldiv_t lq = ldiv(-1000000007L, 13L);
    lldiv_t llq = lldiv(123456789012345LL, 1000LL);
    printf("div: %d %d; ldiv: %ld %ld; lldiv: %lld %lld\n", q.quot, q.rem, lq.quot, lq.rem,
           llq.quot, llq.rem);
    return 0;
}
