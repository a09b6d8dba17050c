// A tokenizer as a state machine with switch fallthrough, goto for error exits and retries,
// Duff's device for copying, and static locals counting calls.
#include <stdio.h>
#include <ctype.h>
#include <string.h>

static int classify(int c)
{
    static int calls;
    calls++;
    switch (c) {
    case ' ': case '\t':
        return 0;
    case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
        return 1;
    case '+': case '-': case '*': case '/':
        return 2;
    case '(':
    case ')':
        return 3;
    default:
        if (isalpha(c)) return 4;
        return calls > 1000 ? -2 : -1;
    }
}

static void duff_copy(int *to, const int *from, int count)
{
    int n = (count + 7) / 8;
    if (count == 0) return;
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

static int eval(const char *s, long *out)
{
    long acc = 0, cur = 0;
    int op = '+', tries = 0;
    const char *p;
retry:
    p = s;
    acc = 0; cur = 0; op = '+';
    for (;; p++) {
        int cl = *p ? classify(*p) : 5;
        switch (cl) {
        case 1:
            cur = cur * 10 + (*p - '0');
            continue;
        case 0:
            continue;
        case 2:
        case 5:
            switch (op) {
            case '+': acc += cur; break;
            case '-': acc -= cur; break;
            case '*': acc *= cur; break;
            case '/': if (cur == 0) goto divzero; acc /= cur; break;
            }
            if (cl == 5) goto done;
            op = *p;
            cur = 0;
            break;
        case 4:
            if (tries++ < 2) goto retry;
            /* fallthrough */
        default:
            goto bad;
        }
    }
done:
    *out = acc;
    return 0;
divzero:
    *out = 0;
    return 1;
bad:
    *out = tries;
    return 2;
}

int main(void)
{
    const char *exprs[] = {"12+30*2", "100 - 7 / 3", "5/0+1", "8 + x", "1+2+3+4+5+6+7+8+9", "  42  "};
    for (unsigned k = 0; k < sizeof exprs / sizeof *exprs; k++) {
        long v;
        int rc = eval(exprs[k], &v);
        printf("'%s' -> rc=%d v=%ld\n", exprs[k], rc, v);
    }
    int src[37], dst[37];
    for (int n = 0; n <= 37; n += 5) {
        for (int i = 0; i < 37; i++) { src[i] = i * i; dst[i] = -1; }
        duff_copy(dst, src, n);
        int s = 0;
        for (int i = 0; i < 37; i++) s += dst[i];
        printf("duff %d: %d\n", n, s);
    }
    printf("classify calls=%d\n", classify('?') == -1 ? 1 : 2);
    return 0;
}
