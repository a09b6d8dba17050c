// C's integer rules where hand-written codecs and checksums trip: unsigned char and short
// promote to int before arithmetic, comparisons between signed and unsigned operands convert
// the signed one, conversions to narrower unsigned types reduce modulo 2^N, division and %
// truncate toward zero, shifts of promoted values, the conditional operator's common type,
// and long long / unsigned long long mixtures. Every line is well defined C99.
#include <limits.h>
#include <stdint.h>
#include <stdio.h>

static unsigned char checksum8(const unsigned char *p, int n)
{
    unsigned char sum = 0;
    for (int i = 0; i < n; i++)
        sum += p[i]; /* computed in int, stored modulo 256 */
    return (unsigned char)~sum;
}

static int16_t saturate16(long v)
{
    return v > INT16_MAX ? INT16_MAX : v < INT16_MIN ? INT16_MIN : (int16_t)v;
}

int main(void)
{
    unsigned char a = 200, b = 100;
    printf("uchar: a+b=%d (a+b)>255=%d sum8=%u a*b=%d\n", a + b, (a + b) > 255,
           (unsigned char)(a + b), a * b);
    unsigned short us = 65535;
    printf("ushort: us+1=%d us*us=%u sizeof(us+1)=%zu\n", us + 1, (unsigned)us * us,
           sizeof(us + 1));
    short sh = -32768;
    printf("short: -sh=%d (short)-sh=%d sh/-1=%d\n", -sh, (short)(-sh), sh / -1);

    int neg = -1;
    unsigned one = 1;
    printf("signed/unsigned: -1<1u=%d -1<1L=%d (unsigned)-1=%u -1>>1=%d\n", neg < one, neg < 1L,
           (unsigned)neg, neg >> 1);
    long long ll = -1;
    unsigned long long ull = 1;
    printf("ll: -1LL<1ULL=%d -1LL<1U=%d\n", ll < (long long)ull, ll < one);

    int q[] = {7, -7, 7, -7}, d[] = {2, 2, -2, -2};
    for (int i = 0; i < 4; i++)
        printf("%d/%d=%d %d%%%d=%d  ", q[i], d[i], q[i] / d[i], q[i], d[i], q[i] % d[i]);
    printf("\n");

    unsigned char c8 = 0x81;
    signed char s8 = (signed char)c8;
    printf("c8<<1=%d (uchar)(c8<<1)=%d s8=%d s8>>2=%d (unsigned)s8=%u\n", c8 << 1,
           (unsigned char)(c8 << 1), s8, s8 >> 2, (unsigned)s8);
    uint16_t w = 0xBEEF;
    printf("swap16=%04x ~w=%x (uint16_t)~w=%04x\n", (unsigned)(uint16_t)((w << 8) | (w >> 8)), ~w,
           (unsigned)(uint16_t)~w);

    unsigned char packet[] = {0x45, 0x00, 0x00, 0x54, 0xa6, 0xf2, 0x40, 0x00, 0x40, 0x01, 0xff};
    printf("checksum8=%02x\n", checksum8(packet, (int)sizeof packet));
    uint32_t acc = 0;
    for (unsigned i = 0; i + 1 < sizeof packet; i += 2)
        acc += (uint32_t)(packet[i] << 8 | packet[i + 1]);
    while (acc >> 16)
        acc = (acc & 0xffff) + (acc >> 16);
    printf("inet checksum=%04x\n", (unsigned)(uint16_t)~acc);

    int flag = 1;
    printf("cond: %u %ld %.1f\n", flag ? -1 : 1u, flag ? -1L : 1, flag ? 1 : 2.5);
    long long big = LLONG_MAX;
    unsigned long long ubig = (unsigned long long)big + 2u;
    printf("big: %lld %llu %lld\n", big, ubig, (long long)(ubig - 3u));
    uint32_t top = (uint32_t)INT32_MAX + 1u;
    printf("int32 from 2^31 (gcc: modulo): %d top==0x80000000: %d\n", (int32_t)top, top == 0x80000000u);
    printf("sat16: %d %d %d\n", saturate16(40000), saturate16(-40000), saturate16(-1234));

    uint64_t h = 14695981039346656037ULL;
    for (int i = 0; i < 10; i++) {
        h ^= (uint64_t)(unsigned char)(i * 37);
        h *= 1099511628211ULL;
    }
    printf("fnv64=%016llx low16=%u high=%llu\n", (unsigned long long)h, (unsigned)(h & 0xffff),
           (unsigned long long)(h >> 48));
    _Bool bb = 256;
    unsigned char cc = 256 + 7;
    signed char sc = (signed char)200;
    printf("bool from 256=%d uchar from 263=%d schar from 200=%d bool(0.1)=%d\n", bb, cc, sc,
           (_Bool)0.1);
    double dv = -3.99;
    printf("double to int: %d %u %lld\n", (int)dv, (unsigned)(unsigned char)(int)-dv,
           (long long)(float)2.5e9f);
    return 0;
}
