// Numerical kernels with C99 array parameters: VLA matrices passed as 'double a[n][m]',
// 'restrict' pointers in a BLAS-like axpy/gemv, 'static' array parameter sizes, VLAs sized
// at run time inside loops, sizeof of VLAs, and a VLA of structs; checksums of each result.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static void axpy(int n, double a, const double *restrict x, double *restrict y)
{
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}

static void gemv(int n, int m, const double A[n][m], const double x[static m], double *restrict y)
{
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < m; j++) s += A[i][j] * x[j];
        y[i] = s;
    }
}

static void transpose(int n, int m, const double A[n][m], double T[m][n])
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) T[j][i] = A[i][j];
}

static double frob(int n, int m, double (*A)[m])
{
    double s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) s += A[i][j] * A[i][j];
    return sqrt(s);
}

struct cell { int id; double w; };

int main(void)
{
    for (int n = 3; n <= 9; n += 3) {
        int m = n + 2;
        double A[n][m], T[m][n], x[m], y[n], z[n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) A[i][j] = sin(i + 0.5 * j) + (i == j);
        for (int j = 0; j < m; j++) x[j] = 1.0 / (j + 1);
        gemv(n, m, (const double (*)[m])A, x, y);
        for (int i = 0; i < n; i++) z[i] = i;
        axpy(n, -0.5, y, z);
        transpose(n, m, (const double (*)[m])A, T);
        double s = 0;
        for (int i = 0; i < n; i++) s += z[i] * (i + 1);
        printf("n=%d m=%d sizeofA=%zu sizeofT_row=%zu s=%.12f frobA=%.12f frobT=%.12f T[m-1][n-1]=%.6f\n",
               n, m, sizeof A, sizeof T[0], s, frob(n, m, A), frob(m, n, T), T[m - 1][n - 1]);
        struct cell cells[n * 2];
        for (int k = 0; k < n * 2; k++) cells[k] = (struct cell){k * 3, k * 0.25};
        double w = 0;
        for (size_t k = 0; k < sizeof cells / sizeof cells[0]; k++) w += cells[k].id * cells[k].w;
        printf("  cells=%zu w=%.3f\n", sizeof cells / sizeof cells[0], w);
    }
    int rows = 4, cols = 6;
    double (*heap)[cols] = malloc(sizeof(double[rows][cols]));
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) heap[i][j] = i - j;
    printf("heap frob=%.10f row_bytes=%zu\n", frob(rows, cols, heap), sizeof *heap);
    free(heap);
    return 0;
}
