// Two-dimensional arrays: row-major layout, a global matrix, a transposition and row sums.
#include <stdio.h>

#define R 4
#define C 6
int m[R][C];

int main(void) {
    int t[C][R];
    int i, j;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            m[i][j] = i * 10 + j;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            t[j][i] = m[i][j];
    for (j = 0; j < C; j++) {
        for (i = 0; i < R; i++) printf("%3d", t[j][i]);
        printf("\n");
    }
    int *flat = &m[0][0];
    printf("flat %d %d\n", flat[7], flat[R * C - 1]);
    int rows[R] = {0};
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            rows[i] += m[i][j];
    printf("rows %d %d %d %d\n", rows[0], rows[1], rows[2], rows[3]);
    double id[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    printf("trace %.1f\n", id[0][0] + id[1][1] + id[2][2]);
    return 0;
}
