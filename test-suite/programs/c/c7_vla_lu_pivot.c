// Dense LU factorization with partial pivoting on variable-length arrays, the way numerical
// C99 codes pass matrices: `double a[n][n]` parameters whose bound is an earlier parameter,
// a permutation vector, forward/back substitution, and the residual accumulated with fma.
// Matrices of two sizes are factored by the same functions.
#include <math.h>
#include <stdio.h>

static int lu_factor(int n, double a[n][n], int perm[n])
{
    for (int i = 0; i < n; i++)
        perm[i] = i;
    for (int k = 0; k < n; k++) {
        int p = k;
        double best = fabs(a[k][k]);
        for (int i = k + 1; i < n; i++)
            if (fabs(a[i][k]) > best) {
                best = fabs(a[i][k]);
                p = i;
            }
        if (best == 0.0)
            return -1 - k;
        if (p != k) {
            for (int j = 0; j < n; j++) {
                double t = a[k][j];
                a[k][j] = a[p][j];
                a[p][j] = t;
            }
            int t = perm[k];
            perm[k] = perm[p];
            perm[p] = t;
        }
        for (int i = k + 1; i < n; i++) {
            double l = a[i][k] /= a[k][k];
            for (int j = k + 1; j < n; j++)
                a[i][j] -= l * a[k][j];
        }
    }
    return 0;
}

static void lu_solve(int n, double lu[n][n], const int perm[n], const double b[n], double x[n])
{
    double y[n];
    for (int i = 0; i < n; i++) {
        double s = b[perm[i]];
        for (int j = 0; j < i; j++)
            s -= lu[i][j] * y[j];
        y[i] = s;
    }
    for (int i = n - 1; i >= 0; i--) {
        double s = y[i];
        for (int j = i + 1; j < n; j++)
            s -= lu[i][j] * x[j];
        x[i] = s / lu[i][i];
    }
}

static double residual(int n, double a[n][n], const double x[n], const double b[n])
{
    double worst = 0.0;
    for (int i = 0; i < n; i++) {
        double r = -b[i];
        for (int j = 0; j < n; j++)
            r = fma(a[i][j], x[j], r);
        if (fabs(r) > worst)
            worst = fabs(r);
    }
    return worst;
}

static void fill(int n, double a[n][n], int seed)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int h = (i * 31 + j * 17 + seed) % 23;
            a[i][j] = (h - 11) / 4.0 + (i == j ? 0.5 * n : 0.0);
        }
    a[0][0] = 0.0; /* forces a pivot at the first step */
}

static double determinant(int n, double lu[n][n], const int perm[n])
{
    int swaps = 0;
    int seen[n];
    for (int i = 0; i < n; i++)
        seen[i] = 0;
    for (int i = 0; i < n; i++) { /* parity of the permutation by cycles */
        if (seen[i])
            continue;
        int len = 0;
        for (int j = i; !seen[j]; j = perm[j]) {
            seen[j] = 1;
            len++;
        }
        swaps += len - 1;
    }
    double d = swaps % 2 ? -1.0 : 1.0;
    for (int i = 0; i < n; i++)
        d *= lu[i][i];
    return d;
}

static void run(int n, int seed)
{
    double a[n][n], lu[n][n], b[n], x[n];
    int perm[n];
    fill(n, a, seed);
    for (int i = 0; i < n; i++) {
        b[i] = 0.0;
        for (int j = 0; j < n; j++) {
            lu[i][j] = a[i][j];
            b[i] += a[i][j] * (j + 1); /* exact solution 1, 2, ..., n */
        }
    }
    int rc = lu_factor(n, lu, perm);
    printf("n=%d seed=%d rc=%d perm:", n, seed, rc);
    for (int i = 0; i < n && i < 8; i++)
        printf(" %d", perm[i]);
    printf("\n");
    lu_solve(n, lu, perm, b, x);
    double err = 0.0;
    for (int i = 0; i < n; i++)
        err = fmax(err, fabs(x[i] - (i + 1)));
    printf("  x[0]=%.10f x[n-1]=%.10f err<1e-9:%d res<1e-9:%d\n", x[0], x[n - 1], err < 1e-9,
           residual(n, a, x, b) < 1e-9);
    double det = determinant(n, lu, perm);
    int e;
    double mant = frexp(det, &e);
    printf("  det = %.8f * 2^%d  sizeof(lu)=%zu\n", mant, e, sizeof lu);
}

int main(void)
{
    run(5, 3);
    run(12, 7);
    run(30, 1);
    double singular[3][3] = {{1, 2, 3}, {2, 4, 6}, {1, 1, 1}};
    int perm[3];
    printf("singular rc=%d\n", lu_factor(3, singular, perm));
    return 0;
}
