// One C syntax error (the parser stops at the first): letters glued to an integer constant.
int main(void) {
    int a = 123abc; // ERROR: invalid suffix "abc" on integer constant
    return a;
}
