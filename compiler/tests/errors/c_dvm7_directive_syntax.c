// Malformed directive lines a user might type: an unclosed mapping, a missing 'with', a
// shadow edge without its bracket, an empty reduction, 'new_value' misspelt; each line is
// reported and the program around them is still checked.
#define N 8
#pragma dvm array distribute[block] shadow[1: // ERROR: expected an integer expression, found the end of the directive
double A[N];
#pragma dvm array align([i] A[i]) // ERROR: expected 'with', found 'A'
double B[N];

int main(void) {
    int i;
    double s = 0;
#pragma dvm parallel([i] on A[i] reduction(sum(s)) // ERROR: expected ')', found 'reduction'
    for (i = 0; i < N; i++) s += A[i];
#pragma dvm parallel([i] on A[i]) reduction() // ERROR: expected a name, found ')'
    for (i = 0; i < N; i++) s += A[i];
#pragma dvm realign(B[i] with A[i]) newvalue // ERROR: unexpected 'newvalue' in a DVMH directive
    return (int)s;
}
