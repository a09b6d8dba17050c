// A 2-D heat equation on VLAs whose sizes come from the command line's absence (argc): two
// VLA grids swapped through pointers to VLA rows each step, boundary conditions by
// functions taking 'double g[ny][nx]', and a VLA of per-row statistics.
#include <stdio.h>

static void boundary(int ny, int nx, double g[ny][nx], double t)
{
    for (int j = 0; j < nx; j++) {
        g[0][j] = 1.0 + t;
        g[ny - 1][j] = 0.0;
    }
    for (int i = 0; i < ny; i++) {
        g[i][0] = 0.5;
        g[i][nx - 1] = 0.25 * i / (ny - 1);
    }
}

int main(int argc, char **argv)
{
    (void)argv;
    int ny = 10 + argc, nx = 13 - argc;
    double a[ny][nx], b[ny][nx];
    for (int i = 0; i < ny; i++)
        for (int j = 0; j < nx; j++)
            a[i][j] = b[i][j] = 0;
    double (*cur)[nx] = a, (*nxt)[nx] = b;
    for (int step = 0; step < 40; step++) {
        boundary(ny, nx, cur, step * 0.01);
        for (int i = 1; i < ny - 1; i++)
            for (int j = 1; j < nx - 1; j++)
                nxt[i][j] = cur[i][j] + 0.2 * (cur[i - 1][j] + cur[i + 1][j] + cur[i][j - 1] +
                                               cur[i][j + 1] - 4 * cur[i][j]);
        boundary(ny, nx, nxt, step * 0.01);
        double (*t)[nx] = cur;
        cur = nxt;
        nxt = t;
    }
    double rowmax[ny];
    for (int i = 0; i < ny; i++) {
        rowmax[i] = cur[i][0];
        for (int j = 1; j < nx; j++)
            if (cur[i][j] > rowmax[i])
                rowmax[i] = cur[i][j];
    }
    double s = 0;
    for (int i = 0; i < ny; i++)
        s += rowmax[i] * (i + 1);
    printf("ny %d nx %d weighted rowmax %.9f center %.9f sizeof rowmax %zu\n", ny, nx, s,
           cur[ny / 2][nx / 2], sizeof rowmax);
    return 0;
}
