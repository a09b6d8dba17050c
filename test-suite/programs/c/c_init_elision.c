// Initializers as users write them: brace elision for matrices and arrays of structs,
// designator chains into nested structs and arrays (`.u.text`, `[2].pos.y`, `.m[1][0]`), the
// "next member" rule after a designation, unions initialized through a designated member,
// arrays sized by elided initializers, static and automatic objects alike.
#include <stdio.h>
#include <string.h>

struct vec { double x, y, z; };
struct body { char name[8]; struct vec pos; struct vec vel; int tags[3]; };
enum kind { K_INT, K_REAL, K_TEXT };
struct value { enum kind kind; union { long i; double r; char text[12]; } u; };
struct grid { int n; double m[3][3]; struct { int lo, hi; } range[2]; };

static double g_mat[3][4] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
static struct vec g_pts[] = {1, 2, 3, 4, 5, 6, 7};
static int g_ragged[][3] = {{1}, {2, 3}, 4, 5, 6, [5] = {9, 9, 9}};
static struct body g_bodies[3] = {
    {"sun", {0, 0, 0}, {0}, {1, 2, 3}},
    [2] = {.name = "earth", .pos.x = 1.0, .vel.y = 29.8, .tags[1] = 7, 8},
    [1].name = "moon", [1].pos = {1.0026, 0.1, 0}, [1].tags = {4, 5},
};
static struct value g_vals[] = {
    {K_INT, {.i = -42}},
    {.kind = K_TEXT, .u.text = "dvm-c"},
    {K_REAL, .u.r = 0.125},
};
static struct grid g_grid = {3, .m[1] = {4, 5, 6}, 7, 8, .m[0][2] = -1, .range[1].hi = 99};

static double vsum(const struct vec *v, int n)
{
    double s = 0;
    for (int i = 0; i < n; i++) s += v[i].x + 2 * v[i].y + 3 * v[i].z;
    return s;
}

static void show_grid(const char *tag, const struct grid *g)
{
    printf("%s n=%d", tag, g->n);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) printf(" %g", g->m[i][j]);
    printf(" | %d %d %d %d\n", g->range[0].lo, g->range[0].hi, g->range[1].lo, g->range[1].hi);
}

int main(void)
{
    double t = 0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++) t += g_mat[i][j] * (i + 1) * (j + 2);
    printf("g_mat %g\n", t);
    printf("g_pts n=%zu sum=%g last=%g %g %g\n", sizeof g_pts / sizeof g_pts[0], vsum(g_pts, 3), g_pts[2].x, g_pts[2].y, g_pts[2].z);
    printf("g_ragged rows=%zu:", sizeof g_ragged / sizeof g_ragged[0]);
    for (size_t r = 0; r < sizeof g_ragged / sizeof g_ragged[0]; r++) printf(" [%d %d %d]", g_ragged[r][0], g_ragged[r][1], g_ragged[r][2]);
    printf("\n");
    for (int b = 0; b < 3; b++)
        printf("body %s pos %g %g %g vel %g %g %g tags %d %d %d\n", g_bodies[b].name, g_bodies[b].pos.x, g_bodies[b].pos.y, g_bodies[b].pos.z,
               g_bodies[b].vel.x, g_bodies[b].vel.y, g_bodies[b].vel.z, g_bodies[b].tags[0], g_bodies[b].tags[1], g_bodies[b].tags[2]);
    printf("vals %ld %s %g n=%zu\n", g_vals[0].u.i, g_vals[1].u.text, g_vals[2].u.r, sizeof g_vals / sizeof *g_vals);
    show_grid("static", &g_grid);

    /* The same shapes as automatic objects, with values computed at run time. */
    int k = 3;
    double m[2][3] = {k, k + 1, k + 2, 2 * k};
    struct vec pts[] = {k, 1, 2, [2] = {.z = k * 0.5}, 9};
    struct body b = {"probe", .vel = {k, -k}, .tags = {[2] = k}, .pos.z = 0.25};
    struct grid g = {.range = {{1, 2}, 3, 4}, .n = k, .m = {{1}, {0, 2}, [2][2] = k}};
    union { int i[2]; double d; } u = {{k, -k}};
    char words[][6] = {"ab", "cde", {'f', 'g', 0}, "hijkl"};
    printf("m %g %g %g %g %g %g\n", m[0][0], m[0][1], m[0][2], m[1][0], m[1][1], m[1][2]);
    printf("pts n=%zu %g %g %g %g\n", sizeof pts / sizeof pts[0], vsum(pts, 4), pts[2].z, pts[3].x, pts[3].y);
    printf("b %s %g %g %g %g %d %d %d\n", b.name, b.vel.x, b.vel.y, b.pos.z, b.pos.x, b.tags[0], b.tags[1], b.tags[2]);
    show_grid("auto", &g);
    printf("u %d %d words %zu %s %s %s %s\n", u.i[0], u.i[1], sizeof words, words[0], words[1], words[2], words[3]);
    struct vec *cl = (struct vec[]){1, 2, 3, {.y = 5}};
    printf("compound %g %g\n", vsum(cl, 2), cl[1].y);
    return 0;
}
