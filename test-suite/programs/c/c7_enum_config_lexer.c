// A lexer for an INI-like configuration language driven by an enum of states and an enum of
// token kinds, in the table-and-switch style of hand-written scanners: <ctype.h> classes,
// string escapes, numbers parsed with strtod from the token text, sections and keys
// collected into fixed arrays of structs, and errors reported with line and column.
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { TK_EOF, TK_IDENT, TK_NUMBER, TK_STRING, TK_LBRACK, TK_RBRACK, TK_EQ, TK_NEWLINE, TK_ERROR } tkind;

static const char *const kind_name[] = {
    [TK_EOF] = "eof", [TK_IDENT] = "ident", [TK_NUMBER] = "number", [TK_STRING] = "string",
    [TK_LBRACK] = "[", [TK_RBRACK] = "]", [TK_EQ] = "=", [TK_NEWLINE] = "nl", [TK_ERROR] = "error"};

typedef struct {
    tkind kind;
    char text[32];
    double number;
    int line, col;
} token;

typedef struct {
    const char *src;
    int pos, line, col;
} lexer;

static char advance(lexer *lx)
{
    char c = lx->src[lx->pos++];
    if (c == '\n') {
        lx->line++;
        lx->col = 1;
    } else {
        lx->col++;
    }
    return c;
}

static token next_token(lexer *lx)
{
    token t = {.kind = TK_EOF};
    for (;;) { /* skip blanks and comments, not newlines */
        char c = lx->src[lx->pos];
        if (c == ' ' || c == '\t')
            advance(lx);
        else if (c == ';' || c == '#')
            while (lx->src[lx->pos] && lx->src[lx->pos] != '\n')
                advance(lx);
        else
            break;
    }
    t.line = lx->line;
    t.col = lx->col;
    char c = lx->src[lx->pos];
    int n = 0;
    switch (c) {
    case '\0': return t;
    case '\n': advance(lx); t.kind = TK_NEWLINE; return t;
    case '[': advance(lx); t.kind = TK_LBRACK; return t;
    case ']': advance(lx); t.kind = TK_RBRACK; return t;
    case '=': advance(lx); t.kind = TK_EQ; return t;
    case '"':
        advance(lx);
        t.kind = TK_STRING;
        while (lx->src[lx->pos] && lx->src[lx->pos] != '"' && lx->src[lx->pos] != '\n') {
            char ch = advance(lx);
            if (ch == '\\') {
                switch (advance(lx)) {
                case 'n': ch = '\n'; break;
                case 't': ch = '\t'; break;
                case '"': ch = '"'; break;
                default: ch = '?'; break;
                }
            }
            if (n < 31)
                t.text[n++] = ch;
        }
        if (lx->src[lx->pos] != '"') {
            t.kind = TK_ERROR;
            strcpy(t.text, "unterminated string");
            return t;
        }
        advance(lx);
        t.text[n] = '\0';
        return t;
    default:
        break;
    }
    if (isdigit((unsigned char)c) || c == '-' || c == '+' || c == '.') {
        while (n < 31 && (isalnum((unsigned char)lx->src[lx->pos]) || strchr("+-.", lx->src[lx->pos]) != NULL) &&
               lx->src[lx->pos])
            t.text[n++] = advance(lx);
        t.text[n] = '\0';
        char *end;
        t.number = strtod(t.text, &end);
        t.kind = *end ? TK_ERROR : TK_NUMBER;
        if (t.kind == TK_ERROR)
            memmove(t.text + 12, t.text, strlen(t.text) + 1 < 20 ? strlen(t.text) + 1 : 20),
                memcpy(t.text, "bad number: ", 12), t.text[31] = '\0';
        return t;
    }
    if (isalpha((unsigned char)c) || c == '_') {
        while (n < 31 && (isalnum((unsigned char)lx->src[lx->pos]) || lx->src[lx->pos] == '_' || lx->src[lx->pos] == '.'))
            t.text[n++] = (char)tolower((unsigned char)advance(lx));
        t.text[n] = '\0';
        t.kind = TK_IDENT;
        return t;
    }
    advance(lx);
    t.kind = TK_ERROR;
    snprintf(t.text, sizeof t.text, "unexpected '%c'", c);
    return t;
}

int main(void)
{
    const char *config = "; solver settings\n"
                         "[Solver]\n"
                         "Method = \"cg\"\n"
                         "tolerance = 1.0e-8   # stop criterion\n"
                         "max_iter=500\n"
                         "\n"
                         "[Grid]\n"
                         "nx = 128\n"
                         "ny = 64 ; rows\n"
                         "dx = .015625\n"
                         "title = \"heat \\\"test\\\"\\tv2\"\n"
                         "bad = 12abc\n"
                         "oops @ 3\n"
                         "label = \"open\n";
    lexer lx = {config, 0, 1, 1};
    int counts[TK_ERROR + 1] = {0};
    char section[32] = "", key[32] = "";
    int expect_value = 0;
    token t;
    do {
        t = next_token(&lx);
        counts[t.kind]++;
        switch (t.kind) {
        case TK_IDENT:
            if (!expect_value)
                strcpy(key, t.text);
            break;
        case TK_EQ: expect_value = 1; break;
        case TK_NUMBER:
            if (expect_value)
                printf("%s.%s = %g (number)\n", section, key, t.number);
            break;
        case TK_STRING:
            if (expect_value)
                printf("%s.%s = \"%s\" (string, %zu chars)\n", section, key, t.text, strlen(t.text));
            break;
        case TK_LBRACK:
            t = next_token(&lx);
            counts[t.kind]++;
            if (t.kind == TK_IDENT)
                strcpy(section, t.text);
            break;
        case TK_NEWLINE: expect_value = 0; break;
        case TK_ERROR: printf("%d:%d: error: %s\n", t.line, t.col, t.text); break;
        default: break;
        }
    } while (t.kind != TK_EOF);
    printf("lines=%d\n", lx.line);
    for (int k = TK_EOF; k <= TK_ERROR; k++)
        printf("%s=%d%s", kind_name[k], counts[k], k == TK_ERROR ? "\n" : " ");
    return 0;
}
