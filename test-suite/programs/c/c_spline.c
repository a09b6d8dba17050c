// Natural cubic spline interpolation: the tridiagonal system for the second derivatives
// solved by the Thomas algorithm, evaluation by binary search of the interval, and errors
// against the interpolated function.
#include <stdio.h>
#include <math.h>

#define N 9

static double xs[N], ys[N], m2[N];

static void thomas(int n, double *a, double *b, double *c, double *d, double *x) {
    for (int i = 1; i < n; i++) {
        double w = a[i] / b[i - 1];
        b[i] -= w * c[i - 1];
        d[i] -= w * d[i - 1];
    }
    x[n - 1] = d[n - 1] / b[n - 1];
    for (int i = n - 2; i >= 0; i--) x[i] = (d[i] - c[i] * x[i + 1]) / b[i];
}

static double spline(double x) {
    int lo = 0, hi = N - 1;
    while (hi - lo > 1) {
        int mid = (lo + hi) / 2;
        if (xs[mid] > x) hi = mid; else lo = mid;
    }
    double h = xs[hi] - xs[lo], a = (xs[hi] - x) / h, b = (x - xs[lo]) / h;
    return a * ys[lo] + b * ys[hi] + ((a * a * a - a) * m2[lo] + (b * b * b - b) * m2[hi]) * h * h / 6;
}

int main(void) {
    for (int i = 0; i < N; i++) { xs[i] = i * 0.5 + 0.05 * i * i; ys[i] = sin(xs[i]); }
    int n = N - 2;
    double a[N], b[N], c[N], d[N], x[N];
    for (int i = 1; i <= n; i++) {
        double h0 = xs[i] - xs[i - 1], h1 = xs[i + 1] - xs[i];
        a[i - 1] = h0 / 6;
        b[i - 1] = (h0 + h1) / 3;
        c[i - 1] = h1 / 6;
        d[i - 1] = (ys[i + 1] - ys[i]) / h1 - (ys[i] - ys[i - 1]) / h0;
    }
    thomas(n, a, b, c, d, x);
    m2[0] = m2[N - 1] = 0;
    for (int i = 1; i <= n; i++) m2[i] = x[i - 1];
    for (int i = 0; i < N; i++) printf("x %.3f y %.6f M %.6f\n", xs[i], ys[i], m2[i]);
    double maxerr = 0;
    for (int k = 0; k <= 40; k++) {
        double t = xs[0] + (xs[N - 1] - xs[0]) * k / 40;
        double e = fabs(spline(t) - sin(t));
        if (e > maxerr) maxerr = e;
        if (k % 10 == 5) printf("s(%.4f) = %.6f sin = %.6f\n", t, spline(t), sin(t));
    }
    printf("max error below 0.01: %d\n", maxerr < 0.01);
    return 0;
}
