/* Shared declarations of cdv_extern_arrays.cdv and lib/cdv_extern_lib.c: the distributed
   arrays are defined (and distributed) in the main unit; every unit that includes this sees
   them 'extern', with a bare '#pragma dvm array'. */
#define N 18
#define M 11

#pragma dvm array
extern double A[N][M];
#pragma dvm array
extern double B[N][M];
#pragma dvm array
extern int K[N];

void fill(double base);
void smooth(void);
double total(void);
void mark(int i, int j, double v);
