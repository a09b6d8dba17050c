// goto (forward, backward and out of nested loops), switch fall-through, Duff's-device-like
// copying, and the comma operator in for loops.
#include <stdio.h>

static int find(int a[4][4], int v, int *ri, int *rj) {
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            if (a[i][j] == v) { *ri = i; *rj = j; goto found; }
    return 0;
found:
    return 1;
}

static void copy(int *to, const int *from, int count) {
    int n = (count + 3) / 4;
    switch (count % 4) {
    case 0: do { *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

static const char *grade(int score) {
    switch (score / 10) {
    case 10:
    case 9: return "A";
    case 8: return "B";
    case 7: return "C";
    default: return "F";
    }
}

int main(void) {
    int a[4][4];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) a[i][j] = i * i + 3 * j;
    int r, c;
    if (find(a, 13, &r, &c)) printf("13 at %d %d\n", r, c);
    if (!find(a, 100, &r, &c)) printf("100 not found\n");
    int src[11], dst[11] = {0};
    for (int i = 0; i < 11; i++) src[i] = i * 7;
    copy(dst, src, 11);
    for (int i = 0; i < 11; i++) printf("%d ", dst[i]);
    printf("\n");
    int n = 0;
again:
    n++;
    if (n < 5) goto again;
    printf("n %d\n", n);
    int i, j;
    for (i = 0, j = 10; i < j; i++, j--) ;
    printf("i %d j %d\n", i, j);
    int k = (i++, j += 3, i + j);
    printf("comma %d\n", k);
    int acc = 0;
    for (int v = 0; v < 6; v++) {
        switch (v) {
        case 0: acc += 1;
        case 1: acc += 10;
            break;
        case 2:
        case 3: acc += 100;
        default: acc += 1000;
        }
    }
    printf("acc %d\n", acc);
    int scores[] = {100, 95, 85, 71, 40};
    for (int q = 0; q < 5; q++) printf("%d:%s ", scores[q], grade(scores[q]));
    printf("\n");
    return 0;
}
