// One C syntax error (the parser stops at the first): a string literal not closed on its line.
int puts(const char *s);
int main(void) {
    puts("hello);
    // ERROR: missing terminating " character
    return 0;
}
