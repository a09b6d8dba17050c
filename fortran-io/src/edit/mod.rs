//! Executing output statements: list-directed and formatted `PRINT` and `WRITE`.
//!
//! A statement is run by a [`RecordWriter`]: the caller hands it the items one by one and gets the
//! bytes of all records at the end. The output must be byte-for-byte what a gfortran 12 program
//! writes, so every rule here was taken from the Fortran standard and checked against the
//! behaviour of gfortran-built programs (`tests/gfortran_differential.rs` keeps checking it).
//!
//! Layout:
//! * `walk` finds the next edit descriptor of a format (repeats, groups, reversion);
//! * `formatted` runs a statement with a format, `list` a list-directed one;
//! * `record` holds the record being built and carries out position edits;
//! * `int`, `real` and `text` edit single values; `decimal` makes their decimal digits;
//! * `error` holds the run-time errors, worded like gfortran's.

mod decimal;
mod error;
mod formatted;
mod int;
mod list;
mod namelist;
mod real;
mod record;
mod text;
pub(crate) mod walk;

use std::sync::Arc;

use crate::format::Format;

pub use error::IoError;
pub use namelist::NamelistWriter;

use decimal::Decimal;
use formatted::Formatted;
use list::List;
use record::Record;

/// One output item.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Item<'a> {
    /// An INTEGER of kind 1, 2, 4 or 8, widened.
    Int {
        value: i64,
        kind: u8,
    },
    Real4(f32),
    Real8(f64),
    Complex4(f32, f32),
    Complex8(f64, f64),
    Logical(bool),
    /// A CHARACTER value (its bytes, without any padding added).
    Char(&'a [u8]),
}

/// Where a statement's output goes, and buffers reused from item to item.
#[derive(Debug, Default)]
pub(crate) struct Sink {
    /// The record being built.
    record: Record,
    /// Completed records.
    done: Vec<u8>,
    /// The field of the item being edited.
    field: Vec<u8>,
    /// Spare bytes for the editors.
    scratch: Vec<u8>,
    decimal: Decimal,
    /// The statement is non-advancing: its last record stays open with its trailing moves.
    non_advancing: bool,
}

#[derive(Debug)]
enum Mode {
    List(List),
    Formatted(Box<Formatted>),
}

/// Executes one output statement.
#[derive(Debug)]
pub struct RecordWriter {
    mode: Mode,
    sink: Sink,
    /// The error that stopped the statement.
    error: Option<IoError>,
}

impl RecordWriter {
    /// A list-directed statement (`PRINT *`).
    pub fn list_directed() -> Self {
        RecordWriter {
            mode: Mode::List(List::default()),
            sink: Sink::default(),
            error: None,
        }
    }

    /// A statement with the format `format`.
    pub fn formatted(format: Arc<Format>) -> Self {
        RecordWriter {
            mode: Mode::Formatted(Box::new(Formatted::new(format))),
            sink: Sink::default(),
            error: None,
        }
    }

    /// Transfers the next item. After an error the statement is over: the record being built is
    /// lost, as in gfortran, and every later call returns the same error.
    pub fn item(&mut self, item: Item<'_>) -> Result<(), IoError> {
        if let Some(error) = &self.error {
            return Err(error.clone());
        }
        let result = match &mut self.mode {
            Mode::List(list) => {
                list.item(item, &mut self.sink);
                Ok(())
            }
            Mode::Formatted(formatted) => formatted.item(item, &mut self.sink),
        };
        self.fail_on(result)
    }

    /// The bytes of the records completed so far: what gfortran has written when an error stops
    /// the statement.
    pub fn completed_output(&self) -> &[u8] {
        &self.sink.done
    }

    /// Ends a non-advancing statement (ADVANCE='NO'): as [`RecordWriter::finish`], but a
    /// move to the right at the end of the format (`(A,1X)`) is written as blanks, as gfortran
    /// does, since the next statement continues the record. The caller drops the last newline.
    pub fn finish_non_advancing(mut self) -> Result<Vec<u8>, IoError> {
        self.sink.non_advancing = true;
        self.finish()
    }

    /// Ends the statement and returns all its bytes, every record ended by a newline (except
    /// after `$`).
    pub fn finish(mut self) -> Result<Vec<u8>, IoError> {
        if let Some(error) = self.error {
            return Err(error);
        }
        let result = match &mut self.mode {
            Mode::List(list) => {
                list.finish(&mut self.sink);
                Ok(())
            }
            Mode::Formatted(formatted) => formatted.finish(&mut self.sink),
        };
        self.fail_on(result)?;
        Ok(self.sink.done)
    }

    fn fail_on(&mut self, result: Result<(), IoError>) -> Result<(), IoError> {
        if let Err(error) = &result {
            self.sink.record.clear();
            self.error = Some(error.clone());
        }
        result
    }
}

#[cfg(test)]
mod quirks;
#[cfg(test)]
mod tests;
