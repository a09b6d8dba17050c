// Decoding packed records: a bit-field header overlaid with a uint32_t in a union, a tagged
// union of values, endianness-independent byte assembly with shifts, and signed bit-fields.
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <string.h>

struct hdr {
    unsigned version : 3;
    unsigned kind : 5;
    unsigned length : 12;
    signed delta : 6;
    unsigned flag : 1;
    unsigned : 5;
};

union word {
    struct hdr h;
    uint32_t raw;
    uint8_t bytes[4];
};

enum vkind { V_INT, V_REAL, V_TEXT };

struct value {
    enum vkind kind;
    union { int64_t i; double r; char text[12]; } u;
};

static uint32_t get_le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static double value_weight(const struct value *v)
{
    switch (v->kind) {
    case V_INT: return (double)v->u.i;
    case V_REAL: return v->u.r;
    case V_TEXT: return (double)strlen(v->u.text);
    }
    return -1;
}

int main(void)
{
    union word w;
    uint32_t check = 0;
    for (int k = 0; k < 8; k++) {
        w.raw = 0;
        w.h.version = k;
        w.h.kind = 3 * k + 1;
        w.h.length = 500 * k + 7;
        w.h.delta = k - 4;
        w.h.flag = k & 1;
        uint32_t le = get_le32(w.bytes);
        check = check * 31u + le;
        printf("%d raw=%08" PRIx32 " delta=%d len=%u kind=%u\n", k, w.raw, w.h.delta, w.h.length, w.h.kind);
        w.h.delta = w.h.delta - 40; /* wraps in 6 bits */
        printf("  wrapped delta=%d\n", (int)w.h.delta);
    }
    printf("check=%" PRIu32 " sizeof hdr=%zu value=%zu\n", check, sizeof(struct hdr), sizeof(struct value));
    struct value vals[4] = {
        {V_INT, {.i = -1234567890123LL}},
        {V_REAL, {.r = 2.5e-3}},
        {.kind = V_TEXT, .u.text = "hello dvm"},
        {V_INT, {.i = INT64_MAX}},
    };
    double tot = 0;
    for (int k = 0; k < 4; k++) tot += value_weight(&vals[k]);
    printf("tot=%.6e i64max=%" PRId64 " hex=%" PRIX64 "\n", tot, vals[3].u.i, (uint64_t)vals[0].u.i);
    union { float f; uint32_t u; } pun = {.f = -1.5f};
    printf("float bits=%08" PRIx32 " exp=%u\n", pun.u, (unsigned)(pun.u >> 23 & 0xff));
    return 0;
}
