// Q16.16 fixed-point arithmetic as firmware and DSP code without an FPU uses it: int32_t
// values with int64_t intermediates for products and quotients, round-to-nearest by adding
// half an ulp, saturation on overflow, square root by integer Newton steps, a sine table
// with linear interpolation, and a biquad low-pass filter compared with its double version.
#include <math.h>
#include <stdint.h>
#include <stdio.h>

typedef int32_t q16;
#define Q_ONE ((q16)1 << 16)

static q16 q_from_double(double d) { return (q16)lround(d * Q_ONE); }
static double q_to_double(q16 q) { return q / (double)Q_ONE; }

static q16 q_sat(int64_t v)
{
    if (v > INT32_MAX)
        return INT32_MAX;
    if (v < INT32_MIN)
        return INT32_MIN;
    return (q16)v;
}

static q16 q_mul(q16 a, q16 b)
{
    int64_t p = (int64_t)a * b;
    p += p >= 0 ? (1 << 15) : -(1 << 15) + 1; /* nearest, ties away from zero */
    return q_sat(p / (1 << 16));
}

static q16 q_div(q16 a, q16 b)
{
    if (b == 0)
        return a >= 0 ? INT32_MAX : INT32_MIN;
    int64_t n = (int64_t)a * Q_ONE;
    n += ((n < 0) == (b < 0)) ? b / 2 : -b / 2;
    return q_sat(n / b);
}

static q16 q_sqrt(q16 a)
{
    if (a <= 0)
        return 0;
    uint64_t n = (uint64_t)a << 16, x = n > 1 ? n / 2 : 1, y;
    while ((y = (x + n / x) / 2) < x)
        x = y;
    return (q16)x;
}

static q16 sine_table[65];

static q16 q_sin_turns(q16 turns) /* argument in turns: 1.0 = 2*pi */
{
    uint32_t t = (uint32_t)turns & 0xffffu; /* wrap to [0, 1) */
    int quadrant = (int)(t >> 14);
    uint32_t r = t & 0x3fffu;
    if (quadrant & 1)
        r = 0x4000u - r;
    uint32_t idx = r >> 8, frac = r & 0xffu;
    q16 a = sine_table[idx], b = sine_table[idx < 64 ? idx + 1 : 64];
    q16 v = a + (q16)(((int64_t)(b - a) * frac) >> 8);
    return quadrant >= 2 ? -v : v;
}

int main(void)
{
    for (int i = 0; i <= 64; i++)
        sine_table[i] = q_from_double(sin(i * M_PI / 128.0));
    double xs[] = {1.5, -2.25, 0.1, 300.0, -0.0001};
    for (int i = 0; i < 5; i++) {
        q16 a = q_from_double(xs[i]), b = q_from_double(xs[(i + 1) % 5]);
        printf("a=%08x (%.6f) a*b=%.6f a/b=%.6f sqrt|a|=%.6f\n", (unsigned)a, q_to_double(a),
               q_to_double(q_mul(a, b)), q_to_double(q_div(a, b)), q_to_double(q_sqrt(a < 0 ? -a : a)));
    }
    q16 big = q_from_double(20000.0);
    printf("saturated: %d %d div0=%d\n", q_mul(big, big) == INT32_MAX, q_mul(big, -big) == INT32_MIN,
           q_div(big, 0) == INT32_MAX);
    double worst = 0.0;
    for (int k = -70; k <= 70; k++) {
        double turns = k / 64.0 + 0.0123;
        double err = fabs(q_to_double(q_sin_turns(q_from_double(turns))) - sin(2 * M_PI * turns));
        if (err > worst)
            worst = err;
    }
    printf("sin table max error < 2e-4: %d\n", worst < 2e-4);
    /* biquad low-pass, direct form I, coefficients for fc/fs = 0.05, Q = 0.7071 */
    double w0 = 2 * M_PI * 0.05, alpha = sin(w0) / (2 * 0.7071), cw = cos(w0), a0 = 1 + alpha;
    double bd[3] = {(1 - cw) / 2 / a0, (1 - cw) / a0, (1 - cw) / 2 / a0};
    double ad[2] = {-2 * cw / a0, (1 - alpha) / a0};
    q16 bq[3], aq[2];
    for (int i = 0; i < 3; i++)
        bq[i] = q_from_double(bd[i]);
    for (int i = 0; i < 2; i++)
        aq[i] = q_from_double(ad[i]);
    q16 x1 = 0, x2 = 0, y1 = 0, y2 = 0;
    double dx1 = 0, dx2 = 0, dy1 = 0, dy2 = 0, maxdev = 0.0;
    int64_t energy = 0;
    for (int n = 0; n < 200; n++) {
        double in = (n % 20 < 10 ? 1.0 : -1.0) + 0.25 * sin(n * 1.9);
        q16 x = q_from_double(in);
        q16 y = q_mul(bq[0], x) + q_mul(bq[1], x1) + q_mul(bq[2], x2) - q_mul(aq[0], y1) - q_mul(aq[1], y2);
        double dy = bd[0] * in + bd[1] * dx1 + bd[2] * dx2 - ad[0] * dy1 - ad[1] * dy2;
        x2 = x1, x1 = x, y2 = y1, y1 = y;
        dx2 = dx1, dx1 = in, dy2 = dy1, dy1 = dy;
        energy += ((int64_t)y * y) >> 16;
        if (fabs(q_to_double(y) - dy) > maxdev)
            maxdev = fabs(q_to_double(y) - dy);
        if (n % 40 == 39)
            printf("n=%3d y=%08x %.5f double=%.5f\n", n, (unsigned)y, q_to_double(y), dy);
    }
    printf("energy=%lld deviation<1e-3: %d\n", (long long)energy, maxdev < 1e-3);
    return 0;
}
