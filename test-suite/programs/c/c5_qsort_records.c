// qsort with comparators over records: several keys (descending, then by name), a stable
// order built with an index tie-break, sorting pointers to records, bsearch on the sorted
// array, and a comparator taken from a table of function pointers.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rec {
    char name[8];
    int score;
    double weight;
    int idx;
};

static int by_score_desc(const void *a, const void *b)
{
    const struct rec *x = a, *y = b;
    if (x->score != y->score)
        return y->score - x->score;
    return strcmp(x->name, y->name);
}

static int by_weight(const void *a, const void *b)
{
    const struct rec *x = a, *y = b;
    if (x->weight < y->weight) return -1;
    if (x->weight > y->weight) return 1;
    return x->idx - y->idx;
}

static int by_ptr_name(const void *a, const void *b)
{
    const struct rec *const *x = a, *const *y = b;
    return strcmp((*x)->name, (*y)->name);
}

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    struct rec r[12];
    unsigned seed = 12345;
    for (int i = 0; i < 12; i++) {
        seed = seed * 1103515245u + 12345u;
        snprintf(r[i].name, sizeof r[i].name, "n%02u", (seed >> 16) % 50);
        r[i].score = (int)((seed >> 8) % 7);
        r[i].weight = ((seed >> 4) % 5) * 0.5;
        r[i].idx = i;
    }
    int (*cmps[])(const void *, const void *) = {by_score_desc, by_weight};
    for (int c = 0; c < 2; c++) {
        qsort(r, 12, sizeof r[0], cmps[c]);
        for (int i = 0; i < 12; i++)
            printf("%s:%d:%.1f:%d%s", r[i].name, r[i].score, r[i].weight, r[i].idx,
                   i == 11 ? "\n" : " ");
    }
    struct rec *ptrs[12];
    for (int i = 0; i < 12; i++)
        ptrs[i] = &r[11 - i];
    qsort(ptrs, 12, sizeof ptrs[0], by_ptr_name);
    printf("first %s last %s\n", ptrs[0]->name, ptrs[11]->name);
    int keys[15];
    for (int i = 0; i < 15; i++)
        keys[i] = (i * 37 + 11) % 41 - 20;
    qsort(keys, 15, sizeof keys[0], cmp_int);
    for (int probe = -21; probe <= 21; probe += 6) {
        int *hit = bsearch(&probe, keys, 15, sizeof keys[0], cmp_int);
        printf("%d:%s ", probe, hit ? "yes" : "no");
    }
    printf("\nmin %d max %d\n", keys[0], keys[14]);
    return 0;
}
