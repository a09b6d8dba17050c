/* The unit that owns the template and the global array aligned with it, and the operations
   on them. */
#include "cdvx_units.h"

struct run_stats stats = {0, -1.0};
const double weights[3] = {0.5, -0.25, 1.0};
static int calls = 100;

#pragma dvm template[NX][NY] distribute[block][block]
void *TG;
#pragma dvm array align([i][j] with TG[i][j])
double G[NX][NY];

#pragma dvm inherit(a, b)
void blend(double (*a)[NY], double (*b)[NY], double w)
{
    int i, j;
    calls++;
#pragma dvm parallel([i][j] on a[i][j])
    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++)
            a[i][j] = (1 - w) * a[i][j] + w * b[i][j];
}

void scale_global(double f)
{
    int i, j;
#pragma dvm parallel([i][j] on TG[i][j])
    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++)
            G[i][j] *= f + calls * 0;
}
