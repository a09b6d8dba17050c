// Classic recursion: Towers of Hanoi, Ackermann, permutations by swapping, N-queens counting,
// subset sums and the greatest common divisor, plus mutual recursion.
#include <stdio.h>

static int moves;
static void hanoi(int n, char from, char to, char via) {
    if (n == 0) return;
    hanoi(n - 1, from, via, to);
    if (++moves <= 5) printf("move disk %d %c->%c\n", n, from, to);
    hanoi(n - 1, via, to, from);
}

static unsigned long ack(unsigned long m, unsigned long n) {
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

static int perm_count;
static void permute(char *s, int k, int n) {
    if (k == n) { if (perm_count++ < 8) printf("%s ", s); return; }
    for (int i = k; i < n; i++) {
        char t = s[k]; s[k] = s[i]; s[i] = t;
        permute(s, k + 1, n);
        t = s[k]; s[k] = s[i]; s[i] = t;
    }
}

static int queens(int row, int n, int cols, int d1, int d2) {
    if (row == n) return 1;
    int c = 0;
    for (int col = 0; col < n; col++) {
        if ((cols >> col & 1) || (d1 >> (row + col) & 1) || (d2 >> (row - col + n) & 1)) continue;
        c += queens(row + 1, n, cols | 1 << col, d1 | 1 << (row + col), d2 | 1 << (row - col + n));
    }
    return c;
}

static int subset_sum(const int *a, int n, int target) {
    if (target == 0) return 1;
    if (n == 0 || target < 0) return 0;
    return subset_sum(a + 1, n - 1, target - a[0]) + subset_sum(a + 1, n - 1, target);
}

static long gcd(long a, long b) { return b ? gcd(b, a % b) : a; }

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

int main(void) {
    hanoi(10, 'A', 'C', 'B');
    printf("hanoi moves %d\n", moves);
    printf("ack(2,3) %lu ack(3,3) %lu\n", ack(2, 3), ack(3, 3));
    char s[] = "abcd";
    permute(s, 0, 4);
    printf("\npermutations %d\n", perm_count);
    for (int n = 4; n <= 8; n++) printf("queens(%d) = %d\n", n, queens(0, n, 0, 0, 0));
    int a[] = {3, 34, 4, 12, 5, 2, 7, 8};
    printf("subsets summing to 15: %d\n", subset_sum(a, 8, 15));
    printf("gcd %ld %ld\n", gcd(1071, 462), gcd(123456789012L, 9876543210L));
    printf("even(17) %d odd(17) %d\n", is_even(17), is_odd(17));
    return 0;
}
