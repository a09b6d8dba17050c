// One C syntax error (the parser stops at the first): a block comment never closed.
int main(void) {
    int a = 1; /* the rest of the file is a comment // ERROR: unterminated comment
    return a;
}
