// A binary telemetry-packet parser as network and instrument codes write it: wire headers
// declared with __attribute__((packed)) on the struct and on single members, sizeof and
// offsetof of the packed layouts, a byte stream assembled with memcpy and decoded both by
// memcpy into packed structs and by reading fields through a pointer to a packed record,
// an array of packed records updated through pointers, and a CRC over the raw bytes.
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct __attribute__((packed)) wire_header {
    uint8_t magic;
    uint16_t length;
    uint32_t sequence;
    uint8_t kind;
};

struct sample {
    uint8_t channel;
    int32_t value __attribute__((packed));
    uint16_t flags;
};

typedef struct {
    uint8_t tag;
    double reading;
    uint16_t quality;
} __attribute__((packed)) reading_t;

struct __attribute__((packed)) frame {
    struct wire_header head;
    reading_t body[3];
    uint32_t crc;
};

static uint32_t crc32_bytes(const unsigned char *p, size_t n) {
    uint32_t crc = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) {
        crc ^= p[i];
        for (int k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

static size_t encode(unsigned char *out, uint32_t seq, uint8_t kind, const reading_t *r, int n) {
    struct wire_header h;
    h.magic = 0xA5;
    h.length = (uint16_t)(sizeof h + (size_t)n * sizeof(reading_t));
    h.sequence = seq;
    h.kind = kind;
    memcpy(out, &h, sizeof h);
    memcpy(out + sizeof h, r, (size_t)n * sizeof(reading_t));
    return h.length;
}

int main(void) {
    printf("wire_header: size %zu, length at %zu, sequence at %zu, kind at %zu\n",
           sizeof(struct wire_header), offsetof(struct wire_header, length),
           offsetof(struct wire_header, sequence), offsetof(struct wire_header, kind));
    printf("sample: size %zu, value at %zu, flags at %zu\n", sizeof(struct sample),
           offsetof(struct sample, value), offsetof(struct sample, flags));
    printf("reading_t: size %zu, reading at %zu, quality at %zu\n", sizeof(reading_t),
           offsetof(reading_t, reading), offsetof(reading_t, quality));
    printf("frame: size %zu, body at %zu, crc at %zu\n", sizeof(struct frame),
           offsetof(struct frame, body), offsetof(struct frame, crc));

    unsigned char stream[512];
    size_t used = 0;
    for (int p = 0; p < 4; p++) {
        reading_t r[3];
        int n = 1 + p % 3;
        for (int i = 0; i < n; i++) {
            r[i].tag = (uint8_t)(10 * p + i);
            r[i].reading = 0.25 * (p + 1) - 1.5 * i;
            r[i].quality = (uint16_t)(1000 + 37 * p + i);
        }
        used += encode(stream + used, 7000u + (uint32_t)p, (uint8_t)(p & 1), r, n);
    }
    printf("stream bytes %zu, crc %08x\n", used, crc32_bytes(stream, used));

    size_t at = 0;
    double total = 0.0;
    unsigned quality = 0;
    while (at < used) {
        const struct wire_header *h = (const struct wire_header *)(stream + at);
        int n = (int)((h->length - sizeof *h) / sizeof(reading_t));
        printf("packet seq %u kind %u length %u readings %d\n", (unsigned)h->sequence,
               (unsigned)h->kind, (unsigned)h->length, n);
        const reading_t *r = (const reading_t *)(stream + at + sizeof *h);
        for (int i = 0; i < n; i++) {
            reading_t copy;
            memcpy(&copy, r + i, sizeof copy);
            total += r[i].reading * copy.tag;
            quality += r[i].quality;
        }
        at += h->length;
    }
    printf("decoded total %.4f quality %u\n", total, quality);

    struct frame frames[2];
    memset(frames, 0, sizeof frames);
    for (int f = 0; f < 2; f++) {
        struct frame *fr = &frames[f];
        fr->head.magic = 0x5A;
        fr->head.sequence = 100u + (uint32_t)f;
        for (int i = 0; i < 3; i++) {
            reading_t *r = &fr->body[i];
            r->tag = (uint8_t)(f * 3 + i);
            r->reading = 1.0 / (1 + f + i);
            r->quality = (uint16_t)(r->tag * 11);
        }
        fr->head.length = (uint16_t)sizeof *fr;
        fr->crc = crc32_bytes((const unsigned char *)fr, offsetof(struct frame, crc));
    }
    for (int f = 0; f < 2; f++)
        printf("frame %d crc %08x quality[2] %u reading[1] %.6f\n", f, frames[f].crc,
               (unsigned)frames[f].body[2].quality, frames[f].body[1].reading);

    struct sample s[4];
    memset(s, 0, sizeof s);
    for (int i = 0; i < 4; i++) {
        s[i].channel = (uint8_t)i;
        s[i].value = -1000 * i + 7;
        s[i].flags = (uint16_t)(0x100 << i);
    }
    struct sample *sp = s + 2;
    sp->value *= 3;
    printf("samples crc %08x value[2] %d flags[3] %u\n",
           crc32_bytes((const unsigned char *)s, sizeof s), s[2].value, (unsigned)s[3].flags);
    return 0;
}
