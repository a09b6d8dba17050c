// Monte Carlo estimates driven by a reproducible generator, as simulation codes seed their
// own: xorshift64* and a 48-bit LCG in uint64_t arithmetic that wraps by design, uniform
// doubles from the top 53 bits, normal deviates by the polar Box-Muller method with a
// cached spare in a static, a histogram of the normals, pi by rejection, and a 5-D
// integral. The generator state lives in a struct passed by pointer.
#include <math.h>
#include <stdint.h>
#include <stdio.h>

typedef struct {
    uint64_t s;
} xorshift;

static uint64_t next_u64(xorshift *g)
{
    uint64_t x = g->s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    g->s = x;
    return x * 0x2545F4914F6CDD1DULL;
}

static double uniform(xorshift *g) { return (double)(next_u64(g) >> 11) * 0x1.0p-53; }

static double normal(xorshift *g)
{
    static int have_spare = 0;
    static double spare;
    if (have_spare) {
        have_spare = 0;
        return spare;
    }
    double u, v, s;
    do {
        u = 2.0 * uniform(g) - 1.0;
        v = 2.0 * uniform(g) - 1.0;
        s = u * u + v * v;
    } while (s >= 1.0 || s == 0.0);
    double f = sqrt(-2.0 * log(s) / s);
    spare = v * f;
    have_spare = 1;
    return u * f;
}

static uint64_t lcg48(uint64_t *state)
{
    *state = (*state * 0x5DEECE66DULL + 0xB) & ((1ULL << 48) - 1);
    return *state >> 16;
}

int main(void)
{
    xorshift g = {88172645463325252ULL};
    unsigned long long d1 = next_u64(&g), d2 = next_u64(&g);
    printf("first draws: %016llx %016llx\n", d1, d2);
    long inside = 0;
    const long N = 200000;
    for (long i = 0; i < N; i++) {
        double x = uniform(&g), y = uniform(&g);
        inside += x * x + y * y < 1.0;
    }
    double pi = 4.0 * (double)inside / (double)N;
    printf("pi ~ %.6f (inside %ld) error %.4f\n", pi, inside, fabs(pi - M_PI));

    enum { BINS = 12 };
    long hist[BINS] = {0};
    double sum = 0.0, sumsq = 0.0, maxabs = 0.0;
    const int M = 60000;
    for (int i = 0; i < M; i++) {
        double z = normal(&g);
        sum += z;
        sumsq += z * z;
        maxabs = fmax(maxabs, fabs(z));
        int b = (int)floor((z + 3.0) * 2.0);
        if (b >= 0 && b < BINS)
            hist[b]++;
    }
    double mean = sum / M, var = sumsq / M - mean * mean;
    printf("normal: mean %.5f var %.5f max|z| %.4f\n", mean, var, maxabs);
    for (int b = 0; b < BINS; b++) {
        printf("[%+4.1f,%+4.1f) %6ld ", -3.0 + b * 0.5, -2.5 + b * 0.5, hist[b]);
        for (long k = 0; k < hist[b] / 400; k++)
            putchar('*');
        putchar('\n');
    }
    /* integral over [0,1]^5 of exp(-|x|^2): (sqrt(pi)/2 erf(1))^5 */
    uint64_t st = 0x1234ABCD330EULL;
    double acc = 0.0;
    const int K = 40000;
    for (int i = 0; i < K; i++) {
        double r2 = 0.0;
        for (int d = 0; d < 5; d++) {
            double x = (double)lcg48(&st) / 4294967296.0;
            r2 += x * x;
        }
        acc += exp(-r2);
    }
    double exact = pow(sqrt(M_PI) / 2.0 * erf(1.0), 5);
    printf("5-D integral %.6f exact %.6f rel.err %.2e lcg state %012llx\n", acc / K, exact,
           fabs(acc / K - exact) / exact, (unsigned long long)st);
    return 0;
}
