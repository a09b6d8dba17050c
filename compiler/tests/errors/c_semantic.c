// Semantic errors of the C front end: each is reported at its place, and the rest of the
// function is still checked.
#include <stdio.h>

struct point { int x, y; };

int twice(int v) { return 2 * v; }

void nothing(void) {}

int main(void) {
    int a = 1;
    int arr[4];
    struct point p;
    a = undefined_var + 1; // ERROR: 'undefined_var' undeclared
    a = twice(1, 2); // ERROR: too many arguments to function 'twice' (expected 1, have 2)
    a = twice(); // ERROR: too few arguments to function 'twice' (expected 1, have 0)
    a = p.z; // ERROR: 'struct point' has no member named 'z'
    a = a.x; // ERROR: request for member 'x' in something not a structure or union
    arr = 0; // ERROR: assignment to expression with array type
    a = nothing(); // ERROR: void value not ignored as it ought to be
    a = missing_function(3); // WARNING: implicit declaration of function 'missing_function'
    a = *a; // ERROR: invalid type argument of unary '*'
    int bad[-1]; // ERROR: array size is not positive
    break; // ERROR: break statement not within loop or switch
    p = 3; // ERROR: incompatible types when assigning to type 'struct point' from type 'int'
    switch (a) { case 1: case 1: break; } // ERROR: duplicate case value
    goto nowhere; // ERROR: label 'nowhere' used but not defined
    return 0;
}
