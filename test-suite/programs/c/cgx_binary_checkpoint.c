// Checkpoint files of a particle simulation written and read back with stdio: a text
// log through fprintf, a binary file of a header struct and particle records through
// fwrite/fread, random access to one record with fseek/ftell, appending with "ab", rewind,
// fgets/fscanf of the log, and remove() of the scratch files.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char magic[8];
    int version, count;
    double time;
} ckpt_header;

typedef struct {
    int id;
    double x, v, m;
} particle;

static void step(particle *p, int n, double dt) {
    for (int i = 0; i < n; i++) {
        double f = -p[i].x * (1 + i % 3) / p[i].m;
        p[i].v += dt * f;
        p[i].x += dt * p[i].v;
    }
}

int main(void) {
    enum { NP = 9 };
    particle p[NP];
    for (int i = 0; i < NP; i++) p[i] = (particle){i + 1, 0.1 * (i + 1), 0.0, 1.0 + 0.25 * i};
    FILE *log = fopen("cgx_ckpt.log", "w");
    if (!log) return 1;
    for (int s = 1; s <= 40; s++) {
        step(p, NP, 0.05);
        if (s % 10 == 0) {
            double e = 0;
            for (int i = 0; i < NP; i++) e += 0.5 * p[i].m * p[i].v * p[i].v + 0.5 * (1 + i % 3) * p[i].x * p[i].x;
            fprintf(log, "step %d energy %.12f x0 %.9f\n", s, e, p[0].x);
        }
    }
    fclose(log);

    ckpt_header h = {"CKPT01", 3, NP, 2.0};
    FILE *f = fopen("cgx_ckpt.bin", "wb");
    size_t w1 = fwrite(&h, sizeof h, 1, f);
    size_t w2 = fwrite(p, sizeof p[0], NP, f);
    long end = ftell(f);
    fclose(f);
    printf("wrote %zu+%zu items, %ld bytes\n", w1, w2, end);

    f = fopen("cgx_ckpt.bin", "ab");
    particle extra = {99, -1.5, 0.25, 4.0};
    fwrite(&extra, sizeof extra, 1, f);
    fclose(f);

    f = fopen("cgx_ckpt.bin", "rb");
    ckpt_header rh;
    if (fread(&rh, sizeof rh, 1, f) != 1 || strcmp(rh.magic, "CKPT01")) {
        printf("bad header\n");
        return 1;
    }
    printf("header %s v%d count %d t=%.2f\n", rh.magic, rh.version, rh.count, rh.time);
    particle one;
    for (int k = NP; k >= 0; k -= 4) {
        fseek(f, (long)(sizeof rh + k * sizeof one), SEEK_SET);
        size_t got = fread(&one, sizeof one, 1, f);
        printf("record %d: got %zu id %d x %.9f v %.9f pos %ld\n", k, got, one.id, one.x, one.v, ftell(f));
    }
    fseek(f, -(long)sizeof one, SEEK_END);
    fread(&one, sizeof one, 1, f);
    size_t past = fread(&one, 1, 1, f);
    printf("last id %d m %.2f at-eof-read %zu eof %d\n", one.id, one.m, past, feof(f) != 0);
    rewind(f);
    particle all[NP + 1];
    fseek(f, sizeof rh, SEEK_CUR);
    size_t nall = fread(all, sizeof all[0], NP + 5, f);
    double sum = 0;
    for (size_t i = 0; i < nall; i++) sum += all[i].x * all[i].id;
    printf("read back %zu particles, weighted sum %.12f, equal %d\n", nall, sum, memcmp(all, p, sizeof p) == 0);
    fclose(f);

    log = fopen("cgx_ckpt.log", "r");
    char line[128];
    int lines = 0;
    while (fgets(line, sizeof line, log)) {
        int s;
        double e, x0;
        if (sscanf(line, "step %d energy %lf x0 %lf", &s, &e, &x0) == 3) printf("log %d: step %d e=%.8f x0=%+.6f\n", ++lines, s, e, x0);
    }
    fclose(log);
    int r1 = remove("cgx_ckpt.log");
    int r2 = remove("cgx_ckpt.bin");
    printf("remove: %d %d missing: %d\n", r1, r2, fopen("cgx_ckpt.bin", "rb") == NULL);
    return 0;
}
