/* Shared declarations of cdv_multi_unit.cdv and lib/cdv_multi_lib.c. */
#define N 20
#define M 13

extern int sweeps;
#pragma dvm inherit(U, V)
void relax(double U[][M], double V[][M]);
#pragma dvm inherit(U)
double norm1(double U[][M]);
