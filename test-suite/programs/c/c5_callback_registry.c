// A registry of callbacks with user data (void *): handlers registered in a static array,
// called in priority order after sorting with qsort, each casting its context back to its
// own struct type; static local counters in the handlers; a handler that unregisters itself.
#include <stdio.h>
#include <stdlib.h>

typedef int (*handler)(void *ctx, int event);

struct entry {
    const char *name;
    int prio;
    handler fn;
    void *ctx;
    int active;
};

static struct entry reg[8];
static int nreg;

static void add(const char *name, int prio, handler fn, void *ctx)
{
    reg[nreg++] = (struct entry){name, prio, fn, ctx, 1};
}

static int by_prio(const void *a, const void *b)
{
    const struct entry *x = a, *y = b;
    return x->prio != y->prio ? y->prio - x->prio : (x->name[0] > y->name[0]) - (x->name[0] < y->name[0]);
}

struct counter { int total; int last; };
struct limiter { int budget; };

static int on_count(void *ctx, int ev)
{
    struct counter *c = ctx;
    static int calls;
    calls++;
    c->total += ev;
    c->last = ev;
    return calls;
}

static int on_limit(void *ctx, int ev)
{
    struct limiter *l = ctx;
    l->budget -= ev;
    return l->budget > 0 ? 1 : -1; /* -1: unregister me */
}

static int on_parity(void *ctx, int ev)
{
    int *odd = ctx;
    *odd += ev & 1;
    return ev % 3;
}

int main(void)
{
    struct counter c = {0, 0};
    struct limiter l = {10};
    int odd = 0;
    add("count", 1, on_count, &c);
    add("limit", 5, on_limit, &l);
    add("parity", 5, on_parity, &odd);
    add("count2", 0, on_count, &c);
    qsort(reg, (size_t)nreg, sizeof reg[0], by_prio);
    for (int ev = 1; ev <= 6; ev++) {
        printf("event %d:", ev);
        for (int i = 0; i < nreg; i++) {
            if (!reg[i].active)
                continue;
            int r = reg[i].fn(reg[i].ctx, ev);
            printf(" %s=%d", reg[i].name, r);
            if (r < 0)
                reg[i].active = 0;
        }
        printf("\n");
    }
    printf("total %d last %d budget %d odd %d\n", c.total, c.last, l.budget, odd);
    return 0;
}
