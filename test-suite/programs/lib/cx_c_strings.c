/* The C side of cx_c_strings.f90: a tokenizer that hands out C strings it owns, a
   function that reads the Fortran program's BIND(C) module variables, and a report that
   calls a Fortran BIND(C) procedure with a C string for each token. */
#include <ctype.h>
#include <string.h>

static char buffer[256];
static char *next_token;

/* Fortran's BIND(C) module variables and a Fortran BIND(C) procedure. */
extern int cx_token_count;
extern double cx_weights[4];
void cx_on_token(const char *s, int len);

void cx_tokenize_start(const char *text) {
    strncpy(buffer, text, sizeof buffer - 1);
    buffer[sizeof buffer - 1] = 0;
    next_token = buffer;
    cx_token_count = 0;
}

/* The next blank-separated token (upper-cased), or NULL at the end. */
const char *cx_tokenize_next(void) {
    while (*next_token == ' ') next_token++;
    if (!*next_token) return NULL;
    char *t = next_token;
    while (*next_token && *next_token != ' ') {
        *next_token = (char)toupper((unsigned char)*next_token);
        next_token++;
    }
    if (*next_token) *next_token++ = 0;
    cx_token_count++;
    return t;
}

double cx_weighted(void) {
    double s = 0;
    for (int i = 0; i < 4; i++) s += (i + 1) * cx_weights[i];
    return s * cx_token_count;
}

void cx_report(const char *text) {
    cx_tokenize_start(text);
    const char *t;
    while ((t = cx_tokenize_next()) != NULL) cx_on_token(t, (int)strlen(t));
}
