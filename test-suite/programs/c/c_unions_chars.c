// Unions over the same bytes (reading an int's bytes via unsigned char), character
// arithmetic, and a Caesar cipher.
#include <stdio.h>

union word {
    unsigned int u;
    unsigned char bytes[4];
};

void caesar(char *s, int k) {
    for (; *s; s++) {
        if (*s >= 'a' && *s <= 'z') *s = 'a' + (*s - 'a' + k) % 26;
        else if (*s >= 'A' && *s <= 'Z') *s = 'A' + (*s - 'A' + k) % 26;
    }
}

int main(void) {
    union word w;
    w.u = 0x11223344u;
    printf("%02x %02x %02x %02x size %d\n", w.bytes[0], w.bytes[1], w.bytes[2], w.bytes[3], (int)sizeof w);
    w.bytes[0] = 0xff;
    printf("%08x\n", w.u);
    char msg[] = "Hello, DVMH World";
    caesar(msg, 3);
    printf("%s\n", msg);
    caesar(msg, 23);
    printf("%s\n", msg);
    char c = 'A';
    c += 2;
    int sum = 0;
    for (char ch = '0'; ch <= '9'; ch++) sum += ch - '0';
    printf("%c %d %d\n", c, c, sum);
    return 0;
}
