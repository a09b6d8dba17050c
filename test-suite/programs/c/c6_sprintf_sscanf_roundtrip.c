// Records formatted into a buffer with sprintf/snprintf and parsed back with sscanf
// (%d %lf %s %x %c %[...] and %n), checking that the values survive the round trip, plus
// snprintf's return value when the output is truncated.
#include <stdio.h>
#include <string.h>

struct rec { int id; double w; char name[16]; unsigned mask; char tag; };

int main(void)
{
    struct rec in[4] = {{1, 0.5, "alpha", 0xff, 'A'}, {-22, 3.25e-3, "beta_2", 0x10, 'z'},
                        {333, -17.125, "gamma", 0, '#'}, {4, 1e10, "d", 0xdeadbeef, '0'}};
    char buf[256];
    int pos = 0;
    for (int i = 0; i < 4; i++)
        pos += sprintf(buf + pos, "%d;%.6g;%s;%x;%c|", in[i].id, in[i].w, in[i].name, in[i].mask, in[i].tag);
    printf("buffer %s (%d chars)\n", buf, pos);
    const char *p = buf;
    for (int i = 0; i < 4; i++) {
        struct rec r;
        int used = 0;
        int got = sscanf(p, "%d;%lf;%15[^;];%x;%c|%n", &r.id, &r.w, r.name, &r.mask, &r.tag, &used);
        printf("got %d id %d w %.6g name %s mask %x tag %c same %d\n", got, r.id, r.w, r.name, r.mask, r.tag,
               r.id == in[i].id && strcmp(r.name, in[i].name) == 0 && r.mask == in[i].mask);
        p += used;
    }
    char small[8];
    int need = snprintf(small, sizeof small, "%s-%d", "overflowing", 12345);
    printf("need %d have '%s'\n", need, small);
    int a, b;
    char word[8];
    int n = sscanf("  42   -7 xyzzy", "%d %d %7s", &a, &b, word);
    printf("n %d a %d b %d word %s\n", n, a, b, word);
    return 0;
}
