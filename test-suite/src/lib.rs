//! `dvmh-test-suite`: the serial-oracle harness shared by the multi-process tests and the
//! benchmarks.
//!
//! A DVMH program with its directives ignored is a serial Fortran program, so gfortran's build
//! of the same file is the reference. The harness builds both, runs ours under `mpirun` with
//! several process and thread counts, and compares the outputs: text and integers exactly,
//! reals within a relative tolerance (reductions may sum in another order).

pub mod bench;
pub mod generate;
pub mod gpu;
pub mod mutate;
pub mod programs;
pub mod stat;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The repository root.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("test-suite is inside the workspace") // ok: fixed layout
        .to_path_buf()
}

/// The directory with the cargo build products of the profile this code was built in
/// (`target/debug` or `target/release`).
pub fn target_profile_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("DVMH_TARGET_DIR") {
        return PathBuf::from(dir);
    }
    // Test executables live in target/<profile>/deps; benches too.
    let exe = std::env::current_exe().expect("current exe"); // ok: test environment
    let mut dir = exe.parent().expect("exe has a directory").to_path_buf(); // ok: as above
    if dir.ends_with("deps") {
        dir.pop();
    }
    dir
}

/// `dvmhc` of the current profile; panics with instructions when it has not been built.
pub fn dvmhc() -> PathBuf {
    let p = target_profile_dir().join("dvmhc");
    assert!(
        p.is_file(),
        "{} not found: build the workspace first (`cargo build --workspace` with the same profile)",
        p.display()
    );
    p
}

/// A scratch directory for one test's files.
pub fn work_dir(name: &str) -> PathBuf {
    let dir = target_profile_dir().join("dvmh-test-work").join(name);
    std::fs::create_dir_all(&dir).expect("create work dir"); // ok: test environment
    dir
}

fn check(output: Output, what: &str) -> Result<Output, String> {
    if output.status.success() {
        Ok(output)
    } else {
        Err(format!(
            "{what} failed ({}):\n{}{}",
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ))
    }
}

/// Compiles `src` with gfortran (directives are comments to it) into `exe`.
pub fn gfortran(src: &Path, exe: &Path, opt: &str) -> Result<(), String> {
    gfortran_sources(&[src], exe, opt)
}

/// Compiles several sources with gfortran into `exe`.
pub fn gfortran_sources(srcs: &[&Path], exe: &Path, opt: &str) -> Result<(), String> {
    let src = srcs.first().copied().unwrap_or(Path::new(""));
    let mut cmd = Command::new("gfortran");
    cmd.arg(opt).arg("-w");
    // Module files go beside the executable, apart from dvmhc's (both name them `m.mod`).
    let mods = module_dir(exe, "gfortran")?;
    cmd.arg("-J").arg(&mods);
    for s in srcs {
        if s.extension().is_some_and(|e| e == "fdv") {
            // gfortran does not know the extension: fixed-form Fortran (`-x f77`, not
            // `-ffixed-form`, which would apply to the free-form sources too).
            cmd.args(["-x", "f77"]).arg(s).args(["-x", "none"]);
        } else {
            cmd.arg(s);
        }
    }
    cmd.arg("-o").arg(exe);
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run gfortran: {e}"))?;
    check(out, &format!("gfortran {}", src.display())).map(|_| ())
}

/// Builds the serial reference of a C program with gcc (`.cdv` sources are C to it).
pub fn gcc_sources(srcs: &[&Path], exe: &Path) -> Result<(), String> {
    gcc_sources_opt(srcs, exe, "-O1")
}

/// Builds a C program with gcc at optimisation level `opt` (`-O3` for the benchmarks).
pub fn gcc_sources_opt(srcs: &[&Path], exe: &Path, opt: &str) -> Result<(), String> {
    let src = srcs.first().copied().unwrap_or(Path::new(""));
    let mut cmd = Command::new("gcc");
    cmd.args([opt, "-w", "-x", "c"]);
    cmd.args(srcs)
        .args(["-x", "none", "-o"])
        .arg(exe)
        .arg("-lm");
    let out = cmd.output().map_err(|e| format!("cannot run gcc: {e}"))?;
    check(out, &format!("gcc {}", src.display())).map(|_| ())
}

/// Compiles C source `src` with gcc into object `obj` (the `c-files=` of a test program).
pub fn gcc_object(src: &Path, obj: &Path) -> Result<(), String> {
    let out = Command::new("gcc")
        .args(["-O1", "-w", "-c"])
        .arg(src)
        .arg("-o")
        .arg(obj)
        .output()
        .map_err(|e| format!("cannot run gcc: {e}"))?;
    check(out, &format!("gcc -c {}", src.display())).map(|_| ())
}

/// Compiles `src` with dvmhc into `exe`.
pub fn dvmhc_compile(src: &Path, exe: &Path, flags: &[&str]) -> Result<(), String> {
    dvmhc_compile_sources(&[src], exe, flags)
}

/// Compiles several sources with dvmhc into `exe`.
pub fn dvmhc_compile_sources(srcs: &[&Path], exe: &Path, flags: &[&str]) -> Result<(), String> {
    let src = srcs.first().copied().unwrap_or(Path::new(""));
    let mods = module_dir(exe, "dvmhc")?;
    let out = Command::new(dvmhc())
        .arg("-J")
        .arg(&mods)
        .args(flags)
        .args(srcs)
        .arg("-o")
        .arg(exe)
        .output()
        .map_err(|e| format!("cannot run dvmhc: {e}"))?;
    check(out, &format!("dvmhc {}", src.display())).map(|_| ())
}

/// A directory for the module files of the build of `exe` by `compiler`.
fn module_dir(exe: &Path, compiler: &str) -> Result<PathBuf, String> {
    let dir = exe
        .parent()
        .unwrap_or(Path::new("."))
        .join(format!("{compiler}-modules"));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    Ok(dir)
}

/// mpirun launches are serialised: the tests run on machines with few cores, and several
/// concurrent 4-process jobs would oversubscribe them badly.
static MPI_LOCK: Mutex<()> = Mutex::new(());

/// How to run a program.
#[derive(Clone, Debug)]
pub struct Launch {
    pub procs: u32,
    pub threads: u32,
    /// Extra environment, e.g. `DVMH_PROC_GRID`.
    pub env: Vec<(String, String)>,
    /// Started as `./prog`, without `mpirun` (one process; the runtime does not start MPI).
    pub direct: bool,
}

impl Launch {
    pub fn new(procs: u32, threads: u32) -> Self {
        Launch {
            procs,
            threads,
            env: Vec::new(),
            direct: false,
        }
    }

    /// One process started without `mpirun`, as a user runs a serial build.
    pub fn direct(threads: u32) -> Self {
        Launch {
            direct: true,
            ..Launch::new(1, threads)
        }
    }

    pub fn with_env(mut self, key: &str, value: &str) -> Self {
        self.env.push((key.into(), value.into()));
        self
    }

    pub fn describe(&self) -> String {
        let mut s = format!("{} process(es) x {} thread(s)", self.procs, self.threads);
        if self.direct {
            s.push_str(" without mpirun");
        }
        for (k, v) in &self.env {
            s.push_str(&format!(", {k}='{v}'"));
        }
        s
    }
}

fn absolute(exe: &Path) -> std::path::PathBuf {
    std::fs::canonicalize(exe).unwrap_or_else(|_| exe.to_path_buf())
}

/// Programs run in the directory of their executable, so that the files they open (by name,
/// or `fort.N`) are their own and not another test's.
fn in_own_directory(cmd: &mut Command, exe: &Path) {
    if let Some(dir) = exe.parent().filter(|d| !d.as_os_str().is_empty()) {
        cmd.current_dir(dir);
    }
}

/// Runs `exe` under `mpirun` (or by itself for a [`Launch::direct`] one), returning its
/// output (whatever the exit status).
pub fn run_mpi(exe: &Path, launch: &Launch) -> Result<(Output, Duration), String> {
    let exe = absolute(exe);
    let (mut cmd, _guard) = if launch.direct {
        (Command::new(&exe), None)
    } else {
        let guard = MPI_LOCK.lock().unwrap_or_else(|p| p.into_inner());
        let mut cmd = Command::new("mpirun");
        cmd.arg("-n").arg(launch.procs.to_string()).arg(&exe);
        (cmd, Some(guard))
    };
    in_own_directory(&mut cmd, &exe);
    cmd.env("DVMH_NUM_THREADS", launch.threads.to_string());
    for (k, v) in &launch.env {
        cmd.env(k, v);
    }
    let start = Instant::now();
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {}: {e}", launch.describe()))?;
    Ok((out, start.elapsed()))
}

/// Runs a serial executable.
pub fn run_serial(exe: &Path) -> Result<(Output, Duration), String> {
    let start = Instant::now();
    let exe = absolute(exe);
    let mut cmd = Command::new(&exe);
    in_own_directory(&mut cmd, &exe);
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    Ok((out, start.elapsed()))
}

/// CPU time (user + system) of this process's waited-for children so far: what a benchmark
/// compares on a loaded machine, where wall time varies much more.
pub fn children_cpu() -> Duration {
    // SAFETY: getrusage fills the zeroed struct it is given; RUSAGE_CHILDREN is valid.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage);
        usage
    };
    let tv = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    tv(usage.ru_utime) + tv(usage.ru_stime)
}

/// Runs a serial executable that must succeed: its standard output, wall time and CPU time.
pub fn run_serial_timed(exe: &Path) -> Result<(String, Duration, Duration), String> {
    let cpu_before = children_cpu();
    let (o, wall) = run_serial(exe)?;
    let cpu = children_cpu().saturating_sub(cpu_before);
    if !o.status.success() {
        return Err(format!(
            "{} failed ({}): {}",
            exe.display(),
            o.status,
            String::from_utf8_lossy(&o.stderr)
        ));
    }
    Ok((String::from_utf8_lossy(&o.stdout).into_owned(), wall, cpu))
}

/// Relative tolerance for reals whose text differs.
pub const REAL_TOLERANCE: f64 = 1e-5;

/// How many times a benchmark repeats each run: `DVMH_BENCH_REPEATS`, else `default`; at
/// least 1.
pub fn bench_repeats(default: usize) -> usize {
    std::env::var("DVMH_BENCH_REPEATS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
        .max(1)
}

/// Compares program outputs line by line and token by token: equal tokens pass; otherwise both
/// must be reals (Fortran `E`/`D` exponents allowed, trailing punctuation equal) within
/// `rel_tol`. Integers must match exactly.
pub fn compare_outputs(expected: &str, got: &str, rel_tol: f64) -> Result<(), String> {
    let exp_lines: Vec<&str> = expected.lines().collect();
    let got_lines: Vec<&str> = got.lines().collect();
    if exp_lines.len() != got_lines.len() {
        return Err(format!(
            "expected {} lines, got {}\n{}",
            exp_lines.len(),
            got_lines.len(),
            side_by_side(expected, got)
        ));
    }
    for (n, (e, g)) in exp_lines.iter().zip(&got_lines).enumerate() {
        if e == g {
            continue;
        }
        let et: Vec<&str> = e.split_whitespace().collect();
        let gt: Vec<&str> = g.split_whitespace().collect();
        let same = et.len() == gt.len()
            && et
                .iter()
                .zip(&gt)
                .all(|(a, b)| a == b || reals_close(a, b, rel_tol));
        if !same {
            return Err(format!(
                "line {} differs:\n  expected: {e:?}\n  got:      {g:?}\n{}",
                n + 1,
                side_by_side(expected, got)
            ));
        }
    }
    Ok(())
}

/// Splits a token into (numeric text, trailing punctuation).
fn split_number(tok: &str) -> (&str, &str) {
    let end = tok
        .rfind(|c: char| c.is_ascii_digit() || c == '.')
        .map_or(0, |i| i + 1);
    tok.split_at(end)
}

fn parse_real(text: &str) -> Option<f64> {
    let is_real = text.contains(['.', 'E', 'e', 'D', 'd']);
    if !is_real {
        return None;
    }
    let mut t = text.replace(['D', 'd'], "E");
    // Fortran drops the 'E' of 3-digit exponents: 0.123+100.
    if let Some(pos) = t[1..].rfind(['+', '-']).map(|p| p + 1) {
        if !t[..pos].ends_with('E') {
            t.insert(pos, 'E');
        }
    }
    t.parse().ok()
}

fn reals_close(a: &str, b: &str, rel_tol: f64) -> bool {
    let (na, ta) = split_number(a);
    let (nb, tb) = split_number(b);
    if ta != tb {
        return false;
    }
    match (parse_real(na), parse_real(nb)) {
        (Some(x), Some(y)) => {
            x == y || (x - y).abs() <= rel_tol * x.abs().max(y.abs()) || (x.is_nan() && y.is_nan())
        }
        _ => false,
    }
}

fn side_by_side(expected: &str, got: &str) -> String {
    let mut s = String::from("--- expected (gfortran)\n");
    for l in expected.lines().take(40) {
        s.push_str(l);
        s.push('\n');
    }
    s.push_str("--- got (dvmhc)\n");
    for l in got.lines().take(40) {
        s.push_str(l);
        s.push('\n');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_outputs_compare_equal() {
        assert!(compare_outputs(" a 1 2.5\n", " a 1 2.5\n", 0.0).is_ok());
    }

    #[test]
    fn reals_compare_within_tolerance_only() {
        assert!(compare_outputs(" S = 1.0000001E+00\n", " S = 1.0000002E+00\n", 1e-5).is_ok());
        assert!(compare_outputs(" S = 1.0000001E+00\n", " S = 1.1000002E+00\n", 1e-5).is_err());
        assert!(compare_outputs(" 0.123-100;\n", " 0.123-100;\n", 1e-5).is_ok());
        assert!(compare_outputs(" 0.1230000+100;\n", " 0.1230001+100;\n", 1e-5).is_ok());
        assert!(compare_outputs(" 0.1230000+100;\n", " 0.1230001+100,\n", 1e-5).is_err());
    }

    #[test]
    fn integers_and_text_must_match_exactly() {
        assert!(compare_outputs(" ISUM = 6\n", " ISUM = 7\n", 1e-5).is_err());
        assert!(compare_outputs(" T F\n", " T T\n", 1e-5).is_err());
        assert!(compare_outputs(" a\n b\n", " a\n", 1e-5).is_err());
    }
}
