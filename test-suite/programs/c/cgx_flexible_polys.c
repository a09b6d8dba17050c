// Sparse polynomials stored as malloc'd structs with a flexible array member, as algebra
// codes keep variable-length records: creation with sizeof(struct) + n * sizeof(term),
// multiplication and addition into fresh objects, evaluation by Horner on dense copies,
// derivatives, an array of pointers to such records, and realloc to shrink them.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int exp;
    double coef;
} term;

typedef struct {
    char name[8];
    size_t n;
    term t[];
} poly;

static poly *poly_new(const char *name, size_t n) {
    poly *p = malloc(sizeof(poly) + n * sizeof(term));
    snprintf(p->name, sizeof p->name, "%s", name);
    p->n = n;
    return p;
}

static int by_exp_desc(const void *a, const void *b) { return ((const term *)b)->exp - ((const term *)a)->exp; }

/* sorts, merges equal exponents, drops zeros, shrinks the allocation */
static poly *normalize(poly *p) {
    qsort(p->t, p->n, sizeof(term), by_exp_desc);
    size_t k = 0;
    for (size_t i = 0; i < p->n; i++) {
        if (k && p->t[k - 1].exp == p->t[i].exp)
            p->t[k - 1].coef += p->t[i].coef;
        else
            p->t[k++] = p->t[i];
        if (p->t[k - 1].coef == 0) k--;
    }
    p->n = k;
    return realloc(p, sizeof(poly) + (k ? k : 1) * sizeof(term));
}

static poly *mul(const poly *a, const poly *b, const char *name) {
    poly *r = poly_new(name, a->n * b->n);
    size_t k = 0;
    for (size_t i = 0; i < a->n; i++)
        for (size_t j = 0; j < b->n; j++)
            r->t[k++] = (term){a->t[i].exp + b->t[j].exp, a->t[i].coef * b->t[j].coef};
    return normalize(r);
}

static poly *add(const poly *a, const poly *b, double sb, const char *name) {
    poly *r = poly_new(name, a->n + b->n);
    memcpy(r->t, a->t, a->n * sizeof(term));
    for (size_t j = 0; j < b->n; j++) r->t[a->n + j] = (term){b->t[j].exp, sb * b->t[j].coef};
    return normalize(r);
}

static poly *deriv(const poly *a) {
    poly *r = poly_new("d", a->n);
    for (size_t i = 0; i < a->n; i++) r->t[i] = (term){a->t[i].exp ? a->t[i].exp - 1 : 0, a->t[i].coef * a->t[i].exp};
    return normalize(r);
}

static double eval(const poly *p, double x) {
    int deg = p->n ? p->t[0].exp : 0;
    double *dense = calloc((size_t)deg + 1, sizeof *dense);
    for (size_t i = 0; i < p->n; i++) dense[p->t[i].exp] = p->t[i].coef;
    double v = 0;
    for (int e = deg; e >= 0; e--) v = v * x + dense[e];
    free(dense);
    return v;
}

static void show(const poly *p) {
    printf("%-5s(n=%zu):", p->name, p->n);
    for (size_t i = 0; i < p->n; i++) printf(" %+gx^%d", p->t[i].coef, p->t[i].exp);
    printf("\n");
}

int main(void) {
    poly *pl[6];
    pl[0] = poly_new("p", 3);
    pl[0]->t[0] = (term){2, 1.0};
    pl[0]->t[1] = (term){0, -2.0};
    pl[0]->t[2] = (term){1, 0.5};
    pl[0] = normalize(pl[0]);
    pl[1] = poly_new("q", 2);
    memcpy(pl[1]->t, (term[]){{3, 1.5}, {1, -1.0}}, 2 * sizeof(term));
    pl[2] = mul(pl[0], pl[1], "pq");
    pl[3] = add(pl[2], pl[0], -4.0, "pq-4p");
    pl[4] = mul(pl[3], pl[3], "sq");
    pl[5] = deriv(pl[4]);
    for (int i = 0; i < 6; i++) show(pl[i]);
    double xs[] = {-1.5, 0.0, 0.75, 2.0};
    for (int k = 0; k < 4; k++) {
        printf("x=%5.2f:", xs[k]);
        for (int i = 0; i < 6; i++) printf(" %.6g", eval(pl[i], xs[k]));
        printf("\n");
    }
    poly *zero = add(pl[0], pl[0], -1.0, "zero");
    show(zero);
    printf("sizeof(poly)=%zu offset ok=%d\n", sizeof(poly), (char *)zero->t - (char *)zero == sizeof(poly));
    free(zero);
    for (int i = 0; i < 6; i++) free(pl[i]);
    return 0;
}
