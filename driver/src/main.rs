//! `dvmhc`: the compiler driver.
//!
//! It picks the front end by file extension, runs the pipeline (front end → IR → passes →
//! host code generation), and links the object with the runtime and MPI. It owns the command
//! line and the rendering of diagnostics to the terminal; everything else lives in the crates it
//! calls, so this file stays a thin sequence of stages.

mod cli;
mod link;
mod pipeline;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let opts = match cli::parse(&args) {
        Ok(cli::Parsed::Run(opts)) => opts,
        Ok(cli::Parsed::Help) => {
            println!("{}", cli::USAGE);
            return ExitCode::SUCCESS;
        }
        Ok(cli::Parsed::Version) => {
            println!("dvmhc {}", env!("CARGO_PKG_VERSION"));
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("dvmhc: error: {e}");
            return ExitCode::from(2);
        }
    };
    match pipeline::run(&opts) {
        Ok(()) => ExitCode::SUCCESS,
        Err(pipeline::Failure::Reported) => ExitCode::FAILURE,
        Err(pipeline::Failure::Message(m)) => {
            eprintln!("dvmhc: error: {m}");
            ExitCode::FAILURE
        }
    }
}
