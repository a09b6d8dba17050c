// String processing: tokenizing with strtok, reversing words in place, palindromes, a Caesar
// cipher, run-length encoding and counting character classes with <ctype.h>.
#include <stdio.h>
#include <string.h>
#include <ctype.h>

static void reverse(char *s, int n) {
    for (int i = 0, j = n - 1; i < j; i++, j--) { char t = s[i]; s[i] = s[j]; s[j] = t; }
}

static int palindrome(const char *s) {
    int i = 0, j = (int)strlen(s) - 1;
    while (i < j) {
        while (i < j && !isalnum((unsigned char)s[i])) i++;
        while (i < j && !isalnum((unsigned char)s[j])) j--;
        if (tolower((unsigned char)s[i]) != tolower((unsigned char)s[j])) return 0;
        i++; j--;
    }
    return 1;
}

static void caesar(char *s, int k) {
    for (; *s; s++) {
        if (isupper((unsigned char)*s)) *s = 'A' + (*s - 'A' + k + 26) % 26;
        else if (islower((unsigned char)*s)) *s = 'a' + (*s - 'a' + k + 26) % 26;
    }
}

static void rle(const char *s, char *out) {
    while (*s) {
        char c = *s;
        int n = 0;
        while (*s == c) { s++; n++; }
        out += sprintf(out, "%d%c", n, c);
    }
    *out = 0;
}

int main(void) {
    char line[] = "alpha,beta;;gamma delta,,epsilon";
    int k = 0;
    for (char *t = strtok(line, ",; "); t; t = strtok(NULL, ",; ")) printf("token %d: %s\n", k++, t);
    char s[] = "the rain in spain stays mainly";
    int n = (int)strlen(s);
    reverse(s, n);
    for (int i = 0, start = 0; i <= n; i++)
        if (s[i] == ' ' || s[i] == 0) { reverse(s + start, i - start); start = i + 1; }
    printf("%s\n", s);
    const char *tests[] = {"A man, a plan, a canal: Panama", "hello", "No 'x' in Nixon", ""};
    for (int i = 0; i < 4; i++) printf("\"%s\" palindrome %d\n", tests[i], palindrome(tests[i]));
    char msg[] = "Attack at Dawn, Zebra!";
    caesar(msg, 3);
    printf("%s\n", msg);
    caesar(msg, -3);
    printf("%s\n", msg);
    char out[128];
    rle("aaabccddddde", out);
    printf("rle %s\n", out);
    int up = 0, low = 0, dig = 0, sp = 0, pun = 0;
    const char *txt = "Hello World 2024! C99 is fun, isn't it?";
    for (const char *p = txt; *p; p++) {
        unsigned char c = (unsigned char)*p;
        up += isupper(c) != 0; low += islower(c) != 0; dig += isdigit(c) != 0;
        sp += isspace(c) != 0; pun += ispunct(c) != 0;
    }
    printf("upper %d lower %d digit %d space %d punct %d\n", up, low, dig, sp, pun);
    printf("escapes: [\t] [\x41\102] [\\] [\"] [%%] %d\n", '\n');
    printf("concatenated " "literal " "pieces\n");
    return 0;
}
