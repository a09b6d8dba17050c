// Iterative radix-2 FFT on separate real/imaginary arrays (bit reversal, butterflies), its
// inverse, and a check against a direct DFT.
#include <stdio.h>
#include <math.h>

#define N 16
static const double PI = 3.14159265358979323846;

static unsigned reverse_bits(unsigned x, int bits) {
    unsigned r = 0;
    for (int i = 0; i < bits; i++) { r = (r << 1) | (x & 1u); x >>= 1; }
    return r;
}

static void fft(double re[], double im[], int n, int inverse) {
    int bits = 0;
    while ((1 << bits) < n) bits++;
    for (unsigned i = 0; i < (unsigned)n; i++) {
        unsigned j = reverse_bits(i, bits);
        if (j > i) {
            double t = re[i]; re[i] = re[j]; re[j] = t;
            t = im[i]; im[i] = im[j]; im[j] = t;
        }
    }
    for (int len = 2; len <= n; len <<= 1) {
        double ang = 2 * PI / len * (inverse ? 1 : -1);
        for (int i = 0; i < n; i += len)
            for (int k = 0; k < len / 2; k++) {
                double wr = cos(ang * k), wi = sin(ang * k);
                int a = i + k, b = i + k + len / 2;
                double xr = re[b] * wr - im[b] * wi, xi = re[b] * wi + im[b] * wr;
                re[b] = re[a] - xr; im[b] = im[a] - xi;
                re[a] += xr; im[a] += xi;
            }
    }
    if (inverse)
        for (int i = 0; i < n; i++) { re[i] /= n; im[i] /= n; }
}

int main(void) {
    double re[N], im[N], r0[N];
    for (int i = 0; i < N; i++) {
        re[i] = r0[i] = sin(2 * PI * 3 * i / N) + 0.5 * cos(2 * PI * 5 * i / N) + (i % 3);
        im[i] = 0;
    }
    fft(re, im, N, 0);
    double maxerr = 0;
    for (int k = 0; k < N; k++) {
        double dr = 0, di = 0;
        for (int t = 0; t < N; t++) {
            dr += r0[t] * cos(-2 * PI * k * t / N);
            di += r0[t] * sin(-2 * PI * k * t / N);
        }
        maxerr = fmax(maxerr, hypot(dr - re[k], di - im[k]));
        printf("X[%2d] = %9.5f %+9.5fi |X| %.5f\n", k, re[k] + 0.0, im[k] + 0.0, hypot(re[k], im[k]));
    }
    printf("dft agrees %d\n", maxerr < 1e-9);
    fft(re, im, N, 1);
    double back = 0;
    for (int i = 0; i < N; i++) back = fmax(back, fabs(re[i] - r0[i]));
    printf("roundtrip ok %d\n", back < 1e-12);
    printf("rev(1,4)=%u rev(6,4)=%u\n", reverse_bits(1, 4), reverse_bits(6, 4));
    return 0;
}
