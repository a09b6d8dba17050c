/* Shared declarations of the cdvz_extern_units program. */
#define NX 26
#define NY 12
void relax(int sweeps);
double norm(void);
