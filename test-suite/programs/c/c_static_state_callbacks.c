// Function pointers in the ways libraries use them: an integrator taking the right-hand
// side as a callback with a user context pointer, a dispatch table indexed by an enum,
// function returning a function pointer, qsort/bsearch over structs with several
// comparators, static locals keeping state across calls (a memo table, a counter).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

typedef void (*rhs_fn)(double t, const double *y, double *dy, void *ctx);

struct oscillator { double k, c; int evals; };

static void damped(double t, const double *y, double *dy, void *ctx)
{
    struct oscillator *o = ctx;
    o->evals++;
    dy[0] = y[1];
    dy[1] = -o->k * y[0] - o->c * y[1] + 0.1 * sin(t);
}

static void rk4(rhs_fn f, void *ctx, double *y, int n, double t, double h)
{
    double k1[4], k2[4], k3[4], k4[4], tmp[4];
    f(t, y, k1, ctx);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + 0.5 * h * k1[i];
    f(t + 0.5 * h, tmp, k2, ctx);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + 0.5 * h * k2[i];
    f(t + 0.5 * h, tmp, k3, ctx);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + h * k3[i];
    f(t + h, tmp, k4, ctx);
    for (int i = 0; i < n; i++) y[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
}

enum op { OP_ADD, OP_SUB, OP_MUL, OP_HYPOT, OP_COUNT };
static double op_add(double a, double b) { return a + b; }
static double op_sub(double a, double b) { return a - b; }
static double op_mul(double a, double b) { return a * b; }
static double (*const ops[OP_COUNT])(double, double) = {[OP_ADD] = op_add, [OP_SUB] = op_sub, [OP_MUL] = op_mul, [OP_HYPOT] = hypot};

static double (*pick(const char *name))(double, double)
{
    static const char *names[] = {"add", "sub", "mul", "hypot"};
    for (int i = 0; i < OP_COUNT; i++)
        if (strcmp(names[i], name) == 0) return ops[i];
    return NULL;
}

static long fib_memo(int n)
{
    static long memo[64];
    static int hits;
    if (n < 0) return hits;
    if (n < 2) return n;
    if (memo[n]) { hits++; return memo[n]; }
    return memo[n] = fib_memo(n - 1) + fib_memo(n - 2);
}

struct rec { char name[8]; int score; double t; };
static int by_score(const void *a, const void *b) { const struct rec *x = a, *y = b; return (x->score < y->score) - (x->score > y->score); }
static int by_name(const void *a, const void *b) { return strcmp(((const struct rec *)a)->name, ((const struct rec *)b)->name); }
static int by_time(const void *a, const void *b) { double d = ((const struct rec *)a)->t - ((const struct rec *)b)->t; return (d > 0) - (d < 0); }

int main(void)
{
    struct oscillator o = {4.0, 0.3, 0};
    double y[2] = {1.0, 0.0};
    for (int s = 0; s < 200; s++) rk4(damped, &o, y, 2, s * 0.05, 0.05);
    printf("rk4 y=%.12f v=%.12f evals=%d\n", y[0], y[1], o.evals);
    const char *names[] = {"mul", "hypot", "sub", "add", "pow"};
    double acc = 1.5;
    for (int i = 0; i < 5; i++) {
        double (*f)(double, double) = pick(names[i]);
        if (f) acc = f(acc, i + 0.5);
        printf("%s -> %s %.6f\n", names[i], f ? "found" : "missing", acc);
    }
    long f50 = fib_memo(50), f60 = fib_memo(60);
    printf("fib %ld %ld hits=%ld\n", f50, f60, fib_memo(-1));
    struct rec recs[] = {{"ann", 70, 3.5}, {"bob", 85, 1.25}, {"cyd", 70, 2.0}, {"dee", 92, 4.75}, {"eve", 85, 0.5}};
    int (*cmps[])(const void *, const void *) = {by_score, by_name, by_time};
    for (int c = 0; c < 3; c++) {
        qsort(recs, 5, sizeof recs[0], cmps[c]);
        printf("order %d:", c);
        for (int i = 0; i < 5; i++) printf(" %s", recs[i].name);
        printf("\n");
    }
    struct rec key = {"cyd"};
    qsort(recs, 5, sizeof recs[0], by_name);
    struct rec *hit = bsearch(&key, recs, 5, sizeof recs[0], by_name);
    printf("bsearch %s %d %.2f\n", hit ? hit->name : "-", hit ? hit->score : -1, hit ? hit->t : 0.0);
    return 0;
}
