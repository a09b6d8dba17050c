//! End-to-end tests: C programs calling the runtime ABI exactly as compiled Fortran does, run
//! under `mpirun` on 1 to 4 processes with 1 or 2 threads, checked on their output.

mod harness;

use harness::{run_everywhere, threads_label, Job, CONFIGS};

#[test]
fn shadow_renewal_fills_every_edge_in_one_to_three_dimensions() {
    for rank in ["1", "2", "3"] {
        for corner in ["0", "1"] {
            let serial = Job::new("shadow", 1).args(&[rank, corner]).run().ok();
            let checks = serial.value("checks");
            assert!(checks > 0);
            assert_eq!(serial.value("errors"), 0);
            for &(procs, threads) in CONFIGS {
                let run = Job::new("shadow", procs)
                    .threads(threads)
                    .args(&[rank, corner])
                    .run()
                    .ok();
                let what = format!(
                    "rank {rank}, corner {corner}, {}",
                    threads_label(procs, threads)
                );
                assert_eq!(run.value("checks"), checks, "{what}");
                assert_eq!(run.value("errors"), 0, "{what}");
            }
        }
    }
}

#[test]
fn without_renewal_the_check_sees_stale_shadows() {
    // Proves the shadow test can fail: skipping the renewal leaves zeros in the edges.
    for rank in ["1", "2", "3"] {
        let run = Job::new("shadow", 4)
            .args(&[rank, "1", "norenew"])
            .run()
            .ok();
        assert!(
            run.value("errors") > 0,
            "rank {rank}: stale shadows went unnoticed"
        );
    }
}

#[test]
fn shadow_renewal_on_explicit_grids() {
    for (grid, rank) in [
        ("1 4", "2"),
        ("4 1", "2"),
        ("2 1 2", "3"),
        ("1,1,4", "3"),
        ("2x2", "1"),
    ] {
        for corner in ["0", "1"] {
            let run = Job::new("shadow", 4)
                .env("DVMH_PROC_GRID", grid)
                .args(&[rank, corner])
                .run()
                .ok();
            assert_eq!(
                run.value("errors"),
                0,
                "grid {grid}, rank {rank}, corner {corner}"
            );
        }
    }
}

const REDUCTIONS: &[&str] = &[
    "sum_d", "prod_d", "min_d", "sum_f", "max_i", "and_l", "or_l", "eqv_l", "neqv_l", "band",
    "arr", "min_l", "bor", "count", "sum_b", "prod_s", "close", "empty",
];

#[test]
fn every_reduction_matches_the_serial_result() {
    // Replication: with grid 1x4 the 1-D array is not split at all; with 2x2 it is split in
    // two and replicated twice; only one copy may contribute.
    let grids = [(4, 1, "1 4"), (4, 2, "2 2"), (2, 2, "1x2")];
    run_everywhere("reduce", &grids, |run, (procs, threads), what| {
        for name in REDUCTIONS {
            assert_eq!(
                run.value(name),
                1,
                "{name} differs from the serial result ({what}):\n{}",
                run.stdout
            );
        }
        if procs == 1 && threads == 1 {
            assert_eq!(
                run.value("bitexact"),
                1,
                "1 process x 1 thread must be bit-identical"
            );
        }
    });
}

/// The whitespace-separated words of the output line starting with `label`, after it.
fn words_after(stdout: &str, label: &str) -> Vec<String> {
    let mut words = stdout.split_whitespace().skip_while(|w| *w != label);
    assert_eq!(
        words.next(),
        Some(label),
        "no `{label}` in the output:\n{stdout}"
    );
    words
        .take_while(|w| w.parse::<i64>().is_ok())
        .map(str::to_string)
        .collect()
}

fn ints(v: impl IntoIterator<Item = i64>) -> Vec<String> {
    v.into_iter().map(|x| x.to_string()).collect()
}

#[test]
fn loops_with_steps_and_aligned_arrays_run_where_their_elements_live() {
    let expected_a = ints((1..=20).map(|i| if i % 3 == 1 { i } else { 0 }));
    let expected_b = ints((1..=40).map(|i| if i % 2 == 0 { -(i / 2) } else { 0 }));
    let expected_c = ints((1..=40).map(|i| if i % 5 == 2 { 100 + i } else { 0 }));
    let expected_d = ints(
        (1..=8).flat_map(|j| (1..=6).map(move |i| if j == 5 { -(10 * i + j) } else { 10 * i + j })),
    );
    let grids = [(4, 1, "4 1"), (4, 1, "1 4"), (3, 2, "1 3")];
    run_everywhere("loops", &grids, |run, _, what| {
        assert_eq!(run.value("iters_a"), 7, "{what}");
        assert_eq!(run.value("iters_c"), 8, "{what}");
        assert_eq!(run.value("iters_b"), 20, "{what}");
        assert_eq!(run.value("iters_col5"), 6, "{what}");
        assert_eq!(run.value("rows_sum"), 21, "{what}");
        assert_eq!(words_after(&run.stdout, "A"), expected_a, "{what}");
        assert_eq!(words_after(&run.stdout, "B"), expected_b, "{what}");
        assert_eq!(words_after(&run.stdout, "C"), expected_c, "{what}");
        assert_eq!(words_after(&run.stdout, "D"), expected_d, "{what}");
    });
}

#[test]
fn element_writes_reach_owners_and_shadow_copies_and_reads_are_broadcast() {
    for &(procs, threads) in CONFIGS {
        let run = Job::new("elem", procs).threads(threads).run().ok();
        let what = threads_label(procs, threads);
        assert_eq!(run.value("shadow_errors"), 0, "{what}");
        assert_eq!(run.value("read5"), 500, "{what}");
        assert_eq!(run.value("read10"), 10, "{what}");
        assert_eq!(run.value("read_errors"), 0, "{what}");
        assert_eq!(run.value("got_times2"), 155, "{what}");
        assert_eq!(run.value("unwritten"), 0, "{what}");
    }
}

#[test]
fn remote_buffers_hold_the_box_each_process_names() {
    for &(procs, threads) in CONFIGS {
        let run = Job::new("remote", procs).threads(threads).run().ok();
        let what = threads_label(procs, threads);
        for label in [
            "row_errors",
            "section_errors",
            "whole_errors",
            "empty_errors",
        ] {
            assert_eq!(run.value(label), 0, "{label}, {what}");
        }
        assert_eq!(run.value("corner"), 705, "{what}");
    }
    for grid in ["1 4", "4 1"] {
        let run = Job::new("remote", 4).env("DVMH_PROC_GRID", grid).run().ok();
        assert_eq!(run.value("section_errors"), 0, "grid {grid}");
        assert_eq!(run.value("row_errors"), 0, "grid {grid}");
    }
}

/// The words of the output between `label` and the next word in `labels`.
fn words_between(stdout: &str, label: &str, next: &str) -> Vec<String> {
    let mut words = stdout.split_whitespace().skip_while(|w| *w != label);
    assert_eq!(
        words.next(),
        Some(label),
        "no `{label}` in the output:\n{stdout}"
    );
    words
        .take_while(|w| *w != next)
        .map(str::to_string)
        .collect()
}

#[test]
fn whole_distributed_arrays_are_gathered_for_output_in_column_major_order() {
    let a = ints((-1..=3).flat_map(|j| (0..=4).map(move |i| 10 * i + j)));
    let l: Vec<String> = (1..=7)
        .map(|i| if i % 3 == 0 { "T" } else { "F" }.to_string())
        .collect();
    let x = ints((1..=5).map(|i| i * 1_000_000_000_000));
    let c = ints(
        (1..=4).flat_map(|k| (1..=3).flat_map(move |j| (1..=2).map(move |i| 100 * i + 10 * j + k))),
    );
    let grids = [(4, 1, "1 4"), (4, 1, "4 1"), (4, 2, "1 2 2")];
    run_everywhere("gather", &grids, |run, _, what| {
        assert_eq!(words_between(&run.stdout, "A", "L"), a, "{what}");
        assert_eq!(words_between(&run.stdout, "L", "X"), l, "{what}");
        assert_eq!(words_between(&run.stdout, "X", "C"), x, "{what}");
        assert_eq!(words_between(&run.stdout, "C", "local"), c, "{what}");
        assert_eq!(
            words_between(&run.stdout, "local", "end"),
            ints([7, -7, 70, -70]),
            "{what}"
        );
    });
}

/// Runs the job and checks: non-zero status, exactly one error line equal to `expected`.
fn expect_error_line(job: Job<'_>, expected: &str) -> harness::Run {
    let run = job.run();
    assert_ne!(run.status, Some(0), "the job should fail:\n{}", run.stderr);
    assert_eq!(run.error_lines(), vec![expected], "stderr:\n{}", run.stderr);
    assert!(!run.stdout.contains("after"));
    assert!(
        !run.stderr.contains("MPI_Abort"),
        "MPICH's abort message is shown:\n{}",
        run.stderr
    );
    run
}

/// As [`expect_error_line`], for errors after `before` was printed: that output survives.
fn expect_error(job: Job<'_>, expected: &str) {
    let run = expect_error_line(job, expected);
    assert_eq!(run.value("before"), 1, "output before the error was lost");
}

#[test]
fn bad_settings_give_one_error_line_and_a_failing_status() {
    expect_error_line(
        Job::new("errors", 4).env("DVMH_PROC_GRID", "3 2"),
        "dvmh: error: DVMH_PROC_GRID='3 2': the grid has 6 processors but the program runs on 4 processes",
    );
    expect_error_line(
        Job::new("errors", 2).env("DVMH_PROC_GRID", "2 x"),
        "dvmh: error: DVMH_PROC_GRID='2 x': expected positive integers separated by spaces, commas or 'x' (e.g. \"4 2\")",
    );
    expect_error_line(
        Job::new("errors", 3)
            .default_threads()
            .env("DVMH_NUM_THREADS", "x"),
        "dvmh: error: DVMH_NUM_THREADS='x': expected a positive integer (at most 1024)",
    );
    expect_error_line(
        Job::new("errors", 1).env("DVMH_LOGLEVEL", "loud"),
        "dvmh: error: DVMH_LOGLEVEL='loud': expected 0..5 or fatal, error, warning, info, debug, trace",
    );
}

#[test]
fn grids_whose_size_overflows_and_values_that_are_not_text_are_errors() {
    expect_error_line(
        Job::new("errors", 2).env("DVMH_PROC_GRID", "9223372036854775809 2"),
        "dvmh: error: DVMH_PROC_GRID='9223372036854775809 2': the grid has more than 18446744073709551615 processors but the program runs on 2 processes",
    );
    expect_error_line(
        Job::new("errors", 1).env("DVMH_PROC_GRID", "4294967296 4294967296"),
        "dvmh: error: DVMH_PROC_GRID='4294967296 4294967296': the grid has more than 18446744073709551615 processors but the program runs on 1 process",
    );
    expect_error_line(
        Job::new("errors", 2).env_bytes("DVMH_PROC_GRID", b"2\xff1"),
        "dvmh: error: DVMH_PROC_GRID='2\u{fffd}1': the value is not valid UTF-8 text",
    );
    expect_error_line(
        Job::new("errors", 3).env_bytes("DVMH_LOGFILE", b"log\xe9%d"),
        "dvmh: error: DVMH_LOGFILE='log\u{fffd}%d': the value is not valid UTF-8 text",
    );
    expect_error_line(
        Job::new("errors", 2).env("DVMH_TIMEOUT", "soon"),
        "dvmh: error: DVMH_TIMEOUT='soon': expected a positive number of seconds (e.g. 60 or 2.5)",
    );
}

#[test]
fn program_errors_name_the_source_line() {
    expect_error(
        Job::new("errors", 2).env("DVMH_PROC_GRID", "2").args(&["blocks"]),
        "dvmh: error: DISTRIBUTE of A: 2 distributed dimensions need a processor grid of rank 2, but the grid is 2 (set DVMH_PROC_GRID) [at prog.fdv:12]",
    );
    expect_error(
        Job::new("errors", 2)
            .env("DVMH_PROC_GRID", "1 2")
            .args(&["genblock"]),
        "dvmh: error: DISTRIBUTE of A: dimension 2: the GEN_BLOCK sizes of the 2 processors sum to 5, but the dimension has 12 indices [at prog.fdv:12]",
    );
    expect_error(
        Job::new("errors", 2).args(&["multblock"]),
        "dvmh: error: DISTRIBUTE of A: dimension 1: MULT_BLOCK(4): the dimension's 10 indices are not a multiple of 4 [at prog.fdv:12]",
    );
    expect_error(
        Job::new("errors", 3).args(&["processors"]),
        "dvmh: error: PROCESSORS P(2,2) has 4 processors, but the program runs on 3 processes [at prog.fdv:12]",
    );
    expect_error(
        Job::new("errors", 2).args(&["regrid"]),
        "dvmh: error: ONTO R: the PROCESSORS arrangement R is not declared yet [at prog.fdv:12]",
    );
    expect_error(
        Job::new("errors", 3).args(&["index"]),
        "dvmh: error: dvmh_elem_write: index (11) is outside the bounds of A(1:10) [at prog.fdv:12]",
    );
    expect_error(
        Job::new("errors", 2).args(&["align"]),
        "dvmh: error: ALIGN of A(1:10) with B(1:20): rule 1 maps to indices 3:21, outside the bounds 1:20 of that dimension [at prog.fdv:12]",
    );
    expect_error(
        Job::new("errors", 1).args(&["reduction"]),
        "dvmh: error: dvmh_loop_reduction: AND is not defined for DOUBLE PRECISION variables [at prog.fdv:12]",
    );
    expect_error(
        Job::new("errors", 2).args(&["region"]),
        "dvmh: error: REGION at line 11 is nested in the REGION at line 10; regions do not nest [at prog.fdv:12]",
    );
}

#[test]
fn errors_seen_only_by_other_ranks_than_0_end_the_job_promptly_with_one_line() {
    const LINE: &str =
        "dvmh: error: dvmh_loop_create: the step of loop dimension 1 is 0 [at prog.fdv:12]";
    for (procs, ranks) in [
        (2, "1"),
        (4, "2"),
        (4, "3"),
        (4, "1,2,3"),
        (4, "2,3"),
        (4, "0,3"),
    ] {
        let run = expect_error_line(Job::new("errors", procs).args(&["some", ranks]), LINE);
        let elapsed = run.elapsed;
        assert_eq!(run.value("before"), 1, "output before the error was lost");
        // The goal is 5 s from the detection; the bound leaves room for a loaded 2-core machine
        // (MPICH's start-up alone can take seconds there).
        assert!(
            elapsed < std::time::Duration::from_secs(15),
            "{procs} processes, error on ranks {ranks}: the job took {elapsed:?}"
        );
    }
}

/// The result of the stall program's loop: each A(i) = i counted by its neighbours.
const STALL_SUM: i64 = 2 * (100 * 101 / 2) - 1 - 100;

#[test]
fn a_stopped_process_ends_the_job_after_dvmh_timeout() {
    const LINE: &str = "dvmh: error: no progress for 2 s in MPI_Waitall (shadow renewal of 'A'): another process may have stopped, crashed or deadlocked (DVMH_TIMEOUT=2) [at stall.fdv:20]";
    for stopped in ["1", "0"] {
        let run = expect_error_line(
            Job::new("stall", 2)
                .env("DVMH_TIMEOUT", "2")
                .args(&["stop", stopped]),
            LINE,
        );
        let elapsed = run.elapsed;
        assert!(!run.stdout.contains("done"));
        assert!(
            elapsed < std::time::Duration::from_secs(2 + 15),
            "process {stopped} stopped: the job took {elapsed:?}"
        );
    }
}

#[test]
fn a_slow_process_within_dvmh_timeout_or_without_it_is_waited_for() {
    for timeout in [None, Some("20")] {
        let mut job = Job::new("stall", 3).args(&["sleep", "1", "3"]);
        if let Some(t) = timeout {
            job = job.env("DVMH_TIMEOUT", t);
        }
        let run = job.run().ok();
        assert_eq!(run.value("sum"), STALL_SUM, "DVMH_TIMEOUT={timeout:?}");
        assert_eq!(run.value("done"), 1);
    }
    let run = Job::new("stall", 1).args(&["sleep", "0", "0"]).run().ok();
    assert_eq!(run.value("sum"), STALL_SUM);
}

/// Runs a job that crashes and checks that it ends with exactly one error line satisfying
/// `expected`, a failing status, no report of MPI's or the C library's, and within the 5 s
/// goal (with room for a loaded machine).
fn expect_crash(job: Job<'_>, expected: impl Fn(&str) -> bool) -> harness::Run {
    let what = format!(
        "{} {:?} on {} process(es) x {:?} thread(s)",
        job.name, job.args, job.procs, job.threads
    );
    let run = job.run();
    let elapsed = run.elapsed;
    assert_ne!(run.status, Some(0), "{what}: the job should fail");
    let lines = run.error_lines();
    assert!(
        lines.len() == 1 && expected(lines[0]),
        "{what}: unexpected error lines {lines:?}\nstderr:\n{}",
        run.stderr
    );
    for foreign in [
        "Caught signal",
        "backtrace",
        "BAD TERMINATION",
        "MPI_Abort",
        "munmap_chunk",
        "free()",
        "Segmentation fault",
        "Floating point exception",
    ] {
        assert!(
            !run.stderr.contains(foreign) && !run.stdout.contains(foreign),
            "{what}: `{foreign}` in the output:\nstdout:\n{}\nstderr:\n{}",
            run.stdout,
            run.stderr
        );
    }
    assert!(!run.stdout.contains("after"), "{what}");
    assert!(
        elapsed < std::time::Duration::from_secs(15),
        "{what}: the job took {elapsed:?}"
    );
    run
}

fn is(expected: &str) -> impl Fn(&str) -> bool + '_ {
    move |line| line == expected
}

#[test]
fn writes_past_a_local_part_name_the_array_and_the_loop() {
    for (procs, threads) in [(1, 1), (1, 2), (2, 1), (2, 2), (3, 1), (3, 2)] {
        let run = expect_crash(
            Job::new("faults", procs).threads(threads).args(&["beyond"]),
            is("dvmh: error: out-of-bounds access beyond the local part of array 'K' in the parallel loop at faults.fdv:30"),
        );
        assert_eq!(run.value("before"), 1, "output before the crash was lost");
    }
    for procs in [1, 2] {
        expect_crash(
            Job::new("faults", procs).args(&["before"]),
            is("dvmh: error: out-of-bounds access before the local part of array 'K' in the parallel loop at faults.fdv:30"),
        );
    }
}

#[test]
fn integer_division_by_zero_on_some_processes_is_one_line() {
    const LINE: &str =
        "dvmh: error: integer division by zero in the parallel loop at faults.fdv:30";
    for (procs, threads, ranks) in [
        (1, 1, "0"),
        (1, 2, "0"),
        (2, 1, "1"),
        (3, 2, "1,2"),
        (4, 1, "3"),
        (4, 1, "0,1,2,3"),
    ] {
        expect_crash(
            Job::new("faults", procs)
                .threads(threads)
                .args(&["divzero", ranks]),
            is(LINE),
        );
    }
    expect_crash(
        Job::new("faults", 2).args(&["serial"]),
        is("dvmh: error: integer division by zero [at faults.fdv:40]"),
    );
}

#[test]
fn writes_just_before_a_reduction_accumulator_do_not_corrupt_the_heap() {
    for (procs, threads) in [(1, 1), (1, 2), (3, 2)] {
        let run = Job::new("faults", procs)
            .threads(threads)
            .args(&["redbefore"])
            .run();
        let what = threads_label(procs, threads);
        for foreign in ["corruption", "free()", "munmap_chunk", "BAD TERMINATION"] {
            assert!(
                !run.stderr.contains(foreign) && !run.stdout.contains(foreign),
                "{what}: `{foreign}`:\n{}\n{}",
                run.stdout,
                run.stderr
            );
        }
        let run = run.ok();
        assert_eq!(run.value("sum"), 64 * 65 / 2, "{what}");
        assert_eq!(run.value("after"), 1, "{what}");
    }
}

#[test]
fn other_crashes_say_what_happened() {
    expect_crash(
        Job::new("faults", 2).args(&["wild"]),
        is("dvmh: error: invalid memory access at address 0x10 (an array index out of bounds? rebuild with -fcheck=bounds to find it) in the parallel loop at faults.fdv:30"),
    );
    for (procs, threads) in [(1, 1), (1, 2), (2, 1)] {
        expect_crash(
            Job::new("faults", procs).threads(threads).args(&["stack"]),
            is("dvmh: error: stack overflow (too deep recursion or too large local arrays) in the parallel loop at faults.fdv:30"),
        );
    }
    for (procs, threads) in [(1, 1), (2, 2)] {
        expect_crash(
            Job::new("faults", procs).threads(threads).args(&["redbeyond"]),
            is("dvmh: error: out-of-bounds access to a reduction variable in the parallel loop at faults.fdv:30"),
        );
    }
    expect_crash(Job::new("faults", 1).args(&["trap"]), |line| {
        line.starts_with("dvmh: error: illegal instruction at address 0x")
            && line.ends_with(" in the parallel loop at faults.fdv:30")
    });
}

#[test]
fn shadow_widths_near_2_pow_63_make_the_whole_array_a_shadow() {
    for (procs, threads) in [(1, 1), (2, 1), (2, 2), (4, 1)] {
        let run = Job::new("huge", procs)
            .threads(threads)
            .args(&["widths"])
            .run()
            .ok();
        let what = threads_label(procs, threads);
        assert_eq!(run.value("checks"), 60 * 60, "{what}");
        assert_eq!(run.value("errors"), 0, "{what}");
    }
    for procs in [1, 2] {
        let run = Job::new("huge", procs).args(&["template"]).run().ok();
        assert_eq!(run.value("sum"), 55, "{procs} process(es)");
    }
}

#[test]
fn absurd_array_sizes_are_clear_errors() {
    let cases: [(usize, &str, &str); 6] = [
        (1, "big", "dvmh: error: cannot allocate 18446744073709551616 bytes for the local part of array 'H' (indices (1:2305843009213693952)) [at huge.fdv:12]"),
        (2, "big", "dvmh: error: cannot allocate 9223372036854775808 bytes for the local part of array 'H' (indices (1:1152921504606846976)) [at huge.fdv:12]"),
        (1, "wide", "dvmh: error: cannot allocate 147573952589676412928 bytes for the local part of array 'H' (indices (-4611686018427387903:4611686018427387904, 1:4)) [at huge.fdv:12]"),
        (2, "wide", "dvmh: error: cannot allocate 73786976294838206464 bytes for the local part of array 'H' (indices (-4611686018427387903:0, 1:4)) [at huge.fdv:12]"),
        (1, "seven", "dvmh: error: cannot allocate more than 340282366920938463463374607431768211455 bytes for the local part of array 'H' (indices (1:4611686018427387904, 1:4611686018427387904, 1:4611686018427387904, 1:4611686018427387904, 1:4611686018427387904, 1:4611686018427387904, 1:4611686018427387904)) [at huge.fdv:12]"),
        (2, "unbounded", "dvmh: error: dvmh_array_create: array B: dimension 1 has more indices than the runtime can count (-9223372036854775808:9223372036854775807) [at huge.fdv:12]"),
    ];
    for (procs, mode, line) in cases {
        let run = expect_error_line(Job::new("huge", procs).args(&[mode]), line);
        assert_eq!(run.value("before"), 1, "{mode} on {procs}");
    }
}

#[test]
fn stop_prints_like_gfortran_and_sets_the_exit_status() {
    let run = Job::new("errors", 2).args(&["stop3"]).run();
    assert_eq!(run.status, Some(3), "stderr:\n{}", run.stderr);
    assert_eq!(
        run.stderr.lines().filter(|l| *l == "STOP 3").count(),
        1,
        "stderr:\n{}",
        run.stderr
    );
    assert_eq!(run.value("before"), 1);
    let run = Job::new("errors", 2).args(&["stopmsg"]).run().ok();
    assert_eq!(
        run.stderr.lines().filter(|l| *l == "STOP all done").count(),
        1,
        "stderr:\n{}",
        run.stderr
    );
    let run = Job::new("errors", 3).args(&["stop"]).run().ok();
    assert!(!run.stderr.contains("STOP"), "stderr:\n{}", run.stderr);
    assert!(!run.stdout.contains("after"));
}

#[test]
fn unknown_dvmh_variables_are_warned_about_once() {
    let run = Job::new("errors", 2)
        .env("DVMH_NUM_THRAEDS", "2")
        .run()
        .ok();
    let warnings: Vec<&str> = run
        .stderr
        .lines()
        .filter(|l| l.contains("DVMH_NUM_THRAEDS"))
        .collect();
    assert_eq!(
        warnings,
        vec!["dvmh[0] warning: unknown environment variable DVMH_NUM_THRAEDS is ignored"]
    );
}

/// `calls` of the threads program: process p's handler calls times 100^p.
fn calls_code(per_process: &[i64]) -> i64 {
    per_process.iter().rev().fold(0, |acc, c| acc * 100 + c)
}

#[test]
fn iterations_are_split_among_the_threads_of_each_process() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as i64;
    let cases: Vec<(usize, Option<&str>, Vec<i64>)> = vec![
        (1, Some("1"), vec![1]),
        (1, Some("3"), vec![3]),
        (2, Some("2"), vec![2, 2]),
        (3, Some("2 1 3"), vec![2, 1, 3]),
        (4, Some("1,2"), vec![1, 2, 1, 2]),
        // Default: the node's cores divided among its processes, at least one.
        (1, None, vec![cores.max(1)]),
        (2, None, vec![(cores / 2).max(1); 2]),
        (4, None, vec![(cores / 4).max(1); 4]),
    ];
    for (procs, threads, expected) in cases {
        let np = procs.to_string();
        let mut job = Job::new("threads", procs)
            .default_threads()
            .args(&[np.as_str()]);
        if let Some(t) = threads {
            job = job.env("DVMH_NUM_THREADS", t);
        }
        let run = job.run().ok();
        let what = format!("{procs} process(es), DVMH_NUM_THREADS={threads:?}");
        assert_eq!(run.value("sum"), 45150, "{what}");
        assert_eq!(run.value("count"), 300, "{what}");
        assert_eq!(run.value("calls"), calls_code(&expected), "{what}");
    }
}

#[test]
fn output_statements_match_gfortran_byte_for_byte() {
    let expected = concat!(
        "x=  42   3.142\n",
        "  1  2  3\n",
        "  4  5  6\n",
        "  7\n",
        "   1.50000000       2.5000000000000000      T str                    7\n",
        "   1   4   9  16  25\n",
        "  36  49  64  81 100\n",
    );
    for &(procs, threads) in CONFIGS {
        let run = Job::new("io", procs).threads(threads).run().ok();
        let what = threads_label(procs, threads);
        assert_eq!(run.stdout, expected, "{what}");
        assert_eq!(
            run.stderr.matches("to stderr\n").count(),
            1,
            "{what}: {}",
            run.stderr
        );
        let exe = harness::program("io");
        let fort7 = exe.with_file_name("fort.7");
        let text = std::fs::read_to_string(&fort7).expect("unit 7 writes fort.7");
        assert_eq!(text, " hello           3\n", "{what}");
    }
}

#[test]
fn format_errors_stop_the_program_with_gfortrans_message() {
    let run = Job::new("io", 2).args(&["badformat"]).run();
    assert_ne!(run.status, Some(0));
    assert_eq!(
        run.error_lines(),
        vec!["dvmh: error: Fortran runtime error (unit = *): Expected INTEGER for item 2 in formatted transfer, got REAL [at io.f90:7]"],
        "stderr:\n{}",
        run.stderr
    );
}

#[test]
fn shadow_renewal_of_stretched_reversed_and_transposed_alignments() {
    // 1-D: A has 2*19 neighbour checks (width 1), C 2*(39+38) (width 2); H: 8-neighbourhoods of
    // a 6x8 grid.
    let expected_checks = 2 * 19 + 2 * (39 + 38) + (4 * 3 + 2 * (4 + 6) * 5 + 4 * 6 * 8);
    let grids = [(4, 1, "1 4"), (4, 1, "4 1"), (3, 1, "1 3")];
    run_everywhere("aligned_shadow", &grids, |run, _, what| {
        assert_eq!(run.value("checks"), expected_checks, "{what}");
        assert_eq!(run.value("errors"), 0, "{what}");
    });
}

#[test]
fn log_goes_to_one_file_per_process_at_the_requested_level() {
    let dir = harness::program("threads")
        .parent()
        .expect("the test directory")
        .to_path_buf();
    let names = ["logtest_0.log", "logtest_1.log"];
    for n in names {
        let _ = std::fs::remove_file(dir.join(n));
    }
    let run = Job::new("threads", 2)
        .env("DVMH_LOGLEVEL", "info")
        .env("DVMH_LOGFILE", "logtest_%d.log")
        .env("DVMH_PROC_GRID", "2")
        .args(&["2"])
        .run()
        .ok();
    assert!(
        !run.stderr.contains("info"),
        "the log went to stderr:\n{}",
        run.stderr
    );
    for (rank, n) in names.iter().enumerate() {
        let text = std::fs::read_to_string(dir.join(n)).expect("the log file exists");
        let expected = format!(
            "dvmh[{rank}] info: 2 process(es), processor grid 2, coordinates [{rank}], 1 thread(s)"
        );
        assert!(text.contains(&expected), "{n}:\n{text}");
        let _ = std::fs::remove_file(dir.join(n));
    }
}

#[test]
fn input_and_file_operations_agree_on_every_process() {
    for procs in [1, 3] {
        let run = Job::new("input", procs).run().ok();
        let what = format!("{procs} processes");
        assert_eq!(run.value("errors"), 0, "{what}: {}", run.stdout);
        assert_eq!(run.value("checks"), 22, "{what}");
        assert!(
            run.stdout
                .contains("   1   4   9  16  25  36  49  64  81 100\n"),
            "{what}: {}",
            run.stdout
        );
    }
}

#[test]
fn an_unhandled_end_of_file_stops_the_program_with_gfortrans_message() {
    let run = Job::new("input", 2).args(&["eof"]).run();
    assert_ne!(run.status, Some(0));
    assert_eq!(
        run.error_lines(),
        vec!["dvmh: error: Fortran runtime error (unit = 16): End of file [at input.f90:5]"],
        "stderr:\n{}",
        run.stderr
    );
}

#[test]
fn redistribution_and_realignment_move_every_element_to_its_new_owner() {
    for &(procs, threads) in CONFIGS {
        let run = Job::new("redistribute", procs).threads(threads).run().ok();
        let what = threads_label(procs, threads);
        for label in [
            "initial",
            "star_block",
            "gen_block",
            "block_star",
            "realigned",
            "pending_aligned",
            "new_value_nonzero",
        ] {
            assert_eq!(run.value(label), 0, "{label}, {what}");
        }
    }
}
