// Recursion: factorial, Fibonacci, Ackermann, gcd, and the towers of Hanoi.
#include <stdio.h>

long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int ack(int m, int n) {
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}
int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }
static int moves;
void hanoi(int n, int from, int to, int via) {
    if (n == 0) return;
    hanoi(n - 1, from, via, to);
    moves++;
    if (n == 4) printf("move disk 4 from %d to %d\n", from, to);
    hanoi(n - 1, via, to, from);
}

int main(void) {
    int i;
    for (i = 0; i <= 20; i += 5) printf("%d! = %ld\n", i, fact(i));
    printf("fib(25) = %d\n", fib(25));
    printf("ack(2,3) = %d ack(3,3) = %d\n", ack(2, 3), ack(3, 3));
    printf("gcd %d %d\n", gcd(1071, 462), gcd(17, 5));
    hanoi(10, 1, 3, 2);
    printf("moves %d\n", moves);
    return 0;
}
