// One C syntax error (the parser stops at the first): an if condition not closed.
int main(void) {
    int a = 1;
    if (a > 0 { // ERROR: expected ')' before '{'
        a = 2;
    }
    return a;
}
