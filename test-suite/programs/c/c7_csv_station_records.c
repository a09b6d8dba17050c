// Reading a small embedded CSV of weather-station records the way data tools in C do:
// lines cut by hand and fields split with strtok on a writable copy, converted with strtod,
// strtol (base 10 and 16) and atoi with end-pointer checks, names trimmed with ctype,
// malformed lines rejected with a reason, then per-station summaries formatted with snprintf.
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char name[16];
    int day;
    double temp, rain;
    unsigned flags;
} record;

static const char data[] =
    "# station,day,temp,rain,flags\n"
    "  Oslo ,1,-3.5,0.0,0x1\n"
    "Lima,1,19.25,1.5e-1,0x0\n"
    "Oslo,2,-7.125,2.5,0x3\n"
    "Perth,1,31.0,0,0xA\n"
    "Lima,2,18.75,0.0,0x0\n"
    "Bogus,x,1.0,0,0\n"
    "Perth,2,29.5,12.25,0x8\n"
    "Oslo,3,-1.0e0,0.75,0x1\n"
    "Lima,3,20.5abc,0,0\n"
    "Perth,3,33.75,0.0,0xf\n";

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    char *end = s + strlen(s);
    while (end > s && isspace((unsigned char)end[-1]))
        *--end = '\0';
    return s;
}

static const char *parse_line(char *line, record *r)
{
    char *field[5];
    int n = 0;
    for (char *tok = strtok(line, ","); tok && n < 5; tok = strtok(NULL, ","))
        field[n++] = trim(tok);
    if (n != 5)
        return "wrong field count";
    if (strlen(field[0]) >= sizeof r->name)
        return "name too long";
    strcpy(r->name, field[0]);
    for (char *p = r->name; *p; p++)
        *p = (char)toupper((unsigned char)*p);
    char *end;
    long day = strtol(field[1], &end, 10);
    if (end == field[1] || *end)
        return "bad day";
    r->day = (int)day;
    r->temp = strtod(field[2], &end);
    if (*end)
        return "bad temperature";
    r->rain = strtod(field[3], &end);
    if (*end)
        return "bad rain";
    r->flags = (unsigned)strtoul(field[4], &end, 16);
    return *end ? "bad flags" : NULL;
}

int main(void)
{
    char *copy = malloc(sizeof data);
    memcpy(copy, data, sizeof data);
    record recs[16];
    int nrec = 0, lineno = 0;
    /* split into lines first: strtok keeps one state, so lines are cut by hand */
    for (char *line = copy, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        lineno++;
        if (line[0] == '#')
            continue;
        const char *err = parse_line(line, &recs[nrec]);
        if (err)
            printf("line %d rejected: %s\n", lineno, err);
        else
            nrec++;
    }
    printf("%d records\n", nrec);
    const char *names[3] = {"OSLO", "LIMA", "PERTH"};
    for (int s = 0; s < 3; s++) {
        double tsum = 0.0, rain = 0.0, tmin = 1e9, tmax = -1e9;
        unsigned all = 0;
        int count = 0;
        for (int i = 0; i < nrec; i++) {
            if (strcmp(recs[i].name, names[s]) != 0)
                continue;
            count++;
            tsum += recs[i].temp;
            rain += recs[i].rain;
            all |= recs[i].flags;
            if (recs[i].temp < tmin)
                tmin = recs[i].temp;
            if (recs[i].temp > tmax)
                tmax = recs[i].temp;
        }
        char line[80];
        int len = snprintf(line, sizeof line, "%-6s n=%d mean=%+7.3f range=[%g,%g] rain=%.2f flags=%#x",
                           names[s], count, tsum / count, tmin, tmax, rain, all);
        printf("%s (%d chars)\n", line, len);
    }
    printf("atoi(\" 42abc\")=%d atoi(\"-0x10\")=%d strtol base0 \"0x1F\"=%ld \"017\"=%ld\n",
           atoi(" 42abc"), atoi("-0x10"), strtol("0x1F", NULL, 0), strtol("017", NULL, 0));
    int digits = 0, alpha = 0, punct = 0, space = 0;
    for (const char *p = data; *p; p++) {
        unsigned char ch = (unsigned char)*p;
        digits += isdigit(ch) != 0;
        alpha += isalpha(ch) != 0;
        punct += ispunct(ch) != 0;
        space += isspace(ch) != 0;
    }
    printf("digits=%d alpha=%d punct=%d space=%d xdigit(F)=%d\n", digits, alpha, punct, space,
           isxdigit('F') != 0);
    free(copy);
    return 0;
}
