// One C syntax error (the parser stops at the first): unknown param type.
int f(widget w) { return 0; } // ERROR: unknown type name 'widget'
int main(void) { return 0; }
