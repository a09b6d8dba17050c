// printf conversions in depth: '*' widths and precisions, flags (-, +, space, 0, #), length
// modifiers hh/h/l/ll/z, %c/%s/%%, and the values printf, sprintf and puts return.
#include <stdio.h>

int main(void) {
    for (int w = 1; w <= 8; w += 3) printf("[%*d] [%-*d] [%*.*f]\n", w, 42, w, 42, w + 4, w % 4, 3.14159);
    printf("[%+d] [% d] [%+d] [% d]\n", 5, 5, -5, -5);
    printf("[%05d] [%-5d] [%5.3d] [%.0d]\n", -42, -42, 7, 0);
    printf("[%#x] [%#X] [%#o] [%x] [%o]\n", 3054, 3054, 8, 0, 0);
    signed char sc = -3;
    unsigned char uc = 250;
    short sh = -1234;
    printf("hh %hhd %hhu h %hd %hu\n", sc, uc, sh, (unsigned short)sh);
    long l = -123456789012L;
    unsigned long long ull = 18000000000000000000ULL;
    size_t z = 12345;
    printf("l %ld ll %llu z %zu\n", l, ull, z);
    printf("[%c] [%3c] [%-3c] [%%]\n", 'A', 'B', 'C');
    printf("[%.2s] [%8.3s] [%-8s]\n", "abcdef", "abcdef", "ab");
    int n = printf("count me\n");
    printf("printf returned %d\n", n);
    char buf[40];
    int m = sprintf(buf, "%d+%d=%d", 12, 30, 42);
    printf("sprintf wrote %d: %s\n", m, buf);
    int p = puts("puts line");
    printf("puts ok %d\n", p >= 0);
    putchar('x');
    putchar('\n');
    fputs("fputs line\n", stdout);
    printf("[%e] [%.3E] [%10.2e]\n", 123456.789, 0.000123456, -9.87654e-20);
    printf("[%g] [%g] [%g] [%g]\n", 100000.0, 1000000.0, 0.0001, 0.00001);
    printf("[%.3g] [%.10g] [%#.3g]\n", 3.14159, 2.0 / 3.0, 1.0);
    return 0;
}
