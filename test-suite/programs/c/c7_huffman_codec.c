// Huffman coding of a text as compressors do it: byte frequencies counted in an array
// indexed by unsigned char, a min-heap of tree nodes built from an array pool (indices
// instead of pointers), code lengths and canonical codes assigned by depth, the text
// packed into a uint8_t bit stream with shifts and masks, and decoded back by walking the
// tree. The compressed size and a checksum of the stream are printed.
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define MAXNODES 512

typedef struct {
    unsigned long weight;
    int symbol; /* -1 for internal nodes */
    int left, right;
} hnode;

static hnode pool[MAXNODES];
static int npool;
static int heap[MAXNODES], hsize;

static int lighter(int a, int b)
{
    if (pool[a].weight != pool[b].weight)
        return pool[a].weight < pool[b].weight;
    return a < b; /* tie-break by creation order */
}

static void heap_push(int v)
{
    int i = hsize++;
    while (i > 0 && lighter(v, heap[(i - 1) / 2])) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i] = v;
}

static int heap_pop(void)
{
    int top = heap[0], last = heap[--hsize], i = 0;
    for (int c; (c = 2 * i + 1) < hsize; i = c) {
        if (c + 1 < hsize && lighter(heap[c + 1], heap[c]))
            c++;
        if (!lighter(heap[c], last))
            break;
        heap[i] = heap[c];
    }
    heap[i] = last;
    return top;
}

static void depths(int node, int depth, unsigned char len[256])
{
    if (pool[node].symbol >= 0) {
        len[pool[node].symbol] = (unsigned char)(depth ? depth : 1);
        return;
    }
    depths(pool[node].left, depth + 1, len);
    depths(pool[node].right, depth + 1, len);
}

int main(void)
{
    const char *text = "it was the best of times, it was the worst of times, it was the age of "
                       "wisdom, it was the age of foolishness, it was the epoch of belief";
    size_t n = strlen(text);
    unsigned long freq[256] = {0};
    for (size_t i = 0; i < n; i++)
        freq[(unsigned char)text[i]]++;
    for (int c = 0; c < 256; c++)
        if (freq[c]) {
            pool[npool] = (hnode){freq[c], c, -1, -1};
            heap_push(npool++);
        }
    int symbols = npool;
    while (hsize > 1) {
        int a = heap_pop(), b = heap_pop();
        pool[npool] = (hnode){.weight = pool[a].weight + pool[b].weight, .symbol = -1, .left = a, .right = b};
        heap_push(npool++);
    }
    int root = heap_pop();
    unsigned char len[256] = {0};
    depths(root, 0, len);
    unsigned long bits = 0;
    for (int c = 0; c < 256; c++)
        bits += freq[c] * len[c];
    printf("%zu bytes, %d symbols, %d nodes, %lu bits (%.3f bits/char)\n", n, symbols, npool, bits,
           (double)bits / (double)n);
    /* canonical codes: by (length, symbol) */
    uint32_t code[256] = {0};
    uint32_t next = 0;
    int prev_len = 0;
    for (int l = 1; l <= 32; l++)
        for (int c = 0; c < 256; c++)
            if (len[c] == l) {
                next <<= (l - prev_len);
                prev_len = l;
                code[c] = next++;
            }
    const char show[] = " aetosw,";
    for (const char *p = show; *p; p++) {
        unsigned char c = (unsigned char)*p;
        printf("'%c' freq=%2lu len=%u code=", c, freq[c], len[c]);
        for (int b = len[c] - 1; b >= 0; b--)
            putchar('0' + (int)((code[c] >> b) & 1u));
        putchar('\n');
    }
    uint8_t stream[256] = {0};
    size_t bitpos = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)text[i];
        for (int b = len[c] - 1; b >= 0; b--, bitpos++)
            if ((code[c] >> b) & 1u)
                stream[bitpos >> 3] |= (uint8_t)(0x80u >> (bitpos & 7));
    }
    uint32_t sum = 0;
    for (size_t i = 0; i < (bitpos + 7) / 8; i++)
        sum = (sum << 5 | sum >> 27) ^ stream[i];
    printf("stream %zu bits in %zu bytes, checksum %08x\n", bitpos, (bitpos + 7) / 8, (unsigned)sum);
    /* decode with the canonical codes by length */
    char out[256];
    size_t pos = 0, outn = 0;
    while (pos < bitpos && outn < sizeof out - 1) {
        uint32_t acc = 0;
        int l = 0, found = -1;
        while (found < 0 && l < 32) {
            acc = acc << 1 | ((stream[pos >> 3] >> (7 - (pos & 7))) & 1u);
            pos++;
            l++;
            for (int c = 0; c < 256; c++)
                if (len[c] == l && code[c] == acc) {
                    found = c;
                    break;
                }
        }
        out[outn++] = (char)found;
    }
    out[outn] = '\0';
    printf("decoded %zu chars, round trip %s\n", outn, strcmp(out, text) == 0 ? "ok" : "FAILED");
    return 0;
}
