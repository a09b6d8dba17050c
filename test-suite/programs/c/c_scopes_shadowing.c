// Block scopes and shadowing: inner declarations hide outer ones (globals too), loop
// variables are fresh per for statement, and static locals in nested blocks.
#include <stdio.h>

int x = 1;

static int next(void) {
    int r;
    {
        static int x = 100;
        r = x++;
    }
    return r + x;
}

int main(void) {
    printf("global x %d\n", x);
    int x = 2;
    printf("local x %d\n", x);
    {
        int x = 3;
        printf("block x %d\n", x);
        {
            extern int x;
            printf("extern x %d\n", x);
        }
        x++;
        printf("block x after ++ %d\n", x);
    }
    printf("local x again %d\n", x);
    for (int x = 10; x < 13; x++) printf("loop x %d ", x);
    printf("\nafter loop %d\n", x);
    for (int i = 0; i < 3; i++) {
        int x = i * i;
        printf("body x %d ", x);
    }
    printf("\n");
    int n1 = next();
    int n2 = next();
    printf("next %d %d\n", n1, n2);
    int total = 0;
    for (int i = 0; i < 3; i++) {
        int i2 = i;
        for (int i = 0; i < 2; i++) total += i2 * 10 + i;
    }
    printf("total %d\n", total);
    int v = 5;
    if (v > 0) {
        int v = -5;
        printf("inner v %d\n", v);
    }
    printf("outer v %d\n", v);
    return 0;
}
