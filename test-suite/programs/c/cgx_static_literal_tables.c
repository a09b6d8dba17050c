// dvmh-test: files=lib/cgx_static_literal_tables_lib.c
// Material and quadrature tables set up at file scope with compound literals, as C codes
// keep default parameter sets: a pointer to a struct literal (`&(struct material){...}`),
// arrays of pointers to array literals of different lengths, a struct initialized from a
// literal (a GNU C extension gcc accepts), a static local set from a literal, and the other
// unit's literal-backed tables (which exist before `main`, in that unit's constructor).
// A later designated initializer of a whole subobject overrides the earlier ones inside it.
#include <math.h>
#include <stdio.h>

struct material {
    const char *name;
    double density, conductivity;
    int phases[3];
};

static const struct material *default_material = &(struct material){"copper", 8960.0, 401.0, {1, 0, 0}};
static const struct material *const alloys[] = {
    &(const struct material){.name = "brass", .density = 8530, .conductivity = 109, .phases = {1, 1}},
    &(const struct material){"bronze", 8800, 50, {[2] = 1}},
};
static const double *const gauss_weights[] = {
    (const double[]){2.0},
    (const double[]){1.0, 1.0},
    (const double[]){5.0 / 9, 8.0 / 9, 5.0 / 9},
};
static const double *const gauss_points[] = {
    (const double[]){0.0},
    (const double[]){-0.57735026918962576, 0.57735026918962576},
    (const double[]){-0.77459666924148338, 0.0, 0.77459666924148338},
};
static struct material scratch = (struct material){"scratch", 1.0, 2.0, {3, 2, 1}};
static int *counter = &(int){100};
static char *label = (char[16]){"mutable"};

/* an override: .phases = {...} replaces the earlier .phases[0] */
static struct material overridden = {.phases[0] = 7, .name = "over", .phases = {[1] = 5}};

extern const double *lib_table(int which, int *len);
extern int lib_checksum(void);

static double integrate(int order, double (*f)(double), double a, double b) {
    double s = 0, h = 0.5 * (b - a), c = 0.5 * (a + b);
    for (int i = 0; i < order; i++) s += gauss_weights[order - 1][i] * f(c + h * gauss_points[order - 1][i]);
    return s * h;
}

static double cube(double x) { return x * x * x + x; }

static const struct material *pick(int k) {
    static struct material local = (struct material){"local", 2.5, 0.5, {0, 1, 0}};
    local.density += k;
    return k < 0 ? &local : k < 2 ? alloys[k] : default_material;
}

int main(void) {
    for (int k = -1; k < 3; k++) {
        const struct material *m = pick(k);
        printf("%-7s rho=%7.1f k=%6.1f phases=%d%d%d diffusivity=%.6e\n", m->name, m->density, m->conductivity,
               m->phases[0], m->phases[1], m->phases[2], m->conductivity / (m->density * 385.0));
    }
    for (int order = 1; order <= 3; order++)
        printf("gauss %d: int cube on [0,2] = %.12f, exp on [-1,1] = %.12f\n", order, integrate(order, cube, 0, 2),
               integrate(order, exp, -1, 1));
    scratch.density *= 3;
    (*counter)++;
    label[0] = 'M';
    printf("scratch %s %.1f %d%d%d counter %d label %s\n", scratch.name, scratch.density, scratch.phases[0],
           scratch.phases[1], scratch.phases[2], *counter, label);
    printf("overridden %s phases %d %d %d\n", overridden.name, overridden.phases[0], overridden.phases[1],
           overridden.phases[2]);
    for (int w = 0; w < 3; w++) {
        int len;
        const double *t = lib_table(w, &len);
        double s = 0;
        for (int i = 0; i < len; i++) s += t[i] * (i + 1);
        printf("lib table %d len %d weighted %.6f\n", w, len, s);
    }
    printf("lib checksum %d\n", lib_checksum());
    return 0;
}
