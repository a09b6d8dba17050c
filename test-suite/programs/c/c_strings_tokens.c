// Parsing a small input deck the way scientific codes do: strtok over lines and fields,
// sscanf with %n and scansets, sprintf/snprintf building keys, strtod/strtol with end
// pointers and errno, strncpy/strcat/strchr/strrchr/strstr/memmove, and qsort of strings.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <limits.h>

static const char deck[] =
    "# solver settings\n"
    "nx = 64 ; ny = 32\n"
    "tol=1.5e-6;omega = 1.85\n"
    "name = heat_plate  \n"
    "bounds = 0.0, 1.0, -2.5, 2.5\n"
    "steps = 99999999999999999999\n";

struct kv { char key[16]; char val[32]; };

static int cmp_kv(const void *a, const void *b)
{
    return strcmp(((const struct kv *)a)->key, ((const struct kv *)b)->key);
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t') s++;
    char *e = s + strlen(s);
    while (e > s && (e[-1] == ' ' || e[-1] == '\t')) *--e = 0;
    return s;
}

int main(void)
{
    char buf[sizeof deck];
    struct kv kvs[16];
    int n = 0;
    memcpy(buf, deck, sizeof deck);
    char *save_line;
    for (char *line = strtok_r(buf, "\n", &save_line); line; line = strtok_r(NULL, "\n", &save_line)) {
        if (line[0] == '#') continue;
        char *save_field;
        for (char *f = strtok_r(line, ";", &save_field); f; f = strtok_r(NULL, ";", &save_field)) {
            char *eq = strchr(f, '=');
            if (!eq) continue;
            *eq = 0;
            strncpy(kvs[n].key, trim(f), sizeof kvs[n].key - 1);
            kvs[n].key[sizeof kvs[n].key - 1] = 0;
            snprintf(kvs[n].val, sizeof kvs[n].val, "%s", trim(eq + 1));
            n++;
        }
    }
    qsort(kvs, n, sizeof kvs[0], cmp_kv);
    for (int i = 0; i < n; i++) printf("%-8s|%s|\n", kvs[i].key, kvs[i].val);

    for (int i = 0; i < n; i++) {
        char *end;
        if (strcmp(kvs[i].key, "bounds") == 0) {
            double b[4];
            int used = 0, got = sscanf(kvs[i].val, "%lf , %lf , %lf , %lf%n", &b[0], &b[1], &b[2], &b[3], &used);
            printf("bounds got=%d used=%d area=%g\n", got, used, (b[1] - b[0]) * (b[3] - b[2]));
        } else if (strcmp(kvs[i].key, "steps") == 0) {
            errno = 0;
            long v = strtol(kvs[i].val, &end, 10);
            printf("steps %ld erange=%d max=%d rest='%s'\n", v, errno == ERANGE, v == LONG_MAX, end);
        } else if (strcmp(kvs[i].key, "name") == 0) {
            char word[16], tail[16] = "";
            int k = sscanf(kvs[i].val, "%15[a-z]_%15s", word, tail);
            printf("name k=%d word=%s tail=%s last_=%s\n", k, word, tail, strrchr(kvs[i].val, '_'));
        } else {
            errno = 0;
            double d = strtod(kvs[i].val, &end);
            printf("%s -> %.9g (%s) consumed=%td\n", kvs[i].key, d, *end ? "junk" : "clean", end - kvs[i].val);
        }
    }
    char msg[64] = "alpha beta gamma";
    memmove(msg + 6, msg, strlen(msg) + 1);
    strcat(msg, "!");
    const char *hit = strstr(msg, "beta");
    printf("msg=%s len=%zu beta_at=%td spn=%zu cspn=%zu\n", msg, strlen(msg), hit ? hit - msg : -1, strspn(msg, "alph"), strcspn(msg, " "));
    char keybuf[32];
    int total = 0;
    for (int i = 0; i < 5; i++) total += sprintf(keybuf, "k%03d_%x_%c", i * 37, i * 255, 'a' + i);
    printf("last key %s total=%d\n", keybuf, total);
    return 0;
}
