// Operands C rejects in otherwise ordinary numeric code (plain C): logical and arithmetic
// operators on structs, multiplying and dividing pointers, shifting floating values,
// a string initializing an int array, assigning between different struct types, and calls
// through a function pointer with the wrong number of arguments.
struct vec { double x, y; };
struct pair { double x, y; };

static int twice(int v) { return 2 * v; }

int main(void) {
    struct vec a = {1, 2};
    struct pair b = {3, 4};
    int r = 0;
    if (!a) // ERROR: used 'struct vec' where a scalar is required
        r = 1;
    r += -a; // ERROR: wrong type argument to unary operator ('struct vec')
    int data[4] = {1, 2, 3, 4};
    int *p = data;
    int *q = p * 2; // ERROR: invalid operands to binary operator (pointers support + and - of integers, pointer difference and comparisons)
    float f = 2.0f;
    int k = f << 2; // ERROR: invalid operands to shift (integers required)
    int letters[3] = "abc"; // ERROR: cannot initialize array of 'int' from a string literal with type array of 'char'
    a = b; // ERROR: incompatible types when assigning to type 'struct vec' from type 'struct pair'
    int (*fn)(int) = twice;
    r += fn(1, 2); // ERROR: too many arguments to function 'function pointer' (expected 1, have 2)
    r += fn(); // ERROR: too few arguments to function 'function pointer' (expected 1, have 0)
    return r + k + letters[0] + (q != 0);
}
