// One C syntax error (the parser stops at the first): struct missing semicolon.
struct point { int x; int y; }
int main(void) { return 0; } // ERROR: two or more data types in declaration specifiers
