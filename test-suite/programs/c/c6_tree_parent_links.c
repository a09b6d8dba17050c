// A binary search tree with parent links built from a pool of structs (no malloc): insert,
// in-order successor through parent pointers, height, deletion of nodes with two children,
// and a level-order walk with an array queue.
#include <stdio.h>

struct node { int key; struct node *l, *r, *p; };
static struct node pool[64];
static int used;

static struct node *insert(struct node *root, int key)
{
    struct node *n = &pool[used++], *y = NULL, *x = root;
    n->key = key;
    n->l = n->r = n->p = NULL;
    while (x) { y = x; x = key < x->key ? x->l : x->r; }
    n->p = y;
    if (!y) return n;
    if (key < y->key) y->l = n; else y->r = n;
    return root;
}
static struct node *minimum(struct node *x) { while (x->l) x = x->l; return x; }
static struct node *successor(struct node *x)
{
    if (x->r) return minimum(x->r);
    struct node *y = x->p;
    while (y && x == y->r) { x = y; y = y->p; }
    return y;
}
static int height(const struct node *x)
{
    if (!x) return 0;
    int a = height(x->l), b = height(x->r);
    return 1 + (a > b ? a : b);
}
static void transplant(struct node **root, struct node *u, struct node *v)
{
    if (!u->p) *root = v;
    else if (u == u->p->l) u->p->l = v;
    else u->p->r = v;
    if (v) v->p = u->p;
}
static void delete(struct node **root, struct node *z)
{
    if (!z->l) transplant(root, z, z->r);
    else if (!z->r) transplant(root, z, z->l);
    else {
        struct node *y = minimum(z->r);
        if (y->p != z) { transplant(root, y, y->r); y->r = z->r; y->r->p = y; }
        transplant(root, z, y);
        y->l = z->l;
        y->l->p = y;
    }
}
static struct node *find(struct node *x, int k) { while (x && x->key != k) x = k < x->key ? x->l : x->r; return x; }

int main(void)
{
    struct node *root = NULL;
    int keys[] = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 10, 25, 75, 85, 33};
    for (unsigned i = 0; i < sizeof keys / sizeof keys[0]; i++)
        root = insert(root, keys[i]);
    printf("height %d in order:", height(root));
    for (struct node *x = minimum(root); x; x = successor(x))
        printf(" %d", x->key);
    printf("\n");
    delete(&root, find(root, 30));
    delete(&root, find(root, 50));
    delete(&root, find(root, 85));
    printf("root %d height %d level order:", root->key, height(root));
    struct node *q[64];
    int h = 0, t = 0;
    q[t++] = root;
    while (h < t) {
        struct node *x = q[h++];
        printf(" %d", x->key);
        if (x->l) q[t++] = x->l;
        if (x->r) q[t++] = x->r;
    }
    printf("\n");
    return 0;
}
