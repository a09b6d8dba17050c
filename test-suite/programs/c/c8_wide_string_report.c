// A wide-character report as internationalised tools print one: L"..." literals (with
// universal character names and escapes), wchar_t arrays sized by their initializer and
// inside structs, wcslen/wcscpy/wcscat/wcscmp/wcschr/wcsncpy from libc, a hand-written
// wide tokenizer, towupper-free ASCII case folding, UTF-8 u8"..." literals measured with
// strlen, and the whole report printed with wprintf (the stream is wide from the start).
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

typedef struct {
    wchar_t name[16];
    int count;
} entry;

static entry table[] = {
    {L"alpha", 3},
    {L"beta", 11},
    {L"gamma\x3b3", 7},
};

static unsigned long hash_wide(const wchar_t *s) {
    unsigned long h = 5381;
    while (*s)
        h = h * 33u + (unsigned long)*s++;
    return h;
}

static int split_words(const wchar_t *text, wchar_t words[][12], int most) {
    int n = 0;
    const wchar_t *p = text;
    while (*p && n < most) {
        while (*p == L' ' || *p == L',')
            p++;
        if (!*p)
            break;
        int k = 0;
        while (*p && *p != L' ' && *p != L',' && k < 11)
            words[n][k++] = *p++;
        words[n][k] = L'\0';
        n++;
    }
    return n;
}

int main(void) {
    wchar_t greeting[] = L"Gr\u00fc\u00dfe, world";
    const wchar_t *unit = L"m\u00b3/s";
    const char *utf8 = u8"caf\u00e9 \u00fc";
    wprintf(L"greeting length %zu, array size %zu, unit length %zu\n", wcslen(greeting),
            sizeof greeting / sizeof greeting[0], wcslen(unit));
    wprintf(L"code points:");
    for (size_t i = 0; greeting[i]; i++)
        wprintf(L" %d", (int)greeting[i]);
    wprintf(L"\nutf8 bytes %zu, first byte %d, last byte %d\n", strlen(utf8), (unsigned char)utf8[0],
            (unsigned char)utf8[strlen(utf8) - 1]);

    wchar_t line[64];
    wcscpy(line, L"pressure");
    wcscat(line, L", temperature");
    wcscat(line, L" ,density");
    wprintf(L"line [%ls] length %zu hash %lu\n", line, wcslen(line), hash_wide(line));

    wchar_t words[6][12];
    int n = split_words(line, words, 6);
    for (int i = 0; i < n; i++) {
        wchar_t upper[12];
        size_t k = 0;
        for (; words[i][k]; k++)
            upper[k] = words[i][k] >= L'a' && words[i][k] <= L'z' ? words[i][k] - 32 : words[i][k];
        upper[k] = 0;
        wprintf(L"word %d: %ls -> %ls (%zu)\n", i, words[i], upper, wcslen(words[i]));
    }

    const wchar_t *comma = wcschr(line, L',');
    wprintf(L"comma at %td, compare %d %d %d\n", comma - line, wcscmp(L"abc", L"abd") < 0,
            wcscmp(words[0], L"pressure") == 0, wcscmp(L"b", L"a") > 0);

    int total = 0;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        total += table[i].count * (int)wcslen(table[i].name);
        wprintf(L"entry %zu: %.5ls count %d last %d\n", i, table[i].name, table[i].count,
                (int)table[i].name[wcslen(table[i].name) - 1]);
    }
    entry local = {L"delta", 5};
    wchar_t copy[8];
    wcsncpy(copy, local.name, 8);
    wprintf(L"local %ls total %d hash %lu\n", copy, total + local.count, hash_wide(copy));
    wprintf(L"escapes %d %d %d\n", (int)L"\t\101\x42"[0], (int)L"\t\101\x42"[1],
            (int)L"\t\101\x42"[2]);
    return 0;
}
