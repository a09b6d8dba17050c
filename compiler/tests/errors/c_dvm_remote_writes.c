// A parallel loop may not assign elements it also reads through remote_access: the buffer
// is copied before the loop (directives/check/remote_writes.rs). Other elements of the same
// array may be written (Gauss elimination's rows below the pivot row).
#define N 16
#pragma dvm array distribute[block][block]
double A[N][N];
#pragma dvm array distribute[block]
double X[N];

int main(void)
{
    int i, j, k, p = 3, ix[N];
#pragma dvm parallel([i] on X[i]) remote_access(X[0])
    for (i = 0; i < N; i++)
        X[i] = X[i] + X[0]; // ERROR: X[i] writes an element that this loop also reads through remote_access(X[0]): the remote copy is made before the loop, so iterations would read its old value; a parallel loop may not assign elements it reads remotely
#pragma dvm parallel([i] on X[i]) remote_access(X[0])
    for (i = 1; i < N; i++)
        X[i] = X[i] + X[0];
#pragma dvm parallel([i] on X[i]) remote_access(X[N - 1 - i])
    for (i = 0; i < N; i++)
        X[i] = X[N - 1 - i]; // ERROR: X[i] writes an element that this loop also reads through remote_access(X[16 - 1 - i]): the remote copy is made before the loop, so iterations would read its old value; a parallel loop may not assign elements it reads remotely
#pragma dvm parallel([i] on X[i]) remote_access(X[0])
    for (i = 0; i < N; i++)
        X[0] = 1; // ERROR: X[0] writes an element that this loop also reads through remote_access(X[0]): the remote copy is made before the loop, so iterations would read its old value; a parallel loop may not assign elements it reads remotely
#pragma dvm parallel([k][j] on A[k][j]) remote_access(A[p][])
    for (k = p + 1; k < N; k++)
        for (j = 0; j < N; j++)
            A[k][j] = A[k][j] - A[p][j];
#pragma dvm parallel([k][j] on A[k][j]) remote_access(A[p][])
    for (k = p; k < N; k++)
        for (j = 0; j < N; j++)
            A[k][j] = A[k][j] - A[p][j]; // ERROR: A[k][j] writes an element that this loop also reads through remote_access(A[p][]): the remote copy is made before the loop, so iterations would read its old value; a parallel loop may not assign elements it reads remotely
#pragma dvm parallel([k][j] on A[k][j]) remote_access(A[][0])
    for (k = 0; k < N; k++)
        for (j = 1; j < N; j++)
            A[k][j] = A[k][0] * 2;
#pragma dvm parallel([k][j] on A[k][j]) remote_access(A[p][]) private(i)
    for (k = 0; k < N; k++)
        for (j = 0; j < N; j++) {
            i = ix[k];
            A[k][j] = A[p][j]; // WARNING: A[k][j] may write an element that this loop also reads through remote_access(A[p][]): the remote copy is made before the loop, so iterations would read its old value; a parallel loop may not assign elements it reads remotely
        }
    return 0;
}
