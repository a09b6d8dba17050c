//! Golden tests of `dvmhc --emit=deps` (and its DVM spelling `-dvmhLoopAnalysis`): each source
//! in `tests/deps/` is analysed and the listing compared with `NAME.deps` next to it.
//! `DVMH_BLESS=1 cargo test -p dvmhc --test deps` rewrites the expected files.

use std::path::Path;
use std::process::Command;

fn listing(dir: &Path, file: &str, flag: &str) -> String {
    let o = Command::new(env!("CARGO_BIN_EXE_dvmhc"))
        .current_dir(dir)
        .args([flag, file])
        .output()
        .expect("run dvmhc"); // ok: test
    assert!(
        o.status.success(),
        "{file}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn listings_match_the_expected_files() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("deps");
    let bless = std::env::var_os("DVMH_BLESS").is_some();
    let mut sources: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/deps") // ok: test
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| !n.ends_with(".deps"))
        .collect();
    sources.sort();
    assert!(!sources.is_empty());
    for src in sources {
        let got = listing(&dir, &src, "--emit=deps");
        assert_eq!(
            got,
            listing(&dir, &src, "-dvmhLoopAnalysis"),
            "{src}: -dvmhLoopAnalysis is --emit=deps"
        );
        let expected = dir.join(format!("{src}.deps"));
        if bless {
            std::fs::write(&expected, &got).expect("write the expected listing"); // ok: test
            continue;
        }
        let want = std::fs::read_to_string(&expected)
            .unwrap_or_else(|e| panic!("{}: {e}", expected.display())); // ok: test
        assert_eq!(
            got,
            want,
            "{src}: the listing differs from {}",
            expected.display()
        );
    }
}
