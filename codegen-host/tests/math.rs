//! `math` ops give the results gfortran gets: the same libm functions in the same precision
//! (`sinf` for `f32`), exact intrinsics for rounding, `SIGN` and `ABS`, and gfortran's `MAX`/
//! `MIN` semantics for NaNs and signed zeros.

mod common;

use dvmh_ir::{Attrs, Builder, Function, Module, OpKind, Type};

/// (op, C function for f64, C function for f32).
const UNARY: &[(OpKind, &str, &str)] = &[
    (OpKind::Sqrt, "sqrt", "sqrtf"),
    (OpKind::AbsF, "fabs", "fabsf"),
    (OpKind::Exp, "exp", "expf"),
    (OpKind::Log, "log", "logf"),
    (OpKind::Log10, "log10", "log10f"),
    (OpKind::Sin, "sin", "sinf"),
    (OpKind::Cos, "cos", "cosf"),
    (OpKind::Tan, "tan", "tanf"),
    (OpKind::Asin, "asin", "asinf"),
    (OpKind::Acos, "acos", "acosf"),
    (OpKind::Atan, "atan", "atanf"),
    (OpKind::Sinh, "sinh", "sinhf"),
    (OpKind::Cosh, "cosh", "coshf"),
    (OpKind::Tanh, "tanh", "tanhf"),
    (OpKind::Round, "round", "roundf"),
    (OpKind::Trunc, "trunc", "truncf"),
    (OpKind::Floor, "floor", "floorf"),
    (OpKind::Ceil, "ceil", "ceilf"),
];

const BINARY: &[(OpKind, &str, &str)] = &[
    (OpKind::Atan2, "atan2", "atan2f"),
    (OpKind::PowF, "pow", "powf"),
    (OpKind::CopySign, "copysign", "copysignf"),
];

fn symbol(kind: OpKind, ty: Type) -> String {
    format!("{}_{ty}", kind.name().replace('.', "_"))
}

fn op_function(kind: OpKind, ty: Type, arity: usize) -> Function {
    let params = vec![ty; arity];
    let mut f = Function::new(symbol(kind, ty), &params, &[ty]);
    let entry = f.entry_block();
    let args = f.blocks[entry].args.clone();
    let mut b = Builder::at_end(&mut f, entry);
    let r = b.op1(kind, &args, ty, Attrs::new());
    b.op0(OpKind::Return, &[r], Attrs::new());
    f
}

fn math_module() -> Module {
    let mut m = Module::new("math");
    for ty in [Type::F64, Type::F32] {
        for &(kind, ..) in UNARY {
            m.functions.push(op_function(kind, ty, 1));
        }
        for &(kind, ..) in BINARY {
            m.functions.push(op_function(kind, ty, 2));
        }
        m.functions.push(op_function(OpKind::MaxF, ty, 2));
        m.functions.push(op_function(OpKind::MinF, ty, 2));
    }
    for ty in [Type::I32, Type::I64] {
        m.functions.push(op_function(OpKind::AbsI, ty, 1));
        m.functions.push(op_function(OpKind::MaxI, ty, 2));
        m.functions.push(op_function(OpKind::MinI, ty, 2));
    }
    dvmh_ir::verify(&m).unwrap_or_else(|e| panic!("test IR does not verify:\n{e}"));
    m
}

/// Prints `name x: got want` for every function and argument; the test compares the columns.
fn libm_driver() -> String {
    let mut c = String::from(
        "#include <math.h>\n#include <stdint.h>\n#include <stdio.h>\n#include <string.h>\n\
         static unsigned long long b8(double v) { uint64_t u; memcpy(&u, &v, 8); return u; }\n\
         static unsigned long long b4(float v) { uint32_t u; memcpy(&u, &v, 4); return u; }\n",
    );
    for &(kind, ..) in UNARY {
        c.push_str(&format!(
            "double {}(double); float {}(float);\n",
            symbol(kind, Type::F64),
            symbol(kind, Type::F32)
        ));
    }
    for &(kind, ..) in BINARY {
        c.push_str(&format!(
            "double {}(double, double); float {}(float, float);\n",
            symbol(kind, Type::F64),
            symbol(kind, Type::F32)
        ));
    }
    c.push_str(
        "int main(void) {\n    static const double xs[] = {0.5, -0.5, 2.5, -2.5, 0.7, 1.5e-3, 3.25, -0.0, 100.0};\n    for (int k = 0; k < 9; k++) {\n        double x = xs[k]; float y = (float)x;\n",
    );
    for &(kind, c64, c32) in UNARY {
        c.push_str(&format!(
            "        printf(\"{c64} %a: %016llx %016llx\\n\", x, b8({}(x)), b8({c64}(x)));\n",
            symbol(kind, Type::F64)
        ));
        c.push_str(&format!(
            "        printf(\"{c32} %a: %08llx %08llx\\n\", (double)y, b4({}(y)), b4({c32}(y)));\n",
            symbol(kind, Type::F32)
        ));
    }
    for &(kind, c64, c32) in BINARY {
        c.push_str(&format!(
            "        printf(\"{c64} %a: %016llx %016llx\\n\", x, b8({}(x, 1.0 - x)), b8({c64}(x, 1.0 - x)));\n",
            symbol(kind, Type::F64)
        ));
        c.push_str(&format!(
            "        printf(\"{c32} %a: %08llx %08llx\\n\", (double)y, b4({}(y, 1.0f - y)), b4({c32}(y, 1.0f - y)));\n",
            symbol(kind, Type::F32)
        ));
    }
    c.push_str("    }\n    return 0;\n}\n");
    c
}

#[test]
fn float_functions_match_libm_in_their_precision() {
    let module = math_module();
    for level in [0, 2] {
        let out = common::run(&module, level, &libm_driver());
        let mut checked = 0;
        for line in out.lines() {
            let (label, values) = line.split_once(": ").expect("label: got want");
            let (got, want) = values.split_once(' ').expect("two values");
            assert_eq!(got, want, "-O{level} {label}");
            checked += 1;
        }
        assert_eq!(checked, 9 * 2 * (UNARY.len() + BINARY.len()), "-O{level}");
    }
}

/// gfortran (`-O1` and above) computes `MAX(x, y)` as `x > y ? x : y` and `MIN(x, y)` as
/// `x < y ? x : y` (x86 `maxsd`/`minsd`), whatever NaNs and signed zeros say.
#[test]
fn max_min_follow_gfortran_for_nan_and_signed_zero() {
    let module = math_module();
    let driver = r#"
#include <math.h>
#include <stdint.h>
#include <stdio.h>
double math_maxf_f64(double, double); double math_minf_f64(double, double);
float math_maxf_f32(float, float); float math_minf_f32(float, float);
int32_t math_absi_i32(int32_t); int64_t math_absi_i64(int64_t);
int32_t math_maxi_i32(int32_t, int32_t); int32_t math_mini_i32(int32_t, int32_t);
int64_t math_maxi_i64(int64_t, int64_t); int64_t math_mini_i64(int64_t, int64_t);
int main(void) {
    double n = NAN;
    printf("%g %g %g %g\n", math_maxf_f64(1, n), math_maxf_f64(n, 1), math_minf_f64(1, n), math_minf_f64(n, 1));
    printf("%g %g %g %g\n", math_maxf_f64(0.0, -0.0), math_maxf_f64(-0.0, 0.0), math_minf_f64(0.0, -0.0), math_minf_f64(-0.0, 0.0));
    printf("%g %g %g %g\n", math_maxf_f32(1, n), math_maxf_f32(n, 1), math_minf_f32(-0.0f, 0.0f), math_maxf_f32(3, 2));
    printf("%d %d %lld\n", math_absi_i32(-7), math_absi_i32(INT32_MIN), (long long)math_absi_i64(-7));
    printf("%d %d %lld %lld\n", math_maxi_i32(-3, 2), math_mini_i32(-3, 2), (long long)math_maxi_i64(-3, -4), (long long)math_mini_i64(-3, -4));
    return 0;
}
"#;
    let expected = "\
nan 1 nan 1
-0 0 -0 0
nan 1 0 3
7 -2147483648 7
2 -3 -3 -4
";
    assert_eq!(common::run_all_levels(&module, driver), expected);
}

/// The transcendental ops of `UNARY`/`BINARY` (those the device math library provides).
fn transcendental(kind: OpKind) -> bool {
    !matches!(
        kind,
        OpKind::Sqrt
            | OpKind::AbsF
            | OpKind::Round
            | OpKind::Trunc
            | OpKind::Floor
            | OpKind::Ceil
            | OpKind::CopySign
    )
}

/// The transcendental functions as device code (`device = true`, as device handlers are).
fn device_math_module() -> Module {
    let mut m = Module::new("device_math");
    for ty in [Type::F64, Type::F32] {
        for &(kind, ..) in UNARY.iter().filter(|(k, ..)| transcendental(*k)) {
            m.functions.push(op_function(kind, ty, 1));
        }
        for &(kind, ..) in BINARY.iter().filter(|(k, ..)| transcendental(*k)) {
            m.functions.push(op_function(kind, ty, 2));
        }
    }
    for f in &mut m.functions {
        f.attrs.set("device", dvmh_ir::Attr::Bool(true));
    }
    dvmh_ir::verify(&m).unwrap_or_else(|e| panic!("test IR does not verify:\n{e}"));
    m
}

/// Device code on the host (what the emulation device runs) computes with the device math
/// library, as a GPU does, not with libm: no libm function is even declared, the results are
/// the same at every optimisation level (the double-double steps survive LLVM's passes), and
/// they are within 2 ulps of libm's.
#[test]
fn device_code_on_the_host_uses_the_device_math_library() {
    let module = device_math_module();
    let ir = common::llvm_ir(&module, 2);
    // Inlined (`alwaysinline`), the library leaves its block names and its table of 2/pi.
    assert!(ir.contains("dvmh.math.sin.f64"), "{ir}");
    assert!(ir.contains("@dvmh.math.two_over_pi = internal"), "{ir}");
    for &(kind, c64, c32) in UNARY.iter().chain(BINARY) {
        if transcendental(kind) {
            for name in [c64, c32] {
                assert!(!ir.contains(&format!("@{name}(")), "{name} called:\n{ir}");
            }
        }
    }
    let mut c = String::from(
        "#include <math.h>\n#include <stdint.h>\n#include <stdio.h>\n#include <string.h>\n\
         static long long key(double v) { int64_t u; memcpy(&u, &v, 8); return u < 0 ? INT64_MIN - u : u; }\n\
         static int close(double got, double want) { if (isnan(want)) return isnan(got); \
         long long d = key(got) - key(want); return d >= -2 && d <= 2; }\n\
         static int closef(float got, float want) { if (isnan(want)) return isnan(got); \
         return got == want || nextafterf(got, want) == want; }\n",
    );
    for &(kind, ..) in UNARY.iter().filter(|(k, ..)| transcendental(*k)) {
        c.push_str(&format!(
            "double {}(double); float {}(float);\n",
            symbol(kind, Type::F64),
            symbol(kind, Type::F32)
        ));
    }
    for &(kind, ..) in BINARY.iter().filter(|(k, ..)| transcendental(*k)) {
        c.push_str(&format!(
            "double {}(double, double); float {}(float, float);\n",
            symbol(kind, Type::F64),
            symbol(kind, Type::F32)
        ));
    }
    c.push_str(
        "int main(void) {\n    static const double xs[] = {0.5, -0.5, 2.5, -2.5, 0.7, 1.5e-3, 3.25, -0.0, 100.0, 1e22, -7e-310};\n    for (int k = 0; k < 11; k++) {\n        double x = xs[k]; float y = (float)x;\n",
    );
    for &(kind, c64, c32) in UNARY.iter().filter(|(k, ..)| transcendental(*k)) {
        let (s64, s32) = (symbol(kind, Type::F64), symbol(kind, Type::F32));
        c.push_str(&format!(
            "        printf(\"{c64} %a: %a %s\\n\", x, {s64}(x), close({s64}(x), {c64}(x)) ? \"ok\" : \"BAD\");\n\
                     printf(\"{c32} %a: %a %s\\n\", (double)y, (double){s32}(y), closef({s32}(y), (float){c64}((double)y)) ? \"ok\" : \"BAD\");\n"
        ));
    }
    for &(kind, c64, c32) in BINARY.iter().filter(|(k, ..)| transcendental(*k)) {
        let (s64, s32) = (symbol(kind, Type::F64), symbol(kind, Type::F32));
        c.push_str(&format!(
            "        printf(\"{c64} %a: %a %s\\n\", x, {s64}(x, 1.5 - x), close({s64}(x, 1.5 - x), {c64}(x, 1.5 - x)) ? \"ok\" : \"BAD\");\n\
                     printf(\"{c32} %a: %a %s\\n\", (double)y, (double){s32}(y, 1.5f - y), closef({s32}(y, 1.5f - y), (float){c64}((double)y, (double)(1.5f - y))) ? \"ok\" : \"BAD\");\n"
        ));
    }
    c.push_str("    }\n    return 0;\n}\n");
    let out = common::run_all_levels(&module, &c);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 11 * 2 * 14, "{out}");
    for line in lines {
        assert!(line.ends_with(" ok"), "{line}");
    }
}
