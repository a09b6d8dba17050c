// dvmh-test: files=lib/cgx_units_ledger_lib.c
// A two-unit program as libraries split C code: this unit holds the driver and its own
// `static` helpers and counter (a same-named static lives in the other unit too), the other
// defines the extern table, counters and functions; an extern array of unknown size, an
// extern function pointer, an extern const struct, and static inline helpers in both units.
#include <stdio.h>

typedef struct {
    const char *name;
    double rate;
    int days;
} account_kind;

extern const account_kind kinds[];
extern const int nkinds;
extern long ledger_ops;
extern double (*interest_rule)(double balance, double rate, int days);
extern const struct limits {
    double min_balance, max_rate;
} ledger_limits;

double accrue(double balance, int kind);
int ledger_audit(char *buf, int cap);
void ledger_use_compound(int on);

static int calls; /* a different object from the other unit's `calls` */

static inline double clamp(double v, double lo, double hi) { return v < lo ? lo : v > hi ? hi : v; }

static double run_year(double balance, int kind) {
    calls++;
    for (int q = 0; q < 4; q++) balance = accrue(clamp(balance, ledger_limits.min_balance, 1e9), kind);
    return balance;
}

int main(void) {
    double total = 0;
    for (int k = 0; k < nkinds; k++) {
        double b = 1000.0 * (k + 1);
        for (int y = 0; y < 3; y++) b = run_year(b, k);
        printf("%-8s rate %.3f days %3d -> %.6f\n", kinds[k].name, kinds[k].rate, kinds[k].days, b);
        total += b;
    }
    printf("simple total %.6f ops %ld my calls %d\n", total, ledger_ops, calls);
    ledger_use_compound(1);
    total = 0;
    for (int k = 0; k < nkinds; k++) total += run_year(500.0, k);
    printf("compound total %.6f ops %ld my calls %d max rate %.2f\n", total, ledger_ops, calls, ledger_limits.max_rate);
    char buf[64];
    int n = ledger_audit(buf, sizeof buf);
    printf("audit '%s' (%d)\n", buf, n);
    printf("rule is %s\n", interest_rule(100, 0.1, 365) > 110.0 ? "compound" : "simple");
    return 0;
}
