//! The GPU back end on IR after the passes: a parallel loop of a region with a MAX reduction
//! (the golden output of `ir/tests/passes/region_device.in.ir`) becomes one PTX kernel with
//! the block-level reduction by warp shuffles, launch bounds and global-memory accesses; the PTX assembles
//! with NVIDIA's `ptxas` where it is available (`DVMH_PTXAS`, see `scripts/ptxas.sh`).

use std::path::{Path, PathBuf};
use std::process::Command;

use dvmh_codegen_ptx::{emit_ptx, PtxOptions};
use dvmh_ir::parse_module;

fn region_module() -> dvmh_ir::Module {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../ir/tests/passes/region_device.out.ir");
    let text = std::fs::read_to_string(&path).expect("the IR golden output exists");
    parse_module(&text).expect("the golden output parses")
}

#[test]
fn a_region_loop_becomes_one_kernel_with_a_block_reduction() {
    let ptx = emit_ptx(&region_module(), &PtxOptions::default())
        .expect("PTX is generated")
        .expect("the module has a device handler");
    assert!(ptx.contains(".version 7.8"), "{ptx}");
    assert!(ptx.contains(".target sm_70"), "{ptx}");
    assert_eq!(ptx.matches(".entry").count(), 1, "{ptx}");
    assert!(ptx.contains(".entry main_loop21_dev_kernel("), "{ptx}");
    assert!(ptx.contains(".maxntid 256, 1, 1"), "{ptx}");
    // The block's partials are combined by warp shuffles (five steps within each warp, three
    // across the block's eight warps), through one shared slot per warp and one barrier.
    assert_eq!(ptx.matches("shfl.sync.bfly.b32").count(), 8, "{ptx}");
    assert_eq!(ptx.matches("bar.sync").count(), 1, "{ptx}");
    assert!(ptx.contains(".shared .align 8 .b8"), "{ptx}");
    assert!(ptx.contains("max.f32"), "{ptx}");
    // Array elements are addressed in global memory.
    assert!(ptx.contains("ld.global.f32"), "{ptx}");
    assert!(ptx.contains("st.global.f32"), "{ptx}");
    // The device handler itself is inlined and internal: no other entry or visible function.
    assert!(!ptx.contains(".visible .func"), "{ptx}");
}

#[test]
fn a_module_without_device_handlers_has_no_ptx() {
    let m = dvmh_ir::Module::new("m");
    assert!(emit_ptx(&m, &PtxOptions::default()).unwrap().is_none());
}

#[test]
fn other_architectures_and_the_ptx_assembler() {
    let module = region_module();
    for arch in ["sm_70", "sm_80", "sm_90"] {
        let opts = PtxOptions {
            arch: arch.into(),
            ..PtxOptions::default()
        };
        let ptx = emit_ptx(&module, &opts).unwrap().unwrap();
        assert!(ptx.contains(&format!(".target {arch}")), "{ptx}");
        let Some(ptxas) = std::env::var_os("DVMH_PTXAS").map(PathBuf::from) else {
            continue;
        };
        let dir = std::env::temp_dir().join(format!("dvmh-ptx-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join(format!("{arch}.ptx"));
        std::fs::write(&file, &ptx).unwrap();
        let out = Command::new(&ptxas)
            .arg(format!("-arch={arch}"))
            .arg(&file)
            .arg("-o")
            .arg(dir.join(format!("{arch}.cubin")))
            .output()
            .expect("run ptxas");
        assert!(
            out.status.success(),
            "ptxas -arch={arch}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// A device handler applying every function of the device math library to `f64` and `f32`
/// loads, each result stored.
fn all_math_module() -> dvmh_ir::Module {
    let mut body = String::new();
    for (t, size) in [("f64", 8), ("f32", 4)] {
        body += &format!("    %x_{t} = mem.load(%b) : {t}\n    %y_{t} = mem.load(%a) : {t}\n");
        let ops = [
            "exp", "log", "log10", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh",
            "tanh",
        ];
        for (k, op) in ops.iter().enumerate() {
            body += &format!(
                "    %o{k}_{t} = arith.constant {{value = {}}} : i64\n    %p{k}_{t} = mem.offset(%r, %o{k}_{t}) : ptr\n    %v{k}_{t} = math.{op}(%x_{t}) : {t}\n    mem.store(%v{k}_{t}, %p{k}_{t})\n",
                k * size
            );
        }
        for (k, op) in ["atan2", "powf"].iter().enumerate() {
            body += &format!(
                "    %q{k}_{t} = arith.constant {{value = {}}} : i64\n    %s{k}_{t} = mem.offset(%a, %q{k}_{t}) : ptr\n    %w{k}_{t} = math.{op}(%x_{t}, %y_{t}) : {t}\n    mem.store(%w{k}_{t}, %s{k}_{t})\n",
                (k + 1) * size
            );
        }
    }
    let text = format!(
        "module @m {{\n  func @k(%b: ptr, %a: ptr, %r: ptr, %t: i64, %n: i64) attributes {{device = true, kernel = \"k_kernel\"}} {{\n{body}    func.return\n  }}\n}}"
    );
    parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Transcendental math in device code comes from the device math library generated into the
/// module: no call leaves the PTX (no libdevice, no libm), and the kernel assembles for every
/// architecture without spilling registers.
#[test]
fn every_math_function_becomes_self_contained_ptx() {
    for arch in ["sm_70", "sm_80", "sm_90"] {
        let opts = PtxOptions {
            arch: arch.into(),
            ..PtxOptions::default()
        };
        let ptx = emit_ptx(&all_math_module(), &opts)
            .expect("PTX is generated")
            .expect("the module has a device handler");
        assert!(!ptx.contains(".extern"), "{ptx}");
        assert_eq!(ptx.matches(".entry").count(), 1);
        // The Payne-Hanek table of 2/pi, in global memory.
        assert!(
            ptx.contains(".global .align 8 .b8") || ptx.contains(".global .align 8 .f64"),
            "{ptx}"
        );
        let Some(ptxas) = std::env::var_os("DVMH_PTXAS").map(PathBuf::from) else {
            continue;
        };
        let dir = std::env::temp_dir().join(format!("dvmh-ptx-math-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join(format!("{arch}.ptx"));
        std::fs::write(&file, &ptx).unwrap();
        let out = Command::new(&ptxas)
            .arg(format!("-arch={arch}"))
            .arg("-v")
            .arg(&file)
            .arg("-o")
            .arg(dir.join(format!("{arch}.cubin")))
            .output()
            .expect("run ptxas");
        let text = String::from_utf8_lossy(&out.stderr).to_string();
        assert!(out.status.success(), "ptxas -arch={arch}: {text}");
        eprintln!("{text}");
        for line in text.lines().filter(|l| l.contains("spill stores")) {
            assert!(
                line.contains(" 0 bytes spill stores, 0 bytes spill loads"),
                "ptxas -arch={arch} reports spills: {text}"
            );
        }
        assert!(text.contains("spill stores"), "{text}");
    }
}
