/* Fortran input and file handling through the runtime: OPEN of a named and a scratch file,
 * formatted and unformatted records written, rewound and read back, IOSTAT for the end of file
 * and for a missing file opened with STATUS='OLD', BACKSPACE, direct access, a list-directed
 * read whose item count depends on an earlier item, and a distributed array read (collective).
 * Prints one `label value` line per check; `errors` counts failed checks. */
#include <math.h>
#include <stdio.h>
#include "common.h"

#define S(s) s, (int64_t)(sizeof(s) - 1)
#define FMT(s) s, (int64_t)(sizeof(s) - 1)

static int errors = 0;
static int checks = 0;

static void check(int ok, const char *what) {
    checks++;
    if (!ok) {
        errors++;
        print_i64(what, 0);
    }
}

static dvmh_open_spec spec(const char *file, const char *status, const char *form, const char *access,
                           int64_t recl) {
    dvmh_open_spec s;
    memset(&s, 0, sizeof s);
    if (file) { s.file = file; s.file_len = (int64_t)strlen(file); }
    if (status) { s.status = status; s.status_len = (int64_t)strlen(status); }
    if (form) { s.form = form; s.form_len = (int64_t)strlen(form); }
    if (access) { s.access = access; s.access_len = (int64_t)strlen(access); }
    s.recl = recl;
    return s;
}

int main(int argc, char **argv) {
    dvmh_init(1);
    int32_t rc;

    if (argc > 1 && strcmp(argv[1], "eof") == 0) {
        /* READ(16,*) I on a unit never opened: fort.16 is created empty; unhandled end of file. */
        dvmh_set_line(5, "input.f90");
        int32_t v;
        dvmh_io_read_begin(16, NULL, -1, 0);
        dvmh_io_read_i32(&v);
        dvmh_io_end();
    }

    /* STATUS='OLD' of a missing file: IOSTAT = ENOENT (2), as gfortran. */
    dvmh_open_spec s = spec("no_such_file.txt", "old", NULL, NULL, 0);
    rc = dvmh_io_open(10, &s, DVMH_IO_HANDLES_ERRORS);
    check(rc == 2, "open_old_missing");

    /* Formatted sequential: write, rewind, read back. */
    s = spec("input_test.txt", "REPLACE   ", NULL, NULL, 0);
    check(dvmh_io_open(11, &s, 0) == 0, "open_replace");
    dvmh_io_write_begin(11, FMT("(I5,F8.3)"), 0);
    dvmh_io_i32(42);
    dvmh_io_f64(2.5);
    dvmh_io_end();
    dvmh_io_write_begin(11, NULL, -1, 0);
    dvmh_io_i32(3);
    dvmh_io_str("ab c", 4);
    dvmh_io_end();
    dvmh_io_write_begin(11, FMT("(A)"), 0);
    dvmh_io_str("10 20 30 4*7 /", 14);
    dvmh_io_end();
    check(dvmh_io_rewind(11, 0) == 0, "rewind");

    int32_t i = 0;
    double d = 0;
    dvmh_io_read_begin(11, FMT("(I5,F8.3)"), 0);
    dvmh_io_read_i32(&i);
    dvmh_io_read_f64(&d);
    check(dvmh_io_end() == 0 && i == 42 && d == 2.5, "formatted_read");

    int32_t n = 0;
    char c[6];
    dvmh_io_read_begin(11, NULL, -1, 0);
    dvmh_io_read_i32(&n);
    dvmh_io_read_str(c, 6);
    /* Unquoted, the string ends at the blank (gfortran does the same). */
    check(dvmh_io_end() == 0 && n == 3 && memcmp(c, "ab    ", 6) == 0, "list_read_string");

    /* The count of later items depends on an earlier one: READ(11,*) N, (A(K), K=1,N), then
     * repeat counts and a slash leaving the rest unchanged. */
    int32_t a[8] = {-1, -1, -1, -1, -1, -1, -1, -1};
    dvmh_io_read_begin(11, NULL, -1, 0);
    dvmh_io_read_i32(&n);
    for (int k = 0; k < n && k < 8; k++) dvmh_io_read_i32(&a[k]);
    check(dvmh_io_end() == 0 && n == 10 && a[0] == 20 && a[1] == 30 && a[5] == 7 && a[6] == -1,
          "dependent_count");

    /* End of file, handled. */
    dvmh_io_read_begin(11, NULL, -1, DVMH_IO_HANDLES_END | DVMH_IO_HANDLES_ERRORS);
    dvmh_io_read_i32(&i);
    dvmh_io_read_i32(&i);
    check(dvmh_io_end() == -1, "eof");

    /* BACKSPACE after the end of file, then BACKSPACE one record: the last record again. */
    dvmh_io_backspace(11, 0);
    dvmh_io_backspace(11, 0);
    dvmh_io_read_begin(11, FMT("(I3)"), 0);
    dvmh_io_read_i32(&i);
    check(dvmh_io_end() == 0 && i == 10, "backspace");

    /* A bad value, handled: IOSTAT 5010. */
    dvmh_io_rewind(11, 0);
    dvmh_io_read_begin(11, FMT("(I5,F8.3)"), 0);
    dvmh_io_read_i32(&i);
    dvmh_io_end();
    dvmh_io_read_begin(11, FMT("(I15)"), DVMH_IO_HANDLES_ERRORS);
    dvmh_io_read_i32(&i);
    check(dvmh_io_end() == 5010, "bad_integer");
    check(dvmh_io_close(11, S("delete"), 0) == 0, "close_delete");

    /* Writing to a unit opened ACTION='READ' fails with IOSTAT 5007. */
    s = spec("input_test.txt", NULL, NULL, NULL, 0);
    dvmh_io_open(12, &s, 0);
    dvmh_io_write_begin(12, FMT("(A)"), 0);
    dvmh_io_str("x", 1);
    dvmh_io_end();
    dvmh_io_close(12, NULL, -1, 0);
    s = spec("input_test.txt", "old", NULL, NULL, 0);
    s.action = "read";
    s.action_len = 4;
    dvmh_io_open(12, &s, 0);
    dvmh_io_write_begin(12, FMT("(A)"), DVMH_IO_HANDLES_ERRORS);
    dvmh_io_str("y", 1);
    check(dvmh_io_end() == 5007, "write_read_only");
    dvmh_io_close(12, S("DELETE"), 0);

    /* Unformatted sequential on a scratch file. */
    s = spec(NULL, "scratch", "unformatted", NULL, 0);
    check(dvmh_io_open(13, &s, 0) == 0, "open_scratch");
    double arr[3] = {1.5, -2.25, 1e300};
    dvmh_io_write_begin(13, NULL, -2, 0);
    dvmh_io_i32(7);
    dvmh_io_array(arr, DVMH_TYPE_F64, 3);
    dvmh_io_end();
    dvmh_io_write_begin(13, NULL, -2, 0);
    dvmh_io_i64(1234567890123LL);
    dvmh_io_end();
    dvmh_io_rewind(13, 0);
    double back[3] = {0, 0, 0};
    dvmh_io_read_begin(13, NULL, -2, 0);
    dvmh_io_read_i32(&i);
    dvmh_io_read_array(back, DVMH_TYPE_F64, 3);
    check(dvmh_io_end() == 0 && i == 7 && memcmp(back, arr, sizeof arr) == 0, "unformatted");
    int64_t big = 0;
    dvmh_io_read_begin(13, NULL, -2, DVMH_IO_HANDLES_ERRORS);
    dvmh_io_read_i64(&big);
    dvmh_io_read_i32(&i);
    check(dvmh_io_end() == 5016 && big == 1234567890123LL, "short_record");
    dvmh_io_backspace(13, 0);
    dvmh_io_read_begin(13, NULL, -2, 0);
    dvmh_io_read_i64(&big);
    check(dvmh_io_end() == 0 && big == 1234567890123LL, "unformatted_backspace");
    dvmh_io_read_begin(13, NULL, -2, DVMH_IO_HANDLES_END);
    dvmh_io_read_i64(&big);
    check(dvmh_io_end() == -1, "unformatted_eof");
    check(dvmh_io_close(13, NULL, -1, 0) == 0, "close_scratch");

    /* Direct access, unformatted. */
    s = spec("input_direct.bin", "replace", NULL, "direct", 8);
    check(dvmh_io_open(14, &s, 0) == 0, "open_direct");
    dvmh_io_write_begin(14, NULL, -2, 0);
    dvmh_io_set_rec(3);
    dvmh_io_i64(333);
    dvmh_io_end();
    dvmh_io_write_begin(14, NULL, -2, 0);
    dvmh_io_set_rec(1);
    dvmh_io_i64(111);
    dvmh_io_end();
    dvmh_io_read_begin(14, NULL, -2, 0);
    dvmh_io_set_rec(3);
    dvmh_io_read_i64(&big);
    check(dvmh_io_end() == 0 && big == 333, "direct_rec3");
    dvmh_io_read_begin(14, NULL, -2, 0);
    dvmh_io_set_rec(1);
    dvmh_io_read_i64(&big);
    check(dvmh_io_end() == 0 && big == 111, "direct_rec1");
    dvmh_io_read_begin(14, NULL, -2, DVMH_IO_HANDLES_ERRORS);
    dvmh_io_set_rec(5);
    dvmh_io_read_i64(&big);
    check(dvmh_io_end() == 5002, "direct_missing_record");
    dvmh_io_close(14, S("delete"), 0);

    /* A distributed array read from a file written by a formatted WRITE. */
    s = spec("input_dist.txt", "replace", NULL, NULL, 0);
    dvmh_io_open(15, &s, 0);
    dvmh_io_write_begin(15, FMT("(5I4)"), 0);
    for (int k = 1; k <= 10; k++) dvmh_io_i32(k * k);
    dvmh_io_end();
    dvmh_io_rewind(15, 0);
    DvmhArray *da = dvmh_array_create("A", DVMH_TYPE_I32, 1, (int64_t[]){1}, (int64_t[]){10}, NULL, NULL);
    dvmh_distribute(da, (int32_t[]){DVMH_DIST_BLOCK});
    dvmh_io_read_begin(15, NULL, -1, 0);
    dvmh_io_read_dist_array(da);
    check(dvmh_io_end() == 0, "dist_read");
    /* Print it back (gathered): the expected output is checked by the test. */
    dvmh_io_write_begin(DVMH_UNIT_STAR, FMT("(10I4)"), 0);
    dvmh_io_dist_array(da);
    dvmh_io_end();
    dvmh_io_close(15, S("delete"), 0);
    dvmh_array_free(da);

    print_i64("checks", checks);
    print_i64("errors", errors);
    dvmh_finish();
    return 0;
}
