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
    assert_eq!(o.status.code(), Some(1));
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

/// The output may never replace an input: not with `-o`, and not through the default output
/// name of an input without an extension.
#[test]
fn output_never_overwrites_the_source() {
    let dir = scratch("overwrite");
    let p = write(&dir, "prog.f90", SMALL);
    let o = dvmhc(&[p.to_str().unwrap(), "-o", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("refusing to overwrite"),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read_to_string(&p).unwrap(), SMALL);

    let bare = write(&dir, "prog", SMALL);
    let o = dvmhc(&["-ffree-form", bare.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("refusing to overwrite"),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read_to_string(&bare).unwrap(), SMALL);

    // Through a symbolic link, too.
    let link = dir.join("alias.f90");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&p, &link).unwrap();
    let o = dvmhc(&[p.to_str().unwrap(), "-o", link.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&p).unwrap(), SMALL);
}

/// Devices, FIFOs and directories are refused at once instead of being read forever.
#[test]
fn special_files_are_not_read() {
    let dir = scratch("special");
    let fifo = dir.join("pipe.f90");
    let _ = std::fs::remove_file(&fifo);
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    for input in ["/dev/zero", "/dev/urandom", fifo.to_str().unwrap()] {
        let start = std::time::Instant::now();
        let o = dvmhc(&["-ffree-form", input, "-o", dir.join("x").to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1), "{input}: {}", stderr(&o));
        assert!(
            stderr(&o).contains("is not a regular file"),
            "{input}: {}",
            stderr(&o)
        );
        assert!(
            start.elapsed().as_secs() < 10,
            "{input} was read for too long"
        );
    }
}

/// Every driver-level failure is one `dvmhc: error:` line, exit status 1, and never an
/// "internal compiler error".
#[test]
fn driver_errors_are_one_line() {
    let dir = scratch("one-line");
    let p = write(&dir, "small.f90", SMALL);
    let src = p.to_str().unwrap();
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            vec!["/nonexistent/prog.f90"],
            "cannot read '/nonexistent/prog.f90': No such file or directory",
        ),
        (
            vec![src, "-o", "/nonexistent/dir/prog"],
            "cannot write '/nonexistent/dir/prog': No such file or directory",
        ),
        (
            vec!["-c", src, "-o", "/nonexistent/x.o"],
            "cannot write '/nonexistent/x.o'",
        ),
        (
            vec!["--emit=ir", "--passes=nosuch", src],
            "unknown pass 'nosuch'",
        ),
        (vec!["-march=nosuchcpu", src], "unknown CPU 'nosuchcpu'"),
        (vec!["-march=i386", src], "'i386' is a 32-bit CPU"),
        (vec!["-O9", src], "unknown optimisation level"),
    ];
    for (args, message) in cases {
        let o = dvmhc(&args);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{args:?}: {err}");
        assert!(err.contains("dvmhc: error: "), "{args:?}: {err}");
        assert!(
            err.contains(message),
            "{args:?}: expected '{message}' in:\n{err}"
        );
        assert_eq!(
            err.trim_end().lines().count(),
            1,
            "{args:?}: one line:\n{err}"
        );
        assert!(!err.contains("internal compiler error"), "{args:?}: {err}");
        assert!(!err.contains("LLVM ERROR"), "{args:?}: {err}");
    }
}

/// A reader that goes away (`dvmhc bad.f 2>&1 | head -1`) must not turn an error into a panic.
#[test]
fn closed_stderr_is_not_a_crash() {
    use std::process::Stdio;
    let dir = scratch("closed-pipe");
    let mut bad = String::from("program bad\n");
    for i in 0..2000 {
        bad.push_str(&format!("  x{i} = = 1\n"));
    }
    bad.push_str("end program bad\n");
    let p = write(&dir, "bad.f90", &bad);
    let mut child = Command::new(env!("CARGO_BIN_EXE_dvmhc"))
        .arg(&p)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stderr.take()); // the reader closes the pipe at once
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(1), "{status}");
}

/// `-ftime-report` names each phase.
#[test]
fn time_report_lists_the_phases() {
    let dir = scratch("time-report");
    let p = write(&dir, "small.f90", SMALL);
    let o = dvmhc(&[
        "-ftime-report",
        p.to_str().unwrap(),
        "-o",
        dir.join("small").to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    for phase in [
        "front end",
        "pass lower-dvm",
        "LLVM optimisation",
        "machine code",
        "link",
        "total",
    ] {
        assert!(err.contains(phase), "{phase} missing from:\n{err}");
    }
}

const MAIN_UNIT: &str = "\
program two
  integer :: k
  double precision :: s, total
  external total
  k = 5
  s = total(k)
  call show(k, s)
end program two
";

const LIBRARY_UNITS: &str = "\
double precision function total(n)
  integer n, i
  total = 0
  do i = 1, n
    total = total + i * 0.5d0
  end do
end function total

subroutine show(n, s)
  integer n
  double precision s
  print *, 'n =', n, ' s =', s
end subroutine show
";

/// Sources and objects together, like gfortran: `dvmhc main.f90 lib.f90`, `dvmhc -c` of each
/// then a link of the objects, and an object built by gfortran in the link.
#[test]
fn several_sources_and_objects_link_into_one_program() {
    let dir = scratch("multi-file");
    let main = write(&dir, "main.f90", MAIN_UNIT);
    let lib = write(&dir, "lib.f90", LIBRARY_UNITS);
    let expected = " n =           5  s =   7.5000000000000000     \n";

    let exe = dir.join("together");
    let o = dvmhc(&[
        main.to_str().unwrap(),
        lib.to_str().unwrap(),
        "-o",
        exe.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let run = Command::new(&exe).output().unwrap();
    assert_eq!(stdout(&run), expected);

    let o = dvmhc(&["-c", main.to_str().unwrap(), lib.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let (main_o, lib_o) = (dir.join("main.o"), dir.join("lib.o"));
    assert!(main_o.is_file() && lib_o.is_file());
    let exe = dir.join("from-objects");
    let o = dvmhc(&[
        main_o.to_str().unwrap(),
        lib_o.to_str().unwrap(),
        "-o",
        exe.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&Command::new(&exe).output().unwrap()), expected);

    // A function compiled by gfortran (no I/O of its own) called from our main program.
    let only_total = write(
        &dir,
        "total.f90",
        &LIBRARY_UNITS[..LIBRARY_UNITS.find("subroutine").unwrap()],
    );
    let show = write(
        &dir,
        "show.f90",
        &LIBRARY_UNITS[LIBRARY_UNITS.find("subroutine").unwrap()..],
    );
    let total_o = dir.join("total_gf.o");
    let gf = Command::new("gfortran")
        .args(["-c", "-o"])
        .arg(&total_o)
        .arg(&only_total)
        .output()
        .unwrap();
    assert!(
        gf.status.success(),
        "{}",
        String::from_utf8_lossy(&gf.stderr)
    );
    let exe = dir.join("mixed");
    let o = dvmhc(&[
        main.to_str().unwrap(),
        show.to_str().unwrap(),
        total_o.to_str().unwrap(),
        "-o",
        exe.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&Command::new(&exe).output().unwrap()), expected);
}

/// What a link is missing is said in Fortran terms, in one line.
#[test]
fn missing_procedures_and_main_programs_are_named() {
    let dir = scratch("multi-file-errors");
    let main = write(&dir, "main.f90", MAIN_UNIT);
    let lib = write(&dir, "lib.f90", LIBRARY_UNITS);
    let o = dvmhc(&[
        main.to_str().unwrap(),
        "-o",
        dir.join("a").to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("undefined procedures SHOW (called as show_), TOTAL (called as total_)"),
        "{err}"
    );
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    let o = dvmhc(&[lib.to_str().unwrap(), "-o", dir.join("b").to_str().unwrap()]);
    assert!(
        stderr(&o).contains("no main program among the inputs"),
        "{}",
        stderr(&o)
    );
    let o = dvmhc(&["--emit=ir", main.to_str().unwrap(), lib.to_str().unwrap()]);
    assert!(
        stderr(&o).contains("--emit=ir takes exactly one source file"),
        "{}",
        stderr(&o)
    );
    let o = dvmhc(&[
        "-c",
        main.to_str().unwrap(),
        lib.to_str().unwrap(),
        "-o",
        "x.o",
    ]);
    assert!(
        stderr(&o).contains("-o cannot name one object for several sources"),
        "{}",
        stderr(&o)
    );
}

/// `-ffixed-line-length-N` moves the fixed-form margin; text cut by the default margin is
/// reported.
#[test]
fn fixed_line_length() {
    let dir = scratch("fixed-line-length");
    let src = format!(
        "      program long\n      integer i\n      i = 1{}+ 2\n      print *, i\n      end\n",
        " ".repeat(61)
    );
    let p = write(&dir, "long.f", &src);
    let p = p.to_str().unwrap(); // ok: a test scratch path, always UTF-8
    let ast = |flags: &[&str]| {
        let mut args = vec!["--emit=ast", p];
        args.extend_from_slice(flags);
        dvmhc(&args)
    };
    let o = ast(&[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o)
            .contains("long.f:3:73: warning: text past column 72 is ignored in fixed form: '+ 2'"),
        "{}",
        stderr(&o)
    );
    assert!(!stdout(&o).contains("(1 + 2)"), "{}", stdout(&o));
    for flag in ["-ffixed-line-length-132", "-ffixed-line-length-none"] {
        let o = ast(&[flag]);
        assert!(o.status.success(), "{}", stderr(&o));
        assert!(stderr(&o).is_empty(), "{flag}: {}", stderr(&o));
        assert!(stdout(&o).contains("(1 + 2)"), "{flag}: {}", stdout(&o));
    }
    let o = ast(&["-ffixed-line-length-3"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with("dvmhc: error: invalid fixed-form line length '3'"));
}

#[test]
fn module_files_connect_separately_compiled_sources() {
    let dir = scratch("modules");
    let mods = dir.join("mods");
    let _ = std::fs::remove_dir_all(&mods);
    std::fs::create_dir_all(&mods).unwrap();
    let module = write(
        &dir,
        "consts.f90",
        "module consts\n  integer, parameter :: n = 3\n  real(8) :: w = 2.5d0\ncontains\n  integer function twice(k)\n    integer :: k\n    twice = 2 * k\n  end function\nend module\n",
    );
    let user = write(
        &dir,
        "user.f90",
        "program user\n  use consts\n  print '(i3, f6.2, i4)', n, w, twice(n)\nend program\n",
    );
    let obj = dir.join("consts.o");
    let exe = dir.join("user");
    // Without the module file, USE names what is missing and how to provide it.
    let o = dvmhc(&[
        "-J",
        mods.to_str().unwrap(),
        user.to_str().unwrap(),
        "-o",
        exe.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("no module 'consts'"), "{}", stderr(&o));
    let o = dvmhc(&[
        "-c",
        &format!("-J{}", mods.display()),
        module.to_str().unwrap(),
        "-o",
        obj.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(mods.join("consts.mod").is_file());
    let o = dvmhc(&[
        "-J",
        mods.to_str().unwrap(),
        user.to_str().unwrap(),
        obj.to_str().unwrap(),
        "-o",
        exe.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let run = Command::new(&exe).output().unwrap();
    assert_eq!(stdout(&run), "  3  2.50   6\n");
    // A module file another compiler wrote is refused by name.
    std::fs::write(mods.join("consts.mod"), [0x1f, 0x8b, 8, 0, 1, 2]).unwrap();
    let o = dvmhc(&[
        "-J",
        mods.to_str().unwrap(),
        user.to_str().unwrap(),
        obj.to_str().unwrap(),
        "-o",
        exe.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("was not written by dvmhc"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn the_preprocessor_runs_for_upper_case_extensions_and_cpp() {
    let dir = scratch("cpp");
    let text = "#ifdef _DVMH\n#define WHO 1\n#endif\nprogram p\n  print '(i2, i3)', WHO, N\n  call missing(\nend program\n";
    let upper = write(&dir, "p.F90", text);
    let exe = dir.join("p");
    // Diagnostics keep the lines the user wrote (line 6 here, after the directives).
    let o = dvmhc(&[
        upper.to_str().unwrap(),
        "-DN=42",
        "-o",
        exe.to_str().unwrap(),
    ]);
    assert!(stderr(&o).contains("p.F90:6:"), "{}", stderr(&o));
    let fixed = text.replace("  call missing(\n", "");
    let upper = write(&dir, "p.F90", &fixed);
    let o = dvmhc(&[
        upper.to_str().unwrap(),
        "-D",
        "N=42",
        "-o",
        exe.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&Command::new(&exe).output().unwrap()), " 1 42\n");
    // A lower-case extension is not preprocessed unless -cpp asks for it.
    let lower = write(&dir, "q.f90", &fixed);
    let o = dvmhc(&[
        lower.to_str().unwrap(),
        "-DN=42",
        "-o",
        exe.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    let o = dvmhc(&[
        "-cpp",
        lower.to_str().unwrap(),
        "-DN=7",
        "-o",
        exe.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&Command::new(&exe).output().unwrap()), " 1  7\n");
}

#[test]
fn emit_ptx_of_region_loops_and_gpu_options() {
    let dir = scratch("emit-ptx");
    let region = SMALL
        .replace(
            "!DVM$ PARALLEL (i) ON a(i), REDUCTION",
            "!DVM$ REGION\n!DVM$ PARALLEL (i) ON a(i), REDUCTION",
        )
        .replace("  print *, s", "!DVM$ END REGION\n  print *, s");
    let p = write(&dir, "region.f90", &region);
    let src = p.to_str().unwrap();
    let o = dvmhc(&["--emit=ptx", src]);
    assert!(o.status.success(), "{}", stderr(&o));
    let ptx = stdout(&o);
    assert_eq!(ptx.matches(".entry").count(), 1, "{ptx}");
    assert!(ptx.contains(".target sm_70"), "{ptx}");
    let o = dvmhc(&["--emit=ptx", "--cuda-arch=sm_90", src]);
    assert!(stdout(&o).contains(".target sm_90"), "{}", stderr(&o));
    // The host code passes the kernel to the runtime, and the image holds it...
    let o = dvmhc(&["--emit=llvm", src]);
    let ll = stdout(&o);
    assert!(ll.contains("@dvmh_loop_device"), "{ll}");
    assert!(ll.contains(".entry main_loop"), "the PTX image is embedded");
    // ... unless -noCuda: then the image is empty and the loop stays on the CPU.
    let o = dvmhc(&["--emit=llvm", "-noCuda", src]);
    assert!(!stdout(&o).contains(".entry main_loop"), "{}", stdout(&o));
    // Loops outside regions have no kernels.
    let plain = write(&dir, "plain.f90", SMALL);
    let o = dvmhc(&["--emit=ptx", plain.to_str().unwrap()]);
    assert!(
        o.status.success() && stdout(&o).is_empty(),
        "{}",
        stdout(&o)
    );
    let o = dvmhc(&["--emit=ptx", "--cuda-arch=sm_60", src]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("unknown --cuda-arch 'sm_60'"),
        "{}",
        stderr(&o)
    );
}

const SMALL_C: &str = "\
#include <stdio.h>
#define N 4
int twice(int x) { return 2 * x; }
int main(int argc, char **argv) {
    int a[N], i, s = 0;
    for (i = 0; i < N; i++) a[i] = twice(i);
    for (i = 0; i < N; i++) s += a[i];
    printf(\"s = %d argc = %d\\n\", s, argc);
    return s == 12 ? 0 : 1;
}
";

/// `.c` and `.cdv` go to the C front end, through every `--emit` form and to a program; a
/// header is not a source; errors point into the user's file; `-D` reaches the preprocessor.
#[test]
fn c_sources_compile_through_every_emitted_form() {
    let dir = scratch("c-front-end");
    let p = write(&dir, "small.c", SMALL_C);
    let src = p.to_str().unwrap();
    let o = dvmhc(&["--emit=ast", src]);
    assert!(o.status.success(), "{}", stderr(&o));
    let ast = stdout(&o);
    assert!(ast.contains("function Int func(twice; 1 params)"), "{ast}");
    assert!(
        !ast.contains("size_t"),
        "header declarations are not dumped: {ast}"
    );
    let o = dvmhc(&["--emit=ir", src]);
    assert!(o.status.success(), "{}", stderr(&o));
    let ir = stdout(&o);
    assert!(ir.contains("extern @printf(ptr, ...) -> (i32)"), "{ir}");
    assert!(
        ir.contains("func @main(%0: i32, %1: ptr) -> (i32)") && ir.contains("dvm.init"),
        "{ir}"
    );
    let o = dvmhc(&["--emit=llvm", src]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("i32 @main(i32 %0, ptr"),
        "{}",
        stdout(&o)
    );
    let obj = dir.join("small.o");
    let o = dvmhc(&["-c", src, "-o", obj.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let exe = dir.join("small");
    let o = dvmhc(&[src, "-o", exe.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let run = Command::new(&exe).arg("x").output().unwrap();
    assert!(run.status.success(), "{}", stderr(&run));
    assert_eq!(stdout(&run), "s = 12 argc = 2\n");

    let cdv = write(
        &dir,
        "d.cdv",
        "#include <stdio.h>\nint main(void) { printf(\"%d\\n\", VALUE); return 0; }\n",
    );
    let exe = dir.join("d");
    let o = dvmhc(&[
        "-DVALUE=41+1",
        cdv.to_str().unwrap(),
        "-o",
        exe.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&Command::new(&exe).output().unwrap()), "42\n");

    let h = write(&dir, "defs.h", "int f(void);\n");
    let o = dvmhc(&[h.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("a C header is not a source file"),
        "{}",
        stderr(&o)
    );

    let missing = write(
        &dir,
        "inc.c",
        "#include \"nonexistent.h\"\nint main(void) { return 0; }\n",
    );
    let o = dvmhc(&[missing.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(
        e.contains("inc.c:1:10: error: nonexistent.h: No such file or directory\n#include \"nonexistent.h\"\n         ^\n"),
        "{e}"
    );

    let bad = write(&dir, "bad.c", "int main(void) {\n    return nope;\n}\n");
    let o = dvmhc(&["--emit=ir", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(
        e.contains("bad.c:2:12: error: 'nope' undeclared\n    return nope;\n           ^~~~"),
        "{e}"
    );
}
