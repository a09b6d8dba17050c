/* The other unit of cgx_static_literal_tables.c: tables behind file-scope compound literals
   in a unit without `main` (stored by its constructor, which must not leave them in its own
   stack frame), and a counter struct reached through a literal's address. */
static const double *const tables[] = {
    (const double[]){1.0, 0.5, 0.25},
    (const double[5]){[4] = 1.0, [0] = -1.0},
    (const double[]){3.14159, 2.71828, 1.41421, 1.73205},
};
static const int lengths[] = {3, 5, 4};
struct lib_stats {
    int calls, total;
};
static struct lib_stats *stats = &(struct lib_stats){0, 7};
static int *const primes = (int[]){2, 3, 5, 7, 11, 13, 17};

const double *lib_table(int which, int *len) {
    stats->calls++;
    stats->total += which * primes[which];
    *len = lengths[which];
    return tables[which];
}

int lib_checksum(void) {
    int s = 0;
    for (int i = 0; i < 7; i++) s = s * 3 + primes[i];
    return s + stats->calls * 1000 + stats->total;
}
