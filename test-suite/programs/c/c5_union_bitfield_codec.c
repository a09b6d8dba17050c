// Unions and bit-fields in a message codec: a header of bit-fields packed into a 32-bit word
// through a union, signed and unsigned fields with wraparound on store, a tagged union of
// payloads, type punning of a float through a union, and sizeof/layout of the structs.
#include <stdio.h>
#include <stdint.h>
#include <string.h>

struct header {
    unsigned version : 3;
    unsigned kind : 4;
    signed delta : 5;
    unsigned length : 12;
    unsigned flag : 1;
    unsigned : 0;
    unsigned char tail;
};

union word {
    uint32_t raw;
    struct {
        unsigned lo : 16;
        unsigned hi : 16;
    } half;
    unsigned char bytes[4];
};

enum tag { T_INT, T_REAL, T_TEXT };
struct message {
    enum tag tag;
    union {
        long i;
        double r;
        char text[12];
    } u;
};

static void show(const struct message *m)
{
    switch (m->tag) {
    case T_INT: printf("int %ld\n", m->u.i); break;
    case T_REAL: printf("real %.3f\n", m->u.r); break;
    case T_TEXT: printf("text '%s'\n", m->u.text); break;
    }
}

int main(void)
{
    struct header h = {0};
    for (int k = 0; k < 6; k++) {
        h.version = k * 3;
        h.kind += 5;
        h.delta = k * 7 - 16;
        h.length = 4000 + k * 50;
        h.flag = !h.flag;
        h.tail = (unsigned char)(250 + k * 3);
        printf("v=%u kind=%u delta=%d len=%u flag=%u tail=%u\n", h.version, h.kind, h.delta,
               h.length, h.flag, h.tail);
    }
    union word w;
    w.raw = 0x12345678u;
    printf("lo=%#x hi=%#x b0=%#x b3=%#x\n", w.half.lo, w.half.hi, w.bytes[0], w.bytes[3]);
    w.half.lo += 0xffff;
    printf("raw=%#x\n", (unsigned)w.raw);
    union { float f; uint32_t u; } pun = {.f = -2.5f};
    printf("float bits %#010x exp %u\n", (unsigned)pun.u, (unsigned)(pun.u >> 23 & 0xff));
    struct message ms[3] = {{T_INT, {.i = -42}}, {T_REAL, {.r = 3.25}}, {.tag = T_TEXT}};
    strcpy(ms[2].u.text, "hello");
    for (int i = 0; i < 3; i++)
        show(&ms[i]);
    printf("sizes %zu %zu %zu\n", sizeof(struct header), sizeof(union word),
           sizeof(struct message));
    return 0;
}
