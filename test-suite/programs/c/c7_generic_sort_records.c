// A generic sort in the style of the C library: insertion sort and heap sort over `void *`
// bases with an element size and a comparison callback, swapping bytes through unsigned
// char pointers; both are run on ints, doubles and structs and compared with qsort's
// result, and bsearch then looks records up. Stability of insertion sort is shown.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*cmp_fn)(const void *, const void *);

static void swap_bytes(void *a, void *b, size_t size)
{
    unsigned char *p = a, *q = b;
    while (size--) {
        unsigned char t = *p;
        *p++ = *q;
        *q++ = t;
    }
}

static void insertion_sort(void *base, size_t n, size_t size, cmp_fn cmp)
{
    char *b = base;
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && cmp(b + (j - 1) * size, b + j * size) > 0; j--)
            swap_bytes(b + (j - 1) * size, b + j * size, size);
}

static void sift_down(char *b, size_t root, size_t n, size_t size, cmp_fn cmp)
{
    for (size_t child; (child = 2 * root + 1) < n; root = child) {
        if (child + 1 < n && cmp(b + child * size, b + (child + 1) * size) < 0)
            child++;
        if (cmp(b + root * size, b + child * size) >= 0)
            return;
        swap_bytes(b + root * size, b + child * size, size);
    }
}

static void heap_sort(void *base, size_t n, size_t size, cmp_fn cmp)
{
    char *b = base;
    for (size_t i = n / 2; i-- > 0;)
        sift_down(b, i, n, size, cmp);
    for (size_t end = n; end-- > 1;) {
        swap_bytes(b, b + end * size, size);
        sift_down(b, 0, end, size, cmp);
    }
}

typedef struct {
    char name[12];
    short grade;
    float score;
} student;

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static int cmp_double_desc(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x < y) - (x > y);
}

static int cmp_grade(const void *a, const void *b)
{
    return ((const student *)a)->grade - ((const student *)b)->grade;
}

static int cmp_name(const void *a, const void *b)
{
    return strcmp(((const student *)a)->name, ((const student *)b)->name);
}

int main(void)
{
    enum { N = 41 };
    int xi[N], yi[N], zi[N];
    for (int i = 0; i < N; i++)
        xi[i] = yi[i] = zi[i] = (i * 73 + 11) % 37 - 18;
    insertion_sort(xi, N, sizeof xi[0], cmp_int);
    heap_sort(yi, N, sizeof yi[0], cmp_int);
    qsort(zi, N, sizeof zi[0], cmp_int);
    printf("ints agree: %d %d; first %d %d %d last %d\n", memcmp(xi, zi, sizeof xi) == 0,
           memcmp(yi, zi, sizeof yi) == 0, zi[0], zi[1], zi[2], zi[N - 1]);
    double d[10], e[10];
    for (int i = 0; i < 10; i++)
        d[i] = e[i] = (i % 3 - 1) * 1.5 / (i + 1);
    heap_sort(d, 10, sizeof(double), cmp_double_desc);
    qsort(e, 10, sizeof(double), cmp_double_desc);
    printf("doubles:");
    for (int i = 0; i < 10; i++)
        printf(" %.4f", d[i]);
    printf(" agree=%d\n", memcmp(d, e, sizeof d) == 0);
    student cls[] = {{"maria", 3, 88.5f}, {"ivan", 2, 71.0f},  {"olga", 3, 92.25f}, {"petr", 1, 65.5f},
                     {"anna", 2, 79.0f},  {"boris", 1, 58.0f}, {"yuri", 3, 84.0f},  {"elena", 2, 99.5f}};
    size_t n = sizeof cls / sizeof cls[0];
    insertion_sort(cls, n, sizeof cls[0], cmp_grade); /* stable: names keep input order */
    printf("by grade:");
    for (size_t i = 0; i < n; i++)
        printf(" %d:%s", cls[i].grade, cls[i].name);
    printf("\n");
    heap_sort(cls, n, sizeof(student), cmp_name);
    printf("by name:");
    for (size_t i = 0; i < n; i++)
        printf(" %s(%.2f)", cls[i].name, (double)cls[i].score);
    printf("\n");
    const char *queries[] = {"olga", "anna", "zoe", "boris"};
    for (int q = 0; q < 4; q++) {
        student key;
        strcpy(key.name, queries[q]);
        student *hit = bsearch(&key, cls, n, sizeof cls[0], cmp_name);
        if (hit)
            printf("found %s at %td grade %d score %.2f\n", hit->name, hit - cls, hit->grade,
                   (double)hit->score);
        else
            printf("%s not found\n", queries[q]);
    }
    float total = 0.0f;
    for (size_t i = 0; i < n; i++)
        total += cls[i].score;
    printf("sizeof(student)=%zu mean score %.4f\n", sizeof(student), (double)(total / (float)n));
    return 0;
}
