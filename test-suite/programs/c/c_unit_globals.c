// dvmh-test: files=lib/c_unit_globals_lib.c
// Initialized file-scope variables defined in another translation unit and read through
// `extern`: plain values, arrays, structs, address constants, `long double` and complex
// values; and an address-constant global of this unit defined after `main`.
#include <stdio.h>
#include <complex.h>

extern const char *unit_names[];
extern int *unit_ptr;
extern int unit_count;
extern double unit_scale[3];
extern long double unit_third;
extern double complex unit_z;
struct unit_pair { int a; const char *label; };
extern struct unit_pair unit_pairs[2];
const char *unit_name(int i);
int unit_bump(void);
extern const char *late_word;

int main(void) {
  printf("%s %s %s\n", unit_names[0], unit_name(1), unit_names[2]);
  printf("%d %d\n", *unit_ptr, unit_count);
  int bumped = unit_bump();
  printf("%d %d\n", bumped, *unit_ptr);
  printf("%g %g %g\n", unit_scale[0], unit_scale[1], unit_scale[2]);
  printf("%.20Lg\n", unit_third * 3.0L - 1.0L + unit_third);
  printf("%g %g\n", creal(unit_z * unit_z), cimag(unit_z * unit_z));
  printf("%d %s %d %s\n", unit_pairs[0].a, unit_pairs[0].label, unit_pairs[1].a,
         unit_pairs[1].label);
  printf("%s\n", late_word);
  unit_count = 1;
  printf("%d\n", unit_bump());
  return 0;
}

const char *late_word = "defined after main";
