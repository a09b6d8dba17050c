// A formatted report as accounting and benchmark tools print one: column widths computed
// from the data and passed through `*`, precisions through `.*`, left-justified names,
// %e/%g/%E/%G for magnitudes, %x/%X/%o with the # flag for ids, %c and %% in ratios, %ld,
// %lu and %zu for counts, %+ and space flags, and snprintf to measure before printing.
#include <stdio.h>
#include <string.h>

typedef struct {
    const char *name;
    unsigned id;
    long items;
    double cost;
    double share;
} line_item;

static int digits_of(long v)
{
    char tmp[32];
    return snprintf(tmp, sizeof tmp, "%ld", v);
}

int main(void)
{
    line_item rows[] = {
        {"compute nodes", 0x1a2bu, 128, 1234567.891, 0.61234},
        {"storage", 0xbeefu, 12, 98765.4321, 0.04889},
        {"network fabric", 0x7u, 3, 450000.0, 0.22275},
        {"cooling", 0x100u, 1, 9.87e4, 0.04886},
        {"misc", 0xfffu, 4321, 12.5, 0.00001},
    };
    size_t n = sizeof rows / sizeof rows[0];
    int name_w = 4, items_w = 5;
    double total = 0.0;
    long count = 0;
    for (size_t i = 0; i < n; i++) {
        int len = (int)strlen(rows[i].name);
        if (len > name_w)
            name_w = len;
        if (digits_of(rows[i].items) > items_w)
            items_w = digits_of(rows[i].items);
        total += rows[i].cost;
        count += rows[i].items;
    }
    printf("%-*s|%*s|%14s|%8s|%7s|%s\n", name_w, "name", items_w, "items", "cost", "share", "id", "oct");
    for (int i = 0; i < name_w + items_w + 14 + 8 + 7 + 6; i++)
        putchar(i == name_w || i == name_w + items_w + 1 ? '+' : '-');
    putchar('\n');
    for (size_t i = 0; i < n; i++) {
        const line_item *r = &rows[i];
        int prec = r->cost < 100.0 ? 3 : r->cost < 1e5 ? 2 : 0;
        printf("%-*s|%*ld|%14.*f|%7.3f%%|%#7x|%#o\n", name_w, r->name, items_w, r->items, prec, r->cost,
               100.0 * r->share, r->id, r->id);
    }
    printf("total %.2f over %ld items in %zu rows (%lu bytes per row)\n", total, count, n,
           (unsigned long)sizeof(line_item));
    printf("scientific: %e | %.3E | %g | %G | %.10g\n", total, total, total, 1.5e-7, total / 3.0);
    printf("flags: [%+d] [% d] [%+.2f] [% .2f] [%05d] [%-5d] [%5.1s]\n", 42, 42, -0.005, 0.005, -42, 42,
           "xyz");
    printf("hex: %x %X %#x %#X %08x %.6x\n", 48879u, 48879u, 255u, 255u, 0xabcu, 0x12u);
    printf("chars: %c%c%c %5c|%-3c| 100%%\n", 'D', 'V', 'M', '*', '#');
    printf("g corner cases: %g %g %g %g %g %#g\n", 100000.0, 1000000.0, 0.0001, 0.00001, 123456789.0, 1.0);
    long long big = 123456789012345LL;
    unsigned long long ubig = 18446744073709551615ULL;
    printf("long long: %lld %llu %llx %20lld|%-20lld|\n", big, ubig, ubig, -big, big);
    short s = -12345;
    unsigned char uc = 250;
    printf("short %hd ushort %hu uchar %hhu schar %hhd\n", s, (unsigned short)s, uc, (signed char)uc);
    char buf[24];
    int need = snprintf(buf, sizeof buf, "%s costs %.2f", rows[0].name, rows[0].cost);
    printf("snprintf needed %d, kept \"%s\" (%zu)\n", need, buf, strlen(buf));
    int w = snprintf(NULL, 0, "%*d", 12, 7);
    printf("width-only measure: %d\n", w);
    double bar_scale = 40.0;
    for (size_t i = 0; i < n; i++) {
        int len = (int)(rows[i].share * bar_scale + 0.5);
        printf("%-*.*s %.*s%*s| %4.1f\n", name_w, 8, rows[i].name, len, "========================================",
               40 - len, "", rows[i].share * 100);
    }
    return 0;
}
