// Integer kernels: a sieve of Eratosthenes on a byte array, then an open-addressing hash
// table of the primes' mixed hashes (multiplicative hashing, linear probing) and lookups.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef LIMIT
#define LIMIT 30000000
#endif
#ifndef TABLE_BITS
#define TABLE_BITS 22
#endif

static unsigned mix(unsigned x) {
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

int main(void) {
    char *composite = malloc(LIMIT + 1);
    memset(composite, 0, LIMIT + 1);
    for (int i = 2; (long)i * i <= LIMIT; i++)
        if (!composite[i])
            for (int j = i * i; j <= LIMIT; j += i)
                composite[j] = 1;
    int count = 0;
    long long sum = 0;
    for (int i = 2; i <= LIMIT; i++)
        if (!composite[i]) {
            count++;
            sum += i;
        }
    printf("primes below %d: %d, sum %lld\n", LIMIT, count, sum);

    int size = 1 << TABLE_BITS, mask = size - 1;
    int *table = malloc(sizeof(int) * size);
    for (int i = 0; i < size; i++)
        table[i] = -1;
    int inserted = 0, probes = 0;
    for (int i = 2; i <= LIMIT && inserted < size / 2; i++)
        if (!composite[i]) {
            int h = (int)(mix((unsigned)i) & (unsigned)mask);
            while (table[h] != -1) {
                h = (h + 1) & mask;
                probes++;
            }
            table[h] = i;
            inserted++;
        }
    int found = 0;
    for (int i = 0; i < 4 * size; i++) {
        int key = i % (LIMIT / 2) + 2;
        int h = (int)(mix((unsigned)key) & (unsigned)mask);
        while (table[h] != -1 && table[h] != key)
            h = (h + 1) & mask;
        if (table[h] == key)
            found++;
    }
    printf("inserted %d, probes %d, found %d\n", inserted, probes, found);
    free(table);
    free(composite);
    return 0;
}
