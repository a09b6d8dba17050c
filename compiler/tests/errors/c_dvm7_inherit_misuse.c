// inherit lists that name what is not a parameter, a template parameter that is not
// 'void *', and a distributed array passed to a parameter outside the inherit list.
#define N 8
#pragma dvm array distribute[block]
double V[N];

#pragma dvm inherit(a, count) // ERROR: 'count' in 'inherit' is not a parameter of 'sum'
double sum(double a[N], int n);

#pragma dvm inherit(t)
void fill(int t, double a[N]);

double twice(double a[N]) { return 2 * a[0]; }

#pragma dvm inherit(t)
void fill(int t, double a[N]) { a[0] = t; } // ERROR: 't': an inherited parameter must be an array of numbers ('double A[][N]', 'float *X') or a template ('void *T')

#pragma dvm inherit(a)
double sum(double a[N], int n) { return a[0] * n; }

int main(void) {
    return (int)(sum(V, N) + twice(V)); // ERROR: the distributed array 'V' is passed to 'twice', whose parameter 1 is not in an 'inherit' list
}
