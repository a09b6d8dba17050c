// Dynamic programming tables: longest common subsequence (with reconstruction), edit
// distance, 0/1 knapsack, coin change counting, and the longest increasing subsequence.
#include <stdio.h>
#include <string.h>

static int max(int a, int b) { return a > b ? a : b; }
static int min3(int a, int b, int c) { int m = a < b ? a : b; return m < c ? m : c; }

int main(void) {
    const char *x = "AGGTABQMRX", *y = "GXTXAYBMQR";
    int n = (int)strlen(x), m = (int)strlen(y);
    int L[11][11];
    for (int i = 0; i <= n; i++)
        for (int j = 0; j <= m; j++)
            L[i][j] = (i == 0 || j == 0) ? 0 : x[i - 1] == y[j - 1] ? L[i - 1][j - 1] + 1 : max(L[i - 1][j], L[i][j - 1]);
    char lcs[12];
    int k = L[n][m];
    lcs[k] = 0;
    for (int i = n, j = m; i > 0 && j > 0;) {
        if (x[i - 1] == y[j - 1]) { lcs[--k] = x[i - 1]; i--; j--; }
        else if (L[i - 1][j] >= L[i][j - 1]) i--;
        else j--;
    }
    printf("lcs %d %s\n", L[n][m], lcs);
    const char *a = "kitten sitting", *b = "sitting kitten";
    int la = (int)strlen(a), lb = (int)strlen(b);
    static int D[32][32];
    for (int i = 0; i <= la; i++) D[i][0] = i;
    for (int j = 0; j <= lb; j++) D[0][j] = j;
    for (int i = 1; i <= la; i++)
        for (int j = 1; j <= lb; j++)
            D[i][j] = min3(D[i - 1][j] + 1, D[i][j - 1] + 1, D[i - 1][j - 1] + (a[i - 1] != b[j - 1]));
    printf("edit distance %d\n", D[la][lb]);
    int wt[] = {12, 7, 11, 8, 9, 5, 3}, val[] = {24, 13, 23, 15, 16, 9, 5};
    int cap = 26, best[27] = {0};
    for (int it = 0; it < 7; it++)
        for (int c = cap; c >= wt[it]; c--) best[c] = max(best[c], best[c - wt[it]] + val[it]);
    printf("knapsack %d\n", best[cap]);
    int coins[] = {1, 2, 5, 10, 20, 50};
    long long ways[101] = {1};
    for (int c = 0; c < 6; c++)
        for (int s = coins[c]; s <= 100; s++) ways[s] += ways[s - coins[c]];
    printf("ways to make 100: %lld\n", ways[100]);
    int seq[] = {10, 9, 2, 5, 3, 7, 101, 18, 4, 19, 20, 1};
    int ns = sizeof seq / sizeof seq[0], lis[12], longest = 0;
    for (int i = 0; i < ns; i++) {
        lis[i] = 1;
        for (int j = 0; j < i; j++) if (seq[j] < seq[i] && lis[j] + 1 > lis[i]) lis[i] = lis[j] + 1;
        longest = max(longest, lis[i]);
    }
    printf("lis %d\n", longest);
    return 0;
}
