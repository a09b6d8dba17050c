//! `math.fpowi` / `math.ipowi` reproduce gfortran's results bit for bit.
//!
//! `data/powers.f90` computes `x**n` with gfortran for constant and variable exponents of kinds
//! 4 and 8; `data/powers.expected` is its output at `-O2` (gfortran's constant-exponent
//! expansion is an optimisation, so `-O0` differs in the last bits). The same computations are
//! built here as IR, compiled at every `-O` level, and must print the same bits.

mod common;

use std::process::Command;

use dvmh_ir::{Attrs, Builder, Function, Module, OpKind, Type};

/// The exponents of `data/powers.f90`, in its order.
const EXPONENTS: &[i64] = &[
    -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    12, 13, 15, 16, 17, 23, 29, 31, 32, 33, 63, 64, 100, 127, 200, 255, 256, 257, 300, 1000, 4097,
    65535, 100001, -257, -1000,
];
const INT_BASES: &[i64] = &[-3, -1, 2, 3, 5];
const INT_EXPONENTS: &[i64] = &[
    -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 31, 40, 63,
];

const EXPECTED: &str = include_str!("data/powers.expected");

/// `@name(%a: base, %n: exponent) -> base` computing `a ** n` with `kind`.
fn power_function(name: &str, kind: OpKind, base: Type, exponent: Type) -> Function {
    let mut f = Function::new(name, &[base, exponent], &[base]);
    let entry = f.entry_block();
    let args = f.blocks[entry].args.clone();
    let mut b = Builder::at_end(&mut f, entry);
    let r = b.op1(kind, &[args[0], args[1]], base, Attrs::new());
    b.op0(OpKind::Return, &[r], Attrs::new());
    f
}

/// `@const_pow(%x: f64, %y: f32, %o8: ptr, %o4: ptr)`: `o8[k] = x**EXPONENTS[k]` (and `o4`
/// for `y`) with each exponent an `i32` constant.
fn constant_powers() -> Function {
    let mut f = Function::new(
        "const_pow",
        &[Type::F64, Type::F32, Type::Ptr, Type::Ptr],
        &[],
    );
    let entry = f.entry_block();
    let args = f.blocks[entry].args.clone();
    let mut b = Builder::at_end(&mut f, entry);
    for (k, &n) in EXPONENTS.iter().enumerate() {
        let exponent = b.const_i32(n);
        for (x, out, size) in [(args[0], args[2], 8), (args[1], args[3], 4)] {
            let ty = b.ty(x);
            let p = b.op1(OpKind::FPowI, &[x, exponent], ty, Attrs::new());
            let offset = b.const_i64(k as i64 * size);
            let addr = b.op1(OpKind::Offset, &[out, offset], Type::Ptr, Attrs::new());
            b.store(p, addr);
        }
    }
    b.op0(OpKind::Return, &[], Attrs::new());
    f
}

/// `@const_ipow(%b: i32, %o: ptr)`: `o[k] = b**INT_EXPONENTS[k]` with constant exponents.
fn constant_int_powers() -> Function {
    let mut f = Function::new("const_ipow", &[Type::I32, Type::Ptr], &[]);
    let entry = f.entry_block();
    let args = f.blocks[entry].args.clone();
    let mut b = Builder::at_end(&mut f, entry);
    for (k, &n) in INT_EXPONENTS.iter().enumerate() {
        let exponent = b.const_i32(n);
        let p = b.op1(OpKind::IPowI, &[args[0], exponent], Type::I32, Attrs::new());
        let offset = b.const_i64(k as i64 * 4);
        let addr = b.op1(OpKind::Offset, &[args[1], offset], Type::Ptr, Attrs::new());
        b.store(p, addr);
    }
    b.op0(OpKind::Return, &[], Attrs::new());
    f
}

fn powers_module() -> Module {
    let mut m = Module::new("powers");
    m.functions.push(constant_powers());
    m.functions.push(constant_int_powers());
    m.functions
        .push(power_function("vx", OpKind::FPowI, Type::F64, Type::I32));
    m.functions
        .push(power_function("vy", OpKind::FPowI, Type::F32, Type::I32));
    m.functions
        .push(power_function("wx", OpKind::FPowI, Type::F64, Type::I64));
    m.functions
        .push(power_function("wy", OpKind::FPowI, Type::F32, Type::I64));
    m.functions
        .push(power_function("ip4", OpKind::IPowI, Type::I32, Type::I32));
    m.functions
        .push(power_function("ip8", OpKind::IPowI, Type::I64, Type::I64));
    dvmh_ir::verify(&m).unwrap_or_else(|e| panic!("test IR does not verify:\n{e}"));
    m
}

fn list(values: &[i64]) -> String {
    values
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A C `main` printing what `powers.f90` prints, in its format.
fn driver() -> String {
    format!(
        r#"
#include <stdint.h>
#include <stdio.h>
#include <string.h>
void const_pow(double, float, double *, float *);
void const_ipow(int32_t, int32_t *);
double vx(double, int32_t); float vy(float, int32_t);
double wx(double, int64_t); float wy(float, int64_t);
int32_t ip4(int32_t, int32_t); int64_t ip8(int64_t, int64_t);
static uint64_t b8(double v) {{ uint64_t u; memcpy(&u, &v, 8); return u; }}
static uint64_t b4(float v) {{ uint32_t u; memcpy(&u, &v, 4); return u; }}
int main(void) {{
    static const int64_t e[] = {{ {exps} }};
    static const int64_t ib[] = {{ {bases} }};
    static const int64_t ie[] = {{ {iexps} }};
    enum {{ NE = sizeof e / sizeof e[0], NIE = sizeof ie / sizeof ie[0] }};
    double x = 1.0000001234567, o8[NE];
    float y = 1.0001234f, o4[NE];
    const_pow(x, y, o8, o4);
    for (int k = 0; k < NE; k++)
        printf("%lld %016llX %016llX %016llX %016llX %016llX %016llX\n", (long long)e[k],
               (unsigned long long)b8(o8[k]), (unsigned long long)b4(o4[k]),
               (unsigned long long)b8(vx(x, (int32_t)e[k])), (unsigned long long)b4(vy(y, (int32_t)e[k])),
               (unsigned long long)b8(wx(x, e[k])), (unsigned long long)b4(wy(y, e[k])));
    for (int b = 0; b < 5; b++) {{
        int32_t oc[NIE];
        const_ipow((int32_t)ib[b], oc);
        for (int k = 0; k < NIE; k++) {{
            int32_t v = ip4((int32_t)ib[b], (int32_t)ie[k]);
            if (v != oc[k]) printf("constant and variable exponents differ: %d**%d\n", (int)ib[b], (int)ie[k]);
            printf("%lld %lld %d %lld\n", (long long)ib[b], (long long)ie[k], v,
                   (long long)ip8(ib[b], ie[k]));
        }}
    }}
    return 0;
}}
"#,
        exps = list(EXPONENTS),
        bases = list(INT_BASES),
        iexps = list(INT_EXPONENTS),
    )
}

#[test]
fn powers_match_gfortran_at_every_optimisation_level() {
    let module = powers_module();
    let driver = driver();
    for level in 0..=3 {
        let out = common::run(&module, level, &driver);
        for (got, want) in out.lines().zip(EXPECTED.lines()) {
            assert_eq!(got, want, "-O{level}: x**n differs from gfortran's");
        }
        assert_eq!(
            out.lines().count(),
            EXPECTED.lines().count(),
            "-O{level}: wrong number of result lines"
        );
    }
}

/// The golden file is what gfortran computes (skipped where gfortran is not installed).
#[test]
fn golden_powers_are_gfortrans() {
    if Command::new("gfortran").arg("--version").output().is_err() {
        eprintln!("gfortran not found; golden file not re-checked");
        return;
    }
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("codegen-host-gfortran");
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let exe = dir.join("powers");
    let source = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/powers.f90");
    let status = Command::new("gfortran")
        .args(["-O2", "-J"])
        .arg(&dir)
        .arg(source)
        .arg("-o")
        .arg(&exe)
        .status()
        .expect("run gfortran");
    assert!(status.success(), "gfortran failed on powers.f90");
    let out = Command::new(&exe)
        .output()
        .expect("run the gfortran program");
    assert_eq!(String::from_utf8_lossy(&out.stdout), EXPECTED);
}
