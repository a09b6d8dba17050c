// C99 variable-length arrays: locals of one and two dimensions (sizeof at run time), VLA
// parameters, pointers to VLA types from malloc, VLAs in loops (the stack does not grow), a
// VLA typedef, and the length fixed where the declarator is.
#include <stdio.h>
#include <stdlib.h>

static double trace(int n, double a[n][n]) {
    double s = 0;
    for (int i = 0; i < n; i++) s += a[i][i];
    return s;
}

static void fill(int n, int m, double a[n][m]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) a[i][j] = i * 10.0 + j;
}

static void matmul(int n, int k, int m, double a[n][k], double b[k][m], double c[n][m]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            double s = 0;
            for (int l = 0; l < k; l++) s += a[i][l] * b[l][j];
            c[i][j] = s;
        }
}

static double sum1(int n, const double v[n]) {
    double s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

static long rows_apart(int n, int m, double a[n][m]) { return &a[3][0] - &a[1][0]; }

int main(int argc, char **argv) {
    int n = 5 + argc; /* 6 */
    double v[n];
    printf("sizeof v %zu, elements %zu\n", sizeof v, sizeof v / sizeof v[0]);
    for (int i = 0; i < n; i++) v[i] = i * 0.5;
    printf("sum1 %.2f\n", sum1(n, v));

    int m = n + 1;
    double a[n][m];
    printf("sizeof a %zu, row %zu, sizeof(double[n][m]) %zu\n", sizeof a, sizeof a[0],
           sizeof(double[n][m]));
    fill(n, m, a);
    printf("a[2][3] %.1f a[5][6] %.1f rows apart %ld\n", a[2][3], a[5][6], rows_apart(n, m, a));

    double sq[n][n];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) sq[i][j] = (i == j) ? i + 1 : 0.25;
    printf("trace %.2f\n", trace(n, sq));

    /* pointers to VLA types from malloc */
    double (*p)[m] = malloc(sizeof(double[n][m]));
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) p[i][j] = a[i][j] * 2;
    printf("p[4][2] %.1f, p+1 is %zu bytes on\n", p[4][2], (size_t)((char *)(p + 1) - (char *)p));
    double (*q)[m] = p + 2;
    printf("q[1][1] %.1f, q - p %ld\n", q[1][1], (long)(q - p));
    free(p);

    int k = 3;
    double (*x)[k] = malloc(n * sizeof *x), (*y)[m] = malloc(k * sizeof *y), (*z)[m] = malloc(n * sizeof *z);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < k; j++) x[i][j] = i + j;
    for (int i = 0; i < k; i++)
        for (int j = 0; j < m; j++) y[i][j] = i - j;
    matmul(n, k, m, x, y, z);
    double cs = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) cs += z[i][j] * (i + 1) * (j + 2);
    printf("matmul checksum %.1f z[2][3] %.1f\n", cs, z[2][3]);
    free(x);
    free(y);
    free(z);

    /* a VLA in a loop: a million iterations must not exhaust the stack */
    long total = 0;
    for (int it = 0; it < 1000000; it++) {
        int len = 100 + it % 50;
        int buf[len];
        buf[0] = it;
        buf[len - 1] = len;
        total += buf[0] % 7 + buf[len - 1];
    }
    printf("loop total %ld\n", total);

    /* the length is fixed where the declarator is */
    int len = 4;
    typedef int row_t[len];
    len = 100;
    row_t r;
    printf("sizeof row_t %zu sizeof r %zu\n", sizeof(row_t), sizeof r);

    /* nested scopes and a jump back */
    int rounds = 0;
again:
    {
        char name[rounds + 2];
        for (int i = 0; i <= rounds; i++) name[i] = 'a' + i;
        name[rounds + 1] = 0;
        printf("name %s (%zu)\n", name, sizeof name);
    }
    if (++rounds < 4) goto again;

    /* VLA of structs */
    struct pt { double x, y; int tag; };
    struct pt pts[n];
    for (int i = 0; i < n; i++) pts[i] = (struct pt){i, -i, i * i};
    int tags = 0;
    for (int i = 0; i < n; i++) tags += pts[i].tag;
    printf("pts %zu bytes, tags %d, pts[5].y %.1f\n", sizeof pts, tags, pts[5].y);
    return 0;
}
