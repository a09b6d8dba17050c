// Upwind advection of a blob on a periodic 2-D grid, with the grids held as malloc'd
// blocks seen through pointers to rows, `double (*u)[NX]`, swapped each step as time-level
// buffers are in CFD codes. Row pointers are passed to functions, sizeof of a row is used
// for copies, and the mass and the position of the maximum are tracked.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NX 48
#define NY 32

typedef double row_t[NX];

static void init(double (*u)[NX])
{
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            double x = (i - 12.0) / 4.0, y = (j - 10.0) / 3.0;
            u[j][i] = exp(-(x * x + y * y));
        }
}

static void step(double (*restrict next)[NX], const double (*restrict u)[NX], double cx, double cy)
{
    for (int j = 0; j < NY; j++) {
        const double *row = u[j], *below = u[(j + NY - 1) % NY];
        for (int i = 0; i < NX; i++) {
            int w = (i + NX - 1) % NX;
            next[j][i] = row[i] - cx * (row[i] - row[w]) - cy * (row[i] - below[i]);
        }
    }
}

static double mass(const row_t *u)
{
    double s = 0.0;
    for (int j = 0; j < NY; j++)
        for (const double *p = u[j]; p < u[j] + NX; p++)
            s += *p;
    return s;
}

static void argmax(const double (*u)[NX], int *bi, int *bj, double *best)
{
    *best = -1.0;
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++)
            if (u[j][i] > *best) {
                *best = u[j][i];
                *bi = i;
                *bj = j;
            }
}

int main(void)
{
    double (*u)[NX] = malloc(sizeof(double[NY][NX]));
    double (*v)[NX] = malloc(NY * sizeof *v);
    printf("sizeof *u = %zu, rows apart = %td doubles\n", sizeof *u, &u[1][0] - &u[0][0]);
    init(u);
    double m0 = mass((const row_t *)u);
    const double cx = 0.5, cy = 0.25;
    for (int n = 1; n <= 64; n++) {
        step(v, (const double (*)[NX])u, cx, cy);
        double (*t)[NX] = u;
        u = v;
        v = t;
        if (n % 16 == 0) {
            int i = 0, j = 0;
            double peak;
            argmax((const double (*)[NX])u, &i, &j, &peak);
            printf("step %2d mass=%.12f drift=%.2e peak=%.6f at (%d,%d)\n", n,
                   mass((const row_t *)u), fabs(mass((const row_t *)u) - m0), peak, i, j);
        }
    }
    /* copy one row with memcpy through the row type, and shift another with memmove */
    row_t saved;
    memcpy(saved, u[5], sizeof saved);
    memmove(&u[6][1], &u[6][0], (NX - 1) * sizeof(double));
    u[6][0] = saved[NX - 1];
    double diff = 0.0;
    for (int i = 0; i < NX; i++)
        diff += fabs(saved[i] - u[5][i]);
    printf("row copy diff=%g row6[0..2]=%.6f %.6f %.6f\n", diff, u[6][0], u[6][1], u[6][2]);
    double col = 0.0;
    double *flat = &u[0][0];
    for (int j = 0; j < NY; j++)
        col += flat[j * NX + 20];
    printf("column 20 sum=%.10f\n", col);
    free(u);
    free(v);
    return 0;
}
