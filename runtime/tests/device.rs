//! Parallel loops with device variants in a region, run on the emulation device
//! (`DVMH_CUDA_EMULATION=1`) and on the host (`DVMH_NUM_CUDAS=0`), on 1 to 4 processes with
//! 1 or 2 threads: the same results, equal to the serial ones, and the log says where each
//! loop ran.

#[allow(dead_code)] // each test binary uses part of the harness
mod harness;

use harness::{threads_label, Job, CONFIGS};

const VALUES: &[&str] = &[
    "sum_b", "max", "max_i", "max_j", "count", "sum_j", "sum1", "elem", "sum2", "sum3", "sum_c",
];

#[test]
fn device_loops_on_the_emulation_device_give_the_serial_results() {
    let serial = Job::new("device", 1).env("DVMH_NUM_CUDAS", "0").run().ok();
    assert_eq!(serial.value("bad"), 0, "{}", serial.stderr);
    for &(procs, threads) in CONFIGS {
        for (name, value) in [("DVMH_CUDA_EMULATION", "1"), ("DVMH_NUM_CUDAS", "0")] {
            let run = Job::new("device", procs)
                .threads(threads)
                .env(name, value)
                .run()
                .ok();
            let what = format!("{name}={value}, {}", threads_label(procs, threads));
            assert_eq!(run.value("bad"), 0, "{what}: {}", run.stderr);
            assert_eq!(run.value("stale"), 0, "{what}");
            for v in VALUES {
                assert_eq!(run.value(v), serial.value(v), "{what}: {v}");
            }
        }
    }
}

#[test]
fn with_default_settings_a_gpu_if_there_is_one_or_the_host_gives_the_serial_results() {
    // Where the CUDA driver finds a GPU the loops run on it (the kernels are the PTX that
    // clang made of tests/c/device_kernels.c), elsewhere on the host.
    let serial = Job::new("device", 1).env("DVMH_NUM_CUDAS", "0").run().ok();
    for (procs, threads) in [(1, 1), (2, 1), (4, 2)] {
        let run = Job::new("device", procs)
            .threads(threads)
            .env("DVMH_LOGLEVEL", "info")
            .run()
            .ok();
        let what = threads_label(procs, threads);
        assert_eq!(run.value("bad"), 0, "{what}: {}", run.stderr);
        for v in VALUES {
            assert_eq!(run.value(v), serial.value(v), "{what}: {v}");
        }
        let on_gpu = placements(&run.stderr)
            .iter()
            .filter(|l| l.contains(" ran on GPU "))
            .count();
        let without = run
            .stderr
            .contains("dvmh[0] info: regions run on the CPU (no device)");
        assert!(
            on_gpu == 8 || (on_gpu == 0 && without),
            "{what}: {}",
            run.stderr
        );
    }
}

#[test]
fn without_get_actual_the_host_sees_the_stale_copy_only_on_a_device() {
    let emulated = Job::new("device", 2)
        .env("DVMH_CUDA_EMULATION", "1")
        .args(&["noget"])
        .run()
        .ok();
    assert!(
        emulated.value("stale") > 0,
        "a device write reached the host without GET_ACTUAL"
    );
    // The rest of the program still computes the right values.
    assert_eq!(emulated.value("bad"), 0, "{}", emulated.stderr);
    let host = Job::new("device", 2)
        .env("DVMH_NUM_CUDAS", "0")
        .args(&["noget"])
        .run()
        .ok();
    assert_eq!(host.value("stale"), 0);
}

/// The log lines of rank 0 that say where a loop ran.
fn placements(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .filter(|l| l.starts_with("dvmh[0] info: parallel loop at "))
        .map(|l| l["dvmh[0] info: parallel loop at ".len()..].to_string())
        .collect()
}

#[test]
fn the_log_says_where_each_loop_ran() {
    let run = Job::new("device", 1)
        .env("DVMH_CUDA_EMULATION", "1")
        .env("DVMH_LOGLEVEL", "info")
        .run()
        .ok();
    assert!(
        run.stderr
            .contains("dvmh[0] info: regions run their parallel loops on the emulation device"),
        "{}",
        run.stderr
    );
    let lines = placements(&run.stderr);
    let expected = [
        "device.c:21 ran on the emulation device: 585 iterations, 3 block(s) of 256 threads",
        "device.c:22 ran on the emulation device: 559 iterations, 3 block(s) of 256 threads",
        "device.c:23 ran on the emulation device: 559 iterations, 3 block(s) of 256 threads",
        "device.c:30 ran on the host (no device variant)",
        "device.c:31 ran on the emulation device: 585 iterations, 3 block(s) of 256 threads",
        "device.c:32 ran on the emulation device: 585 iterations, 3 block(s) of 256 threads",
        "device.c:40 ran on the emulation device: 585 iterations, 3 block(s) of 256 threads",
        "device.c:41 ran on the emulation device: 585 iterations, 3 block(s) of 256 threads",
        "device.c:42 ran on the host (ACROSS)",
        "device.c:43 ran on the emulation device: 585 iterations, 3 block(s) of 256 threads",
    ];
    assert_eq!(lines, expected, "{}", run.stderr);
    // Without a device nothing is said about loops, and regions run on the CPU.
    let host = Job::new("device", 1)
        .env("DVMH_NUM_CUDAS", "0")
        .env("DVMH_LOGLEVEL", "info")
        .run()
        .ok();
    assert!(placements(&host.stderr).is_empty(), "{}", host.stderr);
    assert!(host
        .stderr
        .contains("dvmh[0] info: regions run on the CPU (no device)"));
}

#[test]
fn bad_device_variants_are_one_clear_error() {
    for (mode, expected) in [
        (
            "badkind",
            "dvmh: error: dvmh_loop_device: capture kind 0x208 of argument 1 is invalid (a compiler bug) [at device.c:21]",
        ),
        (
            "badnargs",
            "dvmh: error: dvmh_loop_perform: 2 arguments, but dvmh_loop_device described 1 [at device.c:21]",
        ),
    ] {
        let run = Job::new("device", 2)
            .env("DVMH_CUDA_EMULATION", "1")
            .args(&[mode])
            .run();
        assert_ne!(run.status, Some(0), "{mode}");
        assert_eq!(run.error_lines(), vec![expected], "{}", run.stderr);
    }
    // The kernel name matters only on a GPU; the emulation device calls the host build.
    let run = Job::new("device", 1)
        .env("DVMH_CUDA_EMULATION", "1")
        .args(&["badname"])
        .run()
        .ok();
    assert_eq!(run.value("bad"), 0);
}

#[test]
fn bad_device_settings_are_one_clear_error() {
    for (name, value, expected) in [
        (
            "DVMH_NUM_CUDAS",
            "x",
            "dvmh: error: DVMH_NUM_CUDAS='x': expected a number of GPUs from 0 (CPU only) to 64",
        ),
        (
            "DVMH_CUDA_EMULATION",
            "maybe",
            "dvmh: error: DVMH_CUDA_EMULATION='maybe': expected a boolean (1, on, yes, enable, 0, off, no, disable)",
        ),
    ] {
        let run = Job::new("device", 2).env(name, value).run();
        assert_ne!(run.status, Some(0));
        assert_eq!(run.error_lines(), vec![expected], "{}", run.stderr);
    }
}
