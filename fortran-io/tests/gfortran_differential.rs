//! Differential test: the bytes `RecordWriter` produces must equal what a gfortran-built program
//! writes for the same statements and values.
//!
//! One driver program is generated, compiled with gfortran and fed every case (see
//! `differential/driver.rs`); the test then compares its output case by case with the writer's.
//! Statements the writer rejects with a run-time error are checked separately, in
//! `gfortran_errors.rs`. Skipped, with a note, when `gfortran` is not installed.

#[path = "differential/cases.rs"]
mod cases;
#[path = "differential/driver.rs"]
mod driver;
#[path = "differential/expect.rs"]
mod expect;
#[path = "differential/harness.rs"]
mod harness;

use driver::MARKER;

fn show(bytes: &[u8]) -> String {
    format!("{:?}", String::from_utf8_lossy(bytes))
}

#[test]
fn output_matches_gfortran() {
    let Some(gfortran) = harness::Gfortran::find() else {
        eprintln!("note: gfortran not found on PATH; differential test skipped");
        return;
    };
    let shapes = cases::shapes();
    let all = cases::all_cases(&shapes);

    let mut runnable = Vec::new();
    let mut expected = Vec::new();
    let mut rejected = 0;
    for case in &all {
        match expect::run_writer(case) {
            Ok(bytes) => {
                runnable.push(case.clone());
                expected.push(bytes);
            }
            Err(_) => rejected += 1,
        }
    }
    // Guard against a generator that only produces failing statements.
    assert!(
        rejected * 20 < all.len(),
        "{rejected} of {} cases fail in the writer",
        all.len()
    );

    let source = driver::driver_source(&shapes);
    let input = driver::driver_input(&runnable);
    let output = gfortran.compile_and_run("driver", &source, input.as_bytes());
    let chunks: Vec<&[u8]> = split_cases(&output.stdout);
    if !output.status_ok || chunks.len() != runnable.len() {
        let first_bad = runnable
            .iter()
            .zip(&expected)
            .zip(&chunks)
            .position(|((_, ours), theirs)| ours.as_slice() != *theirs);
        if let Some(i) = first_bad {
            let values: Vec<String> = runnable[i].values.iter().map(|v| v.describe()).collect();
            eprintln!(
                "first difference at case {i}: format {:?} values {}\n  gfortran: {}\n  ours:     {}",
                runnable[i].format,
                values.join("; "),
                show(chunks[i]),
                show(&expected[i])
            );
        }
        panic!(
            "driver failed or stopped early: {} of {} cases ran\nstderr: {}",
            chunks.len(),
            runnable.len(),
            String::from_utf8_lossy(&output.stderr)
        );
    }

    let mut mismatches = 0;
    for ((case, ours), theirs) in runnable.iter().zip(&expected).zip(&chunks) {
        if ours.as_slice() != *theirs {
            mismatches += 1;
            if mismatches <= 40 {
                let values: Vec<String> = case.values.iter().map(|v| v.describe()).collect();
                eprintln!(
                    "MISMATCH format {:?}\n  values: {}\n  gfortran: {}\n  ours:     {}",
                    case.format.as_deref().unwrap_or("*"),
                    values.join("; "),
                    show(theirs),
                    show(ours)
                );
            }
        }
    }
    eprintln!(
        "{} cases compared ({} skipped as run-time errors), {} mismatches",
        runnable.len(),
        rejected,
        mismatches
    );
    assert_eq!(mismatches, 0, "output differs from gfortran");
}

/// Splits the driver output at the marker written after each case.
fn split_cases(stdout: &[u8]) -> Vec<&[u8]> {
    let mut chunks = Vec::new();
    let mut rest = stdout;
    while let Some(at) = rest.windows(MARKER.len()).position(|w| w == MARKER) {
        chunks.push(&rest[..at]);
        rest = &rest[at + MARKER.len()..];
    }
    chunks
}
