// A small finite-element mesh described the way C codes set up fixed tables: designated
// initializers for nested structs and arrays (out of order, with gaps left zero), compound
// literals passed to functions and modified as lvalues, a file-scope compound-literal pointer,
// and element stiffness assembly of 1-D linear elements into a global matrix.
#include <stdio.h>
#include <string.h>

enum { NODES = 6, ELEMS = 5 };

typedef struct {
    double x;
    int fixed;
} node;

typedef struct {
    int n[2];
    double k;    /* stiffness coefficient */
    const char *tag;
} element;

typedef struct {
    node nodes[NODES];
    element elems[ELEMS];
    struct {
        double load[NODES];
        int nloads;
    } bc;
} mesh;

static const mesh base = {
    .nodes = {
        [0] = {.x = 0.0, .fixed = 1},
        [1] = {0.5},
        [2] = {.x = 1.25},
        [4] = {.x = 2.75},
        [3] = {.x = 2.0},
        [5] = {.x = 3.0, .fixed = 0},
    },
    .elems = {
        {{0, 1}, 2.0, "steel"},
        {.n = {1, 2}, .k = 1.5, .tag = "alu"},
        [3] = {.n = {3, 4}, .k = 3.0},
        [2] = {{2, 3}, 1.0, "wood"},
        [4].n = {4, 5}, [4].k = 0.75, [4].tag = "rubber",
    },
    .bc.load = {[5] = 1.0, [2] = -0.25},
    .bc.nloads = 2,
};

static int *const primes = (int[]){2, 3, 5, 7, 11, 13};

static double length(const node *a, const node *b) { return b->x - a->x; }

static double dot3(const double *u, const double *v) { return u[0] * v[0] + u[1] * v[1] + u[2] * v[2]; }

/* Solves the tridiagonal system with the Thomas algorithm; fixed nodes get u = 0. */
static void solve(int n, double K[NODES][NODES], const double *f, const node *nodes, double *u) {
    double c[NODES], d[NODES];
    for (int i = 0; i < n; i++) {
        double a = i > 0 ? K[i][i - 1] : 0.0, b = K[i][i], cc = i + 1 < n ? K[i][i + 1] : 0.0;
        double fi = f[i];
        if (nodes[i].fixed) { a = 0.0; b = 1.0; cc = 0.0; fi = 0.0; }
        if (i > 0 && nodes[i - 1].fixed) a = 0.0;
        double m = b - (i > 0 ? a * c[i - 1] : 0.0);
        c[i] = cc / m;
        d[i] = (fi - (i > 0 ? a * d[i - 1] : 0.0)) / m;
    }
    u[n - 1] = d[n - 1];
    for (int i = n - 2; i >= 0; i--) u[i] = d[i] - c[i] * u[i + 1];
}

int main(void) {
    mesh m = base;
    m.elems[3].tag = m.elems[3].tag ? m.elems[3].tag : "unnamed";
    double K[NODES][NODES] = {{0}};
    for (int e = 0; e < ELEMS; e++) {
        const element *el = &m.elems[e];
        double h = length(&m.nodes[el->n[0]], &m.nodes[el->n[1]]);
        double ke[2][2] = {{el->k / h, -el->k / h}, {-el->k / h, el->k / h}};
        for (int a = 0; a < 2; a++)
            for (int b = 0; b < 2; b++) K[el->n[a]][el->n[b]] += ke[a][b];
        printf("elem %d %-7s nodes %d-%d h=%.3f k/h=%.4f\n", e, el->tag, el->n[0], el->n[1], h,
               el->k / h);
    }
    double u[NODES];
    solve(NODES, K, m.bc.load, m.nodes, u);
    for (int i = 0; i < NODES; i++) printf("u[%d] = %.10f\n", i, u[i]);

    /* compound literals as arguments and as modifiable lvalues */
    double w = dot3((double[]){1, 2, 3}, (const double[3]){[2] = 4.0, [0] = 0.5});
    node *tmp = &(node){.x = 7.5};
    tmp->x *= 2;
    tmp->fixed += 3;
    struct { int a, b[3]; } nest = {.b[1] = 9, .a = 4, .b = {[2] = 8}};
    printf("w=%.2f tmp=(%.2f,%d) nest=%d,%d,%d,%d\n", w, tmp->x, tmp->fixed, nest.a, nest.b[0],
           nest.b[1], nest.b[2]);
    int psum = 0;
    for (int i = 0; i < 6; i++) psum += primes[i] * (i + 1);
    primes[0] = 17;
    printf("psum=%d first=%d loads=%d zero-node=%g fixed=%d\n", psum, primes[0], m.bc.nloads,
           m.nodes[1].x, m.nodes[5].fixed);
    /* arrays of compound-literal points, reused through a loop */
    double total = 0;
    for (int i = 0; i < 4; i++) {
        node *p = (node[2]){{.x = i}, {.x = i * 0.5, .fixed = i & 1}};
        total += p[0].x * 10 + p[1].x + p[1].fixed;
    }
    printf("total=%.3f sizeof(mesh)=%zu\n", total, sizeof(mesh) == sizeof base ? (size_t)1 : (size_t)0);
    return 0;
}
