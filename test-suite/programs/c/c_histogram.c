// A histogram of pseudo-random values (xorshift on unsigned long long), mean and variance.
#include <stdio.h>

static unsigned long long state = 88172645463325252ull;
unsigned long long xorshift(void) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

int main(void) {
    int hist[10] = {0};
    double sum = 0, sum2 = 0;
    const int n = 100000;
    for (int i = 0; i < n; i++) {
        double x = (xorshift() >> 11) * (1.0 / 9007199254740992.0);
        hist[(int)(x * 10)]++;
        sum += x;
        sum2 += x * x;
    }
    for (int b = 0; b < 10; b++) {
        printf("[%.1f,%.1f) %6d ", b / 10.0, (b + 1) / 10.0, hist[b]);
        for (int s = 0; s < hist[b] / 1000; s++) putchar('#');
        putchar('\n');
    }
    double mean = sum / n;
    printf("mean %.6f var %.6f\n", mean, sum2 / n - mean * mean);
    return 0;
}
