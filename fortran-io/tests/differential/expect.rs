#![allow(dead_code)] // shared by several test crates, each using a part
//! What the writer under test produces for a case.

use std::sync::Arc;

use super::driver::Case;
use dvmh_fortran_io::{parse_format, IoError, RecordWriter};

/// Why the writer does not produce output for a case.
#[derive(Debug)]
pub enum Failure {
    /// The format does not parse.
    Format(String),
    /// A run-time error, with the records completed before it.
    Run { error: IoError, completed: Vec<u8> },
}

/// The statement's output, or its failure.
pub fn run_writer(case: &Case) -> Result<Vec<u8>, Failure> {
    let mut writer = match &case.format {
        None => RecordWriter::list_directed(),
        Some(text) => {
            let format = parse_format(text).map_err(|e| Failure::Format(e.to_string()))?;
            RecordWriter::formatted(Arc::new(format))
        }
    };
    for value in &case.values {
        if let Err(error) = writer.item(value.item()) {
            return Err(Failure::Run {
                error,
                completed: writer.completed_output().to_vec(),
            });
        }
    }
    let completed = writer.completed_output().to_vec();
    writer
        .finish()
        .map_err(|error| Failure::Run { error, completed })
}
