/* The other unit of cgx_units_ledger.c: the account table, the operation counter, the
   interest rules behind an extern function pointer, and a `static` counter of its own. */
#include <math.h>
#include <stdio.h>

typedef struct {
    const char *name;
    double rate;
    int days;
} account_kind;

const account_kind kinds[] = {{"savings", 0.035, 91}, {"deposit", 0.052, 90}, {"current", 0.001, 92}, {"bond", 0.071, 91}};
const int nkinds = sizeof kinds / sizeof kinds[0];
long ledger_ops;
const struct limits {
    double min_balance, max_rate;
} ledger_limits = {10.0, 0.08};

static int calls;

static double simple(double b, double rate, int days) { return b * (1 + rate * days / 365.0); }
static double compound(double b, double rate, int days) { return b * pow(1 + rate / 365.0, days); }

double (*interest_rule)(double, double, int) = simple;

static inline double capped(double r) { return r > ledger_limits.max_rate ? ledger_limits.max_rate : r; }

double accrue(double balance, int kind) {
    ledger_ops++;
    calls += 2;
    return interest_rule(balance, capped(kinds[kind].rate), kinds[kind].days);
}

void ledger_use_compound(int on) { interest_rule = on ? compound : simple; }

int ledger_audit(char *buf, int cap) { return snprintf(buf, (size_t)cap, "ops=%ld calls=%d kinds=%d", ledger_ops, calls, nkinds); }
