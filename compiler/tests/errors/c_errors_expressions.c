// Malformed C expressions and calls (plain C, no directives): undeclared names, wrong argument
// counts to the program's own functions, bad member accesses, operands that are no lvalues,
// and operand types C rejects. Each is reported at its place; the rest is still checked.
#include <stdio.h>
#include <stdlib.h>

struct point { int x, y; };
union number { int i; double d; };
enum mode { ON, OFF };
typedef struct point point_t;

int add(int a, int b) { return a + b; }
void log_it(const char *s) { (void)s; }
double scale(double v, int k) { return v * k; }
int apply(int (*f)(int), int v) { return f(v); }
int counter = 0;

int undeclared_names(void) {
    int a = 0;
    a = b + 1; // ERROR: 'b' undeclared
    a += total; // ERROR: 'total' undeclared
    undefined_fn2(a); // WARNING: implicit declaration of function 'undefined_fn2'
    a = sqrtx(2.0); // WARNING: implicit declaration of function 'sqrtx'
    return c; // ERROR: 'c' undeclared
}

int wrong_calls(void) {
    int r = 0;
    r = add(1); // ERROR: too few arguments to function 'add' (expected 2, have 1)
    r = add(1, 2, 3); // ERROR: too many arguments to function 'add' (expected 2, have 3)
    log_it(); // ERROR: too few arguments to function 'log_it' (expected 1, have 0)
    r = scale(1.0); // ERROR: too few arguments to function 'scale' (expected 2, have 1)
    r = apply(add, 1, 2); // ERROR: too many arguments to function 'apply' (expected 2, have 3)
    add(); // ERROR: too few arguments to function 'add' (expected 2, have 0)
    return r;
}

int member_errors(void) {
    struct point p = {1, 2};
    struct point *pp = &p;
    union number n;
    int i = 0;
    i = p.z; // ERROR: 'struct point' has no member named 'z'
    i = pp->w; // ERROR: 'struct point' has no member named 'w'
    i = n.f; // ERROR: 'union number' has no member named 'f'
    i = i.x; // ERROR: request for member 'x' in something not a structure or union
    i = pp.x; // ERROR: request for member 'x' in something not a structure or union
    i = p->x; // ERROR: invalid type argument of '->' (have 'struct point')
    return i;
}

int lvalue_errors(void) {
    int a = 1, b = 2;
    int arr[3];
    5 = a; // ERROR: lvalue required as left operand of assignment
    add(1, 2) = a; // ERROR: lvalue required as left operand of assignment
    arr = arr; // ERROR: assignment to expression with array type
    &a = 0; // ERROR: lvalue required as left operand of assignment
    (a + 1)++; // ERROR: lvalue required as increment operand
    --(a * 2); // ERROR: lvalue required as decrement operand
    int *p = &(a + b); // ERROR: lvalue required as unary '&' operand
    int *q = &5; // ERROR: lvalue required as unary '&' operand
    return a;
}

int type_errors(void) {
    int a = 1;
    double d = 2.0;
    struct point p;
    int *ip = &a;
    void *vp = ip;
    a = *a; // ERROR: invalid type argument of unary '*'
    a = *d; // ERROR: invalid type argument of unary '*'
    d = *vp; // ERROR: dereferencing 'void *' pointer
    a = d << 2; // ERROR: invalid operands to shift (integers required)
    a = a >> d; // ERROR: invalid operands to shift (integers required)
    a = d % 2; // ERROR: invalid operands to binary % (have 'double' and 'int')
    a = p + 1; // ERROR: invalid operands to binary operator (have 'struct point' and 'int')
    a = -p; // ERROR: wrong type argument to unary operator ('struct point')
    a = !p; // ERROR: used 'struct point' where a scalar is required
    a = ~d; // ERROR: wrong type argument to unary operator ('double')
    if (p) a++; // ERROR: used 'struct point' where a scalar is required
    while (p) a++; // ERROR: used 'struct point' where a scalar is required
    a = p ? 1 : 2; // ERROR: used 'struct point' where a scalar is required
    a = arr_missing[0]; // ERROR: 'arr_missing' undeclared
    a = a[1]; // ERROR: subscripted value is neither array nor pointer
    a = d[0]; // ERROR: subscripted value is neither array nor pointer
    a = ip[d]; // ERROR: array subscript is not an integer
    p = 5; // ERROR: incompatible types when assigning to type 'struct point' from type 'int'
    a = p; // ERROR: incompatible types when assigning to type 'int' from type 'struct point'
    return a;
}
