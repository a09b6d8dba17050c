// Pointers: address-of, dereference, pointer arithmetic, difference and comparison, pointers
// to pointers, swap by pointer, and walking an array with a pointer.
#include <stdio.h>

void swap(int *a, int *b) {
    int t = *a;
    *a = *b;
    *b = t;
}

void minmax(const double *v, int n, double *lo, double *hi) {
    *lo = *hi = v[0];
    for (int i = 1; i < n; i++) {
        if (v[i] < *lo) *lo = v[i];
        if (v[i] > *hi) *hi = v[i];
    }
}

int main(void) {
    int x = 3, y = 4;
    swap(&x, &y);
    printf("%d %d\n", x, y);
    int arr[6] = {5, 1, 4, 1, 5, 9};
    int *p = arr;
    int s = 0;
    for (int i = 0; i < 6; i++) s += *(p + i);
    printf("sum %d\n", s);
    p += 2;
    printf("%d %d %d\n", *p, p[1], *(p - 1));
    int **pp = &p;
    **pp = 40;
    printf("arr[2] %d\n", arr[2]);
    double v[5] = {2.5, -1.0, 7.25, 3.0, 0.5};
    double lo, hi;
    minmax(v, 5, &lo, &hi);
    printf("%.2f %.2f\n", lo, hi);
    int *q = &arr[5];
    while (q != arr) {
        q--;
        printf("%d ", *q);
    }
    printf("\n");
    int *end = arr + 6;
    int n = 0;
    for (int *r = arr; r < end; r++) n += *r > 4;
    printf("big %d span %ld %ld\n", n, (long)(end - arr), (long)(&arr[1] - &arr[4]));
    printf("%d %d %d\n", arr < end, end <= arr, &arr[3] >= &arr[3]);
    int *null = 0;
    printf("%d %d\n", null == 0, !p);
    return 0;
}
