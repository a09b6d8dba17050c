// Pointer idioms: while (*d++ = *s++) copying, pointer comparisons, negative indices through
// an interior pointer, byte views of int arrays through unsigned char *, void * round trips,
// and pointer-to-pointer updates.
#include <stdio.h>
#include <stddef.h>

static void copy(char *d, const char *s) { while ((*d++ = *s++)) ; }
static size_t length(const char *s) { const char *p = s; while (*p) p++; return (size_t)(p - s); }

static void advance(const int **pp, int n) { *pp += n; }

static void reverse_ints(int *lo, int *hi) {
    while (lo < hi) { int t = *lo; *lo++ = *hi; *hi-- = t; }
}

int main(void) {
    char buf[32];
    copy(buf, "pointer walk");
    printf("%s %zu\n", buf, length(buf));
    int a[10];
    for (int i = 0; i < 10; i++) a[i] = i * 3;
    int *mid = a + 5;
    printf("mid[-2] %d mid[2] %d *(mid-5) %d\n", mid[-2], mid[2], *(mid - 5));
    printf("mid > a %d mid - a %td &a[9] - mid %td\n", mid > a, mid - a, &a[9] - mid);
    reverse_ints(a, a + 9);
    for (int *p = a; p != a + 10; p++) printf("%d ", *p);
    printf("\n");
    unsigned int w = 0x01020304;
    unsigned char *bytes = (unsigned char *)&w;
    printf("bytes %d %d %d %d\n", bytes[0], bytes[1], bytes[2], bytes[3]);
    void *vp = a;
    int *back = vp;
    printf("void round trip %d\n", back[1]);
    const int *cursor = a;
    advance(&cursor, 4);
    printf("cursor %d\n", *cursor);
    int x = 1, y = 2;
    int *px = &x, *py = &y;
    int **ppx = &px;
    *ppx = py;
    **ppx = 50;
    printf("x %d y %d\n", x, y);
    double d[4] = {1.5, 2.5, 3.5, 4.5};
    double *dp = d;
    double s = 0;
    while (dp < d + 4) s += *dp++;
    printf("sum %g\n", s);
    char *words[] = {"one", "two", "three", NULL};
    for (char **wp = words; *wp; wp++) printf("%s:%c ", *wp, **wp);
    printf("\n");
    int *null = NULL;
    printf("null is zero %d, !null %d\n", null == 0, !null);
    return 0;
}
