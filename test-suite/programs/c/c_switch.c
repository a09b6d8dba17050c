// switch: fall-through, default in the middle, nested switches, a char classifier.
#include <stdio.h>

const char *kind(int c) {
    switch (c) {
    case ' ':
    case '\t':
        return "space";
    case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
        return "digit";
    default:
        if (c >= 'a' && c <= 'z') return "lower";
        return "other";
    case '+':
    case '-':
        return "sign";
    }
}

int main(void) {
    const char *s = "a1 +Z\t9-";
    for (int i = 0; s[i]; i++) printf("%d:%s ", i, kind(s[i]));
    printf("\n");
    int total = 0;
    for (int i = 0; i < 6; i++) {
        switch (i % 4) {
        case 0:
            total += 1;
        case 1:
            total += 10;
            break;
        case 2:
            switch (i) {
            case 2: total += 100; break;
            default: total += 1000;
            }
            break;
        default:
            total += 5;
        }
    }
    printf("total %d\n", total);
    long big = 5000000000L;
    switch (big / 1000000000L) {
    case 5: printf("five\n"); break;
    default: printf("?\n");
    }
    return 0;
}
