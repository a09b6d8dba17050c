// Arrays of structs: a small particle table updated in place, sorted by hand, and searched;
// nested structs and struct assignment.
#include <stdio.h>
#include <string.h>

struct vec { double x, y; };
struct particle {
    char name[8];
    struct vec pos, vel;
    double mass;
    int id;
};

static void step(struct particle *p, int n, double dt) {
    for (int i = 0; i < n; i++) {
        p[i].pos.x += dt * p[i].vel.x;
        p[i].pos.y += dt * p[i].vel.y;
        p[i].vel.y -= 9.81 * dt;
    }
}

static double energy(const struct particle *p, int n) {
    double e = 0;
    for (int i = 0; i < n; i++)
        e += 0.5 * p[i].mass * (p[i].vel.x * p[i].vel.x + p[i].vel.y * p[i].vel.y) + p[i].mass * 9.81 * p[i].pos.y;
    return e;
}

int main(void) {
    struct particle ps[5];
    for (int i = 0; i < 5; i++) {
        sprintf(ps[i].name, "p%d", i);
        ps[i].pos.x = i;
        ps[i].pos.y = 10.0 + i;
        ps[i].vel.x = 1.0 - 0.5 * i;
        ps[i].vel.y = 0.25 * i;
        ps[i].mass = 1.0 + i * i;
        ps[i].id = 100 + i;
    }
    printf("E0 %.6f\n", energy(ps, 5));
    for (int k = 0; k < 10; k++) step(ps, 5, 0.01);
    printf("E1 %.6f\n", energy(ps, 5));
    // sort by x position, descending (insertion sort with struct assignment)
    for (int i = 1; i < 5; i++) {
        struct particle t = ps[i];
        int j = i - 1;
        while (j >= 0 && ps[j].pos.x < t.pos.x) { ps[j + 1] = ps[j]; j--; }
        ps[j + 1] = t;
    }
    for (int i = 0; i < 5; i++)
        printf("%s id=%d x=%.4f y=%.4f\n", ps[i].name, ps[i].id, ps[i].pos.x, ps[i].pos.y);
    struct particle *heavy = &ps[0];
    for (struct particle *q = ps; q < ps + 5; q++)
        if (q->mass > heavy->mass) heavy = q;
    printf("heaviest %s mass %.1f index %d\n", heavy->name, heavy->mass, (int)(heavy - ps));
    printf("sizeof vec %d\n", (int)sizeof(struct vec));
    return 0;
}
