// Legacy numerical routines in the old (K&R) definition style that C99 still accepts and
// that ported Fortran-era libraries keep: parameter names in the list and their types in
// declarations before the body (several names per declaration, pointers, arrays, a name
// declared out of order). They are called with properly typed arguments through
// prototypes given earlier, as such libraries' headers do. Character constants include a
// multi-character tag ('RIFF'-style, gcc's value) and wide character constants.
#include <stdio.h>
#include <math.h>
#include <wchar.h>

double dot(int n, const double *x, int incx, const double *y, int incy);
void axpy(int n, double a, const double *x, double *y);
int idamax(int n, const double *x);
double poly(double x, int deg, const double c[]);
long gcd_kr(long a, long b);
char *fmt_tag(long tag, char *buf);

double dot(n, x, incx, y, incy)
int n, incx, incy;
const double *x;
const double *y;
{
    double s = 0.0;
    int i;
    for (i = 0; i < n; i++)
        s += x[i * incx] * y[i * incy];
    return s;
}

void axpy(n, a, x, y)
double a;
int n;
const double *x;
double *y;
{
    int i;
    for (i = 0; i < n; i++)
        y[i] += a * x[i];
}

int idamax(n, x)
int n;
const double *x;
{
    int i, best = 0;
    for (i = 1; i < n; i++)
        if (fabs(x[i]) > fabs(x[best]))
            best = i;
    return best;
}

double poly(x, deg, c)
double x;
int deg;
const double c[];
{
    double p = c[deg];
    while (deg-- > 0)
        p = p * x + c[deg];
    return p;
}

long gcd_kr(a, b)
long a, b;
{
    return b == 0 ? a : gcd_kr(b, a % b);
}

char *fmt_tag(tag, buf)
long tag;
char *buf;
{
    int k;
    for (k = 0; k < 4; k++)
        buf[k] = (char)((tag >> (8 * (3 - k))) & 0xff);
    buf[4] = '\0';
    return buf;
}

int main(void)
{
    double x[12], y[12];
    int i;
    for (i = 0; i < 12; i++) {
        x[i] = sin(0.5 * i) * (i + 1);
        y[i] = 1.0 / (i + 2.0);
    }
    printf("dot = %.12f strided dot = %.12f\n", dot(12, x, 1, y, 1), dot(6, x, 2, y, 2));
    axpy(12, -0.5, x, y);
    printf("after axpy: y[0]=%.9f y[5]=%.9f y[11]=%.9f\n", y[0], y[5], y[11]);
    int m = idamax(12, x);
    printf("idamax = %d (|x| = %.9f)\n", m, fabs(x[m]));
    const double c[] = {1.0, -3.0, 0.5, 2.0};
    for (i = -2; i <= 2; i++)
        printf("p(%d) = %g\n", i, poly((double)i, 3, c));
    printf("gcd(1071, 462) = %ld gcd(2^40, 6^15) = %ld\n", gcd_kr(1071L, 462L),
           gcd_kr(1L << 40, 470184984576L));
    long tags[] = {'RIFF', 'WAVE', 'fmt ', 'data'};
    char buf[5];
    for (i = 0; i < 4; i++)
        printf("tag %08lx = \"%s\"\n", tags[i], fmt_tag(tags[i], buf));
    printf("'ab' = %d, '\\x01\\x02' = %d\n", 'ab', '\x01\x02');
    wchar_t w[] = {L'd', L'v', L'm', L'h', L'\0'};
    long wsum = 0;
    for (i = 0; w[i]; i++)
        wsum = wsum * 131 + w[i];
    printf("wide: %zu chars, sum %ld, L'\\n' = %d, sizeof L'x' = %zu\n", wcslen(w), wsum, (int)L'\n',
           sizeof L'x');
    return 0;
}
