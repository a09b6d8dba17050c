// Bit-fields: gcc's layout (sizes, packing, zero-width and unnamed members), signed and
// unsigned reads, writes that keep the neighbours, compound assignment, ++/--, truncation on
// store, static and local initializers (positional and designated), arrays of such structs,
// and bit-fields copied with their struct.
#include <stdio.h>
#include <string.h>

struct flags {
    unsigned ready : 1;
    unsigned mode : 3;
    signed level : 4;
    unsigned : 0;
    unsigned count : 12;
    int delta : 7;
};

struct packed {
    char tag;
    int x : 20;
    int y : 13;
    unsigned long long big : 40;
    unsigned char small : 3;
    _Bool on : 1;
};

struct mixed {
    char a;
    int : 3;
    char b;
};

union bits {
    unsigned word;
    struct {
        unsigned lo : 8;
        unsigned mid : 16;
        unsigned hi : 8;
    } parts;
};

static struct flags defaults = {1, 5, -3, 100, -20};
static struct packed table[3] = {
    {'a', 1000, -7, 123456789012ULL, 5, 1},
    {.tag = 'b', .y = 4095, .big = 1},
    {'c', -524288, 0, 0, 7, 0},
};

static void show_flags(const char *name, struct flags f) {
    printf("%s: ready=%u mode=%u level=%d count=%u delta=%d\n", name, f.ready, f.mode,
           f.level, f.count, f.delta);
}

static void show_packed(const struct packed *p) {
    printf("tag=%c x=%d y=%d big=%llu small=%u on=%d\n", p->tag, p->x, p->y, (unsigned long long)p->big, p->small,
           p->on);
}

static unsigned bump(struct flags *f) {
    f->count += 1000;
    f->mode++;
    --f->level;
    f->delta -= 50;
    f->ready ^= 1;
    return f->count;
}

int main(void) {
    printf("sizes: %zu %zu %zu %zu\n", sizeof(struct flags), sizeof(struct packed),
           sizeof(struct mixed), sizeof(union bits));
    show_flags("defaults", defaults);
    struct flags f = defaults;
    for (int i = 0; i < 6; i++) {
        unsigned c = bump(&f);
        printf("bump %d -> %u\n", i, c);
        show_flags("f", f);
    }
    f.level = 9; // truncated to -7
    f.mode = 12; // truncated to 4
    printf("stored: level=%d mode=%u\n", f.level, f.mode);
    int assigned = (f.delta = 200);
    printf("assignment value %d\n", assigned);
    for (int i = 0; i < 3; i++)
        show_packed(&table[i]);
    table[1].x = table[0].x * 3 - table[2].x / 1024;
    table[1].big = table[1].big << 39;
    table[1].small = table[0].small + table[2].small;
    table[1].on = 5;
    show_packed(&table[1]);
    struct packed local = {'z', -1, -1, ~0ULL, 255, 1};
    show_packed(&local);
    local.x >>= 3;
    local.y = local.y * 100;
    show_packed(&local);
    union bits u;
    u.word = 0x12345678u;
    printf("lo=%x mid=%x hi=%x\n", u.parts.lo, u.parts.mid, u.parts.hi);
    u.parts.mid = 0xbeef;
    printf("word=%x\n", u.word);
    struct mixed m;
    memset(&m, 0, sizeof m);
    m.a = 'p';
    m.b = 'q';
    printf("mixed: %c %c\n", m.a, m.b);
    long sum = 0;
    struct flags many[50];
    for (int i = 0; i < 50; i++) {
        many[i].count = (unsigned)(i * 97);
        many[i].delta = i - 25;
        many[i].level = i % 16 - 8;
    }
    for (int i = 0; i < 50; i++)
        sum += many[i].count + many[i].delta * many[i].level;
    printf("sum=%ld\n", sum);
    printf("unsigned promotes to int: %d\n", f.mode - 10 < 0);
    return 0;
}
