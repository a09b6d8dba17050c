// A Jacobi relaxation on a 2-D grid with fixed boundaries, and its convergence history.
#include <stdio.h>
#include <math.h>

#define L 40
#define ITMAX 60
double a[L][L], b[L][L];

int main(void) {
    int i, j, it;
    for (i = 0; i < L; i++)
        for (j = 0; j < L; j++) {
            a[i][j] = 0.0;
            if (i == 0 || j == 0 || i == L - 1 || j == L - 1)
                b[i][j] = 0.0;
            else
                b[i][j] = 1.0 + i + j;
        }
    for (it = 1; it <= ITMAX; it++) {
        double eps = 0.0;
        for (i = 1; i < L - 1; i++)
            for (j = 1; j < L - 1; j++) {
                double d = fabs(b[i][j] - a[i][j]);
                if (d > eps) eps = d;
                a[i][j] = b[i][j];
            }
        for (i = 1; i < L - 1; i++)
            for (j = 1; j < L - 1; j++)
                b[i][j] = (a[i - 1][j] + a[i][j - 1] + a[i][j + 1] + a[i + 1][j]) / 4.0;
        if (it % 10 == 0) printf("it = %4d eps = %14.7e\n", it, eps);
    }
    double s = 0;
    for (i = 0; i < L; i++)
        for (j = 0; j < L; j++)
            s += b[i][j];
    printf("checksum %.6f\n", s);
    return 0;
}
