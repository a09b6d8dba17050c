// LU factorisation with partial pivoting on variably modified types: VLA parameters
// `double a[n][n]`, a heap matrix through a pointer to VLA `double (*)[n]`, `sizeof` of VLAs
// and VLA types evaluated at run time, and a residual check of the solution of A x = b for a
// few sizes of a Hilbert-like and a diagonally dominant matrix.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void fill(int n, double a[n][n], int kind) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i][j] = kind == 0 ? 1.0 / (i + j + 1) : (i == j ? 2.0 * n : 1.0 / (1 + abs(i - j)));
}

static int lu(int n, double a[n][n], int piv[n]) {
    for (int k = 0; k < n; k++) {
        int p = k;
        for (int i = k + 1; i < n; i++)
            if (fabs(a[i][k]) > fabs(a[p][k])) p = i;
        piv[k] = p;
        if (a[p][k] == 0.0) return k + 1;
        if (p != k)
            for (int j = 0; j < n; j++) {
                double t = a[k][j];
                a[k][j] = a[p][j];
                a[p][j] = t;
            }
        for (int i = k + 1; i < n; i++) {
            a[i][k] /= a[k][k];
            for (int j = k + 1; j < n; j++) a[i][j] -= a[i][k] * a[k][j];
        }
    }
    return 0;
}

static void lu_solve(int n, double (*lu)[n], const int *piv, double *x) {
    for (int k = 0; k < n; k++) {
        double t = x[k];
        x[k] = x[piv[k]];
        x[piv[k]] = t;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++) x[i] -= lu[i][j] * x[j];
    for (int i = n - 1; i >= 0; i--) {
        for (int j = i + 1; j < n; j++) x[i] -= lu[i][j] * x[j];
        x[i] /= lu[i][i];
    }
}

static double residual(int n, int m, double a[n][m], const double x[m], const double b[n]) {
    double r = 0;
    for (int i = 0; i < n; i++) {
        double s = -b[i];
        for (int j = 0; j < m; j++) s += a[i][j] * x[j];
        r = fmax(r, fabs(s));
    }
    return r;
}

int main(void) {
    for (int kind = 0; kind < 2; kind++) {
        for (int n = 3; n <= 7; n += 2) {
            double (*a)[n] = malloc(sizeof(double[n][n]));
            double (*orig)[n] = malloc(n * sizeof *orig);
            double b[n], x[n];
            int piv[n];
            fill(n, a, kind);
            for (int i = 0; i < n; i++) {
                b[i] = 0;
                for (int j = 0; j < n; j++) {
                    orig[i][j] = a[i][j];
                    b[i] += a[i][j] * (j + 1);
                }
                x[i] = b[i];
            }
            int bad = lu(n, a, piv);
            lu_solve(n, a, piv, x);
            double err = 0, det = 1;
            for (int i = 0; i < n; i++) {
                err = fmax(err, fabs(x[i] - (i + 1)));
                det *= a[i][i] * (piv[i] != i ? -1 : 1);
            }
            printf("kind=%d n=%d sizeof(b)=%zu sizeof(*a)=%zu sizeof(a[0][0])=%zu bad=%d\n", kind,
                   n, sizeof b, sizeof *a, sizeof a[0][0], bad);
            printf("  det=%.6e err<1e-6:%d res<1e-10:%d x[n-1]=%.6f piv=", det, err < 1e-6,
                   residual(n, n, orig, x, b) < 1e-10, x[n - 1]);
            for (int i = 0; i < n; i++) printf("%d", piv[i]);
            printf("\n");
            free(a);
            free(orig);
        }
    }
    /* a VLA type in a typedef keeps the size it had when declared */
    int m = 4;
    typedef int row[m];
    m = 9;
    row r;
    int (*grid)[m] = calloc(3, sizeof *grid);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < m; j++) grid[i][j] = i * m + j;
    printf("sizeof(row)=%zu m=%d grid[2][8]=%d sizeof(*grid)=%zu\n", sizeof r, m, grid[2][8],
           sizeof *grid);
    free(grid);
    return 0;
}
