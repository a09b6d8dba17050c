//! Run-time errors must be gfortran's: every statement of the differential cases that the writer
//! rejects is run alone in the gfortran-built driver, which must stop with exit status 2 and
//! `Fortran runtime error: <the writer's message>`, after writing exactly the records the writer
//! reports as completed. Skipped, with a note, when `gfortran` is not installed.

#[path = "differential/cases.rs"]
mod cases;
#[path = "differential/driver.rs"]
mod driver;
#[path = "differential/expect.rs"]
mod expect;
#[path = "differential/harness.rs"]
mod harness;

use driver::{Case, Shape, Ty, Value};
use expect::Failure;

/// Statements chosen to fail, in addition to the failing ones among the generated cases.
fn chosen_failures(shapes: &[Shape]) -> Vec<Case> {
    let shape = |wanted: Shape| {
        shapes
            .iter()
            .position(|s| *s == wanted)
            .expect("shape is defined")
    };
    let r4 = shape(Shape::Scalars(vec![Ty::R4]));
    let i4 = shape(Shape::Scalars(vec![Ty::I4]));
    let c_i4 = shape(Shape::Scalars(vec![Ty::C, Ty::I4, Ty::C, Ty::I4]));
    let ints = shape(Shape::Array(Ty::I4));
    let case = |shape: usize, format: &str, values: Vec<Value>| Case {
        shape,
        format: Some(format.to_string()),
        values,
    };
    vec![
        case(r4, "(I5)", vec![Value::R4(1.0)]),
        case(i4, "(F8.3)", vec![Value::Int(Ty::I4, 1)]),
        case(i4, "(\"abc\")", vec![Value::Int(Ty::I4, 1)]),
        case(r4, "(E10.0)", vec![Value::R4(1.0)]),
        case(r4, "(G10.0)", vec![Value::R4(1.0)]),
        case(r4, "(5PE10.2)", vec![Value::R4(1.0)]),
        case(r4, "(-2PE10.2)", vec![Value::R4(1.0)]),
        case(
            c_i4,
            "(A,I3,/,A,F6.2)",
            vec![
                Value::C(b"first".to_vec()),
                Value::Int(Ty::I4, 7),
                Value::C(b"second".to_vec()),
                Value::Int(Ty::I4, 8),
            ],
        ),
        case(
            ints,
            "(I3,(\"x\"))",
            vec![Value::Int(Ty::I4, 1), Value::Int(Ty::I4, 2)],
        ),
        case(ints, "(I2,*(\"x\"))", vec![Value::Int(Ty::I4, 1)]),
        case(
            ints,
            "(2I4)",
            (0..5).map(|v| Value::Int(Ty::I4, v)).collect::<Vec<_>>(),
        ),
    ]
}

#[test]
fn runtime_errors_match_gfortran() {
    let Some(gfortran) = harness::Gfortran::find() else {
        eprintln!("note: gfortran not found on PATH; error test skipped");
        return;
    };
    let shapes = cases::shapes();
    let mut failing: Vec<(Case, Failure)> = Vec::new();
    let mut candidates = chosen_failures(&shapes);
    candidates.extend(cases::all_cases(&shapes));
    let mut succeeded_but_chosen = Vec::new();
    for (index, case) in candidates.into_iter().enumerate() {
        match expect::run_writer(&case) {
            Err(failure) => failing.push((case, failure)),
            Ok(_) if index < 11 && case.format.as_deref() != Some("(2I4)") => {
                succeeded_but_chosen.push(case.format.clone())
            }
            Ok(_) => {}
        }
    }
    assert!(
        succeeded_but_chosen.is_empty(),
        "chosen failures did not fail: {succeeded_but_chosen:?}"
    );

    // One compiled driver, run once per failing statement.
    let source = driver::driver_source(&shapes);
    let mut problems = Vec::new();
    let (mut runtime_checked, mut format_checked) = (0, 0);
    for (case, failure) in &failing {
        let input = driver::driver_input(std::slice::from_ref(case));
        let output = gfortran.compile_and_run_cached("driver", &source, input.as_bytes());
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        let describe = || {
            format!(
                "format {:?} values [{}]\n  gfortran exit {:?}, stdout {:?}\n  stderr: {stderr}",
                case.format,
                case.values
                    .iter()
                    .map(|v| v.describe())
                    .collect::<Vec<_>>()
                    .join("; "),
                output.exit_code,
                String::from_utf8_lossy(&output.stdout)
            )
        };
        if output.exit_code != Some(2) {
            problems.push(format!("gfortran did not fail: {}", describe()));
            continue;
        }
        match failure {
            Failure::Run { error, completed } => {
                runtime_checked += 1;
                let message = format!("Fortran runtime error: {}\n", error.render());
                if !stderr.contains(&message) {
                    problems.push(format!("message differs, ours {message:?}: {}", describe()));
                } else if output.stdout != *completed {
                    problems.push(format!(
                        "flushed output differs, ours {:?}: {}",
                        String::from_utf8_lossy(completed),
                        describe()
                    ));
                }
            }
            Failure::Format(_) => {
                // Formats we reject at parse time must fail in gfortran's runtime too.
                format_checked += 1;
                if !stderr.contains("Fortran runtime error:") {
                    problems.push(format!("no format error: {}", describe()));
                }
            }
        }
    }
    eprintln!(
        "{runtime_checked} run-time errors and {format_checked} rejected formats checked, {} problems",
        problems.len()
    );
    for problem in problems.iter().take(30) {
        eprintln!("{problem}");
    }
    assert!(runtime_checked >= 10, "too few failing statements");
    assert!(problems.is_empty(), "errors differ from gfortran");
}
