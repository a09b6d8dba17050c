// Redeclarations and misuses gcc rejects in plain C: a struct or union defined twice in one
// scope, a parameter name used twice, a function declared with conflicting types, the
// address of a register variable, and alignments that are not powers of two.
#include <stdio.h>

struct point { int x, y; };
struct point { int x, y; }; // ERROR: redefinition of 'struct point'
union cell { int i; float f; };
union cell { int i; }; // ERROR: redefinition of 'union cell'

int scale(int v, int v) { return v; } // ERROR: redefinition of parameter 'v'
double blend(double a, double b, double a); // ERROR: redefinition of parameter 'a'

int area(int w, int h);
long area(int w, int h) { return (long)w * h; } // ERROR: conflicting types for 'area'
void report(const char *what);
void report(const char *what, int level); // ERROR: conflicting types for 'report'
int twice(int v) { return 2 * v; }
int twice(double v); // ERROR: conflicting types for 'twice'

struct aligned_bad { char c; int x __attribute__((aligned(3))); }; // ERROR: requested alignment '3' is not a positive power of 2

int main(void) {
    register int counter = 0;
    register double acc = 1.0;
    int *p = NULL;
    double *q = NULL;
    p = &counter; // ERROR: address of register variable 'counter' requested
    q = &acc; // ERROR: address of register variable 'acc' requested
    struct local { int a; };
    {
        struct local { double b; };
        struct local { double b; }; // ERROR: redefinition of 'struct local'
    }
    printf("%d %f %d\n", *p, *q, twice(2));
    return 0;
}
