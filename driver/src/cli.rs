//! Command-line parsing.
//!
//! Compiler command lines are not POSIX-shaped: `-O2`, `-ffree-form`, `-march=native`, `-Idir`,
//! and the DVM system's own single-dash words (`-autoTfm`, `-noCuda`) that migrating users
//! already type. A small hand-written parser handles these precisely (clap would need each of
//! them special-cased), and reports unknown options with the option named.

use std::path::PathBuf;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emit {
    /// The parsed program (debug form).
    Ast,
    /// IR after the front end (or after `--passes`).
    Ir,
    /// Optimised LLVM IR.
    Llvm,
    /// The PTX of the GPU kernels (the device handlers of the parallel loops in regions).
    Ptx,
    /// The dependences of each parallel loop (`-dvmhLoopAnalysis`).
    Deps,
    /// An object file.
    Obj,
    /// A linked executable (the default).
    Exe,
}

impl Emit {
    pub fn name(self) -> &'static str {
        match self {
            Emit::Ast => "ast",
            Emit::Ir => "ir",
            Emit::Llvm => "llvm",
            Emit::Ptx => "ptx",
            Emit::Deps => "deps",
            Emit::Obj => "obj",
            Emit::Exe => "exe",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    Fixed,
    Free,
}

/// What a command-line operand is, by its extension (as gcc decides).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// A Fortran source file (`.f90`, `.fdv`, ...; any other name with -ffixed-form or
    /// -ffree-form).
    Source(PathBuf),
    /// An object file or library for the link (`.o`, `.a`, `.so`).
    Object(PathBuf),
}

#[derive(Debug, Clone)]
pub struct Options {
    pub inputs: Vec<Input>,
    /// `-L`, `-l` and `-Wl,` options, in order, for the link.
    pub link_flags: Vec<String>,
    pub output: Option<PathBuf>,
    pub opt_level: u8,
    pub emit: Emit,
    pub form: Option<Form>,
    pub include_dirs: Vec<PathBuf>,
    /// `--passes=a,b`: run exactly these passes (with `--emit=ir`).
    pub passes: Option<Vec<String>>,
    /// `-march=...` / `-mcpu=...`.
    pub cpu: Option<String>,
    /// Print the commands the driver runs (the DVM system's `dvmshow`).
    pub verbose: bool,
    /// Verify the IR after every pass.
    pub verify_each: bool,
    /// `-ftime-report`: print the time each phase took.
    pub time_report: bool,
    /// `-noCuda`: no GPU kernels are generated or embedded.
    pub no_cuda: bool,
    /// `-autoTfm`: ACROSS loops run by hyperplanes on a GPU with their arrays in a diagonal
    /// layout there (`dvmh_ir::passes::tfm`).
    pub auto_tfm: bool,
    /// `--cuda-arch=`: the oldest GPU architecture the kernels target.
    pub cuda_arch: String,
    /// `-fcheck=bounds`: check array subscripts at run time.
    pub check_bounds: bool,
    /// `-ffixed-line-length-N` (`usize::MAX`: none).
    pub fixed_line_length: Option<usize>,
    /// `-J dir` (`-Jdir`): the directory of module files.
    pub module_dir: Option<PathBuf>,
    /// `-cpp` / `-nocpp` (default: by extension).
    pub preprocess: Option<bool>,
    /// `-D` / `-U` options, for the preprocessor.
    pub defines: Vec<String>,
}

pub const USAGE: &str = "\
usage: dvmhc [options] <file.fdv|.f|.for|.f90|.o|.a>...

Compiles Fortran-DVMH source files and links them, with any object files and libraries
given, into an executable that runs serially, on threads (DVMH_NUM_THREADS) and on MPI
processes (mpirun -n N ./prog). Procedures follow gfortran's conventions, so objects built
by gfortran or gcc link in.

options:
  -o <file>            output file (default: the first source's name without extension;
                       with -c, each source's name with .o; for --emit=ir/llvm/ast,
                       standard output)
  -L<dir> -l<lib>      library directories and libraries for the link (also -Wl,<opts>)
  -O0 -O1 -O2 -O3      optimisation level (default -O2)
  -c                   compile only: same as --emit=obj
  --emit=<kind>        ast | ir | llvm | ptx | deps | obj | exe (default exe); ptx: the GPU
                       kernels; deps: the dependences of each parallel loop and the clauses
                       that cover them (also -dvmhLoopAnalysis)
  --cuda-arch=sm_<NN>  the oldest GPU architecture the kernels target (default sm_70)
  -noCuda              no GPU kernels: regions run on the CPU only
  -autoTfm             on a GPU, ACROSS loops run by hyperplanes keep their arrays in a
                       diagonal layout (each hyperplane contiguous, for coalesced access)
  --passes=<p1,p2>     run these IR passes (with --emit=ir); default: none for --emit=ir
  -ffixed-form         treat the source as fixed form (default for .fdv .f .for .F)
  -ffixed-line-length-N  fixed-form statement text ends at column N (default 72; none: no limit)
  -ffree-form          treat the source as free form (default for .f90 .f95 .F90)
  -I<dir>              search <dir> for INCLUDE files (and module files)
  -J<dir>              write module files to <dir>, and look there first for them
  -cpp, -nocpp         run (or not) the C preprocessor (default: for .F .F90 .FOR .fpp)
  -D<name>[=<value>]   define a preprocessor macro (-U<name>: undefine)
  -march=<cpu>         target CPU for the host code (default: generic x86-64; 'native': this machine)
  --verify-each        verify the IR after every pass
  -fcheck=bounds       check every array subscript at run time (also -fcheck=all,
                       -fbounds-check); an index out of bounds stops the program with
                       the array, index and source line
  -ftime-report        print the time each compilation phase took
  -v                   print the commands run
  -h, --help           this text
  --version            the compiler version
DVM-compatible options accepted and ignored for now: -noH -Opl2 -e<n> -d<n>";

#[derive(Debug)]
pub enum Parsed {
    Run(Box<Options>),
    Help,
    Version,
}

pub fn parse(args: &[String]) -> Result<Parsed, String> {
    let mut opts = Options {
        inputs: Vec::new(),
        link_flags: Vec::new(),
        output: None,
        opt_level: 2,
        emit: Emit::Exe,
        form: None,
        include_dirs: Vec::new(),
        module_dir: None,
        preprocess: None,
        defines: Vec::new(),
        passes: None,
        cpu: None,
        verbose: false,
        verify_each: cfg!(debug_assertions),
        time_report: false,
        no_cuda: false,
        auto_tfm: false,
        cuda_arch: "sm_70".to_string(),
        check_bounds: false,
        fixed_line_length: None,
    };
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        let mut value_of = |flag: &str| -> Result<String, String> {
            i += 1;
            args.get(i)
                .cloned()
                .ok_or_else(|| format!("option '{flag}' needs a value"))
        };
        match arg {
            "-h" | "--help" => return Ok(Parsed::Help),
            "--version" => return Ok(Parsed::Version),
            "-o" => opts.output = Some(PathBuf::from(value_of("-o")?)),
            "-c" => opts.emit = Emit::Obj,
            "-v" => opts.verbose = true,
            "-ffixed-form" => opts.form = Some(Form::Fixed),
            _ if arg.starts_with("-ffixed-line-length-") => {
                let n = &arg["-ffixed-line-length-".len()..];
                opts.fixed_line_length = Some(match n {
                    "none" | "0" => usize::MAX,
                    _ => match n.parse::<usize>() {
                        Ok(v) if v >= 7 => v,
                        _ => {
                            return Err(format!(
                                "invalid fixed-form line length '{n}' in {arg} (expected a number of at least 7, or none)"
                            ))
                        }
                    },
                });
            }
            // Free-form lines have no length limit in dvmhc: accepted for gfortran's sake.
            _ if arg.starts_with("-ffree-line-length-") => {}
            "-ffree-form" => opts.form = Some(Form::Free),
            "--verify-each" => opts.verify_each = true,
            "-ftime-report" => opts.time_report = true,
            "-fbounds-check" => opts.check_bounds = true,
            _ if arg.starts_with("-fcheck=") => {
                for kind in arg["-fcheck=".len()..].split(',') {
                    match kind {
                        "bounds" | "all" => opts.check_bounds = true,
                        "no-bounds" | "no-all" => opts.check_bounds = false,
                        // gfortran's other checks: accepted, nothing to check in dvmhc yet.
                        "array-temps" | "bits" | "do" | "mem" | "pointer" | "recursion" => {}
                        other => {
                            return Err(format!(
                                "unknown check '{other}' in -fcheck (expected bounds, all, or gfortran's array-temps, bits, do, mem, pointer, recursion)"
                            ))
                        }
                    }
                }
            }
            "-I" => opts.include_dirs.push(PathBuf::from(value_of("-I")?)),
            "-J" => opts.module_dir = Some(PathBuf::from(value_of("-J")?)),
            "-cpp" => opts.preprocess = Some(true),
            "-nocpp" => opts.preprocess = Some(false),
            "-D" | "-U" => {
                let value = value_of(arg)?;
                opts.defines.push(format!("{arg}{value}"));
            }
            _ if arg.starts_with("-D") || arg.starts_with("-U") => {
                opts.defines.push(arg.to_string())
            }
            _ if arg.starts_with("-J") => opts.module_dir = Some(PathBuf::from(&arg[2..])),
            "-noCuda" => opts.no_cuda = true,
            "-dvmhLoopAnalysis" => opts.emit = Emit::Deps,
            _ if arg.starts_with("--cuda-arch=") => {
                let arch = &arg["--cuda-arch=".len()..];
                let number = arch.strip_prefix("sm_").and_then(|n| n.parse::<u32>().ok());
                match number {
                    Some(n) if n >= 70 => opts.cuda_arch = arch.to_string(),
                    _ => {
                        return Err(format!(
                        "unknown --cuda-arch '{arch}' (expected sm_70 or newer, e.g. sm_80, sm_90)"
                    ))
                    }
                }
            }
            "-autoTfm" => opts.auto_tfm = true,
            "-noH" | "-Opl2" | "-Ohost" | "-f90" | "-FI" => {}
            _ if arg.starts_with("-O") => {
                opts.opt_level = match &arg[2..] {
                    "" | "1" => 1,
                    "0" => 0,
                    "2" => 2,
                    "3" | "fast" => 3,
                    other => return Err(format!("unknown optimisation level '-O{other}'")),
                }
            }
            _ if arg.starts_with("--emit=") => {
                opts.emit = match &arg[7..] {
                    "ast" => Emit::Ast,
                    "ir" => Emit::Ir,
                    "llvm" => Emit::Llvm,
                    "ptx" => Emit::Ptx,
                    "deps" => Emit::Deps,
                    "obj" => Emit::Obj,
                    "exe" => Emit::Exe,
                    other => {
                        return Err(format!(
                    "unknown --emit kind '{other}' (expected ast, ir, llvm, ptx, deps, obj or exe)"
                ))
                    }
                }
            }
            _ if arg.starts_with("--passes=") => {
                let passes: Vec<String> = arg[9..]
                    .split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(String::from)
                    .collect();
                if let Some(bad) = passes.iter().find(|p| dvmh_ir::pass::lookup(p).is_none()) {
                    let known: Vec<&str> = dvmh_ir::pass::PASSES.iter().map(|p| p.0).collect();
                    return Err(format!(
                        "unknown pass '{bad}' in --passes (known: {})",
                        known.join(", ")
                    ));
                }
                opts.passes = Some(passes)
            }
            _ if arg.starts_with("-march=") || arg.starts_with("-mcpu=") => {
                let name = &arg[arg.find('=').unwrap_or(0) + 1..];
                dvmh_codegen_host::check_cpu(name)?;
                opts.cpu = Some(name.to_string())
            }
            _ if arg.starts_with("-I") => opts.include_dirs.push(PathBuf::from(&arg[2..])),
            "-L" | "-l" => {
                let value = value_of(arg)?;
                opts.link_flags.push(format!("{arg}{value}"));
            }
            _ if arg.starts_with("-L") || arg.starts_with("-l") || arg.starts_with("-Wl,") => {
                opts.link_flags.push(arg.to_string())
            }
            _ if (arg.starts_with("-e") || arg.starts_with("-d"))
                && arg.len() > 2
                && arg[2..].bytes().all(|b| b.is_ascii_digit()) => {}
            _ if arg.starts_with('-') && arg.len() > 1 => {
                return Err(format!("unknown option '{arg}' (see dvmhc --help)"))
            }
            _ => opts.inputs.push(classify_input(arg)),
        }
        i += 1;
    }
    if opts.inputs.is_empty() {
        return Err("no input file (see dvmhc --help)".into());
    }
    Ok(Parsed::Run(Box::new(opts)))
}

/// Objects and libraries go to the linker; everything else is compiled.
fn classify_input(arg: &str) -> Input {
    let path = PathBuf::from(arg);
    let object = matches!(
        path.extension().and_then(|e| e.to_str()),
        Some("o" | "a" | "so" | "obj")
    ) || arg.contains(".so.");
    if object {
        Input::Object(path)
    } else {
        Input::Source(path)
    }
}

impl Options {
    /// The source files, in order.
    pub fn sources(&self) -> Vec<&PathBuf> {
        self.inputs
            .iter()
            .filter_map(|i| match i {
                Input::Source(p) => Some(p),
                Input::Object(_) => None,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(args: &[&str]) -> Result<Options, String> {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        match parse(&args)? {
            Parsed::Run(o) => Ok(*o),
            other => Err(format!("{other:?}")),
        }
    }

    #[test]
    fn parses_compiler_style_flags() {
        let o = run(&[
            "-O3",
            "-autoTfm",
            "jac.fdv",
            "-o",
            "jac",
            "-Iinc",
            "-march=native",
        ])
        .unwrap(); // ok: unit test of fixed arguments, not reachable from user input
        assert_eq!(o.opt_level, 3);
        assert!(o.auto_tfm);
        assert_eq!(o.inputs, vec![Input::Source(PathBuf::from("jac.fdv"))]);
        assert_eq!(o.output, Some(PathBuf::from("jac")));
        assert_eq!(o.include_dirs, vec![PathBuf::from("inc")]);
        assert_eq!(o.cpu.as_deref(), Some("native"));
        assert_eq!(o.emit, Emit::Exe);
        // ok: unit test of fixed arguments (both unwraps), not reachable from user input
        let o = run(&["--emit=ir", "--passes=outline-handlers,lower-dvm", "x.f90"]).unwrap(); // ok: test
        assert_eq!(o.emit, Emit::Ir);
        // ok: unit test; the assertion is that --passes was read
        assert_eq!(o.passes.unwrap(), vec!["outline-handlers", "lower-dvm"]); // ok: test
    }

    #[test]
    fn reports_bad_options() {
        assert_eq!(
            run(&["-O7", "a.f"]).unwrap_err(), // ok: test
            "unknown optimisation level '-O7'"
        );
        assert!(run(&["--frobnicate", "a.f"])
            .unwrap_err() // ok: test
            .contains("'--frobnicate'"));
        assert!(run(&["-o"]).unwrap_err().contains("needs a value")); // ok: test
        assert!(run(&[]).unwrap_err().contains("no input file")); // ok: test
        let o = run(&["a.f", "b.o", "-lm", "c.f90", "lib.a", "-L", "/opt"]).unwrap(); // ok: fixed
        assert_eq!(o.sources().len(), 2);
        assert_eq!(o.inputs[1], Input::Object(PathBuf::from("b.o")));
        assert_eq!(o.link_flags, ["-lm", "-L/opt"]);
        assert!(run(&["--emit=png", "a.f"]).unwrap_err().contains("'png'")); // ok: test
        assert!(run(&["--passes=nosuch", "a.f"])
            .unwrap_err() // ok: test
            .contains("unknown pass 'nosuch'"));
        assert!(run(&["-march=i386", "a.f"])
            .unwrap_err() // ok: test
            .contains("32-bit CPU"));
    }
}
