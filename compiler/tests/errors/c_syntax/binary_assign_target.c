// One C syntax error (the parser stops at the first): binary assign target.
int main(void) {
    int a = 1, b = 2;
    a + b = 3; // ERROR: expected ';' before '='
    return a;
}
