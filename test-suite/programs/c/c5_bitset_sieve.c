// Bit sets in arrays of unsigned long: a sieve of Eratosthenes over odd numbers, population
// counts by Kernighan's loop and by a byte table, set operations (union, intersection,
// difference) of two sets, and the positions of the highest and lowest set bits.
#include <limits.h>
#include <stdio.h>
#include <string.h>

#define NBITS 2000
#define WBITS (sizeof(unsigned long) * CHAR_BIT)
#define NWORDS ((NBITS + WBITS - 1) / WBITS)

static unsigned long composite[NWORDS];

static void set_bit(unsigned long *s, size_t i) { s[i / WBITS] |= 1UL << (i % WBITS); }
static int get_bit(const unsigned long *s, size_t i) { return (int)(s[i / WBITS] >> (i % WBITS) & 1); }

static int popcount_k(unsigned long x)
{
    int c = 0;
    while (x) {
        x &= x - 1;
        c++;
    }
    return c;
}

int main(void)
{
    /* bit k stands for 2k+1 */
    for (size_t k = 1; (2 * k + 1) * (2 * k + 1) < 2 * NBITS; k++)
        if (!get_bit(composite, k))
            for (size_t m = (2 * k + 1) * (2 * k + 1) / 2; m < NBITS; m += 2 * k + 1)
                set_bit(composite, m);
    int primes = 1;
    size_t last = 0;
    for (size_t k = 1; k < NBITS; k++)
        if (!get_bit(composite, k)) {
            primes++;
            last = 2 * k + 1;
        }
    printf("primes below %d: %d, largest %zu\n", 2 * NBITS, primes, last);
    unsigned char table[256];
    for (int i = 0; i < 256; i++)
        table[i] = (unsigned char)popcount_k((unsigned long)i);
    unsigned long a[NWORDS], b[NWORDS];
    memset(a, 0, sizeof a);
    memset(b, 0, sizeof b);
    for (size_t i = 0; i < NBITS; i += 3)
        set_bit(a, i);
    for (size_t i = 0; i < NBITS; i += 5)
        set_bit(b, i);
    int u = 0, in = 0, d = 0, bytes = 0;
    for (size_t w = 0; w < NWORDS; w++) {
        u += popcount_k(a[w] | b[w]);
        in += popcount_k(a[w] & b[w]);
        d += popcount_k(a[w] & ~b[w]);
        for (size_t k = 0; k < sizeof(unsigned long); k++)
            bytes += table[(composite[w] >> (8 * k)) & 0xff];
    }
    printf("union %d inter %d diff %d composite bits %d\n", u, in, d, bytes);
    unsigned long x = a[3] ^ b[5];
    int hi = -1, lo = -1;
    for (int i = (int)WBITS - 1; i >= 0; i--)
        if (x >> i & 1) {
            hi = i;
            break;
        }
    for (int i = 0; i < (int)WBITS; i++)
        if (x >> i & 1) {
            lo = i;
            break;
        }
    printf("x %#lx hi %d lo %d count %d %d\n", x, hi, lo, popcount_k(x),
           x ? popcount_k((x & -x) - 1) : -1);
    return 0;
}
