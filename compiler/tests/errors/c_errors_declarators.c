// Malformed declarators and declarations (plain C): 'void' among other parameters, a void
// parameter with a name, functions returning arrays or functions, and an 'extern'
// declaration in a block that also initializes.
int sum3(void, int a, int b); // ERROR: 'void' must be the only parameter

int unused(void x); // ERROR: parameter 1 ('x') has incomplete type

int make_row(void)[3]; // ERROR: 'make_row' declared as function returning an array

int pick(int k)(double); // ERROR: 'pick' declared as function returning a function

int counter = 0;

int bump(void) {
    extern int counter = 5; // ERROR: 'counter' has both 'extern' and initializer
    return ++counter;
}

int main(void) {
    return bump();
}
