//! Control flow: `scf.if`, `scf.while`, `scf.execute_region`, unstructured `cf` branches,
//! noreturn calls, calls, function addresses, and the `entry` function as C
//! `main` with globals.

mod common;

const CONTROL: &str = r#"
module @control {
  func @gcd(%a: i64, %b: i64) -> (i64) {
    %x = mem.alloca {elem = i64} : ptr
    %y = mem.alloca {elem = i64} : ptr
    %zero = arith.constant {value = 0} : i64
    mem.store(%a, %x)
    mem.store(%b, %y)
    scf.while ({
      %yv = mem.load(%y) : i64
      %c = arith.cmpi(%yv, %zero) {pred = ne} : i1
      scf.condition(%c)
    }, {
      %xv = mem.load(%x) : i64
      %yv2 = mem.load(%y) : i64
      %r = arith.remsi(%xv, %yv2) : i64
      mem.store(%yv2, %x)
      mem.store(%r, %y)
      scf.yield
    })
    %res = mem.load(%x) : i64
    %m = math.absi(%res) : i64
    func.return(%m)
  }

  // sign(x) with nested scf.if; the else region of the outer if is itself an if.
  func @sign(%x: i32) -> (i32) {
    %r = mem.alloca {elem = i32} : ptr
    %zero = arith.constant {value = 0} : i32
    %pos = arith.cmpi(%x, %zero) {pred = sgt} : i1
    scf.if(%pos) ({
      %one = arith.constant {value = 1} : i32
      mem.store(%one, %r)
      scf.yield
    }, {
      %neg = arith.cmpi(%x, %zero) {pred = slt} : i1
      scf.if(%neg) ({
        %m1 = arith.constant {value = -1} : i32
        mem.store(%m1, %r)
        scf.yield
      }, {
        mem.store(%zero, %r)
        scf.yield
      })
      scf.yield
    })
    %v = mem.load(%r) : i32
    func.return(%v)
  }

  // Collatz steps with a loop made of cf branches (a GOTO loop), in the function body.
  func @collatz(%n0: i64) -> (i64) {
    %n = mem.alloca {elem = i64} : ptr
    %steps = mem.alloca {elem = i64} : ptr
    %zero = arith.constant {value = 0} : i64
    %one = arith.constant {value = 1} : i64
    %two = arith.constant {value = 2} : i64
    %three = arith.constant {value = 3} : i64
    mem.store(%n0, %n)
    mem.store(%zero, %steps)
    cf.br [^head]
  ^head:
    %v = mem.load(%n) : i64
    %done = arith.cmpi(%v, %one) {pred = sle} : i1
    cf.cond_br(%done) [^exit, ^step]
  ^step:
    %r = arith.remsi(%v, %two) : i64
    %even = arith.cmpi(%r, %zero) {pred = eq} : i1
    cf.cond_br(%even) [^half, ^triple]
  ^half:
    %h = arith.divsi(%v, %two) : i64
    mem.store(%h, %n)
    cf.br [^count]
  ^triple:
    %t = arith.muli(%v, %three) : i64
    %t1 = arith.addi(%t, %one) : i64
    mem.store(%t1, %n)
    cf.br [^count]
  ^count:
    %s = mem.load(%steps) : i64
    %s1 = arith.addi(%s, %one) : i64
    mem.store(%s1, %steps)
    cf.br [^head]
  ^exit:
    %res = mem.load(%steps) : i64
    func.return(%res)
  }

  // A multi-block scf.execute_region (what a lowered dvm.region becomes) inside a loop.
  func @clamp_sum(%n: i32, %cap: i32) -> (i32) {
    %acc = mem.alloca {elem = i32} : ptr
    %zero = arith.constant {value = 0} : i32
    %one = arith.constant {value = 1} : i32
    mem.store(%zero, %acc)
    scf.for(%one, %n, %one) ({
    ^bb0(%i: i32):
      scf.execute_region ({
        %a = mem.load(%acc) : i32
        %s = arith.addi(%a, %i) : i32
        %big = arith.cmpi(%s, %cap) {pred = sgt} : i1
        cf.cond_br(%big) [^clip, ^keep]
      ^clip:
        mem.store(%cap, %acc)
        scf.yield
      ^keep:
        mem.store(%s, %acc)
        scf.yield
      })
      scf.yield
    })
    %r = mem.load(%acc) : i32
    func.return(%r)
  }

  func @twice(%x: i64) -> (i64) {
    %r = arith.addi(%x, %x) : i64
    func.return(%r)
  }

  // Calls a function and hands the address of another to C.
  func @use_calls(%x: i64) -> (i64) {
    %g = func.call(%x, %x) {callee = @gcd} : i64
    %t = func.call(%g) {callee = @twice} : i64
    %f = mem.global_addr {sym = @twice} : ptr
    %r = func.call(%f, %t) {callee = @apply} : i64
    func.return(%r)
  }
  extern @apply(ptr, i64) -> (i64)

  // After a noreturn call, the rest of the block is unreachable.
  func @fail_if_negative(%x: i32) -> (i32) {
    %zero = arith.constant {value = 0} : i32
    %neg = arith.cmpi(%x, %zero) {pred = slt} : i1
    scf.if(%neg) ({
      func.call(%x) {callee = @exit}
      cf.unreachable
    }, {
      scf.yield
    })
    func.return(%x)
  }
  extern @exit(i32)
}
"#;

const DRIVER: &str = r#"
int64_t gcd(int64_t, int64_t); int32_t sign(int32_t); int64_t collatz(int64_t);
int32_t clamp_sum(int32_t, int32_t);
int64_t use_calls(int64_t); int32_t fail_if_negative(int32_t);
int64_t apply(int64_t (*f)(int64_t), int64_t x) { return f(x) + 1; }
int main(void) {
    printf("gcd %lld %lld %lld\n", (long long)gcd(84, 36), (long long)gcd(-84, 36), (long long)gcd(17, 0));
    printf("sign %d %d %d\n", sign(-5), sign(0), sign(9));
    printf("collatz %lld %lld\n", (long long)collatz(27), (long long)collatz(1));
    printf("clamp %d %d\n", clamp_sum(10, 100), clamp_sum(10, 20));
    printf("calls %lld\n", (long long)use_calls(21));
    printf("fail %d\n", fail_if_negative(3));
    fflush(stdout);
    fail_if_negative(-1);
    printf("not reached\n");
    return 0;
}
"#;

#[test]
fn structured_and_unstructured_control_flow() {
    let module = common::parse(CONTROL);
    let expected = "\
gcd 12 12 17
sign -1 0 1
collatz 111 0
clamp 55 20
calls 85
fail 3
";
    // `fail_if_negative(-1)` calls exit(-1), so the program exits non-zero.
    for level in 0..=3 {
        let (status, out, _) = common::run_with_status(&module, level, DRIVER);
        assert_eq!(status.code(), Some(255), "-O{level} exit status");
        assert_eq!(out, expected, "-O{level}");
    }
}

/// The `entry` function becomes C `main`, returning 0 when it returns nothing; globals are
/// zero-initialised (aligned for arrays) or constant bytes.
#[test]
fn entry_function_is_main_with_globals() {
    let module = common::parse(
        r#"
module @prog {
  global @table : f64 x 100
  global @count : i32 x 1
  global @greeting = "sum=\x00"
  extern @put_str(ptr)
  extern @put_f64(f64)
  extern @check_alignment(ptr)
  func @program() attributes {entry = true} {
    %one = arith.constant {value = 1} : i64
    %hundred = arith.constant {value = 100} : i64
    %t = mem.global_addr {sym = @table} : ptr
    %v = mem.view(%t, %one, %one) : !mem.view<f64, 1>
    scf.for(%one, %hundred, %one) ({
    ^bb0(%i: i64):
      %p = mem.elem_ptr(%v, %i) : ptr
      %old = mem.load(%p) : f64
      %x = arith.sitofp(%i) : f64
      %new = arith.addf(%old, %x) : f64
      mem.store(%new, %p)
      scf.yield
    })
    %sum = mem.alloca {elem = f64} : ptr
    %z = arith.constant {value = 0.0} : f64
    mem.store(%z, %sum)
    scf.for(%one, %hundred, %one) ({
    ^bb1(%k: i64):
      %q = mem.elem_ptr(%v, %k) : ptr
      %y = mem.load(%q) : f64
      %s = mem.load(%sum) : f64
      %s1 = arith.addf(%s, %y) : f64
      mem.store(%s1, %sum)
      scf.yield
    })
    %g = mem.global_addr {sym = @greeting} : ptr
    func.call(%g) {callee = @put_str}
    %total = mem.load(%sum) : f64
    func.call(%total) {callee = @put_f64}
    func.call(%t) {callee = @check_alignment}
    %c = mem.global_addr {sym = @count} : ptr
    %n = mem.load(%c) : i32
    %n1 = arith.constant {value = 1} : i32
    %n2 = arith.addi(%n, %n1) : i32
    mem.store(%n2, %c)
    func.return
  }
}
"#,
    );
    let helpers = r#"
#include <stdint.h>
#include <stdio.h>
void put_str(const char *s) { printf("%s", s); }
void put_f64(double x) { printf("%g\n", x); }
void check_alignment(const void *p) { printf("aligned %d\n", (int)((uintptr_t)p % 16 == 0)); }
"#;
    assert_eq!(
        common::run_all_levels(&module, helpers),
        "sum=5050\naligned 1\n"
    );
}
