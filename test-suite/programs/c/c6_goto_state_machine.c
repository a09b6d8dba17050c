// A lexer for a tiny assembly language written as a goto-based state machine, the way
// generated scanners are: labels for states, gotos for transitions, counts per token kind.
#include <stdio.h>
#include <ctype.h>

static const char *src = "start: mov r1, 42 ; load\n"
                         "  add r1, r2, 0x1F\n"
                         "loop: sub r3, r3, 1 ; count down\n"
                         "  jnz r3, loop\n"
                         "  halt 007 ; end\n";

int main(void)
{
    const char *p = src;
    int idents = 0, labels = 0, numbers = 0, hex = 0, commas = 0, comments = 0, lines = 0;
    long numsum = 0;
    long cur = 0;
    int len = 0;
start:
    if (*p == '\0')
        goto done;
    if (*p == '\n') {
        lines++;
        p++;
        goto start;
    }
    if (isspace((unsigned char)*p)) {
        p++;
        goto start;
    }
    if (*p == ';')
        goto comment;
    if (*p == ',') {
        commas++;
        p++;
        goto start;
    }
    if (isdigit((unsigned char)*p)) {
        cur = 0;
        if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
            p += 2;
            goto hexnum;
        }
        goto number;
    }
    if (isalpha((unsigned char)*p) || *p == '_') {
        len = 0;
        goto ident;
    }
    p++;
    goto start;
ident:
    while (isalnum((unsigned char)*p) || *p == '_') {
        p++;
        len++;
    }
    if (*p == ':') {
        labels++;
        p++;
    } else
        idents++;
    goto start;
number:
    while (isdigit((unsigned char)*p))
        cur = cur * 10 + (*p++ - '0');
    numbers++;
    numsum += cur;
    goto start;
hexnum:
    while (isxdigit((unsigned char)*p)) {
        int d = isdigit((unsigned char)*p) ? *p - '0' : (tolower((unsigned char)*p) - 'a' + 10);
        cur = cur * 16 + d;
        p++;
    }
    hex++;
    numsum += cur;
    goto start;
comment:
    comments++;
    while (*p && *p != '\n')
        p++;
    goto start;
done:
    printf("lines %d labels %d idents %d numbers %d hex %d commas %d comments %d sum %ld\n", lines,
           labels, idents, numbers, hex, commas, comments, numsum);
    return 0;
}
