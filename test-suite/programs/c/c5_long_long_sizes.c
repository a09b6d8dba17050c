// long long and size_t arithmetic: 64-bit products and divisions with negative operands,
// modular exponentiation, gcd/lcm of large values, size_t loops counting down, ptrdiff_t
// from pointer subtraction, and the limits of the types.
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <limits.h>

static unsigned long long mulmod(unsigned long long a, unsigned long long b, unsigned long long m)
{
    unsigned long long r = 0;
    a %= m;
    while (b) {
        if (b & 1)
            r = (r + a) % m;
        a = (a << 1) % m;
        b >>= 1;
    }
    return r;
}

static unsigned long long powmod(unsigned long long b, unsigned long long e, unsigned long long m)
{
    unsigned long long r = 1 % m;
    b %= m;
    while (e) {
        if (e & 1)
            r = mulmod(r, b, m);
        b = mulmod(b, b, m);
        e >>= 1;
    }
    return r;
}

static long long gcd(long long a, long long b)
{
    while (b) {
        long long t = a % b;
        a = b;
        b = t;
    }
    return a < 0 ? -a : a;
}

int main(void)
{
    long long a = -9000000000LL, b = 7;
    printf("%lld %lld %lld %lld\n", a / b, a % b, -a / -b, a * 1000 / 3);
    printf("%llu\n", powmod(123456789ULL, 1000000007ULL, 998244353ULL));
    long long x = 600851475143LL, y = 6008514751430LL / 2;
    long long g = gcd(x, y);
    printf("gcd %lld lcm/1e6 %lld\n", g, x / g * y / 1000000);
    printf("LLONG_MAX %lld LLONG_MIN %lld ULLONG_MAX %llu\n", LLONG_MAX, LLONG_MIN, ULLONG_MAX);
    double arr[17];
    size_t n = sizeof arr / sizeof arr[0];
    for (size_t i = n; i-- > 0;)
        arr[i] = (double)(i * i) / 2;
    double *lo = &arr[3], *hi = &arr[15];
    ptrdiff_t d = lo - hi;
    printf("n %zu d %td |d| %zu last %.1f\n", n, d, (size_t)(hi - lo), arr[n - 1]);
    size_t total = 0;
    for (size_t k = 1; k <= 100000; k *= 3)
        total += k * sizeof(long long);
    printf("total %zu %zu\n", total, (size_t)-1 / 2 == SIZE_MAX >> 1 ? (size_t)1 : (size_t)0);
    int64_t m = INT64_C(1) << 62;
    uint64_t um = (uint64_t)m << 1;
    printf("%lld %llu %d\n", (long long)m, (unsigned long long)um, (int)(um >> 63));
    long long fact = 1;
    for (int i = 2; i <= 20; i++)
        fact *= i;
    printf("20! = %lld, 20!/19! = %lld, 20! %% 1e9+7 = %lld\n", fact, fact / (fact / 20),
           fact % 1000000007LL);
    return 0;
}
