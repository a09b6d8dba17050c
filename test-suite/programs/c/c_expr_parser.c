// A recursive-descent parser and evaluator for arithmetic expressions in strings (numbers,
// + - * / ^, unary minus, parentheses, variables), with error reporting by position.
#include <stdio.h>
#include <ctype.h>
#include <stdlib.h>
#include <math.h>

static const char *src;
static int pos, failed;
static double vars[26];

static double expr(void);

static void skip(void) { while (src[pos] == ' ') pos++; }

static double primary(void) {
    skip();
    if (src[pos] == '(') {
        pos++;
        double v = expr();
        skip();
        if (src[pos] == ')') pos++;
        else if (!failed) { failed = 1; printf("  error: expected ')' at %d\n", pos); }
        return v;
    }
    if (src[pos] == '-') { pos++; return -primary(); }
    if (isdigit((unsigned char)src[pos]) || src[pos] == '.') {
        char *end;
        double v = strtod(src + pos, &end);
        pos = (int)(end - src);
        return v;
    }
    if (islower((unsigned char)src[pos])) return vars[src[pos++] - 'a'];
    if (!failed) { failed = 1; printf("  error: unexpected '%c' at %d\n", src[pos] ? src[pos] : '$', pos); }
    return 0;
}

static double power(void) {
    double b = primary();
    skip();
    if (src[pos] == '^') { pos++; return pow(b, power()); }
    return b;
}

static double term(void) {
    double v = power();
    for (;;) {
        skip();
        if (src[pos] == '*') { pos++; v *= power(); }
        else if (src[pos] == '/') { pos++; v /= power(); }
        else return v;
    }
}

static double expr(void) {
    double v = term();
    for (;;) {
        skip();
        if (src[pos] == '+') { pos++; v += term(); }
        else if (src[pos] == '-') { pos++; v -= term(); }
        else return v;
    }
}

int main(void) {
    vars['x' - 'a'] = 2.5;
    vars['y' - 'a'] = -4;
    const char *tests[] = {"1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-(x * y) / 2", "10 / 4 - 0.5",
                           "2 * (3 + 4", "3 + * 4", "x ^ 2 + y ^ 2", "1.5e2 + .5", "((((7))))"};
    for (int i = 0; i < 10; i++) {
        src = tests[i];
        pos = 0;
        failed = 0;
        printf("%s\n", tests[i]);
        double v = expr();
        skip();
        if (!failed && src[pos]) { failed = 1; printf("  error: trailing input at %d\n", pos); }
        if (!failed) printf("  = %g\n", v);
    }
    return 0;
}
