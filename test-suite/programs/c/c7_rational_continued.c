// Exact rational arithmetic with structs passed and returned by value, as computer-algebra
// kernels start: a long long numerator/denominator pair normalised by gcd with the sign on
// the numerator, the four operations with cross-cancellation to delay overflow, comparison
// without division, continued-fraction expansion and convergents of sqrt(2) and pi's
// double value, and the Bernoulli numbers by the Akiyama-Tanigawa algorithm.
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    long long num, den;
} rat;

static long long gcd(long long a, long long b)
{
    a = llabs(a);
    b = llabs(b);
    while (b) {
        long long t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static rat make(long long n, long long d)
{
    if (d < 0) {
        n = -n;
        d = -d;
    }
    long long g = gcd(n, d);
    return g > 1 ? (rat){n / g, d / g} : (rat){n, d};
}

static rat add(rat a, rat b)
{
    long long g = gcd(a.den, b.den);
    return make(a.num * (b.den / g) + b.num * (a.den / g), a.den / g * b.den);
}

static rat neg(rat a) { return (rat){-a.num, a.den}; }
static rat sub(rat a, rat b) { return add(a, neg(b)); }

static rat mul(rat a, rat b)
{
    long long g1 = gcd(a.num, b.den), g2 = gcd(b.num, a.den);
    if (g1 == 0)
        g1 = 1;
    if (g2 == 0)
        g2 = 1;
    return make((a.num / g1) * (b.num / g2), (a.den / g2) * (b.den / g1));
}

static rat divide(rat a, rat b) { return mul(a, (rat){b.den, b.num}); }

static int cmp(rat a, rat b)
{
    long long l = a.num * b.den, r = b.num * a.den;
    return (l > r) - (l < r);
}

static void print(const char *label, rat r)
{
    printf("%s%lld/%lld (%.12g)\n", label, r.num, r.den, (double)r.num / (double)r.den);
}

static int cfrac(double x, long long *terms, int max)
{
    int n = 0;
    while (n < max) {
        double a = (double)(long long)x;
        if (x < 0 && a != x)
            a -= 1.0;
        terms[n++] = (long long)a;
        double frac = x - a;
        if (frac < 1e-9)
            break;
        x = 1.0 / frac;
    }
    return n;
}

static rat convergent(const long long *t, int n)
{
    rat r = {t[n - 1], 1};
    for (int i = n - 2; i >= 0; i--)
        r = add((rat){t[i], 1}, divide((rat){1, 1}, r));
    return r;
}

int main(void)
{
    rat h = {0, 1};
    for (int k = 1; k <= 20; k++)
        h = add(h, (rat){1, k});
    print("H(20) = ", h);
    rat x = make(6, -8), y = make(10, 15);
    print("x = ", x);
    print("x + y = ", add(x, y));
    print("x - y = ", sub(x, y));
    print("x * y = ", mul(x, y));
    print("x / y = ", divide(x, y));
    printf("cmp(x,y)=%d cmp(y,x)=%d cmp(x,x)=%d\n", cmp(x, y), cmp(y, x), cmp(x, make(-3, 4)));
    long long t[20];
    const double values[] = {1.4142135623730951, 3.141592653589793, 2.718281828459045};
    const char *names[] = {"sqrt2", "pi", "e"};
    for (int v = 0; v < 3; v++) {
        int n = cfrac(values[v], t, 12);
        printf("%s = [%lld;", names[v], t[0]);
        for (int i = 1; i < n; i++)
            printf(" %lld", t[i]);
        printf("]\n");
        for (int k = 2; k <= n && k <= 6; k += 2) {
            rat c = convergent(t, k);
            printf("  convergent %d: %lld/%lld error %.3e\n", k, c.num, c.den,
                   (double)c.num / (double)c.den - values[v]);
        }
    }
    /* Bernoulli numbers B0..B12 (B1 = +1/2 convention) */
    rat a[14];
    printf("bernoulli:");
    for (int m = 0; m <= 12; m++) {
        a[m] = (rat){1, m + 1};
        for (int j = m; j >= 1; j--)
            a[j - 1] = mul((rat){j, 1}, sub(a[j - 1], a[j]));
        if (a[0].num != 0)
            printf(" B%d=%lld/%lld", m, a[0].num, a[0].den);
    }
    printf("\n");
    return 0;
}
