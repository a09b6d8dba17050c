// Run-length and escape coding of a byte stream as C I/O code does it: a switch with
// deliberate fallthrough (Duff's device for the copy loop, cascaded cases for escape classes),
// goto-based cleanup of several heap buffers on error paths, and static local state that a
// checksum routine and an id generator keep between calls.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned next_id(void) {
    static unsigned id = 100;
    return id += 7;
}

static unsigned running_sum(const unsigned char *p, size_t n, int reset) {
    static unsigned a = 1, b = 0;
    if (reset) {
        a = 1;
        b = 0;
    }
    for (size_t i = 0; i < n; i++) {
        a = (a + p[i]) % 65521;
        b = (b + a) % 65521;
    }
    return b << 16 | a;
}

static void duff_copy(unsigned char *to, const unsigned char *from, size_t count) {
    if (!count) return;
    size_t n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    case 7:      *to++ = *from++;
    case 6:      *to++ = *from++;
    case 5:      *to++ = *from++;
    case 4:      *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

/* cost class of a byte: cases fall through to accumulate penalties */
static int cost(unsigned char c) {
    int k = 0;
    switch (c) {
    case 0:
        k += 4; /* fallthrough */
    case '\n':
    case '\t':
        k += 2; /* fallthrough */
    case 0xff:
        k += 1;
        break;
    default:
        if (c < 32) k = 3;
    }
    return k;
}

/* Encodes runs as (0xff, count, byte); returns the length or -1 on failure. */
static long encode(const unsigned char *in, size_t n, unsigned char **result, size_t limit) {
    long len = -1;
    unsigned char *tmp = malloc(n + 1), *out = NULL;
    if (!tmp) goto fail_tmp;
    out = malloc(3 * n + 3);
    if (!out) goto fail_out;
    duff_copy(tmp, in, n);
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        size_t r = 1;
        while (i + r < n && tmp[i + r] == tmp[i] && r < 255) r++;
        if (r >= 4 || tmp[i] == 0xff) {
            out[o++] = 0xff;
            out[o++] = (unsigned char)r;
            out[o++] = tmp[i];
        } else {
            for (size_t k = 0; k < r; k++) out[o++] = tmp[i];
        }
        i += r;
        if (o > limit) goto fail_limit;
    }
    *result = out;
    out = NULL;
    len = (long)o;
fail_limit:
    free(out);
fail_out:
    free(tmp);
fail_tmp:
    return len;
}

static size_t decode(const unsigned char *in, size_t n, unsigned char *out) {
    size_t o = 0;
    for (size_t i = 0; i < n; i++) {
        if (in[i] == 0xff) {
            memset(out + o, in[i + 2], in[i + 1]);
            o += in[i + 1];
            i += 2;
        } else
            out[o++] = in[i];
    }
    return o;
}

int main(void) {
    unsigned char data[300];
    size_t n = 0;
    for (int block = 0; block < 12; block++) {
        int len = 1 + (block * 7) % 23;
        unsigned char v = (unsigned char)(block % 4 == 3 ? 0xff : 'a' + block);
        for (int k = 0; k < len && n < sizeof data; k++) data[n++] = (k % 9 == 8) ? '\n' : v;
    }
    for (size_t k = 0; k < 20; k++) data[n++] = (unsigned char)(k * k);
    int total_cost = 0;
    for (size_t i = 0; i < n; i++) total_cost += cost(data[i]);
    printf("input %zu bytes cost %d sum %08x\n", n, total_cost, running_sum(data, n, 1));

    unsigned char *enc = NULL;
    long e = encode(data, n, &enc, 1000);
    unsigned char back[400];
    size_t d = decode(enc, (size_t)e, back);
    printf("encoded %ld bytes, decoded %zu, equal %d, sum %08x\n", e, d,
           d == n && memcmp(back, data, n) == 0, running_sum(enc, (size_t)e, 1));
    printf("continued sum %08x\n", running_sum(data, 10, 0));
    free(enc);
    unsigned char *none = NULL;
    printf("limited encode %ld ptr %s\n", encode(data, n, &none, 40), none ? "set" : "null");

    for (size_t len = 0; len < 20; len += 3) {
        unsigned char src[20], dst[20] = {0};
        for (size_t k = 0; k < 20; k++) src[k] = (unsigned char)(k + 1);
        duff_copy(dst, src, len);
        unsigned s = 0;
        for (size_t k = 0; k < 20; k++) s = s * 31 + dst[k];
        printf("duff %2zu -> %u\n", len, s);
    }
    for (int i = 0; i < 4; i++) printf("id %u\n", next_id());
    return 0;
}
