/* The second unit of cdv_templates_units.cdv: parallel loops mapped on the main unit's
   template through an 'extern' declaration, and on templates passed as inherited 'void *'
   parameters, with a local array aligned with such a template. */
#include "cdv_templates.h"

double ext_fill(void)
{
    int i, j;
    double s = 0;
#pragma dvm parallel([i][j] on T[i][j]) reduction(sum(s))
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++) {
            A[i][j] = (i * 3 + j * 5) % 7 + 0.25 * i;
            s += A[i][j] * (j + 1);
        }
    return s;
}

#pragma dvm inherit(X, TT)
double relax(int n, int m, double (*X)[M], void *TT)
{
    int i, j;
    double s = 0;
#pragma dvm array align([i][j] with TT[i][j])
    double W[N][M];
#pragma dvm parallel([i][j] on TT[i][j])
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            W[i][j] = X[i][j] * 2 + i - j;
#pragma dvm parallel([i][j] on TT[i][j]) shadow_renew(W) reduction(sum(s))
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < m - 1; j++) {
            X[i][j] = (W[i - 1][j] + W[i + 1][j] + W[i][j - 1] + W[i][j + 1]) / 8;
            s += X[i][j] * (i + 2 * j);
        }
    return s;
}

#pragma dvm inherit(V, TV)
double scale(int n, double *V, void *TV, double f)
{
    int i;
    double mx = -1e30;
#pragma dvm parallel([i] on TV[2 * i]) reduction(max(mx))
    for (i = 0; i < n; i++) {
        V[i] = V[i] * f + i;
        if (V[i] > mx)
            mx = V[i];
    }
    return mx;
}
