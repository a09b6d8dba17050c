//! The test programs of `test-suite/programs/`, discovered from the files themselves.
//!
//! Every `.f90`/`.fdv`/`.f` (and preprocessed `.F90`/`.F`) file directly in that directory is
//! a test: built by gfortran (the serial oracle) and by dvmhc, run on 1–4 processes × 1–2
//! threads, outputs compared. A program says what else it needs in header lines near its top, in a comment of its own form:
//!
//! ```text
//! ! dvmh-test: grids=4:4x1 4:1x4 3:1x3     explicit processor grids (processes:grid)
//! ! dvmh-test: files=lib/solver.f90        more sources of the same program
//! ! dvmh-test: flags=-O3                    dvmhc options (default -O2)
//! ! dvmh-test: serial-files=lib/dvm_serial.f90   sources of the gfortran build only
//! ! dvmh-test: emulation-env=DVMH_CPU_PERF=1 DVMH_CUDAS_PERF=3   the emulated runs once more
//! ! dvmh-test: procs=2 4                    the process counts of the standard runs
//! ! dvmh-test: c-files=lib/cside.c          C sources compiled by gcc, linked into both builds
//! ```
//!
//! `c-files` make mixed-language programs: Fortran calling C functions through BIND(C)
//! interfaces and C calling BIND(C) Fortran procedures (one gcc object serves both builds).
//!
//! `procs` is for programs whose `PROCESSORS` shapes hold only some process counts
//! (`Q(2, NUMBER_OF_PROCESSORS()/2)`); by default they run on 1 to 4.
//!
//! Programs without a DVMH directive in any of their sources (plain Fortran or C: the language
//! corpus) run on two launches only, the first process count with one thread and 3 processes
//! (or the last count) with two: their parallel behaviour is replicated execution (output once,
//! input shared), which those two show; the whole matrix is for programs that distribute work.
//! The launch of one process with one thread starts the executable by itself, without
//! `mpirun`, as users run a serial build (the runtime then does not start MPI).
//!
//! `serial-files` are what users of the DVM system give serial compilers for the DVM library
//! (`DVTIME`, ...), which a DVMH compiler provides itself.
//!
//! so a new program is a new file, not a new function in a test source.
//!
//! C-DVMH programs (`.c`, `.cdv`) live in `programs/c/`, with the same header keys in a `//`
//! comment; their serial oracle is gcc.

use std::path::{Path, PathBuf};

/// A test program and what its header asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgramSpec {
    /// The file name (`jacobi.fdv`).
    pub name: String,
    pub path: PathBuf,
    /// More sources of the program (`files=`), in order.
    pub extra_sources: Vec<PathBuf>,
    /// Sources of the serial (gfortran) build only (`serial-files=`).
    pub serial_sources: Vec<PathBuf>,
    /// C sources compiled by gcc into objects that both builds link (`c-files=`).
    pub c_sources: Vec<PathBuf>,
    /// Explicit grids: (process count, `DVMH_PROC_GRID` value).
    pub grids: Vec<(u32, String)>,
    /// dvmhc options.
    pub flags: Vec<String>,
    /// Environments the emulated runs are repeated with (`emulation-env=`, one per line).
    pub emulation_envs: Vec<Vec<(String, String)>>,
    /// The process counts of the standard launches (`procs=`; default 1 to 4).
    pub procs: Vec<u32>,
    /// Some source of the program holds a DVMH directive.
    pub has_directives: bool,
}

impl ProgramSpec {
    /// The (processes, threads) of the standard launches: every count with 1 and 2 threads for
    /// DVMH programs, two launches for plain ones (see the module documentation).
    pub fn standard_launches(&self) -> Vec<(u32, u32)> {
        if self.has_directives {
            return self.procs.iter().flat_map(|&p| [(p, 1), (p, 2)]).collect();
        }
        let first = self.procs.first().copied().unwrap_or(1);
        let second = if self.procs.contains(&3) {
            3
        } else {
            self.procs.last().copied().unwrap_or(1)
        };
        vec![(first, 1), (second, 2)]
    }
}

/// Does the source text hold a DVMH directive? Fortran: a `!DVM$`, `CDVM$`, `*DVM$` line; C: a
/// `#pragma dvm`, `_Pragma("dvm ...")` or `__pragma(dvm ...)`, also through a macro taking
/// the directive's text (`DVM(dvm parallel ...)`). Only decides how many launches a
/// test gets, so a directive named in a comment merely costs time.
pub fn has_dvmh_directives(text: &str, c: bool) -> bool {
    text.lines().any(|line| {
        let l = line.trim_start().to_ascii_lowercase();
        if c {
            l.find("pragma").is_some_and(|at| l[at..].contains("dvm")) || l.contains("(dvm ")
        } else {
            ["!dvm$", "cdvm$", "*dvm$", "!$dvm"]
                .iter()
                .any(|p| l.starts_with(p))
        }
    })
}

/// Header lines are looked for among the first lines of a file.
const HEADER_LINES: usize = 12;

/// Reads a program's header. An unknown key is an error, so a typo does not silently drop a
/// test configuration.
pub fn parse_spec(path: &Path, text: &str) -> Result<ProgramSpec, String> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let mut spec = ProgramSpec {
        name: path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
        path: path.to_path_buf(),
        extra_sources: Vec::new(),
        serial_sources: Vec::new(),
        c_sources: Vec::new(),
        grids: Vec::new(),
        flags: vec!["-O2".into()],
        emulation_envs: Vec::new(),
        procs: (1..=4).collect(),
        has_directives: has_dvmh_directives(text, is_c(path)),
    };
    for line in text.lines().take(HEADER_LINES) {
        let Some(at) = line.find("dvmh-test:") else {
            continue;
        };
        let rest = line[at + "dvmh-test:".len()..].trim();
        let (key, value) = rest
            .split_once('=')
            .ok_or_else(|| format!("{}: expected key=value in '{line}'", spec.name))?;
        let items = value.split_whitespace();
        match key.trim() {
            "grids" => {
                for item in items {
                    let (procs, grid) = item
                        .split_once(':')
                        .and_then(|(p, g)| Some((p.parse::<u32>().ok()?, g)))
                        .ok_or_else(|| {
                            format!("{}: bad grid '{item}' (processes:grid)", spec.name)
                        })?;
                    spec.grids.push((procs, grid.to_string()));
                }
            }
            "files" => spec.extra_sources.extend(items.map(|f| dir.join(f))),
            "serial-files" => spec.serial_sources.extend(items.map(|f| dir.join(f))),
            "c-files" => spec.c_sources.extend(items.map(|f| dir.join(f))),
            "flags" => spec.flags = items.map(String::from).collect(),
            "emulation-env" => {
                let env = items
                    .map(|item| {
                        item.split_once('=')
                            .map(|(k, v)| (k.to_string(), v.to_string()))
                            .ok_or_else(|| {
                                format!("{}: bad variable '{item}' (NAME=VALUE)", spec.name)
                            })
                    })
                    .collect::<Result<Vec<_>, String>>()?;
                spec.emulation_envs.push(env);
            }
            "procs" => {
                spec.procs = items
                    .map(|p| match p.parse::<u32>() {
                        Ok(n) if n >= 1 => Ok(n),
                        _ => Err(format!("{}: bad process count '{p}'", spec.name)),
                    })
                    .collect::<Result<_, _>>()?;
            }
            other => return Err(format!("{}: unknown dvmh-test key '{other}'", spec.name)),
        }
    }
    Ok(spec)
}

/// Is this a C-DVMH program (built by gcc for the reference)?
pub fn is_c(path: &Path) -> bool {
    matches!(path.extension().and_then(|e| e.to_str()), Some("c" | "cdv"))
}

/// Every program of `dir` (sorted by name).
pub fn discover(dir: &Path) -> Result<Vec<ProgramSpec>, String> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.is_file()
                && matches!(
                    p.extension().and_then(|e| e.to_str()),
                    Some("f90" | "fdv" | "f" | "F90" | "F" | "c" | "cdv")
                )
        })
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| {
            let text = std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?;
            let mut spec = parse_spec(p, &text)?;
            for extra in &spec.extra_sources {
                // A missing extra source is the build's error to report, not discovery's.
                if let Ok(text) = std::fs::read_to_string(extra) {
                    spec.has_directives |= has_dvmh_directives(&text, is_c(extra));
                }
            }
            Ok(spec)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_in_either_source_form() {
        let s = parse_spec(
            Path::new("/p/jac.fdv"),
            "C dvmh-test: grids=4:4x1 3:1x3\nC dvmh-test: files=lib/a.f90 lib/b.f90\n      END\n",
        )
        .unwrap();
        assert_eq!(s.grids, vec![(4, "4x1".into()), (3, "1x3".into())]);
        assert_eq!(
            s.extra_sources,
            vec![PathBuf::from("/p/lib/a.f90"), PathBuf::from("/p/lib/b.f90")]
        );
        assert_eq!(s.flags, ["-O2"]);
        assert!(s.serial_sources.is_empty());
        let s = parse_spec(
            Path::new("/p/t.fdv"),
            "! dvmh-test: serial-files=lib/dvm_serial.f90\nend\n",
        )
        .unwrap();
        assert_eq!(
            s.serial_sources,
            vec![PathBuf::from("/p/lib/dvm_serial.f90")]
        );
        assert!(s.extra_sources.is_empty());
        let s = parse_spec(
            Path::new("x.f90"),
            "! dvmh-test: emulation-env=DVMH_CPU_PERF=1 DVMH_CUDAS_PERF=3\nend\n",
        )
        .unwrap();
        assert_eq!(
            s.emulation_envs,
            vec![vec![
                ("DVMH_CPU_PERF".to_string(), "1".to_string()),
                ("DVMH_CUDAS_PERF".to_string(), "3".to_string())
            ]]
        );
        assert!(parse_spec(Path::new("x.f90"), "! dvmh-test: emulation-env=X\n").is_err());
        let s = parse_spec(
            Path::new("x.f90"),
            "! dvmh-test: flags=-O3 -fcheck=bounds\nend\n",
        )
        .unwrap();
        assert_eq!(s.flags, ["-O3", "-fcheck=bounds"]);
        assert_eq!(s.procs, [1, 2, 3, 4]);
        let s = parse_spec(Path::new("x.f90"), "! dvmh-test: procs=2 4\nend\n").unwrap();
        assert_eq!(s.procs, [2, 4]);
    }

    #[test]
    fn plain_programs_get_two_launches() {
        let spec = |text: &str, name: &str| parse_spec(Path::new(name), text).unwrap();
        let dvmh = spec("!DVM$ DISTRIBUTE A(BLOCK)\nend\n", "a.fdv");
        assert!(dvmh.has_directives);
        assert_eq!(dvmh.standard_launches().len(), 8);
        let fixed = spec(
            "      PROGRAM P\nCDVM$ PARALLEL (I) ON A(I)\n      END\n",
            "b.f",
        );
        assert!(fixed.has_directives);
        let plain = spec("! no directives, a DVM$ word\nprint *, 1\nend\n", "c.f90");
        assert!(!plain.has_directives);
        assert_eq!(plain.standard_launches(), [(1, 1), (3, 2)]);
        let two = spec("! dvmh-test: procs=2 4\nend\n", "d.f90");
        assert_eq!(two.standard_launches(), [(2, 1), (4, 2)]);
        for c in [
            "#pragma dvm parallel([i] on a[i])\n",
            "  _Pragma(\"dvm region\")\n",
            "__pragma(dvm actual(a))\n",
            "DVM(dvm parallel([i] on a[i]))\n",
        ] {
            assert!(spec(c, "e.cdv").has_directives, "{c}");
        }
        assert!(!spec("#pragma once\n#pragma pack(1)\nint main(){}\n", "f.c").has_directives);
    }

    #[test]
    fn bad_headers_are_errors() {
        assert!(parse_spec(Path::new("x.f90"), "! dvmh-test: grid=4:4x1\n").is_err());
        assert!(parse_spec(Path::new("x.f90"), "! dvmh-test: grids=four\n").is_err());
        assert!(parse_spec(Path::new("x.f90"), "! dvmh-test: procs=0\n").is_err());
    }
}
