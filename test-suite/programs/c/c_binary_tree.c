// A binary search tree with malloc'ed nodes: insert, search, delete (all three cases),
// in-order/pre-order traversals, height, and freeing with post-order recursion.
#include <stdio.h>
#include <stdlib.h>

typedef struct node { int key; struct node *left, *right; } node;

static node *insert(node *t, int k) {
    if (!t) {
        node *n = malloc(sizeof *n);
        n->key = k;
        n->left = n->right = NULL;
        return n;
    }
    if (k < t->key) t->left = insert(t->left, k);
    else if (k > t->key) t->right = insert(t->right, k);
    return t;
}

static node *find(node *t, int k) {
    while (t && t->key != k) t = k < t->key ? t->left : t->right;
    return t;
}

static node *remove_key(node *t, int k) {
    if (!t) return NULL;
    if (k < t->key) t->left = remove_key(t->left, k);
    else if (k > t->key) t->right = remove_key(t->right, k);
    else {
        if (!t->left || !t->right) {
            node *child = t->left ? t->left : t->right;
            free(t);
            return child;
        }
        node *s = t->right;
        while (s->left) s = s->left;
        t->key = s->key;
        t->right = remove_key(t->right, s->key);
    }
    return t;
}

static void inorder(const node *t) { if (t) { inorder(t->left); printf(" %d", t->key); inorder(t->right); } }
static void preorder(const node *t) { if (t) { printf(" %d", t->key); preorder(t->left); preorder(t->right); } }
static int height(const node *t) {
    if (!t) return 0;
    int l = height(t->left), r = height(t->right);
    return 1 + (l > r ? l : r);
}
static int count(const node *t) { return t ? 1 + count(t->left) + count(t->right) : 0; }
static void destroy(node *t) { if (t) { destroy(t->left); destroy(t->right); free(t); } }

int main(void) {
    int keys[] = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30, 85};
    node *root = NULL;
    for (unsigned i = 0; i < sizeof keys / sizeof keys[0]; i++) root = insert(root, keys[i]);
    printf("inorder:"); inorder(root); printf("\n");
    printf("preorder:"); preorder(root); printf("\n");
    printf("count %d height %d\n", count(root), height(root));
    printf("find 45 %s find 99 %s\n", find(root, 45) ? "yes" : "no", find(root, 99) ? "yes" : "no");
    root = remove_key(root, 20);
    root = remove_key(root, 30);
    root = remove_key(root, 50);
    printf("after deletes:"); inorder(root); printf("\n");
    printf("root %d count %d height %d\n", root->key, count(root), height(root));
    destroy(root);
    return 0;
}
