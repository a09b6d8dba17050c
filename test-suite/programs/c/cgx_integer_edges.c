// Integer arithmetic at the edges as hashing, indexing and bit-twiddling code meets it:
// unsigned wrap-around, shifts of unsigned and (non-negative) signed values, division and
// % with negative operands, long long ranges, size_t differences, and the integer
// promotions of char, unsigned char, short and unsigned short in arithmetic and comparisons.
#include <limits.h>
#include <stdint.h>
#include <stdio.h>

int main(void) {
    unsigned u = 0;
    u--;
    unsigned short us = 65535;
    us++;
    unsigned char uc = 250;
    uc += 10;
    printf("u=%u us=%u uc=%u UINT_MAX+1=%u\n", u, us, uc, UINT_MAX + 1u);
    printf("u*u=%u (u>>1)+1=%u 1u<<31=%u 0xffu<<24=%u\n", u * u, (u >> 1) + 1, 1u << 31, 0xffu << 24);
    for (int a = -7; a <= 7; a += 7)
        for (int b = -3; b <= 3; b += 6)
            printf("%2d/%2d=%2d %2d%%%2d=%2d  ", a, b, a / b, a, b, a % b);
    printf("\n");
    long long big = LLONG_MAX, small = LLONG_MIN;
    printf("llmax=%lld llmin=%lld llmax/-1=%lld llmin%%-7=%lld ull=%llu\n", big, small, big / -1,
           small % -7, (unsigned long long)small);
    long long m = 3000000000LL * 3;
    int i32 = (int)(m & 0x7fffffff);
    printf("m=%lld low31=%d m>>33=%lld -m>>2=%lld\n", m, i32, m >> 33, -m / 4);
    char c = -5;
    unsigned char c2 = 200;
    short s = -30000;
    unsigned short s2 = 40000;
    printf("c+c2=%d c*s=%d s2*s2=%d (char)c2=%d s2>s=%d sizeof(c+c)=%zu\n", c + c2, c * s,
           (int)((unsigned)s2 * s2 / 65536), (signed char)c2, s2 > s, sizeof(c + c));
    printf("-1<0u=%d (-1<(unsigned char)1)=%d (long long)-1<1u=%d\n", -1 < 0u, -1 < (unsigned char)1,
           (long long)-1 < 1u);
    int arr[10];
    int *p = &arr[2], *q = &arr[9];
    size_t n = (size_t)(q - p);
    size_t z = 0;
    printf("q-p=%td n=%zu z-1=%zu (z-1)/n=%zu n-10 wraps=%d\n", q - p, n, z - 1, (z - 1) / n,
           n - 10 > n);
    uint8_t x8 = 0x9c;
    uint16_t x16 = 0xbeef;
    uint32_t x32 = 0xdeadbeef;
    uint64_t x64 = 0x0123456789abcdefULL;
    int8_t i8 = (int8_t)x8;
    int16_t i16 = (int16_t)x16;
    printf("i8=%d i16=%d rot32=%08x bswap-ish=%016llx x8>>2=%u ~x8=%d (uint8_t)~x8=%u\n", i8, i16,
           (unsigned)(x32 << 8 | x32 >> 24), (unsigned long long)(x64 << 32 | x64 >> 32), x8 >> 2,
           ~x8, (uint8_t)~x8);
    printf("INT32_MIN=%d UINT64_MAX=%llu INTMAX_MAX=%jd PTRDIFF ok=%d sizes %zu %zu %zu\n",
           INT32_MIN, (unsigned long long)UINT64_MAX, INTMAX_MAX, PTRDIFF_MAX > 0, sizeof(int_least16_t),
           sizeof(int_fast8_t), sizeof(uintptr_t));
    uint32_t h = 2166136261u;
    const char *text = "integer edge cases";
    for (const char *t = text; *t; t++) h = (h ^ (uint8_t)*t) * 16777619u;
    printf("fnv1a=%08x mixed=%u\n", (unsigned)h, (unsigned)(h * 0x9e3779b9u) >> 7);
    unsigned long long fact = 1;
    int k;
    for (k = 1; k < 30; k++) {
        if (fact > ULLONG_MAX / k) break;
        fact *= k;
    }
    printf("largest factorial fits: %d! = %llu, 0x%llx\n", k - 1, fact, fact);
    int neg = -17;
    printf("neg>>1 as unsigned=%u (unsigned)neg %% 5=%u -17/4=%d -17%%4=%d 17%%-4=%d\n",
           (unsigned)neg >> 1, (unsigned)neg % 5, neg / 4, neg % 4, 17 % -4);
    return 0;
}
