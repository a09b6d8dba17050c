// One C syntax error (the parser stops at the first): a leading zero makes a constant octal.
int main(void) {
    int month = 09; // ERROR: invalid digit "9" in octal constant
    return month;
}
