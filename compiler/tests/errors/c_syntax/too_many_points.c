// One C syntax error (the parser stops at the first): a version number written as a constant.
int main(void) {
    double version = 1.5.3; // ERROR: too many decimal points in number
    return (int)version;
}
