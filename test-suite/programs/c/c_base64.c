// Base64 encoding and decoding with a lookup table and a reverse table built at start-up,
// padding rules, and round trips of binary data.
#include <stdio.h>
#include <string.h>

static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static signed char reverse[256];

static size_t encode(const unsigned char *in, size_t n, char *out) {
    size_t o = 0;
    for (size_t i = 0; i < n; i += 3) {
        unsigned v = in[i] << 16;
        if (i + 1 < n) v |= in[i + 1] << 8;
        if (i + 2 < n) v |= in[i + 2];
        out[o++] = alphabet[v >> 18 & 63];
        out[o++] = alphabet[v >> 12 & 63];
        out[o++] = i + 1 < n ? alphabet[v >> 6 & 63] : '=';
        out[o++] = i + 2 < n ? alphabet[v & 63] : '=';
    }
    out[o] = 0;
    return o;
}

static long decode(const char *in, unsigned char *out) {
    size_t n = strlen(in), o = 0;
    if (n % 4) return -1;
    for (size_t i = 0; i < n; i += 4) {
        unsigned v = 0;
        int pad = 0;
        for (int k = 0; k < 4; k++) {
            char c = in[i + k];
            if (c == '=') { pad++; v <<= 6; continue; }
            if (reverse[(unsigned char)c] < 0) return -1;
            v = v << 6 | (unsigned)reverse[(unsigned char)c];
        }
        out[o++] = v >> 16 & 255;
        if (pad < 2) out[o++] = v >> 8 & 255;
        if (pad < 1) out[o++] = v & 255;
    }
    return (long)o;
}

int main(void) {
    memset(reverse, -1, sizeof reverse);
    for (int i = 0; i < 64; i++) reverse[(unsigned char)alphabet[i]] = (signed char)i;
    const char *texts[] = {"", "f", "fo", "foo", "foob", "fooba", "foobar", "Many hands make light work."};
    char enc[128];
    unsigned char dec[128];
    for (int i = 0; i < 8; i++) {
        encode((const unsigned char *)texts[i], strlen(texts[i]), enc);
        long n = decode(enc, dec);
        dec[n] = 0;
        printf("'%s' -> '%s' -> '%s' ok %d\n", texts[i], enc, (char *)dec, strcmp(texts[i], (char *)dec) == 0);
    }
    unsigned char bin[40];
    for (int i = 0; i < 40; i++) bin[i] = (unsigned char)(i * 37 + 200);
    encode(bin, 40, enc);
    printf("binary %s\n", enc);
    long n = decode(enc, dec);
    printf("decoded %ld bytes equal %d\n", n, memcmp(bin, dec, 40) == 0);
    printf("bad input %ld %ld\n", decode("abc", dec), decode("ab!d", dec));
    return 0;
}
