// Strings: literals, char arrays, string.h functions, printf's %s/%c/%-10s formats, and
// sprintf into a buffer.
#include <stdio.h>
#include <string.h>

int count_char(const char *s, char c) {
    int n = 0;
    for (; *s; s++)
        if (*s == c) n++;
    return n;
}

void upcase(char *s) {
    for (int i = 0; s[i] != '\0'; i++)
        if (s[i] >= 'a' && s[i] <= 'z') s[i] = s[i] - 'a' + 'A';
}

int main(void) {
    char buf[64];
    char word[] = "parallel";
    const char *msg = "hello, world";
    strcpy(buf, msg);
    strcat(buf, "!");
    printf("%s (%d)\n", buf, (int)strlen(buf));
    printf("[%-10s][%10s][%.3s]\n", word, word, word);
    printf("%d %d\n", count_char(msg, 'l'), count_char(word, 'a'));
    upcase(word);
    printf("%s %c%c\n", word, word[0], word[7]);
    printf("%d %d %d\n", strcmp("abc", "abd") < 0, strcmp("b", "a") > 0, strncmp("abcx", "abcy", 3));
    sprintf(buf, "%d-%s-%.2f", 42, "x", 2.5);
    printf("%s\n", buf);
    char *dot = strchr(msg, ',');
    printf("%s\n", dot + 2);
    puts("puts works");
    putchar('Z');
    putchar('\n');
    printf("tab\there \"quoted\" back\\slash %%\n");
    return 0;
}
