/* The computational unit of cdvz_extern_units: it reaches the distributed arrays and the
   template of the main unit through 'extern' declarations with clause-less directives. */
#include "cdvz_units.h"

#pragma dvm template
extern void *TG;
#pragma dvm array
extern double G[][NY];
#pragma dvm array
extern double H[NX][NY];
extern int relax_calls;

void relax(int sweeps)
{
    int i, j, s;
    relax_calls++;
    for (s = 0; s < sweeps; s++) {
#pragma dvm parallel([i][j] on H[i][j]) shadow_renew(G)
        for (i = 1; i < NX - 1; i++)
            for (j = 1; j < NY - 1; j++)
                H[i][j] = 0.25 * (G[i - 1][j] + G[i + 1][j] + G[i][j - 1] + G[i][j + 1]);
#pragma dvm parallel([i][j] on G[i][j])
        for (i = 1; i < NX - 1; i++)
            for (j = 1; j < NY - 1; j++)
                G[i][j] = H[i][j];
    }
}

double norm(void)
{
    int i, j;
    double s = 0;
#pragma dvm parallel([i][j] on G[i][j]) reduction(sum(s))
    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++)
            s += G[i][j] * G[i][j];
    return s;
}
