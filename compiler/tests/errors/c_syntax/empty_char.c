// One C syntax error (the parser stops at the first): a character constant with nothing in it.
int main(void) {
    char c = ''; // ERROR: empty character constant
    return c;
}
