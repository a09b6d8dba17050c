// Integer promotions and the usual arithmetic conversions: char/short promote to int,
// signed/unsigned mixes convert to unsigned, long long widens, and shifts keep the left type.
#include <stdio.h>

int main(void) {
    char c = 100;
    signed char sc = -5;
    unsigned char uc = 250;
    short s = -300;
    unsigned short us = 65000;
    printf("c+c %d\n", c + c);
    printf("uc+uc %d\n", uc + uc);
    printf("sc*uc %d\n", sc * uc);
    printf("s*us %d\n", s * us);
    printf("sizeof(c+c) %d sizeof(uc<<1) %d\n", (int)sizeof(c + c), (int)sizeof(uc << 1));
    unsigned int u = 1;
    int m = -1;
    printf("-1 < 1u: %d\n", m < u);
    printf("-1 < 1L: %d\n", m < 1L);
    printf("(unsigned)-1 %u\n", (unsigned)m);
    printf("u - 2 %u\n", u - 2);
    long long big = 1LL << 40;
    printf("big %lld big*3+7 %lld\n", big, big * 3 + 7);
    unsigned long long ub = 0xFFFFFFFFFFFFFFFFULL;
    printf("ub %llu ub>>60 %llu\n", ub, ub >> 60);
    printf("int to char %d\n", (signed char)(300));
    printf("uchar wrap %d\n", (unsigned char)(uc + 10));
    printf("ushort wrap %u\n", (unsigned short)(us + 1000));
    int neg = -17;
    printf("div %d mod %d\n", neg / 5, neg % 5);
    printf("udiv %u\n", (unsigned)neg / 5u);
    printf("shift right of negative %d\n", neg >> 2);
    printf("mixed %f\n", 3 / 2 + 3.0 / 2);
    printf("char arithmetic %c%c%c\n", 'a' + 1, 'Z' - 25, '0' + 7);
    long l = 2147483647L;
    printf("long add %ld\n", l + 1);
    unsigned int x = 0x80000000u;
    printf("x>>31 %u, (int)x < 0 %d\n", x >> 31, (int)x < 0);
    printf("~0u %u ~0 %d\n", ~0u, ~0);
    printf("!5 %d !0 %d\n", !5, !0);
    return 0;
}
