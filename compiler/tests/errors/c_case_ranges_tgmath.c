// GNU case ranges that overlap another label or are not constant, <tgmath.h> macros given
// an argument no version of the function takes, and C11 _Generic selections that select nothing.
#include <tgmath.h>
int classify(int c, int n) {
    switch (c) {
    case 'a' ... 'z': return 1;
    case 'x': return 2; // ERROR: duplicate case value
    case '0' ... '9': return 3;
    case '5' ... 'A': return 4; // ERROR: duplicate (or overlapping) case value
    case 100 ... n: return 5; // ERROR: case label does not reduce to an integer constant
    case 9 ... 1: return 6; // WARNING: empty range specified
    }
    return 0;
}
struct s { int a; };
double bad(struct s v, double complex z) {
    double r = sqrt(v); // ERROR: invalid type of argument 1 of type-generic function
    return r + atan2(z, 1.0); // ERROR: no matching function for type-generic call
}
struct tag { int t; };
int generic_misuse(struct tag t, long x) {
    int a = _Generic(t, int: 1, double: 2); // ERROR: '_Generic' selector of type 'struct tag' is not compatible with any association
    int b = _Generic(x, default: 1, int: 2, default: 3); // ERROR: duplicate 'default' case in '_Generic'
    return a + b;
}
