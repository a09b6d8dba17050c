// Polynomials as coefficient arrays: Horner evaluation, derivative, multiplication, synthetic
// division, and Newton's method finding every real root of a cubic by deflation.
#include <stdio.h>
#include <math.h>

#define MAXD 10

typedef struct { int deg; double c[MAXD + 1]; } poly;

static double eval(const poly *p, double x) {
    double r = 0;
    for (int i = p->deg; i >= 0; i--) r = r * x + p->c[i];
    return r;
}

static void deriv(const poly *p, poly *d) {
    *d = (poly){p->deg > 0 ? p->deg - 1 : 0, {0}};
    for (int i = 1; i <= p->deg; i++) d->c[i - 1] = i * p->c[i];
}

static void mul(const poly *a, const poly *b, poly *r) {
    r->deg = a->deg + b->deg;
    for (int i = 0; i <= r->deg; i++) r->c[i] = 0;
    for (int i = 0; i <= a->deg; i++)
        for (int j = 0; j <= b->deg; j++) r->c[i + j] += a->c[i] * b->c[j];
}

static double divide_root(poly *p, double root) {
    double carry = 0;
    for (int i = p->deg; i >= 0; i--) {
        double t = p->c[i] + carry * root;
        p->c[i] = carry;
        carry = t;
    }
    for (int i = 0; i < p->deg; i++) p->c[i] = p->c[i + 1];
    p->deg--;
    return carry;
}

static void print(const char *name, const poly *p) {
    printf("%s:", name);
    for (int i = p->deg; i >= 0; i--) printf(" %+g x^%d", p->c[i], i);
    printf("\n");
}

int main(void) {
    poly a = {1, {-2, 1}}, b = {1, {3, 1}}, c = {1, {-0.5, 1}}, ab, abc;
    mul(&a, &b, &ab);
    mul(&ab, &c, &abc);
    print("p", &abc);
    poly d;
    deriv(&abc, &d);
    print("p'", &d);
    printf("p(1.5) %g p'(1.5) %g\n", eval(&abc, 1.5), eval(&d, 1.5));
    poly work = abc;
    for (int k = 0; k < 3; k++) {
        double x = 10;
        poly dw;
        deriv(&work, &dw);
        for (int it = 0; it < 100; it++) {
            double fx = eval(&work, x), dx = eval(&dw, x);
            if (fabs(fx) < 1e-14 || dx == 0) break;
            x -= fx / dx;
        }
        double rem = divide_root(&work, x);
        printf("root %d: %.10f (remainder %.1e small %d)\n", k, x, rem, fabs(rem) < 1e-9);
    }
    poly cheb = {5, {0, 5, 0, -20, 0, 16}};
    printf("T5(cos 0.3) %.12f cos(1.5) %.12f\n", eval(&cheb, cos(0.3)), cos(1.5));
    return 0;
}
