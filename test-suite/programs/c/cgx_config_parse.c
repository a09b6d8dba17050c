// Reading a solver's key = value configuration the way C codes parse input decks: lines
// split with strtok (and strtok on a second delimiter set for lists), numbers converted
// with strtod/strtol and their end pointers checked, sscanf with %n, field widths and scan
// sets, unit suffixes, and a normalized configuration written back with snprintf.
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char deck[] =
    "# heat solver input\n"
    "title = Plate with hole\n"
    "nx = 128\n"
    "ny=0x40\n"
    "dt = 2.5e-4 s\n"
    "tmax = 1.5e1\n"
    "alpha = 1.172e-5   # m^2/s\n"
    "probes = 0.25, 0.5 ,0.75,1e0\n"
    "bc = dirichlet:300.0/neumann:0/robin:12.5\n"
    "size = 3.2x1.6\n"
    "bad = 12abc\n"
    "flag = yes\n";

typedef struct {
    char title[32];
    long nx, ny;
    double dt, tmax, alpha, probes[8], w, h;
    int nprobes, nbc, flag;
    struct {
        char kind[12];
        double value;
    } bc[4];
} config;

static char *trim(char *s) {
    while (isspace((unsigned char)*s)) s++;
    char *e = s + strlen(s);
    while (e > s && isspace((unsigned char)e[-1])) *--e = '\0';
    return s;
}

static int parse_line(config *c, char *key, char *val) {
    char *end;
    if (!strcmp(key, "title")) {
        snprintf(c->title, sizeof c->title, "%s", val);
    } else if (!strcmp(key, "nx") || !strcmp(key, "ny")) {
        long v = strtol(val, &end, 0);
        if (*end) return -1;
        *(key[1] == 'x' ? &c->nx : &c->ny) = v;
    } else if (!strcmp(key, "dt") || !strcmp(key, "tmax") || !strcmp(key, "alpha") || !strcmp(key, "bad")) {
        double v = strtod(val, &end);
        end = trim(end);
        if (*end && strcmp(end, "s")) return -2;
        if (key[0] == 'd') c->dt = v;
        else if (key[0] == 't') c->tmax = v;
        else c->alpha = v;
    } else if (!strcmp(key, "probes")) {
        for (char *tok = strtok(val, ","); tok && c->nprobes < 8; tok = strtok(NULL, ","))
            c->probes[c->nprobes++] = strtod(tok, NULL);
    } else if (!strcmp(key, "bc")) {
        char *save = val, *part;
        while ((part = strchr(save, '/')) || *save) {
            if (part) *part = '\0';
            int used = 0;
            if (sscanf(save, "%11[a-z]:%lf%n", c->bc[c->nbc].kind, &c->bc[c->nbc].value, &used) == 2 && save[used] == '\0')
                c->nbc++;
            if (!part) break;
            save = part + 1;
        }
    } else if (!strcmp(key, "size")) {
        if (sscanf(val, "%lfx%lf", &c->w, &c->h) != 2) return -3;
    } else if (!strcmp(key, "flag")) {
        c->flag = !strncmp(val, "yes", 3) || !strcmp(val, "1");
    } else
        return -4;
    return 0;
}

int main(void) {
    config c = {0};
    char *text = malloc(sizeof deck);
    memcpy(text, deck, sizeof deck);
    int lineno = 0, errors = 0;
    char *lines[32];
    int nl = 0;
    for (char *ln = strtok(text, "\n"); ln; ln = strtok(NULL, "\n")) lines[nl++] = ln;
    for (int i = 0; i < nl; i++) {
        lineno = i + 1;
        char *hash = strchr(lines[i], '#');
        if (hash) *hash = '\0';
        char *eq = strchr(lines[i], '=');
        if (!eq) continue;
        *eq = '\0';
        int rc = parse_line(&c, trim(lines[i]), trim(eq + 1));
        if (rc) {
            errors++;
            printf("line %d: error %d\n", lineno, rc);
        }
    }
    printf("title='%s' nx=%ld ny=%ld dt=%g tmax=%g alpha=%.4e\n", c.title, c.nx, c.ny, c.dt, c.tmax, c.alpha);
    printf("steps=%ld cfl=%.6f plate=%gx%g flag=%d errors=%d\n", (long)(c.tmax / c.dt + 0.5),
           c.alpha * c.dt * (c.nx / c.w) * (c.nx / c.w), c.w, c.h, c.flag, errors);
    for (int i = 0; i < c.nprobes; i++) printf("probe %d at %.3f -> node %ld\n", i, c.probes[i], (long)(c.probes[i] * (c.nx - 1)));
    for (int i = 0; i < c.nbc; i++) printf("bc %d %-10s %8.2f\n", i, c.bc[i].kind, c.bc[i].value);

    char out[256];
    int len = snprintf(out, sizeof out, "%s|%ld|%ld|%.3e|%d", c.title, c.nx, c.ny, c.dt, c.nprobes);
    printf("%s (%d)\n", out, len);
    char small[10];
    len = snprintf(small, sizeof small, "%08.3f:%s", 3.14159, "overflow");
    printf("'%s' needed %d\n", small, len);
    int d1, d2, n1;
    char word[8];
    int got = sscanf("  42 -17 fox jumps", "%d %d %7s%n", &d1, &d2, word, &n1);
    printf("got=%d %d %d '%s' consumed=%d\n", got, d1, d2, word, n1);
    unsigned hx;
    float fl;
    got = sscanf("ff:2.5e-1;", "%x:%f;", &hx, &fl);
    printf("got=%d hx=%u fl=%g\n", got, hx, fl);
    char *e;
    double v = strtod("  -0x1.8p3rest", &e);
    printf("hexfloat %g rest '%s' inf %g nan? %d\n", v, e, strtod("inf", NULL), strtod("nan", NULL) != strtod("nan", NULL));
    free(text);
    return 0;
}
