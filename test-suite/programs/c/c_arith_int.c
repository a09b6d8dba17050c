// Integer arithmetic of every width: division and remainder signs, wrapping of unsigned
// types, shifts, and the usual arithmetic conversions between signed and unsigned operands.
#include <stdio.h>

int main(void) {
    int a = 17, b = -5;
    long l = 1234567890123L;
    unsigned u = 4000000000u;
    unsigned char uc = 250;
    signed char sc = -100;
    short s = 30000;
    unsigned long long ull = 18446744073709551615ull;
    printf("%d %d %d %d\n", a / b, a % b, -a / 3, -a % 3);
    printf("%ld %ld\n", l * 3, l / 1000);
    printf("%u %u %u\n", u + 500000000u, u / 3u, u % 7u);
    uc = uc + 10;
    sc = sc - 100;
    s = s + s;
    printf("%d %d %d\n", uc, sc, s);
    printf("%llu %llu\n", ull, ull / 10);
    printf("%d %d\n", -1 < 0u, (int)(-1 < (long)0u));
    printf("%d %u %d\n", 1 << 10, 0xF0000000u >> 4, -64 >> 3);
    printf("%x %o %X\n", 255, 8, 0xabcdef);
    printf("%d\n", (a & 0xF) | (b ^ 3) & ~1);
    int i, sum = 0;
    for (i = -20; i <= 20; i += 3)
        sum += i * i % 7 - i / 4;
    printf("sum %d\n", sum);
    return 0;
}
