// Variable-length arrays where C99 does not allow them, `volatile` misuse, and complex
// types (not supported yet).
#include <stdio.h>

int global_len = 4;
double at_file_scope[global_len]; // ERROR: variable-length array at file scope (its size must be an integer constant)

int vlas(int n, double x) {
    static double kept[n]; // ERROR: storage size of 'kept' isn't constant (a variable-length array cannot be static or extern)
    return 0;
}

int vla_init(int n) {
    int filled[n] = {1, 2}; // ERROR: variable-sized object may not be initialized
    return n;
}

int vla_float_size(double x) {
    int bad[x]; // ERROR: size of array has non-integer type 'double'
    return 0;
}

int vla_member(int n) {
    struct holder { int len; double data[n]; }; // ERROR: member 'data' has a variably modified type (a struct cannot hold a variable-length array)
    return 0;
}

int vla_assign(int n) {
    int a[n], b[n];
    a = b; // ERROR: assignment to expression with array type
    return 0;
}

int vla_undeclared(void) {
    double d[missing]; // ERROR: 'missing' undeclared
    return 0;
}

int volatile_misuse(void) {
    volatile int v = 1;
    volatile int *p = &v;
    return p + p != 0; // ERROR: invalid operands to binary operator (pointers support + and - of integers, pointer difference and comparisons)
}

_Complex int z; // ERROR: complex integer types are not supported (only 'float _Complex', 'double _Complex' and 'long double _Complex')

int main(void) { return 0; }
