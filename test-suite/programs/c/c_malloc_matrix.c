// Matrices in malloc'ed memory: an array of row pointers, and one flat block indexed by hand.
#include <stdio.h>
#include <stdlib.h>

double **alloc_matrix(int n, int m) {
    double **a = malloc(n * sizeof(double *));
    for (int i = 0; i < n; i++) a[i] = calloc(m, sizeof(double));
    return a;
}

void free_matrix(double **a, int n) {
    for (int i = 0; i < n; i++) free(a[i]);
    free(a);
}

int main(void) {
    int n = 5, m = 7, i, j;
    double **a = alloc_matrix(n, m);
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            a[i][j] = (i + 1) * 0.5 + j;
    double s = 0;
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            s += a[i][j];
    printf("rows sum %.2f\n", s);
    free_matrix(a, n);
    int *flat = (int *)malloc(n * m * sizeof(int));
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            flat[i * m + j] = i - j;
    long t = 0;
    for (i = 0; i < n * m; i++) t += flat[i] * flat[i];
    printf("flat %ld\n", t);
    flat = realloc(flat, 2 * n * m * sizeof(int));
    for (i = n * m; i < 2 * n * m; i++) flat[i] = 1;
    printf("realloc %d %d\n", flat[0], flat[2 * n * m - 1]);
    free(flat);
    return 0;
}
