// region data directions of a section: one subscript or lo:hi range per dimension.
#include <stdio.h>
#define N 8
#pragma dvm array distribute[block][block]
double A[N][N];

int main(void)
{
    int i;
#pragma dvm region in(A[0:3]) // ERROR: the section of 'A' has 1 subscript but the array has rank 2
    {
        i = 1;
    }
    printf("%d %f\n", i, A[0][0]);
    return 0;
}
