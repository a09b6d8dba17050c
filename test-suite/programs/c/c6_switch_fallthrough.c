// switch statements with deliberate fallthrough: Duff's device copying, a cumulative
// permission mask, day-of-year by falling through month lengths, and case ranges by
// grouped labels.
#include <stdio.h>

static void duff_copy(int *to, const int *from, int count)
{
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    case 7:      *to++ = *from++;
    case 6:      *to++ = *from++;
    case 5:      *to++ = *from++;
    case 4:      *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

static unsigned perms(int level)
{
    unsigned m = 0;
    switch (level) {
    case 3:
        m |= 4;
        /* fall through */
    case 2:
        m |= 2;
        /* fall through */
    case 1:
        m |= 1;
        break;
    default:
        m = 0x80;
    }
    return m;
}

static int day_of_year(int month, int day, int leap)
{
    int d = 0;
    switch (month - 1) {
    case 11: d += 30; /* fall through */
    case 10: d += 31; /* fall through */
    case 9: d += 30; /* fall through */
    case 8: d += 31; /* fall through */
    case 7: d += 31; /* fall through */
    case 6: d += 30; /* fall through */
    case 5: d += 31; /* fall through */
    case 4: d += 30; /* fall through */
    case 3: d += 31; /* fall through */
    case 2: d += 28 + leap; /* fall through */
    case 1: d += 31; /* fall through */
    case 0: break;
    }
    return d + day;
}

static const char *kind(char c)
{
    switch (c) {
    case 'a': case 'e': case 'i': case 'o': case 'u':
        return "vowel";
    case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
        return "digit";
    case ' ':
        return "space";
    default:
        return "other";
    }
}

int main(void)
{
    int src[29], dst[29];
    for (int n = 0; n <= 29; n += 5) {
        for (int i = 0; i < 29; i++) {
            src[i] = i * i - 3;
            dst[i] = -1;
        }
        if (n > 0)
            duff_copy(dst, src, n);
        long s = 0;
        for (int i = 0; i < 29; i++)
            s += dst[i] * (i + 1);
        printf("duff %2d -> %ld\n", n, s);
    }
    for (int l = 0; l <= 4; l++)
        printf("perms(%d) = 0x%02x\n", l, perms(l));
    printf("days %d %d %d %d\n", day_of_year(1, 1, 0), day_of_year(3, 1, 1), day_of_year(12, 31, 0),
           day_of_year(12, 31, 1));
    const char *text = "dvm 4 ever";
    for (const char *q = text; *q; q++)
        printf("%c:%s ", *q, kind(*q));
    printf("\n");
    return 0;
}
