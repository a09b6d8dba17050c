// A region written inside another region, and inside a parallel loop: regions do not nest
// (manual §8.1); 'actual' inside a host_section is not allowed (§8.2.3).
#define N 12
#pragma dvm array distribute[block]
double A[N];

int main(void) {
    int i;
    double s = 0;
#pragma dvm region
    {
#pragma dvm parallel([i] on A[i])
        for (i = 0; i < N; i++) A[i] = i;
#pragma dvm region // ERROR: a region inside a region or a parallel loop
        {
#pragma dvm parallel([i] on A[i]) reduction(sum(s))
            for (i = 0; i < N; i++) s += A[i];
        }
#pragma dvm host_section
        {
#pragma dvm actual(s) // ERROR: 'actual' is not allowed inside a 'host_section'
            s = 0;
        }
    }
    return (int)s;
}
