//! Prints mutant `seed` of a program (`cargo run -p dvmh-test-suite --example mutant FILE SEED`),
//! to reproduce a case of the mutation test.
fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(file), Some(seed)) = (args.next(), args.next()) else {
        eprintln!("usage: mutant FILE SEED");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| {
        eprintln!("cannot read {file}: {e}");
        std::process::exit(1)
    });
    let seed: u64 = seed.parse().unwrap_or(0);
    let m = dvmh_test_suite::mutate::mutate(&text, seed);
    eprintln!("{}", m.description);
    print!("{}", m.text);
}
