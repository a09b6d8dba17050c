// tie items: arrays of the right rank, each subscript a loop variable of the nest, its
// negation, or empty, and a loop variable at most once per array.
#define N 8
#pragma dvm array distribute[block][block]
double B[N][N];
double A[N][N];
double V[N];

int main(void)
{
    int i, j;
    double s = 0;
#pragma dvm region
    {
#pragma dvm parallel([i][j]) tie(A[i]) // ERROR: TIE gives 1 subscript but 'A' has rank 2
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = 1;
#pragma dvm parallel([i][j] on B[i][j]) tie(A[i][j + 1]) // ERROR: a TIE subscript is a loop variable of the nest ('i'), its negation ('-i'), or empty
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                B[i][j] = 2;
#pragma dvm parallel([i][j]) tie(A[j][j]) // ERROR: loop variable 'j' ties two dimensions of 'A'
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = 3;
#pragma dvm parallel([i]) tie(s[i]) // ERROR: 's' in 'tie' is not an array
        for (i = 0; i < N; i++)
            V[i] = 4;
#pragma dvm parallel([i]) tie(W[i]) // ERROR: 'W' undeclared
        for (i = 0; i < N; i++)
            V[i] = 5;
    }
    return 0;
}
