// Every loop form with break and continue, nested loops, and a goto out of a nest.
#include <stdio.h>

int main(void) {
    int i, j, n = 0;
    for (i = 0; i < 10; i++) {
        if (i % 3 == 0)
            continue;
        if (i == 8)
            break;
        n += i;
    }
    printf("for %d %d\n", i, n);
    i = 0;
    while (1) {
        i++;
        if (i * i > 200)
            break;
    }
    printf("while %d\n", i);
    i = 100;
    do {
        i -= 7;
    } while (i > 0);
    printf("do %d\n", i);
    for (i = 0; i < 5; i++)
        for (j = 0; j < 5; j++) {
            if (i * j == 6)
                goto found;
        }
    printf("not found\n");
found:
    printf("found %d %d\n", i, j);
    int count = 0;
    for (int a = 0; a < 4; a++)
        for (int b = a; b < 4; b++)
            count += a + b;
    printf("count %d\n", count);
    for (;;) {
        if (++count > 40)
            break;
    }
    printf("end %d\n", count);
    return 0;
}
