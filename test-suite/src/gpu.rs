//! GPU checks that need no GPU: the PTX of a program's kernels assembled by NVIDIA's `ptxas`
//! for several architectures, and the launches that run the kernels' host build on the
//! runtime's emulation device.
//!
//! `ptxas` comes from `scripts/ptxas.sh` (Debian's non-free `nvidia-cuda-toolkit`, unpacked into
//! a cache, nothing installed): `scripts/test.sh` runs it and exports `DVMH_PTXAS`. Where it
//! is unavailable the assembly step says so on stderr and is skipped; a test run that must
//! assemble (CI) sets `DVMH_REQUIRE_PTXAS=1`, and then a missing `ptxas` is a failure.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{dvmhc, Launch};

/// The architectures every kernel must assemble for: Volta, Ampere, Hopper.
pub const ARCHES: &[&str] = &["sm_70", "sm_80", "sm_90"];

/// The PTX of the GPU kernels of `srcs` (each compiled on its own), empty when none has any.
pub fn ptx_of(
    srcs: &[&Path],
    flags: &[&str],
    dir: &Path,
) -> Result<Vec<(PathBuf, String)>, String> {
    let mut out = Vec::new();
    for (k, src) in srcs.iter().enumerate() {
        let file = dir.join(format!("kernels{k}.ptx"));
        let run = Command::new(dvmhc())
            .arg("-J")
            .arg(dir)
            .args(flags)
            .arg("--emit=ptx")
            .arg(src)
            .arg("-o")
            .arg(&file)
            .output()
            .map_err(|e| format!("cannot run dvmhc: {e}"))?;
        if !run.status.success() {
            return Err(format!(
                "dvmhc --emit=ptx {} failed:\n{}",
                src.display(),
                String::from_utf8_lossy(&run.stderr)
            ));
        }
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        if !text.trim().is_empty() {
            out.push((file, text));
        }
    }
    Ok(out)
}

/// `ptxas`, if this machine has it (`DVMH_PTXAS`, else on the `PATH`).
pub fn ptxas() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("DVMH_PTXAS").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    let found = Command::new("ptxas").arg("--version").output().ok()?;
    found.status.success().then(|| PathBuf::from("ptxas"))
}

/// What `ptxas -v` reported for one kernel.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KernelReport {
    pub kernel: String,
    pub arch: String,
    pub registers: u32,
    pub spill_stores: u32,
    pub spill_loads: u32,
}

/// Assembles `ptx_file` for every architecture of [`ARCHES`]; errors carry ptxas's messages.
/// `Ok(None)`: no ptxas here (and none required).
pub fn assemble(ptx_file: &Path) -> Result<Option<Vec<KernelReport>>, String> {
    let Some(ptxas) = ptxas() else {
        if std::env::var_os("DVMH_REQUIRE_PTXAS").is_some() {
            return Err(
                "ptxas is required (DVMH_REQUIRE_PTXAS) but not found; run scripts/ptxas.sh".into(),
            );
        }
        eprintln!("note: no ptxas here; {} not assembled", ptx_file.display());
        return Ok(None);
    };
    let mut reports = Vec::new();
    for arch in ARCHES {
        let cubin = ptx_file.with_extension(format!("{arch}.cubin"));
        let out = Command::new(&ptxas)
            .arg(format!("-arch={arch}"))
            .arg("-v")
            .arg(ptx_file)
            .arg("-o")
            .arg(&cubin)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", ptxas.display()))?;
        let text = String::from_utf8_lossy(&out.stderr).to_string()
            + &String::from_utf8_lossy(&out.stdout);
        if !out.status.success() {
            return Err(format!(
                "ptxas -arch={arch} rejected {}:\n{text}",
                ptx_file.display()
            ));
        }
        reports.extend(parse_verbose(&text, arch));
    }
    Ok(Some(reports))
}

/// The per-kernel lines of `ptxas -v` output.
fn parse_verbose(text: &str, arch: &str) -> Vec<KernelReport> {
    let mut reports: Vec<KernelReport> = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.split("Compiling entry function '").nth(1) {
            reports.push(KernelReport {
                kernel: rest.split('\'').next().unwrap_or_default().to_string(),
                arch: arch.to_string(),
                ..KernelReport::default()
            });
        } else if let Some(r) = reports.last_mut() {
            if line.contains("spill stores") {
                r.spill_stores = number_before(line, "bytes spill stores");
                r.spill_loads = number_before(line, "bytes spill loads");
            } else if let Some(rest) = line.split("Used ").nth(1) {
                r.registers = rest
                    .split_whitespace()
                    .next()
                    .and_then(|n| n.parse().ok())
                    .unwrap_or(0);
            }
        }
    }
    reports
}

/// The integer just before `marker` in `line` (0 if none).
fn number_before(line: &str, marker: &str) -> u32 {
    line.split(marker)
        .next()
        .and_then(|head| head.rsplit(',').next())
        .and_then(|n| n.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

/// The launches that run a program's kernels on the emulation device: 1 and 2 processes, with
/// 1 and 2 threads, ACROSS loops by the runtime's choice of variant, by one launch per
/// hyperplane and by the one-kernel wavefront (`DVMH_ACROSS_VARIANT`). They log at `info`, so
/// that [`ran_on_device`] can tell that the kernels really ran there.
pub fn emulation_launches() -> Vec<Launch> {
    [
        (1, 1, "auto"),
        (1, 2, "kernel"),
        (2, 1, "launches"),
        (2, 2, "kernel"),
    ]
    .into_iter()
    .map(|(p, t, across)| {
        Launch::new(p, t)
            .with_env("DVMH_CUDA_EMULATION", "1")
            .with_env("DVMH_LOGLEVEL", "3")
            .with_env("DVMH_ACROSS_VARIANT", across)
    })
    .collect()
}

/// Is `launch` one of [`emulation_launches`]?
pub fn is_emulation(launch: &Launch) -> bool {
    launch
        .env
        .iter()
        .any(|(k, v)| k == "DVMH_CUDA_EMULATION" && v == "1")
}

/// Did a run's log (its standard error at `DVMH_LOGLEVEL=3`) report a loop run on a device?
pub fn ran_on_device(stderr: &str) -> bool {
    stderr.contains("ran on the emulation device") || stderr.contains("ran on GPU")
}

/// Where each parallel loop of a run ran, from its log at `DVMH_LOGLEVEL=3`: the loop's
/// source position and whether a device (GPU or emulation) ran it, one entry per distinct loop.
pub fn loop_placements(stderr: &str) -> Vec<(String, bool)> {
    let mut out: Vec<(String, bool)> = Vec::new();
    for line in stderr.lines() {
        let Some(rest) = line.split("parallel loop at ").nth(1) else {
            continue;
        };
        let Some((at, how)) = rest.split_once(" ran on ") else {
            continue;
        };
        let entry = (at.to_string(), !how.starts_with("the host"));
        if !out.contains(&entry) {
            out.push(entry);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tells_device_loops_from_host_loops() {
        let log =
            "dvmh[0] info: parallel loop at a.f90:20 ran on the emulation device: 10 iterations\n\
            dvmh[1] info: parallel loop at a.f90:20 ran on the emulation device: 10 iterations\n\
            dvmh[0] info: parallel loop at a.f90:35 ran on the host (no device variant)\n";
        assert_eq!(
            loop_placements(log),
            vec![
                ("a.f90:20".to_string(), true),
                ("a.f90:35".to_string(), false)
            ]
        );
    }

    #[test]
    fn reads_registers_and_spills_of_each_kernel() {
        let text = "ptxas info    : 0 bytes gmem\n\
            ptxas info    : Compiling entry function 'k1' for 'sm_80'\n\
            ptxas info    : Function properties for k1\n\
            \x20   8 bytes stack frame, 4 bytes spill stores, 12 bytes spill loads\n\
            ptxas info    : Used 40 registers, 376 bytes cmem[0]\n\
            ptxas info    : Compiling entry function 'k2' for 'sm_80'\n\
            ptxas info    : Used 22 registers\n";
        let r = parse_verbose(text, "sm_80");
        assert_eq!(r.len(), 2);
        assert_eq!((r[0].kernel.as_str(), r[0].registers), ("k1", 40));
        assert_eq!((r[0].spill_stores, r[0].spill_loads), (4, 12));
        assert_eq!(
            (r[1].kernel.as_str(), r[1].registers, r[1].spill_stores),
            ("k2", 22, 0)
        );
    }
}
