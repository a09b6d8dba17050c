// sizeof on types and expressions (the operand is not evaluated), struct padding and
// alignment on x86-64, offsetof, and arrays inside structs.
#include <stdio.h>
#include <stddef.h>

struct a { char c; int i; };
struct b { char c; double d; char e; };
struct c { char x, y; short s; int i; long l; };
struct d { int n; char name[10]; double vals[3]; };
union u { char c; int i; double d; char s[13]; };

int main(void) {
    printf("char %d short %d int %d long %d llong %d\n", (int)sizeof(char), (int)sizeof(short), (int)sizeof(int), (int)sizeof(long), (int)sizeof(long long));
    printf("float %d double %d ptr %d size_t %d\n", (int)sizeof(float), (int)sizeof(double), (int)sizeof(void *), (int)sizeof(size_t));
    printf("struct a %d b %d c %d d %d union %d\n", (int)sizeof(struct a), (int)sizeof(struct b), (int)sizeof(struct c), (int)sizeof(struct d), (int)sizeof(union u));
    printf("offsets a.i %d b.d %d b.e %d c.s %d c.l %d d.vals %d\n", (int)offsetof(struct a, i), (int)offsetof(struct b, d),
           (int)offsetof(struct b, e), (int)offsetof(struct c, s), (int)offsetof(struct c, l), (int)offsetof(struct d, vals));
    printf("nested offsets %d %d\n", (int)offsetof(struct d, vals[2]), (int)offsetof(struct d, name[3]));
    int table[offsetof(struct b, e)];
    printf("array sized by offsetof %d\n", (int)(sizeof table / sizeof table[0]));
    int i = 5;
    size_t s = sizeof(i++);
    printf("sizeof(i++) %zu, i still %d\n", s, i);
    double arr[7];
    printf("sizeof arr %zu elements %zu\n", sizeof arr, sizeof arr / sizeof *arr);
    printf("sizeof \"hello\" %zu sizeof 'a' %zu\n", sizeof "hello", sizeof 'a');
    printf("sizeof(int[3][4]) %zu\n", sizeof(int[3][4]));
    struct d dd;
    printf("sizeof dd.name %zu sizeof dd.vals[0] %zu\n", sizeof dd.name, sizeof dd.vals[0]);
    char c = 0;
    printf("sizeof(c + c) %zu sizeof(c) %zu sizeof(1.0f * c) %zu\n", sizeof(c + c), sizeof c, sizeof(1.0f * c));
    struct b arrb[3];
    printf("struct b stride %d\n", (int)((char *)&arrb[1] - (char *)&arrb[0]));
    printf("ptrdiff of doubles %td\n", &arr[6] - &arr[1]);
    return 0;
}
