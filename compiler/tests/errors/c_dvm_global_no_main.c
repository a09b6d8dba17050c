// A file-scope distributed array in a translation unit without 'main': such arrays are
// created when 'main' starts, so it would never exist.
#define N 8
#pragma dvm array distribute[block] // ERROR: the distributed array 'A' is defined in a translation unit without 'main': file-scope distributed arrays are created when 'main' starts, so define it in the unit of 'main'
double A[N];

#pragma dvm inherit(X)
double total(double X[N]) {
    double s = 0;
    #pragma dvm parallel([i] on X[i]) reduction(sum(s))
    for (int i = 0; i < N; i++)
        s += X[i];
    return s;
}
