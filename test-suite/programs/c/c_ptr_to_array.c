// Pointers to arrays and 2-D/3-D array parameters: int (*p)[N], passing rows, and walking a
// 3-D array through a pointer to its planes.
#include <stdio.h>

#define N 4
#define M 5

static void fill(int a[][M], int rows) {
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < M; j++) a[i][j] = i * 10 + j;
}

static int row_sum(const int *row, int n) {
    int s = 0;
    for (int j = 0; j < n; j++) s += row[j];
    return s;
}

static int trace3(int (*c)[3][3]) {
    int s = 0;
    for (int k = 0; k < 3; k++) s += c[k][k][k];
    return s;
}

int main(void) {
    int a[N][M];
    fill(a, N);
    int (*p)[M] = a;
    for (int i = 0; i < N; i++) printf("row %d sum %d\n", i, row_sum(p[i], M));
    p++;
    printf("p[0][0] after p++ %d\n", (*p)[0]);
    printf("p[1][2] %d\n", p[1][2]);
    int *flat = &a[0][0];
    int s = 0;
    for (int k = 0; k < N * M; k++) s += flat[k];
    printf("flat sum %d\n", s);
    int cube[3][3][3];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 3; k++) cube[i][j][k] = i * 9 + j * 3 + k;
    printf("trace3 %d\n", trace3(cube));
    int (*plane)[3] = cube[1];
    printf("plane[2][1] %d\n", plane[2][1]);
    printf("sizeof a %d sizeof a[0] %d sizeof *p %d\n", (int)sizeof a, (int)sizeof a[0], (int)sizeof *p);
    printf("rows %d\n", (int)(sizeof a / sizeof a[0]));
    int (*q)[M] = &a[N - 1];
    printf("distance %d\n", (int)(q - a));
    return 0;
}
