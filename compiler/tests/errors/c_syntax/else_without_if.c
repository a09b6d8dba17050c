// One C syntax error (the parser stops at the first): else without if.
int main(void) {
    int a = 0;
    else a = 1; // ERROR: 'else' without a previous 'if'
    return a;
}
