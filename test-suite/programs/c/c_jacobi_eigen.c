// Eigenvalues of a symmetric matrix by cyclic Jacobi rotations: off-diagonal norm decreasing,
// sorted eigenvalues, and the trace/determinant invariants.
#include <stdio.h>
#include <math.h>

#define N 5

static double off(double a[N][N]) {
    double s = 0;
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) if (i != j) s += a[i][j] * a[i][j];
    return sqrt(s);
}

int main(void) {
    double a[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) a[i][j] = (i == j) ? 2.0 + i : 1.0 / (1 + i + j);
    double trace = 0;
    for (int i = 0; i < N; i++) trace += a[i][i];
    int sweep;
    for (sweep = 0; sweep < 50 && off(a) > 1e-13; sweep++) {
        for (int p = 0; p < N - 1; p++)
            for (int q = p + 1; q < N; q++) {
                if (fabs(a[p][q]) < 1e-300) continue;
                double theta = (a[q][q] - a[p][p]) / (2 * a[p][q]);
                double t = (theta >= 0 ? 1 : -1) / (fabs(theta) + sqrt(theta * theta + 1));
                double c = 1 / sqrt(t * t + 1), s = t * c;
                for (int k = 0; k < N; k++) {
                    double akp = a[k][p], akq = a[k][q];
                    a[k][p] = c * akp - s * akq;
                    a[k][q] = s * akp + c * akq;
                }
                for (int k = 0; k < N; k++) {
                    double apk = a[p][k], aqk = a[q][k];
                    a[p][k] = c * apk - s * aqk;
                    a[q][k] = s * apk + c * aqk;
                }
            }
    }
    printf("converged in few sweeps %d\n", sweep < 15);
    double ev[N], sum = 0;
    for (int i = 0; i < N; i++) ev[i] = a[i][i];
    for (int i = 0; i < N; i++)
        for (int j = i + 1; j < N; j++)
            if (ev[j] < ev[i]) { double t = ev[i]; ev[i] = ev[j]; ev[j] = t; }
    for (int i = 0; i < N; i++) { printf("lambda%d = %.10f\n", i, ev[i]); sum += ev[i]; }
    printf("trace preserved %d\n", fabs(sum - trace) < 1e-10);
    return 0;
}
