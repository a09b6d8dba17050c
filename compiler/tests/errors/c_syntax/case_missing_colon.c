// One C syntax error (the parser stops at the first): case missing colon.
int main(void) {
    int k = 1;
    switch (k) { case 1 break; } // ERROR: expected ':' before 'break'
    return 0;
}
