// Directives that parse but do not fit what they apply to: rank agreement, loop headers and
// nests, clause variables, unknown names, misplaced directives. Each is reported at its
// place; none stops the rest of the file from being checked.
#define N 8
#pragma dvm array distribute[block][block][block] // ERROR: 'distribute' gives 3 formats for 'A' of rank 2
double A[N][N];
#pragma dvm array distribute[block][block]
double G[N][N];
#pragma dvm array align([i][j] with G[j][i])
double GT[N][N];
#pragma dvm array align([i] with G[i]) // ERROR: 'align' gives 1 dimensions for 'B' of rank 2
double B[N][N];
#pragma dvm array align([i][j] with G[i][j][0]) // ERROR: 'G' has rank 2 but the alignment gives 3 subscripts
double C[N][N];
#pragma dvm array align([i] with Nowhere[i]) // ERROR: 'Nowhere' is not a distributed array or template
double D[N];
#pragma dvm array align([i][j] with G[i*j][0]) // ERROR: a directive subscript must be linear (a*i+b)
double E[N][N];
#pragma dvm array distribute[block]
int **P; // ERROR: '#pragma dvm array' needs an array of numbers or structs with constant sizes or a pointer to such ('double (*A)[N]'); 'P' is not one
#pragma dvm array distribute[block]
double F[N] = {1}; // ERROR: distributed array 'F' has an initializer
#pragma dvm array shadow[2]
double H[N];
#pragma dvm array distribute[block], shadow[1][1] // ERROR: 'shadow' gives 2 widths for 'K' of rank 1
double K[N];
#pragma dvm template[N]
int T; // ERROR: a template is declared as 'void *T'
#pragma dvm array distribute[block]
double V[N];
int sizes[2] = {4, 4};
double weights[3] = {1, 2, 1};
#pragma dvm array distribute[genblock(nosuch)] // ERROR: 'nosuch' is not an array of the program
double GB[N];
#pragma dvm array distribute[genblock(weights)][block] // ERROR: 'weights' is not a one-dimensional array of integers with a constant size
double GC[N][N];
#pragma dvm array distribute[wgtblock(weights, 4)] // ERROR: 'weights' has 3 elements, not 4
double WB[N];
#pragma dvm array distribute[multblock(0)] // ERROR: a 'multblock' multiple is positive
double MB[N];
#pragma dvm array
double PP[N];
#pragma dvm parallel([i] on V[i]) // ERROR: '#pragma dvm parallel' must precede a 'for' loop (not at file scope)
int x;

int main(void) {
    int i, j;
    double s = 0, w[2], *pw = w;
    float f = 0;
#pragma dvm parallel([i] on V[i])
    for (j = 0; j < N; j++) s += j; // ERROR: the loop variable is 'j' but the directive names 'i' here
#pragma dvm parallel([i] on V[i])
    for (i = 0; i != N; i++) s += i; // ERROR: a parallel loop's header is 'for (i = a; i < b; i++)' (also '<=', '>', '>=', 'i--', 'i += c', 'i -= c')
#pragma dvm parallel([i] on V[i])
    for (i = 0; i < N; i--) s += i; // ERROR: the loop's step goes away from its bound (the loop would not end)
#pragma dvm parallel([i][j] on G[i][j])
    for (i = 0; i < N; i++) { s += 1; for (j = 0; j < N; j++) s += j; } // ERROR: the directive maps 2 loops but the nest is not tightly nested 1 deep
#pragma dvm parallel([i][j] on G[i]) // ERROR: 'G' has rank 2 but 'on' gives 1 subscripts
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) s += j;
#pragma dvm parallel([i] on Missing[i]) // ERROR: 'Missing' is not a distributed array or template
    for (i = 0; i < N; i++) s += i;
#pragma dvm parallel([i] on V[i]) reduction(sum(nothing)) // ERROR: 'nothing' undeclared
    for (i = 0; i < N; i++) s += i;
#pragma dvm parallel([i] on V[i]) reduction(sum(pw)) // ERROR: reduction variable 'pw' is not a number or an array of numbers
    for (i = 0; i < N; i++) s += i;
#pragma dvm parallel([i] on V[i]) reduction(or(f)) // ERROR: the bitwise reduction 'or' needs an integer variable; 'f' is not one
    for (i = 0; i < N; i++) s += i;
#pragma dvm parallel([i] on V[i]) shadow_renew(s) // ERROR: 's' is not a distributed array
    for (i = 0; i < N; i++) s += i;
#pragma dvm parallel([i] on V[i]) shadow_renew(V[2]) // ERROR: width [2:2] is outside the shadow edges [1:1] of 'V'
    for (i = 0; i < N; i++) s += i;
#pragma dvm parallel([i] on V[i])
    for (i = 0; i < N; i++) { if (i > 3) break; s += i; } // ERROR: 'break' leaves a parallel loop
#pragma dvm parallel([i] on V[i])
    for (i = 0; i < N; i++) {
#pragma dvm parallel([j] on V[j]) // ERROR: a parallel loop inside a parallel loop
        for (j = 0; j < N; j++) V[j] = 0;
    }
#pragma dvm region // ERROR: '#pragma dvm region' must precede a '{ }' block
    s = 1;
#pragma dvm actual(unknown) // ERROR: 'unknown' undeclared
    s = V; // ERROR: distributed array 'V' is used only as whole elements ('V[i]...')
    s = G[1][2][3]; // ERROR: distributed array 'G' of rank 2 is used with 3 subscripts (only whole elements are supported)
#pragma dvm array distribute[block] // ERROR: '#pragma dvm array' must precede a declaration of arrays (not before a statement)
    s = 2;
#pragma dvm array distribute[block][]
    double (*DA)[N];
    DA = 0; // ERROR: dynamic distributed array 'DA' is assigned only the result of 'malloc' or 'calloc'
#pragma dvm redistribute(G[block][])
#pragma dvm redistribute(GT[block][]) // ERROR: 'GT' is aligned with 'G': redistribute 'G' instead
#pragma dvm realign(V[i] with PP[i]) // ERROR: 'V' is realigned with 'PP', which is not mapped yet
#pragma dvm redistribute(PP[block][block]) // ERROR: 'distribute' gives 2 formats for 'PP' of rank 1
#pragma dvm realign(PP[i] with Nowhere[i]) // ERROR: 'Nowhere' is not a distributed array or template
#pragma dvm realign(s[i] with G[i][]) // ERROR: 's' is not a distributed array or template
    s = 3;
    return 0;
#pragma dvm get_actual(s)
#pragma dvm region // ERROR: '#pragma dvm region' must precede a '{ }' block (not at the end of a block)
}
