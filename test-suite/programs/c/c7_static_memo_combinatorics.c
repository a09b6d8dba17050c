// Combinatorics with memo tables kept in `static` locals, as numerical libraries cache
// factorial and binomial tables: a static table filled on first call (with a static flag),
// a static call counter that survives between calls, Pascal's triangle in unsigned long long
// with overflow detection through division checks, Catalan and Bell numbers, partitions by
// dynamic programming, and modular binomials with Fermat inverses.
#include <stdint.h>
#include <stdio.h>

#define MAXN 67

static unsigned long long binom(int n, int k)
{
    static unsigned long long table[MAXN][MAXN];
    static _Bool ready = 0;
    static int builds = 0;
    if (!ready) {
        builds++;
        for (int i = 0; i < MAXN; i++) {
            table[i][0] = table[i][i] = 1;
            for (int j = 1; j < i; j++)
                table[i][j] = table[i - 1][j - 1] + table[i - 1][j];
        }
        ready = 1;
    }
    if (n < 0) /* a query for the number of builds */
        return (unsigned long long)builds;
    return k < 0 || k > n ? 0 : table[n][k];
}

static unsigned long long catalan(int n)
{
    static unsigned long long memo[40];
    static int calls;
    calls++;
    if (n < 0)
        return (unsigned long long)calls;
    if (n <= 1)
        return 1;
    if (memo[n])
        return memo[n];
    unsigned long long s = 0;
    for (int i = 0; i < n; i++)
        s += catalan(i) * catalan(n - 1 - i);
    return memo[n] = s;
}

static int mul_overflows(unsigned long long a, unsigned long long b)
{
    return a != 0 && b > UINT64_MAX / a;
}

static uint64_t pow_mod(uint64_t b, uint64_t e, uint64_t m)
{
    uint64_t r = 1 % m;
    b %= m;
    while (e) {
        if (e & 1)
            r = r * b % m;
        b = b * b % m;
        e >>= 1;
    }
    return r;
}

static uint64_t binom_mod(int n, int k, uint64_t p)
{
    uint64_t num = 1, den = 1;
    for (int i = 0; i < k; i++) {
        num = num * (uint64_t)(n - i) % p;
        den = den * (uint64_t)(i + 1) % p;
    }
    return num * pow_mod(den, p - 2, p) % p;
}

int main(void)
{
    printf("C(10,3)=%llu C(52,5)=%llu C(66,33)=%llu C(5,7)=%llu\n", binom(10, 3), binom(52, 5),
           binom(66, 33), binom(5, 7));
    printf("table builds after 4 queries: %llu\n", binom(-1, 0));
    int n = 1;
    unsigned long long f = 1;
    while (!mul_overflows(f, (unsigned long long)n + 1)) {
        n++;
        f *= (unsigned long long)n;
    }
    printf("largest factorial in 64 bits: %d! = %llu\n", n, f);
    unsigned long long wrapped = f * (unsigned long long)(n + 1);
    printf("%d! modulo 2^64 = %llu\n", n + 1, wrapped);
    for (int i = 0; i <= 35; i += 5)
        printf("catalan(%d)=%llu\n", i, catalan(i));
    printf("catalan calls so far: %llu\n", catalan(-1));
    /* Bell numbers via the Bell triangle */
    unsigned long long row[26], next[26];
    row[0] = 1;
    printf("bell:");
    for (int i = 0; i < 25; i++) {
        if (i % 4 == 0)
            printf(" B%d=%llu", i, row[0]);
        next[0] = row[i];
        for (int j = 1; j <= i + 1; j++)
            next[j] = next[j - 1] + row[j - 1];
        for (int j = 0; j <= i + 1; j++)
            row[j] = next[j];
    }
    printf("\n");
    /* integer partitions p(n) by coin-change DP */
    static long long parts[201];
    parts[0] = 1;
    for (int k = 1; k <= 200; k++)
        for (int m = k; m <= 200; m++)
            parts[m] += parts[m - k];
    printf("p(10)=%lld p(50)=%lld p(100)=%lld p(200)=%lld\n", parts[10], parts[50], parts[100], parts[200]);
    const uint64_t P = 1000000007u;
    printf("C(1000,500) mod p = %llu, C(66,33) mod p = %llu check %llu\n",
           (unsigned long long)binom_mod(1000, 500, P), (unsigned long long)binom_mod(66, 33, P),
           binom(66, 33) % P);
    unsigned long long sum = 0;
    for (int k = 0; k <= 60; k++)
        sum += binom(60, k);
    printf("sum C(60,k) = %llu (2^60 = %llu)\n", sum, 1ULL << 60);
    return 0;
}
