// C99 _Bool/<stdbool.h> (any nonzero converts to 1), static inline functions, restrict
// pointers, __func__, hexadecimal floating constants, and // comments.
#include <stdio.h>
#include <stdbool.h>

static inline int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

static void axpy(int n, double a, const double *restrict x, double *restrict y) {
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}

static bool is_prime(unsigned n) {
    if (n < 2) return false;
    for (unsigned d = 2; d * d <= n; d++)
        if (n % d == 0) return false;
    return true;
}

static void whoami(void) { printf("in %s\n", __func__); }

int main(void) {
    bool b1 = 5, b2 = 0.25, b3 = 0, b4 = -1;
    _Bool b5 = 256;
    printf("bools %d %d %d %d %d sizeof %d\n", b1, b2, b3, b4, b5, (int)sizeof(bool));
    bool t = true;
    t += 1;
    printf("true+1 stored in bool %d\n", t);
    int count = 0;
    for (unsigned n = 0; n < 100; n++) count += is_prime(n);
    printf("primes below 100: %d\n", count);
    printf("clamp %d %d %d\n", clamp(-5, 0, 10), clamp(5, 0, 10), clamp(50, 0, 10));
    double x[4] = {1, 2, 3, 4}, y[4] = {10, 20, 30, 40};
    axpy(4, 0.5, x, y);
    printf("y %g %g %g %g\n", y[0], y[1], y[2], y[3]);
    whoami();
    printf("hex floats %g %g %a\n", 0x1.8p1, 0x10p-4, 0x1.0p-1);
    bool flags[5] = {true, false, 3, 0, 'x'};
    int sum = 0;
    for (int i = 0; i < 5; i++) sum += flags[i];
    printf("flags sum %d\n", sum);
    printf("bool compare %d\n", (bool)2 == (bool)7);
    return 0;
}
