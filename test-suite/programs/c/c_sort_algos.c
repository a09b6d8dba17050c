// Sorting algorithms on the same data: heap sort, merge sort (with a malloc'ed buffer),
// quicksort (Hoare partition), shell sort and counting sort, each checked and checksummed.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 200

static void sift(int *a, int i, int n) {
    for (;;) {
        int l = 2 * i + 1, big = i;
        if (l < n && a[l] > a[big]) big = l;
        if (l + 1 < n && a[l + 1] > a[big]) big = l + 1;
        if (big == i) return;
        int t = a[i]; a[i] = a[big]; a[big] = t;
        i = big;
    }
}
static void heap_sort(int *a, int n) {
    for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n);
    for (int e = n - 1; e > 0; e--) { int t = a[0]; a[0] = a[e]; a[e] = t; sift(a, 0, e); }
}
static void merge_rec(int *a, int *buf, int lo, int hi) {
    if (hi - lo < 2) return;
    int mid = (lo + hi) / 2;
    merge_rec(a, buf, lo, mid);
    merge_rec(a, buf, mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi) buf[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    while (i < mid) buf[k++] = a[i++];
    while (j < hi) buf[k++] = a[j++];
    memcpy(a + lo, buf + lo, (hi - lo) * sizeof(int));
}
static void merge_sort(int *a, int n) {
    int *buf = malloc(n * sizeof(int));
    merge_rec(a, buf, 0, n);
    free(buf);
}
static void quick(int *a, int lo, int hi) {
    if (lo >= hi) return;
    int p = a[lo + (hi - lo) / 2], i = lo - 1, j = hi + 1;
    for (;;) {
        do i++; while (a[i] < p);
        do j--; while (a[j] > p);
        if (i >= j) break;
        int t = a[i]; a[i] = a[j]; a[j] = t;
    }
    quick(a, lo, j);
    quick(a, j + 1, hi);
}
static void shell_sort(int *a, int n) {
    for (int gap = n / 2; gap > 0; gap /= 2)
        for (int i = gap; i < n; i++) {
            int t = a[i], j;
            for (j = i; j >= gap && a[j - gap] > t; j -= gap) a[j] = a[j - gap];
            a[j] = t;
        }
}
static void counting_sort(int *a, int n, int maxv) {
    int *c = calloc(maxv + 1, sizeof(int));
    for (int i = 0; i < n; i++) c[a[i]]++;
    int k = 0;
    for (int v = 0; v <= maxv; v++) while (c[v]--) a[k++] = v;
    free(c);
}
static int sorted(const int *a, int n) {
    for (int i = 1; i < n; i++) if (a[i - 1] > a[i]) return 0;
    return 1;
}
static long checksum(const int *a, int n) {
    long s = 0;
    for (int i = 0; i < n; i++) s = s * 31 % 1000000007 + a[i];
    return s;
}

int main(void) {
    int orig[N], a[N];
    unsigned x = 12345;
    for (int i = 0; i < N; i++) { x = x * 1103515245u + 12345u; orig[i] = (x >> 16) % 1000; }
    void (*sorts[])(int *, int) = {heap_sort, merge_sort, shell_sort};
    const char *names[] = {"heap", "merge", "shell"};
    for (int s = 0; s < 3; s++) {
        memcpy(a, orig, sizeof a);
        sorts[s](a, N);
        printf("%-6s sorted %d checksum %ld\n", names[s], sorted(a, N), checksum(a, N));
    }
    memcpy(a, orig, sizeof a);
    quick(a, 0, N - 1);
    printf("quick  sorted %d checksum %ld\n", sorted(a, N), checksum(a, N));
    memcpy(a, orig, sizeof a);
    counting_sort(a, N, 999);
    printf("count  sorted %d checksum %ld\n", sorted(a, N), checksum(a, N));
    printf("min %d median %d max %d\n", a[0], a[N / 2], a[N - 1]);
    return 0;
}
