// Calendar arithmetic with structs passed by pointer (compound literals too): leap years, day of the year, day of the week (Zeller),
// days between dates via day numbers, and adding days to a date.
#include <stdio.h>

struct date { int y, m, d; };

static const char *const wday[] = {"Sat", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri"};
static const int mdays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

static int leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
static int month_len(int y, int m) { return mdays[m - 1] + (m == 2 && leap(y)); }

static int day_of_year(const struct date *t) {
    int n = t->d;
    for (int m = 1; m < t->m; m++) n += month_len(t->y, m);
    return n;
}

static int zeller(const struct date *t) {
    int m = t->m, y = t->y;
    if (m < 3) { m += 12; y--; }
    int k = y % 100, j = y / 100;
    return (t->d + 13 * (m + 1) / 5 + k + k / 4 + j / 4 + 5 * j) % 7;
}

static long day_number(const struct date *t) {
    long y = t->y - (t->m < 3), m = (t->m + 9) % 12;
    return 365 * y + y / 4 - y / 100 + y / 400 + (m * 306 + 5) / 10 + t->d - 1;
}

static void add_days(struct date *t, int n) {
    while (n > 0) {
        int left = month_len(t->y, t->m) - t->d;
        if (n <= left) { t->d += n; return; }
        n -= left + 1;
        t->d = 1;
        if (++t->m > 12) { t->m = 1; t->y++; }
    }
}

int main(void) {
    struct date ds[] = {{2000, 1, 1}, {2024, 2, 29}, {1969, 7, 20}, {2026, 11, 26}, {1900, 3, 1}};
    for (int i = 0; i < 5; i++)
        printf("%04d-%02d-%02d leap %d doy %3d %s\n", ds[i].y, ds[i].m, ds[i].d, leap(ds[i].y), day_of_year(&ds[i]), wday[zeller(&ds[i])]);
    printf("days 1969-07-20 -> 2000-01-01: %ld\n", day_number(&ds[0]) - day_number(&ds[2]));
    struct date t = {2023, 12, 25};
    add_days(&t, 100);
    printf("100 days after 2023-12-25: %04d-%02d-%02d\n", t.y, t.m, t.d);
    int leaps = 0;
    for (int y = 1900; y <= 2100; y++) leaps += leap(y);
    printf("leap years 1900..2100: %d\n", leaps);
    int fridays13 = 0;
    for (int y = 2000; y < 2030; y++)
        for (int m = 1; m <= 12; m++) fridays13 += zeller(&(struct date){y, m, 13}) == 6;
    printf("friday the 13ths 2000..2029: %d\n", fridays13);
    return 0;
}
