// Writes to const-qualified objects, refused with gcc's messages; reads, initializations,
// writes through non-const pointers and to non-const members stay accepted.
#include <string.h>

struct particle {
    const int id;
    double x;
};
typedef const double real_c;
typedef char *text;

static const double weights[3] = {0.25, 0.5, 0.25};
const int table_size = 3;

static double sum(const double *v, int n, char *const out, const int m[2]) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += v[i] * weights[i % 3];
    v[0] = s; // ERROR: assignment of read-only location 'v[0]'
    *v = 1.0; // ERROR: assignment of read-only location '*v'
    *(v + 1) = 2.0; // ERROR: assignment of read-only location '*(v + 1)'
    n = 4;
    out = 0; // ERROR: assignment of read-only parameter 'out'
    out[0] = 'x';
    m[1]++; // ERROR: increment of read-only location 'm[1]'
    v++;
    return s;
}

int main(void) {
    const int k = 3;
    int plain = 2;
    const int *pk = &plain;
    int *const kp = &plain;
    struct particle p = {1, 2.0};
    const struct particle q = {2, 3.0};
    const struct particle *qp = &q;
    real_c r = 1.5;
    const text t = 0;
    const char *msg = "hello";
    char buf[8];
    k = 4; // ERROR: assignment of read-only variable 'k'
    k++; // ERROR: increment of read-only variable 'k'
    --k; // ERROR: decrement of read-only variable 'k'
    k += 2; // ERROR: assignment of read-only variable 'k'
    table_size = 5; // ERROR: assignment of read-only variable 'table_size'
    weights[1] = 0.0; // ERROR: assignment of read-only location 'weights[1]'
    *pk = 7; // ERROR: assignment of read-only location '*pk'
    pk = kp;
    *kp = 8;
    kp = pk; // ERROR: assignment of read-only variable 'kp'
    p.id = 9; // ERROR: assignment of read-only member 'id'
    p.x = 1.0;
    q.x = 2.0; // ERROR: assignment of member 'x' in read-only object
    qp->x = 3.0; // ERROR: assignment of member 'x' in read-only object
    (&p)->x *= 2;
    r = 2.5; // ERROR: assignment of read-only variable 'r'
    t = buf; // ERROR: assignment of read-only variable 't'
    msg = buf;
    msg[0] = 'H'; // ERROR: assignment of read-only location 'msg[0]'
    strcpy(buf, msg);
    {
        int k = 1;
        k = 2;
        plain = k + (int)strlen(msg);
    }
    return (int)sum(weights, 3, buf, &plain) + plain + k;
}
