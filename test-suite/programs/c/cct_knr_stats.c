// dvmh-warnings: expected (C89 style: functions called before their definitions, library
// functions used without their headers)
// An old K&R-style statistics program: old-style definitions, helpers used before they are
// defined (implicitly int), printf and sqrt without their headers (gcc gives them their
// library types), a pointer to const data summarised by helpers, and a histogram.
#define NV 64

static double data[NV];

double average();
double spread();

int main()
{
    int i, h[8];
    double mean, sd;
    fill_data(data, NV, 12345);
    mean = average(data, NV);
    sd = spread(data, NV, mean);
    printf("mean %.8f sd %.8f\n", mean, sd);
    for (i = 0; i < 8; i++)
        h[i] = 0;
    printf("in range: %d of %d\n", histogram(data, NV, h, -1.0, 1.0), NV);
    for (i = 0; i < 8; i++)
        printf("bin %d: %d\n", i, h[i]);
    printf("checksum %d\n", checksum(h, 8));
    return 0;
}

int fill_data(v, n, seed)
double *v;
int n, seed;
{
    int i;
    unsigned s = seed;
    for (i = 0; i < n; i++) {
        s = s * 1103515245u + 12345u;
        v[i] = ((s >> 8) % 20001) / 10000.0 - 1.0;
    }
    return n;
}

double average(v, n)
const double *v;
int n;
{
    double s = 0.0;
    int i;
    for (i = 0; i < n; i++)
        s += v[i];
    return s / n;
}

double spread(v, n, mean)
const double *v;
int n;
double mean;
{
    double s = 0.0;
    int i;
    for (i = 0; i < n; i++)
        s += (v[i] - mean) * (v[i] - mean);
    return sqrt(s / (n - 1));
}

int histogram(v, n, bins, lo, hi)
const double *v;
int n, *bins;
double lo, hi;
{
    int i, k, inside = 0;
    for (i = 0; i < n; i++) {
        if (v[i] < lo || v[i] >= hi)
            continue;
        k = (int)((v[i] - lo) / (hi - lo) * 8);
        bins[k]++;
        inside++;
    }
    return inside;
}

int checksum(bins, n)
int *bins, n;
{
    int i, c = 7;
    for (i = 0; i < n; i++)
        c = c * 131 + bins[i];
    return c & 0x7fffffff;
}
