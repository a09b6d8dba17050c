// Explicit ODE integrators chosen at run time, as simulation drivers do: a table of
// stepping methods (Euler, Heun, RK4) held as function pointers in a struct with their names
// and orders, right-hand sides passed as pointers too, a function that returns a function
// pointer by name, and typedefs for both pointer types. Errors against the exact solutions
// show each method's order.
#include <math.h>
#include <stdio.h>
#include <string.h>

#define DIM 2

typedef void (*rhs_fn)(double t, const double *y, double *dy);
typedef void (*step_fn)(rhs_fn f, double t, double h, double *y);

static void decay(double t, const double *y, double *dy)
{
    (void)t;
    dy[0] = -2.0 * y[0];
    dy[1] = -0.5 * y[1];
}

static void oscillator(double t, const double *y, double *dy)
{
    (void)t;
    dy[0] = y[1];
    dy[1] = -y[0];
}

static void euler(rhs_fn f, double t, double h, double *y)
{
    double k[DIM];
    f(t, y, k);
    for (int i = 0; i < DIM; i++)
        y[i] += h * k[i];
}

static void heun(rhs_fn f, double t, double h, double *y)
{
    double k1[DIM], k2[DIM], tmp[DIM];
    f(t, y, k1);
    for (int i = 0; i < DIM; i++)
        tmp[i] = y[i] + h * k1[i];
    f(t + h, tmp, k2);
    for (int i = 0; i < DIM; i++)
        y[i] += 0.5 * h * (k1[i] + k2[i]);
}

static void rk4(rhs_fn f, double t, double h, double *y)
{
    double k[4][DIM], tmp[DIM];
    static const double c[4] = {0.0, 0.5, 0.5, 1.0}, w[4] = {1.0, 2.0, 2.0, 1.0};
    f(t, y, k[0]);
    for (int s = 1; s < 4; s++) {
        for (int i = 0; i < DIM; i++)
            tmp[i] = y[i] + c[s] * h * k[s - 1][i];
        (*f)(t + c[s] * h, tmp, k[s]);
    }
    for (int i = 0; i < DIM; i++) {
        double sum = 0.0;
        for (int s = 0; s < 4; s++)
            sum += w[s] * k[s][i];
        y[i] += h * sum / 6.0;
    }
}

static const struct method {
    const char *name;
    int order;
    step_fn step;
} methods[] = {
    {"euler", 1, euler},
    {.name = "heun", .order = 2, .step = heun},
    {"rk4", 4, &rk4},
};

static step_fn find_method(const char *name)
{
    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
        if (strcmp(methods[i].name, name) == 0)
            return methods[i].step;
    return NULL;
}

static double integrate(step_fn step, rhs_fn f, const double *y0, double tend, int n, double *y)
{
    double h = tend / n;
    memcpy(y, y0, DIM * sizeof *y);
    for (int k = 0; k < n; k++)
        step(f, k * h, h, y);
    return h;
}

int main(void)
{
    const double y0[DIM] = {1.0, 0.0}, z0[DIM] = {1.0, 1.0};
    struct {
        const char *name;
        rhs_fn f;
        const double *y0;
    } problems[] = {{"decay", decay, z0}, {"oscillator", oscillator, y0}};
    for (int p = 0; p < 2; p++) {
        printf("%s:\n", problems[p].name);
        for (size_t m = 0; m < sizeof methods / sizeof *methods; m++) {
            double prev_err = 0.0;
            for (int n = 20; n <= 80; n *= 2) {
                double y[DIM];
                integrate(methods[m].step, problems[p].f, problems[p].y0, 2.0, n, y);
                double exact0 = p == 0 ? exp(-4.0) : cos(2.0);
                double exact1 = p == 0 ? exp(-1.0) : -sin(2.0);
                double err = fabs(y[0] - exact0) + fabs(y[1] - exact1);
                printf("  %-5s n=%2d y=(%.10f, %.10f) err=%.3e", methods[m].name, n, y[0], y[1], err);
                if (prev_err > 0.0)
                    printf(" rate=%.2f (order %d)", log2(prev_err / err), methods[m].order);
                printf("\n");
                prev_err = err;
            }
        }
    }
    step_fn s = find_method("rk4");
    printf("lookup rk4 is rk4: %d, lookup midpoint: %s\n", s == rk4,
           find_method("midpoint") ? "found" : "null");
    double y[DIM];
    integrate(find_method("heun"), oscillator, y0, 6.283185307179586, 400, y);
    printf("heun full period: %.8f %.8f energy=%.8f\n", y[0], y[1], 0.5 * (y[0] * y[0] + y[1] * y[1]));
    return 0;
}
