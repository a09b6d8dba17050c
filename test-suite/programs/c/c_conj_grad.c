// Conjugate gradients on the 1-D Poisson matrix (tridiagonal 2,-1) applied matrix-free, with
// the residual history and the solution compared with the exact one.
#include <stdio.h>
#include <math.h>

#define N 50

static void apply(const double *x, double *y, int n) {
    for (int i = 0; i < n; i++) {
        double v = 2 * x[i];
        if (i > 0) v -= x[i - 1];
        if (i < n - 1) v -= x[i + 1];
        y[i] = v;
    }
}

static double dot(const double *a, const double *b, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

int main(void) {
    double x[N] = {0}, r[N], p[N], ap[N], b[N];
    double h = 1.0 / (N + 1);
    for (int i = 0; i < N; i++) b[i] = h * h * 2.0;   // -u'' = 2, u(0)=u(1)=0 -> u = x(1-x)
    for (int i = 0; i < N; i++) { r[i] = b[i]; p[i] = r[i]; }
    double rr = dot(r, r, N);
    int it;
    for (it = 0; it < 200 && sqrt(rr) > 1e-13; it++) {
        apply(p, ap, N);
        double alpha = rr / dot(p, ap, N);
        for (int i = 0; i < N; i++) { x[i] += alpha * p[i]; r[i] -= alpha * ap[i]; }
        double rr2 = dot(r, r, N);
        if (it % 5 == 0) printf("it %2d |r| %.3e\n", it, sqrt(rr2));
        for (int i = 0; i < N; i++) p[i] = r[i] + rr2 / rr * p[i];
        rr = rr2;
    }
    printf("converged within %d\n", it <= N + 1);
    double err = 0;
    for (int i = 0; i < N; i++) {
        double t = (i + 1) * h;
        err = fmax(err, fabs(x[i] - t * (1 - t)));
    }
    printf("error small %d\n", err < 1e-10);
    printf("u(0.5) ~ %.8f\n", x[N / 2]);
    return 0;
}
