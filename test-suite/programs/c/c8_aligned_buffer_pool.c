// An aligned-buffer pool allocator as numerical libraries write one for SIMD kernels: raw
// malloc'd blocks rounded up with uintptr_t arithmetic, the offset to the raw block kept
// just before each aligned block, alignment checks ((uintptr_t)p & (A - 1)) == 0, pointers
// rebuilt from integers ((double *)(uintptr_t)x, (char *)(intptr_t)...), low-bit pointer
// tagging in a free list, an XOR-linked list that stores prev ^ next as uintptr_t, and
// _Alignas / aligned locals whose addresses are checked the same way.
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    size_t offset;
    size_t bytes;
} block_header;

static void *aligned_alloc_pool(size_t bytes, size_t align) {
    size_t extra = align - 1 + sizeof(block_header);
    char *raw = malloc(bytes + extra);
    if (!raw)
        return NULL;
    uintptr_t start = (uintptr_t)(raw + sizeof(block_header));
    uintptr_t aligned = (start + (align - 1)) & ~(uintptr_t)(align - 1);
    block_header *h = (block_header *)(aligned - sizeof(block_header));
    h->offset = (size_t)(aligned - (uintptr_t)raw);
    h->bytes = bytes;
    return (void *)aligned;
}

static void aligned_free_pool(void *p) {
    if (!p)
        return;
    block_header *h = (block_header *)((char *)p - sizeof(block_header));
    free((char *)(intptr_t)((intptr_t)p - (intptr_t)h->offset));
}

static int is_aligned(const void *p, size_t align) {
    return ((uintptr_t)p & (align - 1)) == 0;
}

/* A free list whose links carry a 2-bit colour in their low bits (nodes are 8-aligned). */
typedef struct node {
    uintptr_t link;
    int value;
} node;

static node *link_ptr(uintptr_t l) { return (node *)(l & ~(uintptr_t)3); }
static unsigned link_tag(uintptr_t l) { return (unsigned)(l & 3u); }

/* XOR-linked list: each element stores prev ^ next. */
typedef struct xnode {
    uintptr_t both;
    double key;
} xnode;

int main(void) {
    const size_t aligns[] = {16, 32, 64, 128};
    double checksum = 0.0;
    int all_aligned = 1;
    for (int a = 0; a < 4; a++) {
        for (int n = 1; n <= 5; n++) {
            size_t count = (size_t)(n * 7 + a);
            double *v = aligned_alloc_pool(count * sizeof(double), aligns[a]);
            all_aligned &= is_aligned(v, aligns[a]);
            uintptr_t iv = (uintptr_t)v;
            double *again = (double *)iv;
            for (size_t i = 0; i < count; i++)
                again[i] = 1.0 / (double)(i + 1 + (size_t)a);
            block_header *h = (block_header *)((char *)v - sizeof(block_header));
            double s = 0.0;
            for (size_t i = 0; i < h->bytes / sizeof(double); i++)
                s += v[i];
            checksum += s * (double)(a + 1);
            all_aligned &= h->offset >= sizeof(block_header) && h->offset < aligns[a] + sizeof(block_header);
            aligned_free_pool(v);
        }
    }
    printf("pool: all aligned %d, checksum %.12f\n", all_aligned, checksum);

    node pool[6];
    for (int i = 0; i < 6; i++) {
        pool[i].value = 10 * (i + 1);
        uintptr_t next = i + 1 < 6 ? (uintptr_t)&pool[i + 1] : (uintptr_t)0;
        pool[i].link = next | (uintptr_t)(i % 4);
    }
    int walked = 0, tags = 0;
    for (node *p = &pool[0]; p; p = link_ptr(p->link)) {
        walked += p->value;
        tags = tags * 4 + (int)link_tag(p->link);
    }
    printf("tagged list: sum %d, tags %d, node align ok %d\n", walked, tags,
           is_aligned(&pool[3], _Alignof(node)));

    xnode xs[7];
    for (int i = 0; i < 7; i++) {
        uintptr_t prev = i > 0 ? (uintptr_t)&xs[i - 1] : 0;
        uintptr_t next = i < 6 ? (uintptr_t)&xs[i + 1] : 0;
        xs[i].both = prev ^ next;
        xs[i].key = 1.5 * i - 2.0;
    }
    double forward = 0.0, backward = 0.0;
    uintptr_t prev = 0;
    xnode *cur = &xs[0];
    int steps = 0;
    while (cur) {
        forward = forward * 0.5 + cur->key;
        xnode *next = (xnode *)(prev ^ cur->both);
        prev = (uintptr_t)cur;
        cur = next;
        steps++;
    }
    prev = 0;
    cur = &xs[6];
    while (cur) {
        backward = backward * 0.5 + cur->key;
        xnode *next = (xnode *)(prev ^ cur->both);
        prev = (uintptr_t)cur;
        cur = next;
    }
    printf("xor list: steps %d forward %.6f backward %.6f\n", steps, forward, backward);

    _Alignas(32) double tile[8];
    char scratch[40] __attribute__((aligned(16)));
    _Alignas(16) int counters[3] = {1, 2, 3};
    memset(scratch, 'z', sizeof scratch);
    for (int i = 0; i < 8; i++)
        tile[i] = i * 0.125;
    printf("locals: tile %d scratch %d counters %d, sum %.3f %d %c\n", is_aligned(tile, 32),
           is_aligned(scratch, 16), is_aligned(counters, 16), tile[7] + tile[1],
           counters[0] + counters[2], scratch[39]);

    long addr = (long)(void *)&tile[2];
    double *back = (double *)addr;
    unsigned long diff = (unsigned long)((uintptr_t)back - (uintptr_t)tile);
    printf("round trip %d, byte distance %lu, null %d\n", back == &tile[2], diff,
           (void *)(uintptr_t)0 == NULL);
    return 0;
}
