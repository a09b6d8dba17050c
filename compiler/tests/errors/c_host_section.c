// host_section: a '{ }' block directly inside a region; no 'actual' and no parallel loop in it.
#include <stdio.h>
#define N 8
#pragma dvm array distribute[block]
double A[N];

int main(void)
{
    int i;
#pragma dvm host_section // ERROR: a 'host_section' belongs directly inside a region (not in a parallel loop or another 'host_section')
    {
        A[0] = 1;
    }
#pragma dvm region
    {
#pragma dvm host_section // ERROR: '#pragma dvm host_section' must precede a '{ }' block
        A[1] = 2;
#pragma dvm host_section
        {
#pragma dvm get_actual(A)
#pragma dvm actual(A) // ERROR: 'actual' is not allowed inside a 'host_section'
#pragma dvm parallel([i] on A[i]) // ERROR: a parallel loop inside a 'host_section' (it runs sequentially on the host)
            for (i = 0; i < N; i++)
                A[i] = i;
            printf("%f\n", A[0]);
        }
    }
    return 0;
}
