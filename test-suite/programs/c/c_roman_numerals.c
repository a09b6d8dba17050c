// Roman numerals both ways with parallel tables of values and strings, validated by a round
// trip over 1..3999, and number words in English built with strcat.
#include <stdio.h>
#include <string.h>

static const int vals[] = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
static const char *syms[] = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};

static void to_roman(int n, char *out) {
    out[0] = 0;
    for (int i = 0; i < 13; i++)
        while (n >= vals[i]) { strcat(out, syms[i]); n -= vals[i]; }
}

static int value(char c) {
    switch (c) {
    case 'I': return 1; case 'V': return 5; case 'X': return 10; case 'L': return 50;
    case 'C': return 100; case 'D': return 500; case 'M': return 1000;
    }
    return 0;
}

static int from_roman(const char *s) {
    int total = 0;
    for (; *s; s++) {
        int v = value(*s), next = value(s[1]);
        total += v < next ? -v : v;
    }
    return total;
}

static const char *ones[] = {"", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                             "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
static const char *tens[] = {"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};

static void words(int n, char *out) {
    out[0] = 0;
    if (n >= 1000) { strcat(out, ones[n / 1000]); strcat(out, " thousand"); n %= 1000; if (n) strcat(out, " "); }
    if (n >= 100) { strcat(out, ones[n / 100]); strcat(out, " hundred"); n %= 100; if (n) strcat(out, " and "); }
    if (n >= 20) { strcat(out, tens[n / 10]); n %= 10; if (n) strcat(out, "-"); }
    if (n) strcat(out, ones[n]);
}

int main(void) {
    int samples[] = {1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999};
    char buf[64];
    for (int i = 0; i < 10; i++) {
        to_roman(samples[i], buf);
        printf("%4d = %-12s back %d\n", samples[i], buf, from_roman(buf));
    }
    int bad = 0;
    size_t longest = 0;
    for (int n = 1; n < 4000; n++) {
        to_roman(n, buf);
        if (from_roman(buf) != n) bad++;
        if (strlen(buf) > longest) longest = strlen(buf);
    }
    printf("round-trip failures %d, longest numeral %zu\n", bad, longest);
    int ns[] = {7, 13, 42, 100, 319, 1001, 2026};
    for (int i = 0; i < 7; i++) { words(ns[i], buf); printf("%d: %s\n", ns[i], buf); }
    return 0;
}
