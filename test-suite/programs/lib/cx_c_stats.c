/* The C side of cx_c_sort_stats.f90: a small statistics library with a sort, summary
   statistics into a struct, and a histogram buffer it allocates and the caller frees. */
#include <stdlib.h>
#include <math.h>

typedef struct {
    int n;
    double mean, stddev, minv, maxv, median;
} cx_summary;

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

void cx_sort_doubles(double *a, size_t n) { qsort(a, n, sizeof(double), cmp_double); }

/* Summary of a[0..n-1]; the array is left unchanged. Returns 0, or -1 for n < 1. */
int cx_summarize(const double *a, int n, cx_summary *out) {
    if (n < 1) return -1;
    double *t = malloc(sizeof(double) * (size_t)n);
    double s = 0, q = 0;
    for (int i = 0; i < n; i++) {
        t[i] = a[i];
        s += a[i];
    }
    qsort(t, (size_t)n, sizeof(double), cmp_double);
    out->n = n;
    out->mean = s / n;
    for (int i = 0; i < n; i++) q += (a[i] - out->mean) * (a[i] - out->mean);
    out->stddev = n > 1 ? sqrt(q / (n - 1)) : 0.0;
    out->minv = t[0];
    out->maxv = t[n - 1];
    out->median = n % 2 ? t[n / 2] : 0.5 * (t[n / 2 - 1] + t[n / 2]);
    free(t);
    return 0;
}

/* A histogram of `bins` counts over [lo, hi), allocated here: the caller frees it with
   cx_free. */
void *cx_histogram(const double *a, int n, double lo, double hi, int bins) {
    int *h = calloc((size_t)bins, sizeof(int));
    for (int i = 0; i < n; i++) {
        int k = (int)((a[i] - lo) / (hi - lo) * bins);
        if (k >= 0 && k < bins) h[k]++;
    }
    return h;
}

void cx_free(void *p) { free(p); }

/* A row-major rows x cols matrix C owns, filled with r*100+c (0-based). */
double *cx_matrix(int rows, int cols) {
    double *m = malloc(sizeof(double) * (size_t)rows * (size_t)cols);
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) m[r * cols + c] = r * 100.0 + c;
    return m;
}
