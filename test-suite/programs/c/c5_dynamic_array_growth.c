// A growable array with realloc (capacity doubling), a struct holding function pointers for
// its element operations, removal by memmove, calloc'ed counters, and freeing everything;
// the contents are checked by sums and a few elements.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    double *data;
    size_t len, cap;
    int reallocs;
} dvec;

static void push(dvec *v, double x)
{
    if (v->len == v->cap) {
        size_t cap = v->cap ? v->cap * 2 : 4;
        double *d = realloc(v->data, cap * sizeof *d);
        if (!d)
            exit(1);
        v->data = d;
        v->cap = cap;
        v->reallocs++;
    }
    v->data[v->len++] = x;
}

static void remove_at(dvec *v, size_t i)
{
    memmove(&v->data[i], &v->data[i + 1], (v->len - i - 1) * sizeof(double));
    v->len--;
}

typedef struct {
    double (*map)(double);
    int (*keep)(double);
} ops;

static double halve(double x) { return x / 2; }
static double square(double x) { return x * x; }
static int positive(double x) { return x > 0; }
static int small(double x) { return x < 50; }

int main(void)
{
    dvec v = {0};
    for (int i = 0; i < 37; i++)
        push(&v, (i * 17) % 23 - 8);
    printf("len %zu cap %zu reallocs %d\n", v.len, v.cap, v.reallocs);
    ops table[2] = {{halve, positive}, {square, small}};
    for (int t = 0; t < 2; t++) {
        for (size_t i = 0; i < v.len;) {
            if (!table[t].keep(v.data[i]))
                remove_at(&v, i);
            else {
                v.data[i] = table[t].map(v.data[i]);
                i++;
            }
        }
        double s = 0;
        for (size_t i = 0; i < v.len; i++)
            s += v.data[i];
        printf("pass %d: len %zu sum %.3f first %.3f last %.3f\n", t, v.len, s, v.data[0],
               v.data[v.len - 1]);
    }
    int *hist = calloc(10, sizeof *hist);
    for (size_t i = 0; i < v.len; i++)
        hist[(int)v.data[i] % 10]++;
    for (int k = 0; k < 10; k++)
        printf("%d%c", hist[k], k == 9 ? '\n' : ' ');
    free(hist);
    free(v.data);
    return 0;
}
