// One C syntax error (the parser stops at the first): missing rparen.
int main(void) {
    int a = (1 + 2; // ERROR: expected ')' or ',' before ';'
    return a;
}
