// fwrite/fread of a distributed array take the array's bytes in row-major order from the
// buffer's element (as the serial program does); a call inside a parallel loop is an error.
#include <stdio.h>
#define N 8
#pragma dvm array distribute[block][block]
double A[N][N];

int main(void)
{
    int i, j;
    FILE *f = fopen("x.bin", "wb");
    fwrite(A, sizeof(double), N * N, f);
    fwrite(&A[0][0], sizeof(double), N, f);
    fwrite(&A[1][0], sizeof(double), N, f);
    fread(A[2], sizeof(double), N, f);
#pragma dvm parallel([i][j] on A[i][j])
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            fwrite(A, sizeof(double), 1, f); // ERROR: 'fwrite' of the distributed array 'A' inside a parallel loop
    fclose(f);
    return 0;
}
