// Parsing with sscanf (ints, doubles, strings, %n-free field counting, hex), a tiny CSV of
// records read from a string table, and formatted re-output.
#include <stdio.h>
#include <string.h>

struct rec { char name[16]; int age; double score; };

int main(void) {
    const char *lines[] = {
        "alice 31 88.5",
        "bob 27 91.25",
        "carol 45 79",
        "dave x 10",
        "eve 22 100.0 extra",
    };
    struct rec r[5];
    int good = 0;
    for (int i = 0; i < 5; i++) {
        int n = sscanf(lines[i], "%15s %d %lf", r[good].name, &r[good].age, &r[good].score);
        printf("line %d: fields %d\n", i, n);
        if (n == 3) good++;
    }
    double sum = 0;
    for (int i = 0; i < good; i++) {
        printf("%-6s|%3d|%7.2f\n", r[i].name, r[i].age, r[i].score);
        sum += r[i].score;
    }
    printf("mean %.3f\n", sum / good);
    int h, m, s;
    if (sscanf("12:34:56", "%d:%d:%d", &h, &m, &s) == 3) printf("seconds %d\n", h * 3600 + m * 60 + s);
    unsigned x;
    sscanf("ff00", "%x", &x);
    printf("hex %u\n", x);
    char word[8];
    int v;
    sscanf("key=42", "%3s=%d", word, &v);
    printf("%s -> %d\n", word, v);
    float f;
    long l;
    sscanf("2.5e1 -123456789", "%f %ld", &f, &l);
    printf("%g %ld\n", f, l);
    char c1, c2;
    sscanf("a b", "%c %c", &c1, &c2);
    printf("chars %c%c\n", c1, c2);
    return 0;
}
