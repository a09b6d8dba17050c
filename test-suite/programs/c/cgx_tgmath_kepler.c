// Kepler's equation E - e sin E = M solved by Newton's method in float, double and long
// double through the type-generic macros of <tgmath.h> (C99 7.22): one macro name, the
// function of the argument's type (sinf/sin/sinl, the complex versions for complex
// arguments), so the three precisions differ in their converged digits. Orbit positions,
// integer arguments (taken as double) and mixed-type pow/atan2/fmax calls.
#include <stdio.h>
#include <tgmath.h>

#define KEPLER(T, NAME)                                                         \
    static T NAME(T m, T e, int *iters) {                                      \
        T x = e < (T)0.8 ? m : (T)3.14159265358979323846L;                    \
        for (*iters = 0; *iters < 50; ++*iters) {                             \
            T d = (x - e * sin(x) - m) / ((T)1 - e * cos(x));                 \
            x -= d;                                                           \
            if (fabs(d) <= (T)4 * sizeof(T) * (sizeof(T) == 4 ? 1e-7L : 1e-17L)) \
                break;                                                        \
        }                                                                     \
        return x;                                                             \
    }

KEPLER(float, kepler_f)
KEPLER(double, kepler_d)
KEPLER(long double, kepler_ld)

int main(void) {
    const double ecc[] = {0.0167, 0.2056, 0.6, 0.967};
    for (int k = 0; k < 4; k++) {
        double e = ecc[k];
        double m = 1.25;
        int itf, itd, itl;
        float Ef = kepler_f((float)m, (float)e, &itf);
        double Ed = kepler_d(m, e, &itd);
        long double El = kepler_ld(m, e, &itl);
        double nu = 2 * atan2(sqrt(1 + e) * sin(Ed / 2), sqrt(1 - e) * cos(Ed / 2));
        double r = 1 - e * cos(Ed);
        printf("e=%.4f E_f=%.7f E_d=%.15f E_ld=%.18Lf iters %d %d %d\n", e, (double)Ef, Ed, El, itf, itd, itl);
        printf("   |E_f-E_d|<1e-5 %d |E_d-E_ld|<1e-14 %d nu=%.12f r=%.12f sizes %zu %zu %zu\n",
               fabs(Ef - Ed) < 1e-5, fabs(Ed - El) < 1e-14L, nu, r, sizeof(sin(Ef)), sizeof(sin(Ed)), sizeof(sin(El)));
    }
    /* integer arguments are doubles; mixed float/long double picks long double */
    printf("sqrt(2)=%.15f pow(2,10)=%g pow(2.0f,0.5f)=%.7f sizeof(pow(2.0f,3.0L))=%zu\n", sqrt(2), pow(2, 10),
           (double)pow(2.0f, 0.5f), sizeof(pow(2.0f, 3.0L)));
    printf("fmax(1,2.5f)=%g hypot(3.0f,4.0f)=%g exp(1)=%.15f cbrt(27.0L)=%.18Lf\n", fmax(1, 2.5f),
           (double)hypot(3.0f, 4.0f), exp(1), cbrt(27.0L));
    double complex z = 1.0 + 2.0 * I;
    double complex w = exp(z), s = sqrt(-4.0 + 0.0 * I);
    float complex zf = 3.0f + 4.0f * I;
    printf("exp(1+2i)=%.12f%+.12fi sqrt(-4)=%g%+gi fabs(3+4i)=%g sizeof(sqrt(zf))=%zu carg=%.12f\n", creal(w), cimag(w),
           creal(s), cimag(s), (double)fabs(zf), sizeof(sqrt(zf)), carg(z));
    int e2;
    float mf = frexp(48.0f, &e2);
    printf("frexp(48.0f)=%g,%d ldexp(0.75,4)=%g remainder(10,3)=%g round(-2.5f)=%g\n", (double)mf, e2, ldexp(0.75, 4),
           remainder(10, 3), (double)round(-2.5f));
    return 0;
}
