// File-format records laid out with #pragma pack as codes that read legacy binary files
// do: pack(push, n)/pack(pop) around headers, a bare pack(n) and pack() to reset, nested
// structs and unions under packing, __attribute__((aligned(n))) on structs and members
// (raising alignment, capped by an enclosing pack), _Alignas members and _Alignof, and
// arrays of each record type filled, summed through pointers and checksummed bytewise.
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#pragma pack(push, 2)
struct bmp_file_header {
    uint16_t type;
    uint32_t size;
    uint16_t reserved1, reserved2;
    uint32_t offset;
};
struct mixed2 {
    char c;
    double d;
    int i;
    long long q __attribute__((aligned(8)));
};
#pragma pack(pop)

#pragma pack(push, 4)
struct mixed4 {
    char c;
    double d;
    short s;
    union {
        char bytes[3];
        long wide;
    } u;
};
#pragma pack(push, 1)
struct tight {
    char c;
    int i;
    short s;
};
#pragma pack(pop)
struct after_inner_pop {
    char c;
    double d;
};
#pragma pack(pop)

#pragma pack(1)
struct record1 {
    uint8_t kind;
    uint64_t stamp;
    struct tight t;
};
#pragma pack()

struct natural {
    char c;
    double d;
};

struct __attribute__((aligned(16))) vec3 {
    float x, y, z;
};

struct cache_line {
    int owner;
    _Alignas(32) double payload[2];
    char flag;
};

struct member_aligned {
    char tag;
    int counter __attribute__((aligned(8)));
};

static unsigned checksum(const void *p, size_t n) {
    const unsigned char *b = p;
    unsigned s = 0;
    for (size_t i = 0; i < n; i++)
        s = s * 131u + b[i];
    return s;
}

#define SHOW(T) printf("%-24s size %3zu align %2zu\n", #T, sizeof(T), _Alignof(T))

int main(void) {
    SHOW(struct bmp_file_header);
    SHOW(struct mixed2);
    SHOW(struct mixed4);
    SHOW(struct tight);
    SHOW(struct after_inner_pop);
    SHOW(struct record1);
    SHOW(struct natural);
    SHOW(struct vec3);
    SHOW(struct cache_line);
    SHOW(struct member_aligned);
    printf("offsets: bmp.offset %zu mixed2.q %zu mixed4.u %zu record1.t %zu\n",
           offsetof(struct bmp_file_header, offset), offsetof(struct mixed2, q),
           offsetof(struct mixed4, u), offsetof(struct record1, t));
    printf("offsets: cache_line.payload %zu flag %zu member_aligned.counter %zu\n",
           offsetof(struct cache_line, payload), offsetof(struct cache_line, flag),
           offsetof(struct member_aligned, counter));

    struct bmp_file_header hdr[3];
    memset(hdr, 0, sizeof hdr);
    for (int k = 0; k < 3; k++) {
        hdr[k].type = 0x4D42;
        hdr[k].size = 54u + 1024u * (unsigned)k;
        hdr[k].offset = 54u;
        hdr[k].reserved2 = (uint16_t)k;
    }
    printf("bmp headers checksum %u\n", checksum(hdr, sizeof hdr));

    struct record1 rec[5];
    memset(rec, 0, sizeof rec);
    for (int k = 0; k < 5; k++) {
        struct record1 *r = &rec[k];
        r->kind = (uint8_t)(k + 1);
        r->stamp = 1700000000ull + 86400ull * (unsigned)k;
        r->t.c = (char)('a' + k);
        r->t.i = k * k - 7;
        r->t.s = (short)(300 * k);
    }
    long long sum = 0;
    for (const struct record1 *r = rec; r < rec + 5; r++)
        sum += (long long)r->stamp % 1000 + r->t.i + r->t.s + r->kind;
    printf("records sum %lld checksum %u\n", sum, checksum(rec, sizeof rec));

    struct mixed4 m[2];
    memset(m, 0, sizeof m);
    m[0].c = 'x';
    m[0].d = 2.5;
    m[0].s = -3;
    m[0].u.wide = 123456789L;
    m[1] = m[0];
    m[1].u.bytes[1] = 9;
    printf("mixed4 d %.2f wide %ld checksum %u\n", m[1].d, m[1].u.wide, checksum(m, sizeof m));

    struct vec3 pts[4];
    memset(pts, 0, sizeof pts);
    float norm = 0.0f;
    for (int k = 0; k < 4; k++) {
        pts[k].x = (float)k;
        pts[k].y = 0.5f * k;
        pts[k].z = -1.0f * k;
        norm += pts[k].x * pts[k].x + pts[k].y * pts[k].y + pts[k].z * pts[k].z;
    }
    printf("vec3 array %zu bytes, stride %td, norm %.3f\n", sizeof pts,
           (char *)&pts[1] - (char *)&pts[0], norm);

    struct cache_line lines[2];
    memset(lines, 0, sizeof lines);
    lines[1].owner = 3;
    lines[1].payload[1] = 6.25;
    lines[1].flag = 1;
    printf("cache lines %zu bytes, payload gap %td, checksum %u\n", sizeof lines,
           (char *)&lines[1].payload[0] - (char *)&lines[0].payload[0], checksum(lines, sizeof lines));
    return 0;
}
