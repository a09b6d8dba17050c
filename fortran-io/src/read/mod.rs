//! Executing input statements: list-directed and formatted `READ`.
//!
//! A statement is run by a [`RecordReader`], the mirror of the output side's `RecordWriter`: the
//! caller hands it one target at a time (the type of the variable to be read) and gets back the
//! value to store, or `None` where the variable keeps its value (list-directed null values and the
//! items after a `/`). Records come from a [`RecordSource`] one at a time, when the statement
//! needs them, so the same code serves files, standard input and tests. Acceptance follows
//! gfortran 12's libgfortran: the same input must give a dvmhc-built program the same values, or
//! the same error, as its gfortran-built twin.
//!
//! Layout:
//! * `input` holds the current record and the position in it;
//! * `field` converts the characters of one value (integers, reals, logicals);
//! * `formatted` runs a statement with a format, `list` a list-directed one;
//! * `error` holds the conditions (end of file, bad values) with gfortran's codes and wording.

mod error;
mod field;
mod formatted;
mod input;
mod list;
mod namelist;

use std::sync::Arc;

use crate::format::Format;

pub use error::{codes, ReadError};
pub use namelist::{read_namelist, NmlKind, NmlVar};

use formatted::FormattedIn;
use input::Input;
use list::ListIn;

/// The type of the variable an item is read into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// An INTEGER of kind 1, 2, 4 or 8.
    Int {
        kind: u8,
    },
    Real4,
    Real8,
    Logical,
    /// A CHARACTER variable of `len` bytes.
    Char {
        len: usize,
    },
    /// A COMPLEX of kind 4 or 8: `(re, im)` in list-directed input, two REAL fields with a
    /// format.
    Complex4,
    Complex8,
}

impl Target {
    /// The type of each part of a COMPLEX target.
    fn part(self) -> Target {
        match self {
            Target::Complex8 => Target::Real8,
            _ => Target::Real4,
        }
    }
}

/// A value read for an item, already of the target's type (a CHARACTER value has exactly the
/// variable's length, blank padded or truncated as Fortran assigns).
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Int(i64),
    Real4(f32),
    Real8(f64),
    Logical(bool),
    Char(Vec<u8>),
    /// The real and imaginary parts (each `Real4` or `Real8`).
    Complex(Box<(Value, Value)>),
}

/// Where the records of a statement come from.
pub trait RecordSource {
    /// Puts the next record, without its newline, into `buf` (which the caller has cleared) and
    /// returns `true`; returns `false` at the end of the file.
    fn next_record(&mut self, buf: &mut Vec<u8>) -> Result<bool, ReadError>;
}

/// Records taken from the lines of a text (the last line needs no newline), for tests and
/// internal files.
#[derive(Debug, Clone)]
pub struct TextSource<'a> {
    text: &'a [u8],
    at: usize,
}

impl<'a> TextSource<'a> {
    pub fn new(text: &'a [u8]) -> Self {
        TextSource { text, at: 0 }
    }
}

impl RecordSource for TextSource<'_> {
    fn next_record(&mut self, buf: &mut Vec<u8>) -> Result<bool, ReadError> {
        if self.at >= self.text.len() {
            return Ok(false);
        }
        let rest = &self.text[self.at..];
        let end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        buf.extend_from_slice(&rest[..end]);
        self.at += (end + 1).min(rest.len());
        Ok(true)
    }
}

#[derive(Debug)]
enum Mode {
    List(ListIn),
    Formatted(Box<FormattedIn>),
}

/// Executes one input statement.
#[derive(Debug)]
pub struct RecordReader {
    mode: Mode,
    input: Input,
    /// The condition that stopped the statement.
    error: Option<ReadError>,
}

impl RecordReader {
    /// A list-directed statement (`READ *`).
    pub fn list_directed() -> Self {
        RecordReader {
            mode: Mode::List(ListIn::default()),
            input: Input::default(),
            error: None,
        }
    }

    /// A statement with the format `format`.
    pub fn formatted(format: Arc<Format>) -> Self {
        RecordReader {
            mode: Mode::Formatted(Box::new(FormattedIn::new(format))),
            input: Input::default(),
            error: None,
        }
    }

    /// Makes the statement non-advancing (ADVANCE='NO'): it may start inside a record (see
    /// [`RecordReader::resume`]), a field running past the end of the record is the end of
    /// record condition ([`RecordReader::end_of_record`]), and [`RecordReader::keep`] ends it.
    pub fn non_advancing(&mut self) {
        self.input.non_advancing = true;
    }

    /// Starts in the record a non-advancing statement left, at byte `pos`.
    pub fn resume(&mut self, rec: Vec<u8>, pos: usize) {
        self.input.resume(rec, pos);
    }

    /// Whether the last item of a non-advancing statement ran past the end of its record (its
    /// value is blank padded; the statement ends with IOSTAT -2).
    pub fn end_of_record(&self) -> bool {
        self.input.eor
    }

    /// The characters fields have taken so far (SIZE=).
    pub fn transferred(&self) -> u64 {
        self.input.transferred
    }

    /// Ends a non-advancing statement: as [`RecordReader::finish`], but returns the record it
    /// stays in and the position there, for the next statement on the unit.
    pub fn keep(
        mut self,
        src: &mut dyn RecordSource,
    ) -> Result<Option<(Vec<u8>, usize)>, ReadError> {
        if let Some(error) = self.error {
            return Err(error);
        }
        if let Mode::Formatted(f) = &mut self.mode {
            f.finish(&mut self.input, src)?;
        }
        self.input.keep(src)
    }

    /// Reads the next item. `Ok(None)`: the variable keeps its value. After an error or the end
    /// of file the statement is over and every later call returns the same condition.
    pub fn item(
        &mut self,
        target: Target,
        src: &mut dyn RecordSource,
    ) -> Result<Option<Value>, ReadError> {
        if let Some(error) = &self.error {
            return Err(error.clone());
        }
        let result = match &mut self.mode {
            Mode::List(list) => list.item(target, &mut self.input, src),
            // A COMPLEX item takes two edit descriptors, one per part.
            Mode::Formatted(f) if matches!(target, Target::Complex4 | Target::Complex8) => {
                let part = target.part();
                f.item(part, &mut self.input, src).and_then(|re| {
                    let im = f.item(part, &mut self.input, src)?;
                    Ok(re.zip(im).map(|pair| Value::Complex(Box::new(pair))))
                })
            }
            Mode::Formatted(f) => f.item(target, &mut self.input, src),
        };
        if let Err(e) = &result {
            self.error = Some(e.clone());
        }
        result
    }

    /// Ends the statement: carries out the rest of the format up to its next data edit
    /// descriptor and leaves the last record read (every statement reads at least one).
    pub fn finish(mut self, src: &mut dyn RecordSource) -> Result<(), ReadError> {
        if let Some(error) = self.error {
            return Err(error);
        }
        if let Mode::Formatted(f) = &mut self.mode {
            f.finish(&mut self.input, src)?;
        }
        self.input.leave(src)
    }
}

#[cfg(test)]
mod tests;
