// Increment/decrement (pre and post, on ints, doubles, pointers, array elements) and every
// compound assignment operator.
#include <stdio.h>

int main(void) {
    int i = 5, j;
    j = i++ + ++i;
    printf("%d %d\n", i, j);
    j = i-- - --i;
    printf("%d %d\n", i, j);
    double d = 1.5;
    d++;
    ++d;
    d--;
    printf("%.2f\n", d);
    int a[4] = {10, 20, 30, 40};
    int *p = a;
    *p++ += 1;
    (*p)++;
    p[1]--;
    ++*p;
    printf("%d %d %d %d %d\n", a[0], a[1], a[2], a[3], *p);
    int x = 100;
    x += 7; printf("%d ", x);
    x -= 3; printf("%d ", x);
    x *= 2; printf("%d ", x);
    x /= 3; printf("%d ", x);
    x %= 17; printf("%d ", x);
    x <<= 4; printf("%d ", x);
    x >>= 2; printf("%d ", x);
    x &= 0x3c; printf("%d ", x);
    x |= 0x101; printf("%d ", x);
    x ^= 0xff; printf("%d\n", x);
    unsigned char c = 250;
    c += 10;
    short s = 32767;
    s += 1;
    printf("%d %d\n", c, s);
    double e = 10;
    e /= 4;
    e *= e;
    printf("%.4f\n", e);
    return 0;
}
