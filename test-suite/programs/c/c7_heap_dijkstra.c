// Shortest paths on a weighted grid (a cost map, as in path planning) with Dijkstra's
// algorithm over a binary min-heap of small structs passed and returned by value; stale
// heap entries are skipped lazily. The path is recovered through predecessor links and
// drawn as characters.
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#define W 14
#define H 9

typedef struct {
    int dist;
    short x, y;
} node;

typedef struct {
    node *items;
    int size, cap;
} heap;

static int less(node a, node b)
{
    if (a.dist != b.dist)
        return a.dist < b.dist;
    return a.y != b.y ? a.y < b.y : a.x < b.x; /* a total order, so ties are deterministic */
}

static void push(heap *h, node n)
{
    if (h->size == h->cap) {
        h->cap = h->cap ? 2 * h->cap : 8;
        h->items = realloc(h->items, sizeof(node) * (size_t)h->cap);
    }
    int i = h->size++;
    while (i > 0 && less(n, h->items[(i - 1) / 2])) {
        h->items[i] = h->items[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    h->items[i] = n;
}

static node pop(heap *h)
{
    node top = h->items[0], last = h->items[--h->size];
    int i = 0;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= h->size)
            break;
        if (c + 1 < h->size && less(h->items[c + 1], h->items[c]))
            c++;
        if (!less(h->items[c], last))
            break;
        h->items[i] = h->items[c];
        i = c;
    }
    if (h->size > 0)
        h->items[i] = last;
    return top;
}

static int cost_at(int x, int y)
{
    if (x == 6 && y != 7)
        return 0; /* a wall with one gap */
    if (x >= 9 && x <= 11 && y >= 2 && y <= 5)
        return 9; /* a swamp */
    return 1 + (x * 7 + y * 3) % 3;
}

int main(void)
{
    int dist[H][W], prev[H][W];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            dist[y][x] = INT_MAX;
            prev[y][x] = -1;
        }
    heap h = {0};
    dist[0][0] = 0;
    push(&h, (node){0, 0, 0});
    int pops = 0, stale = 0, maxsize = 0;
    static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    while (h.size > 0) {
        if (h.size > maxsize)
            maxsize = h.size;
        node n = pop(&h);
        pops++;
        if (n.dist > dist[n.y][n.x]) {
            stale++;
            continue;
        }
        for (int k = 0; k < 4; k++) {
            int x = n.x + dx[k], y = n.y + dy[k];
            if (x < 0 || y < 0 || x >= W || y >= H || cost_at(x, y) == 0)
                continue;
            int d = n.dist + cost_at(x, y);
            if (d < dist[y][x]) {
                dist[y][x] = d;
                prev[y][x] = n.y * W + n.x;
                push(&h, (node){.dist = d, .x = (short)x, .y = (short)y});
            }
        }
    }
    printf("pops=%d stale=%d max heap=%d\n", pops, stale, maxsize);
    printf("dist to corners: %d %d %d\n", dist[0][W - 1], dist[H - 1][0], dist[H - 1][W - 1]);
    char map[H][W + 1];
    for (int y = 0; y < H; y++) {
        for (int x = 0; x < W; x++) {
            int c = cost_at(x, y);
            map[y][x] = c == 0 ? '#' : c == 9 ? '~' : '.';
        }
        map[y][W] = '\0';
    }
    int steps = 0;
    for (int at = (H - 1) * W + (W - 1); at >= 0; at = prev[at / W][at % W]) {
        map[at / W][at % W] = '*';
        steps++;
    }
    for (int y = 0; y < H; y++)
        printf("%s  ", map[y]), printf("%3d%3d\n", dist[y][W - 1], dist[y][3]);
    printf("path cells=%d\n", steps);
    long checksum = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            if (dist[y][x] != INT_MAX)
                checksum += (long)dist[y][x] * (x + 1) * (y + 2);
    printf("checksum=%ld\n", checksum);
    free(h.items);
    return 0;
}
