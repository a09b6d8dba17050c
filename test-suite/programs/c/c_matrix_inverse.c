// Matrix inversion by Gauss-Jordan elimination with partial pivoting on an augmented matrix,
// checking A * inv(A) = I, and a singular matrix detected.
#include <stdio.h>
#include <math.h>

#define N 5

static int invert(const double a[N][N], double inv[N][N]) {
    double m[N][2 * N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 2 * N; j++) m[i][j] = j < N ? a[i][j] : (j - N == i);
    for (int c = 0; c < N; c++) {
        int p = c;
        for (int r = c + 1; r < N; r++) if (fabs(m[r][c]) > fabs(m[p][c])) p = r;
        if (fabs(m[p][c]) < 1e-12) return 0;
        if (p != c)
            for (int j = 0; j < 2 * N; j++) { double t = m[c][j]; m[c][j] = m[p][j]; m[p][j] = t; }
        double d = m[c][c];
        for (int j = 0; j < 2 * N; j++) m[c][j] /= d;
        for (int r = 0; r < N; r++) {
            if (r == c) continue;
            double f = m[r][c];
            for (int j = 0; j < 2 * N; j++) m[r][j] -= f * m[c][j];
        }
    }
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) inv[i][j] = m[i][j + N];
    return 1;
}

int main(void) {
    double a[N][N], inv[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) a[i][j] = (i == j) ? 4.0 : 1.0 / (1.0 + (i + 2 * j) % 4);
    if (!invert(a, inv)) { printf("singular\n"); return 0; }
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) printf(" %10.6f", inv[i][j]);
        printf("\n");
    }
    double err = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < N; k++) s += a[i][k] * inv[k][j];
            err = fmax(err, fabs(s - (i == j)));
        }
    printf("identity error small %d\n", err < 1e-12);
    double s[N][N];
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) s[i][j] = (i + 1) * (j + 1);
    printf("rank-one matrix invertible %d\n", invert(s, inv));
    return 0;
}
