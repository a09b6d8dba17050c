// A direct-sum n-body simulation on an array of structs (position, velocity, mass), with
// `sqrt` in the inner loop, and the total energy before and after.
#include <stdio.h>
#include <math.h>

#ifndef NB
#define NB 1000
#endif
#ifndef STEPS
#define STEPS 250
#endif

struct body {
    double x, y, z;
    double vx, vy, vz;
    double m;
};

static struct body bodies[NB];

static double energy(int n, const struct body *b) {
    double e = 0.0;
    for (int i = 0; i < n; i++) {
        e += 0.5 * b[i].m * (b[i].vx * b[i].vx + b[i].vy * b[i].vy + b[i].vz * b[i].vz);
        for (int j = i + 1; j < n; j++) {
            double dx = b[i].x - b[j].x, dy = b[i].y - b[j].y, dz = b[i].z - b[j].z;
            e -= b[i].m * b[j].m / sqrt(dx * dx + dy * dy + dz * dz + 0.01);
        }
    }
    return e;
}

static void advance(int n, struct body *b, double dt) {
    for (int i = 0; i < n; i++) {
        double ax = 0.0, ay = 0.0, az = 0.0;
        for (int j = 0; j < n; j++) {
            double dx = b[j].x - b[i].x, dy = b[j].y - b[i].y, dz = b[j].z - b[i].z;
            double d2 = dx * dx + dy * dy + dz * dz + 0.01;
            double inv = b[j].m / (d2 * sqrt(d2));
            ax += dx * inv;
            ay += dy * inv;
            az += dz * inv;
        }
        b[i].vx += dt * ax;
        b[i].vy += dt * ay;
        b[i].vz += dt * az;
    }
    for (int i = 0; i < n; i++) {
        b[i].x += dt * b[i].vx;
        b[i].y += dt * b[i].vy;
        b[i].z += dt * b[i].vz;
    }
}

int main(void) {
    unsigned seed = 12345u;
    for (int i = 0; i < NB; i++) {
        seed = seed * 1103515245u + 12345u;
        bodies[i].x = (double)(seed % 10007) / 1000.0;
        seed = seed * 1103515245u + 12345u;
        bodies[i].y = (double)(seed % 10009) / 1000.0;
        seed = seed * 1103515245u + 12345u;
        bodies[i].z = (double)(seed % 10037) / 1000.0;
        bodies[i].vx = bodies[i].vy = bodies[i].vz = 0.0;
        bodies[i].m = 1.0 + (double)(i % 7) / 7.0;
    }
    printf("e0=%.10e\n", energy(NB, bodies));
    for (int s = 0; s < STEPS; s++)
        advance(NB, bodies, 0.001);
    printf("e1=%.10e\n", energy(NB, bodies));
    printf("nbody NB=%d x0=%.10e vz9=%.10e\n", NB, bodies[0].x, bodies[9].vz);
    return 0;
}
