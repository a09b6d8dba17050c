// Pointers to pointers and arrays of pointers: a jagged triangle allocated row by row, an
// array of row pointers sorted by row sum (swapping pointers, not rows), a string table
// edited through char **, and pointer arithmetic across a 2-D array viewed as 1-D.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int row_sum(const int *r, int n)
{
    int s = 0;
    while (n--)
        s += *r++;
    return s;
}

int main(void)
{
    int n = 7;
    int **tri = malloc(n * sizeof *tri);
    for (int i = 0; i < n; i++) {
        tri[i] = malloc((i + 1) * sizeof **tri);
        tri[i][0] = tri[i][i] = 1;
        for (int j = 1; j < i; j++)
            tri[i][j] = tri[i - 1][j - 1] + tri[i - 1][j];
    }
    for (int j = 0; j <= 6; j++)
        printf("%d ", tri[6][j]);
    printf("\n");
    int data[4][5];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 5; j++)
            data[i][j] = (i * 7 + j * 3) % 10 - 4 + (i == 2) * 9;
    int *rows[4] = {data[0], data[1], data[2], data[3]};
    for (int a = 0; a < 4; a++)
        for (int b = a + 1; b < 4; b++)
            if (row_sum(rows[b], 5) < row_sum(rows[a], 5)) {
                int *t = rows[a];
                rows[a] = rows[b];
                rows[b] = t;
            }
    for (int i = 0; i < 4; i++)
        printf("row %td sum %d\n", (rows[i] - &data[0][0]) / 5, row_sum(rows[i], 5));
    int *flat = &data[0][0];
    int s = 0;
    for (int *q = flat + 19; q >= flat; q -= 3)
        s += *q;
    printf("flat walk %d last %d\n", s, *(flat + 4 * 5 - 1));
    char *words[] = {"delta", "alpha", "charlie", "bravo"};
    char **w = words;
    char buf[64] = "";
    for (char **p = w + 3; p >= w; p--) {
        strcat(buf, *p);
        strcat(buf, p == w ? "" : ",");
    }
    printf("%s %c %c\n", buf, **(w + 2), *(*(w + 1) + 3));
    for (int i = 0; i < n; i++)
        free(tri[i]);
    free(tri);
    return 0;
}
