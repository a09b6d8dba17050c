//! `arith` ops: integer division and remainder signs, conversions, comparisons, `select`,
//! logical ops on `i1`, and float expressions evaluated exactly as written (no reassociation,
//! no FMA contraction).

mod common;

use dvmh_codegen_host::{emit_object, CodegenOptions};

const ARITH: &str = r#"
module @arith {
  func @div32(%a: i32, %b: i32) -> (i32) {
    %r = arith.divsi(%a, %b) : i32
    func.return(%r)
  }
  func @rem32(%a: i32, %b: i32) -> (i32) {
    %r = arith.remsi(%a, %b) : i32
    func.return(%r)
  }
  func @div64(%a: i64, %b: i64) -> (i64) {
    %r = arith.divsi(%a, %b) {nsw = true} : i64
    func.return(%r)
  }
  func @rem64(%a: i64, %b: i64) -> (i64) {
    %r = arith.remsi(%a, %b) : i64
    func.return(%r)
  }
  func @wrap_add(%a: i32, %b: i32) -> (i32) {
    %r = arith.addi(%a, %b) : i32
    func.return(%r)
  }
  func @neg(%a: i32) -> (i32) {
    %r = arith.negi(%a) : i32
    func.return(%r)
  }
  func @negf(%a: f64) -> (f64) {
    %r = arith.negf(%a) : f64
    func.return(%r)
  }
  func @convert(%x: f64, %i: i32, %b: i8, %out: ptr) {
    %c0 = arith.constant {value = 0} : i64
    %c8 = arith.constant {value = 8} : i64
    %c16 = arith.constant {value = 16} : i64
    %c24 = arith.constant {value = 24} : i64
    %c32 = arith.constant {value = 32} : i64
    %c40 = arith.constant {value = 40} : i64
    %c48 = arith.constant {value = 48} : i64
    %c56 = arith.constant {value = 56} : i64
    %t = arith.fptosi(%x) : i32
    %t64 = arith.extsi(%t) : i64
    %p0 = mem.offset(%out, %c0) : ptr
    mem.store(%t64, %p0)
    %f = arith.sitofp(%i) : f32
    %fd = arith.extf(%f) : f64
    %p1 = mem.offset(%out, %c8) : ptr
    mem.store(%fd, %p1)
    %nf = arith.truncf(%x) : f32
    %nd = arith.extf(%nf) : f64
    %p2 = mem.offset(%out, %c16) : ptr
    mem.store(%nd, %p2)
    %bs = arith.extsi(%b) : i64
    %p3 = mem.offset(%out, %c24) : ptr
    mem.store(%bs, %p3)
    %bu = arith.extui(%b) : i64
    %p4 = mem.offset(%out, %c32) : ptr
    mem.store(%bu, %p4)
    %ti = arith.trunci(%i) : i8
    %tis = arith.extsi(%ti) : i64
    %p5 = mem.offset(%out, %c40) : ptr
    mem.store(%tis, %p5)
    %big = arith.sitofp(%t64) : f64
    %p6 = mem.offset(%out, %c48) : ptr
    mem.store(%big, %p6)
    %neg = arith.fptosi(%x) : i64
    %p7 = mem.offset(%out, %c56) : ptr
    mem.store(%neg, %p7)
    func.return
  }
  func @compare(%a: i32, %b: i32, %x: f64, %y: f64) -> (i32) {
    %one = arith.constant {value = 1} : i32
    %zero = arith.constant {value = 0} : i32
    %lt = arith.cmpi(%a, %b) {pred = slt} : i1
    %ge = arith.cmpi(%a, %b) {pred = sge} : i1
    %eq = arith.cmpi(%a, %b) {pred = eq} : i1
    %flt = arith.cmpf(%x, %y) {pred = olt} : i1
    %fne = arith.cmpf(%x, %y) {pred = une} : i1
    %foe = arith.cmpf(%x, %y) {pred = oeq} : i1
    %v0 = arith.select(%lt, %one, %zero) : i32
    %v1 = arith.select(%ge, %one, %zero) : i32
    %v2 = arith.select(%eq, %one, %zero) : i32
    %v3 = arith.select(%flt, %one, %zero) : i32
    %v4 = arith.select(%fne, %one, %zero) : i32
    %v5 = arith.select(%foe, %one, %zero) : i32
    %ten = arith.constant {value = 10} : i32
    %r0 = arith.muli(%v0, %ten) : i32
    %r1 = arith.addi(%r0, %v1) : i32
    %r2 = arith.muli(%r1, %ten) : i32
    %r3 = arith.addi(%r2, %v2) : i32
    %r4 = arith.muli(%r3, %ten) : i32
    %r5 = arith.addi(%r4, %v3) : i32
    %r6 = arith.muli(%r5, %ten) : i32
    %r7 = arith.addi(%r6, %v4) : i32
    %r8 = arith.muli(%r7, %ten) : i32
    %r9 = arith.addi(%r8, %v5) : i32
    func.return(%r9)
  }
  func @logic(%a: i1, %b: i1) -> (i32) {
    %and = arith.andi(%a, %b) : i1
    %or = arith.ori(%a, %b) : i1
    %xor = arith.xori(%a, %b) : i1
    %slot = mem.alloca {elem = i1} : ptr
    mem.store(%xor, %slot)
    %back = mem.load(%slot) : i1
    %va = arith.extui(%and) : i32
    %vo = arith.extui(%or) : i32
    %vx = arith.extui(%back) : i32
    %c2 = arith.constant {value = 2} : i32
    %c4 = arith.constant {value = 4} : i32
    %o2 = arith.muli(%vo, %c2) : i32
    %x4 = arith.muli(%vx, %c4) : i32
    %s = arith.addi(%va, %o2) : i32
    %r = arith.addi(%s, %x4) : i32
    func.return(%r)
  }
  func @bits(%x: i32, %y: i32) -> (i32) {
    %a = arith.andi(%x, %y) : i32
    %o = arith.ori(%x, %y) : i32
    %e = arith.xori(%a, %o) : i32
    func.return(%e)
  }
  func @sum3(%a: f64, %b: f64, %c: f64) -> (f64) {
    %ab = arith.addf(%a, %b) : f64
    %r = arith.addf(%ab, %c) : f64
    func.return(%r)
  }
  func @muladd(%a: f64, %b: f64, %c: f64) -> (f64) {
    %ab = arith.mulf(%a, %b) : f64
    %r = arith.addf(%ab, %c) : f64
    func.return(%r)
  }
  func @single(%a: f32, %b: f32) -> (f32) {
    %q = arith.divf(%a, %b) : f32
    %s = arith.subf(%q, %a) : f32
    func.return(%s)
  }
  func @null_ptr() -> (i32) {
    %n = arith.constant {value = 0} : ptr
    %p = mem.alloca {elem = ptr} : ptr
    mem.store(%n, %p)
    %q = mem.load(%p) : ptr
    %c8 = arith.constant {value = 8} : i64
    %view = mem.view(%p, %c8, %c8) : !mem.view<i64, 1>
    %e = mem.elem_ptr(%view, %c8) : ptr
    %bits = mem.load(%e) : i64
    %zero = arith.constant {value = 0} : i64
    %isnull = arith.cmpi(%bits, %zero) {pred = eq} : i1
    %r = arith.extui(%isnull) : i32
    func.return(%r)
  }
}
"#;

const DRIVER: &str = r#"
#include <stdint.h>
#include <stdio.h>
#include <string.h>
int32_t div32(int32_t, int32_t); int32_t rem32(int32_t, int32_t);
int64_t div64(int64_t, int64_t); int64_t rem64(int64_t, int64_t);
int32_t wrap_add(int32_t, int32_t); int32_t neg(int32_t); double negf(double);
void convert(double, int32_t, int8_t, void *);
int32_t compare(int32_t, int32_t, double, double);
int32_t logic(_Bool, _Bool); int32_t bits(int32_t, int32_t);
double sum3(double, double, double); double muladd(double, double, double);
float single(float, float); int32_t null_ptr(void);
int main(void) {
    int32_t p[][2] = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {1, 3}, {-1, 3}};
    for (int k = 0; k < 6; k++)
        printf("%d %d: %d %d %lld %lld\n", p[k][0], p[k][1], div32(p[k][0], p[k][1]),
               rem32(p[k][0], p[k][1]), (long long)div64(p[k][0], p[k][1]),
               (long long)rem64(p[k][0], p[k][1]));
    printf("wrap %d neg %d %d\n", wrap_add(INT32_MAX, 1), neg(5), neg(INT32_MIN));
    double nz = negf(0.0); uint64_t nzb; memcpy(&nzb, &nz, 8);
    printf("negf %g %016llx\n", negf(2.5), (unsigned long long)nzb);
    double x[] = {2.7, -2.7, 123456.5, 0.1};
    int32_t i[] = {16777217, -3, 300, -129};
    int8_t b[] = {-5, 127, -128, 0};
    for (int k = 0; k < 4; k++) {
        union { int64_t i; double d; } out[8];
        convert(x[k], i[k], b[k], out);
        printf("conv %lld %.17g %.17g %lld %lld %lld %.17g %lld\n", (long long)out[0].i, out[1].d,
               out[2].d, (long long)out[3].i, (long long)out[4].i, (long long)out[5].i, out[6].d,
               (long long)out[7].i);
    }
    double nan = 0.0 / 0.0;
    printf("cmp %06d %06d %06d %06d\n", compare(1, 2, 1.0, 2.0), compare(2, 2, 2.0, 2.0),
           compare(3, 2, nan, 1.0), compare(-1, -2, -0.0, 0.0));
    printf("logic %d %d %d %d\n", logic(0, 0), logic(0, 1), logic(1, 0), logic(1, 1));
    printf("bits %d\n", bits(0x0f0f, 0x00ff));
    volatile double big = 1e16, one = 1.0, nbig = -1e16;
    printf("sum3 %.17g %.17g\n", sum3(big, one, nbig), (big + one) + nbig);
    volatile double a = 1.0 + 0x1p-27, bb = 1.0 - 0x1p-27, c = -1.0;
    printf("muladd %a %a\n", muladd(a, bb, c), a * bb + c);
    volatile float fa = 1.0f, fb = 3.0f;
    printf("single %a %a\n", (double)single(fa, fb), (double)(fa / fb - fa));
    printf("null %d\n", null_ptr());
    return 0;
}
"#;

#[test]
fn integer_float_and_logical_ops() {
    let module = common::parse(ARITH);
    let out = common::run_all_levels(&module, DRIVER);
    let expected = "\
7 2: 3 1 3 1
-7 2: -3 -1 -3 -1
7 -2: -3 1 -3 1
-7 -2: 3 -1 3 -1
1 3: 0 1 0 1
-1 3: 0 -1 0 -1
wrap -2147483648 neg -5 -2147483648
negf -2.5 8000000000000000
conv 2 16777216 2.7000000476837158 -5 251 1 2 2
conv -2 -3 -2.7000000476837158 127 127 -3 -2 -2
conv 123456 300 123456.5 -128 128 44 123456 123456
conv 0 -129 0.10000000149011612 0 0 127 0 0
cmp 100110 011001 010010 010001
logic 0 6 6 3
bits 4080
";
    let mut lines = out.lines();
    for want in expected.lines() {
        assert_eq!(lines.next(), Some(want));
    }
    // Float expressions: the same as C evaluates them without fast-math or contraction.
    for line in lines {
        let fields: Vec<&str> = line.split_whitespace().collect();
        match fields.as_slice() {
            ["sum3", got, want] | ["muladd", got, want] | ["single", got, want] => {
                assert_eq!(got, want, "{line}")
            }
            ["null", v] => assert_eq!(*v, "1"),
            _ => panic!("unexpected output line {line}"),
        }
    }
    assert!(
        out.contains("muladd 0x0p+0 0x0p+0"),
        "a*b+c was contracted: {out}"
    );
}

/// Even where the target has FMA, `a * b + c` stays a multiply and an add (gfortran's
/// `-ffp-contract=off` results).
#[test]
fn no_fma_contraction_with_fma_available() {
    let module = common::parse(ARITH);
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("codegen-host");
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let object = dir.join(format!("fma-{}.o", std::process::id()));
    let opts = CodegenOptions {
        opt_level: 3,
        cpu: Some("haswell".to_string()),
        features: Some("+fma".to_string()),
    };
    emit_object(&module, &opts, &object).expect("codegen");
    let dump = std::process::Command::new("objdump")
        .arg("-d")
        .arg(&object)
        .output()
        .expect("run objdump");
    let _ = std::fs::remove_file(&object);
    let text = String::from_utf8_lossy(&dump.stdout);
    assert!(
        text.contains("<muladd>:"),
        "no muladd in the object:\n{text}"
    );
    assert!(
        text.contains("vmulsd"),
        "haswell code should use AVX encodings:\n{text}"
    );
    assert!(!text.contains("vfmadd"), "FP contraction happened:\n{text}");
}

const CHECKED_DIVISION: &str = r#"
module @checked {
  file 0 = "prog.f90"
  func @quotient(%a: i32, %b: i32) -> (i32) {
    %r = arith.divsi(%a, %b) : i32 loc(0:12:7)
    func.return(%r)
  }
  func @remainder(%a: i64, %b: i64) -> (i64) {
    %r = arith.remsi(%a, %b) : i64 loc(0:13:7)
    func.return(%r)
  }
  func @by_constant(%a: i32) -> (i32) {
    %c = arith.constant {value = 4} : i32
    %r = arith.divsi(%a, %c) : i32 loc(0:14:7)
    func.return(%r)
  }
}
"#;

/// Integer division by zero and `MIN / -1` stop the program with the op's location at every
/// optimisation level (LLVM's `sdiv` would make them undefined: garbage at -O2), and `MIN mod
/// -1` is 0. A division by a constant other than 0 and -1 is not tested at all.
#[test]
fn integer_division_errors_are_reported_at_every_level() {
    let module = common::parse(CHECKED_DIVISION);
    let prelude = "int32_t quotient(int32_t, int32_t); int64_t remainder(int64_t, int64_t);\n";
    let cases = [
        (
            "printf(\"%d\\n\", quotient(7, 0));",
            "kind=1 at prog.f90:12",
        ),
        (
            "printf(\"%d\\n\", quotient(INT32_MIN, -1));",
            "kind=2 at prog.f90:12",
        ),
        (
            "printf(\"%lld\\n\", (long long)remainder(5, 0));",
            "kind=1 at prog.f90:13",
        ),
    ];
    for level in 0..=3 {
        for (call, expected) in cases {
            let driver = format!("{prelude}int main(void) {{ {call} return 0; }}\n");
            let (status, out, _) = common::run_with_status(&module, level, &driver);
            assert_eq!(status.code(), Some(3), "-O{level} {call}: {out}");
            assert!(out.contains(expected), "-O{level} {call}: {out}");
        }
        let driver = format!(
            "{prelude}int main(void) {{ printf(\"%lld %d\\n\", (long long)remainder(INT64_MIN, -1), quotient(-7, 2)); return 0; }}\n"
        );
        assert_eq!(common::run(&module, level, &driver), "0 -3\n", "-O{level}");
    }
    let ir = common::llvm_ir(&module, 2);
    let by_constant = common::llvm_function(&ir, "by_constant");
    assert!(!by_constant.contains("dvmh_arith_error"), "{by_constant}");
}
