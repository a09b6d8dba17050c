// A wrong clause of a region is one error: the block is still lowered (without the item), so
// the directives inside it are not left over for the statements that follow.
#define N 8
#pragma dvm array distribute[block]
double A[N];

int main(void)
{
    int i;
#pragma dvm region in(Q) out(A) // ERROR: 'Q' undeclared
    {
#pragma dvm parallel([i] on A[i])
        for (i = 0; i < N; i++)
            A[i] = i;
    }
#pragma dvm region inout(A[0:N-1][1]) // ERROR: the section of 'A' has 2 subscripts but the array has rank 1
    {
#pragma dvm parallel([i] on A[i])
        for (i = 0; i < N; i++)
            A[i] += 1;
    }
#pragma dvm region
    {
#pragma dvm region // ERROR: a region inside a region or a parallel loop
        {
#pragma dvm parallel([i] on A[i])
            for (i = 0; i < N; i++)
                A[i] *= 2;
        }
    }
    return 0;
}
