// Gaussian elimination with partial pivoting on a small dense system, and the residual.
#include <stdio.h>
#include <math.h>

#define N 6

int main(void) {
    double a[N][N + 1], x[N], orig[N][N + 1];
    int i, j, k;
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++) a[i][j] = 1.0 / (i + j + 1) + (i == j ? 2.0 : 0.0);
        a[i][N] = i + 1;
    }
    for (i = 0; i < N; i++)
        for (j = 0; j <= N; j++) orig[i][j] = a[i][j];
    for (k = 0; k < N; k++) {
        int p = k;
        for (i = k + 1; i < N; i++)
            if (fabs(a[i][k]) > fabs(a[p][k])) p = i;
        for (j = 0; j <= N; j++) {
            double t = a[k][j];
            a[k][j] = a[p][j];
            a[p][j] = t;
        }
        for (i = k + 1; i < N; i++) {
            double f = a[i][k] / a[k][k];
            for (j = k; j <= N; j++) a[i][j] -= f * a[k][j];
        }
    }
    for (i = N - 1; i >= 0; i--) {
        double s = a[i][N];
        for (j = i + 1; j < N; j++) s -= a[i][j] * x[j];
        x[i] = s / a[i][i];
    }
    double res = 0;
    for (i = 0; i < N; i++) {
        double s = -orig[i][N];
        for (j = 0; j < N; j++) s += orig[i][j] * x[j];
        res += fabs(s);
    }
    for (i = 0; i < N; i++) printf("x[%d] = %.10f\n", i, x[i]);
    printf("residual small: %d\n", res < 1e-10);
    return 0;
}
