//! Output with a format: items meet the data edit descriptors the walk hands out, control edits
//! change the modes or the position, and records end at `/`, at format reversion and at the end of
//! the statement.
//!
//! An item of the wrong type for its descriptor stops the statement with gfortran's message and a
//! caret under the descriptor. gfortran lets `A`, `L`, `B`, `O`, `Z` and `G` take items of any
//! type (`A` then writes the item's storage bytes, `L` tests them for non-zero), so only `I` and
//! the real descriptors reject items.
//!
//! Once `$` has been seen, records end without a newline: at `/`, at reversion and at the end of
//! the statement (gfortran's observable behaviour).

use std::sync::Arc;

use super::decimal::Rounding;
use super::error::IoError;
use super::real::{self, Modes, Real, RealEdit};
use super::walk::{Step, Walker};
use super::{int, text, Item, Sink};
use crate::format::program::Op;
use crate::format::{DataEdit, Format, Position, RoundEdit, SignEdit};

/// One value handed to a data edit descriptor (a COMPLEX item is two).
#[derive(Debug, Clone, Copy)]
enum Value<'a> {
    Int { value: i64, kind: u8 },
    Real(Real),
    Logical(bool),
    Char(&'a [u8]),
}

impl Value<'_> {
    /// The type name gfortran's messages use.
    fn type_name(&self) -> &'static str {
        match self {
            Value::Int { .. } => "INTEGER",
            Value::Real(_) => "REAL",
            Value::Logical(_) => "LOGICAL",
            Value::Char(_) => "CHARACTER",
        }
    }

    /// The storage of the value as an unsigned number, for `B`, `O` and `Z`.
    fn bits(&self) -> u64 {
        match *self {
            Value::Int { value, kind } => match kind {
                1 => u64::from(value as u8),
                2 => u64::from(value as u16),
                4 => u64::from(value as u32),
                _ => value as u64,
            },
            Value::Real(x) if x.single => u64::from((x.value as f32).to_bits()),
            Value::Real(x) => x.value.to_bits(),
            Value::Logical(b) => u64::from(b),
            Value::Char(bytes) => bytes.first().map_or(0, |&b| u64::from(b)),
        }
    }

    /// Whether `L` reads the value as true: any non-zero storage byte.
    fn truth(&self) -> bool {
        match *self {
            Value::Logical(b) => b,
            Value::Char(bytes) => bytes.iter().any(|&b| b != 0),
            other => other.bits() != 0,
        }
    }

    /// Appends the storage bytes of the value (little-endian), for `A` with a non-character item.
    fn storage(&self, out: &mut Vec<u8>) {
        match *self {
            Value::Int { value, kind } => {
                let bytes = value.to_le_bytes();
                out.extend_from_slice(&bytes[..usize::from(kind.clamp(1, 8))]);
            }
            Value::Real(x) if x.single => {
                out.extend_from_slice(&(x.value as f32).to_le_bytes());
            }
            Value::Real(x) => out.extend_from_slice(&x.value.to_le_bytes()),
            Value::Logical(b) => out.extend_from_slice(&u32::from(b).to_le_bytes()),
            Value::Char(bytes) => out.extend_from_slice(bytes),
        }
    }
}

/// The state of a formatted statement.
#[derive(Debug)]
pub(crate) struct Formatted {
    format: Arc<Format>,
    walker: Walker,
    modes: Modes,
    /// `$` has been seen.
    dollar: bool,
    /// Items transferred so far (a COMPLEX item counts once).
    items: u64,
    /// The format has been checked for errors gfortran reports before any transfer.
    checked: bool,
}

impl Formatted {
    pub fn new(format: Arc<Format>) -> Self {
        Formatted {
            format,
            walker: Walker::default(),
            modes: Modes::default(),
            dollar: false,
            items: 0,
            checked: false,
        }
    }

    /// gfortran rejects an unlimited group without data edit descriptors before anything else.
    fn check(&mut self) -> Result<(), IoError> {
        if !self.checked {
            self.checked = true;
            if let Some(offset) = self.format.program.unlimited_group_without_data() {
                return Err(IoError::at(
                    "'*' requires at least one associated data descriptor",
                    self.format.text(),
                    offset,
                ));
            }
        }
        Ok(())
    }

    pub fn item(&mut self, item: Item<'_>, sink: &mut Sink) -> Result<(), IoError> {
        self.check()?;
        self.items += 1;
        let real = |value: f64, single: bool| Value::Real(Real { value, single });
        match item {
            Item::Int { value, kind } => self.transfer(Value::Int { value, kind }, sink),
            Item::Real4(x) => self.transfer(real(f64::from(x), true), sink),
            Item::Real8(x) => self.transfer(real(x, false), sink),
            Item::Complex4(re, im) => {
                self.transfer(real(f64::from(re), true), sink)?;
                self.transfer(real(f64::from(im), true), sink)
            }
            Item::Complex8(re, im) => {
                self.transfer(real(re, false), sink)?;
                self.transfer(real(im, false), sink)
            }
            Item::Logical(b) => self.transfer(Value::Logical(b), sink),
            Item::Char(bytes) => self.transfer(Value::Char(bytes), sink),
        }
    }

    /// Carries out the rest of the format up to the next data edit descriptor or colon, then
    /// ends the last record.
    pub fn finish(&mut self, sink: &mut Sink) -> Result<(), IoError> {
        self.check()?;
        let format = Arc::clone(&self.format);
        while let Step::Control(op) = self.walker.next(&format.program, false) {
            self.control(op, &format, sink);
        }
        if sink.non_advancing {
            sink.record.settle();
        }
        sink.record.end(&mut sink.done, self.dollar);
        Ok(())
    }

    fn transfer(&mut self, value: Value<'_>, sink: &mut Sink) -> Result<(), IoError> {
        let format = Arc::clone(&self.format);
        loop {
            match self.walker.next(&format.program, true) {
                Step::Data { edit, caret } => {
                    sink.field.clear();
                    self.edit(value, edit, sink)
                        .map_err(|expected| match expected {
                            Mismatch::Type(expected) => IoError::at(
                                format!(
                                    "Expected {expected} for item {} in formatted transfer, got {}",
                                    self.items,
                                    value.type_name()
                                ),
                                format.text(),
                                caret,
                            ),
                            Mismatch::Other(error) => error,
                        })?;
                    sink.record.write(&sink.field);
                    return Ok(());
                }
                Step::Control(op) => self.control(op, &format, sink),
                Step::Reversion => self.end_record(sink),
                Step::End | Step::Insufficient => return Err(IoError::insufficient_descriptors()),
            }
        }
    }

    /// Ends the record; after `$` without its newline.
    fn end_record(&mut self, sink: &mut Sink) {
        sink.record.end(&mut sink.done, self.dollar);
    }

    fn control(&mut self, op: Op, format: &Format, sink: &mut Sink) {
        match op {
            Op::Literal { start, len } => {
                let program = &format.program;
                sink.record.write(&program.literals[start..start + len]);
            }
            Op::Position(Position::X(n) | Position::TR(n)) => sink.record.skip(n),
            Op::Position(Position::T(n)) => sink.record.tab_to(n),
            Op::Position(Position::TL(n)) => sink.record.tab_left(n),
            Op::NewRecord { repeat } => {
                for _ in 0..repeat {
                    self.end_record(sink);
                }
            }
            Op::ScaleFactor(k) => self.modes.scale = k,
            Op::Sign(sign) => self.modes.plus = sign == SignEdit::Plus,
            Op::DecimalComma(comma) => self.modes.comma = comma,
            Op::Round(mode) => {
                self.modes.rounding = match mode {
                    RoundEdit::Up => Rounding::Up,
                    RoundEdit::Down => Rounding::Down,
                    RoundEdit::Zero => Rounding::Zero,
                    RoundEdit::Compatible => Rounding::Compatible,
                    RoundEdit::Nearest | RoundEdit::ProcessorDefined => Rounding::Nearest,
                }
            }
            Op::Dollar => self.dollar = true,
            Op::BlankZero(_)
            | Op::Colon
            | Op::GroupStart { .. }
            | Op::GroupEnd { .. }
            | Op::Data { .. } => {}
        }
    }

    /// Edits `value` by `edit` into `sink.field`.
    fn edit(&self, value: Value<'_>, edit: DataEdit, sink: &mut Sink) -> Result<(), Mismatch> {
        let out = &mut sink.field;
        let plus = self.modes.plus;
        match (edit, value) {
            (DataEdit::I { w, m }, Value::Int { value, .. }) => {
                int::decimal(out, value, w, m, plus);
                return Ok(());
            }
            (DataEdit::I { .. }, _) => return Err(Mismatch::Type("INTEGER")),
            (DataEdit::B { w, m }, value) => int::radix(out, value.bits(), 2, w, m),
            (DataEdit::O { w, m }, value) => int::radix(out, value.bits(), 8, w, m),
            (DataEdit::Z { w, m }, value) => int::radix(out, value.bits(), 16, w, m),
            (DataEdit::L { w }, value) => text::logical(out, value.truth(), w),
            (DataEdit::A { w }, Value::Char(bytes)) => text::chars(out, bytes, w),
            (DataEdit::A { w }, other) => {
                let storage = &mut sink.scratch;
                storage.clear();
                other.storage(storage);
                text::chars(out, storage, w);
            }
            // `G` takes the form of `I`, `L` or `A` for other types; `G0` their minimal width.
            (DataEdit::G { w, .. }, Value::Int { value, .. }) => {
                int::decimal(out, value, w, None, plus);
            }
            (DataEdit::G { w, .. }, Value::Logical(b)) => text::logical(out, b, w.max(1)),
            (DataEdit::G { w, .. }, Value::Char(bytes)) => {
                text::chars(out, bytes, (w > 0).then_some(w));
            }
            (DataEdit::G { w, d, e }, Value::Real(x)) => {
                return self.real(x, RealEdit::G { w, d, e }, sink);
            }
            (DataEdit::F { w, d }, Value::Real(x)) => {
                return self.real(x, RealEdit::F { w, d }, sink);
            }
            (DataEdit::E { w, d, e }, Value::Real(x)) => {
                let letter = b'E';
                return self.real(x, RealEdit::E { w, d, e, letter }, sink);
            }
            (DataEdit::D { w, d }, Value::Real(x)) => {
                let (e, letter) = (None, b'D');
                return self.real(x, RealEdit::E { w, d, e, letter }, sink);
            }
            (DataEdit::ES { w, d, e }, Value::Real(x)) => {
                return self.real(x, RealEdit::ES { w, d, e }, sink);
            }
            (DataEdit::EN { w, d, e }, Value::Real(x)) => {
                return self.real(x, RealEdit::EN { w, d, e }, sink);
            }
            (DataEdit::F { .. } | DataEdit::E { .. } | DataEdit::D { .. }, _)
            | (DataEdit::ES { .. } | DataEdit::EN { .. }, _) => {
                return Err(Mismatch::Type("REAL"));
            }
        }
        Ok(())
    }

    fn real(&self, x: Real, edit: RealEdit, sink: &mut Sink) -> Result<(), Mismatch> {
        real::edit(&mut sink.field, x, edit, &self.modes, &mut sink.decimal)
            .map_err(Mismatch::Other)
    }
}

/// Why an edit failed.
enum Mismatch {
    /// The item is not of the type the descriptor needs (named as gfortran names it).
    Type(&'static str),
    Other(IoError),
}
