// parallel loops whose C headers are not the canonical form: a while loop, a header with
// no condition, a nest that is not tight.
#define N 10
#pragma dvm array distribute[block][block]
double G[N][N];

int main(void) {
    int i = 0, j;
#pragma dvm parallel([i] on G[i][])
    while (i < N) i++; // ERROR: a parallel loop nest is made of tightly nested 'for' loops
#pragma dvm parallel([i] on G[i][])
    for (i = 0; ; i++) break; // ERROR: a parallel loop's header is 'for (i = a; i < b; i++)' (also '<=', '>', '>=', 'i--', 'i += c', 'i -= c')
#pragma dvm parallel([i][j] on G[i][j])
    for (i = 0; i < N; i++) { // ERROR: the directive maps 2 loops but the nest is not tightly nested 1 deep
        G[i][0] = 0;
        for (j = 1; j < N; j++) G[i][j] = 1;
    }
    return 0;
}
