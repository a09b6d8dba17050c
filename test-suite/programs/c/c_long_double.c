/* long double (x87 80-bit) as C99 has it: constants, arithmetic, the usual arithmetic
   conversions, comparisons, printf/scanf, libm's *l functions, arrays, struct members,
   parameters and returns, variadic arguments, <float.h>. */
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>

struct particle {
    char tag;
    long double mass;
    double x;
    long double v[2];
};

static long double table[5] = {1.0L, 0.5L, 0.25L, 0.125L, 0.0625L};
static long double third = 1.0L / 3;

long double horner(const long double *c, int n, long double x) {
    long double s = 0;
    for (int i = n - 1; i >= 0; i--)
        s = s * x + c[i];
    return s;
}

long double kinetic(struct particle p) {
    return 0.5L * p.mass * (p.v[0] * p.v[0] + p.v[1] * p.v[1]);
}

struct particle make(char tag, long double m) {
    struct particle p = {tag, m, 1.5, {m / 7, -m / 3}};
    return p;
}

long double sum_all(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long double s = 0;
    for (int i = 0; i < n; i++) {
        if (i % 2 == 0)
            s += va_arg(ap, long double);
        else
            s += va_arg(ap, double);
    }
    va_end(ap);
    return s;
}

static long double mixed(float f, long double l, int i, double d, long double l2) {
    return f + l * i - d / l2;
}

int main(void) {
    long double a = 0.1L, b = 3, c;
    double d = 0.1;
    float f = 2.5f;
    int i = 7;
    unsigned long long big = 18446744073709551615ULL;
    printf("sizeof %zu %zu\n", sizeof(long double), sizeof(struct particle));
    printf("a %.21Lg\n", a);
    printf("d widened %.21Lg\n", (long double)d);
    printf("a-d %.6Le\n", a - d);
    c = a * b + f / i;
    printf("c %.20Lf\n", c);
    printf("div %.20Lg\n", b / 7);
    printf("third %.20Lg\n", third);
    printf("big %.20Lg\n", (long double)big);
    printf("back %llu %lld\n", (unsigned long long)((long double)big - 1024), (long long)(-c * 1e15L));
    printf("to double %.17g to float %.9g\n", (double)third, (float)third);
    printf("cmp %d %d %d %d %d\n", a < d, a > d, a == 0.1L, a != b, (long double)d == d);
    printf("mixed %.18Lg\n", mixed(f, a, i, d, b));
    printf("eps %Lg max %Lg min %Lg dig %d mant %d\n", LDBL_EPSILON, LDBL_MAX, LDBL_MIN, LDBL_DIG,
           LDBL_MANT_DIG);
    printf("1+eps>1 %d 1+eps/2>1 %d\n", 1.0L + LDBL_EPSILON > 1.0L, 1.0L + LDBL_EPSILON / 2 > 1.0L);
    printf("sqrtl %.20Lg\n", sqrtl(2.0L));
    printf("expl %.20Lg logl %.20Lg\n", expl(1.0L), logl(10.0L));
    printf("powl %.20Lg fabsl %.20Lg\n", powl(2.0L, 0.5L), fabsl(-a));
    printf("sinl %.20Lg atan2l %.20Lg\n", sinl(1.0L), atan2l(1.0L, 3.0L));
    printf("floorl %.3Lf ceill %.3Lf fmodl %.20Lg\n", floorl(-2.5L), ceill(2.25L), fmodl(10.0L, 3.3L));
    printf("hex %La %.20Lg\n", 0x1.8p1L, 0x1p-70L);
    printf("horner %.20Lg\n", horner(table, 5, 0.3L));
    long double arr[6];
    for (int k = 0; k < 6; k++)
        arr[k] = 1.0L / (k + 1);
    long double acc = 0;
    for (int k = 0; k < 6; k++)
        acc += arr[k] * table[k % 5];
    printf("acc %.20Lg\n", acc);
    struct particle p = make('p', 3.0L);
    printf("particle %c %.20Lg %.3f %.20Lg %.20Lg\n", p.tag, p.mass, p.x, p.v[0], p.v[1]);
    printf("kinetic %.20Lg\n", kinetic(p));
    printf("sum_all %.20Lg\n", sum_all(5, 0.1L, 0.2, 0.3L, 0.4, 1e-20L));
    long double x = 1;
    x += 0.5L;
    x *= 3;
    x -= 1e-18L;
    x /= 7;
    x++;
    --x;
    printf("ops %.20Lg %d\n", x, !x);
    long double neg = -x;
    printf("neg %.20Lg trunc %d\n", neg, (int)neg);
    long double rd = 0;
    if (sscanf("2.718281828459045235360287", "%Lf", &rd) == 1)
        printf("scanned %.21Lg\n", rd);
    long double *hp = &arr[2];
    *hp = *hp * 2 + hp[1];
    printf("ptr %.20Lg %.20Lg\n", arr[2], hp[-1]);
    printf("ternary %.20Lg\n", i > 3 ? a : d);
    return 0;
}
