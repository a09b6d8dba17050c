// Unsigned arithmetic that wraps by design: FNV-1a and djb2 hashes, an LCG and xorshift
// generator, modular exponentiation through 64-bit products, wrap-around counters in
// 8 and 16 bits, and subtraction of larger from smaller.
#include <stdio.h>
#include <stdint.h>

static uint32_t fnv1a(const char *s)
{
    uint32_t h = 2166136261u;
    while (*s)
        h = (h ^ (unsigned char)*s++) * 16777619u;
    return h;
}

static unsigned long djb2(const char *s)
{
    unsigned long h = 5381;
    int c;
    while ((c = *s++))
        h = h * 33 + c;
    return h;
}

static uint64_t xorshift(uint64_t *s)
{
    uint64_t x = *s;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *s = x;
}

static uint32_t powmod(uint32_t b, uint32_t e, uint32_t m)
{
    uint64_t r = 1, x = b % m;
    while (e) {
        if (e & 1)
            r = r * x % m;
        x = x * x % m;
        e >>= 1;
    }
    return (uint32_t)r;
}

int main(void)
{
    const char *words[] = {"", "a", "dvmh", "distributed arrays", "The quick brown fox"};
    for (int i = 0; i < 5; i++)
        printf("%-20s fnv %08x djb2 %lu\n", words[i], fnv1a(words[i]), djb2(words[i]));
    uint64_t st = 88172645463325252ULL;
    for (int i = 0; i < 4; i++)
        printf("xs %llu\n", (unsigned long long)xorshift(&st));
    unsigned lcg = 1;
    for (int i = 0; i < 1000; i++)
        lcg = lcg * 1664525u + 1013904223u;
    printf("lcg %u\n", lcg);
    printf("powmod %u %u\n", powmod(2, 1000000, 1000000007u), powmod(123456789u, 987654321u, 4294967291u));
    uint8_t c8 = 250;
    uint16_t c16 = 65530;
    for (int i = 0; i < 10; i++) {
        c8++;
        c16 += 3;
    }
    unsigned small = 3, big = 10;
    printf("c8 %u c16 %u diff %u mul %u\n", c8, c16, small - big, 0xffffffffu * 0xffffffffu);
    unsigned long long m = ~0ULL;
    printf("max+1 %llu halves %llu\n", m + 1, (m >> 1) + (m >> 1) + 1);
    return 0;
}
