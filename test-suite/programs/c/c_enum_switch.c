// Enums with explicit and negative values, switch over enums and chars, nested switches, a
// default label in the middle, and bit-flag enums combined with '|'.
#include <stdio.h>

enum temp { FREEZING = -10, COLD = 0, MILD = 15, HOT = 30 };
enum flags { READ = 1 << 0, WRITE = 1 << 1, EXEC = 1 << 2, ALL = READ | WRITE | EXEC };
typedef enum { RED, GREEN = 5, BLUE, LAST } color;

static const char *describe(enum temp t) {
    switch (t) {
    case FREEZING: return "freezing";
    default: return "unusual";
    case COLD: return "cold";
    case MILD: return "mild";
    case HOT: return "hot";
    }
}

static void perms(int f, char *out) {
    out[0] = f & READ ? 'r' : '-';
    out[1] = f & WRITE ? 'w' : '-';
    out[2] = f & EXEC ? 'x' : '-';
    out[3] = 0;
}

static int classify(char c) {
    switch (c) {
    case 'a': case 'e': case 'i': case 'o': case 'u': return 1;
    case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9': return 2;
    case ' ': return 3;
    default: return 0;
    }
}

int main(void) {
    enum temp ts[] = {HOT, COLD, FREEZING, MILD, (enum temp)7};
    for (int i = 0; i < 5; i++) printf("%d %s\n", ts[i], describe(ts[i]));
    char buf[4];
    for (int f = 0; f <= ALL; f++) { perms(f, buf); printf("%s ", buf); }
    printf("\n");
    printf("colors %d %d %d %d\n", RED, GREEN, BLUE, LAST);
    int counts[4] = {0};
    const char *text = "the year 2024 was a leap year";
    for (const char *p = text; *p; p++) counts[classify(*p)]++;
    printf("other %d vowels %d digits %d spaces %d\n", counts[0], counts[1], counts[2], counts[3]);
    int total = 0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            switch (i) {
            case 0:
                switch (j) { case 0: total += 1; break; case 1: total += 2; /* fall */ default: total += 4; }
                break;
            case 1: total += 10 * j; break;
            default:
                if (j == 2) break;
                total += 100;
            }
    printf("total %d\n", total);
    color c = BLUE;
    c++;
    printf("after BLUE %d is LAST %d sizeof %d\n", c, c == LAST, (int)sizeof c);
    return 0;
}
