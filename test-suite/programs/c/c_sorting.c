// Sorting: insertion sort, quicksort, merge sort with a scratch array, and libc's qsort is
// not used (function pointers come later); a linear congruential generator makes the data.
#include <stdio.h>
#include <stdlib.h>

static unsigned seed = 12345u;
static int next_rand(void) {
    seed = seed * 1103515245u + 12345u;
    return (int)((seed >> 16) & 0x7fff);
}

void insertion(int *a, int n) {
    for (int i = 1; i < n; i++) {
        int v = a[i], j = i - 1;
        while (j >= 0 && a[j] > v) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = v;
    }
}

void quick(int *a, int lo, int hi) {
    if (lo >= hi) return;
    int p = a[(lo + hi) / 2], i = lo, j = hi;
    while (i <= j) {
        while (a[i] < p) i++;
        while (a[j] > p) j--;
        if (i <= j) {
            int t = a[i]; a[i] = a[j]; a[j] = t;
            i++; j--;
        }
    }
    quick(a, lo, j);
    quick(a, i, hi);
}

void merge_sort(int *a, int *tmp, int n) {
    if (n < 2) return;
    int h = n / 2;
    merge_sort(a, tmp, h);
    merge_sort(a + h, tmp, n - h);
    int i = 0, j = h, k = 0;
    while (i < h && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    while (i < h) tmp[k++] = a[i++];
    while (j < n) tmp[k++] = a[j++];
    for (k = 0; k < n; k++) a[k] = tmp[k];
}

int sorted(const int *a, int n) {
    for (int i = 1; i < n; i++)
        if (a[i - 1] > a[i]) return 0;
    return 1;
}

int main(void) {
    enum { N = 500 };
    int a[N], b[N], c[N], tmp[N];
    for (int i = 0; i < N; i++) a[i] = b[i] = c[i] = next_rand() % 1000;
    insertion(a, N);
    quick(b, 0, N - 1);
    merge_sort(c, tmp, N);
    int same = 1;
    for (int i = 0; i < N; i++) same &= a[i] == b[i] && b[i] == c[i];
    printf("sorted %d %d %d same %d\n", sorted(a, N), sorted(b, N), sorted(c, N), same);
    printf("min %d median %d max %d\n", a[0], a[N / 2], a[N - 1]);
    return 0;
}
