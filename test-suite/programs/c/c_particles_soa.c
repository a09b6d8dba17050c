// Structs of arrays for particles: a leapfrog integrator over a struct holding fixed-size
// arrays, sorted by qsort with a comparator reading through a global context pointer,
// statistics through function pointers kept in a table of structs.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>

#define NP 64

typedef struct {
    double x[NP], y[NP];
    double vx[NP], vy[NP];
    double m[NP];
    int id[NP];
} Particles;

typedef double (*reduce_fn)(const double *, int);

static double sum(const double *v, int n) { double s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
static double vmax(const double *v, int n) { double s = v[0]; for (int i = 1; i < n; i++) if (v[i] > s) s = v[i]; return s; }
static double vmin(const double *v, int n) { double s = v[0]; for (int i = 1; i < n; i++) if (v[i] < s) s = v[i]; return s; }

static const struct { const char *name; reduce_fn f; } stats[] = {
    {"sum", sum}, {"max", vmax}, {"min", vmin},
};

static const Particles *ctx;

static int by_radius(const void *a, const void *b)
{
    int i = *(const int *)a, j = *(const int *)b;
    double ri = ctx->x[i] * ctx->x[i] + ctx->y[i] * ctx->y[i];
    double rj = ctx->x[j] * ctx->x[j] + ctx->y[j] * ctx->y[j];
    return (ri > rj) - (ri < rj);
}

static void init(Particles *p)
{
    unsigned s = 12345u;
    for (int i = 0; i < NP; i++) {
        s = s * 1103515245u + 12345u;
        double a = (s >> 8) % 1000 / 1000.0 * 6.283185307179586;
        s = s * 1103515245u + 12345u;
        double r = 0.5 + (s >> 8) % 1000 / 1000.0;
        p->x[i] = r * cos(a);
        p->y[i] = r * sin(a);
        p->vx[i] = -p->y[i] * 0.3;
        p->vy[i] = p->x[i] * 0.3;
        p->m[i] = 1.0 + (i % 5) * 0.25;
        p->id[i] = i;
    }
}

static void step(Particles *p, double dt)
{
    double ax[NP], ay[NP];
    memset(ax, 0, sizeof ax);
    memset(ay, 0, sizeof ay);
    for (int i = 0; i < NP; i++)
        for (int j = 0; j < NP; j++) {
            if (i == j) continue;
            double dx = p->x[j] - p->x[i], dy = p->y[j] - p->y[i];
            double r2 = dx * dx + dy * dy + 0.01;
            double inv = p->m[j] / (r2 * sqrt(r2));
            ax[i] += dx * inv;
            ay[i] += dy * inv;
        }
    for (int i = 0; i < NP; i++) {
        p->vx[i] += dt * ax[i] * 1e-3;
        p->vy[i] += dt * ay[i] * 1e-3;
        p->x[i] += dt * p->vx[i];
        p->y[i] += dt * p->vy[i];
    }
}

int main(void)
{
    static Particles p;
    int order[NP];
    init(&p);
    for (int t = 0; t < 20; t++)
        step(&p, 0.05);
    double e[NP];
    for (int i = 0; i < NP; i++)
        e[i] = 0.5 * p.m[i] * (p.vx[i] * p.vx[i] + p.vy[i] * p.vy[i]);
    for (size_t k = 0; k < sizeof stats / sizeof stats[0]; k++)
        printf("%s kinetic %.10f\n", stats[k].name, stats[k].f(e, NP));
    for (int i = 0; i < NP; i++) order[i] = i;
    ctx = &p;
    qsort(order, NP, sizeof order[0], by_radius);
    printf("closest %d %d %d farthest %d %d\n", order[0], order[1], order[2], order[NP - 2], order[NP - 1]);
    printf("x[7]=%.12f y[33]=%.12f sizeof=%zu\n", p.x[7], p.y[33], sizeof(Particles));
    return 0;
}
