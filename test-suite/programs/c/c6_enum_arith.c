// enum arithmetic: enumerators with explicit values and implicit successors, iteration over
// an enum range, enums as array sizes and indices, bit-flag enums combined with |, and
// enum values in switch and in arithmetic with ints.
#include <stdio.h>

enum color { RED, GREEN = 5, BLUE, ALPHA = BLUE * 2, NCOLOR };
enum flags { F_READ = 1 << 0, F_WRITE = 1 << 1, F_EXEC = 1 << 2, F_ALL = F_READ | F_WRITE | F_EXEC };
typedef enum { MON, TUE, WED, THU, FRI, SAT, SUN, DAYS } day;

static const char *day_name[DAYS] = {"mon", "tue", "wed", "thu", "fri", "sat", "sun"};

static day next(day d) { return (day)((d + 1) % DAYS); }

int main(void)
{
    printf("RED %d GREEN %d BLUE %d ALPHA %d NCOLOR %d\n", RED, GREEN, BLUE, ALPHA, NCOLOR);
    int hist[NCOLOR] = {0};
    for (int i = 0; i < 40; i++)
        hist[(i * 7) % NCOLOR]++;
    int s = 0;
    for (enum color c = RED; c < NCOLOR; c++)
        s += hist[c] * (int)c;
    printf("weighted %d\n", s);
    unsigned f = F_READ | F_EXEC;
    printf("flags %u all %d has write %d\n", f, F_ALL, (f & F_WRITE) != 0);
    f |= F_WRITE;
    printf("now all %d\n", f == F_ALL);
    day d = FRI;
    for (int k = 0; k < 5; k++) {
        printf("%s ", day_name[d]);
        d = next(d);
    }
    printf("\n");
    int weekend = 0;
    for (day x = MON; x < DAYS; x++)
        switch (x) {
        case SAT:
        case SUN:
            weekend += x;
            break;
        default:
            weekend -= 1;
        }
    printf("weekend %d sizeof %zu\n", weekend, sizeof(enum color));
    return 0;
}
