// File-scope objects: tentative definitions, pointers to globals and to array elements,
// string tables, nested aggregate initializers, extern declarations and constant expressions
// in array sizes.
#include <stdio.h>

#define LEN (3 * 4 - 2)
enum { SMALL = 2, BIG = SMALL * 8 };

int counter;
int counter;
int values[LEN] = {1, 2, 3, [LEN - 1] = 99};
int *second = &values[1];
int *past = values + LEN;
const char *greeting = "hello";
char mutable_text[] = "mutable";
char table[3][8] = {"one", "two", "three"};
double weights[BIG];
struct cfg { const char *name; int dims[3]; double scale; } configs[] = {
    {"small", {2, 2, 2}, 0.5},
    {"wide", {8, 1, 1}, 1.0},
    {.name = "deep", .dims = {1, 1, 16}},
};
static const int nconf = sizeof configs / sizeof configs[0];
extern int later;
int later = 7;
unsigned long long mask = ~0ULL >> 8;
double ratio = 1.0 / 3;
char initial = 'Q' + 1;
unsigned udiv = (0u - 8) / 2;
int ucmp = -1 < 0u;
unsigned ushift = ~0u >> 28;
unsigned long long widened = ~0u;
long long negwide = -1u;
int arr_by_unsigned[(unsigned char)300 - 40];
long smod = -7 % 3;
unsigned long umod = (unsigned long)-7 % 3;

int main(void) {
    printf("counter %d later %d\n", counter, later);
    printf("values:");
    for (int i = 0; i < LEN; i++) printf(" %d", values[i]);
    printf("\n*second %d past-values %d\n", *second, (int)(past - values));
    *second = 20;
    printf("values[1] now %d\n", values[1]);
    printf("%s %s %c\n", greeting, mutable_text, initial);
    mutable_text[0] = 'M';
    greeting = mutable_text;
    printf("%s\n", greeting);
    for (int i = 0; i < 3; i++) printf("table[%d] = %s (%d)\n", i, table[i], (int)sizeof table[i]);
    for (int i = 0; i < BIG; i++) weights[i] = i * ratio;
    printf("weights[15] %.6f\n", weights[15]);
    for (int i = 0; i < nconf; i++)
        printf("%s %d %d %d %.2f\n", configs[i].name, configs[i].dims[0], configs[i].dims[1], configs[i].dims[2], configs[i].scale);
    printf("mask %llx\n", mask);
    printf("udiv %u ucmp %d ushift %u widened %llx negwide %lld size %d smod %ld umod %lu\n", udiv, ucmp,
           ushift, widened, negwide, (int)(sizeof arr_by_unsigned / sizeof(int)), smod, umod);
    counter += 5;
    printf("counter %d\n", counter);
    return 0;
}
