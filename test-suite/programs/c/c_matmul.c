// Matrix multiplication in three loop orders, with a check that they agree.
#include <stdio.h>

#define N 24
double A[N][N], B[N][N], C1[N][N], C2[N][N];

int main(void) {
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            A[i][j] = (i * 3 + j) % 7 - 3;
            B[i][j] = (i + j * 5) % 11 * 0.5;
        }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            double s = 0;
            for (k = 0; k < N; k++) s += A[i][k] * B[k][j];
            C1[i][j] = s;
        }
    for (i = 0; i < N; i++)
        for (k = 0; k < N; k++)
            for (j = 0; j < N; j++)
                C2[i][j] += A[i][k] * B[k][j];
    int diff = 0;
    double trace = 0;
    for (i = 0; i < N; i++) {
        trace += C1[i][i];
        for (j = 0; j < N; j++)
            if (C1[i][j] != C2[i][j]) diff++;
    }
    printf("trace %.2f diff %d\n", trace, diff);
    printf("%.2f %.2f %.2f\n", C1[0][0], C1[5][17], C1[N - 1][N - 1]);
    return 0;
}
