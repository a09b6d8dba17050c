// Enumerations (implicit and explicit values), typedefs of scalars and arrays, and
// constant expressions in array sizes.
#include <stdio.h>

enum color { RED, GREEN = 5, BLUE, ALPHA = BLUE * 2 };
typedef enum { SMALL = 1, LARGE = 1 << 4 } size_kind;
typedef unsigned long ulong_t;
typedef double vec3[3];
#define DIM (ALPHA + 2)

double dot(const double *a, const double *b) {
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

int main(void) {
    enum color c = BLUE;
    size_kind k = LARGE;
    ulong_t big = 4000000000ul;
    int table[DIM];
    vec3 u = {1, 2, 3}, v = {4, 5, 6};
    printf("%d %d %d %d\n", RED, GREEN, c, ALPHA);
    printf("%d %lu %d\n", k, big * 2, (int)(sizeof table / sizeof table[0]));
    printf("dot %.1f\n", dot(u, v));
    for (int i = 0; i < DIM; i++) table[i] = i * c;
    printf("%d\n", table[DIM - 1]);
    switch (c) {
    case RED: printf("red\n"); break;
    case BLUE: printf("blue\n"); break;
    default: printf("other\n");
    }
    return 0;
}
