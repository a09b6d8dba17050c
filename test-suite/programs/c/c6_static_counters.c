// static locals as real codes use them: memoisation tables filled on first use, call
// counters, a generator that keeps its state between calls, and a one-time initialisation.
#include <stdio.h>

static long fib(int n)
{
    static long memo[90];
    static int calls;
    calls++;
    if (n < 2)
        return n;
    if (memo[n])
        return memo[n];
    return memo[n] = fib(n - 1) + fib(n - 2);
}

static int fib_calls(void)
{
    /* how many times fib ran: a static reached through another function */
    return (int)fib(-1000) + 0; /* n < 2: returns -1000 */
}

static unsigned next_random(void)
{
    static unsigned state = 12345u;
    state = state * 1103515245u + 12345u;
    return (state >> 16) & 0x7fff;
}

static const char *name_of(int k)
{
    static char buf[4][16];
    static int slot;
    slot = (slot + 1) % 4;
    snprintf(buf[slot], sizeof buf[slot], "item-%03d", k);
    return buf[slot];
}

static double table(int i)
{
    static double t[16];
    static int ready = 0;
    if (!ready) {
        for (int k = 0; k < 16; k++)
            t[k] = 1.0 / (1 + k * k);
        ready = 1;
    }
    return t[i & 15];
}

int main(void)
{
    printf("fib(50) %ld fib(80) %ld\n", fib(50), fib(80));
    printf("sentinel %d\n", fib_calls());
    unsigned s = 0;
    for (int i = 0; i < 10; i++) {
        unsigned r = next_random();
        s = s * 31 + r;
        printf("%u ", r);
    }
    printf("\nhash %u\n", s);
    const char *a = name_of(1), *b = name_of(22), *c = name_of(333);
    printf("%s %s %s\n", a, b, c);
    double acc = 0;
    for (int i = 0; i < 40; i++)
        acc += table(i) * (i % 3);
    printf("acc %.12f\n", acc);
    return 0;
}
