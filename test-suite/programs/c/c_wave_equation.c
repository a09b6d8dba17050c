// The 1-D wave equation by leapfrog time stepping with three time levels rotated through
// pointers, fixed ends, energy tracking, and the reflected pulse's position.
#include <stdio.h>
#include <math.h>
#include <stdlib.h>

#define NX 201

int main(void) {
    double *prev = calloc(NX, sizeof(double)), *cur = calloc(NX, sizeof(double)), *next = calloc(NX, sizeof(double));
    double dx = 1.0 / (NX - 1), c = 1.0, dt = 0.5 * dx / c, r2 = (c * dt / dx) * (c * dt / dx);
    for (int i = 0; i < NX; i++) {
        double x = i * dx;
        cur[i] = exp(-200 * (x - 0.3) * (x - 0.3));
    }
    cur[0] = cur[NX - 1] = 0;
    for (int i = 1; i < NX - 1; i++) prev[i] = cur[i] - 0.0 + 0.5 * r2 * (cur[i + 1] - 2 * cur[i] + cur[i - 1]) * 0;
    for (int i = 1; i < NX - 1; i++) prev[i] = cur[i];
    for (int step = 1; step <= 1200; step++) {
        for (int i = 1; i < NX - 1; i++) next[i] = 2 * cur[i] - prev[i] + r2 * (cur[i + 1] - 2 * cur[i] + cur[i - 1]);
        next[0] = next[NX - 1] = 0;
        double *t = prev;
        prev = cur;
        cur = next;
        next = t;
        if (step % 200 == 0) {
            int imax = 0;
            double e = 0;
            for (int i = 0; i < NX; i++) {
                if (fabs(cur[i]) > fabs(cur[imax])) imax = i;
                e += cur[i] * cur[i];
            }
            printf("step %4d peak at x=%.3f value %+.4f energy %.5f\n", step, imax * dx, cur[imax], e * dx);
        }
    }
    free(prev);
    free(cur);
    free(next);
    return 0;
}
