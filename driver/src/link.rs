//! Linking: the program's object + the runtime library + MPI, through the system C compiler.
//!
//! The runtime is found next to the `dvmhc` executable (the cargo build tree, where
//! `target/release/dvmhc` sits beside `target/release/libdvmh_runtime.a`) or in `../lib/dvmhc/`
//! (an installed tree), so a freshly built compiler works without environment variables.
//! `DVMH_RUNTIME_LIB` overrides the location. MPI's link flags come from `mpicc -link_info`
//! (MPICH's own answer), so the executable links the same MPI that `mpirun` launches.

use std::path::{Path, PathBuf};
use std::process::Command;

const RUNTIME_LIB: &str = "libdvmh_runtime.a";

/// Libraries the Rust standard library inside the runtime's staticlib needs.
const RUST_NATIVE_LIBS: &[&str] = &[
    "-lgcc_s",
    "-lutil",
    "-lrt",
    "-lpthread",
    "-lm",
    "-ldl",
    "-lc",
];

pub fn find_runtime() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os("DVMH_RUNTIME_LIB") {
        let p = PathBuf::from(p);
        return if p.is_file() {
            Ok(p)
        } else {
            Err(format!("DVMH_RUNTIME_LIB='{}' is not a file", p.display()))
        };
    }
    let exe = std::env::current_exe().map_err(|e| format!("cannot locate dvmhc itself: {e}"))?;
    let dir = exe.parent().unwrap_or(Path::new("."));
    let candidates = [
        dir.join(RUNTIME_LIB),
        dir.join("../lib/dvmhc").join(RUNTIME_LIB),
        // `cargo test` runs binaries from target/<profile>/deps.
        dir.join("..").join(RUNTIME_LIB),
    ];
    candidates
        .iter()
        .find(|p| p.is_file())
        .cloned()
        .ok_or_else(|| {
            format!(
                "cannot find the runtime library {RUNTIME_LIB} next to {} (build it with `cargo build --release`, or set DVMH_RUNTIME_LIB)",
                exe.display()
            )
        })
}

/// MPI link flags (`-L...`, `-l...`, `-Wl,...`) from `mpicc -link_info`; `-lmpich` if that fails.
pub fn mpi_link_flags() -> Vec<String> {
    let out = Command::new("mpicc").arg("-link_info").output();
    match out {
        Ok(o) if o.status.success() => {
            let text = String::from_utf8_lossy(&o.stdout).to_string();
            let flags: Vec<String> = text
                .split_whitespace()
                .skip(1)
                .filter(|w| w.starts_with("-L") || w.starts_with("-l") || w.starts_with("-Wl"))
                .map(String::from)
                .collect();
            if flags.iter().any(|f| f.starts_with("-l")) {
                flags
            } else {
                vec!["-lmpich".into()]
            }
        }
        _ => vec!["-lmpich".into()],
    }
}

/// The system C compiler used as the linker (`CC`, else `cc`).
pub fn c_compiler() -> String {
    std::env::var("CC")
        .ok()
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "cc".into())
}

/// Links `objects` (and the user's `-L`/`-l` flags) into the executable `output`, with the
/// runtime, MPI and, when gfortran is installed, its run-time library, so that objects it
/// compiled link in.
pub fn link(
    objects: &[PathBuf],
    user_flags: &[String],
    output: &Path,
    verbose: bool,
) -> Result<(), String> {
    let runtime = find_runtime()?;
    let cc = c_compiler();
    let mut cmd = Command::new(&cc);
    cmd.arg("-o")
        .arg(output)
        .args(objects)
        .args(user_flags)
        // libm before the runtime: the program's math calls must be libm's (C's set `errno`),
        // not the `sqrt` etc. that Rust's compiler_builtins puts into the runtime archive.
        .arg("-lm")
        .arg(&runtime);
    cmd.args(mpi_link_flags());
    cmd.args(gfortran_runtime());
    cmd.args(RUST_NATIVE_LIBS);
    if verbose {
        crate::out::err_line(&format!("{cc} {}", format_args(&cmd)));
    }
    let out = cmd.output().map_err(|e| {
        format!(
            "cannot run the linker '{cc}': {}",
            crate::files::io_message(&e)
        )
    })?;
    if !out.status.success() {
        let log = String::from_utf8_lossy(&out.stderr);
        if verbose {
            crate::out::err_line(log.trim_end());
        }
        return Err(format!(
            "linking '{}' failed: {}",
            output.display(),
            link_error_summary(&log)
        ));
    }
    Ok(())
}

/// libgfortran, linked only if something uses it (objects compiled by gfortran), when
/// gfortran is installed.
fn gfortran_runtime() -> Vec<String> {
    let Ok(out) = Command::new("gfortran")
        .arg("-print-file-name=libgfortran.so")
        .output()
    else {
        return Vec::new();
    };
    let path = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    match path.parent() {
        Some(dir) if path.is_absolute() && path.exists() => vec![
            format!("-L{}", dir.display()),
            "-Wl,--as-needed".into(),
            "-lgfortran".into(),
            "-Wl,--no-as-needed".into(),
        ],
        _ => Vec::new(),
    }
}

/// The line of a linker log that says what went wrong, without the tool's name (`-v` shows
/// the whole log); missing procedures and a missing main program in Fortran terms.
fn link_error_summary(log: &str) -> String {
    if log.contains("undefined reference to `main'") {
        return "no main program among the inputs (they define only subroutines and functions)"
            .into();
    }
    let missing: Vec<String> = log
        .lines()
        .filter_map(|l| {
            let name = l
                .split("undefined reference to `")
                .nth(1)?
                .split('\'')
                .next()?;
            Some(match name.strip_suffix('_') {
                Some(fortran) => format!("{} (called as {name})", fortran.to_ascii_uppercase()),
                None => name.to_string(),
            })
        })
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    if !missing.is_empty() {
        return format!(
            "undefined procedure{} {}: no input defines {}",
            if missing.len() == 1 { "" } else { "s" },
            missing.join(", "),
            if missing.len() == 1 { "it" } else { "them" }
        );
    }
    let lines: Vec<&str> = log
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let line = lines
        .iter()
        .find(|l| l.contains("cannot open output file") || l.contains("undefined reference"))
        .or_else(|| lines.iter().find(|l| !l.starts_with("collect2")))
        .copied()
        .unwrap_or("the linker gave no reason");
    let line = line
        .trim_start_matches("/usr/bin/ld: ")
        .trim_start_matches("ld: ");
    if lines.len() > 1 {
        format!("{line} (dvmhc -v shows the linker's full output)")
    } else {
        line.to_string()
    }
}

fn format_args(cmd: &Command) -> String {
    cmd.get_args()
        .map(|a| a.to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}
