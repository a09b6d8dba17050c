/* The second translation unit of cdv_multi_unit.cdv: functions that compute on the caller's
   distributed arrays ('inherit'), and a plain counter the main unit reads through 'extern'. */
#include "cdv_multi.h"

int sweeps = 0;

#pragma dvm inherit(U, V)
void relax(double U[][M], double V[][M])
{
    int i, j;
#pragma dvm parallel([i][j] on V[i][j]) shadow_renew(U)
    for (i = 1; i < N - 1; i++)
        for (j = 1; j < M - 1; j++)
            V[i][j] = 0.25 * (U[i - 1][j] + U[i + 1][j] + U[i][j - 1] + U[i][j + 1]);
    sweeps++;
}

#pragma dvm inherit(U)
double norm1(double U[][M])
{
    int i, j;
    double s = 0;
#pragma dvm parallel([i][j] on U[i][j]) reduction(sum(s))
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            s += U[i][j] > 0 ? U[i][j] : -U[i][j];
    return s;
}
