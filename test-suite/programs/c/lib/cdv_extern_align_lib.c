/* The unit without main of cdv_extern_align.cdv: arrays of its own aligned with an array the
   main unit defines (known here only through 'extern'), one shifted, and loops over them. */
#include "cdv_extern_align.h"

#pragma dvm array align([i][j] with U[i][j]), shadow[1][1]
double W[NR][NC];
#pragma dvm array align([i] with U[i][])
double S[NR];

void lib_init(void)
{
#pragma dvm parallel([i][j] on W[i][j])
    for (int i = 0; i < NR; i++)
        for (int j = 0; j < NC; j++)
            W[i][j] = (i * 3 + j * 5) % 7;
}

/* W = U + c * (4-point average of W); S = row sums of W; returns the sum of S. */
double lib_step(double c)
{
    double tot = 0;
#pragma dvm parallel([i][j] on U[i][j]) shadow_renew(W)
    for (int i = 1; i < NR - 1; i++)
        for (int j = 1; j < NC - 1; j++)
            U[i][j] += c * (W[i - 1][j] + W[i + 1][j] + W[i][j - 1] + W[i][j + 1]) / 4;
#pragma dvm parallel([i][j] on W[i][j])
    for (int i = 0; i < NR; i++)
        for (int j = 0; j < NC; j++)
            W[i][j] = 0.5 * U[i][j];
#pragma dvm parallel([i] on S[i]) reduction(sum(tot))
    for (int i = 0; i < NR; i++) {
        double r = 0;
        for (int j = 0; j < NC; j++)
            r += W[i][j];
        S[i] = r;
        tot += r;
    }
    return tot;
}
