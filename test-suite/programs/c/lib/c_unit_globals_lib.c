/* The other unit of c_unit_globals.c: file-scope variables with initializers that other
   units reach through `extern`, among them address constants, `long double` and complex
   values (stored by this unit's constructor before `main` runs). */
#include <complex.h>

const char *unit_names[] = {"alpha", "beta", "gamma"};
static int hidden = 7;
int *unit_ptr = &hidden;
int unit_count = 42;
double unit_scale[3] = {0.5, 1.5, 2.5};
long double unit_third = 1.0L / 3.0L;
double complex unit_z = 1.5 + 2.5 * I;
struct unit_pair { int a; const char *label; } unit_pairs[2] = {{1, "one"}, {2, "two"}};

const char *unit_name(int i) { return unit_names[i]; }
int unit_bump(void) { return ++*unit_ptr + unit_count; }
