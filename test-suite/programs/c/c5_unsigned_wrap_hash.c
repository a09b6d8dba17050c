// Unsigned wraparound used on purpose: FNV-1a and xorshift hashes in 32 and 64 bits, a
// linear congruential generator, modular inverse by wrap, counting down with an unsigned
// index, and size_t differences.
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint32_t fnv1a32(const char *s)
{
    uint32_t h = 2166136261u;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 16777619u;
    }
    return h;
}

static uint64_t fnv1a64(const void *data, size_t n)
{
    const unsigned char *p = data;
    uint64_t h = 14695981039346656037ull;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 1099511628211ull;
    }
    return h;
}

static uint64_t xorshift64(uint64_t *state)
{
    uint64_t x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *state = x;
}

int main(void)
{
    const char *words[] = {"", "a", "dvmh", "parallel loop", "The quick brown fox"};
    for (int i = 0; i < 5; i++)
        printf("%-20s %08x %016llx\n", words[i], fnv1a32(words[i]),
               (unsigned long long)fnv1a64(words[i], strlen(words[i])));
    uint64_t st = 88172645463325252ull;
    for (int i = 0; i < 4; i++)
        printf("xs %llu\n", (unsigned long long)xorshift64(&st));
    uint32_t lcg = 1;
    uint32_t acc = 0;
    for (int i = 0; i < 1000; i++) {
        lcg = lcg * 1664525u + 1013904223u;
        acc += lcg >> 16;
    }
    printf("lcg %u acc %u\n", lcg, acc);
    uint32_t a = 0xdeadbeef, inv = a;
    for (int i = 0; i < 5; i++)
        inv *= 2 - a * inv;
    printf("inverse %#x check %u\n", inv, a * inv);
    unsigned n = 0;
    for (unsigned k = 10; k-- > 0;)
        n += k;
    size_t x = 3, y = 5;
    printf("n=%u x-y=%zu (long)(x-y)=%ld umax+1=%u\n", n, x - y, (long)(x - y), 0xffffffffu + 1u);
    uint16_t h16 = 65000;
    h16 += 1000;
    uint8_t b = 250;
    b = (uint8_t)(b * 3);
    printf("h16=%u b=%u\n", h16, b);
    return 0;
}
