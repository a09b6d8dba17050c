// An IPv4/UDP header codec as packet-capture tools write it: packed structs mixing uint8_t
// bit-fields (version and header length, DSCP and ECN) with 16- and 32-bit fields, flags and
// fragment offset split by hand, the Internet checksum computed over the header bytes,
// byte order swapped with shifts, a capture buffer of back-to-back packets walked through
// pointers to the packed headers, and per-protocol counters.
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct __attribute__((packed)) ipv4_header {
    uint8_t ihl : 4;
    uint8_t version : 4;
    uint8_t ecn : 2;
    uint8_t dscp : 6;
    uint16_t total_length;
    uint16_t id;
    uint16_t flags_fragment;
    uint8_t ttl;
    uint8_t protocol;
    uint16_t checksum;
    uint32_t source;
    uint32_t destination;
};

struct __attribute__((packed)) udp_header {
    uint16_t source_port;
    uint16_t destination_port;
    uint16_t length;
    uint16_t checksum;
};

struct __attribute__((packed)) udp_packet {
    struct ipv4_header ip;
    struct udp_header udp;
    uint8_t payload[5];
};

static uint16_t swap16(uint16_t v) { return (uint16_t)((v >> 8) | (v << 8)); }

static uint32_t swap32(uint32_t v) {
    return (v >> 24) | ((v >> 8) & 0xFF00u) | ((v << 8) & 0xFF0000u) | (v << 24);
}

static uint16_t internet_checksum(const void *data, size_t n) {
    const uint8_t *b = data;
    uint32_t sum = 0;
    for (size_t i = 0; i + 1 < n; i += 2)
        sum += (uint32_t)(b[i] << 8 | b[i + 1]);
    if (n & 1)
        sum += (uint32_t)b[n - 1] << 8;
    while (sum >> 16)
        sum = (sum & 0xFFFFu) + (sum >> 16);
    return (uint16_t)~sum;
}

static void build(struct udp_packet *p, int k) {
    memset(p, 0, sizeof *p);
    p->ip.version = 4;
    p->ip.ihl = 5;
    p->ip.dscp = (uint8_t)(k * 9 % 64);
    p->ip.ecn = (uint8_t)(k % 4);
    p->ip.total_length = swap16((uint16_t)sizeof *p);
    p->ip.id = swap16((uint16_t)(0x1c46 + k));
    p->ip.flags_fragment = swap16((uint16_t)((k % 2) << 14 | (k * 3)));
    p->ip.ttl = (uint8_t)(64 - k);
    p->ip.protocol = k % 3 == 0 ? 17 : 6;
    p->ip.source = swap32(0xC0A80001u + (uint32_t)k);
    p->ip.destination = swap32(0x0A000002u + (uint32_t)(k << 8));
    p->ip.checksum = swap16(internet_checksum(&p->ip, sizeof p->ip));
    p->udp.source_port = swap16((uint16_t)(5000 + k));
    p->udp.destination_port = swap16(53);
    p->udp.length = swap16((uint16_t)(sizeof p->udp + sizeof p->payload));
    for (int i = 0; i < 5; i++)
        p->payload[i] = (uint8_t)('A' + (k + i) % 26);
}

int main(void) {
    printf("sizes: ipv4 %zu udp %zu packet %zu, total_length at %zu, source at %zu\n",
           sizeof(struct ipv4_header), sizeof(struct udp_header), sizeof(struct udp_packet),
           offsetof(struct ipv4_header, total_length), offsetof(struct ipv4_header, source));

    unsigned char capture[8 * sizeof(struct udp_packet)];
    for (int k = 0; k < 8; k++) {
        struct udp_packet p;
        build(&p, k);
        memcpy(capture + (size_t)k * sizeof p, &p, sizeof p);
    }
    printf("first bytes %02x %02x %02x %02x\n", capture[0], capture[1], capture[2], capture[3]);

    int by_protocol[256] = {0};
    unsigned long ttl_sum = 0, port_sum = 0;
    int bad = 0;
    for (size_t at = 0; at < sizeof capture; at += sizeof(struct udp_packet)) {
        struct udp_packet *p = (struct udp_packet *)(capture + at);
        struct ipv4_header *ip = &p->ip;
        by_protocol[ip->protocol]++;
        ttl_sum += ip->ttl;
        port_sum += swap16(p->udp.source_port);
        if (internet_checksum(ip, (size_t)ip->ihl * 4) != 0)
            bad++;
        uint16_t ff = swap16(ip->flags_fragment);
        printf("v%u ihl %u dscp %2u ecn %u id %04x df %u frag %3u src %08x dst %08x %.5s\n",
               (unsigned)ip->version, (unsigned)ip->ihl, (unsigned)ip->dscp, (unsigned)ip->ecn,
               (unsigned)swap16(ip->id), (unsigned)(ff >> 14 & 1), (unsigned)(ff & 0x1FFF),
               (unsigned)swap32(ip->source), (unsigned)swap32(ip->destination),
               (const char *)p->payload);
    }
    printf("udp %d tcp %d bad checksums %d ttl sum %lu port sum %lu\n", by_protocol[17],
           by_protocol[6], bad, ttl_sum, port_sum);

    struct udp_packet *last = (struct udp_packet *)(capture + 7 * sizeof(struct udp_packet));
    last->ip.ttl--;
    last->ip.dscp = 63;
    printf("after edit: byte1 %02x checksum ok %d\n", capture[7 * sizeof(struct udp_packet) + 1],
           internet_checksum(&last->ip, sizeof last->ip) == 0);
    return 0;
}
