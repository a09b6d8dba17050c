// snprintf building text: truncation and the return value, widths and precisions from '*',
// left/right alignment, '%+', '% ', '%#o', '%#x', '%e'/'%g' of small and large values, '%c'
// and '%%', assembling a table into one buffer with a running offset.
#include <stdio.h>
#include <string.h>

int main(void)
{
    char buf[256];
    size_t off = 0;
    const char *names[] = {"alpha", "b", "gamma-long-name"};
    double vals[] = {3.14159265, -0.000123456, 123456789.0};
    for (int i = 0; i < 3; i++) {
        int w = 6 + i * 2, prec = 1 + i;
        int n = snprintf(buf + off, sizeof buf - off, "|%-*.*s|%*.*f|%+e|%g|\n", w, 5, names[i],
                         w + 4, prec, vals[i], vals[i], vals[i]);
        off += (size_t)n;
    }
    fputs(buf, stdout);
    printf("total %zu strlen %zu\n", off, strlen(buf));
    char tiny[8];
    int need = snprintf(tiny, sizeof tiny, "%d-%d-%d", 1234, 5678, 9);
    printf("need %d got '%s'\n", need, tiny);
    printf("need for NULL: %d\n", snprintf(NULL, 0, "%08.3f%s", -3.5, "xyz"));
    printf("[% d] [%+d] [%#o] [%#x] [%#X] [%5c] [%-5c] [100%%]\n", 42, 42, 8, 255, 255, 'a', 'b');
    printf("[%.0f] [%.0f] [%.0f] [%#.0f] [%10.3e] [%-10.2g] [%G]\n", 0.5, 1.5, 2.5, 3.0, 12345.678,
           0.0001234, 1e-10);
    printf("[%hhd] [%hu] [%ld] [%lld] [%zu] [%jd]\n", (signed char)200, (unsigned short)70000,
           -1L, -1LL << 40, sizeof(long double), (long long)-5 * 3);
    printf("[%s] [%.3s] [%10.2s]\n", "", "abcdef", "xyz");
    return 0;
}
