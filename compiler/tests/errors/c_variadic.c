// Misuses of <stdarg.h> that gcc reports (a 'float' va_arg is gcc's warning and an abort at
// run time; here it is refused).
#include <stdarg.h>
int fixed(int n) {
    va_list ap;
    va_start(ap, n); // ERROR: 'va_start' used in function with fixed arguments
    return 0;
}
int not_a_list(int n, ...) {
    return va_arg(n, int); // ERROR: first argument to 'va_arg' not of type 'va_list'
}
double promoted(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double x = va_arg(ap, float); // ERROR: 'float' is promoted to 'double' when passed through '...'
    va_end(ap);
    return x;
}
int shorts(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int x = va_arg(ap, short); // ERROR: 'short' is promoted to 'int' when passed through '...'
    va_end(ap);
    return x;
}
struct pair { int a, b; };
int old();
int unproto(struct pair p) { return old(p); } // ERROR: passing structs by value to an unprototyped function is not supported yet
int main(void) {
    return 0;
}
