// 'inherit' and the standalone 'shadow_renew': names that are not parameters, lists that
// differ between a prototype and the definition, distributed arrays passed to parameters that
// do not inherit (or of another rank), ordinary values passed to ones that do, renewals inside
// parallel loops or wider than the shadow edges; templates pass only to 'void *' parameters.
#define N 8
#pragma dvm array distribute[block][block], shadow[1][1]
double A[N][N];
#pragma dvm array distribute[block]
double V[N];
double plain[N];

#pragma dvm inherit(X, Z) // ERROR: 'Z' in 'inherit' is not a parameter of 'f'
void f(double X[][N], int n);
#pragma dvm inherit(X)
void g(double X[][N], double *Y);
#pragma dvm inherit(Y) // ERROR: the 'inherit' lists of the declarations of 'g' differ
void g(double X[][N], double *Y);
#pragma dvm inherit(X)
void h(double *X);
void k(double *X);
#pragma dvm inherit(T)
void t(void *T)
{
}
#pragma dvm inherit(n)
void u(int n) // ERROR: 'n': an inherited parameter must be an array of numbers ('double A[][N]', 'float *X') or a template ('void *T')
{
}
#pragma dvm template[N] distribute[block]
void *TG;
#pragma dvm inherit(X) // ERROR: '#pragma dvm inherit' must precede the prototype or the definition of a function
int x;

int main(void)
{
    int i;
    g(A, plain);
    h(A); // ERROR: 'A' has rank 2 but parameter 1 of 'h' has rank 1
    k(V); // ERROR: the distributed array 'V' is passed to 'k', whose parameter 1 is not in an 'inherit' list
    h(plain); // ERROR: parameter 1 of 'h' is in its 'inherit' list, but the argument is not a distributed array
    t(V); // ERROR: parameter 1 of 't' is a template ('void *'), but 'V' is a distributed array
    h(TG); // ERROR: 'TG' is a template: parameter 1 of 'h' must be 'void *'
    t(TG);
#pragma dvm shadow_renew(A[1][2]) // ERROR: width [2:2] is outside the shadow edges [1:1] of 'A'
#pragma dvm shadow_renew(V, plain) // ERROR: 'plain' is not a distributed array
#pragma dvm parallel([i] on V[i])
    for (i = 0; i < N; i++) {
#pragma dvm shadow_renew(A) // ERROR: a 'shadow_renew' directive inside a parallel loop (use the clause of 'parallel')
        V[i] = i;
    }
    return 0;
}
