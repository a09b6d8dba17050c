/* Shared declarations of cdv_templates_units.cdv and lib/cdv_templates_lib.c. */
#define N 20
#define M 12

#pragma dvm template
extern void *T;
#pragma dvm array
extern double A[N][M];

double ext_fill(void);
#pragma dvm inherit(X, TT)
double relax(int n, int m, double (*X)[M], void *TT);
#pragma dvm inherit(V, TV)
double scale(int n, double *V, void *TV, double f);
