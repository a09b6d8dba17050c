// A fixed-capacity ring buffer of structs with wrap-around indices, a moving average over a
// window, and a simple producer/consumer simulation with overflow counting.
#include <stdio.h>

#define CAP 8

typedef struct { int id; double value; } sample;
typedef struct { sample buf[CAP]; unsigned head, tail, count; unsigned dropped; } ring;

static int put(ring *r, const sample *s) {
    if (r->count == CAP) { r->dropped++; return 0; }
    r->buf[r->tail] = *s;
    r->tail = (r->tail + 1) % CAP;
    r->count++;
    return 1;
}

static int get(ring *r, sample *out) {
    if (!r->count) return 0;
    *out = r->buf[r->head];
    r->head = (r->head + 1) % CAP;
    r->count--;
    return 1;
}

int main(void) {
    ring r = {.head = 0};
    double window[5] = {0}, wsum = 0;
    int wi = 0, seen = 0, next_id = 0;
    for (int tick = 0; tick < 40; tick++) {
        int produce = (tick * 7) % 5 + 1;
        for (int k = 0; k < produce; k++) put(&r, &(sample){next_id++, (tick * 13 + k * 5) % 17 * 0.5});
        int consume = (tick % 3) + 1;
        sample s;
        while (consume-- && get(&r, &s)) {
            wsum += s.value - window[wi];
            window[wi] = s.value;
            wi = (wi + 1) % 5;
            seen++;
            if (s.id % 10 == 0) printf("tick %2d got id %3d value %4.1f avg %.3f\n", tick, s.id, s.value, wsum / (seen < 5 ? seen : 5));
        }
    }
    printf("produced %d consumed %d dropped %u left %u head %u tail %u\n", next_id, seen, r.dropped, r.count, r.head, r.tail);
    return 0;
}
