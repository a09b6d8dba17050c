// Clause variables that break §6.2: a reduction variable that is also private (in either
// order, and a maxloc's location too) and a distributed array as a reduction variable.
#define N 10
#pragma dvm array distribute[block]
double A[N];

int main(void) {
    int i, k = 0;
    double s = 0, m = 0;
#pragma dvm parallel([i] on A[i]) reduction(sum(s)) private(s) // ERROR: 's' is a reduction variable of this loop, so it cannot be private
    for (i = 0; i < N; i++) s += A[i];
#pragma dvm parallel([i] on A[i]) reduction(sum(A)) // ERROR: distributed array 'A' cannot be used here
    for (i = 0; i < N; i++) k += i;
#pragma dvm parallel([i] on A[i]) private(k) reduction(maxloc(m, k)) // ERROR: 'k' is a reduction variable of this loop, so it cannot be private
    for (i = 0; i < N; i++) if (A[i] > m) { m = A[i]; k = i; }
    return (int)s + k;
}
