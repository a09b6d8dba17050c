//! `scf.for` has Fortran DO semantics: trip count `max(0, (hi - lo + step) / step)` computed
//! once, induction values `lo + k*step`, no overflow near the ends of the integer range.
//! Every case is checked against that formula evaluated in 128-bit arithmetic, for variable
//! steps (a separate, versioned code path at -O2 and above) and for constant steps.

mod common;

/// `@trace_<T>(lo, hi, step, out) -> i64`: stores every induction value (as i64) to `out` and
/// returns the number of iterations; `@trace_const<S>_<T>` the same with the constant step `S`.
fn loops_module() -> dvmh_ir::Module {
    let mut text = String::from("module @loops {\n");
    let body = |ty: &str| {
        format!(
            r#"
    %count = mem.alloca {{elem = i64}} : ptr
    %zero = arith.constant {{value = 0}} : i64
    %one = arith.constant {{value = 1}} : i64
    %eight = arith.constant {{value = 8}} : i64
    mem.store(%zero, %count)
    scf.for(%lo, %hi, %step) ({{
    ^bb0(%i: {ty}):
      %n = mem.load(%count) : i64
      %off = arith.muli(%n, %eight) : i64
      %p = mem.offset(%out, %off) : ptr
      %wide = arith.extsi(%i) : i64
      mem.store(%wide, %p)
      %n1 = arith.addi(%n, %one) : i64
      mem.store(%n1, %count)
      scf.yield
    }})
    %r = mem.load(%count) : i64
    func.return(%r)
  }}
"#
        )
    };
    for ty in ["i32", "i64"] {
        // `arith.extsi` from i64 to i64 is not a valid conversion: trace i64 values directly.
        let b = if ty == "i64" {
            body(ty).replace(
                "%wide = arith.extsi(%i) : i64\n      mem.store(%wide, %p)",
                "mem.store(%i, %p)",
            )
        } else {
            body(ty)
        };
        text.push_str(&format!(
            "  func @trace_{ty}(%lo: {ty}, %hi: {ty}, %step: {ty}, %out: ptr) -> (i64) {{{b}"
        ));
        for step in [1i64, 3, -1, -3] {
            let name = format!("trace_const{}_{ty}", step.to_string().replace('-', "m"));
            text.push_str(&format!(
                "  func @{name}(%lo: {ty}, %hi: {ty}, %out: ptr) -> (i64) {{\n    %step = arith.constant {{value = {step}}} : {ty}{b}"
            ));
        }
    }
    text.push_str("}\n");
    common::parse(&text)
}

/// Induction values of `DO i = lo, hi, step` (no iterations for a zero step).
fn fortran_do(lo: i64, hi: i64, step: i64) -> Vec<i64> {
    if step == 0 {
        return Vec::new();
    }
    let (lo, hi, step) = (i128::from(lo), i128::from(hi), i128::from(step));
    let trips = ((hi - lo + step) / step).max(0);
    (0..trips).map(|k| (lo + k * step) as i64).collect()
}

/// (function, lo, hi, step) cases; steps of `trace_const*` functions are fixed.
fn cases() -> Vec<(String, i64, i64, i64)> {
    let mut cases = Vec::new();
    let general = [
        (1, 10, 1),
        (1, 10, 3),
        (1, 11, 3),
        (10, 1, -1),
        (10, 1, -3),
        (10, 0, -3),
        (5, 4, 1),
        (4, 5, -1),
        (3, 3, 1),
        (3, 3, -1),
        (-7, 7, 5),
        (1, 5, 0),
    ];
    for ty in ["i32", "i64"] {
        for &(lo, hi, step) in &general {
            cases.push((format!("trace_{ty}"), lo, hi, step));
        }
        for step in [1i64, 3, -1, -3] {
            let name = format!("trace_const{}_{ty}", step.to_string().replace('-', "m"));
            for (lo, hi) in [(1, 10), (10, 1), (2, 2), (0, 11), (11, 0), (-4, 4)] {
                cases.push((name.clone(), lo, hi, step));
            }
        }
    }
    let (i32min, i32max) = (i64::from(i32::MIN), i64::from(i32::MAX));
    cases.extend([
        ("trace_i32".to_string(), i32max - 7, i32max, 3),
        ("trace_i32".to_string(), i32min, i32max, 1 << 30),
        ("trace_i32".to_string(), i32max, i32min, -(1 << 30)),
        ("trace_i32".to_string(), i32min + 2, i32min, -1),
        ("trace_const1_i32".to_string(), i32max - 2, i32max, 1),
        ("trace_constm1_i32".to_string(), i32min + 2, i32min, -1),
        ("trace_i64".to_string(), i64::MAX - 5, i64::MAX, 2),
        ("trace_i64".to_string(), i64::MIN, i64::MAX, 1 << 62),
        ("trace_i64".to_string(), i64::MAX, i64::MIN, -(1 << 62)),
        ("trace_const3_i64".to_string(), i64::MAX - 7, i64::MAX, 3),
        ("trace_constm3_i64".to_string(), i64::MIN + 7, i64::MIN, -3),
    ]);
    cases
}

fn driver(cases: &[(String, i64, i64, i64)]) -> String {
    let mut c = String::from(
        "#include <stdint.h>\n#include <stdio.h>\n\
         static void show(const char *name, long long lo, long long hi, long long step, int64_t n, const int64_t *v) {\n\
         printf(\"%s %lld %lld %lld:\", name, lo, hi, step);\n\
         for (int64_t k = 0; k < n && k < 64; k++) printf(\" %lld\", (long long)v[k]);\n\
         printf(\"\\n\");\n}\n",
    );
    let mut declared = std::collections::HashSet::new();
    for (name, ..) in cases {
        if declared.insert(name.clone()) {
            let ty = if name.ends_with("i32") {
                "int32_t"
            } else {
                "int64_t"
            };
            if name.starts_with("trace_const") {
                c.push_str(&format!("int64_t {name}({ty}, {ty}, int64_t *);\n"));
            } else {
                c.push_str(&format!("int64_t {name}({ty}, {ty}, {ty}, int64_t *);\n"));
            }
        }
    }
    // `-9223372036854775808LL` is not a valid C literal: spell the minimum by name.
    let lit = |v: i64| {
        if v == i64::MIN {
            "INT64_MIN".to_string()
        } else {
            format!("{v}LL")
        }
    };
    c.push_str("int main(void) {\n    int64_t buf[64]; int64_t n;\n");
    for (name, lo, hi, step) in cases {
        let (lo, hi, step) = (lit(*lo), lit(*hi), lit(*step));
        let call = if name.starts_with("trace_const") {
            format!("{name}({lo}, {hi}, buf)")
        } else {
            format!("{name}({lo}, {hi}, {step}, buf)")
        };
        c.push_str(&format!(
            "    n = {call}; show(\"{name}\", {lo}, {hi}, {step}, n, buf);\n"
        ));
    }
    c.push_str("    return 0;\n}\n");
    c
}

#[test]
fn do_loops_follow_fortran_trip_counts() {
    let module = loops_module();
    let cases = cases();
    let expected: String = cases
        .iter()
        .map(|(name, lo, hi, step)| {
            let values: String = fortran_do(*lo, *hi, *step)
                .iter()
                .map(|v| format!(" {v}"))
                .collect();
            format!("{name} {lo} {hi} {step}:{values}\n")
        })
        .collect();
    let driver = driver(&cases);
    for level in 0..=3 {
        let out = common::run(&module, level, &driver);
        for (got, want) in out.lines().zip(expected.lines()) {
            assert_eq!(got, want, "-O{level}");
        }
        assert_eq!(out.lines().count(), expected.lines().count(), "-O{level}");
    }
}

/// A triangular nest whose inner bounds depend on the outer induction variable, with a
/// variable inner step (the versioned path) and a negative outer step.
#[test]
fn nested_loops_with_dependent_bounds() {
    let module = common::parse(
        r#"
module @nest {
  func @triangle(%n: i32, %step: i32) -> (i64) {
    %sum = mem.alloca {elem = i64} : ptr
    %zero = arith.constant {value = 0} : i64
    %one = arith.constant {value = 1} : i32
    %minus_one = arith.constant {value = -1} : i32
    %thousand = arith.constant {value = 1000} : i64
    mem.store(%zero, %sum)
    scf.for(%n, %one, %minus_one) ({
    ^bb0(%i: i32):
      scf.for(%one, %i, %step) ({
      ^bb1(%j: i32):
        %s = mem.load(%sum) : i64
        %wi = arith.extsi(%i) : i64
        %wj = arith.extsi(%j) : i64
        %t = arith.muli(%wi, %thousand) : i64
        %u = arith.addi(%t, %wj) : i64
        %s1 = arith.addi(%s, %u) : i64
        mem.store(%s1, %sum)
        scf.yield
      })
      scf.yield
    })
    %r = mem.load(%sum) : i64
    func.return(%r)
  }
}
"#,
    );
    let reference = |n: i64, step: i64| -> i64 {
        let mut sum = 0;
        for i in fortran_do(n, 1, -1) {
            for j in fortran_do(1, i, step) {
                sum += i * 1000 + j;
            }
        }
        sum
    };
    let driver = r#"
#include <stdint.h>
#include <stdio.h>
int64_t triangle(int32_t, int32_t);
int main(void) {
    printf("%lld %lld %lld %lld\n", (long long)triangle(9, 1), (long long)triangle(9, 2),
           (long long)triangle(0, 1), (long long)triangle(17, 5));
    return 0;
}
"#;
    let expected = format!(
        "{} {} {} {}\n",
        reference(9, 1),
        reference(9, 2),
        reference(0, 1),
        reference(17, 5)
    );
    assert_eq!(common::run_all_levels(&module, driver), expected);
}
