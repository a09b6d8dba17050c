/* Shared declarations of cdvx_units_pipeline.cdv and its two other units. */
#define NX 14
#define NY 9

typedef double (*coef_fn)(int i, int j);

struct run_stats {
    int calls;
    double last;
};

extern struct run_stats stats;
extern const double weights[3];

#pragma dvm array
extern double G[NX][NY];
#pragma dvm template
extern void *TG;

#pragma dvm inherit(a)
void fill(int n, int m, double a[n][m], coef_fn f);
#pragma dvm inherit(a, b)
void blend(double (*a)[NY], double (*b)[NY], double w);
#pragma dvm inherit(a)
double checksum(double a[][NY]);
double coef_wave(int i, int j);
double coef_ramp(int i, int j);
void scale_global(double f);
