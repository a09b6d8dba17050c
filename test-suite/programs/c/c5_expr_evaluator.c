// A recursive-descent evaluator of integer expressions with variables: precedence climbing
// over + - * / % ( ), unary minus, assignments 'a = expr', errors reported with a position
// through a jmp-free status flag, and a table of variables updated between lines.
#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const char *src;
static int pos, err;
static long vars[26];

static void skip(void)
{
    while (src[pos] == ' ')
        pos++;
}

static long expr(void);

static long primary(void)
{
    skip();
    if (src[pos] == '(') {
        pos++;
        long v = expr();
        skip();
        if (src[pos] != ')') {
            err = err ? err : pos + 1;
            return 0;
        }
        pos++;
        return v;
    }
    if (src[pos] == '-') {
        pos++;
        return -primary();
    }
    if (isdigit((unsigned char)src[pos])) {
        long v = 0;
        while (isdigit((unsigned char)src[pos]))
            v = v * 10 + (src[pos++] - '0');
        return v;
    }
    if (islower((unsigned char)src[pos]))
        return vars[src[pos++] - 'a'];
    err = err ? err : pos + 1;
    return 0;
}

static long term(void)
{
    long v = primary();
    for (;;) {
        skip();
        char op = src[pos];
        if (op != '*' && op != '/' && op != '%')
            return v;
        pos++;
        long r = primary();
        if (op != '*' && r == 0) {
            err = err ? err : pos;
            return 0;
        }
        v = op == '*' ? v * r : op == '/' ? v / r : v % r;
    }
}

static long expr(void)
{
    long v = term();
    for (;;) {
        skip();
        char op = src[pos];
        if (op != '+' && op != '-')
            return v;
        pos++;
        long r = term();
        v = op == '+' ? v + r : v - r;
    }
}

int main(void)
{
    const char *lines[] = {"a = 6 * 7", "b = a / 5 - -3", "c = (a + b) % 9 * (2 - b)",
                           "a = c * c - a", "d = (1 + 2", "e = 4 / (b - b)", "f = a + b + c + d",
                           "g = -(-(-5)) * 3 % 4"};
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        src = lines[i];
        pos = 0;
        err = 0;
        int var = src[0] - 'a';
        pos = (int)(strchr(src, '=') - src) + 1;
        long v = expr();
        skip();
        if (!err && src[pos])
            err = pos + 1;
        if (err)
            printf("%-28s error at column %d\n", src, err);
        else {
            vars[var] = v;
            printf("%-28s %c = %ld\n", src, 'a' + var, v);
        }
    }
    return 0;
}
