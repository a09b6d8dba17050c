// Loop control: do-while with continue (which jumps to the test), labelled breaks through
// flags, for loops with empty parts, unsigned countdown loops, and loops with side effects
// in the condition.
#include <stdio.h>

int main(void) {
    int i = 0, evens = 0;
    do {
        i++;
        if (i % 2) continue;
        evens += i;
    } while (i < 10);
    printf("evens %d i %d\n", evens, i);
    int n = 0;
    for (;;) {
        if (++n * n > 200) break;
    }
    printf("first n with n^2 > 200: %d\n", n);
    for (unsigned u = 5; u-- > 0;) printf("%u ", u);
    printf("\n");
    int found = 0, fi = -1, fj = -1;
    for (int a = 1; a < 30 && !found; a++)
        for (int b = a; b < 30; b++) {
            int c2 = a * a + b * b, c = 1;
            while (c * c < c2) c++;
            if (c * c == c2 && a + b + c == 24) { found = 1; fi = a; fj = b; break; }
        }
    printf("triple with perimeter 24: %d %d\n", fi, fj);
    char s[] = "  leading spaces";
    char *p = s;
    while (*p == ' ') p++;
    printf("[%s]\n", p);
    int k = 100, steps = 0;
    while (k != 1) { k = k % 2 ? 3 * k + 1 : k / 2; steps++; }
    printf("collatz(100) steps %d\n", steps);
    int m = 0;
    for (int x = 0, y = 10; x < y; x += 2, y -= 1) m += x * y;
    printf("m %d\n", m);
    int w = 0;
    while (w < 20) {
        w += 3;
        if (w == 9) continue;
        if (w > 15) break;
        printf("w=%d ", w);
    }
    printf("\n");
    int count = 0;
    for (int r = 0; r < 5; r++) {
        int c = 0;
        do { count++; } while (++c < r);
    }
    printf("count %d\n", count);
    return 0;
}
