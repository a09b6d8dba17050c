// VLAs as locals and parameters: a matrix product and transpose through 'double a[n][m]'
// parameters, 'sizeof' of VLA types at run time, a VLA of VLAs in a loop of growing sizes,
// and a pointer to a VLA row type walking the rows.
#include <stdio.h>

static void fill(int n, int m, double a[n][m], double seed)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i][j] = seed + i * 0.5 - j * 0.25;
}

static void matmul(int n, int k, int m, double a[n][k], double b[k][m], double c[n][m])
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            double s = 0;
            for (int l = 0; l < k; l++)
                s += a[i][l] * b[l][j];
            c[i][j] = s;
        }
}

static double trace_of_transpose(int n, double a[n][n])
{
    double t[n][n];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            t[j][i] = a[i][j];
    double s = 0;
    for (int i = 0; i < n; i++)
        s += t[i][i] * (i + 1) + t[i][n - 1 - i];
    return s;
}

int main(void)
{
    for (int n = 2; n <= 6; n++) {
        int k = n + 1, m = n - 1 + (n % 2);
        double a[n][k], b[k][m], c[n][m];
        fill(n, k, a, 1.0);
        fill(k, m, b, -0.5);
        matmul(n, k, m, a, b, c);
        double s = 0;
        double (*row)[m] = c;
        for (int i = 0; i < n; i++, row++)
            for (int j = 0; j < m; j++)
                s += (*row)[j] * (j + 1);
        double sq[n][n];
        fill(n, n, sq, n * 0.1);
        printf("n=%d k=%d m=%d sizeof(c)=%zu sizeof(c[0])=%zu sum=%.4f tr=%.4f\n", n, k, m,
               sizeof c, sizeof c[0], s, trace_of_transpose(n, sq));
    }
    return 0;
}
