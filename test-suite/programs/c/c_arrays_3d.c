// Three-dimensional arrays: filling, a 3-D stencil sum, and pointers to rows.
#include <stdio.h>

#define N 8
double a[N][N][N];
double b[N][N][N];

int main(void) {
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                a[i][j][k] = i + 2 * j + 3 * k;
    for (i = 1; i < N - 1; i++)
        for (j = 1; j < N - 1; j++)
            for (k = 1; k < N - 1; k++)
                b[i][j][k] = (a[i - 1][j][k] + a[i + 1][j][k] + a[i][j - 1][k] + a[i][j + 1][k] +
                              a[i][j][k - 1] + a[i][j][k + 1]) / 6.0;
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += b[i][j][k];
    printf("sum %.4f\n", s);
    double *row = a[3][4];
    printf("row %.1f %.1f\n", row[0], row[7]);
    int small[2][3][4];
    int n = 0;
    for (i = 0; i < 2; i++)
        for (j = 0; j < 3; j++)
            for (k = 0; k < 4; k++)
                small[i][j][k] = n++;
    printf("%d %d %d\n", small[1][2][3], small[1][0][0], (int)sizeof(small[1]));
    return 0;
}
