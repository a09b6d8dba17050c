// Bit-fields that gcc refuses, with gcc's messages.
struct bad1 {
    double d : 3; // ERROR: bit-field 'd' has invalid type
};
struct bad2 {
    int w : -1; // ERROR: negative width in bit-field 'w'
};
struct bad3 {
    int z : 0; // ERROR: zero width for bit-field 'z'
};
struct bad4 {
    char c : 9; // ERROR: width of 'c' exceeds its type
};
int n = 3;
struct var {
    int v : n; // ERROR: bit-field 'v' width not an integer constant
};
struct ok {
    unsigned a : 3;
    int b : 5;
};
int main(void) {
    struct ok s = {1, 2};
    unsigned *p = &s.a; // ERROR: cannot take address of bit-field 'a'
    return (int)sizeof(s.b); // ERROR: 'sizeof' applied to a bit-field
}
