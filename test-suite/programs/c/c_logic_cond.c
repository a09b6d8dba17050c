// Logical operators with short-circuit evaluation (side effects counted), the conditional
// operator, comparison results as values, and the comma operator.
#include <stdio.h>

static int evaluated;
int touch(int v) {
    evaluated++;
    return v;
}

int main(void) {
    int a = 0, b = 5;
    if (a && touch(1)) printf("no\n");
    if (b || touch(1)) printf("yes\n");
    printf("evaluated %d\n", evaluated);
    printf("%d %d %d %d\n", a < b, a == b, !a, !b);
    printf("%d\n", (a || b) + (a && b) * 10 + (b > 3 && b < 10) * 100);
    int m = a > b ? a : b;
    double d = b > 2 ? 1.5 : 2;
    printf("%d %.1f\n", m, d);
    int i, j;
    for (i = 0, j = 10; i < j; i++, j--)
        ;
    printf("%d %d\n", i, j);
    int x = (a = 3, a * 4);
    printf("%d %d\n", x, a);
    const char *s = evaluated > 1 ? "many" : "few";
    printf("%s\n", s);
    int n = 0;
    while (n < 100 && touch(n) != 7) n++;
    printf("n %d evaluated %d\n", n, evaluated);
    return 0;
}
