// C's operators in directive expressions: constant ones are folded with C's meaning, so a
// shift out of range, a division by zero or a non-linear ON subscript is still an error;
// sizeof needs a type or a variable.
#define N 16
#pragma dvm array distribute[block], shadow[1 << 70] // ERROR: shift count out of range in a directive expression
double A[N];
#pragma dvm array distribute[block], shadow[(N & 3) ? 1 : N / (N & 3)] // ERROR: division by zero in a directive expression
double B[N];
#pragma dvm array distribute[block], shadow[sizeof(no_such_type)] // ERROR: 'sizeof' of something that is not a type here
double C[N];
#pragma dvm array distribute[block], shadow[sizeof(double) >> 3]
double D[N];

int main(void) {
    int i;
    double s = 0;
#pragma dvm parallel([i] on D[i << 1]) reduction(sum(s)) // ERROR: a directive subscript must be linear (a*i+b)
    for (i = 0; i < N / 2; i++) s += D[2 * i];
    return (int)s;
}
