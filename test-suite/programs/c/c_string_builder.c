// Building text with snprintf and strncpy into fixed buffers, tokenising with a hand-written
// scanner, and converting with atoi/strtod.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    char line[128];
    int pos = 0;
    for (int i = 1; i <= 6; i++) pos += snprintf(line + pos, sizeof line - pos, "%d.%d;", i, i * i);
    printf("%s (%d)\n", line, pos);
    char copy[8];
    strncpy(copy, line, 7);
    copy[7] = '\0';
    printf("%s\n", copy);
    double total = 0;
    char *p = line;
    while (*p) {
        char *end;
        double v = strtod(p, &end);
        total += v;
        p = end;
        if (*p == ';') p++;
    }
    printf("total %.2f\n", total);
    printf("%d %d %ld\n", atoi("123"), atoi("-45x"), atol("9876543210"));
    char name[32];
    memcpy(name, "dvmh", 5);
    printf("%s %d\n", name, memcmp(name, "dvmi", 4) < 0);
    return 0;
}
