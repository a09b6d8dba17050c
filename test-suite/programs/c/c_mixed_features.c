// A mix of C idioms: pointers to arrays, structs holding arrays (copied whole), forward
// declared struct typedefs, unsigned count-down loops, chained assignment, nested scopes
// that shadow, static local arrays, global aggregate initializers with strings, and
// string walking with *p++.
#include <stdio.h>
#include <string.h>

typedef struct item item_t;
struct item {
    char name[12];
    int qty;
    double price;
};

static const item_t stock[] = {{"bolt", 120, 0.25}, {"nut", 300, 0.1}, {"gear", 7, 12.5}};
int grid[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
struct { const char *label; int code; } codes[] = {{"ok", 0}, {"warn", 1}, {"fail", 2}};

int row_sum(int (*row)[4], int r) {
    int s = 0;
    for (int j = 0; j < 4; j++) s += row[r][j];
    return s;
}

int counter(void) {
    static int hits[3];
    static int calls;
    hits[calls % 3]++;
    calls++;
    return hits[0] * 100 + hits[1] * 10 + hits[2];
}

size_t my_strlen(const char *s) {
    const char *p = s;
    while (*p++)
        ;
    return (size_t)(p - s - 1);
}

int main(void) {
    double total = 0;
    for (unsigned k = sizeof stock / sizeof stock[0]; k-- > 0;) {
        total += stock[k].qty * stock[k].price;
        printf("%-6s %4d %6.2f\n", stock[k].name, stock[k].qty, stock[k].price);
    }
    printf("total %.2f\n", total);
    item_t copy = stock[2];
    strcpy(copy.name, "sprocket");
    copy.qty = 3;
    printf("%s/%s %d/%d\n", stock[2].name, copy.name, stock[2].qty, copy.qty);
    int (*rows)[4] = grid;
    printf("rows %d %d %d %d\n", row_sum(rows, 0), row_sum(grid, 2), rows[1][2], (*(rows + 2))[3]);
    int a, b, c;
    a = b = c = 7;
    {
        int a = 1;
        b += a;
        {
            int a = 2;
            c += a;
        }
    }
    printf("%d %d %d\n", a, b, c);
    for (int i = 0; i < 5; i++) counter();
    printf("counter %d\n", counter());
    for (int i = 0; i < 3; i++) printf("%s=%d ", codes[i].label, codes[i].code);
    printf("\n%zu %zu\n", my_strlen("dvmh"), my_strlen(""));
    unsigned long long big = 0xffffffffffffffffull;
    big *= 3;
    unsigned int small = 7;
    long diff = small - 10;
    printf("%llu %ld %d\n", big, diff, (int)(sizeof(int) * 3 - 20 > 0));
    char words[3][10];
    strcpy(words[0], "alpha");
    strcpy(words[1], "beta");
    strcpy(words[2], words[0]);
    words[2][0] = 'A';
    printf("%s %s %s %d\n", words[0], words[1], words[2], (int)sizeof words);
    union { float f; unsigned u; } pun;
    pun.f = 1.0f;
    printf("%08x %.3e\n", pun.u, 123456.789);
    return 0;
}
