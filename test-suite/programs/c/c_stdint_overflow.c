// Fixed-width integer arithmetic: unsigned wrap-around of every width, promotions of
// uint8_t/uint16_t to int, shifts and rotations, size_t/ptrdiff_t arithmetic, the
// <inttypes.h> print macros, INTn_MAX/UINTn_MAX, and a 64-bit hash and xorshift generator.
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <stddef.h>
#include <limits.h>

static inline uint32_t rotl32(uint32_t x, unsigned r) { return x << r | x >> (32 - r); }
static inline uint64_t rotr64(uint64_t x, unsigned r) { return x >> r | x << (64 - r); }

static uint64_t fnv1a(const void *data, size_t n)
{
    const uint8_t *p = data;
    uint64_t h = UINT64_C(14695981039346656037);
    while (n--) { h ^= *p++; h *= UINT64_C(1099511628211); }
    return h;
}

static uint64_t xs_state = 88172645463325252ULL;
static uint64_t xorshift64(void)
{
    xs_state ^= xs_state << 13;
    xs_state ^= xs_state >> 7;
    xs_state ^= xs_state << 17;
    return xs_state;
}

int main(void)
{
    uint8_t a8 = 250; a8 += 10;
    uint16_t a16 = 65530; a16 += 10;
    uint32_t a32 = UINT32_MAX; a32 += 2;
    uint64_t a64 = 0; a64 -= 1;
    printf("wrap %" PRIu8 " %" PRIu16 " %" PRIu32 " %" PRIu64 "\n", a8, a16, a32, a64);
    uint8_t x = 200, y = 100;
    int promoted = x + y;            /* int arithmetic: 300 */
    uint8_t trunc = x + y;           /* 44 */
    uint16_t m1 = 60000, m2 = 60000;
    uint32_t prod = (uint32_t)m1 * m2;
    printf("promo %d %u %" PRIu32 " cmp=%d\n", promoted, trunc, prod, (uint8_t)(x + y) < x);
    int8_t s8 = INT8_MIN; int16_t s16 = INT16_MAX; int32_t s32 = INT32_MIN; int64_t s64 = INT64_MAX;
    printf("limits %" PRId8 " %" PRId16 " %" PRId32 " %" PRId64 " %" PRIx64 " %" PRIo32 "\n", s8, s16, s32, s64, (uint64_t)s64, (uint32_t)s16);
    uint32_t r = 0x12345678u;
    printf("rot %08" PRIx32 " %08" PRIx32 " %016" PRIx64 "\n", rotl32(r, 8), rotl32(r, 31), rotr64(0x0123456789abcdefULL, 12));
    printf("shifts %d %d %u %lld %llu\n", -17 >> 2, -17 / 4, 0x80000000u >> 31, (long long)-1 << 40 >> 40, ~0ULL >> 1);
    int arr[50];
    int *p = &arr[40], *q = &arr[7];
    ptrdiff_t d = p - q;
    size_t bytes = (size_t)d * sizeof *p;
    size_t wrap = (size_t)0 - 1;
    printf("ptr d=%td bytes=%zu wrap_is_max=%d sz=%zu %zu\n", d, bytes, wrap == SIZE_MAX, sizeof(ptrdiff_t), sizeof(intmax_t));
    intmax_t im = INTMAX_MIN / 3;
    uintmax_t um = UINTMAX_MAX / 7;
    printf("max %" PRIdMAX " %" PRIuMAX "\n", im, um);
    const char text[] = "distributed virtual memory";
    printf("fnv %016" PRIx64 " %" PRIu64 "\n", fnv1a(text, sizeof text - 1), fnv1a("", 0));
    uint64_t acc = 0;
    uint32_t hist[8] = {0};
    for (int i = 0; i < 1000; i++) {
        uint64_t v = xorshift64();
        acc += v >> 3;
        hist[v >> 61]++;
    }
    printf("xs %" PRIu64 " hist", acc);
    for (int i = 0; i < 8; i++) printf(" %" PRIu32, hist[i]);
    printf("\n");
    uint_least16_t l16 = 65535; uint_fast8_t f8 = 255; int_least64_t l64 = -1;
    l16++; f8++;
    printf("least %u %u %" PRIdLEAST64 " uintptr_ok=%d\n", (unsigned)l16, (unsigned)f8, l64, (uintptr_t)(void *)p - (uintptr_t)(void *)q == bytes);
    unsigned u = 3; int i = -5;
    printf("mixed %d %u %ld\n", u + i > 0, u * i, (long)u * i);
    return 0;
}
