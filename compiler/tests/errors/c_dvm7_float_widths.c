// Floating values in directive expressions: C gives an integer only through a cast, so a
// floating width, size or stage without one is reported, and so is a cast to a floating type.
#define N 16
#pragma dvm array distribute[block], shadow[2.5] // ERROR: floating constant '2.5' in an integer directive expression (a cast of a constant, '(int)2.5', converts it)
double A[N];
#pragma dvm template[(double)N] distribute[block] // ERROR: a floating value where the directive needs an integer
void *T;
#pragma dvm array distribute[block], shadow[(int)1.5 : (float)2] // ERROR: a floating value where the directive needs an integer
double B[N];

int main(void) {
    int i;
    double s = 0, f = 1.5;
#pragma dvm parallel([i] on B[i]) across(B[0.5:1]) // ERROR: floating constant '0.5' in an integer directive expression (a cast of a constant, '(int)0.5', converts it)
    for (i = 1; i < N; i++) B[i] = B[i - 1];
#pragma dvm parallel([i] on B[i]) reduction(sum(s)) stage(f * 2.0) // ERROR: floating constant '2.0' in an integer directive expression (a cast of a constant, '(int)2.0', converts it)
    for (i = 0; i < N; i++) s += B[i];
    return (int)s;
}
