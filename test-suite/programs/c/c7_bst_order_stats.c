// A binary search tree keyed by integers with subtree sizes, as order-statistic trees in
// schedulers and databases keep them: recursive insert returning the new root, deletion
// with the in-order successor, k-th smallest and rank queries through the sizes, range
// counting, height, and a post-order free. Everything is checked against a sorted array.
#include <stdio.h>
#include <stdlib.h>

typedef struct tnode {
    int key;
    int size;
    struct tnode *left, *right;
} tnode;

static int size_of(const tnode *t) { return t ? t->size : 0; }

static void fix(tnode *t) { t->size = 1 + size_of(t->left) + size_of(t->right); }

static tnode *insert(tnode *t, int key, int *added)
{
    if (!t) {
        tnode *n = malloc(sizeof *n);
        n->key = key;
        n->size = 1;
        n->left = n->right = NULL;
        *added = 1;
        return n;
    }
    if (key < t->key)
        t->left = insert(t->left, key, added);
    else if (key > t->key)
        t->right = insert(t->right, key, added);
    fix(t);
    return t;
}

static tnode *erase(tnode *t, int key, int *gone)
{
    if (!t)
        return NULL;
    if (key < t->key) {
        t->left = erase(t->left, key, gone);
    } else if (key > t->key) {
        t->right = erase(t->right, key, gone);
    } else {
        *gone = 1;
        if (!t->left || !t->right) {
            tnode *child = t->left ? t->left : t->right;
            free(t);
            return child;
        }
        tnode *succ = t->right;
        while (succ->left)
            succ = succ->left;
        t->key = succ->key;
        int dummy = 0;
        t->right = erase(t->right, succ->key, &dummy);
    }
    fix(t);
    return t;
}

static int kth(const tnode *t, int k) /* 0-based */
{
    while (t) {
        int l = size_of(t->left);
        if (k < l) {
            t = t->left;
        } else if (k == l) {
            return t->key;
        } else {
            k -= l + 1;
            t = t->right;
        }
    }
    return -1;
}

static int rank(const tnode *t, int key) /* how many keys are < key */
{
    int r = 0;
    while (t) {
        if (key <= t->key) {
            t = t->left;
        } else {
            r += size_of(t->left) + 1;
            t = t->right;
        }
    }
    return r;
}

static int height(const tnode *t)
{
    if (!t)
        return 0;
    int l = height(t->left), r = height(t->right);
    return 1 + (l > r ? l : r);
}

static void release(tnode *t)
{
    if (!t)
        return;
    release(t->left);
    release(t->right);
    free(t);
}

static int cmp_int(const void *a, const void *b)
{
    return (*(const int *)a > *(const int *)b) - (*(const int *)a < *(const int *)b);
}

int main(void)
{
    tnode *root = NULL;
    int keys[300], n = 0;
    for (int i = 0; i < 400; i++) {
        int key = (i * 7919 + 13) % 1009, added = 0;
        if (i % 3 == 2)
            key = key / 2;
        root = insert(root, key, &added);
        if (added)
            keys[n++] = key;
        if (n == 300)
            break;
    }
    qsort(keys, (size_t)n, sizeof keys[0], cmp_int);
    printf("size=%d (array %d) height=%d min=%d max=%d median=%d\n", size_of(root), n, height(root),
           kth(root, 0), kth(root, n - 1), kth(root, n / 2));
    int ok = 1;
    for (int k = 0; k < n; k++)
        if (kth(root, k) != keys[k] || rank(root, keys[k]) != k)
            ok = 0;
    printf("kth/rank agree with sorted array: %d\n", ok);
    printf("keys in [100,200): %d, in [500,1009): %d\n", rank(root, 200) - rank(root, 100),
           rank(root, 1009) - rank(root, 500));
    int removed = 0;
    for (int k = 0; k < n; k += 3) {
        int gone = 0;
        root = erase(root, keys[k], &gone);
        removed += gone;
    }
    int gone = 0;
    root = erase(root, 5000, &gone);
    printf("removed=%d (absent key removed=%d) size=%d height=%d\n", removed, gone, size_of(root),
           height(root));
    long check = 0;
    for (int k = 0; k < size_of(root); k++)
        check += (long)kth(root, k) * (k % 7 + 1);
    printf("checksum=%ld kth(10)=%d rank(512)=%d\n", check, kth(root, 10), rank(root, 512));
    release(root);
    return 0;
}
