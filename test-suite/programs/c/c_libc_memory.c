// malloc/calloc/realloc/free growing a dynamic array, memmove on overlapping ranges, memcmp,
// memchr, strspn/strcspn, and a 2-D array in one allocation indexed by hand.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct vec { int *data; size_t len, cap; };

static void vpush(struct vec *v, int x) {
    if (v->len == v->cap) {
        v->cap = v->cap ? v->cap * 2 : 2;
        v->data = realloc(v->data, v->cap * sizeof *v->data);
    }
    v->data[v->len++] = x;
}

int main(void) {
    struct vec v = {NULL, 0, 0};
    for (int i = 0; i < 37; i++) vpush(&v, i * i % 17);
    printf("len %zu cap %zu\n", v.len, v.cap);
    long s = 0;
    for (size_t i = 0; i < v.len; i++) s += v.data[i];
    printf("sum %ld\n", s);
    free(v.data);
    char buf[] = "0123456789";
    memmove(buf + 2, buf, 5);
    printf("memmove right: %s\n", buf);
    memmove(buf, buf + 3, 6);
    printf("memmove left: %s\n", buf);
    printf("memcmp %d %d %d\n", memcmp("abc", "abd", 3) < 0, memcmp("abc", "abd", 2), memcmp("b", "a", 1) > 0);
    const char *hay = "hello world";
    const char *w = memchr(hay, 'w', strlen(hay));
    printf("memchr at %d\n", (int)(w - hay));
    printf("strspn %zu strcspn %zu\n", strspn("123abc", "0123456789"), strcspn("hello, world", ",!"));
    int rows = 4, cols = 6;
    double *m = calloc((size_t)rows * cols, sizeof *m);
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) m[i * cols + j] = i - j * 0.5;
    double t = 0;
    for (int k = 0; k < rows * cols; k++) t += m[k] * m[k];
    printf("frobenius^2 %.2f\n", t);
    m = realloc(m, (size_t)rows * cols * 2 * sizeof *m);
    memset(m + rows * cols, 0, rows * cols * sizeof *m);
    memcpy(m + rows * cols, m, cols * sizeof *m);
    printf("copied row %g %g %g\n", m[rows * cols], m[rows * cols + 1], m[rows * cols + 5]);
    free(m);
    int *z = calloc(10, sizeof(int));
    int allzero = 1;
    for (int i = 0; i < 10; i++) allzero &= z[i] == 0;
    printf("calloc zero %d\n", allzero);
    free(z);
    return 0;
}
