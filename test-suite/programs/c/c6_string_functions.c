// <string.h> as text-processing code uses it: strtok over a CSV line, strchr/strrchr/strstr
// searches, strspn/strcspn scanning, strncpy/strncat with limits, memcmp ordering, memset
// and memmove on overlapping ranges, and a hand-written reverse and palindrome test.
#include <stdio.h>
#include <string.h>
#include <ctype.h>

static void reverse(char *s)
{
    for (size_t i = 0, j = strlen(s); i + 1 < j; i++, j--) {
        char t = s[i];
        s[i] = s[j - 1];
        s[j - 1] = t;
    }
}

static int palindrome(const char *s)
{
    const char *e = s + strlen(s) - 1;
    while (s < e) {
        while (s < e && !isalpha((unsigned char)*s)) s++;
        while (s < e && !isalpha((unsigned char)*e)) e--;
        if (tolower((unsigned char)*s++) != tolower((unsigned char)*e--))
            return 0;
    }
    return 1;
}

int main(void)
{
    char line[] = "id=42,name=jacobi,procs=4,,grid=2x2,time=1.5";
    int fields = 0;
    for (char *t = strtok(line, ","); t; t = strtok(NULL, ",")) {
        char *eq = strchr(t, '=');
        printf("[%d] key %.*s value %s\n", fields++, (int)(eq - t), t, eq + 1);
    }
    const char *path = "/usr/local/share/dvmh/examples/jac2d.cdv";
    printf("base %s dir-len %d ext %s\n", strrchr(path, '/') + 1, (int)(strrchr(path, '/') - path),
           strrchr(path, '.'));
    printf("strstr %s\n", strstr(path, "dvmh"));
    printf("spn %zu cspn %zu\n", strspn("123abc456", "0123456789"), strcspn("hello, world", ",;"));
    char buf[16];
    strncpy(buf, "distributed", sizeof buf);
    strncat(buf, "-memory-arrays", sizeof buf - strlen(buf) - 1);
    printf("buf '%s' len %zu\n", buf, strlen(buf));
    const char *names[] = {"beta", "alpha", "alphabet", "gamma"};
    for (int i = 0; i < 3; i++)
        printf("cmp %s %s -> %d %d\n", names[i], names[i + 1],
               (strcmp(names[i], names[i + 1]) > 0) - (strcmp(names[i], names[i + 1]) < 0),
               memcmp(names[i], names[i + 1], 3) < 0);
    char mv[] = "0123456789";
    memmove(mv + 2, mv, 6);
    printf("memmove %s\n", mv);
    memset(mv + 5, '*', 3);
    printf("memset %s\n", mv);
    char r[] = "parallel loops";
    reverse(r);
    printf("reverse '%s'\n", r);
    printf("pal %d %d\n", palindrome("A man, a plan, a canal: Panama"), palindrome("DVMH"));
    return 0;
}
