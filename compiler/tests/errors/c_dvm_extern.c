// 'extern' distributed arrays: the unit that defines one maps it, so the 'extern' declaration
// takes a bare '#pragma dvm array' (a template a bare '#pragma dvm template'); an 'extern' one is
// a file-scope array with constant sizes.
#define N 8
#pragma dvm array distribute[block] // ERROR: an 'extern' distributed array is mapped where it is defined: write '#pragma dvm array' without clauses
extern double A[N];
#pragma dvm array
extern double (*P)[N]; // ERROR: an 'extern' distributed array is an array of numbers with constant sizes; 'P' is not one
#pragma dvm template[N] // ERROR: an 'extern' template is mapped where it is defined: write '#pragma dvm template' without sizes or 'distribute'
extern void *T;
#pragma dvm template
extern void *T2;
#pragma dvm template
extern double *T3; // ERROR: a template is declared as 'void *T3'
#pragma dvm array
extern double B[N][N];

double corner(void) {
#pragma dvm array
    extern double C[N]; // ERROR: a distributed array is declared without 'typedef' ('static' and 'extern' only at file scope)
    return B[1][2];
}
