// Reductions of complex and long double values a parallel loop does not define.
#include <complex.h>
#define N 16
#pragma dvm array distribute[block]
double A[N];

int main(void)
{
    double complex s = 0;
    long double t = 0;
    int k = 0;
#pragma dvm parallel([i] on A[i]) reduction(max(s)) // ERROR: the reduction 'max' is not defined for complex values ('s'); sum and product are
    for (int i = 0; i < N; i++)
        s = A[i];
#pragma dvm parallel([i] on A[i]) reduction(and(t)) // ERROR: the bitwise reduction 'and' needs an integer variable; 't' is not one
    for (int i = 0; i < N; i++)
        t = A[i];
    long double complex lz = 1;
#pragma dvm parallel([i] on A[i]) reduction(min(lz)) // ERROR: the reduction 'min' is not defined for complex values ('lz'); sum and product are
    for (int i = 0; i < N; i++)
        lz = A[i];
    return (int)s + (int)t + (int)lz + k;
}
