// One C syntax error (the parser stops at the first): extra comma call.
int f(int a, int b) { return a + b; }
int main(void) { return f(1, , 2); } // ERROR: expected an expression before ','
