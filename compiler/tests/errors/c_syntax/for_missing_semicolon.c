// One C syntax error (the parser stops at the first): for missing semicolon.
int main(void) {
    int s = 0;
    for (int i = 0; i < 3 i++) s += i; // ERROR: expected ';' before identifier 'i'
    return s;
}
