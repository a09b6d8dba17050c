// C99 designated initializers for arrays and structs (globals as data, locals as stores),
// mixed with positional ones, array lengths taken from the largest index, unions
// initialized through a named member, and compound literals.
#include <stdio.h>

struct config {
    int width, height;
    double scale;
    const char *title;
};

union value {
    int i;
    double d;
};

int sparse[] = {[2] = 20, [5] = 50, 60, [0] = 1};
struct config global_cfg = {.height = 480, .width = 640, .title = "main"};
const char *names[4] = {[3] = "three", [1] = "one"};

int main(void) {
    printf("%d:", (int)(sizeof sparse / sizeof sparse[0]));
    for (int i = 0; i < 7; i++) printf(" %d", sparse[i]);
    printf("\n%dx%d %.1f %s\n", global_cfg.width, global_cfg.height, global_cfg.scale, global_cfg.title);
    struct config local = {.height = 600, 2.5, .title = "local"};
    printf("%d %d %.1f %s\n", local.width, local.height, local.scale, local.title);
    double row[6] = {1.0, [4] = 4.0, 5.0};
    for (int i = 0; i < 6; i++) printf("%.1f ", row[i]);
    printf("\n");
    for (int i = 0; i < 4; i++) printf("%s ", names[i] ? names[i] : "-");
    printf("\n");
    union value v = {.d = 2.5};
    union value w = {7};
    printf("%.2f %d\n", v.d, w.i);
    struct config grid[2] = {[1] = {.title = "second", .width = 2}, [0] = {.height = 1}};
    printf("%s %d\n", grid[1].title, grid[1].width);
    struct config c = (struct config){.width = 3, .height = 4};
    int *odd = (int[]){1, 3, 5, 7};
    double area = ((struct config){.width = 5, .height = 6}).width * 6.0;
    printf("%d %d %d %.1f\n", c.width * c.height, odd[3], (int)sizeof((int[]){1, 2, 3}), area);
    return 0;
}
