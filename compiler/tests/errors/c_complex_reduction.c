// Reductions of complex and long double values in a parallel loop are not supported.
#include <complex.h>
#define N 16
#pragma dvm array distribute[block]
double A[N];

int main(void)
{
    double complex s = 0;
    long double t = 0;
#pragma dvm parallel([i] on A[i]) reduction(sum(s)) // ERROR: reduction variable 's': reductions of 'complex double' values are not supported yet (float, double and integers are)
    for (int i = 0; i < N; i++)
        s += A[i];
#pragma dvm parallel([i] on A[i]) reduction(sum(t)) // ERROR: reduction variable 't': reductions of 'long double' values are not supported yet (float, double and integers are)
    for (int i = 0; i < N; i++)
        t += A[i];
    return (int)s + (int)t;
}
