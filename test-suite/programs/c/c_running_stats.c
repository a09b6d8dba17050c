// Numerically careful statistics: Welford's running mean and variance, Kahan summation
// against naive summation, the median and quartiles through qsort, and a least-squares line.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

struct welford { long n; double mean, m2; };

static void push(struct welford *w, double x) {
    w->n++;
    double d = x - w->mean;
    w->mean += d / w->n;
    w->m2 += d * (x - w->mean);
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double quantile(const double *s, int n, double q) {
    double pos = q * (n - 1);
    int i = (int)pos;
    double f = pos - i;
    return i + 1 < n ? s[i] * (1 - f) + s[i + 1] * f : s[i];
}

int main(void) {
    struct welford w = {0, 0, 0};
    double naive = 0, sum = 0, comp = 0;
    enum { N = 1000 };
    double data[N];
    for (int i = 0; i < N; i++) {
        double x = 1e8 + sin(i * 0.7) * 3 + (i % 13) * 0.01;
        data[i] = x;
        push(&w, x);
        naive += x;
        double y = x - comp, t = sum + y;
        comp = (t - sum) - y;
        sum = t;
    }
    printf("mean %.6f variance %.6f\n", w.mean, w.m2 / (w.n - 1));
    printf("kahan %.4f naive-kahan %.4f\n", sum, naive - sum);
    qsort(data, N, sizeof data[0], cmp);
    printf("min %.4f q1 %.4f median %.4f q3 %.4f max %.4f\n", data[0], quantile(data, N, 0.25), quantile(data, N, 0.5),
           quantile(data, N, 0.75), data[N - 1]);
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    int m = 20;
    for (int i = 0; i < m; i++) {
        double x = i, y = 3.5 * i - 2 + ((i * 7) % 5 - 2) * 0.1;
        sx += x; sy += y; sxx += x * x; sxy += x * y;
    }
    double slope = (m * sxy - sx * sy) / (m * sxx - sx * sx), icpt = (sy - slope * sx) / m;
    printf("fit y = %.6f x %+.6f\n", slope, icpt);
    return 0;
}
