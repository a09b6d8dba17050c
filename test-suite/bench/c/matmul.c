// Dense matrix product C = A B on static `double a[N][N]` arrays (i-k-j order, so the inner
// loop runs along rows), then a checksum and the trace.
#include <stdio.h>

#ifndef N
#define N 1400
#endif

static double a[N][N], b[N][N], c[N][N];

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = (double)((i * 7 + j * 3) % 17) / 17.0 - 0.5;
            b[i][j] = (double)((i * 5 + j * 11) % 13) / 13.0;
            c[i][j] = 0.0;
        }
    for (int i = 0; i < N; i++)
        for (int k = 0; k < N; k++) {
            double aik = a[i][k];
            for (int j = 0; j < N; j++)
                c[i][j] += aik * b[k][j];
        }
    double sum = 0.0, trace = 0.0;
    for (int i = 0; i < N; i++) {
        trace += c[i][i];
        for (int j = 0; j < N; j++)
            sum += c[i][j];
    }
    printf("matmul N=%d sum=%.12e trace=%.12e c[1][2]=%.12e\n", N, sum, trace, c[1][2]);
    return 0;
}
