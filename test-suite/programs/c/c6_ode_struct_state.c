// A time integrator over an array of structs: a damped spring chain advanced with the
// velocity Verlet method, struct state copied per step, energy accounting with a running
// minimum and maximum, and a do-while convergence loop for the implicit damping factor.
#include <stdio.h>
#include <math.h>

#define NB 8
typedef struct { double x, v, a; } body;

static void forces(body *b, int n, double k, double c)
{
    for (int i = 0; i < n; i++) {
        double l = i > 0 ? b[i - 1].x : 0.0, r = i < n - 1 ? b[i + 1].x : 0.0;
        b[i].a = k * (l + r - 2 * b[i].x) - c * b[i].v;
    }
}

static double energy(const body *b, int n, double k)
{
    double e = 0;
    for (int i = 0; i < n; i++) {
        double l = i > 0 ? b[i - 1].x : 0.0;
        e += 0.5 * b[i].v * b[i].v + 0.5 * k * (b[i].x - l) * (b[i].x - l);
    }
    return e;
}

int main(void)
{
    body s[NB];
    for (int i = 0; i < NB; i++)
        s[i] = (body){sin(i * 0.7), 0.0, 0.0};
    const double k = 4.0, dt = 0.01;
    double c = 0.0;
    int iters = 0;
    do {
        c = 0.5 * (c + 0.05 / (1 + c));
        iters++;
    } while (fabs(c - 0.05 / (1 + c)) > 1e-14 && iters < 100);
    printf("damping %.12f after %d iterations\n", c, iters);
    forces(s, NB, k, c);
    double emin = 1e9, emax = -1e9;
    for (int step = 1; step <= 400; step++) {
        body old[NB];
        for (int i = 0; i < NB; i++)
            old[i] = s[i];
        for (int i = 0; i < NB; i++)
            s[i].x = old[i].x + dt * old[i].v + 0.5 * dt * dt * old[i].a;
        forces(s, NB, k, c);
        for (int i = 0; i < NB; i++)
            s[i].v = old[i].v + 0.5 * dt * (old[i].a + s[i].a);
        double e = energy(s, NB, k);
        emin = e < emin ? e : emin;
        emax = e > emax ? e : emax;
        if (step % 100 == 0)
            printf("step %d energy %.10f x0 %.10f\n", step, e, s[0].x);
    }
    printf("energy range %.10f %.10f\n", emin, emax);
    return 0;
}
