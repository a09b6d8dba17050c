// A symbol table as interpreters and linkers keep one: open hashing with separate chains,
// FNV-1a over the bytes (uint32_t arithmetic that wraps), keys copied with malloc+memcpy,
// growth by rehashing when the load factor passes 3/4, deletion from a chain through a
// pointer-to-pointer, and a final walk that frees everything.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct entry {
    char *key;
    long value;
    struct entry *next;
} entry;

typedef struct {
    entry **slots;
    size_t nslots, count;
    unsigned rehashes;
} table;

static uint32_t fnv1a(const char *s)
{
    uint32_t h = 2166136261u;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        h ^= *p;
        h *= 16777619u;
    }
    return h;
}

static void table_init(table *t, size_t n)
{
    t->slots = calloc(n, sizeof *t->slots);
    t->nslots = n;
    t->count = 0;
    t->rehashes = 0;
}

static void grow(table *t)
{
    size_t n = t->nslots * 2;
    entry **slots = calloc(n, sizeof *slots);
    for (size_t i = 0; i < t->nslots; i++) {
        entry *e = t->slots[i];
        while (e) {
            entry *next = e->next;
            size_t k = fnv1a(e->key) % n;
            e->next = slots[k];
            slots[k] = e;
            e = next;
        }
    }
    free(t->slots);
    t->slots = slots;
    t->nslots = n;
    t->rehashes++;
}

static entry *lookup(const table *t, const char *key)
{
    for (entry *e = t->slots[fnv1a(key) % t->nslots]; e; e = e->next)
        if (strcmp(e->key, key) == 0)
            return e;
    return NULL;
}

static void put(table *t, const char *key, long value)
{
    entry *e = lookup(t, key);
    if (e) {
        e->value += value;
        return;
    }
    if (4 * (t->count + 1) > 3 * t->nslots)
        grow(t);
    size_t len = strlen(key) + 1, k = fnv1a(key) % t->nslots;
    e = malloc(sizeof *e);
    e->key = memcpy(malloc(len), key, len);
    e->value = value;
    e->next = t->slots[k];
    t->slots[k] = e;
    t->count++;
}

static int erase(table *t, const char *key)
{
    for (entry **link = &t->slots[fnv1a(key) % t->nslots]; *link; link = &(*link)->next) {
        if (strcmp((*link)->key, key) == 0) {
            entry *dead = *link;
            *link = dead->next;
            free(dead->key);
            free(dead);
            t->count--;
            return 1;
        }
    }
    return 0;
}

static void destroy(table *t)
{
    for (size_t i = 0; i < t->nslots; i++)
        for (entry *e = t->slots[i], *next; e; e = next) {
            next = e->next;
            free(e->key);
            free(e);
        }
    free(t->slots);
}

int main(void)
{
    static const char *const text =
        "the quick brown fox jumps over the lazy dog while the dog sleeps and the fox runs "
        "over hills and over rivers the end of the story is near and the fox is far";
    printf("fnv1a(\"\")=%08x fnv1a(\"a\")=%08x fnv1a(\"foobar\")=%08x\n", (unsigned)fnv1a(""),
           (unsigned)fnv1a("a"), (unsigned)fnv1a("foobar"));
    table t;
    table_init(&t, 4);
    char word[32];
    const char *p = text;
    while (*p) {
        size_t n = strcspn(p, " ");
        if (n > 0 && n < sizeof word) {
            memcpy(word, p, n);
            word[n] = '\0';
            put(&t, word, 1);
        }
        p += n;
        p += strspn(p, " ");
    }
    printf("distinct=%zu slots=%zu rehashes=%u\n", t.count, t.nslots, t.rehashes);
    const char *probe[] = {"the", "fox", "over", "and", "dog", "cat", "story"};
    for (int i = 0; i < 7; i++) {
        entry *e = lookup(&t, probe[i]);
        printf("  %-6s -> %ld\n", probe[i], e ? e->value : -1L);
    }
    size_t longest = 0, used = 0;
    for (size_t i = 0; i < t.nslots; i++) {
        size_t len = 0;
        for (entry *e = t.slots[i]; e; e = e->next)
            len++;
        used += len > 0;
        if (len > longest)
            longest = len;
    }
    printf("used slots=%zu longest chain=%zu\n", used, longest);
    int removed = erase(&t, "the") + erase(&t, "fox") + erase(&t, "unicorn");
    printf("removed=%d distinct=%zu the=%p\n", removed, t.count, (void *)lookup(&t, "the"));
    long total = 0;
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < 50; i++) {
            char key[16];
            snprintf(key, sizeof key, "k%03d", (i * 37 + round) % 64);
            put(&t, key, i + round);
        }
    }
    for (int i = 0; i < 64; i++) {
        char key[16];
        snprintf(key, sizeof key, "k%03d", i);
        entry *e = lookup(&t, key);
        total += e ? e->value * (i + 1) : 0;
    }
    printf("after keys: distinct=%zu slots=%zu rehashes=%u weighted=%ld\n", t.count, t.nslots,
           t.rehashes, total);
    destroy(&t);
    return 0;
}
