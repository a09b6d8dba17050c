// One C syntax error (the parser stops at the first): an old-style parameter declaration
// without its ';'.
int scale(k, x)
int k;
double x
{ // ERROR: expected '(', '[', ';', '=', ... before '{'
    return k * (int)x;
}
int main(void) { return scale(2, 3.0); }
