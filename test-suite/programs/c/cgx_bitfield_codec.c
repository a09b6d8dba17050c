// Packing sensor telemetry records the way embedded and I/O codes do: a struct of bit-fields
// (unsigned, signed and _Bool fields, a zero-width field to start a new unit), unions for
// type punning (float <-> uint32_t, double <-> two words, bytes of an integer), IEEE-754 field
// extraction, and an XOR checksum over the packed words.
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct {
    unsigned channel : 4;
    unsigned gain : 3;
    _Bool valid : 1;
    signed offset : 6;
    unsigned : 0;
    unsigned sequence : 12;
    unsigned kind : 2;
} header;

typedef union {
    float f;
    uint32_t u;
    struct {
        uint8_t b0, b1, b2, b3;
    } bytes;
} fword;

typedef union {
    double d;
    uint64_t u;
    uint32_t w[2];
} dword;

static uint32_t pack(header h) {
    return h.channel | (uint32_t)h.gain << 4 | (uint32_t)h.valid << 7 |
           (uint32_t)(h.offset & 0x3f) << 8 | (uint32_t)h.sequence << 14 | (uint32_t)h.kind << 26;
}

static header unpack(uint32_t w) {
    header h = {0};
    h.channel = w & 0xf;
    h.gain = w >> 4 & 7;
    h.valid = w >> 7 & 1;
    int off = w >> 8 & 0x3f;
    h.offset = off >= 32 ? off - 64 : off;
    h.sequence = w >> 14 & 0xfff;
    h.kind = w >> 26 & 3;
    return h;
}

static void describe(float x) {
    fword w = {.f = x};
    unsigned sign = w.u >> 31, exp = w.u >> 23 & 0xff, mant = w.u & 0x7fffff;
    printf("%-12g bits=%08x sign=%u exp=%3u(%+4d) mant=%06x lowbyte=%02x\n", x, (unsigned)w.u,
           sign, exp, (int)exp - 127, mant, w.bytes.b0);
}

int main(void) {
    uint32_t check = 0;
    for (int i = 0; i < 12; i++) {
        header h = {.channel = i * 5, .gain = i, .valid = i % 3 != 0, .offset = 3 * i - 17};
        h.sequence = 4000 + 17 * i;
        h.kind = i;
        h.offset -= i == 11 ? 40 : 0; /* wraps into the 6-bit range */
        uint32_t w = pack(h);
        header back = unpack(w);
        check ^= w * 2654435761u;
        printf("%2d ch=%2u gain=%u v=%d off=%+3d seq=%4u kind=%u -> %08x %s\n", i, h.channel,
               h.gain, h.valid, h.offset, h.sequence, h.kind, (unsigned)w,
               memcmp(&(uint32_t){pack(back)}, &w, sizeof w) == 0 ? "ok" : "MISMATCH");
    }
    printf("checksum=%08x\n", (unsigned)check);

    float samples[] = {1.0f, -2.5f, 0.15625f, 3.4028235e38f, 1e-40f, 0.0f, -0.0f};
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) describe(samples[i]);

    dword d = {.d = 1.0 / 3.0};
    printf("1/3 = %016llx hi=%08x lo=%08x\n", (unsigned long long)d.u, (unsigned)d.w[1],
           (unsigned)d.w[0]);
    d.u += 1;
    printf("next = %.17g\n", d.d);
    d.u = 0x7ff0000000000000ull;
    printf("inf? %g  ", d.d);
    d.u |= 1;
    printf("nan? %d\n", d.d != d.d);

    union {
        uint32_t v;
        unsigned char c[4];
    } endian = {0x01020304};
    printf("first byte %d (little endian %s)\n", endian.c[0], endian.c[0] == 4 ? "yes" : "no");
    header z = {.channel = 15, .valid = 1};
    z.channel++;
    z.gain--;
    printf("wrap channel=%u gain=%u sizeof(header)=%zu\n", z.channel, z.gain, sizeof(header));
    return 0;
}
