/* The unit with the fillers and the reduction: functions that inherit the caller's
   distributed arrays, called through a function pointer argument for the values. */
#include <math.h>
#include "cdvx_units.h"

static int calls; /* a static of this unit: the main unit has its own */

double coef_wave(int i, int j) { return sin(0.3 * i) * cos(0.2 * j); }
double coef_ramp(int i, int j) { return 0.1 * i - 0.05 * j + weights[(i + j) % 3]; }

#pragma dvm inherit(a)
void fill(int n, int m, double a[n][m], coef_fn f)
{
    int i, j;
    calls++;
    stats.calls++;
#pragma dvm parallel([i][j] on a[i][j])
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            a[i][j] = f(i, j);
}

#pragma dvm inherit(a)
double checksum(double a[][NY])
{
    int i, j;
    double s = 0;
#pragma dvm parallel([i][j] on a[i][j]) reduction(sum(s))
    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++)
            s += a[i][j] * (1 + (i * NY + j) % 5);
    stats.last = s;
    return s + 0 * calls;
}
