//! List-directed output (`PRINT *`, `WRITE(*,*)`).
//!
//! Each item is preceded by a blank, except a character item that follows another character
//! item. Numbers take fixed widths that depend on their type and kind, so that columns line up:
//! INTEGER(1), (2), (4), (8) take 4, 6, 11 and 20 characters; REAL(4) and REAL(8) 16 and 25 (see
//! `real::list`); LOGICAL one. gfortran 12 does not split long lists into several records when
//! writing to standard output, so one statement writes one record.

use super::real::{self, Real};
use super::{int, Item, Sink};

/// The state of a list-directed statement.
#[derive(Debug, Default)]
pub(crate) struct List {
    /// The previous item was of type CHARACTER.
    after_char: bool,
}

impl List {
    pub fn item(&mut self, item: Item<'_>, sink: &mut Sink) {
        let is_char = matches!(item, Item::Char(_));
        let out = &mut sink.field;
        out.clear();
        if !(is_char && self.after_char) {
            out.push(b' ');
        }
        self.after_char = is_char;
        let dec = &mut sink.decimal;
        match item {
            Item::Int { value, kind } => {
                let w = match kind {
                    1 => 4,
                    2 => 6,
                    4 => 11,
                    _ => 20,
                };
                int::decimal(out, value, w, None, false);
            }
            Item::Real4(x) => real::list(out, single(x), dec),
            Item::Real8(x) => real::list(out, double(x), dec),
            Item::Complex4(re, im) => real::list_complex(out, single(re), single(im), dec),
            Item::Complex8(re, im) => real::list_complex(out, double(re), double(im), dec),
            Item::Logical(b) => out.push(if b { b'T' } else { b'F' }),
            Item::Char(bytes) => out.extend_from_slice(bytes),
        }
        sink.record.write(&sink.field);
    }

    pub fn finish(&mut self, sink: &mut Sink) {
        sink.record.end(&mut sink.done, false);
    }
}

fn single(value: f32) -> Real {
    Real {
        value: f64::from(value),
        single: true,
    }
}

fn double(value: f64) -> Real {
    Real {
        value,
        single: false,
    }
}
