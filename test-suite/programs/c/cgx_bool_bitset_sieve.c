// Prime sieves and set operations with <stdbool.h> and <stdint.h>: a bool array sieve, a
// uint64_t bitset sieve with word/bit indexing, popcount by Kernighan's loop, Goldbach
// pair counts, bool-returning predicates combined with && || !, and conversions to _Bool
// (any non-zero value becomes 1).
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define LIMIT 2000
#define WORDS ((LIMIT + 63) / 64)

static void set_bit(uint64_t *w, uint32_t i) { w[i >> 6] |= UINT64_C(1) << (i & 63); }
static void clear_bit(uint64_t *w, uint32_t i) { w[i >> 6] &= ~(UINT64_C(1) << (i & 63)); }
static bool test_bit(const uint64_t *w, uint32_t i) { return w[i >> 6] >> (i & 63) & 1; }

static int popcount64(uint64_t x) {
    int n = 0;
    for (; x; x &= x - 1) n++;
    return n;
}

static bool is_palindrome(unsigned n) {
    unsigned r = 0, m = n;
    while (m) {
        r = r * 10 + m % 10;
        m /= 10;
    }
    return r == n;
}

int main(void) {
    bool composite[LIMIT + 1];
    memset(composite, false, sizeof composite);
    composite[0] = composite[1] = true;
    for (int i = 2; i * i <= LIMIT; i++)
        if (!composite[i])
            for (int j = i * i; j <= LIMIT; j += i) composite[j] = true;

    uint64_t prime_bits[WORDS];
    memset(prime_bits, 0xff, sizeof prime_bits);
    clear_bit(prime_bits, 0);
    clear_bit(prime_bits, 1);
    for (uint32_t i = 2; i * i <= LIMIT; i++)
        if (test_bit(prime_bits, i))
            for (uint32_t j = i * i; j <= LIMIT; j += i) clear_bit(prime_bits, j);
    for (uint32_t i = LIMIT + 1; i < WORDS * 64; i++) clear_bit(prime_bits, i);

    int count = 0, agree = 0, pal = 0;
    uint32_t last = 0;
    for (int i = 0; i <= LIMIT; i++) {
        bool p = !composite[i];
        count += p;
        agree += p == test_bit(prime_bits, (uint32_t)i);
        if (p && is_palindrome((unsigned)i) && i > 10) pal++;
        if (p) last = (uint32_t)i;
    }
    int bits = 0;
    for (int w = 0; w < WORDS; w++) bits += popcount64(prime_bits[w]);
    printf("primes<=%d: %d bits %d agree %d/%d last %u palindromic %d\n", LIMIT, count, bits, agree, LIMIT + 1, last, pal);
    printf("word0=%016llx word5=%016llx\n", (unsigned long long)prime_bits[0], (unsigned long long)prime_bits[5]);
    for (int n = 100; n <= LIMIT; n += 380) {
        int pairs = 0;
        for (int a = 2; a <= n / 2; a++) pairs += !composite[a] && !composite[n - a];
        printf("goldbach(%d) = %d\n", n, pairs);
    }
    int twins = 0, sexy = 0;
    for (int i = 3; i + 6 <= LIMIT; i += 2) {
        bool p = !composite[i];
        twins += p && !composite[i + 2];
        sexy += p && (!composite[i + 6] || false);
    }
    _Bool b1 = 256, b2 = 0.25, b3 = (void *)0 != NULL, b4 = -0.0;
    bool flags[] = {true, false, 7, !!3};
    printf("twins %d sexy %d bools %d%d%d%d %d%d%d%d sizeof(bool)=%zu true+true=%d\n", twins, sexy, b1, b2, b3, b4,
           flags[0], flags[1], flags[2], flags[3], sizeof(bool), true + true);
    uint16_t mask = 0;
    for (int i = 0; i < 16; i++) mask |= (uint16_t)(test_bit(prime_bits, (uint32_t)i) << i);
    printf("mask of primes below 16: 0x%04x ~mask=0x%04x\n", mask, (uint16_t)~mask);
    return 0;
}
