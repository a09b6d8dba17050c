// Checksums over byte buffers: a table-driven CRC-32, Adler-32, Fletcher-16, and a simple
// 64-bit FNV-1a, on strings and on a generated buffer.
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint32_t crc_table[256];

static void crc_init(void) {
    for (uint32_t n = 0; n < 256; n++) {
        uint32_t c = n;
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[n] = c;
    }
}

static uint32_t crc32(const unsigned char *p, size_t n) {
    uint32_t c = 0xFFFFFFFFu;
    while (n--) c = crc_table[(c ^ *p++) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

static uint32_t adler32(const unsigned char *p, size_t n) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) { a = (a + p[i]) % 65521; b = (b + a) % 65521; }
    return b << 16 | a;
}

static uint16_t fletcher16(const unsigned char *p, size_t n) {
    uint16_t s1 = 0, s2 = 0;
    for (size_t i = 0; i < n; i++) { s1 = (s1 + p[i]) % 255; s2 = (s2 + s1) % 255; }
    return (uint16_t)(s2 << 8 | s1);
}

static uint64_t fnv64(const unsigned char *p, size_t n) {
    uint64_t h = 14695981039346656037ULL;
    for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 1099511628211ULL; }
    return h;
}

int main(void) {
    crc_init();
    const char *msgs[] = {"", "a", "abc", "The quick brown fox jumps over the lazy dog", "123456789"};
    for (int i = 0; i < 5; i++) {
        const unsigned char *p = (const unsigned char *)msgs[i];
        size_t n = strlen(msgs[i]);
        printf("%-44s crc %08x adler %08x fl16 %04x fnv %016llx\n", msgs[i], crc32(p, n), adler32(p, n), fletcher16(p, n),
               (unsigned long long)fnv64(p, n));
    }
    static unsigned char big[65536];
    for (size_t i = 0; i < sizeof big; i++) big[i] = (unsigned char)(i * 31 + (i >> 8));
    printf("big crc %08x adler %08x\n", crc32(big, sizeof big), adler32(big, sizeof big));
    return 0;
}
