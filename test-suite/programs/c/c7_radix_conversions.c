// Number-to-text and text-to-number conversions as serializers write them by hand: integer
// formatting in any base 2..36 with a reversed digit buffer, parsing back with strtol/
// strtoul/strtoll in the same base and checking end pointers and errno on overflow, Roman
// numerals both ways via tables, and hex dumps of the bytes of integers of several widths.
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *to_base(long long v, int base, char *out)
{
    static const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    char tmp[72];
    int n = 0;
    unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    do {
        tmp[n++] = digits[u % (unsigned)base];
        u /= (unsigned)base;
    } while (u);
    char *p = out;
    if (v < 0)
        *p++ = '-';
    while (n)
        *p++ = tmp[--n];
    *p = '\0';
    return out;
}

static const struct {
    int value;
    const char *text;
} roman[] = {{1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"}, {50, "L"},
             {40, "XL"},  {10, "X"},   {9, "IX"},   {5, "V"},    {4, "IV"},   {1, "I"}};

static void to_roman(int v, char *out)
{
    out[0] = '\0';
    for (size_t i = 0; i < sizeof roman / sizeof roman[0]; i++)
        while (v >= roman[i].value) {
            strcat(out, roman[i].text);
            v -= roman[i].value;
        }
}

static int from_roman(const char *s)
{
    int total = 0;
    for (size_t i = 0; i < sizeof roman / sizeof roman[0]; i++) {
        size_t len = strlen(roman[i].text);
        while (strncmp(s, roman[i].text, len) == 0) {
            total += roman[i].value;
            s += len;
        }
    }
    return *s ? -1 : total;
}

static void dump(const char *label, const void *p, size_t n)
{
    const unsigned char *b = p;
    printf("%-8s", label);
    for (size_t i = 0; i < n; i++)
        printf(" %02x", b[i]);
    printf("\n");
}

int main(void)
{
    long long samples[] = {0, 255, -255, 1000000007, LLONG_MIN, LLONG_MAX};
    int bases[] = {2, 8, 16, 36};
    char buf[80];
    for (int i = 0; i < 6; i++) {
        printf("%lld:", samples[i]);
        for (int b = 0; b < 4; b++) {
            to_base(samples[i], bases[b], buf);
            errno = 0;
            char *end;
            long long back = strtoll(buf, &end, bases[b]);
            printf(" [%d]%s%s", bases[b], strlen(buf) > 24 ? "..." : buf,
                   back == samples[i] && *end == '\0' && errno == 0 ? "" : "(!)");
        }
        printf("\n");
    }
    errno = 0;
    long big = strtol("99999999999999999999", NULL, 10);
    printf("overflow: %ld erange=%d\n", big, errno == ERANGE);
    errno = 0;
    unsigned long neg = strtoul("-1", NULL, 10);
    printf("strtoul(\"-1\")=%lu errno=%d\n", neg, errno);
    char *end;
    long v = strtol("  -0x1fZZ", &end, 16);
    printf("strtol hex with junk: %ld rest=\"%s\"\n", v, end);
    v = strtol("z12", &end, 36);
    printf("base 36 'z12'=%ld, base 2 '1012'=%ld\n", v, strtol("1012", NULL, 2));
    int years[] = {1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999};
    for (int i = 0; i < 10; i++) {
        to_roman(years[i], buf);
        printf("%d=%s(%d)%s", years[i], buf, from_roman(buf), i == 9 ? "\n" : " ");
    }
    printf("from_roman(\"MMXQ\")=%d\n", from_roman("MMXQ"));
    uint16_t h = 0x1234;
    uint32_t w = 0xdeadbeefu;
    int64_t q = -2;
    double d = 1.0;
    dump("u16", &h, sizeof h);
    dump("u32", &w, sizeof w);
    dump("i64", &q, sizeof q);
    dump("double", &d, sizeof d);
    unsigned sum = 0;
    for (int i = -500; i <= 500; i += 7) {
        to_base(i * 12345, 7, buf);
        for (char *p = buf; *p; p++)
            sum = sum * 31u + (unsigned char)*p;
    }
    printf("base-7 digest %u\n", sum);
    return 0;
}
