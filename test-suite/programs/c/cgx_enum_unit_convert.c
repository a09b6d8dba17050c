// Unit conversion tables of an engineering code: enum arithmetic (ranges, counts, stepping
// through enumerators, enum values as array indices and in switch), ternary chains for
// classification, the comma operator in loop headers and expressions, do { } while (0)
// statement macros, and #if / #ifdef / #elif selected code paths.
#include <stdio.h>
#include <string.h>

#define USE_SI 1
#define PRECISION 3
#define SWAP(T, a, b) do { T swap_tmp_ = (a); (a) = (b); (b) = swap_tmp_; } while (0)
#define CHECK(cond, counter) do { if (!(cond)) { (counter)++; printf("check failed: %s\n", #cond); } } while (0)
#define STR_(x) #x
#define STR(x) STR_(x)
#define CAT(a, b) a##b

enum length { MM, CM, M, KM, LEN_COUNT };
enum mass { G = 10, KG, TONNE, MASS_END };
enum flags { F_NONE = 0, F_LOG = 1 << 0, F_ROUND = 1 << 1, F_WARN = 1 << 2, F_ALL = F_LOG | F_ROUND | F_WARN };

static const double to_metre[LEN_COUNT] = {[MM] = 1e-3, [CM] = 1e-2, [M] = 1.0, [KM] = 1e3};
static const char *const len_name[] = {"mm", "cm", "m", "km"};

static double convert(double v, enum length from, enum length to) { return v * to_metre[from] / to_metre[to]; }

static const char *magnitude(double x) {
    return x < 0 ? "negative" : x == 0 ? "zero" : x < 1e-2 ? "tiny" : x < 1 ? "small" : x < 1e3 ? "medium" : "large";
}

static double mass_in_kg(double v, enum mass u) {
    switch (u) {
    case G: return v / 1000;
    case KG: return v;
    case TONNE: return v * 1000;
    default: return -1;
    }
}

int main(void) {
    int failures = 0;
    printf("lengths %d masses %d all-flags %d\n", LEN_COUNT, MASS_END - G, F_ALL);
    for (enum length u = MM; u < LEN_COUNT; u++) {
        for (enum length w = u; w < LEN_COUNT; w += 2) {
            double v = convert(12.5, u, w);
            printf("12.5 %-2s = %.*g %-2s (%s)\n", len_name[u], PRECISION + 3, v, len_name[w], magnitude(v));
        }
    }
    enum mass m = TONNE;
    m--;
    printf("kg=%d mass(3.5 g)=%.4f kg index=%d\n", m == KG, mass_in_kg(3.5, G), m - G);
    int a = 3, b = 9;
    SWAP(int, a, b);
    double x = 1.5, y = -2.25;
    if (a > b)
        SWAP(double, x, y);
    else
        printf("not swapped\n");
    printf("a=%d b=%d x=%.2f y=%.2f\n", a, b, x, y);
    CHECK(a == 9, failures);
    CHECK(convert(1, KM, MM) == 1e6, failures);
    CHECK(sizeof(enum flags) == sizeof(int), failures);
    CHECK(b > a, failures);

    int i, j, s = 0;
    for (i = 0, j = 10; i < j; i++, j--) s += i * j;
    int last = (s++, s *= 2, s - 1);
    printf("s=%d last=%d i=%d j=%d\n", s, last, i, j);

    unsigned f = F_NONE;
    f |= F_LOG, f |= F_WARN;
    for (enum flags k = F_LOG; k <= F_WARN; k <<= 1)
        printf("flag %d %s\n", k, f & k ? "on" : "off");
#if USE_SI && PRECISION > 2
    printf("mode SI high precision " STR(PRECISION) "\n");
#elif USE_SI
    printf("mode SI\n");
#else
    printf("mode imperial\n");
#endif
#ifdef UNDEFINED_FEATURE
    printf("should not print\n");
#endif
#ifndef UNDEFINED_FEATURE
    int CAT(var, 42) = 42;
    printf("var42=%d line=%d\n", var42, __LINE__ > 0);
#endif
#if defined(USE_SI) && !defined(USE_CGS)
    printf("defined() works\n");
#endif
    printf("failures=%d\n", failures);
    return 0;
}
