/* The C side of bind_c_mixed.f90: functions Fortran calls through BIND(C) interfaces, and
   one that calls back a BIND(C) Fortran procedure. */
#include <string.h>

typedef struct {
    int id;
    double x, y;
} point;

double c_dot(const double *a, const double *b, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

void c_fill(int *a, int n, int start) {
    for (int i = 0; i < n; i++) a[i] = start + i * i;
}

int c_count_vowels(const char *s) {
    int k = 0;
    for (; *s; s++) k += strchr("aeiouAEIOU", *s) != NULL;
    return k;
}

double c_point_norm2(const point *p) { return p->x * p->x + p->y * p->y; }

void c_point_shift(point *p, double dx) {
    p->id += 100;
    p->x += dx;
    p->y -= dx;
}

/* Defined in Fortran with BIND(C, NAME='f_scale') and BIND(C) (f_twice). */
void f_scale(int n, double *x, double f);
int f_twice(int k);

double c_apply(int n, double *x) {
    f_scale(n, x, 0.5);
    double s = 0;
    for (int i = 0; i < n; i++) s += x[i];
    return s + f_twice(21);
}

void c_matrix(double *m, int rows, int cols) {
    /* Column-major, as Fortran stores m(rows, cols). */
    for (int j = 0; j < cols; j++)
        for (int i = 0; i < rows; i++) m[i + j * rows] = 10 * (i + 1) + (j + 1);
}
