// One C syntax error (the parser stops at the first): a constant no integer type can hold.
int main(void) {
    long long big = 99999999999999999999999; // ERROR: integer constant is too large for its type
    return (int)big;
}
