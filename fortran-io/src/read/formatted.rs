//! Input with a format: the walk of the output side hands out the edit descriptors (with its
//! repeat, group and reversion rules), each data edit descriptor takes one field from the record,
//! and `/` and format reversion move on to the next record.
//!
//! A numeric field ends early at a comma (a GNU extension that gfortran always applies; `A`
//! fields take commas as data). A character-string edit descriptor in an input format is an
//! error, as in gfortran ("Constant string in input format"). The descriptor must suit the item's
//! type (`G` suits every type); otherwise the statement fails with the same message and caret
//! line as on output.

use std::sync::Arc;

use super::field::{self, Bad, Blanks};
use super::input::Input;
use super::{ReadError, RecordSource, Target, Value};
use crate::format::program::Op;
use crate::format::{DataEdit, Format, Position};
use crate::write::walk::{Step, Walker};
use crate::write::IoError;

/// The state of a formatted input statement.
#[derive(Debug)]
pub(crate) struct FormattedIn {
    format: Arc<Format>,
    walker: Walker,
    scale: i32,
    blanks: Blanks,
    /// Items transferred so far.
    items: u64,
    checked: bool,
    buf: Vec<u8>,
}

impl FormattedIn {
    pub fn new(format: Arc<Format>) -> Self {
        FormattedIn {
            format,
            walker: Walker::default(),
            scale: 0,
            blanks: Blanks::Ignore,
            items: 0,
            checked: false,
            buf: Vec::new(),
        }
    }

    fn check(&mut self) -> Result<(), ReadError> {
        if !self.checked {
            self.checked = true;
            if let Some(offset) = self.format.program.unlimited_group_without_data() {
                return Err(ReadError::format(IoError::at(
                    "'*' requires at least one associated data descriptor",
                    self.format.text(),
                    offset,
                )));
            }
        }
        Ok(())
    }

    pub fn item(
        &mut self,
        target: Target,
        input: &mut Input,
        src: &mut dyn RecordSource,
    ) -> Result<Option<Value>, ReadError> {
        self.check()?;
        self.items += 1;
        let format = Arc::clone(&self.format);
        loop {
            match self.walker.next(&format.program, true) {
                Step::Data { edit, caret } => {
                    input.ensure(src)?;
                    return self
                        .edit(edit, target, input)
                        .map(Some)
                        .map_err(|e| match e {
                            Failure::Type(expected) => ReadError::format(IoError::at(
                                format!(
                                    "Expected {expected} for item {} in formatted transfer, got {}",
                                    self.items,
                                    field::type_name(target)
                                ),
                                format.text(),
                                caret,
                            )),
                            Failure::Read(e) => e,
                        });
                }
                Step::Control(op) => self.control(op, input, src)?,
                Step::Reversion => input.end_record(src)?,
                Step::End | Step::Insufficient => {
                    return Err(ReadError::format(IoError::insufficient_descriptors()))
                }
            }
        }
    }

    /// Carries out the format up to its next data edit descriptor.
    pub fn finish(
        &mut self,
        input: &mut Input,
        src: &mut dyn RecordSource,
    ) -> Result<(), ReadError> {
        self.check()?;
        let format = Arc::clone(&self.format);
        while let Step::Control(op) = self.walker.next(&format.program, false) {
            self.control(op, input, src)?;
        }
        Ok(())
    }

    fn control(
        &mut self,
        op: Op,
        input: &mut Input,
        src: &mut dyn RecordSource,
    ) -> Result<(), ReadError> {
        match op {
            Op::Literal { .. } => {
                // gfortran points at the character after the string; the walk does not keep
                // offsets of literals, so the excerpt is left out.
                return Err(ReadError::new(
                    super::codes::FORMAT,
                    "Constant string in input format",
                ));
            }
            Op::Position(p) => {
                input.ensure(src)?;
                match p {
                    Position::X(n) | Position::TR(n) => input.pos += n as usize,
                    Position::T(n) => input.pos = (n as usize).saturating_sub(1),
                    Position::TL(n) => input.pos = input.pos.saturating_sub(n as usize),
                }
            }
            Op::NewRecord { repeat } => {
                for _ in 0..repeat {
                    input.end_record(src)?;
                }
            }
            Op::ScaleFactor(k) => self.scale = k,
            Op::BlankZero(zero) => {
                self.blanks = if zero { Blanks::Zero } else { Blanks::Ignore };
            }
            _ => {}
        }
        Ok(())
    }

    fn edit(
        &mut self,
        edit: DataEdit,
        target: Target,
        input: &mut Input,
    ) -> Result<Value, Failure> {
        let blanks = self.blanks;
        let buf = &mut self.buf;
        let bad_int = |b: Bad| match b {
            Bad::Syntax => ReadError::value("Bad value during integer read"),
            Bad::Overflow => ReadError::new(
                super::codes::READ_OVERFLOW,
                "Value overflowed during integer read",
            ),
        };
        let bad_real = |_| ReadError::value("Bad value during floating point read");
        let real = |w: u32, d: u32, scale: i32, input: &mut Input, buf: &mut Vec<u8>, single| {
            let f = input.field(w as usize, true);
            field::real_field(f, d, scale, blanks, single, buf).map_err(bad_real)
        };
        let int = |w: u32, radix: u32, kind: u8, input: &mut Input, buf: &mut Vec<u8>| {
            let f = input.field(w as usize, true);
            field::int_field(f, kind, radix, blanks, buf)
                .map(Value::Int)
                .map_err(bad_int)
        };
        let logical = |w: u32, input: &mut Input| {
            let f = input.field(w as usize, true);
            field::logical(f)
                .map(Value::Logical)
                .map_err(|_| ReadError::value("Bad value on logical read"))
        };
        let chars = |w: Option<u32>, len: usize, input: &mut Input| {
            let w = w.map_or(len, |w| w as usize);
            field::a_field(input.field(w, false), len)
        };
        let single = target == Target::Real4;
        let result = match (edit, target) {
            (DataEdit::I { w, .. }, Target::Int { kind }) => int(w, 10, kind, input, buf),
            (DataEdit::B { w, .. }, Target::Int { kind }) => int(w, 2, kind, input, buf),
            (DataEdit::O { w, .. }, Target::Int { kind }) => int(w, 8, kind, input, buf),
            (DataEdit::Z { w, .. }, Target::Int { kind }) => int(w, 16, kind, input, buf),
            (DataEdit::I { .. } | DataEdit::B { .. }, _)
            | (DataEdit::O { .. } | DataEdit::Z { .. }, _) => return Err(Failure::Type("INTEGER")),
            (
                DataEdit::F { w, d }
                | DataEdit::D { w, d }
                | DataEdit::E { w, d, .. }
                | DataEdit::EN { w, d, .. }
                | DataEdit::ES { w, d, .. },
                Target::Real4 | Target::Real8,
            ) => real(w, d, self.scale, input, buf, single),
            (DataEdit::F { .. } | DataEdit::D { .. } | DataEdit::E { .. }, _)
            | (DataEdit::EN { .. } | DataEdit::ES { .. }, _) => return Err(Failure::Type("REAL")),
            (DataEdit::G { w, d, .. }, Target::Real4 | Target::Real8) => {
                real(w, d.unwrap_or(0), self.scale, input, buf, single)
            }
            (DataEdit::G { w, .. }, Target::Int { kind }) => int(w, 10, kind, input, buf),
            (DataEdit::G { w, .. }, Target::Logical) => logical(w, input),
            // (A COMPLEX item reaches here one part at a time, see `RecordReader::item`.)
            (DataEdit::G { .. }, Target::Complex4 | Target::Complex8) => {
                return Err(Failure::Type("REAL"))
            }
            (DataEdit::G { w, .. }, Target::Char { len }) => {
                Ok(chars((w > 0).then_some(w), len, input))
            }
            (DataEdit::L { w }, Target::Logical) => logical(w, input),
            (DataEdit::L { .. }, _) => return Err(Failure::Type("LOGICAL")),
            (DataEdit::A { w }, Target::Char { len }) => Ok(chars(w, len, input)),
            (DataEdit::A { .. }, _) => return Err(Failure::Type("CHARACTER")),
        };
        result.map_err(Failure::Read)
    }
}

/// Why an item failed.
enum Failure {
    /// The descriptor does not suit the item's type (the type it needs, as gfortran names it).
    Type(&'static str),
    Read(ReadError),
}
