/* The C side of cx_c_callback.f90: a composite Simpson integrator and a fixed-step RK4
   solver that call back integrands and right-hand sides written in Fortran, passing an
   opaque context pointer through unchanged. */
#include <stddef.h>

typedef double (*cx_integrand)(double x, void *ctx);
typedef void (*cx_rhs)(int n, double t, const double *y, double *dydt, void *ctx);

double cx_simpson(cx_integrand f, void *ctx, double a, double b, int m) {
    if (m % 2) m++;
    double h = (b - a) / m, s = f(a, ctx) + f(b, ctx);
    for (int i = 1; i < m; i++) s += (i % 2 ? 4.0 : 2.0) * f(a + i * h, ctx);
    return s * h / 3.0;
}

/* Integrates y' = rhs(t, y) from t0 over `steps` steps of size h; y is updated in place.
   Returns the number of right-hand side evaluations. */
int cx_rk4(cx_rhs rhs, void *ctx, int n, double *y, double t0, double h, int steps) {
    double k1[16], k2[16], k3[16], k4[16], tmp[16];
    int calls = 0;
    if (n > 16) return -1;
    for (int s = 0; s < steps; s++) {
        double t = t0 + s * h;
        rhs(n, t, y, k1, ctx);
        for (int i = 0; i < n; i++) tmp[i] = y[i] + 0.5 * h * k1[i];
        rhs(n, t + 0.5 * h, tmp, k2, ctx);
        for (int i = 0; i < n; i++) tmp[i] = y[i] + 0.5 * h * k2[i];
        rhs(n, t + 0.5 * h, tmp, k3, ctx);
        for (int i = 0; i < n; i++) tmp[i] = y[i] + h * k3[i];
        rhs(n, t + h, tmp, k4, ctx);
        for (int i = 0; i < n; i++) y[i] += h / 6.0 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
        calls += 4;
    }
    return calls;
}

/* Whether the context pointer is null (a Fortran C_NULL_PTR arrives as NULL). */
int cx_is_null(const void *p) { return p == NULL; }
