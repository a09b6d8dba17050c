// Structs: members, nested structs, arrays of structs, pointers to structs with ->, struct
// assignment, typedefs, and sizeof with padding.
#include <stdio.h>
#include <math.h>

typedef struct {
    double x, y;
} vec2;

struct particle {
    char tag;
    vec2 pos, vel;
    int id;
};

double norm(const vec2 *v) { return sqrt(v->x * v->x + v->y * v->y); }

void step(struct particle *p, double dt) {
    p->pos.x += p->vel.x * dt;
    p->pos.y += p->vel.y * dt;
}

int main(void) {
    struct particle ps[4];
    int i;
    for (i = 0; i < 4; i++) {
        ps[i].tag = 'a' + i;
        ps[i].id = 100 + i;
        ps[i].pos.x = i;
        ps[i].pos.y = -i;
        ps[i].vel.x = 0.5 * i;
        ps[i].vel.y = 1.0;
    }
    for (int t = 0; t < 10; t++)
        for (i = 0; i < 4; i++) step(&ps[i], 0.1);
    for (i = 0; i < 4; i++)
        printf("%c %d (%.3f, %.3f) |v| %.4f\n", ps[i].tag, ps[i].id, ps[i].pos.x, ps[i].pos.y, norm(&ps[i].vel));
    vec2 a = {3.0, 4.0}, b;
    b = a;
    b.x = 6.0;
    printf("%.1f %.1f %.1f\n", a.x, b.x, norm(&a));
    struct particle copy = ps[2];
    ps[2].id = 0;
    printf("%d %d\n", copy.id, ps[2].id);
    printf("sizes %d %d\n", (int)sizeof(vec2), (int)sizeof(struct particle));
    return 0;
}
