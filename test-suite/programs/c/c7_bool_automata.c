// Boolean cellular automata with `_Bool` cells and `<stdint.h>` rule words: elementary
// rules 30, 90 and 110 on a ring (the rule's bit selected by the 3-cell neighbourhood),
// Conway's Life on a small torus with _Bool grids, population counts, and a 64-bit
// fingerprint of each generation packed with uint64_t shifts to detect cycles.
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define WIDTH 64
#define LW 20
#define LH 12

static void elementary(uint8_t rule, bool cells[WIDTH], int gens, bool show)
{
    bool next[WIDTH];
    int total = 0;
    for (int g = 0; g < gens; g++) {
        if (show) {
            char line[WIDTH + 1];
            for (int i = 0; i < WIDTH; i++)
                line[i] = cells[i] ? '#' : '.';
            line[WIDTH] = '\0';
            printf("%s\n", line);
        }
        for (int i = 0; i < WIDTH; i++) {
            unsigned idx = (unsigned)cells[(i + WIDTH - 1) % WIDTH] << 2 | (unsigned)cells[i] << 1 |
                           (unsigned)cells[(i + 1) % WIDTH];
            next[i] = (rule >> idx) & 1u;
            total += next[i];
        }
        memcpy(cells, next, sizeof next);
    }
    printf("rule %3u: %d live cells over %d generations\n", rule, total, gens);
}

static uint64_t fingerprint(bool g[LH][LW])
{
    uint64_t h = 0;
    for (int y = 0; y < LH; y++)
        for (int x = 0; x < LW; x++) {
            h = (h << 1 | h >> 63) ^ (uint64_t)g[y][x];
            h *= g[y][x] ? 0x9E3779B97F4A7C15ull : 1u;
        }
    return h;
}

static int life_step(bool g[LH][LW])
{
    bool n[LH][LW];
    int pop = 0;
    for (int y = 0; y < LH; y++)
        for (int x = 0; x < LW; x++) {
            int k = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++)
                    if (dx || dy)
                        k += g[(y + dy + LH) % LH][(x + dx + LW) % LW];
            n[y][x] = k == 3 || (g[y][x] && k == 2);
            pop += n[y][x];
        }
    memcpy(g, n, sizeof n);
    return pop;
}

int main(void)
{
    bool cells[WIDTH] = {false};
    cells[WIDTH / 2] = true;
    elementary(30, cells, 16, true);
    memset(cells, 0, sizeof cells);
    cells[WIDTH - 1] = 1;
    elementary(90, cells, 32, false);
    for (int i = 0; i < WIDTH; i++)
        cells[i] = (i * 7 % 11) < 4;
    elementary(110, cells, 100, false);
    int alive = 0;
    for (int i = 0; i < WIDTH; i++)
        alive += cells[i];
    printf("rule 110 final population %d, sizeof(bool)=%zu, true+true=%d\n", alive, sizeof(bool),
           true + true);

    bool g[LH][LW] = {{false}};
    /* a glider, a blinker and a block */
    g[1][2] = g[2][3] = g[3][1] = g[3][2] = g[3][3] = true;
    g[6][10] = g[6][11] = g[6][12] = true;
    g[9][16] = g[9][17] = g[10][16] = g[10][17] = true;
    uint64_t seen[200];
    int first_repeat = -1, repeat_of = -1;
    for (int gen = 0; gen < 200 && first_repeat < 0; gen++) {
        seen[gen] = fingerprint(g);
        for (int k = 0; k < gen; k++)
            if (seen[k] == seen[gen]) {
                first_repeat = gen;
                repeat_of = k;
                break;
            }
        int pop = life_step(g);
        if (gen % 10 == 0)
            printf("gen %3d pop %2d fp %016llx\n", gen, pop, (unsigned long long)seen[gen]);
    }
    printf("state of gen %d repeats gen %d (period %d)\n", first_repeat, repeat_of,
           first_repeat - repeat_of);
    _Bool flags = 0;
    flags |= 4;
    flags &= 3 > 2;
    bool neg = !flags;
    printf("flags=%d neg=%d !!7=%d (bool)-0.0=%d\n", flags, neg, !!7, (bool)-0.0);
    return 0;
}
