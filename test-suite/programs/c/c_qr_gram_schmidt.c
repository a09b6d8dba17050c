// QR factorization by modified Gram-Schmidt on a tall matrix, checking orthonormality of Q and
// Q R = A, and solving a least-squares problem through R.
#include <stdio.h>
#include <math.h>

#define M 6
#define N 3

int main(void) {
    double a[M][N], q[M][N], r[N][N] = {{0}};
    for (int i = 0; i < M; i++) {
        double t = i * 0.5;
        a[i][0] = 1;
        a[i][1] = t;
        a[i][2] = t * t;
    }
    for (int i = 0; i < M; i++) for (int j = 0; j < N; j++) q[i][j] = a[i][j];
    for (int k = 0; k < N; k++) {
        double norm = 0;
        for (int i = 0; i < M; i++) norm += q[i][k] * q[i][k];
        r[k][k] = sqrt(norm);
        for (int i = 0; i < M; i++) q[i][k] /= r[k][k];
        for (int j = k + 1; j < N; j++) {
            double d = 0;
            for (int i = 0; i < M; i++) d += q[i][k] * q[i][j];
            r[k][j] = d;
            for (int i = 0; i < M; i++) q[i][j] -= d * q[i][k];
        }
    }
    printf("R:\n");
    for (int i = 0; i < N; i++) printf(" %10.6f %10.6f %10.6f\n", r[i][0], r[i][1], r[i][2]);
    double orth = 0, recon = 0;
    for (int j = 0; j < N; j++)
        for (int k = 0; k < N; k++) {
            double d = 0;
            for (int i = 0; i < M; i++) d += q[i][j] * q[i][k];
            orth = fmax(orth, fabs(d - (j == k)));
        }
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < N; k++) s += q[i][k] * r[k][j];
            recon = fmax(recon, fabs(s - a[i][j]));
        }
    printf("orthonormal %d reconstructs %d\n", orth < 1e-12, recon < 1e-12);
    double b[M], qtb[N], x[N];
    for (int i = 0; i < M; i++) { double t = i * 0.5; b[i] = 2 - 3 * t + 0.5 * t * t + ((i % 2) ? 0.01 : -0.01); }
    for (int k = 0; k < N; k++) { qtb[k] = 0; for (int i = 0; i < M; i++) qtb[k] += q[i][k] * b[i]; }
    for (int k = N - 1; k >= 0; k--) {
        x[k] = qtb[k];
        for (int j = k + 1; j < N; j++) x[k] -= r[k][j] * x[j];
        x[k] /= r[k][k];
    }
    printf("least squares %.6f %.6f %.6f\n", x[0], x[1], x[2]);
    return 0;
}
