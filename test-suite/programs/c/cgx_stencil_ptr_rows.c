// A 2-D Jacobi relaxation written with pointers to arrays, as C codes pass fixed-width
// grids: `double (*u)[NY]` from malloc, a `const double (*)[NY]` source, rows swapped by
// pointer, row pointers walked with `const double *const`, a boundary built with a
// pointer-to-row loop, and residual/checksum reductions.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NX 24
#define NY 18

static void boundary(double (*u)[NY]) {
    for (double (*row)[NY] = u; row < u + NX; row++) {
        (*row)[0] = 1.0;
        (*row)[NY - 1] = 0.0;
    }
    for (int j = 0; j < NY; j++) {
        u[0][j] = 1.0 - (double)j / (NY - 1);
        u[NX - 1][j] = 0.5 * (1.0 - (double)j / (NY - 1));
    }
}

static double sweep(const double (*restrict src)[NY], double (*restrict dst)[NY]) {
    double diff = 0;
    for (int i = 1; i < NX - 1; i++) {
        const double *const up = src[i - 1], *const mid = src[i], *const down = src[i + 1];
        for (int j = 1; j < NY - 1; j++) {
            dst[i][j] = 0.25 * (up[j] + down[j] + mid[j - 1] + mid[j + 1]);
            diff = fmax(diff, fabs(dst[i][j] - mid[j]));
        }
    }
    return diff;
}

static double checksum(int n, const double (*a)[NY]) {
    double s = 0;
    for (int i = 0; i < n; i++)
        for (const double *p = a[i]; p != a[i] + NY; p++) s += *p * (1 + i % 5);
    return s;
}

int main(void) {
    double (*a)[NY] = calloc(NX, sizeof *a);
    double (*b)[NY] = malloc(NX * sizeof(double[NY]));
    boundary(a);
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++) b[i][j] = a[i][j];
    int it;
    double d = 1;
    for (it = 1; it <= 2000 && d > 1e-6; it++) {
        d = sweep((const double (*)[NY])a, b);
        double (*t)[NY] = a;
        a = b;
        b = t;
        if (it % 400 == 0) printf("iter %4d diff %.6e center %.10f\n", it, d, a[NX / 2][NY / 2]);
    }
    printf("stopped at %d diff %.3e\n", it - 1, d);
    printf("checksum %.10f\n", checksum(NX, (const double (*)[NY])a));
    printf("sizeof *a = %zu, a[1]-a[0] = %td doubles, row of 5: %.8f %.8f %.8f\n", sizeof *a, a[1] - a[0],
           a[5][1], a[5][NY / 2], a[5][NY - 2]);
    const double *flat = &a[0][0];
    printf("flat[NY*7+3]=%.10f equals a[7][3]: %d\n", flat[NY * 7 + 3], flat[NY * 7 + 3] == a[7][3]);
    free(a);
    free(b);
    return 0;
}
