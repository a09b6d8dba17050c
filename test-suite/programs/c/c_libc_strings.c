// libc string functions: strlen, strcmp, strncmp, strcpy, strncpy, strcat, strncat, strchr,
// strrchr, strstr, sprintf, snprintf (truncation and return value), atoi, atol, strtod, strtol.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    char buf[64];
    strcpy(buf, "hello");
    strcat(buf, ", ");
    strncat(buf, "worldwide", 5);
    printf("%s (%d)\n", buf, (int)strlen(buf));
    printf("cmp %d %d %d\n", strcmp("abc", "abd") < 0, strcmp("b", "a") > 0, strcmp("x", "x"));
    printf("ncmp %d\n", strncmp("prefix-one", "prefix-two", 7));
    char *comma = strchr(buf, ',');
    printf("after comma '%s'\n", comma + 1);
    printf("last l at %d\n", (int)(strrchr(buf, 'l') - buf));
    printf("strstr '%s'\n", strstr(buf, "wor"));
    printf("no strstr %d\n", strstr(buf, "xyz") == NULL);
    char small[8];
    int need = snprintf(small, sizeof small, "%d-%s", 12345, "abcdef");
    printf("snprintf '%s' needed %d\n", small, need);
    char num[32];
    sprintf(num, "%05d|%x|%o", 42, 255, 8);
    printf("%s\n", num);
    printf("atoi %d %d %d\n", atoi("123"), atoi("  -45xyz"), atoi("junk"));
    printf("atol %ld\n", atol("9876543210"));
    char *end;
    double d = strtod("3.25e2 rest", &end);
    printf("strtod %g rest '%s'\n", d, end);
    long h = strtol("ff", NULL, 16);
    long o = strtol("0777", NULL, 8);
    long b = strtol("101101", &end, 2);
    printf("strtol %ld %ld %ld\n", h, o, b);
    char dst[6];
    strncpy(dst, "abcdefgh", 5);
    dst[5] = '\0';
    printf("strncpy %s\n", dst);
    const char *words[] = {"pear", "apple", "fig"};
    size_t longest = 0;
    for (int i = 0; i < 3; i++) if (strlen(words[i]) > longest) longest = strlen(words[i]);
    printf("longest %zu\n", longest);
    memset(buf, '*', 10);
    buf[10] = 0;
    printf("%s\n", buf);
    return 0;
}
