// Static locals keep their value between calls; static globals are file-local; a counter,
// a generator and a memo table.
#include <stdio.h>

static int calls;

static int next_id(void) {
    static int id = 1000;
    calls++;
    return id++;
}

static long fib(int n) {
    static long memo[64];
    static int init;
    if (!init) { for (int i = 0; i < 64; i++) memo[i] = -1; init = 1; }
    if (n < 2) return n;
    if (memo[n] >= 0) return memo[n];
    return memo[n] = fib(n - 1) + fib(n - 2);
}

static const char *season(int k) {
    static const char *names[] = {"winter", "spring", "summer", "autumn"};
    return names[k % 4];
}

static double running_mean(double x) {
    static double sum = 0;
    static int n = 0;
    sum += x;
    n++;
    return sum / n;
}

static int *counter(void) {
    static int c;
    static int *p = &c;
    static int (*self)(void) = next_id;
    (*p)++;
    if (c == 2) printf("self call %d\n", self());
    return p;
}

int main(void) {
    for (int i = 0; i < 4; i++) printf("counter %d\n", *counter());
    for (int i = 0; i < 3; i++) printf("id %d\n", next_id());
    printf("calls %d\n", calls);
    printf("fib(50) %ld fib(60) %ld\n", fib(50), fib(60));
    for (int k = 0; k < 6; k++) printf("%s ", season(k));
    printf("\n");
    for (int i = 1; i <= 5; i++) printf("mean %.3f\n", running_mean(i * i));
    return 0;
}
