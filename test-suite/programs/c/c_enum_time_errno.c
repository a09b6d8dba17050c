// Enum arithmetic (iteration over an enum range, enums as array sizes and indices, bit-flag
// enums combined with |), time.h calendar arithmetic on a fixed date (mktime, gmtime,
// strftime, difftime), and errno from the math and conversion library.
#include <stdio.h>
#include <time.h>
#include <errno.h>
#include <math.h>
#include <string.h>
#include <stdlib.h>

enum day { MON, TUE, WED, THU, FRI, SAT, SUN, NDAYS };
enum flags { F_READ = 1 << 0, F_WRITE = 1 << 1, F_EXEC = 1 << 2, F_ALL = F_READ | F_WRITE | F_EXEC };
enum planet { MERCURY = 1, VENUS, EARTH, MARS = 10, JUPITER, SATURN = JUPITER * 2 };

static const char *day_name[NDAYS] = {[MON] = "Mon", [TUE] = "Tue", [WED] = "Wed", [THU] = "Thu", [FRI] = "Fri", [SAT] = "Sat", [SUN] = "Sun"};

static enum day next_day(enum day d) { return (enum day)((d + 1) % NDAYS); }

int main(void)
{
    int hours[NDAYS] = {8, 8, 9, 7, 6};
    int total = 0;
    for (enum day d = MON; d < NDAYS; d++) total += hours[d] * (d + 1);
    enum day d = FRI;
    for (int k = 0; k < 4; k++) d = next_day(d);
    printf("total=%d after=%s size=%zu\n", total, day_name[d], sizeof(enum day));
    enum flags f = F_READ | F_EXEC;
    printf("flags %d %d %d %d\n", f, f & F_WRITE, (f | F_WRITE) == F_ALL, F_ALL & ~F_EXEC);
    printf("planets %d %d %d %d %d\n", VENUS, EARTH, MARS, JUPITER, SATURN - MARS);

    struct tm t;
    memset(&t, 0, sizeof t);
    t.tm_year = 2024 - 1900; t.tm_mon = 1; t.tm_mday = 28; t.tm_hour = 12;
    t.tm_isdst = 0;
    time_t a = timegm(&t);
    t.tm_mday += 2;            /* normalised: March 1st in a leap year */
    time_t b = timegm(&t);
    struct tm *g = gmtime(&b);
    char out[64];
    strftime(out, sizeof out, "%Y-%m-%d %H:%M:%S %j %a", g);
    printf("date %s diff=%.0f yday=%d wday=%d\n", out, difftime(b, a), g->tm_yday, g->tm_wday);
    clock_t c0 = clock();
    volatile double burn = 0;
    for (int i = 0; i < 1000; i++) burn += sqrt((double)i);
    printf("clock_ok=%d burn=%.4f\n", clock() >= c0, burn);

    errno = 0;
    double r = log(-1.0);
    int e1 = errno;
    errno = 0;
    double h = exp(1000.0);
    int e2 = errno;
    errno = 0;
    double z = sqrt(-4.0);
    int e3 = errno;
    errno = 0;
    long v = strtol("123456789012345678901234567890", NULL, 10);
    int e4 = errno;
    printf("errno %d %d %d %d isnan=%d isinf=%d nan=%d v_max=%d\n", e1 == EDOM, e2 == ERANGE, e3 == EDOM, e4 == ERANGE, isnan(r), isinf(h), isnan(z), v > 0);
    printf("strerror %s\n", strerror(EDOM));
    return 0;
}
