// A 5-point Laplace stencil on a 2-D grid with fixed boundaries (Gauss-Seidel red-black
// ordering), a convergence test and a checksum of the field.
#include <stdio.h>
#include <math.h>

#define NX 24
#define NY 18

static double u[NY][NX];

int main(void) {
    for (int i = 0; i < NY; i++)
        for (int j = 0; j < NX; j++) {
            if (i == 0) u[i][j] = 100.0;
            else if (i == NY - 1) u[i][j] = 0.0;
            else if (j == 0 || j == NX - 1) u[i][j] = 50.0 * (NY - 1 - i) / (NY - 1);
            else u[i][j] = 0.0;
        }
    int sweeps = 0;
    double change;
    do {
        change = 0;
        for (int color = 0; color < 2; color++)
            for (int i = 1; i < NY - 1; i++)
                for (int j = 1 + (i + color) % 2; j < NX - 1; j += 2) {
                    double nv = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
                    change = fmax(change, fabs(nv - u[i][j]));
                    u[i][j] = nv;
                }
        sweeps++;
    } while (change > 1e-6 && sweeps < 2000);
    printf("sweeps %d\n", sweeps);
    double sum = 0;
    for (int i = 0; i < NY; i++)
        for (int j = 0; j < NX; j++) sum += u[i][j] * ((i + j) % 7 + 1);
    printf("checksum %.4f\n", sum);
    for (int i = 0; i < NY; i += 4) {
        for (int j = 0; j < NX; j += 5) printf("%7.3f", u[i][j]);
        printf("\n");
    }
    return 0;
}
