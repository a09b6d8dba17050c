// Complex declarators: arrays of pointers, pointers to functions returning pointers to
// functions, arrays of pointers to arrays, and typedefs that make them readable.
#include <stdio.h>

static int inc(int x) { return x + 1; }
static int dbl(int x) { return 2 * x; }
static int sqr(int x) { return x * x; }

static int (*choose(int k))(int) {
    static int (*const table[3])(int) = {inc, dbl, sqr};
    return table[k % 3];
}

typedef int (*unary)(int);
typedef unary (*chooser)(int);

static int compose(int x, unary fs[], int n) {
    for (int i = 0; i < n; i++) x = fs[i](x);
    return x;
}

int main(void) {
    int (*(*pick)(int))(int) = choose;
    for (int k = 0; k < 4; k++) printf("choose(%d)(5) = %d\n", k, pick(k)(5));
    chooser c = choose;
    unary chain[] = {c(0), c(1), c(2), c(1)};
    printf("compose(3) = %d\n", compose(3, chain, 4));
    int row0[3] = {1, 2, 3}, row1[3] = {4, 5, 6};
    int (*rows[2])[3] = {&row0, &row1};
    printf("rows[1][0][2] = %d (*rows[0])[1] = %d\n", rows[1][0][2], (*rows[0])[1]);
    int *ptrs[3] = {&row0[0], &row1[1], &row0[2]};
    int **pp = ptrs;
    printf("**pp %d *pp[1] %d pp[2][0] %d\n", **pp, *pp[1], pp[2][0]);
    ++*pp[1];
    printf("row1[1] %d\n", row1[1]);
    const char *const names[] = {"x", "y"};
    const char *const *np = names;
    printf("%s%s\n", np[1], *np);
    char grid[2][3][4] = {{"ab", "cd", "ef"}, {"gh", "ij", "kl"}};
    char (*plane)[3][4] = grid;
    printf("%s %s %c\n", plane[1][2], grid[0][1], *(*(*(plane + 1) + 0) + 1));
    return 0;
}
