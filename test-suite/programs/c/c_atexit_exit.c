// atexit handlers run in reverse order of registration when main returns, after output
// buffered with printf; the handlers see globals set in main.
#include <stdio.h>
#include <stdlib.h>

static int final_value;

static void first(void) { printf("handler first, final %d\n", final_value); }
static void second(void) { printf("handler second\n"); }

int main(void) {
    atexit(first);
    atexit(second);
    for (int i = 1; i <= 10; i++) final_value += i;
    printf("main done\n");
    return 0;
}
