// Monte Carlo with an own linear congruential generator (64-bit state, unsigned wrap-around):
// pi by darts, a 1-D random walk histogram, and the mean and variance of uniform samples.
#include <stdio.h>
#include <stdint.h>

static uint64_t state = 88172645463325252ULL;

static uint32_t lcg(void) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint32_t)(state >> 33);
}

static double uniform(void) { return lcg() / 2147483648.0; }

int main(void) {
    long inside = 0, total = 200000;
    for (long i = 0; i < total; i++) {
        double x = uniform(), y = uniform();
        if (x * x + y * y <= 1.0) inside++;
    }
    printf("inside %ld pi ~ %.6f\n", inside, 4.0 * inside / total);
    int hist[11] = {0};
    for (int w = 0; w < 5000; w++) {
        int pos = 0;
        for (int s = 0; s < 10; s++) pos += (lcg() & 1) ? 1 : -1;
        hist[(pos + 10) / 2]++;
    }
    for (int k = 0; k < 11; k++) printf("%3d: %d\n", 2 * k - 10, hist[k]);
    double sum = 0, sq = 0;
    int n = 100000;
    for (int i = 0; i < n; i++) { double u = uniform(); sum += u; sq += u * u; }
    double mean = sum / n;
    printf("mean %.5f var %.5f\n", mean, sq / n - mean * mean);
    printf("state %llu\n", (unsigned long long)state);
    return 0;
}
