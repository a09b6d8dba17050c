// main(argc, argv): the argument count and program name's presence, and the exit status
// returned from main through a helper.
#include <stdio.h>
#include <string.h>

int check(int argc, char **argv) {
    return argc >= 1 && argv[0] != 0 && strlen(argv[0]) > 0;
}

int main(int argc, char *argv[]) {
    printf("argc %d ok %d\n", argc, check(argc, argv));
    printf("argv[argc] is null: %d\n", argv[argc] == 0);
    return 0;
}
