/* The rest of C99 (and GNU) complex arithmetic: compound assignment with complex and real
   operands (z *= w, z += 1.0, x += z), the conditional operator on complex operands (and
   mixed real/complex, and on structs), GNU's __real__/__imag__ as rvalues and lvalues (of
   variables, array elements, pointers, struct members and real operands), casts between the
   complex types, ==/!= with real operands. */
#include <complex.h>
#include <stdio.h>

struct pt {
    int id;
    double complex z;
};

static void show(const char *what, double complex z) {
    printf("%s %.15g %.15g\n", what, creal(z), cimag(z));
}

static void showl(const char *what, long double complex z) {
    printf("%s %.18Lg %.18Lg\n", what, creall(z), cimagl(z));
}

static double complex pick(int k, double complex a, double b) {
    return k > 0 ? a : b;
}

int main(void) {
    double complex z = 1.0 + 2.0 * I, w = 0.5 - I;
    float complex f = 2.0f + 1.0f * I;
    long double complex l = 1.0L / 3 - 0.25L * I;
    double x = 3.0;
    int k = 2;
    z *= w;
    show("z*=w", z);
    z += 1.0;
    show("z+=1", z);
    z /= 2;
    z -= w;
    show("z/=2,-=w", z);
    f *= f;
    f -= 1;
    printf("f %.7g %.7g\n", crealf(f), cimagf(f));
    l *= l;
    l /= 0.5L + 0.5L * I;
    l += x;
    showl("l", l);
    x += z;
    printf("x %.15g\n", x);
    x *= w;
    printf("x %.15g\n", x);
    /* The conditional operator. */
    show("?zw", k > 1 ? z : w);
    show("?xw", k > 5 ? x : w);
    show("?fz", k > 1 ? f : z);
    show("?1w", k ? 1 : w);
    showl("?lf", k ? l : f);
    show("pick", pick(1, w, 4) + pick(0, w, 4));
    struct pt a = {1, 2 + 3 * I}, b = {2, -I};
    struct pt c = k > 1 ? a : b;
    printf("struct %d %g %g\n", c.id, creal(c.z), cimag(c.z));
    /* __real__ and __imag__. */
    printf("parts %.15g %.15g %.15g %.15g\n", __real__ z, __imag__ z, __real__ x, __imag__ x);
    printf("rvalue %.15g %.15g\n", __real__(z * w), __imag__(z + 1));
    __real__ z = 7.0;
    __imag__ z += 1.5;
    show("lvalue", z);
    double complex arr[3] = {1, I, 1 + I};
    double complex *p = arr;
    __imag__ p[0] = -1;
    __real__ *(p + 1) *= 2;
    ++__imag__ arr[2];
    for (int i = 0; i < 3; i++)
        show("arr", arr[i]);
    __imag__ a.z = __real__ b.z - 4;
    show("member", a.z);
    __real__ l = __imag__ l;
    showl("lpart", l);
    __real__ x = 9;
    printf("x %g %g\n", x, __imag__ k + 0.0);
    /* Casts between complex types and with real types. */
    long double complex lf = (long double complex)f;
    float complex fl = (float complex)l;
    double complex dl = (double complex)l;
    showl("lf", lf);
    printf("fl %.7g %.7g\n", crealf(fl), cimagf(fl));
    show("dl", dl);
    show("(dc)x", (double complex)x);
    printf("(d)z %.15g (i)z %d\n", (double)z, (int)z);
    /* == and != with real operands. */
    double complex r = 3;
    printf("eq %d %d %d %d %d\n", r == 3, 3.0 == r, r != 3, z == 7.0, (float complex)r == 3.0L);
    printf("end\n");
    return 0;
}
