// Recursion in the shapes real codes have: mutual recursion (even/odd, a recursive-descent
// expression grammar), Ackermann on small arguments, permutations by swapping, the
// Towers of Hanoi with a move count, and recursive flood fill.
#include <stdio.h>

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

static const char *pos;
static long expr(void);
static long factor(void)
{
    long v = 0;
    if (*pos == '(') {
        pos++;
        v = expr();
        pos++;
        return v;
    }
    if (*pos == '-') {
        pos++;
        return -factor();
    }
    while (*pos >= '0' && *pos <= '9')
        v = v * 10 + (*pos++ - '0');
    return v;
}
static long term(void)
{
    long v = factor();
    while (*pos == '*' || *pos == '/') {
        char op = *pos++;
        long r = factor();
        v = op == '*' ? v * r : v / r;
    }
    return v;
}
static long expr(void)
{
    long v = term();
    while (*pos == '+' || *pos == '-') {
        char op = *pos++;
        long r = term();
        v = op == '+' ? v + r : v - r;
    }
    return v;
}

static int ack(int m, int n)
{
    if (m == 0)
        return n + 1;
    if (n == 0)
        return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

static int perm_count;
static long perm_sum;
static void permute(int *a, int k, int n)
{
    if (k == n) {
        perm_count++;
        long v = 0;
        for (int i = 0; i < n; i++)
            v = v * 10 + a[i];
        perm_sum += v % 97;
        return;
    }
    for (int i = k; i < n; i++) {
        int t = a[k]; a[k] = a[i]; a[i] = t;
        permute(a, k + 1, n);
        t = a[k]; a[k] = a[i]; a[i] = t;
    }
}

static long hanoi(int n, int from, int to, int via, long *checksum)
{
    if (n == 0)
        return 0;
    long m = hanoi(n - 1, from, via, to, checksum);
    *checksum = (*checksum * 3 + from * 7 + to) % 1000003;
    return m + 1 + hanoi(n - 1, via, to, from, checksum);
}

static char grid[8][12] = {
    "#..........#", "#.####.###.#", "#.#..#...#.#", "#.#..####..#",
    "#.#.......##", "#.######.#.#", "#........#..", "############"};
static int fill(int r, int c)
{
    if (r < 0 || r >= 8 || c < 0 || c >= 12 || grid[r][c] != '.')
        return 0;
    grid[r][c] = 'o';
    return 1 + fill(r + 1, c) + fill(r - 1, c) + fill(r, c + 1) + fill(r, c - 1);
}

int main(void)
{
    printf("even(10) %d odd(7) %d even(33) %d\n", is_even(10), is_odd(7), is_even(33));
    const char *es[] = {"1+2*3", "(1+2)*3", "-(4-10)*(2+3)/3", "100/7/2-3*-2"};
    for (int i = 0; i < 4; i++) {
        pos = es[i];
        printf("%s = %ld\n", es[i], expr());
    }
    printf("ack(2,3) %d ack(3,3) %d\n", ack(2, 3), ack(3, 3));
    int a[6] = {1, 2, 3, 4, 5, 6};
    permute(a, 0, 6);
    printf("perms %d sum %ld\n", perm_count, perm_sum);
    long cs = 0;
    long moves = hanoi(12, 1, 3, 2, &cs);
    printf("hanoi(12) %ld checksum %ld\n", moves, cs);
    printf("filled %d\n", fill(0, 1));
    for (int r = 0; r < 8; r++)
        printf("%.12s\n", grid[r]);
    return 0;
}
