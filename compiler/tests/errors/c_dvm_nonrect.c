// A parallel nest's index space is rectangular: an inner bound may not use an outer index.
#define N 16
#pragma dvm array distribute[block][block]
double A[N][N];

int main(void)
{
    int i, j;
#pragma dvm parallel([i][j] on A[i][j])
    for (i = 1; i < N - 1; i++)
        for (j = 1 + i % 2; j < N - 1; j += 2) // ERROR: the bounds of loop 'j' depend on 'i', a variable of the same parallel nest (its index space must be rectangular): map only the outer loop and keep this one inside the body
            A[i][j] = 1;
#pragma dvm parallel([i][j] on A[i][j])
    for (i = 0; i < N; i++)
        for (j = 0; j <= i; j++) // ERROR: the bounds of loop 'j' depend on 'i', a variable of the same parallel nest (its index space must be rectangular): map only the outer loop and keep this one inside the body
            A[i][j] = 2;
    return 0;
}
