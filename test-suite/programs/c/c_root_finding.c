// Root finding with a table of methods behind one function-pointer signature: bisection,
// secant, regula falsi and Newton, each reporting iterations on the same equations.
#include <stdio.h>
#include <math.h>

typedef double (*fn)(double);
typedef struct { double root; int iters; } result;

static double g1(double x) { return x * x * x - 2 * x - 5; }
static double d1(double x) { return 3 * x * x - 2; }
static double g2(double x) { return cos(x) - x; }
static double d2(double x) { return -sin(x) - 1; }

static void bisect(fn f, fn df, double a, double b, result *r) {
    (void)df;
    r->iters = 0;
    while (b - a > 1e-12) {
        double m = 0.5 * (a + b);
        if ((f(a) < 0) == (f(m) < 0)) a = m; else b = m;
        r->iters++;
    }
    r->root = 0.5 * (a + b);
}

static void secant(fn f, fn df, double a, double b, result *r) {
    (void)df;
    r->iters = 0;
    while (fabs(b - a) > 1e-12 && r->iters < 100) {
        double c = b - f(b) * (b - a) / (f(b) - f(a));
        a = b;
        b = c;
        r->iters++;
    }
    r->root = b;
}

static void falsi(fn f, fn df, double a, double b, result *r) {
    (void)df;
    double c = a;
    for (r->iters = 0; r->iters < 200; r->iters++) {
        c = (a * f(b) - b * f(a)) / (f(b) - f(a));
        if (fabs(f(c)) < 1e-13) break;
        if ((f(c) < 0) == (f(a) < 0)) a = c; else b = c;
    }
    r->root = c;
}

static void newton(fn f, fn df, double a, double b, result *r) {
    double x = 0.5 * (a + b);
    for (r->iters = 0; r->iters < 50; r->iters++) {
        double step = f(x) / df(x);
        x -= step;
        if (fabs(step) < 1e-14) break;
    }
    r->root = x;
}

int main(void) {
    struct { const char *name; void (*solve)(fn, fn, double, double, result *); } methods[] = {
        {"bisection", bisect}, {"secant", secant}, {"falsi", falsi}, {"newton", newton}};
    struct { const char *eq; fn f, df; double a, b; } eqs[] = {{"x^3-2x-5", g1, d1, 2, 3}, {"cos x - x", g2, d2, 0, 1}};
    for (int e = 0; e < 2; e++)
        for (int m = 0; m < 4; m++) {
            result r;
            methods[m].solve(eqs[e].f, eqs[e].df, eqs[e].a, eqs[e].b, &r);
            printf("%-10s %-10s root %.10f iterations %s\n", eqs[e].eq, methods[m].name, r.root, r.iters < 60 ? "few" : "many");
        }
    return 0;
}
