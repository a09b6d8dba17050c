// Bit manipulation: population count, parity, lowest set bit, rotations, bit reversal, Gray
// codes, power-of-two tests and a small bitset over uint64_t words.
#include <stdio.h>
#include <stdint.h>

static int popcount(uint32_t x) { int c = 0; while (x) { x &= x - 1; c++; } return c; }
static uint32_t rotl(uint32_t x, int r) { return (x << r) | (x >> (32 - r)); }
static uint32_t rotr(uint32_t x, int r) { return (x >> r) | (x << (32 - r)); }
static uint32_t reverse(uint32_t x) {
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
    x = ((x >> 8) & 0x00FF00FFu) | ((x & 0x00FF00FFu) << 8);
    return (x >> 16) | (x << 16);
}
static int ctz(uint64_t x) { int n = 0; if (!x) return 64; while (!(x & 1)) { x >>= 1; n++; } return n; }

#define WORDS 4
static uint64_t set[WORDS];
static void bset(int i) { set[i / 64] |= (uint64_t)1 << (i % 64); }
static int btest(int i) { return (set[i / 64] >> (i % 64)) & 1; }
static void bclear(int i) { set[i / 64] &= ~((uint64_t)1 << (i % 64)); }

int main(void) {
    uint32_t v[] = {0, 1, 0xFF, 0x80000000u, 0xDEADBEEFu, 12345678u};
    for (int i = 0; i < 6; i++)
        printf("%08x pop %2d parity %d rotl5 %08x rotr7 %08x rev %08x low %08x\n", v[i], popcount(v[i]),
               popcount(v[i]) & 1, rotl(v[i], 5), rotr(v[i], 7), reverse(v[i]), v[i] & (0u - v[i]));
    for (unsigned g = 0; g < 8; g++) printf("gray(%u) = %u\n", g, g ^ (g >> 1));
    for (int n = 0; n <= 8; n++) printf("%d:%d ", n, n && !(n & (n - 1)));
    printf("\n");
    printf("ctz %d %d %d\n", ctz(8), ctz(0x100000000ULL), ctz(0));
    for (int i = 0; i < 256; i += 3) bset(i);
    for (int i = 0; i < 256; i += 9) bclear(i);
    int count = 0;
    for (int i = 0; i < 256; i++) count += btest(i);
    printf("bitset count %d words %016llx %016llx\n", count, (unsigned long long)set[0], (unsigned long long)set[3]);
    int8_t s = -1;
    printf("sign extension %d %u %x\n", s, (uint8_t)s, (unsigned)(int)s);
    unsigned char mask = ~0x0F;
    printf("mask %u\n", mask);
    printf("xor swap: ");
    int a = 5, b = 9;
    a ^= b; b ^= a; a ^= b;
    printf("%d %d\n", a, b);
    return 0;
}
