// qsort and bsearch with comparators over ints, doubles, strings and structs (multi-key).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct emp { const char *name; int dept; double pay; };

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}
static int cmp_desc_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x < y) - (x > y);
}
static int cmp_str(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}
static int cmp_emp(const void *a, const void *b) {
    const struct emp *p = a, *q = b;
    if (p->dept != q->dept) return p->dept - q->dept;
    if (p->pay != q->pay) return p->pay < q->pay ? 1 : -1;
    return strcmp(p->name, q->name);
}

int main(void) {
    int v[12] = {42, -7, 19, 0, 88, 3, -7, 56, 21, 9, 100, 1};
    qsort(v, 12, sizeof v[0], cmp_int);
    for (int i = 0; i < 12; i++) printf("%d ", v[i]);
    printf("\n");
    int keys[] = {19, 4, 100, -7};
    for (int k = 0; k < 4; k++) {
        int *hit = bsearch(&keys[k], v, 12, sizeof(int), cmp_int);
        if (hit) printf("%d found at %d\n", keys[k], (int)(hit - v));
        else printf("%d absent\n", keys[k]);
    }
    double d[6] = {2.5, -1.0, 3.75, 0.0, 2.5, 10.0};
    qsort(d, 6, sizeof(double), cmp_desc_double);
    for (int i = 0; i < 6; i++) printf("%g ", d[i]);
    printf("\n");
    const char *w[] = {"delta", "alpha", "charlie", "bravo", "echo"};
    qsort(w, 5, sizeof w[0], cmp_str);
    for (int i = 0; i < 5; i++) printf("%s ", w[i]);
    printf("\n");
    const char *key = "charlie";
    const char **f = bsearch(&key, w, 5, sizeof w[0], cmp_str);
    printf("charlie at %d\n", f ? (int)(f - w) : -1);
    struct emp e[6] = {
        {"ann", 2, 50.0}, {"bob", 1, 70.0}, {"cid", 2, 80.0},
        {"dee", 1, 70.0}, {"eve", 3, 10.0}, {"fay", 2, 50.0},
    };
    qsort(e, 6, sizeof e[0], cmp_emp);
    for (int i = 0; i < 6; i++) printf("%d %s %.1f\n", e[i].dept, e[i].name, e[i].pay);
    return 0;
}
