// char arithmetic: Caesar and Vigenere ciphers round trip, ROT13 twice, letter frequency
// counting with unsigned char indices, and a checksum of the encoded text.
#include <stdio.h>
#include <string.h>
#include <ctype.h>

static void caesar(char *s, int k)
{
    for (; *s; s++) {
        if (isupper((unsigned char)*s))
            *s = (char)('A' + (*s - 'A' + k + 26) % 26);
        else if (islower((unsigned char)*s))
            *s = (char)('a' + (*s - 'a' + k + 26) % 26);
    }
}

static void vigenere(char *s, const char *key, int dir)
{
    size_t n = strlen(key), j = 0;
    for (; *s; s++)
        if (isalpha((unsigned char)*s)) {
            int k = tolower((unsigned char)key[j++ % n]) - 'a';
            char base = isupper((unsigned char)*s) ? 'A' : 'a';
            *s = (char)(base + (*s - base + dir * k + 26) % 26);
        }
}

int main(void)
{
    char text[] = "Distributed Virtual Memory: Hybrid parallel programs, 2026!";
    char work[sizeof text];
    strcpy(work, text);
    caesar(work, 3);
    printf("caesar   %s\n", work);
    caesar(work, -3);
    printf("back     %d\n", strcmp(work, text) == 0);
    vigenere(work, "Keldysh", 1);
    printf("vigenere %s\n", work);
    unsigned sum = 0;
    for (const char *p = work; *p; p++)
        sum = sum * 131 + (unsigned char)*p;
    vigenere(work, "Keldysh", -1);
    printf("back     %d checksum %u\n", strcmp(work, text) == 0, sum);
    caesar(work, 13);
    caesar(work, 13);
    printf("rot13x2  %d\n", strcmp(work, text) == 0);
    int freq[256] = {0};
    for (const unsigned char *p = (const unsigned char *)text; *p; p++)
        freq[tolower(*p)]++;
    for (int c = 'a'; c <= 'z'; c++)
        if (freq[c] >= 3)
            printf("%c:%d ", c, freq[c]);
    printf("\n");
    return 0;
}
