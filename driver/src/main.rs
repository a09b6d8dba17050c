//! `dvmhc`: the compiler driver.
//!
//! It picks the front end by file extension, runs the pipeline (front end → IR → passes →
//! host code generation), and links the object with the runtime and MPI. It owns the command
//! line and the rendering of diagnostics to the terminal; everything else lives in the crates it
//! calls, so this file stays a thin sequence of stages.

mod cli;
mod files;
mod link;
mod out;
mod pipeline;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let opts = match cli::parse(&args) {
        Ok(cli::Parsed::Run(opts)) => opts,
        Ok(cli::Parsed::Help) => {
            return print_or_fail(&format!("{}\n", cli::USAGE));
        }
        Ok(cli::Parsed::Version) => {
            return print_or_fail(&format!("dvmhc {}\n", env!("CARGO_PKG_VERSION")));
        }
        Err(e) => {
            // Usage errors exit with 1, as every other error and as gcc/gfortran do.
            out::error(&e);
            return ExitCode::FAILURE;
        }
    };
    match run_with_large_stack(move || pipeline::run(&opts)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(pipeline::Failure::Reported) => ExitCode::FAILURE,
        Err(pipeline::Failure::Message(m)) => {
            out::error(&m);
            ExitCode::FAILURE
        }
    }
}

fn print_or_fail(text: &str) -> ExitCode {
    match out::stdout_text(text) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            out::error(&e);
            ExitCode::FAILURE
        }
    }
}

/// Stack size for compilation. Parsing and checking recurse over the program's nesting, and
/// machine-generated sources nest deeply (an expression of 15 000 terms); the memory is only
/// reserved, not touched, unless it is needed.
const COMPILER_STACK_BYTES: usize = 1 << 30;

fn run_with_large_stack(
    work: impl FnOnce() -> Result<(), pipeline::Failure> + Send + 'static,
) -> Result<(), pipeline::Failure> {
    let worker = std::thread::Builder::new()
        .name("dvmhc".into())
        .stack_size(COMPILER_STACK_BYTES)
        .spawn(work);
    match worker {
        Ok(handle) => handle.join().unwrap_or_else(|_| {
            Err(pipeline::Failure::Message(
                "internal compiler error: the compiler crashed (this is a dvmhc bug; please report it with the source file)".into(),
            ))
        }),
        Err(e) => Err(pipeline::Failure::Message(format!(
            "cannot start the compiler thread: {e}"
        ))),
    }
}
