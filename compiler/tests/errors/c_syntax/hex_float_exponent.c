// One C syntax error (the parser stops at the first): a hexadecimal floating constant without
// its binary exponent.
int main(void) {
    double h = 0x1.8; // ERROR: hexadecimal floating constants require an exponent
    return (int)h;
}
