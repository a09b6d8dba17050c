// Malformed '#pragma dvm' directives: every one is reported at its line (macros in them are
// expanded first), and the C code around them is still parsed.
#define N 8
#pragma dvm array distribute[blok] // ERROR: unknown distribution format 'blok'
double A[N][N];
#pragma dvm array distribute[block][block // ERROR: expected ']', found the end of the directive
double B[N][N];
#pragma dvm array distribute[block][+] // ERROR: expected a name, found '+'
double B2[N][N];
#pragma dvm array distribute[block] align([i] with A[i][]) // ERROR: an array is either distributed or aligned, not both
double C[N];
#pragma dvm array shadow[1] shadow[2] // ERROR: 'shadow' given twice in one 'array' directive
double D[N];
#pragma dvm arrays distribute[block] // ERROR: unknown DVMH directive 'arrays'
double E[N];
#pragma dvm template[N] distribute[block] ; // ERROR: unexpected character ';' in a DVMH directive
void *T;

int main(void) {
    int i, j;
    double s = 0;
#pragma dvm parallel([i] A[i]) // ERROR: expected 'on', found 'A'
    for (i = 0; i < N; i++) s += i;
#pragma dvm parallel([i] on A[i]) reduction(avg(s)) // ERROR: unknown reduction operation 'avg'
    for (i = 0; i < N; i++) s += i;
#pragma dvm parallel([i][] on A[i][j]) // ERROR: a parallel loop's mapping names a loop variable in every '[]'
    for (i = 0; i < N; i++) s += i;
#pragma dvm parallel([i] on A[i]) privat(s) // ERROR: expected a parallel loop clause, found 'privat'
    for (i = 0; i < N; i++) s += i;
#pragma dvm parallel([i] on A[i]) shadow_renew(A(corners)) // ERROR: expected 'corner', found 'corners'
    for (i = 0; i < N; i++) s += i;
#pragma dvm parallel([i] on A[i]) cuda_block(1, 2, 3, 4) // ERROR: 'cuda_block' takes one to three sizes
    for (i = 0; i < N; i++) s += i;
#pragma dvm region targets(GPU) // ERROR: unknown target 'GPU' (HOST or CUDA)
    { }
#pragma dvm region in(A) outt(B) // ERROR: expected a region clause, found 'outt'
    { }
#pragma dvm get_actual(s, ) // ERROR: expected a name, found ')'
#pragma dvm redistribute(A) // ERROR: expected '[', found ')'
#pragma dvm realign(C[i] on A[i][]) // ERROR: expected 'with', found 'on'
    return 0;
}
