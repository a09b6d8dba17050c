// switch on enums with fall-through, default in the middle, case ranges written as lists,
// nested switches and a 'goto' into a cleanup label: a vending-machine state machine fed by
// a fixed event string.
#include <stdio.h>

enum st { IDLE, COINS, SELECT, VEND, BROKEN };
enum ev { COIN = 'c', PICK = 'p', REFUND = 'r', KICK = 'k' };

static const char *name(enum st s)
{
    switch (s) {
    case IDLE: return "idle";
    case COINS: return "coins";
    default: return "?";
    case SELECT: return "select";
    case VEND: return "vend";
    case BROKEN: return "broken";
    }
}

int main(void)
{
    const char *events = "cckpcrccpkkcpkcx";
    enum st s = IDLE;
    int credit = 0, sold = 0, refunds = 0, kicks = 0;
    for (const char *e = events; *e; e++) {
        switch (s) {
        case IDLE:
        case COINS:
            switch ((enum ev)*e) {
            case COIN:
                credit++;
                s = credit >= 2 ? SELECT : COINS;
                break;
            case REFUND:
                refunds += credit;
                credit = 0;
                s = IDLE;
                break;
            case KICK:
                kicks++;
                /* fall through */
            case PICK:
                if (kicks > 2)
                    s = BROKEN;
                break;
            default:
                goto bad_event;
            }
            break;
        case SELECT:
            if (*e == PICK) {
                s = VEND;
                credit -= 2;
            } else if (*e == COIN) {
                credit++;
            }
            /* fall through: a machine in SELECT also vends at once on PICK */
        case VEND:
            if (s == VEND) {
                sold++;
                s = credit ? COINS : IDLE;
            }
            break;
        case BROKEN:
            if (*e == KICK)
                s = IDLE, kicks = 0;
            break;
        }
        printf("%c -> %-6s credit %d\n", *e, name(s), credit);
        continue;
    bad_event:
        printf("%c -> bad event in %s\n", *e, name(s));
    }
    printf("sold %d refunds %d kicks %d\n", sold, refunds, kicks);
    return 0;
}
