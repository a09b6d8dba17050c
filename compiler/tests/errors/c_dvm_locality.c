// Locality of distributed-array references in C-DVMH parallel loops: the shared check
// (directives/check/locality.rs) with C's spelling of the clauses and C's dimension order.
#define N 16
#pragma dvm array distribute[block][block], shadow[1][1]
double A[N][N];
#pragma dvm array align([i][j] with A[i][j]), shadow[2][0]
double B[N][N];
#pragma dvm array distribute[block]
double C[N];
#pragma dvm array distribute[block][block]
double D[N][N];
#pragma dvm array align([i] with A[][i])
double R[N];

int main(void)
{
    int i, j, k, m = 3;
    int ix[N];
#pragma dvm parallel([i][j] on A[i][j]) shadow_renew(A)
    for (i = 1; i < N - 2; i++)
        for (j = 1; j < N - 1; j++)
            B[i][j] = A[i + 2][j]; // ERROR: reference A[i + 2][j] reads 2 elements past the local part of 'A' in dimension 1, but the shadow width of 'A' is 1 on that side (declare 'A' with shadow[1:2][1])
#pragma dvm parallel([i][j] on A[i][j])
    for (i = 1; i < N - 1; i++)
        for (j = 1; j < N - 1; j++)
            B[i][j] = A[i][j - 1]; // ERROR: A[i][j - 1] reads the shadow edge of 'A', which this loop does not renew: add shadow_renew(A)
#pragma dvm parallel([i][j] on A[i][j])
    for (i = 0; i < N - 1; i++)
        for (j = 0; j < N; j++)
            A[i + 1][j] = i; // ERROR: A[i + 1][j] writes an element that belongs to another process: a parallel loop may only assign elements that live with its iterations (on A[i][j])
#pragma dvm parallel([i][j] on A[i][j]) shadow_renew(A)
    for (i = 1; i < N - 1; i++)
        for (j = 1; j < N - 1; j++)
            B[i][j] = A[i + 1][j + 1]; // ERROR: A[i + 1][j + 1] reads a corner of the shadow edge of 'A', which shadow_renew(A) does not renew: write shadow_renew(A(corner))
#pragma dvm parallel([i][j] on A[i][j]) shadow_renew(B[1:1][0:0])
    for (i = 2; i < N - 1; i++)
        for (j = 0; j < N; j++)
            A[i][j] = B[i - 2][j] + B[i + 1][j]; // ERROR: reference B[i - 2][j] reads 2 elements past the local part of 'B' in dimension 1, but this loop's shadow_renew renews only 1 on that side (renew B[2:1][0] or all of 'B')
#pragma dvm parallel([i][j] on A[i][j])
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = D[j][i] + B[j][i]; // ERROR: D[j][i] is not aligned with the on array 'A': its elements may live on other processes: name it in remote_access
// ERROR: B[j][i] does not live with the iteration's on element A[i][j]: it may be on another process: name it in remote_access
#pragma dvm parallel([i] on C[i])
    for (i = 0; i < N; i++)
        C[i] = R[i]; // ERROR: R[i] is not aligned with the on array 'C': its elements may live on other processes: name it in remote_access
#pragma dvm parallel([i][j] on A[i][j])
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = A[i][ix[j]] + A[m][j]; // WARNING: cannot prove that A[i][ix[j]] is local to the iteration: the distributed dimension 2 of 'A' is not subscripted by a*i+b with i a variable of this parallel loop, so the access is compiled as local
// ERROR: A[m][j] does not live with the iteration's on element A[i][j]: it may be on another process: name it in remote_access
#pragma dvm parallel([i][j] on A[i][j]) shadow_renew(A(corner))
    for (i = 1; i < N - 1; i++)
        for (j = 1; j < N - 1; j++)
            for (k = -1; k <= 1; k++)
                B[i][j] += A[i + k][j - k] + A[i][j + k];
#pragma dvm parallel([i][j] on A[i][j]) remote_access(D[j][i])
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = D[j][i] + C[i];
#pragma dvm parallel(2)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            ix[j] = A[i][j]; // ERROR: A[i][j] refers to the distributed array 'A', but this parallel loop has no on clause, so every process runs every iteration: map the loop onto the array with on
    return 0;
}
