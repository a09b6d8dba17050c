// A file-scope distributed array defined after 'main': it is created when 'main' starts.
#include <stdio.h>
#define N 8
#pragma dvm array distribute[block]
double A[N];

int main(void) {
    #pragma dvm parallel([i] on A[i])
    for (int i = 0; i < N; i++)
        A[i] = i;
    printf("%g\n", A[3]);
    return 0;
}

#pragma dvm array distribute[block] // ERROR: the distributed array 'B' is defined after 'main': file-scope distributed arrays are created when 'main' starts, so define it before 'main'
double B[N];
