// The sieve of Eratosthenes over a char array, and counting primes in ranges.
#include <stdio.h>
#include <string.h>

#define MAXN 100000
char composite[MAXN + 1];

int main(void) {
    memset(composite, 0, sizeof composite);
    composite[0] = composite[1] = 1;
    for (long i = 2; i * i <= MAXN; i++)
        if (!composite[i])
            for (long j = i * i; j <= MAXN; j += i) composite[j] = 1;
    int count = 0, last = 0;
    for (int i = 0; i <= MAXN; i++)
        if (!composite[i]) {
            count++;
            last = i;
        }
    printf("%d primes up to %d, largest %d\n", count, MAXN, last);
    int lim;
    for (lim = 10; lim <= MAXN; lim *= 10) {
        int c = 0;
        for (int i = 2; i <= lim; i++) c += !composite[i];
        printf("pi(%d) = %d\n", lim, c);
    }
    int twins = 0;
    for (int i = 3; i + 2 <= MAXN; i += 2) twins += !composite[i] && !composite[i + 2];
    printf("twin pairs %d\n", twins);
    return 0;
}
