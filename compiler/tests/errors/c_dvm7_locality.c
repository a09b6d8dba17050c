// Parallel loops whose references are not local: a write to the neighbour's element, a read
// of a non-aligned array without remote_access, and a read past the declared shadow edge.
#define N 16
#pragma dvm array distribute[block], shadow[1]
double A[N];
#pragma dvm array distribute[block]
double B[N];

int main(void) {
    int i;
#pragma dvm parallel([i] on A[i])
    for (i = 0; i < N - 1; i++) A[i + 1] = i; // ERROR: A[i + 1] writes an element that belongs to another process: a parallel loop may only assign elements that live with its iterations (on A[i])
#pragma dvm parallel([i] on A[i])
    for (i = 0; i < N; i++) A[i] = B[N - 1 - i]; // ERROR: B[16 - 1 - i] is not aligned with the on array 'A': its elements may live on other processes: name it in remote_access
#pragma dvm parallel([i] on A[i]) shadow_renew(A)
    for (i = 2; i < N; i++) B[i] = A[i - 2]; // ERROR: reference A[i - 2] reads 2 elements past the local part of 'A', but the shadow width of 'A' is 1 on that side (declare 'A' with shadow[2:1])
    return 0;
}
