// Conway's Game of Life on a torus: a glider and a blinker evolved with two char buffers
// swapped by pointer, population counts, and the board printed with putchar.
#include <stdio.h>
#include <string.h>

#define R 12
#define C 16

static char a[R][C], b[R][C];

static int neighbours(char g[R][C], int i, int j) {
    int n = 0;
    for (int di = -1; di <= 1; di++)
        for (int dj = -1; dj <= 1; dj++)
            if (di || dj) n += g[(i + di + R) % R][(j + dj + C) % C];
    return n;
}

static void show(char g[R][C]) {
    for (int i = 0; i < R; i++) {
        for (int j = 0; j < C; j++) putchar(g[i][j] ? '#' : '.');
        putchar('\n');
    }
}

int main(void) {
    memset(a, 0, sizeof a);
    a[0][1] = a[1][2] = a[2][0] = a[2][1] = a[2][2] = 1;
    a[6][10] = a[6][11] = a[6][12] = 1;
    char (*cur)[C] = a, (*next)[C] = b;
    for (int gen = 1; gen <= 30; gen++) {
        int pop = 0;
        for (int i = 0; i < R; i++)
            for (int j = 0; j < C; j++) {
                int n = neighbours(cur, i, j);
                next[i][j] = n == 3 || (n == 2 && cur[i][j]);
                pop += next[i][j];
            }
        char (*t)[C] = cur;
        cur = next;
        next = t;
        if (gen % 10 == 0) printf("generation %d population %d\n", gen, pop);
    }
    show(cur);
    return 0;
}
