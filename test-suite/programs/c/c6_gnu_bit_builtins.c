// GCC's integer builtins as real codes use them: population counts, leading and trailing
// zeros, parity, ffs, clrsb, byte swaps, abs, __builtin_expect around a hot branch, and
// __builtin_f forms of libm functions.
#include <stdio.h>
#include <math.h>
#include <stdint.h>

static unsigned long long mix(unsigned long long x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return x;
}

static int log2_floor(unsigned v) { return 31 - __builtin_clz(v); }

int main(void)
{
    unsigned vals[] = {1u, 2u, 3u, 255u, 256u, 0x80000000u, 0xdeadbeefu, 0x7fffffffu, 12345u};
    long total = 0;
    for (int k = 0; k < (int)(sizeof vals / sizeof vals[0]); k++) {
        unsigned v = vals[k];
        printf("%10u pop %2d ctz %2d clz %2d par %d ffs %2d log2 %2d\n", v, __builtin_popcount(v),
               __builtin_ctz(v), __builtin_clz(v), __builtin_parity(v), __builtin_ffs((int)v),
               log2_floor(v));
        total += __builtin_popcount(v) * (k + 1);
    }
    unsigned long long x = 0x0123456789abcdefULL;
    for (int k = 0; k < 6; k++) {
        x = mix(x + k);
        printf("%016llx popll %2d ctzll %2d clzll %2d parll %d ffsll %2d\n", x,
               __builtin_popcountll(x), __builtin_ctzll(x), __builtin_clzll(x >> (k * 7)),
               __builtin_parityll(x), __builtin_ffsll((long long)(x & 0xffff0000ULL)));
    }
    unsigned long ul = 0xf0f0f0f0f0UL;
    printf("popl %d ctzl %d clzl %d ffs0 %d\n", __builtin_popcountl(ul), __builtin_ctzl(ul),
           __builtin_clzl(ul), __builtin_ffs(0));
    printf("clrsb %d %d %d %d\n", __builtin_clrsb(0), __builtin_clrsb(-1), __builtin_clrsb(5),
           __builtin_clrsbll(-1000LL));
    printf("bswap %04x %08x %016llx\n", __builtin_bswap16(0x1234), __builtin_bswap32(0xdeadbeefu),
           (unsigned long long)__builtin_bswap64(0x0102030405060708ULL));
    printf("abs %d %ld %lld\n", __builtin_abs(-17), __builtin_labs(-123456789L),
           __builtin_llabs(-9876543210LL));
    // a bit-set walk: visit every set bit by clearing the lowest
    uint64_t set = 0x8000100200400801ULL;
    int sum = 0;
    while (set) {
        int b = __builtin_ctzll(set);
        sum += b * b;
        set &= set - 1;
    }
    printf("bits sum %d total %ld\n", sum, total);
    double acc = 0;
    for (int i = 1; i <= 20; i++) {
        if (__builtin_expect(i % 7 == 0, 0))
            acc -= __builtin_sqrt((double)i);
        else
            acc += __builtin_fabs(__builtin_sin(i * 0.3)) + __builtin_floor(i / 3.0);
    }
    printf("acc %.12f fabsf %.3f\n", acc, (double)__builtin_fabsf(-2.5f));
    return 0;
}
