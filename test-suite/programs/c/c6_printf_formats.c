// printf conversions with widths and precisions from arguments (%*.*f, %-*d), %e and %g
// in their corner cases, %x/%X/%o with # and 0 flags, %+ and space flags, %c and %% and
// %n-free string precision; the output is a formatted report table.
#include <stdio.h>

int main(void)
{
    double vals[] = {0.0, 1.0, -2.5, 3.14159265358979, 1234567.891, 1e-5, 6.02214076e23, -0.000123456};
    for (int i = 0; i < 8; i++) {
        int w = 8 + i % 4, p = i % 5;
        printf("|%*.*f|%-*.*e|%g|%+.3g|% .2e|\n", w, p, vals[i], w + 4, p, vals[i], vals[i], vals[i],
               vals[i]);
    }
    unsigned xs[] = {0u, 7u, 255u, 4096u, 0xdeadbeefu};
    for (int i = 0; i < 5; i++)
        printf("|%x|%#x|%08X|%#o|%o|%-6u|%+d|\n", xs[i], xs[i], xs[i], xs[i], xs[i], xs[i] % 1000,
               (int)(xs[i] % 1000) - 500);
    printf("|%5s|%-5s|%.2s|%*s|\n", "ab", "cd", "efgh", 4, "i");
    printf("|%c%c%c|%%|%5.1f%%|\n", 'd', 'v', 'm', 99.44);
    printf("|%ld|%lld|%lu|%hd|%hhu|\n", -1234567890L, 9000000000000000000LL, 4000000000UL, (short)-32000,
           (unsigned char)300);
    printf("|%.0f|%.0f|%.0f|%.0f|\n", 0.5, 1.5, 2.5, -0.5);
    printf("|%g|%g|%g|%g|%#g|\n", 100000.0, 1000000.0, 0.0001, 0.00001, 1.0);
    printf("|%10.4e|%-12.3E|%G|\n", 123.456, 0.000987, 1e-10);
    return 0;
}
