// Output to stdout and stderr through fprintf, fflush, and exit() from a nested function
// with status 0 (the runtime is finished first).
#include <stdio.h>
#include <stdlib.h>

void finish(int code) {
    printf("finishing with %d\n", code);
    fflush(stdout);
    exit(code);
}

int main(void) {
    fprintf(stdout, "to stdout %d\n", 1);
    fprintf(stderr, "to stderr %d\n", 2);
    for (int i = 0; i < 5; i++)
        if (i == 3) finish(0);
    printf("not reached\n");
    return 1;
}
