// sizeof in directive expressions of things that have no size there: an undeclared name, a
// member a struct does not have, and a subscript of a scalar.
#define N 8
struct cell { double v; int k; };
struct cell cells[4];
double x;
#pragma dvm array distribute[block], shadow[sizeof(nothing[0])] // ERROR: 'sizeof' of something that is not a type here
double A[N];
#pragma dvm array distribute[block], shadow[sizeof(cells[0].w)] // ERROR: 'sizeof' of something that is not a type here
double B[N];
#pragma dvm array distribute[block], shadow[sizeof(x[1])] // ERROR: 'sizeof' of something that is not a type here
double C[N];
#pragma dvm array distribute[block], shadow[sizeof(cells[1].k) / 4]
double D[N];

int main(void) { return 0; }
