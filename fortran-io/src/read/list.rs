//! List-directed input: values separated by blanks, a comma (with blanks around it), a slash or
//! the end of a record, which counts as a blank.
//!
//! Rules taken from libgfortran (`list_read.c`) and checked against gfortran-built programs:
//! * `r*c` is `r` copies of `c`, `r*` is `r` null values; a zero repeat count is an error;
//! * a null value (a comma with no value before it, at the start of the statement or after
//!   another comma) leaves its variable unchanged;
//! * `/` ends the statement, leaving the remaining variables unchanged;
//! * characters are quoted with `'` or `"` (a doubled delimiter is one character, and a string
//!   may continue on the next record, the record end adding nothing), or unquoted up to the next
//!   separator;
//! * logicals are an optional `.` then `T` or `F`, the rest of the token ignored (`.TRUE.`);
//! * the statement leaves the rest of its last record unread.
//!
//! A separator is only consumed when the next item looks for its value, so that the end of the
//! statement never reads a record beyond the last value.

use super::field::{self, Bad};
use super::input::Input;
use super::{ReadError, RecordSource, Target, Value};

/// A value token: its characters, and whether it was a quoted string.
#[derive(Debug, Clone)]
struct Token {
    text: Vec<u8>,
    quoted: bool,
}

#[derive(Debug, Default)]
pub(crate) struct ListIn {
    /// Items transferred so far (for messages).
    items: u64,
    /// A value was read and its separator has not been consumed yet.
    after_value: bool,
    /// A `/` ended the input.
    slash: bool,
    /// Copies left of the last `r*` value (`None` for null values).
    repeat: u32,
    repeated: Option<Token>,
}

fn is_blank(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\r')
}

fn is_separator(c: u8) -> bool {
    is_blank(c) || c == b',' || c == b'/'
}

impl ListIn {
    pub fn item(
        &mut self,
        target: Target,
        input: &mut Input,
        src: &mut dyn RecordSource,
    ) -> Result<Option<Value>, ReadError> {
        self.items += 1;
        if self.slash {
            return Ok(None);
        }
        if self.repeat > 0 {
            self.repeat -= 1;
            return match self.repeated.clone() {
                Some(token) => self.convert(&token, target).map(Some),
                None => Ok(None),
            };
        }
        // Blanks and record ends, and the comma ending the previous value.
        loop {
            input.ensure(src)?;
            while input.pos < input.rec.len() && is_blank(input.rec[input.pos]) {
                input.pos += 1;
            }
            if input.pos >= input.rec.len() {
                input.loaded = false;
                continue;
            }
            if input.rec[input.pos] == b',' && self.after_value {
                input.pos += 1;
                self.after_value = false;
                continue;
            }
            break;
        }
        match input.rec[input.pos] {
            b',' => {
                input.pos += 1;
                self.after_value = false;
                return Ok(None);
            }
            b'/' => {
                input.pos += 1;
                self.slash = true;
                return Ok(None);
            }
            _ => {}
        }
        self.after_value = true;
        // A repeat count: digits followed by `*`.
        let start = input.pos;
        let digits = input.rec[start..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        if digits > 0 && input.rec.get(start + digits) == Some(&b'*') {
            let count = std::str::from_utf8(&input.rec[start..start + digits])
                .ok()
                .and_then(|s| s.parse::<u32>().ok());
            let Some(count) = count else {
                return Err(ReadError::value(format!(
                    "Repeat count overflow in item {} of list input",
                    self.items
                )));
            };
            if count == 0 {
                return Err(ReadError::value(format!(
                    "Zero repeat count in item {} of list input",
                    self.items
                )));
            }
            input.pos = start + digits + 1;
            let at_separator = input.rec.get(input.pos).map_or(true, |&c| is_separator(c));
            self.repeat = count - 1;
            if at_separator {
                self.repeated = None;
                return Ok(None);
            }
            let token = self.token(target, input, src)?;
            let value = self.convert(&token, target);
            self.repeated = Some(token);
            return value.map(Some);
        }
        let token = self.token(target, input, src)?;
        self.convert(&token, target).map(Some)
    }

    /// The value token at the current position.
    fn token(
        &mut self,
        target: Target,
        input: &mut Input,
        src: &mut dyn RecordSource,
    ) -> Result<Token, ReadError> {
        let first = input.rec[input.pos];
        if matches!(target, Target::Complex4 | Target::Complex8) && first == b'(' {
            // `(re, im)`, the record end counting as a blank (the parts may be on two lines).
            let mut text = Vec::new();
            loop {
                if input.pos >= input.rec.len() {
                    input.loaded = false;
                    input.ensure(src)?;
                    text.push(b' ');
                    continue;
                }
                let c = input.rec[input.pos];
                input.pos += 1;
                text.push(c);
                if c == b')' {
                    break;
                }
            }
            return Ok(Token {
                text,
                quoted: false,
            });
        }
        if matches!(target, Target::Char { .. }) && (first == b'\'' || first == b'"') {
            let mut text = Vec::new();
            input.pos += 1;
            loop {
                if input.pos >= input.rec.len() {
                    input.loaded = false;
                    input.ensure(src)?;
                    continue;
                }
                let c = input.rec[input.pos];
                input.pos += 1;
                if c == first {
                    if input.rec.get(input.pos) == Some(&first) {
                        input.pos += 1;
                    } else {
                        break;
                    }
                }
                text.push(c);
            }
            return Ok(Token { text, quoted: true });
        }
        let start = input.pos;
        while input.pos < input.rec.len() && !is_separator(input.rec[input.pos]) {
            input.pos += 1;
        }
        Ok(Token {
            text: input.rec[start..input.pos].to_vec(),
            quoted: false,
        })
    }

    fn convert(&self, token: &Token, target: Target) -> Result<Value, ReadError> {
        let n = self.items;
        let text: &[u8] = if token.quoted { b"'" } else { &token.text };
        match target {
            Target::Int { kind } => field::integer(text, kind, 10, true)
                .map(Value::Int)
                .map_err(|b| match b {
                    Bad::Syntax => {
                        ReadError::value(format!("Bad integer for item {n} in list input"))
                    }
                    Bad::Overflow => {
                        ReadError::value(format!("Integer overflow while reading item {n}"))
                    }
                }),
            Target::Real4 | Target::Real8 => field::real(text, 0, 0, target == Target::Real4)
                .map_err(|_| {
                    ReadError::value(format!("Bad real number in item {n} of list input"))
                }),
            Target::Logical => field::logical(text)
                .map(Value::Logical)
                .map_err(|_| ReadError::value(format!("Bad logical value while reading item {n}"))),
            Target::Char { len } => Ok(field::assign_chars(&token.text, len)),
            Target::Complex4 | Target::Complex8 => {
                let bad =
                    || ReadError::value(format!("Bad complex value in item {n} of list input"));
                let inner = text
                    .strip_prefix(b"(")
                    .and_then(|t| t.strip_suffix(b")"))
                    .ok_or_else(bad)?;
                let comma = inner.iter().position(|&c| c == b',').ok_or_else(bad)?;
                let trim =
                    |t: &[u8]| -> Vec<u8> { t.iter().copied().filter(|c| !is_blank(*c)).collect() };
                let single = target == Target::Complex4;
                let bad_part =
                    |_| ReadError::value(format!("Bad complex floating point number for item {n}"));
                let re = field::real(&trim(&inner[..comma]), 0, 0, single).map_err(bad_part)?;
                let im = field::real(&trim(&inner[comma + 1..]), 0, 0, single).map_err(bad_part)?;
                Ok(Value::Complex(Box::new((re, im))))
            }
        }
    }
}
