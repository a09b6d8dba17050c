// One C syntax error (the parser stops at the first): two types adjacent.
int main(void) {
    int double x = 1; // ERROR: two or more data types in declaration specifiers
    return 0;
}
