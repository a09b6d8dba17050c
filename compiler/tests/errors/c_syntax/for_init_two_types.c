// One C syntax error (the parser stops at the first): one declaration in a for header gives
// one type to all its names.
int main(void) {
    int s = 0;
    for (int i = 0, double x = 0; i < 3; i++) // ERROR: expected 'identifier' or '(' or '*' before 'double'
        s += i;
    return s;
}
