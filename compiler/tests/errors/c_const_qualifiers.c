// const in pointer targets: conversions that drop it are gcc's warnings (assignment,
// initialization, argument, return); conversions that add it, casts, and writes through
// non-const pointers stay quiet; writes to const objects are errors. Calls of undeclared
// functions are C89 implicit declarations (gcc's warning), and a later definition of
// another type conflicts.
#include <stddef.h>

struct table {
    const double *coef;
    double *work;
};

static void fill(double *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = i;
}

static double *unwrap(const double *p)
{
    return p; // WARNING: return discards 'const' qualifier from pointer target type
}

static const char *name_of(int k)
{
    return k ? "one" : "zero";
}

int main(void)
{
    const double fixed[4] = {1, 2, 3, 4};
    double buf[4];
    const double *ro = buf;
    double *rw = fixed; // WARNING: initialization discards 'const' qualifier from pointer target type
    rw = ro; // WARNING: assignment discards 'const' qualifier from pointer target type
    fill(fixed, 4); // WARNING: passing argument 1 of 'fill' discards 'const' qualifier from pointer target type
    fill(buf, 4);
    rw = (double *)ro;
    ro = rw;
    struct table t = {fixed, buf};
    double *w = t.coef; // WARNING: initialization discards 'const' qualifier from pointer target type
    char *s = name_of(1); // WARNING: initialization discards 'const' qualifier from pointer target type
    void *any = ro; // WARNING: initialization discards 'const' qualifier from pointer target type
    const void *cany = ro;
    volatile int flag = 0;
    int *pf = &flag; // WARNING: initialization discards 'volatile' qualifier from pointer target type
    fixed[0] = 5; // ERROR: assignment of read-only location 'fixed[0]'
    *ro = 1.0; // ERROR: assignment of read-only location '*ro'
    int n = helper(3); // WARNING: implicit declaration of function 'helper'
    double r = root(2.0); // WARNING: implicit declaration of function 'root'
    return (int)(w[0] + s[0] + n + r) + (any != cany) + *pf + (unwrap(ro) != NULL);
}

int helper(int k)
{
    return k * 2;
}

double root(double x) // ERROR: conflicting types for 'root'
{
    return x;
}
