// One C syntax error (the parser stops at the first): missing rbracket.
int main(void) {
    int a[3];
    a[1 = 2; // ERROR: expected ']' or ',' before ';'
    return 0;
}
