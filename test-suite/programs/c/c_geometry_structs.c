// Geometry with small structs as values: compound literals as arguments and return values,
// anonymous unions inside structs (C11), nested designated initializers of a scene table,
// struct assignment and comparison by members, arrays of structs sorted and reduced, and
// bit-field flags packed beside doubles.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef struct { double x, y; } vec2;
typedef struct { vec2 min, max; } box;

enum shape_kind { CIRCLE, RECT, TRI };

typedef struct {
    enum shape_kind kind;
    unsigned visible : 1;
    unsigned layer : 4;
    union {
        struct { vec2 c; double r; } circle;
        box rect;
        vec2 tri[3];
    };
} shape;

static vec2 add(vec2 a, vec2 b) { return (vec2){a.x + b.x, a.y + b.y}; }
static vec2 scale(vec2 a, double s) { return (vec2){.x = a.x * s, .y = a.y * s}; }
static double cross(vec2 a, vec2 b) { return a.x * b.y - a.y * b.x; }

static double area(const shape *s)
{
    switch (s->kind) {
    case CIRCLE: return M_PI * s->circle.r * s->circle.r;
    case RECT: return (s->rect.max.x - s->rect.min.x) * (s->rect.max.y - s->rect.min.y);
    case TRI: {
        vec2 a = add(s->tri[1], scale(s->tri[0], -1)), b = add(s->tri[2], scale(s->tri[0], -1));
        return fabs(cross(a, b)) / 2;
    }
    }
    return 0;
}

static box bounds(const shape *s)
{
    switch (s->kind) {
    case CIRCLE: return (box){{s->circle.c.x - s->circle.r, s->circle.c.y - s->circle.r}, {s->circle.c.x + s->circle.r, s->circle.c.y + s->circle.r}};
    case RECT: return s->rect;
    default: {
        box b = {s->tri[0], s->tri[0]};
        for (int i = 1; i < 3; i++) {
            b.min.x = fmin(b.min.x, s->tri[i].x); b.min.y = fmin(b.min.y, s->tri[i].y);
            b.max.x = fmax(b.max.x, s->tri[i].x); b.max.y = fmax(b.max.y, s->tri[i].y);
        }
        return b;
    }
    }
}

static int by_area(const void *a, const void *b)
{
    double d = area(a) - area(b);
    return (d > 0) - (d < 0);
}

int main(void)
{
    shape scene[] = {
        {.kind = CIRCLE, .visible = 1, .layer = 3, .circle = {.c = {1, 2}, .r = 1.5}},
        {.kind = RECT, .visible = 0, .layer = 15, .rect = {{-1, -1}, {2, 0.5}}},
        {.kind = TRI, .visible = 1, .layer = 7, .tri = {{0, 0}, {4, 0}, [2] = {.y = 3}}},
        {.kind = CIRCLE, .visible = 1, .circle.c.x = -2, .circle.r = 0.5},
        {.kind = RECT, .layer = 1, .rect.max = {3, 3}},
    };
    int n = sizeof scene / sizeof scene[0];
    double total = 0;
    box all = bounds(&scene[0]);
    for (int i = 0; i < n; i++) {
        box b = bounds(&scene[i]);
        all.min.x = fmin(all.min.x, b.min.x); all.min.y = fmin(all.min.y, b.min.y);
        all.max.x = fmax(all.max.x, b.max.x); all.max.y = fmax(all.max.y, b.max.y);
        if (scene[i].visible) total += area(&scene[i]) * (scene[i].layer + 1);
        printf("shape %d kind=%d vis=%u layer=%u area=%.6f box=(%g,%g)-(%g,%g)\n", i, scene[i].kind, scene[i].visible, scene[i].layer, area(&scene[i]), b.min.x, b.min.y, b.max.x, b.max.y);
    }
    printf("total=%.8f all=(%g,%g)-(%g,%g) sizeof(shape)=%zu\n", total, all.min.x, all.min.y, all.max.x, all.max.y, sizeof(shape));
    qsort(scene, n, sizeof scene[0], by_area);
    for (int i = 0; i < n; i++) printf("%d:%d ", i, scene[i].kind);
    printf("\n");
    vec2 p = add(scale((vec2){1, 1}, 3), (vec2){-0.5, 0.25});
    shape copy = scene[n - 1];
    copy.layer += 2;
    printf("p=(%g,%g) copy kind=%d layer=%u orig layer=%u\n", p.x, p.y, copy.kind, copy.layer, scene[n - 1].layer);
    return 0;
}
