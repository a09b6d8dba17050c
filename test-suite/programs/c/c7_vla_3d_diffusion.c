// Heat diffusion in a box whose size is known only at run time, written with C99 variably
// modified types: a heap block seen as `double (*u)[ny][nx]`, functions taking
// `int nz, int ny, int nx, double u[nz][ny][nx]`, sizeof of VLA types, a VLA of per-plane
// sums on the stack, and typedefs of VLA types inside a function. Two box sizes run.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void init(int nz, int ny, int nx, double u[nz][ny][nx])
{
    for (int k = 0; k < nz; k++)
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++) {
                int inside = k > 0 && k < nz - 1 && j > 0 && j < ny - 1 && i > 0 && i < nx - 1;
                u[k][j][i] = inside ? 0.0 : (k == 0 ? 100.0 : 10.0 * (i % 3));
            }
}

static double sweep(int nz, int ny, int nx, double u[nz][ny][nx], double v[nz][ny][nx], double r)
{
    double change = 0.0;
    for (int k = 1; k < nz - 1; k++)
        for (int j = 1; j < ny - 1; j++)
            for (int i = 1; i < nx - 1; i++) {
                double lap = u[k - 1][j][i] + u[k + 1][j][i] + u[k][j - 1][i] + u[k][j + 1][i] +
                             u[k][j][i - 1] + u[k][j][i + 1] - 6.0 * u[k][j][i];
                v[k][j][i] = u[k][j][i] + r * lap;
                change = fmax(change, fabs(v[k][j][i] - u[k][j][i]));
            }
    return change;
}

static void plane_sums(int nz, int ny, int nx, double (*u)[ny][nx], double out[nz])
{
    for (int k = 0; k < nz; k++) {
        double s = 0.0;
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++)
                s += u[k][j][i];
        out[k] = s;
    }
}

static void run(int nz, int ny, int nx, int steps)
{
    typedef double plane[ny][nx];
    plane *u = malloc(sizeof(plane) * (size_t)nz);
    double (*v)[ny][nx] = malloc(nz * sizeof *v);
    printf("box %dx%dx%d: sizeof(plane)=%zu sizeof *v=%zu sizeof v[0][0]=%zu\n", nz, ny, nx,
           sizeof(plane), sizeof *v, sizeof v[0][0]);
    init(nz, ny, nx, u);
    init(nz, ny, nx, v);
    double change = 0.0;
    for (int s = 1; s <= steps; s++) {
        change = sweep(nz, ny, nx, u, v, 1.0 / 7.0);
        double (*t)[ny][nx] = u;
        u = v;
        v = t;
        if (s % (steps / 4) == 0)
            printf("  step %3d max change %.8f center %.8f\n", s, change, u[nz / 2][ny / 2][nx / 2]);
    }
    double sums[nz];
    plane_sums(nz, ny, nx, u, sums);
    printf("  plane sums:");
    for (int k = 0; k < nz; k += (nz > 6 ? 2 : 1))
        printf(" %.4f", sums[k]);
    printf("\n  sizeof sums=%zu\n", sizeof sums);
    double *flat = &u[0][0][0];
    double total = 0.0;
    for (long p = 0; p < (long)nz * ny * nx; p++)
        total += flat[p] * (double)(p % 5 + 1);
    printf("  weighted total %.6f\n", total);
    free(u);
    free(v);
}

int main(void)
{
    run(6, 7, 8, 40);
    run(11, 9, 10, 80);
    int n = 4;
    double cube[n][n][n];
    init(n, n, n, cube);
    double s[n];
    plane_sums(n, n, n, cube, s);
    printf("cube %d: %g %g %g %g\n", n, s[0], s[1], s[2], s[3]);
    return 0;
}
