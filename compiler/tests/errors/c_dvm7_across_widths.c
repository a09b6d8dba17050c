// across widths larger than the shadow edges the array was declared with, and an across
// clause naming an array the loop is not mapped with.
#define N 20
#pragma dvm array distribute[block][block], shadow[1][1]
double U[N][N];
double plain[N][N];

int main(void) {
    int i, j;
#pragma dvm parallel([i][j] on U[i][j]) across(U[2:0][1:1]) // ERROR: width [2:0] is outside the shadow edges [1:1] of 'U'
    for (i = 2; i < N; i++)
        for (j = 1; j < N - 1; j++) U[i][j] = U[i - 2][j] + U[i][j - 1] + U[i][j + 1];
#pragma dvm parallel([i][j] on U[i][j]) across(plain[1:1][1:1]) // ERROR: 'plain' is not a distributed array
    for (i = 1; i < N; i++)
        for (j = 1; j < N; j++) U[i][j] = plain[i - 1][j];
    return 0;
}
