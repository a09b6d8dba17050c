// Globals with initializers, static locals that keep their value between calls, and a
// global string table.
#include <stdio.h>

int counter = 10;
double scale = 2.5;
static const char *days[] = {"mon", "tue", "wed", "thu", "fri", "sat", "sun"};
int primes[10] = {2, 3, 5, 7, 11};
char greeting[] = "hi there";

int next_id(void) {
    static int id = 1000;
    return id++;
}

int calls(void) {
    static int n;
    return ++n;
}

int main(void) {
    int i;
    for (i = 0; i < 3; i++) printf("id %d\n", next_id());
    for (i = 0; i < 4; i++) calls();
    printf("calls %d\n", calls());
    counter += 5;
    printf("%d %.2f\n", counter, scale * counter);
    for (i = 0; i < 7; i += 2) printf("%s ", days[i]);
    printf("\n");
    int s = 0;
    for (i = 0; i < 10; i++) s += primes[i];
    printf("primes %d %s %d\n", s, greeting, (int)sizeof(greeting));
    return 0;
}
