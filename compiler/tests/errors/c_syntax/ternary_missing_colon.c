// One C syntax error (the parser stops at the first): a conditional expression without ':'.
int main(void) {
    int a = 1;
    int b = a ? 2 3; // ERROR: expected ':' before integer constant
    return b;
}
