// Unions: a tagged-union expression tree evaluated recursively, byte views of integers
// (little-endian), and float bit patterns through a union.
#include <stdio.h>
#include <stdint.h>
#include <string.h>

enum kind { NUM, ADD, MUL, NEG };
struct expr {
    enum kind k;
    union {
        double num;
        struct { const struct expr *l, *r; } bin;
        const struct expr *arg;
    } u;
};

static double eval(const struct expr *e) {
    switch (e->k) {
    case NUM: return e->u.num;
    case ADD: return eval(e->u.bin.l) + eval(e->u.bin.r);
    case MUL: return eval(e->u.bin.l) * eval(e->u.bin.r);
    case NEG: return -eval(e->u.arg);
    }
    return 0;
}

union word { uint32_t u; uint8_t b[4]; uint16_t h[2]; };
union fbits { float f; uint32_t u; };
union dbits { double d; uint64_t u; };

int main(void) {
    struct expr two = {NUM, {.num = 2}}, three = {NUM, {.num = 3}}, half = {NUM, {.num = 0.5}};
    struct expr sum = {ADD}, prod = {MUL}, neg = {NEG};
    sum.u.bin.l = &two; sum.u.bin.r = &three;
    prod.u.bin.l = &sum; prod.u.bin.r = &half;
    neg.u.arg = &prod;
    printf("-((2+3)*0.5) = %g\n", eval(&neg));
    union word w;
    w.u = 0x11223344u;
    printf("bytes %02x %02x %02x %02x halves %04x %04x\n", w.b[0], w.b[1], w.b[2], w.b[3], w.h[0], w.h[1]);
    w.b[0] = 0xFF;
    printf("u now %08x\n", w.u);
    float fs[] = {1.0f, -2.0f, 0.5f, 0.1f};
    for (int i = 0; i < 4; i++) {
        union fbits fb;
        fb.f = fs[i];
        printf("%g -> %08x sign %u exp %u\n", fb.f, fb.u, fb.u >> 31, (fb.u >> 23) & 0xFF);
    }
    union dbits db;
    db.d = 1.5;
    printf("1.5 = %016llx\n", (unsigned long long)db.u);
    db.u += 1;
    printf("next after 1.5 %.17g\n", db.d);
    double d = 3.0;
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    printf("3.0 via memcpy %016llx\n", (unsigned long long)bits);
    printf("sizeof union word %d expr %d\n", (int)sizeof(union word), (int)sizeof(struct expr));
    return 0;
}
