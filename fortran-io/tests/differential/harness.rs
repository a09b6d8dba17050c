#![allow(dead_code)] // shared by several test crates, each using a part
//! Compiling and running Fortran programs with gfortran in a private temporary directory.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// What a program run produced.
pub struct RunOutput {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub status_ok: bool,
    pub exit_code: Option<i32>,
}

/// gfortran, with a scratch directory removed on drop.
pub struct Gfortran {
    dir: PathBuf,
}

impl Gfortran {
    /// `None` when gfortran is not on PATH.
    pub fn find() -> Option<Self> {
        let probe = Command::new("gfortran")
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        if !matches!(probe, Ok(status) if status.success()) {
            return None;
        }
        let unique = format!(
            "dvmh-fortran-io-{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or(0)
        );
        let dir = std::env::temp_dir().join(unique);
        std::fs::create_dir_all(&dir).expect("create scratch directory");
        Some(Gfortran { dir })
    }

    /// Compiles `source` as `name.f90` and runs it with `input` on standard input.
    #[allow(dead_code)] // not every test uses every helper
    pub fn compile_and_run(&self, name: &str, source: &str, input: &[u8]) -> RunOutput {
        self.compile(name, source);
        self.run(name, input)
    }

    /// Like `compile_and_run`, compiling only the first time `name` is used.
    #[allow(dead_code)] // not every test uses every helper
    pub fn compile_and_run_cached(&self, name: &str, source: &str, input: &[u8]) -> RunOutput {
        if !self.dir.join(name).exists() {
            self.compile(name, source);
        }
        self.run(name, input)
    }

    fn compile(&self, name: &str, source: &str) {
        let src = self.dir.join(format!("{name}.f90"));
        let exe = self.dir.join(name);
        std::fs::write(&src, source).expect("write Fortran source");
        let compiled = Command::new("gfortran")
            .arg("-O0")
            .arg(&src)
            .arg("-o")
            .arg(&exe)
            .output()
            .expect("run gfortran");
        assert!(
            compiled.status.success(),
            "gfortran failed on {name}.f90:\n{}",
            String::from_utf8_lossy(&compiled.stderr)
        );
    }

    fn run(&self, name: &str, input: &[u8]) -> RunOutput {
        let exe = self.dir.join(name);
        let mut child = Command::new(&exe)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .env("GFORTRAN_ERROR_BACKTRACE", "0")
            .spawn()
            .expect("start compiled program");
        let mut stdin = child.stdin.take().expect("stdin is piped");
        let input = input.to_vec();
        let feeder = std::thread::spawn(move || {
            // The program may stop early (a run-time error); a broken pipe is not our failure.
            let _ = stdin.write_all(&input);
        });
        let output = child.wait_with_output().expect("wait for program");
        let _ = feeder.join();
        RunOutput {
            stdout: output.stdout,
            stderr: output.stderr,
            status_ok: output.status.success(),
            exit_code: output.status.code(),
        }
    }
}

impl Drop for Gfortran {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
