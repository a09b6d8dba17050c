//! Golden tests: IR text in → passes → IR text out, compared with checked-in files.
//!
//! `tests/passes/NAME.in.ir` names its passes on a `// passes: a,b` line; the expected output is
//! `NAME.out.ir`. `DVMH_BLESS=1 cargo test -p dvmh-ir` rewrites the expected files. Every input
//! and output must also survive print → parse → print unchanged, and pass the verifier.

use dvmh_ir::pass::run_pipeline;
use dvmh_ir::{parse_module, print_module, verify};
use std::path::{Path, PathBuf};

fn files(dir: &str, suffix: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(dir);
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .collect();
    out.sort();
    out
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn assert_round_trips(text: &str, what: &str) {
    let first = print_module(&parse_module(text).unwrap_or_else(|e| panic!("{what}: {e}")));
    let second = print_module(
        &parse_module(&first).unwrap_or_else(|e| panic!("{what} (reprinted): {e}\n{first}")),
    );
    assert_eq!(first, second, "{what}: print/parse is not a fixed point");
}

#[test]
fn passes_produce_the_expected_ir() {
    let bless = std::env::var_os("DVMH_BLESS").is_some();
    let inputs = files("passes", ".in.ir");
    assert!(!inputs.is_empty());
    let mut failures = Vec::new();
    for input in inputs {
        let text = read(&input);
        let passes: Vec<&str> = text
            .lines()
            .find_map(|l| l.trim().strip_prefix("// passes:"))
            .map(|l| {
                l.split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .collect()
            })
            .unwrap_or_default();
        let mut module = parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        run_pipeline(&mut module, &passes, true)
            .unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        let got = print_module(&module);
        assert_round_trips(&got, &format!("output of {}", input.display()));
        let expected_path = PathBuf::from(input.to_string_lossy().replace(".in.ir", ".out.ir"));
        if bless {
            std::fs::write(&expected_path, &got).expect("write expected output");
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if expected != got {
            failures.push(format!(
                "{}: output differs from {} (DVMH_BLESS=1 to update)\n--- got\n{got}",
                input.display(),
                expected_path.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_test_file_round_trips() {
    for f in files("passes", ".ir")
        .into_iter()
        .chain(files("verify", ".ir"))
    {
        assert_round_trips(&read(&f), &f.display().to_string());
    }
}

#[test]
fn verifier_reports_the_annotated_errors() {
    let inputs = files("verify", ".ir");
    assert!(!inputs.is_empty());
    for input in inputs {
        let text = read(&input);
        let expected: Vec<&str> = text
            .lines()
            .filter_map(|l| l.trim().strip_prefix("// ERROR:").map(str::trim))
            .collect();
        let module = parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        let result = verify(&module);
        if expected.is_empty() {
            assert!(
                result.is_ok(),
                "{}: {}",
                input.display(),
                result.unwrap_err()
            );
            continue;
        }
        let errors = result.expect_err(&format!("{}: expected verifier errors", input.display()));
        for e in expected {
            assert!(
                errors.contains(e),
                "{}: missing error '{e}' in:\n{errors}",
                input.display()
            );
        }
    }
}

/// Source locations survive printing and parsing, and the verifier checks their file numbers.
#[test]
fn locations_round_trip() {
    let text = "\
module @m {
  file 0 = \"a.f90\"
  file 1 = \"inc/b.h\"
  func @main() -> (i32) attributes {entry = true} {
    %0 = arith.constant {value = 7} : i32 loc(0:3:5)
    %1 = arith.divsi(%0, %0) : i32 loc(1:12:9)
    func.return(%1)
  }
}
";
    let module = parse_module(text).unwrap();
    assert!(verify(&module).is_ok());
    assert_eq!(dvmh_ir::print_module_with_locs(&module), text);
    let f = &module.functions[0];
    let div = f.walk_ops()[1];
    assert_eq!(module.file_of(f.loc(div)), Some("inc/b.h"));
    assert_eq!(f.loc(div).line, 12);
    // Without locations the same module prints as before.
    assert!(!print_module(&module).contains("loc("));
    let bad = text.replace("loc(1:12:9)", "loc(2:12:9)");
    let e = verify(&parse_module(&bad).unwrap()).unwrap_err();
    assert!(e.contains("location in file 2"), "{e}");
}

/// Named operand groups of `dvm.parallel` come from `operand_segments`, in the text as parsed
/// and after outlining (where `captures` is appended without moving the other groups).
#[test]
fn parallel_groups_are_read_from_operand_segments() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/passes/jacobi_step.in.ir");
    let mut module = parse_module(&read(&path)).unwrap();
    let find = |m: &dvmh_ir::Module, kind: dvmh_ir::OpKind| {
        let f = &m.functions[0];
        let op = f.walk_ops().into_iter().find(|&o| f.ops[o].kind == kind);
        f.ops[op.expect("a parallel op")].clone()
    };
    let before = find(&module, dvmh_ir::OpKind::Parallel);
    assert_eq!(before.group("bounds").map(<[_]>::len), Some(6));
    assert_eq!(before.group("on"), Some(&before.operands[6..7]));
    assert_eq!(before.group("renew"), Some(&before.operands[7..8]));
    assert_eq!(before.group("reductions"), Some(&before.operands[8..9]));
    assert_eq!(before.group("across"), Some(&[][..]));
    assert_eq!(before.group("captures"), None);
    run_pipeline(&mut module, &["outline-handlers"], true).unwrap();
    let after = find(&module, dvmh_ir::OpKind::ParallelCall);
    for g in [
        "bounds",
        "on",
        "on_dynamic",
        "renew",
        "reductions",
        "across",
    ] {
        assert_eq!(after.group(g), before.group(g), "{g}");
    }
    assert_eq!(after.group("captures").map(<[_]>::len), Some(3));
}
