// Preprocessor use as scientific codes have it: function-like macros with parentheses,
// stringification and token pasting, X-macros building parallel tables, do { } while (0)
// statement macros, and conditional compilation.
#include <stdio.h>

#define SQR(x) ((x) * (x))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define STR(x) #x
#define XSTR(x) STR(x)
#define CAT(a, b) a##b
#define IDX(i, j, n) ((i) * (n) + (j))
#define SWAP(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define VERSION 3
#define COLORS X(red, 0xff0000) X(green, 0x00ff00) X(blue, 0x0000ff) X(white, 0xffffff)

enum color {
#define X(name, rgb) CAT(COLOR_, name),
    COLORS
#undef X
    NCOLORS
};
static const char *color_names[] = {
#define X(name, rgb) #name,
    COLORS
#undef X
};
static const unsigned color_rgb[] = {
#define X(name, rgb) rgb,
    COLORS
#undef X
};

int main(void) {
    int CAT(var, 1) = 10, CAT(var, 2) = 20;
    printf("SQR(3+1) %d MAX %d\n", SQR(3 + 1), MAX(var1, var2));
    printf("%s = %d\n", STR(SQR(2)), SQR(2));
    printf("version %s\n", XSTR(VERSION));
    double m[9];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) m[IDX(i, j, 3)] = i * 3 + j;
    SWAP(double, m[0], m[8]);
    if (m[0] > m[1]) SWAP(double, m[1], m[7]);
    else printf("not reached\n");
    printf("m0 %g m1 %g m7 %g m8 %g\n", m[0], m[1], m[7], m[8]);
    for (int c = 0; c < NCOLORS; c++) printf("%d %-5s %06x\n", c, color_names[c], color_rgb[c]);
#if VERSION >= 3 && defined(COLORS)
    printf("new code path\n");
#else
    printf("old code path\n");
#endif
#ifdef UNDEFINED_MACRO
    printf("undefined\n");
#elif VERSION == 3
    printf("elif taken\n");
#endif
    printf("line %d\n", __LINE__);
    return 0;
}
