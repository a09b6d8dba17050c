// Bit manipulation by hand, the portable way codes write it: Gray codes and back, bit
// reversal of bytes and words, next permutation of bits (Gosper's hack), rotations,
// extracting and inserting bit fields with masks, and sign extension.
#include <stdio.h>
#include <stdint.h>

static uint32_t rotl(uint32_t x, int r) { return (x << r) | (x >> ((32 - r) & 31)); }
static uint8_t rev8(uint8_t b)
{
    b = (uint8_t)((b & 0xF0) >> 4 | (b & 0x0F) << 4);
    b = (uint8_t)((b & 0xCC) >> 2 | (b & 0x33) << 2);
    return (uint8_t)((b & 0xAA) >> 1 | (b & 0x55) << 1);
}
static uint32_t rev32(uint32_t x)
{
    uint32_t r = 0;
    for (int i = 0; i < 4; i++)
        r = (r << 8) | rev8((uint8_t)(x >> (8 * i)));
    return r;
}
static unsigned from_gray(unsigned g)
{
    for (unsigned s = 1; s < 32; s <<= 1)
        g ^= g >> s;
    return g;
}
static int32_t sext(uint32_t v, int bits)
{
    uint32_t m = 1u << (bits - 1);
    v &= (1u << bits) - 1;
    return (int32_t)((v ^ m) - m);
}

int main(void)
{
    for (unsigned i = 0; i < 10; i++) {
        unsigned g = i ^ (i >> 1);
        printf("%u gray %u back %u\n", i, g, from_gray(g));
    }
    printf("rev8 %02x %02x rev32 %08x\n", rev8(0x01), rev8(0xb4), rev32(0x12345678u));
    printf("rotl %08x %08x\n", rotl(0x80000001u, 1), rotl(0xdeadbeefu, 12));
    unsigned v = 0x7; /* 3 bits set among 6 */
    int count = 0;
    unsigned sum = 0;
    while (v < (1u << 6)) {
        sum += v * (count + 1);
        count++;
        unsigned t = v | (v - 1);
        v = (t + 1) | (((~t & -~t) - 1) >> (__builtin_ctz(v) + 1));
    }
    printf("combinations %d sum %u\n", count, sum);
    uint32_t reg = 0;
    reg = (reg & ~(0x1Fu << 5)) | ((19u & 0x1F) << 5);
    reg = (reg & ~(0x7u << 12)) | ((5u & 0x7) << 12);
    reg |= 1u << 31;
    printf("reg %08x field1 %u field2 %u top %u\n", reg, (reg >> 5) & 0x1F, (reg >> 12) & 7, reg >> 31);
    printf("sext %d %d %d\n", sext(0x1F, 5), sext(0x0F, 5), sext(0x800, 12));
    int64_t neg = -5;
    printf("shift %lld %llu\n", (long long)(neg >> 1), (unsigned long long)((uint64_t)neg >> 60));
    return 0;
}
