// The usual arithmetic conversions and integer promotions where they surprise: char and
// short promoted to int, unsigned char arithmetic, comparisons of signed with unsigned,
// int + unsigned long, shifts of promoted operands, and conversions to narrower types.
#include <stdio.h>
#include <limits.h>

int main(void)
{
    unsigned char uc = 200, ud = 100;
    signed char sc = -100;
    short s1 = 30000, s2 = 30000;
    unsigned short us = 65535;
    int i = -1;
    unsigned u = 1;
    printf("uc+ud=%d (uc+ud)>>1=%d (unsigned char)(uc+ud)=%u\n", uc + ud, (uc + ud) >> 1,
           (unsigned char)(uc + ud));
    printf("sc*2=%d s1+s2=%d (short)(s1+s2)=%d us+1=%d\n", sc * 2, s1 + s2, (short)(s1 + s2),
           us + 1);
    printf("i<u: %d  i<(int)u: %d  -1L<1U: %d  -1<1UL: %d\n", i < u, i < (int)u, -1L < 1U,
           -1 < 1UL);
    printf("sizeof(uc+uc)=%zu sizeof(sc)=%zu sizeof(1u+1L)=%zu sizeof('a')=%zu\n",
           sizeof(uc + uc), sizeof(sc), sizeof(1u + 1L), sizeof('a'));
    printf("~uc=%d ~(unsigned)uc=%u -uc=%d -u=%u\n", ~uc, ~(unsigned)uc, -uc, -u);
    printf("uc<<24=%d (unsigned)uc<<24=%u\n", (int)((unsigned)uc << 23), (unsigned)uc << 24);
    long long big = (long long)INT_MAX + 1;
    printf("big=%lld (int)big=%d (unsigned)big=%u\n", big, (int)big, (unsigned)big);
    double d = -3.99;
    printf("(int)d=%d (unsigned char)(int)d=%u (char)300=%d\n", (int)d, (unsigned char)(int)d,
           (signed char)300);
    int q = -7;
    printf("q/2=%d q%%2=%d q>>1=%d (unsigned)q/2=%u\n", q / 2, q % 2, q >> 1, (unsigned)q / 2);
    _Bool b = 256;
    _Bool c = 0.1;
    printf("bool %d %d %d\n", b, c, (_Bool)-0.0);
    char ch = 'A';
    ch += 200;
    printf("ch=%d\n", ch);
    return 0;
}
