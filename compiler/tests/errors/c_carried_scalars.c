// A scalar that a C-DVMH parallel loop assigns without private or reduction and reads before
// the iteration assigns it would carry a value from an earlier iteration: reported with its
// name, the lines and the clause, as in Fortran. Scalars each iteration sets first are made
// private, and reads that may not come first (a branch, an inner loop, a call that gets the
// address) are not rejected.
#include <stdio.h>
#define N 10
#pragma dvm array distribute[block]
double A[N];
double g;

static void set(double *p, int i) { *p = i; }
static void touch(int i) { g = i; }

int main(void)
{
    int i, k;
    double s = 0, t = 0, u = 0, w = 0, x = 0, y = 1;
    int c = 0;
#pragma dvm parallel([i] on A[i])
    for (i = 0; i < N; i++) {
        A[i] = s; // ERROR: 's' is read at line 22 before the iteration assigns it at line 23, so it would hold the value of an earlier iteration, which may run on another process or thread: the iterations depend on each other through 's', and a parallel loop passes no scalar from one iteration to the next (assign it before reading it and add private(s), or use reduction if it accumulates)
        s = i;
    }
#pragma dvm parallel([i] on A[i])
    for (i = 0; i < N; i++)
        u += A[i]; // ERROR: 'u' accumulates over the iterations of the parallel loop, so it must be a reduction variable: add reduction(sum(u))
#pragma dvm parallel([i] on A[i])
    for (i = 0; i < N; i++) {
        y = y * A[i]; // ERROR: 'y' accumulates over the iterations of the parallel loop, so it must be a reduction variable: add reduction(product(y))
        c++; // ERROR: 'c' accumulates over the iterations of the parallel loop, so it must be a reduction variable: add reduction(sum(c))
    }
#pragma dvm parallel([i] on A[i])
    for (i = 0; i < N; i++) {
        if (t > 2) // ERROR: 't' is read at line 35 before the iteration assigns it at line 37, so it would hold the value of an earlier iteration, which may run on another process or thread: the iterations depend on each other through 't', and a parallel loop passes no scalar from one iteration to the next (assign it before reading it and add private(t), or use reduction if it accumulates)
            A[i] = 1;
        t = A[i];
    }
    // Set first in every iteration, or read first only where that may not happen: accepted.
#pragma dvm parallel([i] on A[i])
    for (i = 0; i < N; i++) {
        w = 2 * i;
        A[i] = w + 1;
    }
#pragma dvm parallel([i] on A[i])
    for (i = 0; i < N; i++) {
        if (i > 100)
            A[i] = w;
        w = i;
        A[i] += w;
    }
#pragma dvm parallel([i] on A[i]) private(k)
    for (i = 0; i < N; i++)
        for (k = 0; k < 2; k++) {
            if (k == 1)
                A[i] = x;
            x = k;
        }
#pragma dvm parallel([i] on A[i])
    for (i = 0; i < N; i++) {
        set(&x, i);
        A[i] = x;
        x = 0;
    }
#pragma dvm parallel([i] on A[i])
    for (i = 0; i < N; i++) {
        touch(i);
        A[i] = g;
        g = 0;
    }
    printf("%g %g\n", A[0], A[N - 1]);
    return 0;
}
