/* long double _Complex as scientific codes use it: x87 pairs in memory, returned in
   st0/st1 (System V COMPLEX_X87), + - * / (libgcc's __mulxc3/__divxc3 for two complex
   operands), mixed real/complex operands, conversions to and from the other complex types,
   ==/!=, libm's creall/cimagl/cabsl/cexpl/csqrtl/clogl/cpowl/conjl/cargl, arrays, struct
   members (passed in memory), and structs of one long double returned in st0. */
#include <complex.h>
#include <math.h>
#include <stdio.h>

struct cell {
    int id;
    long double complex z;
};

struct ld1 {
    long double x;
};

static long double complex origin = 0.25L - 0.5L * I;

static void show(const char *what, long double complex z) {
    printf("%s %.18Lg %.18Lg\n", what, creall(z), cimagl(z));
}

long double complex rotl(long double complex z, long double angle) {
    return z * cexpl(I * angle);
}

long double complex mid(long double complex a, long double complex b) {
    return (a + b) / 2;
}

struct cell bump(struct cell c) {
    c.id += 1;
    c.z *= 1.5L;
    return c;
}

struct ld1 half(struct ld1 v) {
    struct ld1 r = {v.x / 2};
    return r;
}

long double complex poly(const long double complex *c, int n, long double complex x) {
    long double complex s = 0;
    for (int k = n - 1; k >= 0; k--)
        s = s * x + c[k];
    return s;
}

int main(void) {
    long double complex a = 1.0L + 2.0L * I;
    long double complex b = CMPLXL(3.0L, -0.75L);
    long double complex c = 2.5Li;
    show("a", a);
    show("b", b);
    show("c", c);
    show("origin", origin);
    show("a+b", a + b);
    show("a-b", a - b);
    show("a*b", a * b);
    show("a/b", a / b);
    show("a*3", a * 3);
    show("a/3", a / 3.0L);
    show("2-a", 2 - a);
    show("1/a", 1.0L / a);
    show("-a", -a);
    show("~a", ~a);
    show("conj", conjl(b));
    show("rot", rotl(a, 0.3L));
    show("mid", mid(a, b));
    show("sqrt", csqrtl(b));
    show("log", clogl(a));
    show("exp", cexpl(c));
    show("pow", cpowl(a, 0.5L));
    printf("abs %.18Lg arg %.18Lg\n", cabsl(b), cargl(b));
    /* Conversions among the complex types and with real ones. */
    double complex d = a * b;
    float complex f = (float complex)b;
    long double complex back = d;
    long double r = a;
    printf("d %.15g %.15g f %.7g %.7g\n", creal(d), cimag(d), crealf(f), cimagf(f));
    show("back", back + f);
    printf("r %.18Lg\n", r);
    printf("eq %d %d %d %d\n", a == a, a != b, back == d, (long double complex)3 == 3.0L);
    printf("truth %d %d\n", !a, !(a - a));
    /* Arrays, pointers, struct members. */
    long double complex coef[5];
    for (int k = 0; k < 5; k++)
        coef[k] = (k + 1) + (k - 2) * 0.125L * I;
    show("poly", poly(coef, 5, 0.5L + 0.25L * I));
    struct cell cl = {7, 1.0L / 3 + I / 7};
    struct cell cb = bump(cl);
    printf("cell %d %.18Lg %.18Lg\n", cb.id, creall(cb.z), cimagl(cb.z));
    struct ld1 h = half((struct ld1){1.0L / 3});
    printf("half %.18Lg\n", h.x);
    /* Annex G: infinities and NaNs through __mulxc3/__divxc3. */
    long double complex inf = INFINITY + 1.0L * I;
    long double complex p = inf * a, q = a / 0.0L, z0 = a / (long double complex)0;
    printf("inf %d %d %d %d\n", isinf(creall(p)) || isinf(cimagl(p)), isinf(creall(q)),
           isinf(creall(z0)) || isinf(cimagl(z0)), isnan(creall(z0 * 0)));
    /* Accumulation in a loop. */
    long double complex acc = 0;
    for (int k = 1; k <= 200; k++)
        acc += cexpl(I * (long double)k / 50) / k;
    show("acc", acc);
    return 0;
}
