//! The front end never panics, whatever it is given: truncated, garbled and shuffled versions
//! of the test programs, and a list of hostile snippets (huge numbers, unbalanced parentheses,
//! stray directives, binary junk). Each input goes through `parse_fortran` and
//! `compile_fortran`; a panic fails the test and names the input.

use dvmh_compiler::{compile_fortran, parse_fortran, FrontendOptions};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

fn programs() -> Vec<(PathBuf, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test-suite/programs");
    let mut out: Vec<(PathBuf, String)> = std::fs::read_dir(&dir)
        .expect("test-suite/programs")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| dvmh_compiler::source_form_for_path(p).is_some())
        .map(|p| {
            let t = std::fs::read_to_string(&p).expect("read");
            (p, t)
        })
        .collect();
    out.sort();
    out
}

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn run_one(name: &str, text: &str, failures: &mut Vec<String>) {
    let opts = FrontendOptions::default();
    let result = catch_unwind(AssertUnwindSafe(|| {
        let _ = parse_fortran(Path::new(name), text, &opts);
        let _ = compile_fortran(Path::new(name), text, &opts);
    }));
    if result.is_err() && failures.len() < 20 {
        failures.push(format!("{name}: panicked on input:\n{text}\n----"));
    }
}

fn char_boundary_prefix(s: &str, n: usize) -> &str {
    let mut n = n.min(s.len());
    while !s.is_char_boundary(n) {
        n -= 1;
    }
    &s[..n]
}

#[test]
fn truncated_programs_do_not_panic() {
    let mut failures = Vec::new();
    for (path, text) in programs() {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("p.f90")
            .to_string();
        // At most ~400 cuts per program: the cost of a program grows with its length squared,
        // and the corpus keeps growing (the suite's time must stay inside CI's limit).
        let step = (text.len() / 400).max(5);
        for cut in (0..text.len()).step_by(step) {
            run_one(&name, char_boundary_prefix(&text, cut), &mut failures);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn garbled_programs_do_not_panic() {
    let junk: &[&str] = &[
        "(", ")", "=", ",", "&", "'", "\"", "!", "x", "1", "\n", "*", ".", "::", "DO ", "END ",
        "IF(", "!DVM$ ", "CDVM$", "\t", ";", "99999", "1.E", ".eq.", "**", "-", "H", "é",
        "PARALLEL", "REGION", "(1:2)", "GOTO 7", "\u{0}",
    ];
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut failures = Vec::new();
    for (path, text) in programs() {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("p.f90")
            .to_string();
        let chars: Vec<char> = text.chars().collect();
        for _ in 0..150 {
            let mut c = chars.clone();
            for _ in 0..1 + rng.below(4) {
                let at = rng.below(c.len());
                match rng.below(3) {
                    0 => {
                        c.remove(at.min(c.len().saturating_sub(1)));
                    }
                    1 => {
                        let j = junk[rng.below(junk.len())];
                        for (k, ch) in j.chars().enumerate() {
                            c.insert((at + k).min(c.len()), ch);
                        }
                    }
                    _ => {
                        let j = junk[rng.below(junk.len())];
                        if let (Some(slot), Some(ch)) = (c.get_mut(at), j.chars().next()) {
                            *slot = ch;
                        }
                    }
                }
            }
            run_one(&name, &c.into_iter().collect::<String>(), &mut failures);
        }
        // Lines in a shuffled order.
        let mut lines: Vec<&str> = text.lines().collect();
        for _ in 0..20 {
            for i in (1..lines.len()).rev() {
                let j = rng.below(i + 1);
                lines.swap(i, j);
            }
            run_one(&name, &lines.join("\n"), &mut failures);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn hostile_snippets_do_not_panic() {
    let snippets: &[(&str, &str)] = &[
        ("a.f90", "x = 99999999999999999999999999\nend\n"),
        ("a.f90", "integer, parameter :: n = 2**62 * 4\nreal a(n)\nend\n"),
        ("a.f90", "integer, parameter :: n = huge(1)\nreal a(-n:n, -n:n)\nend\n"),
        ("a.f90", "integer(8), parameter :: m = huge(1_8)\nreal a(-m:m)\nend\n"),
        ("a.f90", "x = 1.0e99999\ny = 2**(-3)\nz = 0**(-1)\ni = -huge(1) - 1\nend\n"),
        ("a.f90", "i = 2147483647 + 1\nj = (-2147483647-1) / (-1)\nk = mod(5, 0)\nend\n"),
        ("a.f90", "program p\n!DVM$ PARALLEL (\n!DVM$ DISTRIBUTE\n!DVM$ ALIGN a(i) WITH\nend\n"),
        ("a.f90", "real a(10)\n!DVM$ DISTRIBUTE a(BLOCK)\n!DVM$ SHADOW a(-1:99999999999999999999)\nend\n"),
        ("a.f90", "real a(10), b(10)\n!DVM$ DISTRIBUTE a(BLOCK)\n!DVM$ ALIGN b(i) WITH a(4611686018427387904*i+4611686018427387904)\n!DVM$ ALIGN c(i) WITH b(2*i)\nend\n"),
        ("a.f90", "!DVM$ END REGION\n!DVM$ REGION\nend\n"),
        ("a.f90", "!DVM$ PROCESSORS P(NUMBER_OF_PROCESSORS(\n!DVM$ TEMPLATE T(-99999999999999999999:0)\n!DVM$ DISTRIBUTE :: \n!DVM$ REDISTRIBUTE\nend\n"),
        ("a.f90", "real a(4)\n!DVM$ DISTRIBUTE a(BLOCK) ONTO p(1:99999999999999999999)\n!DVM$ PARALLEL (i) ON a(i), ACROSS(a(9999999999999999999:1)(CORNER)), REMOTE_ACCESS(g: a(:, :, mod(i, 0)))\ndo i = 1, 4\nend do\nend\n"),
        ("a.f90", "real a(4)\n!DVM$ DISTRIBUTE a(BLOCK)\n!DVM$ PARALLEL (i) ON a(f(g(h(i)))), REDUCTION(r: MAXLOC(x, y, -1)), SHADOW_START, TIE()\ndo i = 1, 4\nend do\n!DVM$ END HOST_SECTION\n!DVM$ ENDINTERVAL\n!DVM$ END\n!DVM$ END ON\nend\n"),
        ("a.f90", "real a(4)\n!DVM$ DISTRIBUTE a(BLOCK)\n!DVM$ PARALLEL (i) ON a(n(1) + i)\ndo i = 1, 4\nend do\n!DVM$ ALIGN b(i) WITH a(lp(1)*i)\nend\n"),
        ("a.f90", "do\nend do\nif (.true.) then\nelse\nelse\nend if\nend\n"),
        ("a.f90", "print *, ((((i, i=1,2), j=1,2\nend\n"),
        ("a.f90", "print '(', 1\nwrite (*, '(I999999999999)') 1\nend\n"),
        ("a.f90", "goto 1\n1 goto 1\nend\n"),
        ("a.f90", "integer a(2)\n!DVM$ DISTRIBUTE a(BLOCK)\n!DVM$ PARALLEL (i) ON a(i)\ndo i = 1, 2\n  goto 5\nend do\n5 continue\nend\n"),
        ("a.f90", "&\n&&&\n'''''\n\"\n"),
        ("a.f", "     &\nC\n*DVM$*\n12345678 X=1\n\tX=2\n      END\n"),
        ("a.f", "      PROGRAM P\n      FORMAT(5HAB\n      END\n"),
        ("a.f", "      DO 10 I = 1, 2\n      DO 10 J = 1, 2\n   10 GOTO 10\n      END\n"),
        ("a.f", "      X = 1\n     &\n     &\n"),
        ("a.f90", "\u{feff}program p\nend\n"),
        ("a.f90", ""),
        ("a.f90", "\n\n\n"),
        ("a.f90", "end\nend\nend\n"),
        ("a.f90", "implicit none\nimplicit real (a-z)\nx = y\nend\n"),
        ("a.f90", "real :: a(0)\nreal :: b(3:1)\nend\n"),
        ("a.f90", "integer a(1,1,1,1,1,1,1,1)\nend\n"),
        ("a.f90", "x = int(1.0e30)\ny = nint(huge(1.0))\nend\n"),
        ("a.f90", "x = a(1)(2)\ny = f()\nz = sqrt()\nend\n"),
        ("a.xyz", "end\n"),
        ("a.f90", "integer(8) k\nk = dim(-huge(1_8), huge(1_8))\nk = sign(-huge(1_8)-1, 1_8)\nk = abs(-huge(1_8)-1)\nend\n"),
        ("a.f90", "integer(8) k\nk = modulo(-huge(1_8)-1, -1_8)\nk = mod(-huge(1_8)-1, -1_8)\nk = (-huge(1_8)-1) / (-1_8)\nend\n"),
        ("a.f90", "real a(10)\n!DVM$ DISTRIBUTE a(BLOCK)\n!DVM$ PARALLEL (i) ON a(-9223372036854775807*i-9223372036854775807)\ndo i = 1, 10\nend do\nend\n"),
        ("a.f90", "do i = huge(1), -huge(1)-1, -huge(1)\nend do\nprint *, (i, i = 2147483647, 1, -2147483647)\nend\n"),
        ("a.f90", "character*4 s\ns(huge(1):huge(1)) = 'x'\nprint *, s(-huge(1)-1:2), s(3:1), 'abc'(2:3)\nend\n"),
        ("a.f90", "real a(3)\ndata a /9999999999*1.0/\ndata (a(i), i = 1, huge(1)) /1.0/\nend\n"),
        ("a.f90", "go to (1, 2, 3) huge(1)\n1 continue\n2 continue\n3 if (0) 1, 1, 1\nend\n"),
        ("a.f90", "character*8 s\nwrite (s, '(i5)') 1\nread (*, *, end=, err=) x\nopen(\nclose(\nend\n"),
        ("a.f90", "z = (1.0, 2.0\nw = cmplx(1e39, -1e39)\nw = dcmplx(1, 2, 3)\nend\n"),
        ("a.f90", "character*(*) s\nparameter (s = 'abc' // 'def')\nprint *, s(7:9), len(s(2:))\nend\n"),
        ("a.f90", "data k /Z'7FFFFFFF'/, j /B'111'/, l /O'777'/\ndata s /''/\nend\n"),
    ];
    let mut failures = Vec::new();
    for (name, text) in snippets {
        run_one(name, text, &mut failures);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
