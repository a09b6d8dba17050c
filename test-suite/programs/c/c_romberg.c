// Numerical integration: trapezoid, Simpson, Romberg extrapolation in a 2-D table, and
// Gauss-Legendre with 5 nodes, on integrands passed as function pointers.
#include <stdio.h>
#include <math.h>

typedef double (*fn)(double);

static double f1(double x) { return exp(-x * x); }
static double f2(double x) { return 1.0 / (1.0 + x * x); }
static double f3(double x) { return sqrt(x) * log(1 + x); }

static double trapezoid(fn f, double a, double b, int n) {
    double h = (b - a) / n, s = 0.5 * (f(a) + f(b));
    for (int i = 1; i < n; i++) s += f(a + i * h);
    return s * h;
}

static double simpson(fn f, double a, double b, int n) {
    double h = (b - a) / n, s = f(a) + f(b);
    for (int i = 1; i < n; i++) s += (i % 2 ? 4 : 2) * f(a + i * h);
    return s * h / 3;
}

static double romberg(fn f, double a, double b, int levels) {
    double r[12][12];
    for (int i = 0; i < levels; i++) {
        r[i][0] = trapezoid(f, a, b, 1 << i);
        for (int j = 1; j <= i; j++) r[i][j] = r[i][j - 1] + (r[i][j - 1] - r[i - 1][j - 1]) / (pow(4, j) - 1);
    }
    return r[levels - 1][levels - 1];
}

static double gauss5(fn f, double a, double b) {
    static const double x[5] = {0.0, -0.5384693101056831, 0.5384693101056831, -0.9061798459386640, 0.9061798459386640};
    static const double w[5] = {0.5688888888888889, 0.4786286704993665, 0.4786286704993665, 0.2369268850561891, 0.2369268850561891};
    double m = 0.5 * (a + b), r = 0.5 * (b - a), s = 0;
    for (int i = 0; i < 5; i++) s += w[i] * f(m + r * x[i]);
    return s * r;
}

int main(void) {
    struct { const char *name; fn f; double a, b; } cases[] = {
        {"exp(-x^2) on [0,2]", f1, 0, 2},
        {"1/(1+x^2) on [0,1]", f2, 0, 1},
        {"sqrt(x)log(1+x) on [0,1]", f3, 0, 1},
    };
    for (int k = 0; k < 3; k++) {
        printf("%s\n", cases[k].name);
        printf("  trapezoid(64) %.12f\n", trapezoid(cases[k].f, cases[k].a, cases[k].b, 64));
        printf("  simpson(64)   %.12f\n", simpson(cases[k].f, cases[k].a, cases[k].b, 64));
        printf("  romberg(10)   %.12f\n", romberg(cases[k].f, cases[k].a, cases[k].b, 10));
        printf("  gauss5        %.12f\n", gauss5(cases[k].f, cases[k].a, cases[k].b));
    }
    printf("4*romberg(1/(1+x^2)) - pi = %.2e\n", 4 * romberg(f2, 0, 1, 10) - 3.141592653589793);
    return 0;
}
