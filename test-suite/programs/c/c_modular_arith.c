// Modular arithmetic with 64-bit unsigned integers: fast exponentiation, multiplication by
// doubling to avoid overflow, Miller-Rabin primality, modular inverses via extended Euclid,
// and 2x2 matrix powers for Fibonacci numbers mod p.
#include <stdio.h>
#include <stdint.h>

static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) {
    uint64_t r = 0;
    a %= m;
    while (b) {
        if (b & 1) { r += a; if (r >= m) r -= m; }
        a <<= 1;
        if (a >= m) a -= m;
        b >>= 1;
    }
    return r;
}

static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m) {
    uint64_t r = 1 % m;
    b %= m;
    while (e) {
        if (e & 1) r = mulmod(r, b, m);
        b = mulmod(b, b, m);
        e >>= 1;
    }
    return r;
}

static int is_prime(uint64_t n) {
    if (n < 2) return 0;
    static const uint64_t bases[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
    for (int i = 0; i < 12; i++) if (n % bases[i] == 0) return n == bases[i];
    uint64_t d = n - 1;
    int s = 0;
    while (!(d & 1)) { d >>= 1; s++; }
    for (int i = 0; i < 12; i++) {
        uint64_t x = powmod(bases[i], d, n);
        if (x == 1 || x == n - 1) continue;
        int composite = 1;
        for (int r = 1; r < s && composite; r++) {
            x = mulmod(x, x, n);
            if (x == n - 1) composite = 0;
        }
        if (composite) return 0;
    }
    return 1;
}

static long long ext_gcd(long long a, long long b, long long *x, long long *y) {
    if (b == 0) { *x = 1; *y = 0; return a; }
    long long x1, y1, g = ext_gcd(b, a % b, &x1, &y1);
    *x = y1;
    *y = x1 - a / b * y1;
    return g;
}

static void matmul(uint64_t r[2][2], uint64_t a[2][2], uint64_t b[2][2], uint64_t m) {
    uint64_t t[2][2];
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++) t[i][j] = (mulmod(a[i][0], b[0][j], m) + mulmod(a[i][1], b[1][j], m)) % m;
    for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) r[i][j] = t[i][j];
}

int main(void) {
    printf("3^200 mod 1e9+7 = %llu\n", (unsigned long long)powmod(3, 200, 1000000007ULL));
    printf("2^(p-1) mod p = %llu\n", (unsigned long long)powmod(2, 998244352ULL, 998244353ULL));
    uint64_t cands[] = {1, 2, 97, 561, 7919, 1000000007ULL, 4294967297ULL, 18446744073709551557ULL, 9223372036854775783ULL};
    for (int i = 0; i < 9; i++) printf("%llu prime %d\n", (unsigned long long)cands[i], is_prime(cands[i]));
    long long x, y;
    long long g = ext_gcd(240, 46, &x, &y);
    printf("gcd(240,46)=%lld = 240*%lld + 46*%lld\n", g, x, y);
    ext_gcd(17, 3120, &x, &y);
    printf("inverse of 17 mod 3120 = %lld\n", (x % 3120 + 3120) % 3120);
    uint64_t m = 1000000007ULL, r[2][2] = {{1, 0}, {0, 1}}, f[2][2] = {{1, 1}, {1, 0}};
    uint64_t n = 1000000000000ULL;
    while (n) {
        if (n & 1) matmul(r, r, f, m);
        matmul(f, f, f, m);
        n >>= 1;
    }
    printf("fib(10^12) mod 1e9+7 = %llu\n", (unsigned long long)r[0][1]);
    return 0;
}
