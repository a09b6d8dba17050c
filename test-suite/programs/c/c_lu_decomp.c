// LU decomposition with partial pivoting (Doolittle), solving A x = b and computing det(A).
#include <stdio.h>
#include <math.h>

#define N 6

static int lu(double a[N][N], int piv[N]) {
    int sign = 1;
    for (int i = 0; i < N; i++) piv[i] = i;
    for (int k = 0; k < N; k++) {
        int p = k;
        for (int i = k + 1; i < N; i++)
            if (fabs(a[i][k]) > fabs(a[p][k])) p = i;
        if (p != k) {
            for (int j = 0; j < N; j++) { double t = a[k][j]; a[k][j] = a[p][j]; a[p][j] = t; }
            int t = piv[k]; piv[k] = piv[p]; piv[p] = t;
            sign = -sign;
        }
        for (int i = k + 1; i < N; i++) {
            a[i][k] /= a[k][k];
            for (int j = k + 1; j < N; j++) a[i][j] -= a[i][k] * a[k][j];
        }
    }
    return sign;
}

static void solve(double a[N][N], const int piv[N], const double b[N], double x[N]) {
    double y[N];
    for (int i = 0; i < N; i++) {
        y[i] = b[piv[i]];
        for (int j = 0; j < i; j++) y[i] -= a[i][j] * y[j];
    }
    for (int i = N - 1; i >= 0; i--) {
        x[i] = y[i];
        for (int j = i + 1; j < N; j++) x[i] -= a[i][j] * x[j];
        x[i] /= a[i][i];
    }
}

int main(void) {
    double a[N][N], orig[N][N], b[N], x[N];
    int piv[N];
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) a[i][j] = 1.0 / (i + j + 1) + (i == j ? 2.0 : 0.0) + ((i * 7 + j * 3) % 5) * 0.1;
        b[i] = i + 1;
    }
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) orig[i][j] = a[i][j];
    int sign = lu(a, piv);
    double det = sign;
    for (int i = 0; i < N; i++) det *= a[i][i];
    printf("det %.10f\n", det);
    printf("piv");
    for (int i = 0; i < N; i++) printf(" %d", piv[i]);
    printf("\n");
    solve(a, piv, b, x);
    for (int i = 0; i < N; i++) printf("x[%d] = %.10f\n", i, x[i]);
    double res = 0;
    for (int i = 0; i < N; i++) {
        double s = -b[i];
        for (int j = 0; j < N; j++) s += orig[i][j] * x[j];
        res = fmax(res, fabs(s));
    }
    printf("residual small %d\n", res < 1e-12);
    return 0;
}
