// Function pointer tables: a tiny calculator dispatching on an operator table, functions
// returning function pointers, and callbacks applied over arrays.
#include <stdio.h>

typedef double (*binop)(double, double);

static double add(double a, double b) { return a + b; }
static double sub(double a, double b) { return a - b; }
static double mul(double a, double b) { return a * b; }
static double dvd(double a, double b) { return b != 0 ? a / b : 0; }

struct op { char sym; binop fn; };
static const struct op ops[] = { {'+', add}, {'-', sub}, {'*', mul}, {'/', dvd} };

static binop lookup(char c) {
    for (unsigned i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (ops[i].sym == c) return ops[i].fn;
    return 0;
}

static void apply(int n, double *x, double (*f)(double)) {
    for (int i = 0; i < n; i++) x[i] = f(x[i]);
}
static double sq(double v) { return v * v; }
static double half(double v) { return v / 2; }

int main(void) {
    const char *prog = "+-*/?";
    for (const char *c = prog; *c; c++) {
        binop f = lookup(*c);
        if (f) printf("7 %c 2 = %g\n", *c, f(7, 2));
        else printf("no operator %c\n", *c);
    }
    double x[4] = {1, 2, 3, 4};
    double (*chain[])(double) = {sq, half, sq};
    for (int k = 0; k < 3; k++) apply(4, x, chain[k]);
    for (int i = 0; i < 4; i++) printf("x[%d] = %g\n", i, x[i]);
    binop g = &mul;
    printf("(*g)(3,4) = %g\n", (*g)(3, 4));
    printf("same %d\n", g == lookup('*'));
    return 0;
}
