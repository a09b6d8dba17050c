// Arrays of function pointers as dispatch tables: an RPN calculator whose operators are a
// table indexed by character, a table of unary functions applied in a pipeline, and
// function pointers returned from functions.
#include <stdio.h>
#include <math.h>
#include <string.h>

typedef double (*binop)(double, double);
typedef double (*unop)(double);

static double add(double a, double b) { return a + b; }
static double sub(double a, double b) { return a - b; }
static double mul(double a, double b) { return a * b; }
static double dvd(double a, double b) { return a / b; }
static double sq(double a) { return a * a; }
static double half(double a) { return a / 2; }
static double neg(double a) { return -a; }

static binop table[128];

static unop pick(int k)
{
    static unop ops[] = {sq, half, fabs, sqrt, neg};
    return ops[k % 5];
}

static double rpn(const char *s)
{
    double st[32];
    int sp = 0;
    for (; *s; s++) {
        if (*s >= '0' && *s <= '9')
            st[sp++] = *s - '0';
        else if (*s != ' ' && table[(int)*s]) {
            double b = st[--sp], a = st[--sp];
            st[sp++] = table[(int)*s](a, b);
        }
    }
    return st[0];
}

int main(void)
{
    table['+'] = add;
    table['-'] = sub;
    table['*'] = mul;
    table['/'] = dvd;
    const char *progs[] = {"3 4 + 2 *", "9 3 / 8 -", "1 2 3 4 5 * * * *", "7 2 / 3 /"};
    for (int i = 0; i < 4; i++)
        printf("%-20s = %.6f\n", progs[i], rpn(progs[i]));
    double x = 3.0;
    for (int k = 0; k < 9; k++) {
        x = pick(k)(x);
        printf("step %d -> %.6f\n", k, x);
    }
    unop chain[3] = {half, sq, neg};
    double y = 10;
    for (unsigned k = 0; k < sizeof chain / sizeof *chain; k++)
        y = (*chain[k])(y);
    printf("chain %.3f same %d\n", y, chain[1] == sq);
    return 0;
}
