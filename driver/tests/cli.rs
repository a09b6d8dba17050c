//! The `dvmhc` command as users meet it: options, emitted forms, and how errors look.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn dvmhc(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dvmhc"))
        .args(args)
        .output()
        .expect("run dvmhc")
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("driver-cli")
        .join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write(dir: &Path, file: &str, text: &str) -> PathBuf {
    let p = dir.join(file);
    std::fs::write(&p, text).unwrap();
    p
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

const SMALL: &str = "\
program small
  integer, parameter :: n = 16
  real :: a(n), s
  integer :: i
!DVM$ DISTRIBUTE a(BLOCK)
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    a(i) = i
  end do
  s = 0.0
!DVM$ PARALLEL (i) ON a(i), REDUCTION(SUM(s))
  do i = 1, n
    s = s + a(i)
  end do
  print *, s
end program small
";

#[test]
fn help_and_version() {
    let o = dvmhc(&["--help"]);
    assert!(o.status.success());
    assert!(stdout(&o).contains("usage: dvmhc"));
    let o = dvmhc(&["--version"]);
    assert!(o.status.success());
    assert!(stdout(&o).starts_with("dvmhc "));
}

#[test]
fn bad_command_lines_are_reported() {
    let o = dvmhc(&["--frobnicate", "x.f90"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("dvmhc: error: unknown option '--frobnicate'"));
    let o = dvmhc(&["/nonexistent/prog.fdv"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("cannot read '/nonexistent/prog.fdv'"));
    let dir = scratch("bad-ext");
    let p = write(&dir, "prog.txt", SMALL);
    let o = dvmhc(&[p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("unknown source file kind"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn errors_name_file_line_and_column_and_show_the_line() {
    let dir = scratch("errors");
    let src =
        "program bad\n  implicit none\n  integer :: i\n  x = 1\n  i = (2 +\nend program bad\n";
    let p = write(&dir, "bad.f90", src);
    let o = dvmhc(&[p.to_str().unwrap()]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    let path = p.display().to_string();
    assert!(err.contains(&format!("{path}:4:3: error:")), "{err}");
    assert!(
        err.contains("  x = 1"),
        "the offending line is shown:\n{err}"
    );
    assert!(
        err.contains(&format!("{path}:5:")),
        "every error is reported:\n{err}"
    );
}

#[test]
fn directive_errors() {
    let dir = scratch("directive-errors");
    let src = "\
program bad
  real :: a(10), b(10)
!DVM$ DISTRIBUTE a(BLOCK, BLOCK)
  integer :: i
!DVM$ PARALLEL (i) ON b(i)
  do i = 1, 10
    b(i) = 0
  end do
end program bad
";
    let p = write(&dir, "bad.f90", src);
    let o = dvmhc(&[p.to_str().unwrap()]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    let path = p.display().to_string();
    assert!(
        err.contains(&format!("{path}:3:")),
        "rank mismatch reported:\n{err}"
    );
    assert!(
        err.contains(&format!("{path}:5:")),
        "ON array not distributed reported:\n{err}"
    );
}

#[test]
fn emit_ir_before_and_after_passes() {
    let dir = scratch("emit-ir");
    let p = write(&dir, "small.f90", SMALL);
    let o = dvmhc(&["--emit=ir", p.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let ir = stdout(&o);
    let module = dvmh_ir::parse_module(&ir).expect("--emit=ir prints parsable IR");
    assert!(dvmh_ir::verify(&module).is_ok());
    assert_eq!(ir.matches("dvm.parallel(").count(), 2, "{ir}");

    let o = dvmhc(&[
        "--emit=ir",
        "--passes=outline-handlers",
        p.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let ir = stdout(&o);
    assert_eq!(ir.matches("dvm.parallel_call(").count(), 2, "{ir}");
    assert_eq!(ir.matches("attributes {handler = true}").count(), 2, "{ir}");

    let o = dvmhc(&["--emit=ir", "--passes=no-such-pass", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("unknown pass"), "{}", stderr(&o));
}

#[test]
fn emit_llvm_and_object() {
    let dir = scratch("emit-llvm");
    let p = write(&dir, "small.f90", SMALL);
    let o = dvmhc(&["--emit=llvm", "-O2", p.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let ll = stdout(&o);
    assert!(ll.contains("define") && ll.contains("@main"), "{ll}");
    assert!(ll.contains("@dvmh_loop_perform"), "{ll}");
    let obj = dir.join("small.o");
    let o = dvmhc(&["-c", p.to_str().unwrap(), "-o", obj.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let bytes = std::fs::read(&obj).unwrap();
    assert_eq!(&bytes[..4], b"\x7fELF");
}
