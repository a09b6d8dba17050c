// Bit manipulation: population count, parity, bit reversal, rotations on unsigned ints, and
// masks of unsigned long long.
#include <stdio.h>

int popcount(unsigned x) {
    int n = 0;
    while (x) {
        x &= x - 1;
        n++;
    }
    return n;
}

unsigned reverse_bits(unsigned x) {
    unsigned r = 0;
    for (int i = 0; i < 32; i++) {
        r = (r << 1) | (x & 1u);
        x >>= 1;
    }
    return r;
}

unsigned rotl(unsigned x, int k) { return (x << k) | (x >> (32 - k)); }

int main(void) {
    unsigned vals[] = {0u, 1u, 0xffu, 0x80000000u, 0xdeadbeefu, 12345u};
    for (int i = 0; i < 6; i++)
        printf("%08x pop %2d rev %08x rotl %08x\n", vals[i], popcount(vals[i]), reverse_bits(vals[i]), rotl(vals[i], 7));
    unsigned long long m = 0;
    for (int i = 0; i < 64; i += 3) m |= 1ull << i;
    printf("%016llx %llu\n", m, m >> 60);
    int neg = -12345;
    printf("%d %d %u\n", neg >> 4, neg & 0xff, (unsigned)neg >> 28);
    return 0;
}
