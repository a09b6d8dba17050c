// A lexer for a small matrix-expression language, written the way hand-made C scanners
// are: character classes by GNU case ranges (`case 'a' ... 'z':`, ranges of enum values
// and of negative numbers too), a token table of digraph spellings (`<:` `:>` `<%` `%>`,
// which C99 also accepts in source, as a few lines here use them), a keyword lookup, and
// a count of tokens by class checked against a second scan written with <ctype.h>.
#include <ctype.h>
#include <stdio.h>
#include <string.h>

enum tok { T_END, T_IDENT, T_KEYWORD, T_INT, T_REAL, T_OP, T_LBRACK, T_RBRACK, T_LBRACE, T_RBRACE, T_STRING, T_BAD, T_COUNT };

static const char *const tok_name<:T_COUNT:> = <%"end", "ident", "keyword", "int", "real", "op", "[", "]", "{", "}", "string", "bad"%>;
static const char *const keywords[] = {"let", "for", "in", "end", "transpose", "inv"};

static int is_keyword(const char *s, size_t n) {
    for (size_t k = 0; k < sizeof keywords / sizeof *keywords; k++)
        if (strlen(keywords[k]) == n && !strncmp(keywords[k], s, n)) return 1;
    return 0;
}

static enum tok scan(const char **pp, char *text, size_t cap) {
    const char *p = *pp, *start;
    while (*p == ' ' || *p == '\t' || *p == '\n') p++;
    start = p;
    enum tok t;
    switch (*p) {
    case '\0': t = T_END; break;
    case 'a' ... 'z':
    case 'A' ... 'Z':
    case '_':
        while (isalnum((unsigned char)*p) || *p == '_') p++;
        t = is_keyword(start, (size_t)(p - start)) ? T_KEYWORD : T_IDENT;
        break;
    case '0' ... '9':
        while (isdigit((unsigned char)*p)) p++;
        t = T_INT;
        if (*p == '.' || *p == 'e') {
            t = T_REAL;
            if (*p == '.') p++;
            while (isdigit((unsigned char)*p)) p++;
            if (*p == 'e') {
                p++;
                if (*p == '-' || *p == '+') p++;
                while (isdigit((unsigned char)*p)) p++;
            }
        }
        break;
    case '"':
        for (p++; *p && *p != '"'; p++) {}
        t = *p ? (p++, T_STRING) : T_BAD;
        break;
    case '<':
        if (p[1] == ':') { p += 2; t = T_LBRACK; break; }
        if (p[1] == '%') { p += 2; t = T_LBRACE; break; }
        p++;
        t = T_OP;
        break;
    case ':':
        if (p[1] == '>') { p += 2; t = T_RBRACK; break; }
        p++;
        t = T_OP;
        break;
    case '%':
        if (p[1] == '>') { p += 2; t = T_RBRACE; break; }
        /* fallthrough */
    case '*': case '+': case '-': case '/': case '=': case '\'': case ',': case ';':
        p++;
        t = T_OP;
        break;
    case '[': p++; t = T_LBRACK; break;
    case ']': p++; t = T_RBRACK; break;
    case '{': p++; t = T_LBRACE; break;
    case '}': p++; t = T_RBRACE; break;
    default: p++; t = T_BAD;
    }
    size_t n = (size_t)(p - start) < cap - 1 ? (size_t)(p - start) : cap - 1;
    memcpy(text, start, n);
    text[n] = '\0';
    *pp = p;
    return t;
}

static const char *band(int v) {
    switch (v) {
    case -100 ... -11: return "very negative";
    case -10 ... -1: return "negative";
    case 0: return "zero";
    case 1 ... 9: return "digit";
    case T_COUNT * 10 ... T_COUNT * 10 + 9: return "token-tens";
    default: return "other";
    }
}

int main(void) {
    const char *src =
        "let A = <:1.5, 2; 3e-2, 4:> ;\n"
        "let B = [A' * A] + inv(A) ;\n"
        "for i in 1 10 <% x = x + A<:i:> / 2.0e+1 %> end\n"
        "print \"done\" ? 42 \"unterminated";
    int counts<:T_COUNT:> = <%0%>;
    char text[32];
    const char *p = src;
    unsigned hash = 5381;
    int shown = 0;
    for (enum tok t; (t = scan(&p, text, sizeof text)) != T_END;) {
        counts[t]++;
        for (const char *c = text; *c; c++) hash = hash * 33 ^ (unsigned char)*c;
        hash = hash * 33 ^ t;
        if (t == T_KEYWORD || t == T_REAL || t == T_BAD || t == T_STRING)
            printf("%2d %-8s '%s'\n", ++shown, tok_name[t], text);
    }
    for (int t = T_IDENT; t < T_COUNT; t++) printf("%s=%d ", tok_name[t], counts[t]);
    printf("\nhash %u\n", hash);
    int alpha_runs = 0, digit_runs = 0;
    for (const char *q = src; *q; q++) {
        int fresh = q == src || !isalnum((unsigned char)q[-1]);
        alpha_runs += isalpha((unsigned char)*q) && fresh;
        digit_runs += isdigit((unsigned char)*q) && fresh && (q == src || q[-1] != '.');
    }
    printf("alpha runs %d digit runs %d\n", alpha_runs, digit_runs);
    const int probes[] = {-50, -3, 0, 7, 120, 125, 130, 1000};
    for (int i = 0; i < 8; i++) printf("%d:%s%s", probes[i], band(probes[i]), i < 7 ? ", " : "\n");
    return 0;
}
