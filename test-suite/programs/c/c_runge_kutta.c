// Classic fourth-order Runge-Kutta for the Lorenz system and a damped oscillator, with a
// right-hand side passed as a function pointer over a state struct array.
#include <stdio.h>
#include <math.h>

typedef void (*rhs_fn)(double t, const double *y, double *dy);

static void lorenz(double t, const double *y, double *dy) {
    (void)t;
    dy[0] = 10.0 * (y[1] - y[0]);
    dy[1] = y[0] * (28.0 - y[2]) - y[1];
    dy[2] = y[0] * y[1] - 8.0 / 3.0 * y[2];
}

static void oscillator(double t, const double *y, double *dy) {
    dy[0] = y[1];
    dy[1] = -4.0 * y[0] - 0.3 * y[1] + 0.5 * cos(t);
}

static void rk4(rhs_fn f, double t, double *y, int n, double h) {
    double k1[8], k2[8], k3[8], k4[8], tmp[8];
    f(t, y, k1);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + 0.5 * h * k1[i];
    f(t + 0.5 * h, tmp, k2);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + 0.5 * h * k2[i];
    f(t + 0.5 * h, tmp, k3);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + h * k3[i];
    f(t + h, tmp, k4);
    for (int i = 0; i < n; i++) y[i] += h / 6.0 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
}

int main(void) {
    double y[3] = {1.0, 1.0, 1.0};
    double t = 0, h = 0.001;
    for (int s = 1; s <= 2000; s++) {
        rk4(lorenz, t, y, 3, h);
        t += h;
        if (s % 400 == 0) printf("t=%.1f  %.6f %.6f %.6f\n", t, y[0], y[1], y[2]);
    }
    double z[2] = {1.0, 0.0};
    t = 0;
    h = 0.01;
    double maxamp = 0;
    for (int s = 0; s < 3000; s++) {
        rk4(oscillator, t, z, 2, h);
        t += h;
        if (t > 20) maxamp = fmax(maxamp, fabs(z[0]));
    }
    printf("oscillator x(30) %.6f v(30) %.6f\n", z[0], z[1]);
    printf("steady amplitude %.4f\n", maxamp);
    return 0;
}
