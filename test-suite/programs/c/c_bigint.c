// Big-integer arithmetic in base 10^9 limbs: factorials, Fibonacci numbers and powers of two
// with multi-limb add, multiply by a small number, and full multiplication.
#include <stdio.h>
#include <string.h>

#define LIMBS 40
#define BASE 1000000000u

typedef struct { unsigned int d[LIMBS]; int n; } big;

static void set_small(big *a, unsigned v) { memset(a, 0, sizeof *a); a->d[0] = v; a->n = 1; }

static void add(big *r, const big *a, const big *b) {
    unsigned long long carry = 0;
    int n = a->n > b->n ? a->n : b->n;
    for (int i = 0; i < n; i++) {
        unsigned long long s = carry + (i < a->n ? a->d[i] : 0) + (i < b->n ? b->d[i] : 0);
        r->d[i] = (unsigned)(s % BASE);
        carry = s / BASE;
    }
    r->n = n;
    if (carry) r->d[r->n++] = (unsigned)carry;
}

static void mul_small(big *a, unsigned m) {
    unsigned long long carry = 0;
    for (int i = 0; i < a->n; i++) {
        unsigned long long p = (unsigned long long)a->d[i] * m + carry;
        a->d[i] = (unsigned)(p % BASE);
        carry = p / BASE;
    }
    while (carry) { a->d[a->n++] = (unsigned)(carry % BASE); carry /= BASE; }
}

static void mul(big *r, const big *a, const big *b) {
    unsigned long long t[2 * LIMBS] = {0};
    for (int i = 0; i < a->n; i++)
        for (int j = 0; j < b->n; j++) {
            t[i + j] += (unsigned long long)a->d[i] * b->d[j];
            if (t[i + j] >= 8000000000000000000ULL) { t[i + j + 1] += t[i + j] / BASE; t[i + j] %= BASE; }
        }
    unsigned long long carry = 0;
    int n = a->n + b->n;
    for (int i = 0; i < n; i++) { t[i] += carry; r->d[i] = (unsigned)(t[i] % BASE); carry = t[i] / BASE; }
    r->n = n;
    while (r->n > 1 && r->d[r->n - 1] == 0) r->n--;
}

static void print(const char *label, const big *a) {
    printf("%s%u", label, a->d[a->n - 1]);
    for (int i = a->n - 2; i >= 0; i--) printf("%09u", a->d[i]);
    printf("\n");
}

int main(void) {
    big f;
    set_small(&f, 1);
    for (unsigned k = 2; k <= 50; k++) mul_small(&f, k);
    print("50! = ", &f);
    big a, b, c;
    set_small(&a, 0);
    set_small(&b, 1);
    for (int i = 0; i < 200; i++) { add(&c, &a, &b); a = b; b = c; }
    print("fib(200) = ", &a);
    big p;
    set_small(&p, 2);
    big q;
    for (int i = 0; i < 7; i++) { mul(&q, &p, &p); p = q; }
    print("2^128 = ", &p);
    big sq;
    mul(&sq, &f, &f);
    print("(50!)^2 = ", &sq);
    return 0;
}
