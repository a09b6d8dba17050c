// One C syntax error (the parser stops at the first): missing while cond.
int main(void) {
    int i = 0;
    while () i++; // ERROR: expected an expression before ')'
    return i;
}
