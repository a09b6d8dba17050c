// One C syntax error (the parser stops at the first): unbalanced brace.
int main(void) {
    if (1) {
        return 0;
} // ERROR: unexpected end of file; expected '}'
