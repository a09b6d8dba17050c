/* Shared declarations of cdv_extern_align.cdv and lib/cdv_extern_align_lib.c: U is defined
   and distributed in the main unit; W and the row sums S are defined in the other unit,
   aligned there with the main unit's U. */
#define NR 20
#define NC 9

#pragma dvm array
extern double U[NR][NC];
#pragma dvm array
extern double W[NR][NC];
#pragma dvm array
extern double S[NR];

void lib_init(void);
double lib_step(double c);
