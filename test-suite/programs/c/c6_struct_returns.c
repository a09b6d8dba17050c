// Structs returned by value through chains of calls: 2-D vector algebra, a rational
// number type with normalisation, small matrices multiplied by value, and a struct holding
// an array returned and modified by copy.
#include <stdio.h>

typedef struct { double x, y; } vec2;
typedef struct { long num, den; } rat;
typedef struct { double m[2][2]; } mat2;
typedef struct { int n; int items[6]; } bag;

static vec2 v_add(vec2 a, vec2 b) { return (vec2){a.x + b.x, a.y + b.y}; }
static vec2 v_scale(vec2 a, double s) { vec2 r = {a.x * s, a.y * s}; return r; }
static vec2 v_rot90(vec2 a) { return (vec2){-a.y, a.x}; }

static long gcd(long a, long b) { while (b) { long t = a % b; a = b; b = t; } return a < 0 ? -a : a; }
static rat r_make(long n, long d)
{
    long g = gcd(n, d);
    if (d < 0) { n = -n; d = -d; }
    return (rat){n / g, d / g};
}
static rat r_add(rat a, rat b) { return r_make(a.num * b.den + b.num * a.den, a.den * b.den); }
static rat r_mul(rat a, rat b) { return r_make(a.num * b.num, a.den * b.den); }

static mat2 m_mul(mat2 a, mat2 b)
{
    mat2 c;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            c.m[i][j] = a.m[i][0] * b.m[0][j] + a.m[i][1] * b.m[1][j];
    return c;
}

static bag b_push(bag b, int v)
{
    if (b.n < 6)
        b.items[b.n++] = v;
    return b;
}

int main(void)
{
    vec2 p = {1, 0};
    for (int i = 0; i < 5; i++)
        p = v_add(v_rot90(p), v_scale((vec2){0.5, 0.25}, i));
    printf("p = (%.4f, %.4f)\n", p.x, p.y);
    rat h = {0, 1};
    for (int k = 1; k <= 10; k++)
        h = r_add(h, r_make(1, k));
    rat sq = r_mul(r_make(3, -4), r_make(-8, 9));
    printf("H10 = %ld/%ld, sq = %ld/%ld\n", h.num, h.den, sq.num, sq.den);
    mat2 f = {{{1, 1}, {1, 0}}}, r = {{{1, 0}, {0, 1}}};
    for (int k = 0; k < 30; k++)
        r = m_mul(r, f);
    printf("fib30 via matrices %.0f %.0f\n", r.m[0][1], r.m[0][0]);
    bag b0 = {0, {0}};
    bag b1 = b_push(b_push(b_push(b0, 7), 11), 13);
    bag b2 = b_push(b1, 17);
    printf("b0.n %d b1.n %d b2.n %d last %d %d\n", b0.n, b1.n, b2.n, b1.items[b1.n - 1],
           b2.items[b2.n - 1]);
    return 0;
}
