//! The GPU benchmark's kernels (`test-suite/bench/jacobi3d_gpu.F`, at the benchmark's size)
//! assemble with NVIDIA's `ptxas` for sm_70, sm_80 and sm_90 without spilling registers to
//! local memory. Skipped (with a note) where ptxas is unavailable, unless
//! `DVMH_REQUIRE_PTXAS` is set, as `scripts/test.sh` does when it could fetch ptxas.

use dvmh_test_suite::gpu::{assemble, loop_placements, ptx_of};
use dvmh_test_suite::{dvmhc_compile_sources, repo_root, run_mpi, work_dir, Launch};

#[test]
fn benchmark_kernels_assemble_without_spills() {
    let src = repo_root().join("test-suite/bench/jacobi3d_gpu.F");
    let dir = work_dir("gpu-kernels");
    let flags = ["-O3", "-cpp", "-DNSIZE=512", "-DNITER=20"];
    let kernels = ptx_of(&[src.as_path()], &flags, &dir).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(kernels.len(), 1, "one PTX image");
    assert_eq!(
        kernels[0].1.matches(".entry").count(),
        5,
        "a kernel per loop"
    );
    let Some(reports) = assemble(&kernels[0].0).unwrap_or_else(|e| panic!("{e}")) else {
        return;
    };
    assert_eq!(
        reports.len(),
        15,
        "5 kernels x 3 architectures: {reports:?}"
    );
    for r in &reports {
        assert!(
            r.spill_stores == 0 && r.spill_loads == 0,
            "{} for {} spills {} B stored / {} B loaded ({} registers)",
            r.kernel,
            r.arch,
            r.spill_stores,
            r.spill_loads,
            r.registers
        );
    }
}

/// The loops of `programs/region_math.f90` call exp, log, sin, cos, tan, atan2, x**y, tanh and
/// the rest: each becomes a kernel (the device math library makes them device code), the
/// kernels assemble without spills (see below for sm_90), and on the emulation device every loop runs there, none
/// on the host. (The program's output is compared with gfortran's by the `programs` test.)
#[test]
fn loops_calling_math_functions_run_as_device_kernels() {
    let src = repo_root().join("test-suite/programs/region_math.f90");
    let dir = work_dir("gpu-math");
    let kernels = ptx_of(&[src.as_path()], &["-O2"], &dir).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(kernels.len(), 1, "one PTX image");
    let loops = 5;
    assert_eq!(
        kernels[0].1.matches(".entry").count(),
        loops,
        "a kernel per loop"
    );
    assert!(
        !kernels[0].1.contains(".extern"),
        "the kernels call nothing outside"
    );
    if let Some(reports) = assemble(&kernels[0].0).unwrap_or_else(|e| panic!("{e}")) {
        for r in &reports {
            // ptxas 11.8 keeps the second loop here (four reductions, the math of nine
            // functions inlined) at 128 registers for sm_90 and spills some 60 bytes: values
            // of the row loop of its grid walk, stored before the loop over `i` and loaded
            // after it, none inside it; so sm_90 is allowed that much (no spills for sm_70/80).
            let allowed = if r.arch == "sm_90" { 64 } else { 0 };
            assert!(
                r.spill_stores <= allowed && r.spill_loads <= allowed,
                "{} for {} spills ({} registers)",
                r.kernel,
                r.arch,
                r.registers
            );
        }
    }
    let exe = dir.join("region_math.dvmh");
    dvmhc_compile_sources(&[src.as_path()], &exe, &[]).unwrap_or_else(|e| panic!("{e}"));
    for procs in [1, 2] {
        let log = emulation_log(&exe, procs);
        let placements = loop_placements(&log);
        assert_eq!(placements.len(), loops, "{log}");
        for (at, on_device) in placements {
            assert!(on_device, "the loop at {at} ran on the host:\n{log}");
        }
    }
}

/// The 4-D and 5-D loop nests of `programs/region_deep_nests.f90` get grid kernels (which
/// assemble) and run on the emulation device, the dimensions outside the last two folded into
/// the grid's `z`: the 4-D loops' `z` covers all `5 x 9` iterations of their two outer loops.
/// (The output is compared with gfortran's by the `programs` test.)
#[test]
fn deep_loop_nests_fold_their_outer_dimensions_into_grid_z() {
    let src = repo_root().join("test-suite/programs/region_deep_nests.f90");
    let dir = work_dir("gpu-deep");
    let kernels = ptx_of(&[src.as_path()], &["-O2"], &dir).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(kernels.len(), 1, "one PTX image");
    let loops = 6;
    assert_eq!(kernels[0].1.matches(".entry").count(), loops);
    assert!(assemble(&kernels[0].0)
        .unwrap_or_else(|e| panic!("{e}"))
        .is_none_or(|reports| reports.len() == 3 * loops));
    let exe = dir.join("region_deep_nests.dvmh");
    dvmhc_compile_sources(&[src.as_path()], &exe, &[]).unwrap_or_else(|e| panic!("{e}"));
    let log = emulation_log(&exe, 1);
    let placements = loop_placements(&log);
    assert_eq!(placements.len(), loops, "{log}");
    for (at, on_device) in placements {
        assert!(on_device, "the loop at {at} ran on the host:\n{log}");
    }
    let full_4d = log
        .lines()
        .find(|l| l.contains("region_deep_nests.f90:21 ran on"))
        .unwrap_or_else(|| panic!("no launch of the 4-D loop:\n{log}"));
    assert!(full_4d.contains("(1 x 11 x 45)"), "{full_4d}");
}

/// A loop of `programs/region2_host_mix.f90` reads a small non-distributed table of the main
/// program (whose variables its internal procedure shares): the table is a host table, copied
/// to the device, and the loop runs there; the loop that calls a user function stays on the
/// host.
#[test]
fn loops_calling_user_functions_stay_on_the_host() {
    let src = repo_root().join("test-suite/programs/region2_host_mix.f90");
    let dir = work_dir("gpu-host-mix");
    let exe = dir.join("region2_host_mix.dvmh");
    dvmhc_compile_sources(&[src.as_path()], &exe, &[]).unwrap_or_else(|e| panic!("{e}"));
    let log = emulation_log(&exe, 1);
    let on_host: Vec<String> = loop_placements(&log)
        .into_iter()
        .filter(|(_, on_device)| !on_device)
        .map(|(at, _)| at)
        .collect();
    assert_eq!(on_host.len(), 1, "{log}");
    assert!(on_host.iter().any(|at| at.ends_with(":39")), "{on_host:?}");
}

/// The `region3_*` programs read non-distributed tables in their device loops (stencil
/// weights, a PARAMETER array, module EOS tables, a COMMON block, a subroutine's local
/// coefficients, C's file-scope, local and 2-D tables): every loop gets a kernel that
/// assembles and runs on the emulation device, none on the host, on 1 and 2 processes; a
/// table the host changed between regions is uploaded again (the programs print results
/// that depend on the new values; the `programs` test compares them with gfortran's and
/// gcc's).
#[test]
fn loops_reading_host_tables_run_on_the_device() {
    let programs = [
        ("region3_stencil_weights.f90", 5),
        ("region3_eos_lookup.f90", 3),
        ("region3_poly_coeffs.f90", 4),
        ("c/cdv8_region_tables.cdv", 3),
    ];
    for (name, loops) in programs {
        let src = repo_root().join("test-suite/programs").join(name);
        let stem = src.file_stem().unwrap().to_string_lossy().into_owned();
        let dir = work_dir(&format!("gpu-tables-{stem}"));
        let kernels = ptx_of(&[src.as_path()], &["-O2"], &dir).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(kernels.len(), 1, "{name}: one PTX image");
        assert_eq!(kernels[0].1.matches(".entry").count(), loops, "{name}");
        assemble(&kernels[0].0).unwrap_or_else(|e| panic!("{name}: {e}"));
        let exe = dir.join(format!("{stem}.dvmh"));
        dvmhc_compile_sources(&[src.as_path()], &exe, &[]).unwrap_or_else(|e| panic!("{e}"));
        for procs in [1, 2] {
            let log = emulation_log(&exe, procs);
            let placements = loop_placements(&log);
            assert!(!placements.is_empty(), "{log}");
            for (at, on_device) in placements {
                assert!(on_device, "the loop at {at} ran on the host:\n{log}");
            }
        }
    }
}

/// The `region5_*` programs' region loops live in procedures that get their tables as dummy
/// arrays (explicit shape, assumed shape with a strided section as the actual argument), from
/// a module, or as a C pointer parameter: the loops listed run on the emulation device on 1
/// and 2 processes, their kernels assembling. (The outputs, which
/// depend on tables the host changes between calls, are compared with gfortran's and gcc's by
/// the `programs` test.)
#[test]
fn loops_reading_dummy_tables_run_on_the_device() {
    // (program, lines of the region loops run on the device, those run on the host)
    let programs: [(&str, &[u32], &[u32]); 5] = [
        ("region5_module_eos.f90", &[30, 63], &[]),
        // The stencil reads the assumed-shape `k(-m:)`: a run-time-sized host table.
        ("region5_assumed_shape.f90", &[24, 33], &[]),
        ("c/region5_coef_smooth.cdv", &[29, 48], &[]),
        // Explicit-shape tables with run-time bounds go to the device; the residual reads
        // the assumed-size `scale(*)`, whose size nothing tells, and stays on the host.
        ("region5_varcoef_jacobi.f90", &[17], &[40]),
        ("region5_sor_across.f90", &[20, 45], &[]),
    ];
    for (name, device, host) in programs {
        let src = repo_root().join("test-suite/programs").join(name);
        let stem = src.file_stem().unwrap().to_string_lossy().into_owned();
        let file = src.file_name().unwrap().to_string_lossy().into_owned();
        let dir = work_dir(&format!("gpu-dummies-{stem}"));
        let kernels = ptx_of(&[src.as_path()], &["-O2"], &dir).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(kernels.len(), 1, "{name}: one PTX image");
        assert!(
            kernels[0].1.matches(".entry").count() >= device.len(),
            "{name}: a kernel per device loop"
        );
        assemble(&kernels[0].0).unwrap_or_else(|e| panic!("{name}: {e}"));
        let exe = dir.join(format!("{stem}.dvmh"));
        dvmhc_compile_sources(&[src.as_path()], &exe, &[]).unwrap_or_else(|e| panic!("{e}"));
        for procs in [1, 2] {
            let log = emulation_log(&exe, procs);
            let placements = loop_placements(&log);
            for (lines, on_device) in [(device, true), (host, false)] {
                for line in lines {
                    let at = format!("/{file}:{line}");
                    assert!(
                        placements
                            .iter()
                            .any(|(p, d)| p.ends_with(&at) && *d == on_device),
                        "{name}: the loop at {at} should run on the {}:\n{log}",
                        if on_device { "device" } else { "host" }
                    );
                }
            }
        }
    }
}

/// The ACROSS loops of `programs/region_across.f90` get hyperplane kernels (which assemble) and
/// run on the emulation device hyperplane by hyperplane, on 1 and 2 processes; the CORNER loop
/// and the 1-D recurrence run on the host. (The output is compared with gfortran's by the
/// `programs` test.)
#[test]
fn across_loops_run_hyperplane_by_hyperplane_on_the_device() {
    let src = repo_root().join("test-suite/programs/region_across.f90");
    let dir = work_dir("gpu-across");
    let kernels = ptx_of(&[src.as_path()], &["-O2"], &dir).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(kernels.len(), 1, "one PTX image");
    // 8 loops: 4 ordinary ones, 4 ACROSS loops with hyperplane kernels; the CORNER loop and
    // the 1-D recurrence have none. The 4 ACROSS loops, with reductions (lines 37, 77) or
    // without (48, 55), also have a one-kernel wavefront.
    assert_eq!(kernels[0].1.matches(".entry").count(), 12, "kernels");
    assert_eq!(
        kernels[0].1.matches("_kernel_wave(").count(),
        4,
        "wavefronts"
    );
    assemble(&kernels[0].0).unwrap_or_else(|e| panic!("{e}"));
    let exe = dir.join("region_across.dvmh");
    dvmhc_compile_sources(&[src.as_path()], &exe, &[]).unwrap_or_else(|e| panic!("{e}"));
    let at = |line: u32| format!("region_across.f90:{line} ran on ");
    for procs in [1, 2] {
        let log = emulation_log(&exe, procs);
        let says = |line: u32, how: &str| {
            log.lines()
                .any(|l| l.contains(&at(line)) && l.contains(how))
        };
        for line in [37, 48, 55, 77] {
            assert!(
                says(line, "ran on the emulation device") && says(line, " hyperplanes"),
                "the ACROSS loop at line {line} did not run by hyperplanes:\n{log}"
            );
        }
        for line in [62, 91] {
            assert!(
                says(line, "ran on the host"),
                "the loop at line {line} did not run on the host:\n{log}"
            );
        }
    }
    // DVMH_ACROSS_VARIANT: the ACROSS loops, with reductions or without, by one wavefront
    // kernel or by one launch per plane.
    for (variant, wave_lines) in [("kernel", &[37, 48, 55, 77][..]), ("launches", &[][..])] {
        let launch = Launch::new(2, 2)
            .with_env("DVMH_CUDA_EMULATION", "1")
            .with_env("DVMH_LOGLEVEL", "3")
            .with_env("DVMH_ACROSS_VARIANT", variant);
        let (out, _) = run_mpi(&exe, &launch).unwrap_or_else(|e| panic!("{e}"));
        let log = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(out.status.success(), "{log}");
        for line in [37, 48, 55, 77] {
            let how = if wave_lines.contains(&line) {
                "hyperplanes by one wavefront kernel"
            } else {
                "hyperplanes, one launch each"
            };
            assert!(
                log.lines()
                    .any(|l| l.contains(&at(line)) && l.contains(how)),
                "{variant}: the loop at line {line} did not run {how}:\n{log}"
            );
        }
    }
}

/// `programs/region_directions.f90` on the emulation device: each region moves exactly the
/// arrays its data directions ask for (OUT: none in; IN: none out; LOCAL and INLOCAL: none
/// out; no clauses: what the loops use), by the per-region counts the runtime logs.
#[test]
fn region_data_directions_decide_the_transfers() {
    let src = repo_root().join("test-suite/programs/region_directions.f90");
    let dir = work_dir("gpu-directions");
    let exe = dir.join("region_directions.dvmh");
    dvmhc_compile_sources(&[src.as_path()], &exe, &[]).unwrap_or_else(|e| panic!("{e}"));
    // (REGION line, arrays uploaded, arrays downloaded)
    let expected = [(14, 0, 2), (24, 2, 1), (48, 1, 1), (58, 2, 1)];
    for procs in [1, 2] {
        let log = emulation_log(&exe, procs);
        for (line, up, down) in expected {
            let head = format!("region at line {line}: ");
            let lines: Vec<&str> = log.lines().filter(|l| l.contains(&head)).collect();
            assert_eq!(lines.len(), procs as usize, "one per process:\n{log}");
            for l in lines {
                assert!(
                    l.contains(&format!("{head}whole arrays moved {up} in ("))
                        && l.contains(&format!(", {down} out (")),
                    "region at line {line}: expected {up} uploads and {down} downloads:\n{log}"
                );
            }
        }
        assert!(log.contains("array T is LOCAL in the region"), "{log}");
        assert!(log.contains("array B is INLOCAL in the region"), "{log}");
    }
}

/// The runtime's log (level 3) of `exe` run on the emulation device on `procs` processes; the
/// run must succeed.
fn emulation_log(exe: &std::path::Path, procs: u32) -> String {
    emulation_log_with(exe, procs, &[("DVMH_LOGLEVEL", "3")])
}

/// The runtime's log of `exe` run on the emulation device on `procs` processes with the
/// settings `env` (the log level among them); the run must succeed.
fn emulation_log_with(exe: &std::path::Path, procs: u32, env: &[(&str, &str)]) -> String {
    let mut launch = Launch::new(procs, 1).with_env("DVMH_CUDA_EMULATION", "1");
    for &(k, v) in env {
        launch = launch.with_env(k, v);
    }
    let (out, _) = run_mpi(exe, &launch).unwrap_or_else(|e| panic!("{e}"));
    let log = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{log}");
    log
}

/// `programs/region_actual_section.f90` on the emulation device: GET_ACTUAL of a section in a
/// HOST_SECTION downloads only that section (80 bytes of `a(1:10, 5)`, 96 of
/// `c(2:3, 4, 1:6)`), the prints of its elements move nothing more, and `c`, not written
/// again, is not downloaded again in the second iteration (transfer log, level 4).
#[test]
fn get_actual_of_a_section_moves_only_the_section() {
    let src = repo_root().join("test-suite/programs/region_actual_section.f90");
    let dir = work_dir("gpu-actual-section");
    let exe = dir.join("region_actual_section.dvmh");
    dvmhc_compile_sources(&[src.as_path()], &exe, &[]).unwrap_or_else(|e| panic!("{e}"));
    let log = emulation_log_with(&exe, 1, &[("DVMH_LOGLEVEL", "4")]);
    let count = |text: &str| log.lines().filter(|l| l.ends_with(text)).count();
    assert_eq!(
        count("array A: 80 bytes of a section to the host"),
        2,
        "{log}"
    );
    assert_eq!(
        count("array C: 96 bytes of a section to the host"),
        1,
        "{log}"
    );
    // Whole arrays come back only at the ends of the regions: A twice, C once.
    assert_eq!(count("array A: 9600 bytes to the host"), 2, "{log}");
    assert_eq!(count("array C: 1728 bytes to the host"), 1, "{log}");
}

/// `programs/region_partial_write.f90` on the emulation device (transfer log, level 4): the
/// loop writes only the interior `2:19, 2:9` of A (144 elements), so END REGION downloads
/// just that, and GET_ACTUAL of the first column, which no loop wrote, moves nothing. Split
/// 1:1 between the device and the CPU (`DVMH_CPU_PERF`, `DVMH_CUDAS_PERF`), the device runs
/// columns 2:5 and the CPU 6:9 (72 elements each): the second sweep first brings the
/// device's part to the host and the CPU's to the device, and END REGION the device's again.
#[test]
fn loops_that_write_part_of_an_array_move_only_that_part() {
    let src = repo_root().join("test-suite/programs/region_partial_write.f90");
    let dir = work_dir("gpu-partial-write");
    let exe = dir.join("region_partial_write.dvmh");
    dvmhc_compile_sources(&[src.as_path()], &exe, &[]).unwrap_or_else(|e| panic!("{e}"));
    let run = |split: bool| {
        let mut env = vec![("DVMH_LOGLEVEL", "4")];
        if split {
            env.extend([("DVMH_CPU_PERF", "1"), ("DVMH_CUDAS_PERF", "1")]);
        }
        emulation_log_with(&exe, 1, &env)
    };
    let log = run(false);
    let count = |log: &str, text: &str| log.lines().filter(|l| l.ends_with(text)).count();
    let whole_downloads = |log: &str| {
        log.lines()
            .filter(|l| l.contains("array A: ") && l.ends_with(" bytes to the host"))
            .count()
    };
    assert_eq!(
        count(&log, "array A: 1152 bytes of written parts to the host"),
        1,
        "{log}"
    );
    assert_eq!(whole_downloads(&log), 0, "{log}");
    assert_eq!(count(&log, "bytes of a section to the host"), 0, "{log}");
    let log = run(true);
    assert_eq!(
        log.lines()
            .filter(|l| l.contains("split: 72 iterations on"))
            .count(),
        2,
        "{log}"
    );
    assert_eq!(
        count(&log, "array A: 576 bytes of written parts to the host"),
        2,
        "{log}"
    );
    assert_eq!(
        count(&log, "array A: 576 bytes of written parts to the device"),
        1,
        "{log}"
    );
    assert_eq!(whole_downloads(&log), 0, "{log}");
    assert_eq!(count(&log, "bytes of a section to the host"), 0, "{log}");
}

/// `programs/region_wavefront_reductions.f90` on the emulation device: its ACROSS loops with
/// reductions (every kind) run as one wavefront kernel each under `DVMH_ACROSS_VARIANT=kernel`
/// and, with small enough planes, by the runtime's own choice; their kernels assemble. (The
/// results are compared with gfortran's by the `programs` test.)
#[test]
fn across_loops_with_reductions_run_as_one_wavefront_kernel() {
    let src = repo_root().join("test-suite/programs/region_wavefront_reductions.f90");
    let dir = work_dir("gpu-wave-reductions");
    let kernels = ptx_of(&[src.as_path()], &["-O2"], &dir).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        kernels[0].1.matches("_kernel_wave(").count(),
        3,
        "wavefronts"
    );
    assemble(&kernels[0].0).unwrap_or_else(|e| panic!("{e}"));
    let exe = dir.join("region_wavefront_reductions.dvmh");
    dvmhc_compile_sources(&[src.as_path()], &exe, &[]).unwrap_or_else(|e| panic!("{e}"));
    let at = |line: u32| format!("region_wavefront_reductions.f90:{line} ran on ");
    for (variant, procs, wave_lines) in [
        ("kernel", 2, &[43, 65, 97][..]),
        // On one process the 1100 x 1030 sweep's planes are larger than the emulated grid.
        ("auto", 1, &[65, 97][..]),
    ] {
        let log = emulation_log_with(
            &exe,
            procs,
            &[("DVMH_LOGLEVEL", "3"), ("DVMH_ACROSS_VARIANT", variant)],
        );
        for &line in wave_lines {
            assert!(
                log.lines()
                    .any(|l| l.contains(&at(line))
                        && l.contains("hyperplanes by one wavefront kernel")),
                "{variant}: the loop at line {line} did not run as one wavefront kernel:\n{log}"
            );
        }
    }
}

/// `programs/region_section_directions.f90` on the emulation device (transfer log, level 4):
/// `IN(a(1:10, 5))` uploads those 80 bytes at the entry, `OUT(b(1:n, 1:3))` uploads nothing
/// of b's first columns (its loop brings the other 27 columns, as for an unlisted array)
/// and END REGION brings back just them (960 bytes); no whole array moves in the first
/// region. In the second, the LOCAL section of b comes back like an OUT one.
#[test]
fn region_directions_of_sections_act_on_the_sections_only() {
    let src = repo_root().join("test-suite/programs/region_section_directions.f90");
    let dir = work_dir("gpu-section-directions");
    let exe = dir.join("region_section_directions.dvmh");
    dvmhc_compile_sources(&[src.as_path()], &exe, &[]).unwrap_or_else(|e| panic!("{e}"));
    let log = emulation_log_with(&exe, 1, &[("DVMH_LOGLEVEL", "4")]);
    let count = |text: &str| log.lines().filter(|l| l.ends_with(text)).count();
    assert_eq!(
        count("array A: 80 bytes of a section to the device"),
        1,
        "{log}"
    );
    assert_eq!(
        count("array B: 8640 bytes of written parts to the device"),
        1,
        "{log}"
    );
    assert_eq!(
        count("array B: 960 bytes of written parts to the host"),
        2,
        "{log}"
    );
    assert_eq!(count("array B: 9600 bytes to the device"), 0, "{log}");
    assert_eq!(count("array B: 9600 bytes to the host"), 0, "{log}");
    assert_eq!(
        count("array B: 960 bytes of a section to the device"),
        1,
        "{log}"
    );
    assert!(
        log.contains("region at line 25: whole arrays moved 0 in (0 bytes), 0 out (0 bytes)"),
        "{log}"
    );
}

/// `-autoTfm`: the layout copy kernel is in the PTX and assembles; the hyperplane loops'
/// arrays take the diagonal layout on the device and come back to the normal one for the
/// ordinary loop that reads them (each conversion logged at level 3); without the flag no
/// array is converted. (The output is compared with gfortran's by the `programs` test.)
#[test]
fn auto_tfm_converts_the_arrays_of_hyperplane_loops() {
    let src = repo_root().join("test-suite/programs/region_tfm.f90");
    let dir = work_dir("gpu-tfm");
    let kernels =
        ptx_of(&[src.as_path()], &["-O2", "-autoTfm"], &dir).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(kernels.len(), 1, "one PTX image");
    assert_eq!(
        kernels[0].1.matches(".entry dvmh_tfm_copy_kernel(").count(),
        1,
        "the copy kernel"
    );
    assemble(&kernels[0].0).unwrap_or_else(|e| panic!("{e}"));
    for (flags, converts) in [(&["-O2", "-autoTfm"][..], true), (&["-O2"][..], false)] {
        let exe = dir.join(if converts { "tfm.dvmh" } else { "plain.dvmh" });
        dvmhc_compile_sources(&[src.as_path()], &exe, flags).unwrap_or_else(|e| panic!("{e}"));
        for procs in [1, 2] {
            let log = emulation_log(&exe, procs);
            let count = |what: &[&str]| {
                log.lines()
                    .filter(|l| what.iter().all(|w| l.contains(w)))
                    .count()
            };
            // The sweep of line 50 runs in each of the 3 steps, after the residual loop of
            // line 59 (or the host) used the array in the normal layout.
            let to_diagonal = count(&[
                "array A: diagonal layout on the device for the parallel loop at ",
                "region_tfm.f90:50 (dimensions 2 and 1 skewed along the secondary diagonal)",
            ]);
            let back = count(&[
                "array A: back to the normal layout on the device for the parallel loop at ",
                "region_tfm.f90:59",
            ]);
            if converts {
                assert!(to_diagonal >= 3 && back >= 3, "{procs} process(es):\n{log}");
                let backward = count(&[
                    "array A: diagonal layout on the device for the parallel loop at ",
                    "region_tfm.f90:73 (dimensions 2 and 1 skewed along the main diagonal)",
                ]);
                assert!(backward >= 1, "the backward sweep:\n{log}");
            } else {
                assert_eq!(count(&["layout on the device"]), 0, "{log}");
            }
        }
    }
}

/// `programs/region_split_across.f90` on the emulation device with weights 1:3
/// (`DVMH_CPU_PERF`, `DVMH_CUDAS_PERF`): its three ACROSS loops are split between the device
/// and the CPU (each part run in order, the device's boundary row brought to the host), three
/// times each; `DVMH_SCHED_TECH=single` turns the splitting off, and a bad mode is one error.
#[test]
fn across_loops_split_between_the_device_and_the_cpu() {
    let src = repo_root().join("test-suite/programs/region_split_across.f90");
    let dir = work_dir("gpu-split-across");
    let exe = dir.join("region_split_across.dvmh");
    dvmhc_compile_sources(&[src.as_path()], &exe, &[]).unwrap_or_else(|e| panic!("{e}"));
    let weights = [
        ("DVMH_LOGLEVEL", "3"),
        ("DVMH_CPU_PERF", "1"),
        ("DVMH_CUDAS_PERF", "3"),
    ];
    let split = |log: &str, line: u32| {
        let at = format!("region_split_across.f90:{line} split: ");
        log.lines()
            .filter(|l| l.contains(&at) && l.contains("on the CPU (ACROSS: in order"))
            .count()
    };
    let log = emulation_log_with(&exe, 1, &weights);
    for line in [41, 53, 60] {
        assert_eq!(split(&log, line), 3, "line {line}:\n{log}");
    }
    let mut single = weights.to_vec();
    single.push(("DVMH_SCHED_TECH", "single"));
    let log = emulation_log_with(&exe, 1, &single);
    assert_eq!(split(&log, 41), 0, "{log}");
    let mut dynamic = weights.to_vec();
    dynamic.push(("DVMH_SCHED_TECH", "2"));
    let log = emulation_log_with(&exe, 1, &dynamic);
    assert!(
        log.contains(
            "DVMH_SCHED_TECH=2 (dynamic1): the dynamic and scheme-file modes are not implemented"
        ),
        "{log}"
    );
    assert_eq!(split(&log, 41), 3, "{log}");
    let launch = Launch::new(1, 1)
        .with_env("DVMH_CUDA_EMULATION", "1")
        .with_env("DVMH_SCHED_TECH", "fast");
    let (out, _) = run_mpi(&exe, &launch).unwrap_or_else(|e| panic!("{e}"));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains("DVMH_SCHED_TECH='fast': expected 0 (single), 1 (static), 2 (dynamic1), 3 (dynamic2) or 4 (scheme)"),
        "{err}"
    );
}
