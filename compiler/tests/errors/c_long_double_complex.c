// Misuse of long double and complex values: gcc's messages.
#include <complex.h>

long double rem(long double a, long double b)
{
    return a % b; // ERROR: invalid operands to binary % (have 'long double' and 'long double')
}

int less(double complex a, double complex b)
{
    return a < b; // ERROR: invalid operands to binary < (have 'complex double' and 'complex double')
}

int bits(float complex z, int k)
{
    return z & k; // ERROR: invalid operands to binary & (have 'complex float' and 'int')
}

int main(void)
{
    long double complex w = 1;
    _Complex int n; // ERROR: complex integer types are not supported (only 'float _Complex', 'double _Complex' and 'long double _Complex')
    double complex z = 1;
    int *p = z; // ERROR: incompatible types when converting from 'complex double' to 'int *'
    double x = __real__ p; // ERROR: wrong type argument to __real
    __imag__ x = 1; // ERROR: lvalue required as left operand of assignment
    __real__ (z + 1) = 2; // ERROR: lvalue required as left operand of assignment
    z = n ? p : z; // ERROR: type mismatch in conditional expression
    w = w % 2; // ERROR: invalid operands to binary % (have 'complex long double' and 'int')
    return rem(1, 2) + less(z, z) + bits(z, 1) + (int)z.re; // ERROR: request for member 're' in something not a structure or union
}
