// Compound literals and designated initializers: struct and array literals passed to functions,
// designated array indices, out-of-order struct fields, and zero filling.
#include <stdio.h>

struct rect { int x, y, w, h; };
struct color { unsigned char r, g, b; };

static int area(const struct rect *r) { return r->w * r->h; }
static int sum(const int *v, int n) { int s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }

static const char *names[] = { [2] = "two", [0] = "zero", [5] = "five" };
static int primes[10] = { 2, 3, 5, [6] = 17, 19 };
static struct color palette[] = { [1] = { .g = 255 }, [3] = { 1, 2, 3 }, { .b = 9, .r = 8 } };

int main(void) {
    printf("area %d\n", area(&(struct rect){ .w = 3, .h = 4 }));
    printf("sum %d\n", sum((int[]){ 1, 2, 3, 4, 5 }, 5));
    struct rect r = { .y = 2, .x = 1, .h = 7 };
    printf("r %d %d %d %d\n", r.x, r.y, r.w, r.h);
    r = (struct rect){ 9, 8, 7, 6 };
    printf("r %d %d %d %d\n", r.x, r.y, r.w, r.h);
    for (int i = 0; i < 6; i++) printf("names[%d] = %s\n", i, names[i] ? names[i] : "(null)");
    for (int i = 0; i < 10; i++) printf("%d ", primes[i]);
    printf("\n");
    int n = sizeof palette / sizeof palette[0];
    printf("palette %d\n", n);
    for (int i = 0; i < n; i++) printf("  %d %d %d\n", palette[i].r, palette[i].g, palette[i].b);
    int *p = (int[3]){ 10, 20, 30 };
    p[1] += 5;
    printf("p %d %d %d\n", p[0], p[1], p[2]);
    double m[2][3] = { [1] = { [2] = 1.5 }, [0] = { 0.5 } };
    for (int i = 0; i < 2; i++) printf("%g %g %g\n", m[i][0], m[i][1], m[i][2]);
    return 0;
}
