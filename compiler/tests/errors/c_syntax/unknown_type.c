// One C syntax error (the parser stops at the first): unknown type.
int main(void) {
    mytype value = 3; // ERROR: unknown type name 'mytype'
    return 0;
}
