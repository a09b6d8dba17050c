// Explicit 1-D heat equation with two buffers swapped through pointers.
#include <stdio.h>

#define NX 101
double u0[NX], u1[NX];

int main(void) {
    double *u = u0, *un = u1, *t;
    const double r = 0.4;
    int i, step;
    for (i = 0; i < NX; i++) u[i] = (i > 40 && i < 60) ? 100.0 : 0.0;
    for (step = 0; step < 500; step++) {
        un[0] = un[NX - 1] = 0.0;
        for (i = 1; i < NX - 1; i++) un[i] = u[i] + r * (u[i - 1] - 2 * u[i] + u[i + 1]);
        t = u;
        u = un;
        un = t;
        if (step % 100 == 99) {
            double heat = 0;
            for (i = 0; i < NX; i++) heat += u[i];
            printf("step %d heat %.6f mid %.6f\n", step + 1, heat, u[NX / 2]);
        }
    }
    return 0;
}
