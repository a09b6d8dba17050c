// One C syntax error (the parser stops at the first): stray character.
int main(void) {
    int a = 1 @ 2; // ERROR: stray '@' in program
    return a;
}
