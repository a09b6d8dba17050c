// A radix-2 FFT and its inverse on <complex.h> double complex values, as spectral codes
// write them: cexp twiddle factors, bit-reversal permutation, Parseval's identity, a
// circular convolution through the spectrum checked against the direct sum, and creal,
// cimag, cabs, carg, conj on single values.
#include <complex.h>
#include <math.h>
#include <stdio.h>

#define N 16

static void fft(int n, double complex *x, int inverse) {
    for (int i = 1, j = 0; i < n; i++) {
        int bit = n >> 1;
        for (; j & bit; bit >>= 1) j ^= bit;
        j ^= bit;
        if (i < j) {
            double complex t = x[i];
            x[i] = x[j];
            x[j] = t;
        }
    }
    for (int len = 2; len <= n; len <<= 1) {
        double complex w = cexp((inverse ? 2 : -2) * M_PI * I / len);
        for (int i = 0; i < n; i += len) {
            double complex wk = 1;
            for (int k = 0; k < len / 2; k++) {
                double complex u = x[i + k], v = x[i + k + len / 2] * wk;
                x[i + k] = u + v;
                x[i + k + len / 2] = u - v;
                wk *= w;
            }
        }
    }
    if (inverse)
        for (int i = 0; i < n; i++) x[i] /= n;
}

static double r6(double v) { return fabs(v) < 5e-7 ? 0.0 : v; }

int main(void) {
    double complex sig[N], ker[N], orig[N];
    for (int i = 0; i < N; i++) {
        sig[i] = sin(2 * M_PI * 3 * i / N) + 0.5 * cos(2 * M_PI * 5 * i / N) + (i == 4) * I;
        ker[i] = i < 3 ? (3 - i) / 6.0 : 0.0;
        orig[i] = sig[i];
    }
    double energy_t = 0, energy_f = 0;
    for (int i = 0; i < N; i++) energy_t += creal(sig[i] * conj(sig[i]));
    fft(N, sig, 0);
    for (int i = 0; i < N; i++) {
        energy_f += cabs(sig[i]) * cabs(sig[i]);
        if (cabs(sig[i]) > 1e-9)
            printf("X[%2d] = %+9.5f %+9.5fi |X|=%8.5f arg=%+.5f\n", i, r6(creal(sig[i])), r6(cimag(sig[i])),
                   cabs(sig[i]), carg(sig[i]));
    }
    printf("parseval: %.10f %.10f\n", energy_t, energy_f / N);
    double complex spec_k[N], prod[N];
    for (int i = 0; i < N; i++) spec_k[i] = ker[i];
    fft(N, spec_k, 0);
    for (int i = 0; i < N; i++) prod[i] = sig[i] * spec_k[i];
    fft(N, prod, 1);
    double maxerr = 0, check = 0;
    for (int i = 0; i < N; i++) {
        double complex direct = 0;
        for (int j = 0; j < N; j++) direct += orig[j] * ker[(i - j + N) % N];
        maxerr = fmax(maxerr, cabs(direct - prod[i]));
        check += creal(direct) * (i + 1) + cimag(direct);
    }
    printf("convolution maxerr<1e-12: %d checksum %.10f\n", maxerr < 1e-12, check);
    fft(N, sig, 1);
    double back = 0;
    for (int i = 0; i < N; i++) back = fmax(back, cabs(sig[i] - orig[i]));
    printf("roundtrip<1e-12: %d\n", back < 1e-12);
    double complex z = 3.0 - 4.0 * I, w = csqrt(z), e = cexp(I * M_PI);
    printf("z=%g%+gi |z|=%g conj=%g%+gi sqrt=%.6f%+.6fi z/w=%.6f%+.6fi e^ipi=%.3f%+.3fi\n", creal(z), cimag(z),
           cabs(z), creal(conj(z)), cimag(conj(z)), creal(w), cimag(w), creal(z / w), cimag(z / w),
           creal(e), r6(cimag(e)));
    float complex fz = 1.0f + 2.0f * I;
    fz *= fz;
    printf("float complex sq = %g%+gi size %zu %zu\n", crealf(fz), cimagf(fz), sizeof fz, sizeof z);
    return 0;
}
