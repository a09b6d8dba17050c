// Casts of floating expressions that are not constant in directive expressions: the
// directive computes in integers, so '(int)(f * 0.5)' cannot be evaluated there and is
// refused with a hint; casts of constants and of integer expressions keep working.
#include <stdio.h>
#define N 16
#pragma dvm array distribute[block], shadow[(int)2.5]
double A[N];

int main(void) {
    int i, st = 2;
    double f = 3.0, s = 0;
#pragma dvm parallel([i] on A[i]) stage((int)(f * 0.5)) // ERROR: a cast of a floating expression that is not constant is not supported in a directive (compute the integer into a variable first)
    for (i = 0; i < N; i++) A[i] = i;
#pragma dvm parallel([i] on A[i]) across(A[1:0]) stage((long)(st * 2))
    for (i = 1; i < N; i++) A[i] = A[i - 1] + 1;
#pragma dvm parallel([i] on A[i]) reduction(sum(s)) stage((int)(1.5 + f)) // ERROR: a cast of a floating expression that is not constant is not supported in a directive (compute the integer into a variable first)
    for (i = 0; i < N; i++) s += A[i];
    printf("%f\n", s);
    return 0;
}
