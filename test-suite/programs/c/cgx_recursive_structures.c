// Recursive algorithms over small problems: Ackermann for small arguments, a binary
// search tree built by recursive insertion and walked in-, pre- and post-order with
// height/size computed recursively, mutual recursion (Hofstadter female/male sequences),
// a recursive-descent evaluator of arithmetic expressions, and permutation generation.
#include <stdio.h>
#include <stdlib.h>

static unsigned long ack(unsigned long m, unsigned long n) {
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

typedef struct node {
    int key, count;
    struct node *left, *right;
} node;

static node *insert(node *t, int key) {
    if (!t) {
        t = malloc(sizeof *t);
        *t = (node){key, 1, NULL, NULL};
    } else if (key < t->key)
        t->left = insert(t->left, key);
    else if (key > t->key)
        t->right = insert(t->right, key);
    else
        t->count++;
    return t;
}

static int height(const node *t) {
    if (!t) return 0;
    int l = height(t->left), r = height(t->right);
    return 1 + (l > r ? l : r);
}

static int size(const node *t) { return t ? t->count + size(t->left) + size(t->right) : 0; }

static void walk(const node *t, int order, void (*visit)(const node *, void *), void *ctx) {
    if (!t) return;
    if (order == 0) visit(t, ctx);
    walk(t->left, order, visit, ctx);
    if (order == 1) visit(t, ctx);
    walk(t->right, order, visit, ctx);
    if (order == 2) visit(t, ctx);
}

static void hash_visit(const node *t, void *ctx) {
    unsigned *h = ctx;
    *h = *h * 131 + (unsigned)t->key * t->count;
}

static void print_visit(const node *t, void *ctx) {
    (void)ctx;
    printf(" %d", t->key);
}

static void release(node *t) {
    if (!t) return;
    release(t->left);
    release(t->right);
    free(t);
}

static int male(int n);
static int female(int n) { return n == 0 ? 1 : n - male(female(n - 1)); }
static int male(int n) { return n == 0 ? 0 : n - female(male(n - 1)); }

static const char *src;
static double expr(void);
static void skip(void) {
    while (*src == ' ') src++;
}
static double primary(void) {
    skip();
    if (*src == '(') {
        src++;
        double v = expr();
        skip();
        src++;
        return v;
    }
    if (*src == '-') {
        src++;
        return -primary();
    }
    double v = strtod(src, (char **)&src);
    return v;
}
static double power(void) {
    double b = primary();
    skip();
    if (*src == '^') {
        src++;
        double e = power();
        double r = 1;
        for (int i = 0; i < (int)e; i++) r *= b;
        return r;
    }
    return b;
}
static double term(void) {
    double v = power();
    for (skip(); *src == '*' || *src == '/'; skip()) {
        char op = *src++;
        double r = power();
        v = op == '*' ? v * r : v / r;
    }
    return v;
}
static double expr(void) {
    double v = term();
    for (skip(); *src == '+' || *src == '-'; skip()) {
        char op = *src++;
        double r = term();
        v = op == '+' ? v + r : v - r;
    }
    return v;
}

static int perm_count;
static void permute(char *s, int k, int n) {
    if (k == n) {
        if (++perm_count % 7 == 1) printf(" %s", s);
        return;
    }
    for (int i = k; i < n; i++) {
        char t = s[k]; s[k] = s[i]; s[i] = t;
        permute(s, k + 1, n);
        t = s[k]; s[k] = s[i]; s[i] = t;
    }
}

int main(void) {
    for (unsigned long m = 0; m <= 3; m++) {
        printf("ack(%lu, n):", m);
        for (unsigned long n = 0; n <= 4; n++) printf(" %lu", ack(m, n));
        printf("\n");
    }
    node *root = NULL;
    unsigned seed = 12345;
    for (int i = 0; i < 60; i++) {
        seed = seed * 1103515245u + 12345u;
        root = insert(root, (int)(seed >> 16) % 100);
    }
    printf("size %d height %d root %d\n", size(root), height(root), root->key);
    const char *names[] = {"pre", "in", "post"};
    for (int o = 0; o < 3; o++) {
        unsigned h = 7;
        walk(root, o, hash_visit, &h);
        printf("%-4s hash %u\n", names[o], h);
    }
    printf("in-order:");
    walk(root, 1, print_visit, NULL);
    printf("\n");
    release(root);
    printf("F:");
    for (int i = 0; i < 15; i++) printf(" %d", female(i));
    printf("\nM:");
    for (int i = 0; i < 15; i++) printf(" %d", male(i));
    printf("\n");
    const char *exprs[] = {"1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-(4 - 10) / 4 + 0.5", "2 * (3 + (4 - 1) * 2) / 3"};
    for (int i = 0; i < 5; i++) {
        src = exprs[i];
        printf("%-26s = %g\n", exprs[i], expr());
    }
    char word[] = "abcde";
    printf("perms:");
    permute(word, 0, 5);
    printf(" (%d)\n", perm_count);
    return 0;
}
