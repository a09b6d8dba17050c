// The gap buffer of text editors: a char array with a movable hole at the cursor, moved by
// memmove, insertions and deletions at the gap, growth by realloc, and a search-and-replace
// built on strstr/strncmp over the flattened text. The <string.h> family is exercised the
// way editors use it: strchr/strrchr for lines, strspn/strcspn for words, memcmp, strncpy.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *buf;
    size_t cap, gap_start, gap_end; /* text = buf[0..gap_start) + buf[gap_end..cap) */
} gapbuf;

static void gb_init(gapbuf *g, size_t cap)
{
    g->buf = malloc(cap);
    g->cap = cap;
    g->gap_start = 0;
    g->gap_end = cap;
}

static size_t gb_len(const gapbuf *g) { return g->cap - (g->gap_end - g->gap_start); }

static void gb_move(gapbuf *g, size_t pos)
{
    if (pos < g->gap_start) {
        size_t n = g->gap_start - pos;
        memmove(g->buf + g->gap_end - n, g->buf + pos, n);
        g->gap_start -= n;
        g->gap_end -= n;
    } else if (pos > g->gap_start) {
        size_t n = pos - g->gap_start;
        memmove(g->buf + g->gap_start, g->buf + g->gap_end, n);
        g->gap_start += n;
        g->gap_end += n;
    }
}

static void gb_insert(gapbuf *g, size_t pos, const char *s)
{
    size_t n = strlen(s);
    gb_move(g, pos);
    if (g->gap_end - g->gap_start < n) {
        size_t tail = g->cap - g->gap_end, cap = (g->cap + n) * 2;
        g->buf = realloc(g->buf, cap);
        memmove(g->buf + cap - tail, g->buf + g->gap_end, tail);
        g->gap_end = cap - tail;
        g->cap = cap;
    }
    memcpy(g->buf + g->gap_start, s, n);
    g->gap_start += n;
}

static void gb_delete(gapbuf *g, size_t pos, size_t n)
{
    gb_move(g, pos);
    g->gap_end += n;
}

static char *gb_text(const gapbuf *g)
{
    size_t len = gb_len(g);
    char *out = malloc(len + 1);
    memcpy(out, g->buf, g->gap_start);
    memcpy(out + g->gap_start, g->buf + g->gap_end, g->cap - g->gap_end);
    out[len] = '\0';
    return out;
}

static int replace_all(gapbuf *g, const char *from, const char *to)
{
    int count = 0;
    size_t pos = 0, flen = strlen(from);
    for (;;) {
        char *text = gb_text(g);
        char *hit = strstr(text + pos, from);
        if (!hit) {
            free(text);
            return count;
        }
        pos = (size_t)(hit - text);
        free(text);
        gb_delete(g, pos, flen);
        gb_insert(g, pos, to);
        pos += strlen(to);
        count++;
    }
}

int main(void)
{
    gapbuf g;
    gb_init(&g, 8);
    gb_insert(&g, 0, "program heat\n");
    gb_insert(&g, gb_len(&g), "end program heat\n");
    gb_insert(&g, 13, "  real :: t(100)\n  t = 0.0\n");
    gb_insert(&g, 0, "! solver\n");
    char *text = gb_text(&g);
    printf("len=%zu cap=%zu gap=[%zu,%zu)\n%s", gb_len(&g), g.cap, g.gap_start, g.gap_end, text);
    int lines = 0;
    for (const char *p = text; (p = strchr(p, '\n')) != NULL; p++)
        lines++;
    const char *last = strrchr(text, '\n');
    printf("lines=%d last newline at %td\n", lines, last - text);
    free(text);
    int n = replace_all(&g, "heat", "wave_equation");
    n += replace_all(&g, "t(100)", "u(0:200)");
    n += replace_all(&g, "  t = ", "  u = ");
    text = gb_text(&g);
    printf("replacements=%d\n%s", n, text);
    size_t words = 0;
    for (const char *p = text; *p;) {
        p += strspn(p, " \n!:=()");
        size_t w = strcspn(p, " \n!:=()");
        words += w > 0;
        p += w;
    }
    printf("words=%zu memcmp(prefix)=%d strncmp=%d\n", words, memcmp(text, "! solver", 8) == 0,
           strncmp(text + 9, "program wave", 12));
    char name[8];
    strncpy(name, text + 17, sizeof name - 1);
    name[sizeof name - 1] = '\0';
    printf("name field='%s' strlen=%zu\n", name, strlen(name));
    gb_delete(&g, 0, 9);
    gb_move(&g, gb_len(&g) / 2);
    free(text);
    text = gb_text(&g);
    printf("after delete: len=%zu first line='%.*s'\n", gb_len(&g), (int)strcspn(text, "\n"), text);
    free(text);
    free(g.buf);
    return 0;
}
