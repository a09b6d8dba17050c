// One C syntax error (the parser stops at the first): missing semicolon decl.
int main(void) {
    int a = 1
    int b = 2; // ERROR: expected ';' before 'int'
    return a + b;
}
