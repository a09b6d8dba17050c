// Graph algorithms on adjacency matrices: breadth-first search with an array queue,
// Dijkstra's shortest paths, Floyd-Warshall, and a topological sort by Kahn's algorithm.
#include <stdio.h>
#include <limits.h>

#define V 7
#define INF INT_MAX

static const int w[V][V] = {
    {0, 4, 0, 0, 0, 0, 8},
    {4, 0, 8, 0, 0, 0, 11},
    {0, 8, 0, 7, 0, 4, 0},
    {0, 0, 7, 0, 9, 14, 0},
    {0, 0, 0, 9, 0, 10, 0},
    {0, 0, 4, 14, 10, 0, 2},
    {8, 11, 0, 0, 0, 2, 0},
};

static void bfs(int s) {
    int q[V], head = 0, tail = 0, seen[V] = {0}, depth[V];
    q[tail++] = s; seen[s] = 1; depth[s] = 0;
    printf("bfs:");
    while (head < tail) {
        int u = q[head++];
        printf(" %d(%d)", u, depth[u]);
        for (int v = 0; v < V; v++)
            if (w[u][v] && !seen[v]) { seen[v] = 1; depth[v] = depth[u] + 1; q[tail++] = v; }
    }
    printf("\n");
}

static void dijkstra(int s) {
    int dist[V], done[V] = {0}, prev[V];
    for (int i = 0; i < V; i++) { dist[i] = INF; prev[i] = -1; }
    dist[s] = 0;
    for (int it = 0; it < V; it++) {
        int u = -1;
        for (int i = 0; i < V; i++) if (!done[i] && (u < 0 || dist[i] < dist[u])) u = i;
        done[u] = 1;
        for (int v = 0; v < V; v++)
            if (w[u][v] && dist[u] + w[u][v] < dist[v]) { dist[v] = dist[u] + w[u][v]; prev[v] = u; }
    }
    for (int i = 0; i < V; i++) {
        printf("dist %d = %2d path", i, dist[i]);
        int path[V], n = 0;
        for (int v = i; v >= 0; v = prev[v]) path[n++] = v;
        while (n--) printf(" %d", path[n]);
        printf("\n");
    }
}

int main(void) {
    bfs(0);
    dijkstra(0);
    long d[V][V];
    for (int i = 0; i < V; i++)
        for (int j = 0; j < V; j++) d[i][j] = i == j ? 0 : w[i][j] ? w[i][j] : 1000000;
    for (int k = 0; k < V; k++)
        for (int i = 0; i < V; i++)
            for (int j = 0; j < V; j++)
                if (d[i][k] + d[k][j] < d[i][j]) d[i][j] = d[i][k] + d[k][j];
    long diam = 0;
    for (int i = 0; i < V; i++) for (int j = 0; j < V; j++) if (d[i][j] > diam) diam = d[i][j];
    printf("diameter %ld d[3][6] %ld\n", diam, d[3][6]);
    int dag[6][6] = {{0}}, indeg[6] = {0};
    int edges[][2] = {{5, 2}, {5, 0}, {4, 0}, {4, 1}, {2, 3}, {3, 1}};
    for (int e = 0; e < 6; e++) { dag[edges[e][0]][edges[e][1]] = 1; indeg[edges[e][1]]++; }
    int order[6], n = 0;
    for (int round = 0; round < 6; round++)
        for (int v = 0; v < 6; v++)
            if (indeg[v] == 0) {
                indeg[v] = -1;
                order[n++] = v;
                for (int u = 0; u < 6; u++) if (dag[v][u]) indeg[u]--;
                break;
            }
    printf("topological:");
    for (int i = 0; i < n; i++) printf(" %d", order[i]);
    printf("\n");
    return 0;
}
