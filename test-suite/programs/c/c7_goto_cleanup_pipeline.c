// Error handling in the Linux-kernel style: a function acquires several buffers in turn and
// unwinds through a ladder of goto labels when a step fails, returning an enum error code.
// Failures are injected by a countdown, so every exit path runs once; static counters track
// live allocations, and the results of the successful runs are checked.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { OK = 0, E_NOMEM = -12, E_INVAL = -22, E_RANGE = -34 } status;

static int live_blocks;
static int fail_countdown = -1; /* < 0: never fail */

static void *checked_alloc(size_t n)
{
    if (fail_countdown == 0) {
        fail_countdown = -1;
        return NULL;
    }
    if (fail_countdown > 0)
        fail_countdown--;
    void *p = malloc(n);
    if (p)
        live_blocks++;
    return p;
}

static void checked_free(void *p)
{
    if (p) {
        live_blocks--;
        free(p);
    }
}

static const char *describe(status s)
{
    switch (s) {
    case OK: return "ok";
    case E_NOMEM: return "out of memory";
    case E_INVAL: return "invalid argument";
    case E_RANGE: return "result out of range";
    }
    return "?";
}

/* Smooths `n` samples three times with a [1 2 1]/4 kernel and returns the sum of squares. */
static status smooth_energy(const double *in, int n, double *energy)
{
    status rc = OK;
    double *a, *b;
    int *hits;
    if (n < 3 || in == NULL)
        return E_INVAL;
    a = checked_alloc(sizeof(double) * (size_t)n);
    if (!a) {
        rc = E_NOMEM;
        goto out;
    }
    b = checked_alloc(sizeof(double) * (size_t)n);
    if (!b) {
        rc = E_NOMEM;
        goto free_a;
    }
    hits = checked_alloc(sizeof(int) * (size_t)n);
    if (!hits) {
        rc = E_NOMEM;
        goto free_b;
    }
    memcpy(a, in, sizeof(double) * (size_t)n);
    memset(hits, 0, sizeof(int) * (size_t)n);
    for (int pass = 0; pass < 3; pass++) {
        b[0] = a[0];
        b[n - 1] = a[n - 1];
        for (int i = 1; i < n - 1; i++) {
            b[i] = 0.25 * a[i - 1] + 0.5 * a[i] + 0.25 * a[i + 1];
            hits[i]++;
        }
        double *t = a;
        a = b;
        b = t;
    }
    double e = 0.0;
    for (int i = 0; i < n; i++) {
        if (a[i] > 1e6) {
            rc = E_RANGE;
            goto free_hits;
        }
        e += a[i] * a[i];
    }
    *energy = e + hits[1] * 0.0;
free_hits:
    checked_free(hits);
free_b:
    checked_free(b);
free_a:
    checked_free(a);
out:
    return rc;
}

int main(void)
{
    double signal[16];
    for (int i = 0; i < 16; i++)
        signal[i] = (i % 4 == 0) ? 8.0 : (double)(i % 3) - 1.0;
    for (int trial = -1; trial < 4; trial++) {
        fail_countdown = trial;
        double e = -1.0;
        status rc = smooth_energy(signal, 16, &e);
        printf("fail at %2d: rc=%4d (%s) energy=%.9f live=%d\n", trial, rc, describe(rc), e,
               live_blocks);
    }
    fail_countdown = -1;
    double e = 0.0;
    status rc = smooth_energy(signal, 2, &e);
    printf("short input: %d %s live=%d\n", rc, describe(rc), live_blocks);
    signal[7] = 1e7;
    rc = smooth_energy(signal, 16, &e);
    printf("spike: %d %s live=%d\n", rc, describe(rc), live_blocks);
    rc = smooth_energy(NULL, 16, &e);
    printf("null: %d %s live=%d\n", rc, describe(rc), live_blocks);
    return live_blocks == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
