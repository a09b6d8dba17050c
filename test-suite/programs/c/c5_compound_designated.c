// Compound literals and designated initializers as real code uses them: tables of structs
// with nested designators and array ranges, compound literals passed to functions, taken
// the address of and modified, and in loops (a new object each iteration in C99 semantics
// is observed only through its value).
#include <stdio.h>
#include <string.h>

struct point { int x, y; };
struct shape {
    const char *name;
    int n;
    struct point pts[4];
    double scale;
    unsigned flags;
};

static const struct shape shapes[] = {
    [2] = {.name = "tri", .n = 3, .pts = {{0, 0}, {4, 0}, [2] = {.y = 3}}, .scale = 1.5},
    [0] = {"sq", 4, {{0, 0}, {2, 0}, {2, 2}, {0, 2}}, .flags = 0x5},
    [1] = {.name = "seg", .n = 2, .pts[1].x = 7, .pts[1].y = -1},
};

static int area2(const struct point *p, int n)
{
    int a = 0;
    for (int i = 0; i < n; i++) {
        const struct point *q = &p[(i + 1) % n];
        a += p[i].x * q->y - q->x * p[i].y;
    }
    return a < 0 ? -a : a;
}

static struct point add(struct point a, struct point b) { return (struct point){a.x + b.x, a.y + b.y}; }

int main(void)
{
    int primes[10] = {[0] = 2, 3, 5, [5] = 13, 17, [3] = 7, 11};
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        const struct shape *s = &shapes[i];
        printf("%-3s n=%d area2=%d scale=%.2f flags=%u last=(%d,%d)\n", s->name, s->n,
               area2(s->pts, s->n), s->scale, s->flags, s->pts[s->n - 1].x, s->pts[s->n - 1].y);
    }
    for (int i = 0; i < 10; i++)
        printf("%d%c", primes[i], i == 9 ? '\n' : ' ');
    struct point acc = {0};
    for (int i = 0; i < 5; i++)
        acc = add(acc, (struct point){.y = i, .x = i * i});
    int *p = (int[]){5, 4, 3, 2, 1};
    p[2] += 10;
    struct point *pp = &(struct point){.x = 9};
    pp->y = pp->x * 2;
    char buf[32];
    strcpy(buf, (char[]){"compound"});
    printf("acc=(%d,%d) p2=%d sum=%d pp=(%d,%d) %s %zu\n", acc.x, acc.y, p[2],
           p[0] + p[1] + p[2] + p[3] + p[4], pp->x, pp->y, buf,
           sizeof((double[]){1, 2, 3}) / sizeof(double));
    double m[3][3] = {[1][1] = 5, [0] = {1, 2}, [2][0] = -1, 4};
    for (int i = 0; i < 3; i++)
        printf("%g %g %g\n", m[i][0], m[i][1], m[i][2]);
    return 0;
}
