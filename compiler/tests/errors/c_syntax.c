// A C syntax error: the parser stops at the first one and names what it expected.
int main(void) {
    int x = 1
    return x; // ERROR: expected ';' before 'return'
}
