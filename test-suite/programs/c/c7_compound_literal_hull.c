// 2-D computational geometry with small structs used as values: points and vectors built by
// compound literals, returned from functions, designated initializers for a table of named
// shapes, the convex hull by Andrew's monotone chain after qsort, polygon area and centroid
// by the shoelace formula, and a point-in-polygon test. Integer coordinates keep it exact.
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    long x, y;
} pt;

typedef struct {
    double x, y;
} vec2;

static pt sub(pt a, pt b) { return (pt){a.x - b.x, a.y - b.y}; }

static long cross(pt o, pt a, pt b)
{
    pt u = sub(a, o), v = sub(b, o);
    return u.x * v.y - u.y * v.x;
}

static int by_xy(const void *pa, const void *pb)
{
    const pt *a = pa, *b = pb;
    if (a->x != b->x)
        return a->x < b->x ? -1 : 1;
    return (a->y > b->y) - (a->y < b->y);
}

static int hull(pt *p, int n, pt *out)
{
    qsort(p, (size_t)n, sizeof *p, by_xy);
    int k = 0;
    for (int i = 0; i < n; i++) {
        while (k >= 2 && cross(out[k - 2], out[k - 1], p[i]) <= 0)
            k--;
        out[k++] = p[i];
    }
    for (int i = n - 2, lower = k + 1; i >= 0; i--) {
        while (k >= lower && cross(out[k - 2], out[k - 1], p[i]) <= 0)
            k--;
        out[k++] = p[i];
    }
    return k - 1;
}

static long twice_area(const pt *p, int n)
{
    long s = 0;
    for (int i = 0; i < n; i++) {
        pt a = p[i], b = p[(i + 1) % n];
        s += a.x * b.y - b.x * a.y;
    }
    return s;
}

static vec2 centroid(const pt *p, int n)
{
    double cx = 0.0, cy = 0.0;
    long a2 = twice_area(p, n);
    for (int i = 0; i < n; i++) {
        pt a = p[i], b = p[(i + 1) % n];
        long c = a.x * b.y - b.x * a.y;
        cx += (double)((a.x + b.x) * c);
        cy += (double)((a.y + b.y) * c);
    }
    return (vec2){.x = cx / (3.0 * a2), .y = cy / (3.0 * a2)};
}

static int inside(const pt *poly, int n, pt q) /* convex, counter-clockwise */
{
    for (int i = 0; i < n; i++)
        if (cross(poly[i], poly[(i + 1) % n], q) < 0)
            return 0;
    return 1;
}

static const struct shape {
    const char *name;
    int n;
    pt v[6];
} shapes[] = {
    {.name = "square", .n = 4, .v = {{0, 0}, {4, 0}, {4, 4}, {0, 4}}},
    {.name = "triangle", .n = 3, .v = {[0] = {0, 0}, [1] = {6, 0}, [2] = {.x = 0, .y = 3}}},
    {.name = "hexagon", .n = 6, .v = {{2, 0}, {4, 0}, {6, 2}, {4, 4}, {2, 4}, {0, 2}}},
};

int main(void)
{
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        const struct shape *sh = &shapes[s];
        vec2 c = centroid(sh->v, sh->n);
        printf("%-8s area=%.1f centroid=(%.4f, %.4f) contains(1,1)=%d contains(5,3)=%d\n", sh->name,
               twice_area(sh->v, sh->n) / 2.0, c.x, c.y, inside(sh->v, sh->n, (pt){1, 1}),
               inside(sh->v, sh->n, (pt){.x = 5, .y = 3}));
    }
    enum { N = 60 };
    pt cloud[N], h[N + 1];
    unsigned long seed = 2463534242UL;
    for (int i = 0; i < N; i++) {
        seed ^= seed << 13;
        seed &= 0xffffffffUL;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed &= 0xffffffffUL;
        cloud[i] = (pt){(long)(seed % 201) - 100, (long)((seed >> 8) % 201) - 100};
    }
    cloud[7] = (pt){-100, -100}; /* a guaranteed corner */
    int m = hull(cloud, N, h);
    printf("hull of %d points: %d vertices, area=%.1f\n", N, m, twice_area(h, m) / 2.0);
    for (int i = 0; i < m; i++)
        printf("%s(%ld,%ld)", i ? " " : "  ", h[i].x, h[i].y);
    printf("\n");
    int in = 0;
    for (int i = 0; i < N; i++)
        in += inside(h, m, cloud[i]);
    vec2 hc = centroid(h, m);
    printf("points inside or on hull: %d/%d centroid=(%.6f, %.6f)\n", in, N, hc.x, hc.y);
    pt far = {1000, 0};
    printf("far point inside: %d, origin inside: %d\n", inside(h, m, far), inside(h, m, (pt){0}));
    return 0;
}
