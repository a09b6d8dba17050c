// Function pointers: libc's qsort and bsearch with comparison callbacks, a table of
// operations, a function pointer in a struct, passing and returning function pointers.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static int cmp_desc(const void *a, const void *b) { return cmp_int(b, a); }

static int cmp_str(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

double add(double x, double y) { return x + y; }
double sub(double x, double y) { return x - y; }
double mul(double x, double y) { return x * y; }

typedef double (*binop)(double, double);

struct op {
    const char *name;
    binop fn;
};

binop pick(int k) { return k ? mul : add; }

double fold(binop f, const double *v, int n) {
    double acc = v[0];
    for (int i = 1; i < n; i++) acc = f(acc, v[i]);
    return acc;
}

int main(void) {
    int a[10] = {5, 3, 9, 1, 7, 2, 8, 6, 4, 0};
    qsort(a, 10, sizeof a[0], cmp_int);
    for (int i = 0; i < 10; i++) printf("%d ", a[i]);
    printf("\n");
    int key = 7;
    int *hit = bsearch(&key, a, 10, sizeof(int), cmp_int);
    printf("found %d at %ld\n", *hit, (long)(hit - a));
    qsort(a, 10, sizeof(int), &cmp_desc);
    printf("%d %d\n", a[0], a[9]);
    const char *words[] = {"pear", "apple", "fig", "banana"};
    qsort(words, 4, sizeof(char *), cmp_str);
    printf("%s %s %s %s\n", words[0], words[1], words[2], words[3]);
    struct op ops[3] = {{"add", add}, {"sub", sub}, {"mul", &mul}};
    for (int i = 0; i < 3; i++) printf("%s %.1f\n", ops[i].name, ops[i].fn(6.0, 3.0));
    double v[4] = {1.5, 2.0, 3.0, 4.0};
    printf("%.2f %.2f\n", fold(pick(0), v, 4), fold(pick(1), v, 4));
    binop f = sub;
    printf("%.1f %.1f\n", (*f)(1.0, 4.0), f(10.0, 4.0));
    return 0;
}
