// Jumps into the scope of a variable-length array (plain C99): a goto or a switch case that
// would skip the array's allocation. Jumping out of such a scope, or around it, is allowed.
#include <stdio.h>

int forward(int n) {
    if (n < 0)
        goto fill; // ERROR: jump into scope of identifier with variably modified type
    {
        double work[n + 1];
    fill:
        work[0] = 1.0;
        return (int)work[0];
    }
}

int backward(int n) {
    int tries = 0;
    {
        int buf[n + 2];
    again:
        buf[0] = tries;
    }
    if (++tries < 3)
        goto again; // ERROR: jump into scope of identifier with variably modified type
    return tries;
}

int cases(int n, int k) {
    switch (k) {
    case 0: {
        int row[n];
        row[0] = 1;
    case 1: // ERROR: switch jumps into scope of identifier with variably modified type
        return row[0];
    }
    default:
        return -1;
    }
}

int allowed(int n) {
    int total = 0;
    for (int pass = 0; pass < 2; pass++) {
        double v[n];
        v[0] = pass;
        total += (int)v[0];
        if (total > 5)
            goto out; /* leaving the scope is fine */
    }
out:
    return total;
}

int main(void) {
    printf("%d %d %d %d\n", forward(3), backward(2), cases(4, 0), allowed(3));
    return 0;
}
