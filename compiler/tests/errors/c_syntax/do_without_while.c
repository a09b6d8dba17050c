// One C syntax error (the parser stops at the first): do without while.
int main(void) {
    int i = 0;
    do { i++; } (i < 3); // ERROR: expected 'while' before '('
    return i;
}
