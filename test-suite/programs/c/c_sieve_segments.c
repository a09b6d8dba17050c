// Prime sieves: Eratosthenes on a char array, a segmented sieve reusing small primes, twin
// primes, Goldbach partitions and Euler's totient by a sieve.
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define LIMIT 10000

int main(void) {
    static char composite[LIMIT + 1];
    composite[0] = composite[1] = 1;
    for (int i = 2; i * i <= LIMIT; i++)
        if (!composite[i])
            for (int j = i * i; j <= LIMIT; j += i) composite[j] = 1;
    int count = 0, twins = 0, last = 0;
    for (int i = 2; i <= LIMIT; i++)
        if (!composite[i]) {
            count++;
            if (i - last == 2) twins++;
            last = i;
        }
    printf("primes <= %d: %d, twin pairs %d, largest %d\n", LIMIT, count, twins, last);
    long lo = 1000000, hi = 1001000;
    char *seg = calloc(hi - lo + 1, 1);
    for (long p = 2; p * p <= hi; p++) {
        if (p <= LIMIT && composite[p]) continue;
        long start = (lo + p - 1) / p * p;
        if (start < p * p) start = p * p;
        for (long m = start; m <= hi; m += p) seg[m - lo] = 1;
    }
    int segcount = 0;
    long first = 0;
    for (long v = lo; v <= hi; v++)
        if (!seg[v - lo]) { if (!segcount) first = v; segcount++; }
    printf("primes in [%ld, %ld]: %d, first %ld\n", lo, hi, segcount, first);
    free(seg);
    for (int n = 4; n <= 40; n += 6) {
        int ways = 0;
        for (int a = 2; a <= n / 2; a++) ways += !composite[a] && !composite[n - a];
        printf("goldbach(%d) = %d\n", n, ways);
    }
    static int phi[101];
    for (int i = 0; i <= 100; i++) phi[i] = i;
    for (int i = 2; i <= 100; i++)
        if (phi[i] == i)
            for (int j = i; j <= 100; j += i) phi[j] -= phi[j] / i;
    long sum = 0;
    for (int i = 1; i <= 100; i++) sum += phi[i];
    printf("phi(36)=%d phi(97)=%d sum phi(1..100)=%ld\n", phi[36], phi[97], sum);
    memset(composite, 0, sizeof composite);
    printf("cleared %d\n", composite[LIMIT]);
    return 0;
}
