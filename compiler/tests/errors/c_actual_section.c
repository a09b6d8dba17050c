// actual / get_actual of a section: one subscript or lo:hi range per dimension.
#include <stdio.h>
#define N 8
#pragma dvm array distribute[block][block]
double A[N][N];

int main(void)
{
    int i = 2;
#pragma dvm get_actual(A[0:3]) // ERROR: the section of 'A' has 1 subscript but the array has rank 2
#pragma dvm get_actual(A[0:i][i])
    printf("%f\n", A[0][0]);
    return 0;
}
