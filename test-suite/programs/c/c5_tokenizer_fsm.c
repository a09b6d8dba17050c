// A table-driven finite-state tokenizer: character classes from a 256-entry table built at
// start, an enum of states, a transition table of structs, token kinds counted and printed,
// and identifiers interned into a small fixed hash table.
#include <ctype.h>
#include <stdio.h>
#include <string.h>

enum cls { C_OTHER, C_ALPHA, C_DIGIT, C_SPACE, C_DOT, C_NCLASS };
enum state { S_START, S_IDENT, S_INT, S_REAL, S_NSTATE };
static unsigned char cls_of[256];

static const enum state next[S_NSTATE][C_NCLASS] = {
    [S_START] = {[C_ALPHA] = S_IDENT, [C_DIGIT] = S_INT},
    [S_IDENT] = {[C_ALPHA] = S_IDENT, [C_DIGIT] = S_IDENT},
    [S_INT] = {[C_DIGIT] = S_INT, [C_DOT] = S_REAL},
    [S_REAL] = {[C_DIGIT] = S_REAL},
};

static char names[16][16];
static int used[16], counts[16];

static int intern(const char *s, size_t n)
{
    unsigned h = 5381;
    for (size_t i = 0; i < n; i++)
        h = h * 33 + (unsigned char)s[i];
    for (unsigned k = 0; k < 16; k++) {
        unsigned slot = (h + k) % 16;
        if (!used[slot]) {
            used[slot] = 1;
            memcpy(names[slot], s, n);
            names[slot][n] = 0;
        }
        if (strlen(names[slot]) == n && memcmp(names[slot], s, n) == 0) {
            counts[slot]++;
            return (int)slot;
        }
    }
    return -1;
}

int main(void)
{
    for (int c = 0; c < 256; c++)
        cls_of[c] = isalpha(c) || c == '_' ? C_ALPHA : isdigit(c) ? C_DIGIT
                    : isspace(c) ? C_SPACE : c == '.' ? C_DOT : C_OTHER;
    const char *text = "x1 = 3.25 * rate + x1 - 42; rate_2 = 7. + x1*x1; z = 0.5e";
    int kinds[S_NSTATE] = {0};
    const char *p = text;
    while (*p) {
        enum state s = S_START;
        const char *start = p;
        while (*p) {
            enum state t = next[s][cls_of[(unsigned char)*p]];
            if (t == S_START)
                break;
            s = t;
            p++;
        }
        if (s == S_START) {
            if (cls_of[(unsigned char)*p] != C_SPACE)
                printf("punct '%c'\n", *p);
            p++;
            continue;
        }
        kinds[s]++;
        if (s == S_IDENT)
            printf("ident %.*s -> slot %d\n", (int)(p - start), start, intern(start, (size_t)(p - start)));
        else
            printf("%s %.*s\n", s == S_INT ? "int" : "real", (int)(p - start), start);
    }
    printf("idents %d ints %d reals %d\n", kinds[S_IDENT], kinds[S_INT], kinds[S_REAL]);
    for (int k = 0; k < 16; k++)
        if (used[k])
            printf("slot %2d %-8s x%d\n", k, names[k], counts[k]);
    return 0;
}
