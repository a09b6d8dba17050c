// A small N-body simulation (leapfrog) on arrays of structs, with energy before and after.
#include <stdio.h>
#include <math.h>

#define NB 5
typedef struct {
    double x[3], v[3], m;
} body;

body bodies[NB];

double energy(void) {
    double e = 0;
    for (int i = 0; i < NB; i++) {
        const body *b = &bodies[i];
        e += 0.5 * b->m * (b->v[0] * b->v[0] + b->v[1] * b->v[1] + b->v[2] * b->v[2]);
        for (int j = i + 1; j < NB; j++) {
            double d2 = 0;
            for (int k = 0; k < 3; k++) {
                double d = b->x[k] - bodies[j].x[k];
                d2 += d * d;
            }
            e -= b->m * bodies[j].m / sqrt(d2);
        }
    }
    return e;
}

void advance(double dt) {
    for (int i = 0; i < NB; i++)
        for (int j = i + 1; j < NB; j++) {
            double d[3], d2 = 0;
            for (int k = 0; k < 3; k++) {
                d[k] = bodies[i].x[k] - bodies[j].x[k];
                d2 += d[k] * d[k];
            }
            double mag = dt / (d2 * sqrt(d2));
            for (int k = 0; k < 3; k++) {
                bodies[i].v[k] -= d[k] * bodies[j].m * mag;
                bodies[j].v[k] += d[k] * bodies[i].m * mag;
            }
        }
    for (int i = 0; i < NB; i++)
        for (int k = 0; k < 3; k++) bodies[i].x[k] += dt * bodies[i].v[k];
}

int main(void) {
    for (int i = 0; i < NB; i++) {
        bodies[i].m = 1.0 + 0.1 * i;
        for (int k = 0; k < 3; k++) {
            bodies[i].x[k] = (i + 1) * (k == 0 ? 1.0 : k == 1 ? -0.5 : 0.25);
            bodies[i].v[k] = 0.01 * (i - k);
        }
    }
    printf("e0 = %.9f\n", energy());
    for (int s = 0; s < 1000; s++) advance(0.001);
    printf("e1 = %.9f\n", energy());
    printf("x0 = %.6f %.6f %.6f\n", bodies[0].x[0], bodies[0].x[1], bodies[0].x[2]);
    return 0;
}
