// volatile: a sig_atomic_t flag set by a signal handler, a timing loop on a volatile counter
// (kept at -O2, as gcc keeps it), volatile pointers and pointees, volatile struct members and
// arrays, and volatile accesses read back through ordinary pointers.
#include <signal.h>
#include <stdio.h>
#include <string.h>

static volatile sig_atomic_t got_signal = 0;
static volatile int hits;

static void on_signal(int sig) {
    signal(sig, on_signal);
    got_signal = sig;
    hits++;
}

struct device {
    volatile unsigned status;
    int plain;
    volatile double readings[4];
};

static unsigned poll(volatile unsigned *reg, int times) {
    unsigned last = 0;
    for (int i = 0; i < times; i++) last += *reg;
    return last;
}

int main(void) {
    signal(SIGUSR1, on_signal);
    raise(SIGUSR1);
    raise(SIGUSR1);
    while (!got_signal) {
    }
    printf("signal %d seen, handler ran %d times\n", (int)got_signal, hits);

    volatile long spin = 0;
    for (long i = 0; i < 3000000; i++) spin++;
    printf("spin %ld\n", (long)spin);

    volatile double sink = 0;
    for (int i = 1; i <= 1000; i++) sink = sink + 1.0 / i;
    printf("harmonic %.6f\n", sink);

    struct device dev;
    memset(&dev, 0, sizeof dev);
    dev.status = 7;
    dev.plain = 3;
    for (int i = 0; i < 4; i++) dev.readings[i] = i * 1.5;
    volatile struct device *vd = &dev;
    vd->status |= 0x10;
    vd->plain += 1;
    double rs = 0;
    for (int i = 0; i < 4; i++) rs += vd->readings[i];
    printf("status %u plain %d readings %.2f poll %u\n", dev.status, dev.plain, rs,
           poll(&dev.status, 5));

    int buffer[8] = {0};
    volatile int *vp = buffer;
    for (int i = 0; i < 8; i++) vp[i] = i * i;
    int *volatile cursor = buffer;
    cursor += 3;
    *cursor = -1;
    int check = 0;
    for (int i = 0; i < 8; i++) check = check * 3 + buffer[i];
    printf("buffer check %d cursor at %ld\n", check, (long)(cursor - buffer));

    volatile int arr[5] = {5, 4, 3, 2, 1};
    int total = 0;
    for (int i = 0; i < 5; i++) total += arr[i] * (i + 1);
    arr[2]++;
    printf("arr total %d arr[2] %d sizeof %zu\n", total, arr[2], sizeof arr);

    typedef volatile unsigned char vbyte;
    vbyte flags = 0x80;
    flags >>= 3;
    flags = (vbyte)(flags | 1);
    printf("flags %u\n", (unsigned)flags);
    return 0;
}
