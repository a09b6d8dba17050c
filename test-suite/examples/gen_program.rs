//! Prints a generated Fortran-DVMH program of the given number of lines (default 5000), the
//! one the compile-time benchmark builds: `cargo run -p dvmh-test-suite --example gen_program 20000`.
fn main() {
    let lines = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(5000);
    print!("{}", dvmh_test_suite::generate::dvmh_program(lines));
}
