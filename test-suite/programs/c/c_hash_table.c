// A chained hash table of strings to counts (FNV-1a hash, malloc'ed nodes, rehash on growth)
// counting the words of a text, then listing them in a deterministic order.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

struct node { char *key; int count; struct node *next; };
struct table { struct node **buckets; unsigned size, used; };

static unsigned fnv1a(const char *s) {
    unsigned h = 2166136261u;
    while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
    return h;
}

static void grow(struct table *t) {
    unsigned nsize = t->size * 2;
    struct node **nb = calloc(nsize, sizeof *nb);
    for (unsigned i = 0; i < t->size; i++) {
        struct node *n = t->buckets[i];
        while (n) {
            struct node *next = n->next;
            unsigned b = fnv1a(n->key) % nsize;
            n->next = nb[b];
            nb[b] = n;
            n = next;
        }
    }
    free(t->buckets);
    t->buckets = nb;
    t->size = nsize;
}

static void add(struct table *t, const char *w) {
    unsigned b = fnv1a(w) % t->size;
    for (struct node *n = t->buckets[b]; n; n = n->next)
        if (strcmp(n->key, w) == 0) { n->count++; return; }
    struct node *n = malloc(sizeof *n);
    n->key = malloc(strlen(w) + 1);
    strcpy(n->key, w);
    n->count = 1;
    n->next = t->buckets[b];
    t->buckets[b] = n;
    if (++t->used > t->size) grow(t);
}

static int by_count(const void *a, const void *b) {
    const struct node *x = *(struct node *const *)a, *y = *(struct node *const *)b;
    if (x->count != y->count) return y->count - x->count;
    return strcmp(x->key, y->key);
}

int main(void) {
    const char *text = "The quick brown fox jumps over the lazy dog. The dog sleeps; the fox "
                       "runs! A quick fox, a lazy dog, and THE end of the story of the fox.";
    struct table t = { calloc(4, sizeof(struct node *)), 4, 0 };
    char word[32];
    int len = 0;
    for (const char *p = text;; p++) {
        if (isalpha((unsigned char)*p)) {
            if (len < 31) word[len++] = (char)tolower((unsigned char)*p);
        } else {
            if (len) { word[len] = 0; add(&t, word); len = 0; }
            if (!*p) break;
        }
    }
    printf("distinct %u buckets %u\n", t.used, t.size);
    struct node **all = malloc(t.used * sizeof *all);
    unsigned k = 0;
    for (unsigned i = 0; i < t.size; i++)
        for (struct node *n = t.buckets[i]; n; n = n->next) all[k++] = n;
    qsort(all, k, sizeof *all, by_count);
    for (unsigned i = 0; i < k; i++) printf("%-8s %d\n", all[i]->key, all[i]->count);
    printf("hash(\"fox\") = %u\n", fnv1a("fox"));
    for (unsigned i = 0; i < k; i++) { free(all[i]->key); free(all[i]); }
    free(all);
    free(t.buckets);
    return 0;
}
