//! Every program in `test-suite/programs/` against its serial oracle: the gfortran build of the
//! same sources. Ours runs on 1, 2, 3 and 4 MPI processes with 1 and 2 threads each, and on
//! the explicit processor grids the program's header asks for, and must print what
//! gfortran's build prints. C-DVMH programs (`programs/c/`) are compared with gcc's build. The reference is built with run-time checks, so a test program
//! that is not valid Fortran (an index out of bounds) fails loudly instead of comparing
//! garbage. Programs are discovered from the directory (`dvmh_test_suite::programs`): each
//! file is a test of its own, named by the file (`cargo test --test programs -- jacobi`).
//! A program whose regions have GPU kernels also runs on the runtime's emulation device, and
//! its kernels must assemble with `ptxas` for every architecture in `gpu::ARCHES`.

use dvmh_test_suite::gpu;
use dvmh_test_suite::programs::{discover, is_c, ProgramSpec};
use dvmh_test_suite::{
    compare_outputs, dvmhc_compile_sources, gcc_object, gcc_sources, gfortran_sources, repo_root,
    run_mpi, run_serial, work_dir, Launch, REAL_TOLERANCE,
};
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::Path;

/// Builds the program both ways and compares the outputs for every launch.
fn check_program(spec: &ProgramSpec) -> Result<(), String> {
    let stem = Path::new(&spec.name)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let dir = work_dir(&format!("programs-{stem}"));
    let c = is_c(&spec.path);
    let reference = dir.join(format!("{stem}.{}", if c { "gcc" } else { "gfortran" }));
    let ours = dir.join(format!("{stem}.dvmh"));
    // The extra sources first: they may define modules the program uses.
    let mut sources: Vec<&Path> = spec.extra_sources.iter().map(|p| p.as_path()).collect();
    sources.push(spec.path.as_path());
    // C sources: one gcc object, linked into both builds.
    let mut objects = Vec::new();
    for c_src in &spec.c_sources {
        let obj_stem = c_src.file_stem().unwrap_or_default().to_string_lossy();
        let obj = dir.join(format!("{obj_stem}.o"));
        gcc_object(c_src, &obj)?;
        objects.push(obj);
    }
    let mut linked = sources.clone();
    linked.extend(objects.iter().map(|p| p.as_path()));
    let mut serial = linked.clone();
    serial.extend(spec.serial_sources.iter().map(|p| p.as_path()));
    if c {
        gcc_sources(&serial, &reference)?;
    } else {
        gfortran_sources(&serial, &reference, "-fcheck=all")?;
    }
    let flags: Vec<&str> = spec.flags.iter().map(String::as_str).collect();
    dvmhc_compile_sources(&linked, &ours, &flags)?;
    let (expected, _) = run_serial(&reference)?;
    if !expected.status.success() {
        return Err(format!(
            "the serial reference build of {} failed",
            spec.name
        ));
    }
    let expected = String::from_utf8_lossy(&expected.stdout).to_string();
    if expected.is_empty() {
        return Err(format!(
            "{} prints nothing; the test would prove nothing",
            spec.name
        ));
    }
    let grids = spec
        .grids
        .iter()
        .map(|(n, g)| Launch::new(*n, 1).with_env("DVMH_PROC_GRID", g));
    // Programs with GPU kernels: every kernel must assemble, and the kernels' host build must
    // give the same output on the emulation device.
    let kernels = gpu::ptx_of(&sources, &flags, &dir)?;
    for (file, _) in &kernels {
        gpu::assemble(file)?;
    }
    let emulated = if kernels.is_empty() {
        Vec::new()
    } else {
        let mut launches = gpu::emulation_launches();
        for env in &spec.emulation_envs {
            launches.extend(
                gpu::emulation_launches()
                    .into_iter()
                    .map(|l| env.iter().fold(l, |l, (k, v)| l.with_env(k, v))),
            );
        }
        launches
    };
    let mut failures = Vec::new();
    for launch in spec
        .standard_launches()
        .into_iter()
        .map(|(procs, threads)| launch_of(procs, threads))
        .chain(grids)
        .chain(emulated)
    {
        let (out, _) = run_mpi(&ours, &launch)?;
        let got = String::from_utf8_lossy(&out.stdout).to_string();
        if !out.status.success() {
            failures.push(format!(
                "{} on {}: exit status {}\n{}",
                spec.name,
                launch.describe(),
                out.status,
                String::from_utf8_lossy(&out.stderr)
            ));
            continue;
        }
        if let Err(e) = compare_outputs(&expected, &got, REAL_TOLERANCE) {
            failures.push(format!("{} on {}: {e}", spec.name, launch.describe()));
        }
        if gpu::is_emulation(&launch) && !gpu::ran_on_device(&String::from_utf8_lossy(&out.stderr))
        {
            failures.push(format!(
                "{} on {}: no parallel loop ran on the emulation device",
                spec.name,
                launch.describe()
            ));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n\n"))
    }
}

/// The launch of one process with one thread starts the program without `mpirun`, as a user
/// runs a serial build (the runtime's solo mode, without MPI); every other one uses `mpirun`.
fn launch_of(procs: u32, threads: u32) -> Launch {
    if (procs, threads) == (1, 1) {
        Launch::direct(1)
    } else {
        Launch::new(procs, threads)
    }
}

fn main() {
    let args = Arguments::from_args();
    let dir = repo_root().join("test-suite/programs");
    let mut specs = discover(&dir).unwrap_or_else(|e| panic!("{e}"));
    let c_dir = dir.join("c");
    let c_specs = discover(&c_dir).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        c_specs.len() >= 30,
        "only {} C test programs found in {}",
        c_specs.len(),
        c_dir.display()
    );
    specs.extend(c_specs);
    assert!(
        specs.len() >= 30,
        "only {} test programs found in {}",
        specs.len(),
        dir.display()
    );
    let trials = specs
        .into_iter()
        .map(|spec| {
            let name = spec.name.clone();
            Trial::test(name, move || check_program(&spec).map_err(Failed::from))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
