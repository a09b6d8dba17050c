// Collatz sequences: the longest chain below a bound, with long arithmetic and a cache array.
#include <stdio.h>

#define LIMIT 200000
int cache[LIMIT];

int chain(long n) {
    if (n < LIMIT && cache[n]) return cache[n];
    int len = n == 1 ? 1 : 1 + chain(n % 2 ? 3 * n + 1 : n / 2);
    if (n < LIMIT) cache[n] = len;
    return len;
}

int main(void) {
    int best = 1, best_len = 1;
    for (int i = 1; i < LIMIT; i++) {
        int l = chain(i);
        if (l > best_len) {
            best_len = l;
            best = i;
        }
    }
    printf("longest chain below %d starts at %d, length %d\n", LIMIT, best, best_len);
    printf("chain(27) = %d\n", chain(27));
    return 0;
}
