// Numerical integration: the trapezoid and Simpson rules for several functions, computing pi.
#include <stdio.h>
#include <math.h>

double f_quarter_circle(double x) { return 4.0 / (1.0 + x * x); }
double f_gauss(double x) { return exp(-x * x); }

double trapezoid(int which, double a, double b, int n) {
    double h = (b - a) / n, s = 0;
    for (int i = 0; i <= n; i++) {
        double x = a + i * h;
        double y = which == 0 ? f_quarter_circle(x) : f_gauss(x);
        s += (i == 0 || i == n) ? y / 2 : y;
    }
    return s * h;
}

double simpson(int which, double a, double b, int n) {
    double h = (b - a) / n, s = 0;
    for (int i = 0; i <= n; i++) {
        double x = a + i * h;
        double y = which == 0 ? f_quarter_circle(x) : f_gauss(x);
        s += (i == 0 || i == n) ? y : (i % 2 ? 4 * y : 2 * y);
    }
    return s * h / 3;
}

int main(void) {
    for (int n = 10; n <= 10000; n *= 10)
        printf("n=%5d trap %.12f simpson %.12f\n", n, trapezoid(0, 0, 1, n), simpson(0, 0, 1, n));
    printf("gauss %.10f (sqrt(pi)/2 = %.10f)\n", simpson(1, 0, 6, 1000), sqrt(M_PI) / 2);
    return 0;
}
