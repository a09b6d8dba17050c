// A star catalogue sorted and searched through the C library with callbacks: multi-key
// qsort comparators chosen from a function-pointer table, bsearch with a key struct and a
// key of another type, a generic apply() with a void* context, and selection of the
// comparator by name.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char name[12];
    double ra, dec, mag;
    int hip;
} star;

typedef int (*cmp_fn)(const void *, const void *);

static int by_mag(const void *a, const void *b) {
    const star *x = a, *y = b;
    return (x->mag > y->mag) - (x->mag < y->mag);
}
static int by_name(const void *a, const void *b) { return strcmp(((const star *)a)->name, ((const star *)b)->name); }
static int by_hip(const void *a, const void *b) {
    int x = ((const star *)a)->hip, y = ((const star *)b)->hip;
    return x < y ? -1 : x > y;
}
static int by_dec_then_ra(const void *a, const void *b) {
    const star *x = a, *y = b;
    if (x->dec != y->dec) return x->dec < y->dec ? -1 : 1;
    return (x->ra > y->ra) - (x->ra < y->ra);
}
static int hip_key(const void *key, const void *elem) {
    int k = *(const int *)key, h = ((const star *)elem)->hip;
    return (k > h) - (k < h);
}

static const struct {
    const char *name;
    cmp_fn cmp;
} orders[] = {{"mag", by_mag}, {"name", by_name}, {"hip", by_hip}, {"dec", by_dec_then_ra}};

static cmp_fn find_order(const char *name) {
    for (size_t i = 0; i < sizeof orders / sizeof *orders; i++)
        if (!strcmp(orders[i].name, name)) return orders[i].cmp;
    return NULL;
}

static void apply(star *s, size_t n, void (*fn)(star *, void *), void *ctx) {
    for (size_t i = 0; i < n; i++) fn(&s[i], ctx);
}

struct flux_ctx {
    double total;
    int count;
    double limit;
};

static void add_flux(star *s, void *ctx) {
    struct flux_ctx *c = ctx;
    if (s->mag < c->limit) {
        c->total += pow(10.0, -0.4 * s->mag);
        c->count++;
    }
}

static void precess(star *s, void *ctx) {
    double years = *(double *)ctx;
    s->ra = fmod(s->ra + years * 0.0139 + 360.0, 360.0);
}

static int cmp_int_desc(const void *a, const void *b) { return *(const int *)b - *(const int *)a; }

int main(void) {
    star cat[] = {
        {"Sirius", 101.287, -16.716, -1.46, 32349}, {"Canopus", 95.988, -52.696, -0.74, 30438},
        {"Arcturus", 213.915, 19.182, -0.05, 69673}, {"Vega", 279.235, 38.784, 0.03, 91262},
        {"Capella", 79.172, 45.998, 0.08, 24608},  {"Rigel", 78.634, -8.202, 0.13, 24436},
        {"Procyon", 114.826, 5.225, 0.34, 37279},  {"Betelgeus", 88.793, 7.407, 0.42, 27989},
        {"Achernar", 24.429, -57.237, 0.46, 7588},  {"Altair", 297.696, 8.868, 0.76, 97649},
        {"Aldebaran", 68.980, 16.509, 0.86, 21421}, {"Spica", 201.298, -11.161, 0.97, 65474},
        {"Deneb", 310.358, 45.280, 1.25, 102098},  {"Mimosa", 191.930, -59.689, 1.25, 62434},
    };
    const size_t n = sizeof cat / sizeof cat[0];
    const char *plan[] = {"name", "dec", "mag", "hip"};
    for (int p = 0; p < 4; p++) {
        cmp_fn cmp = find_order(plan[p]);
        qsort(cat, n, sizeof cat[0], cmp);
        printf("%-4s:", plan[p]);
        for (size_t i = 0; i < n; i += 3) printf(" %s", cat[i].name);
        printf("\n");
    }
    int keys[] = {91262, 7588, 12345, 102098, 32349};
    for (int k = 0; k < 5; k++) {
        star *hit = bsearch(&keys[k], cat, n, sizeof *cat, hip_key);
        printf("HIP %6d -> %s", keys[k], hit ? hit->name : "(none)");
        if (hit) printf(" at %td mag %.2f", hit - cat, hit->mag);
        printf("\n");
    }
    qsort(cat, n, sizeof *cat, by_name);
    star probe = {"Rigel"};
    star *r = bsearch(&probe, cat, n, sizeof *cat, by_name);
    printf("Rigel index %td dec %.3f\n", r - cat, r->dec);

    struct flux_ctx fc = {0, 0, 0.5};
    apply(cat, n, add_flux, &fc);
    printf("bright: %d stars, flux %.6f\n", fc.count, fc.total);
    double yrs = 1000;
    apply(cat, n, precess, &yrs);
    double rsum = 0;
    for (size_t i = 0; i < n; i++) rsum += cat[i].ra;
    printf("ra sum after precession %.4f\n", rsum);
    printf("unknown order %s\n", find_order("color") ? "found" : "missing");

    int v[] = {5, -3, 17, 0, 8, 8, -11, 2};
    qsort(v, 8, sizeof v[0], cmp_int_desc);
    for (int i = 0; i < 8; i++) printf("%d%c", v[i], i == 7 ? '\n' : ' ');
    return 0;
}
