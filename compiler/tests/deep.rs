//! Machine-generated sources nest expressions deeply: a 15 000-term sum is a left-nested chain
//! 15 000 levels deep. Checking and lowering walk such chains iteratively, so the front end
//! compiles them on an ordinary thread stack (the driver's large stack is a second line of
//! defence, not the only one).

use dvmh_compiler::{compile_fortran, FrontendOptions};
use std::path::Path;

/// A program assigning a `terms`-term chain of `term` joined by `op` to `i`.
fn chain(term: &str, op: &str, terms: usize) -> String {
    let expr = vec![term; terms].join(op);
    format!("program d\n  integer :: i, j\n  j = 1\n  i = {expr}\n  print *, i\nend program\n")
}

/// Compiles on a thread with a main-thread-sized stack; returns the number of errors.
fn compile_on_small_stack(text: String) -> usize {
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            let (module, diags) =
                compile_fortran(Path::new("deep.f90"), &text, &FrontendOptions::default());
            let errors = diags.iter().filter(|d| d.is_error()).count();
            assert_eq!(module.is_some(), errors == 0);
            errors
        })
        .expect("spawn")
        .join()
        .expect("no stack overflow")
}

#[test]
fn long_constant_sums_compile() {
    assert_eq!(compile_on_small_stack(chain("1", "+", 15_000)), 0);
}

#[test]
fn long_variable_chains_compile() {
    assert_eq!(compile_on_small_stack(chain("j", "-", 15_000)), 0);
}

#[test]
fn long_chains_in_subscripts_compile() {
    let sub = vec!["j"; 15_000].join("+");
    let text = format!(
        "program d\n  integer :: k(20), j\n  j = 0\n  k({sub}+1) = 1\n  print *, k(1)\nend program\n"
    );
    assert_eq!(compile_on_small_stack(text), 0);
}
