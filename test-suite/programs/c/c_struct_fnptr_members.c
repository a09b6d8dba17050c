// Structs holding function pointers (a tiny object system with "methods"), self-referential
// typedef'd structs, struct members that are arrays, and struct copies keeping array contents.
#include <stdio.h>
#include <string.h>

typedef struct shape shape;
struct shape {
    const char *kind;
    double dims[2];
    double (*area)(const shape *);
    double (*perimeter)(const shape *);
    shape *next;
};

static double rect_area(const shape *s) { return s->dims[0] * s->dims[1]; }
static double rect_perim(const shape *s) { return 2 * (s->dims[0] + s->dims[1]); }
static double circ_area(const shape *s) { return 3.14159265358979 * s->dims[0] * s->dims[0]; }
static double circ_perim(const shape *s) { return 2 * 3.14159265358979 * s->dims[0]; }

struct stack { int items[8]; int top; };

static void push(struct stack *s, int v) { s->items[s->top++] = v; }
static int pop(struct stack *s) { return s->items[--s->top]; }

int main(void) {
    shape shapes[3] = {
        {"rect", {3, 4}, rect_area, rect_perim, 0},
        {"circle", {1.5, 0}, circ_area, circ_perim, 0},
        {"square", {2.5, 2.5}, rect_area, rect_perim, 0},
    };
    for (int i = 0; i < 2; i++) shapes[i].next = &shapes[i + 1];
    double total = 0;
    for (shape *s = shapes; s; s = s->next) {
        printf("%-7s area %8.4f perimeter %8.4f\n", s->kind, s->area(s), (*s->perimeter)(s));
        total += s->area(s);
    }
    printf("total %.4f\n", total);
    struct stack a = {{0}, 0};
    for (int i = 1; i <= 5; i++) push(&a, i * i);
    struct stack b = a;
    push(&b, 99);
    printf("a top %d", a.top);
    printf(" pop %d;", pop(&a));
    printf(" b top %d", b.top);
    printf(" pop %d\n", pop(&b));
    printf("b items");
    while (b.top) printf(" %d", pop(&b));
    printf("\n");
    shape copy = shapes[1];
    copy.dims[0] = 2;
    printf("copy area %.4f original %.4f\n", copy.area(&copy), shapes[1].area(&shapes[1]));
    printf("same method %d\n", copy.area == circ_area);
    return 0;
}
