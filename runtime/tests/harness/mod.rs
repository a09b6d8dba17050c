//! Building and running the C test programs of `tests/c/` under `mpirun`.
//!
//! Programs are compiled with `mpicc` against `include/dvmh_rt.h` and the `libdvmh_runtime.a`
//! that cargo built for this test run (next to the test executable's `deps/` directory), once
//! per test binary. Launches are serialised by a global lock so that tests running in
//! parallel never start more than one job (at most 4 processes) at a time.

use std::collections::HashMap;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, MutexGuard, OnceLock};

/// Seconds after which a hung job is killed (it then fails its test).
const JOB_TIMEOUT_S: &str = "180";

static BUILT: Mutex<Option<HashMap<String, PathBuf>>> = Mutex::new(None);
static LAUNCH: Mutex<()> = Mutex::new(());

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    match m.lock() {
        Ok(g) => g,
        Err(poisoned) => poisoned.into_inner(),
    }
}

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `target/<profile>`: the test executable lives in its `deps/` directory.
fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test executable's path");
    let deps = exe.parent().expect("the deps directory");
    deps.parent().expect("the profile directory").to_path_buf()
}

/// The staticlib cargo built for this test run. `cargo test` builds it as
/// `deps/libdvmh_runtime-<hash>.a` (only `cargo build` copies it up to the profile
/// directory), so the most recently built candidate is the one matching this test binary.
fn static_lib() -> PathBuf {
    static LIB: OnceLock<PathBuf> = OnceLock::new();
    LIB.get_or_init(|| {
        let dir = profile_dir();
        let mut candidates = vec![dir.join("libdvmh_runtime.a")];
        if let Ok(entries) = std::fs::read_dir(dir.join("deps")) {
            candidates.extend(entries.flatten().map(|e| e.path()).filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("libdvmh_runtime-") && n.ends_with(".a"))
            }));
        }
        candidates
            .into_iter()
            .filter_map(|p| Some((std::fs::metadata(&p).ok()?.modified().ok()?, p)))
            .max()
            .map(|(_, p)| p)
            .expect("cargo should have built libdvmh_runtime.a for this test run")
    })
    .clone()
}

/// Compiles `tests/c/<name>_kernels.c` to PTX (clang for nvptx64, sm_70) into
/// `<out_dir>/<name>_ptx.h`, which defines `<NAME>_PTX` as the PTX text, for programs whose
/// loops have device variants.
fn compile_kernels(name: &str, out_dir: &Path) {
    let src = crate_dir()
        .join("tests")
        .join("c")
        .join(format!("{name}_kernels.c"));
    if !src.exists() {
        return;
    }
    let ptx = out_dir.join(format!("{name}.ptx"));
    let output = Command::new("clang-19")
        .args([
            "--target=nvptx64-nvidia-cuda",
            "-march=sm_70",
            "-ffreestanding",
        ])
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-O2", "-S"])
        .arg("-I")
        .arg(crate_dir().join("include"))
        .arg("-I")
        .arg(crate_dir().join("tests").join("c"))
        .arg(&src)
        .arg("-o")
        .arg(&ptx)
        .output()
        .expect("run clang-19 (the NVPTX back end of LLVM 19)");
    assert!(
        output.status.success(),
        "clang failed for {}:\n{}",
        src.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    let text = std::fs::read_to_string(&ptx).expect("read the PTX clang wrote");
    let mut header = format!("static const char {}_PTX[] =\n", name.to_uppercase());
    for line in text.lines() {
        let escaped = line.replace('\\', "\\\\").replace('"', "\\\"");
        header.push_str(&format!("    \"{escaped}\\n\"\n"));
    }
    header.push_str("    \"\";\n");
    std::fs::write(out_dir.join(format!("{name}_ptx.h")), header).expect("write the PTX header");
}

/// Compiles `tests/c/<name>.c` (once) and returns the executable.
pub fn program(name: &str) -> PathBuf {
    let mut built = lock(&BUILT);
    let built = built.get_or_insert_with(HashMap::new);
    if let Some(p) = built.get(name) {
        return p.clone();
    }
    let out_dir = profile_dir().join("dvmh-runtime-c-tests");
    std::fs::create_dir_all(&out_dir).expect("create the C test output directory");
    let exe = out_dir.join(name);
    compile_kernels(name, &out_dir);
    let src = crate_dir()
        .join("tests")
        .join("c")
        .join(format!("{name}.c"));
    let output = Command::new("mpicc")
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-O1", "-g"])
        .arg("-I")
        .arg(crate_dir().join("include"))
        .arg("-I")
        .arg(crate_dir().join("tests").join("c"))
        .arg("-I")
        .arg(&out_dir)
        .arg(&src)
        .arg(static_lib())
        .args(["-lpthread", "-ldl", "-lm", "-o"])
        .arg(&exe)
        .output()
        .expect("run mpicc");
    assert!(
        output.status.success(),
        "mpicc failed for {}:\n{}",
        src.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    built.insert(name.to_string(), exe.clone());
    exe
}

/// What a job did.
#[derive(Debug)]
pub struct Run {
    /// The exit status (`None`: killed by a signal).
    pub status: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    /// How long `mpirun` ran: the wait for the launch lock and the compilation are not in it.
    pub elapsed: std::time::Duration,
}

impl Run {
    /// The value printed after `label` on a line `label value` (list-directed output).
    pub fn value(&self, label: &str) -> i64 {
        for line in self.stdout.lines() {
            let mut words = line.split_whitespace();
            if words.next() == Some(label) {
                if let Some(v) = words.next().and_then(|w| w.parse().ok()) {
                    return v;
                }
            }
        }
        panic!(
            "no `{label} <value>` line in the output:\n{}\nstderr:\n{}",
            self.stdout, self.stderr
        );
    }

    /// Asserts success and returns self.
    pub fn ok(self) -> Run {
        assert_eq!(
            self.status,
            Some(0),
            "the job failed\nstdout:\n{}\nstderr:\n{}",
            self.stdout,
            self.stderr
        );
        self
    }

    /// Lines of stderr that are the runtime's error lines.
    pub fn error_lines(&self) -> Vec<&str> {
        self.stderr
            .lines()
            .filter(|l| l.starts_with("dvmh: error:"))
            .collect()
    }
}

/// A job configuration.
pub struct Job<'a> {
    pub name: &'a str,
    pub procs: usize,
    pub threads: Option<usize>,
    pub env: Vec<(&'a str, &'a str)>,
    /// Variables whose values need not be text (set after `env`).
    pub env_bytes: Vec<(&'a str, Vec<u8>)>,
    pub args: Vec<&'a str>,
}

impl<'a> Job<'a> {
    pub fn new(name: &'a str, procs: usize) -> Job<'a> {
        Job {
            name,
            procs,
            threads: Some(1),
            env: Vec::new(),
            env_bytes: Vec::new(),
            args: Vec::new(),
        }
    }

    pub fn threads(mut self, t: usize) -> Self {
        self.threads = Some(t);
        self
    }

    pub fn default_threads(mut self) -> Self {
        self.threads = None;
        self
    }

    pub fn env(mut self, name: &'a str, value: &'a str) -> Self {
        self.env.push((name, value));
        self
    }

    /// Sets `name` to arbitrary bytes (not necessarily UTF-8).
    pub fn env_bytes(mut self, name: &'a str, value: &[u8]) -> Self {
        self.env_bytes.push((name, value.to_vec()));
        self
    }

    pub fn args(mut self, args: &[&'a str]) -> Self {
        self.args.extend_from_slice(args);
        self
    }

    /// Runs `mpirun -n procs program args` with a clean `DVMH_*` environment.
    pub fn run(&self) -> Run {
        let exe = program(self.name);
        let _one_job_at_a_time = lock(&LAUNCH);
        let mut cmd = Command::new("timeout");
        cmd.args(["-k", "5", JOB_TIMEOUT_S, "mpirun", "-n"])
            .arg(self.procs.to_string())
            .arg(&exe)
            .args(&self.args)
            .current_dir(exe.parent().unwrap_or(Path::new(".")));
        for (k, _) in std::env::vars_os() {
            if k.to_string_lossy().starts_with("DVMH_") {
                cmd.env_remove(k);
            }
        }
        if let Some(t) = self.threads {
            cmd.env("DVMH_NUM_THREADS", t.to_string());
        }
        for (k, v) in &self.env {
            cmd.env(k, v);
        }
        for (k, v) in &self.env_bytes {
            cmd.env(k, std::ffi::OsStr::from_bytes(v));
        }
        let start = std::time::Instant::now();
        let out = cmd.output().expect("run mpirun");
        Run {
            elapsed: start.elapsed(),
            status: out.status.code(),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }
}

/// Every (processes, threads) configuration the correctness tests run on.
pub const CONFIGS: &[(usize, usize)] = &[(1, 1), (1, 2), (2, 1), (3, 1), (4, 1), (4, 2)];

/// `2 process(es) x 1 thread(s)`, for messages.
pub fn threads_label(procs: usize, threads: usize) -> String {
    format!("{procs} process(es) x {threads} thread(s)")
}

/// Runs `name` successfully on every [`CONFIGS`] launch and then on each `(processes, threads,
/// DVMH_PROC_GRID)` of `grids`, handing each run to `check` with its (processes, threads) and a
/// description of its launch.
pub fn run_everywhere(
    name: &str,
    grids: &[(usize, usize, &str)],
    mut check: impl FnMut(&Run, (usize, usize), &str),
) {
    let plain = CONFIGS.iter().map(|&(p, t)| (p, t, None));
    let gridded = grids.iter().map(|&(p, t, g)| (p, t, Some(g)));
    for (procs, threads, grid) in plain.chain(gridded) {
        let mut job = Job::new(name, procs).threads(threads);
        if let Some(g) = grid {
            job = job.env("DVMH_PROC_GRID", g);
        }
        let run = job.run().ok();
        let what = format!("{}, grid {grid:?}", threads_label(procs, threads));
        check(&run, (procs, threads), &what);
    }
}
