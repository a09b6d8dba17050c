// A mix of what C99 programs use: <stdint.h> fixed-width types and limits, <inttypes.h>
// format macros, qsort/bsearch with comparison callbacks, <ctype.h> classification,
// <string.h> searching and tokenising, fpclassify and friends, static inline helpers,
// _Bool, VLAs in a numeric kernel, and <time.h> arithmetic on a fixed date.
#include <ctype.h>
#include <inttypes.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static inline uint32_t rotl32(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }

static uint64_t hash_str(const char *s) {
    uint64_t h = UINT64_C(1469598103934665603);
    for (; *s; s++) h = (h ^ (uint8_t)*s) * UINT64_C(1099511628211);
    return h;
}

static int cmp_i32(const void *a, const void *b) {
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

static int cmp_str(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static const char *fp_name(double x) {
    switch (fpclassify(x)) {
    case FP_NAN: return "nan";
    case FP_INFINITE: return "inf";
    case FP_ZERO: return "zero";
    case FP_SUBNORMAL: return "subnormal";
    default: return "normal";
    }
}

static void lu_solve(int n, double a[n][n], double b[n]) {
    for (int k = 0; k < n; k++)
        for (int i = k + 1; i < n; i++) {
            double f = a[i][k] / a[k][k];
            for (int j = k; j < n; j++) a[i][j] -= f * a[k][j];
            b[i] -= f * b[k];
        }
    for (int i = n - 1; i >= 0; i--) {
        double s = b[i];
        for (int j = i + 1; j < n; j++) s -= a[i][j] * b[j];
        b[i] = s / a[i][i];
    }
}

int main(void) {
    int8_t i8 = INT8_MIN;
    uint16_t u16 = UINT16_MAX;
    int64_t big = INT64_MAX;
    printf("limits %d %u %" PRId64 " %" PRIu32 "\n", i8, u16, big, UINT32_MAX);
    printf("rotl %08" PRIx32 " hash %016" PRIx64 "\n", rotl32(0x80000001u, 4), hash_str("dvmh"));
    uintptr_t up = (uintptr_t)&big;
    printf("uintptr aligned %d, sizeof(intmax_t) %zu\n", (int)(up % 8 == 0), sizeof(intmax_t));

    int32_t v[12];
    uint32_t seed = 12345;
    for (int i = 0; i < 12; i++) {
        seed = seed * 1103515245u + 12345u;
        v[i] = (int32_t)(seed >> 8) % 1000 - 500;
    }
    qsort(v, 12, sizeof v[0], cmp_i32);
    for (int i = 0; i < 12; i++) printf("%d%c", v[i], i == 11 ? '\n' : ' ');
    int32_t key = v[7];
    int32_t *found = bsearch(&key, v, 12, sizeof v[0], cmp_i32);
    printf("bsearch %d at %ld\n", key, found ? (long)(found - v) : -1L);

    const char *words[] = {"pear", "apple", "fig", "banana", "cherry"};
    qsort(words, 5, sizeof words[0], cmp_str);
    for (int i = 0; i < 5; i++) printf("%s ", words[i]);
    printf("\n");

    char text[] = "The quick, brown fox; jumps over 13 lazy dogs!";
    int up_n = 0, dig = 0, sp = 0, pun = 0;
    for (char *p = text; *p; p++) {
        up_n += isupper((unsigned char)*p) != 0;
        dig += isdigit((unsigned char)*p) != 0;
        sp += isspace((unsigned char)*p) != 0;
        pun += ispunct((unsigned char)*p) != 0;
    }
    printf("upper %d digits %d spaces %d punct %d\n", up_n, dig, sp, pun);
    for (char *tok = strtok(text, " ,;!"); tok; tok = strtok(NULL, " ,;!")) {
        char t[32];
        size_t n = strlen(tok);
        for (size_t i = 0; i <= n; i++) t[i] = (char)toupper((unsigned char)tok[i]);
        printf("[%s]", t);
    }
    printf("\n");
    const char *hay = "mississippi";
    printf("strstr %s strchr %s strrchr %s strspn %zu strcspn %zu\n", strstr(hay, "ssip"),
           strchr(hay, 's'), strrchr(hay, 's'), strspn(hay, "mis"), strcspn(hay, "p"));
    char buf[64];
    snprintf(buf, sizeof buf, "%s-%d", "run", 42);
    memmove(buf + 2, buf, strlen(buf) + 1);
    printf("buf %s cmp %d ncmp %d\n", buf, strcmp("abc", "abd") < 0, strncmp("abcx", "abcy", 3));

    double vals[] = {0.0, 1.0 / 3, 1e-310, INFINITY, NAN, -2.5};
    for (int i = 0; i < 6; i++)
        printf("%s%s", fp_name(vals[i]), i == 5 ? "\n" : ",");
    printf("isfinite %d isinf %d isnan %d signbit %d\n", isfinite(vals[1]) != 0,
           isinf(vals[3]) != 0, isnan(vals[4]) != 0, signbit(vals[5]) != 0);
    printf("round %.1f trunc %.1f fmod %.2f hypot %.3f cbrt %.3f\n", round(2.5), trunc(-2.7),
           fmod(7.5, 2), hypot(3, 4), cbrt(27.0));

    bool flags[4] = {true, false, 3, 0.0};
    int nb = 0;
    for (int i = 0; i < 4; i++) nb += flags[i];
    printf("bools %d\n", nb);

    int n = 4;
    double a[n][n], b[n];
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) a[i][j] = (i == j) ? 4.0 : 1.0 / (1 + i + j);
        b[i] = i + 1;
    }
    lu_solve(n, a, b);
    printf("solve %.6f %.6f %.6f %.6f\n", b[0], b[1], b[2], b[3]);

    struct tm t = {0};
    t.tm_year = 2024 - 1900;
    t.tm_mon = 1;
    t.tm_mday = 28;
    t.tm_hour = 12;
    t.tm_isdst = -1;
    time_t when = mktime(&t);
    struct tm later = t;
    later.tm_mday += 2;
    time_t when2 = mktime(&later);
    char date[32];
    strftime(date, sizeof date, "%Y-%m-%d", &later);
    printf("date %s, %.0f hours apart, weekday %d\n", date, difftime(when2, when) / 3600,
           later.tm_wday);
    return 0;
}
