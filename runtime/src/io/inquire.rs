//! INQUIRE by unit and by file: rank 0 looks at the unit table and the file system, and every
//! process receives the same answers.
//!
//! The answers are libgfortran's (gfortran 12), checked value by value against gfortran-built
//! programs: an unconnected unit has ACCESS='UNDEFINED', SEQUENTIAL='UNKNOWN', RECL=-1,
//! NUMBER=-1 and so on; a sequential unit's RECL is 2147483647 and a stream unit's -2; NEXTREC is
//! 0 except for direct access; NAME= is left alone for an unnamed (scratch) unit. An answer that
//! is `None` leaves the program's variable unchanged.

use super::units::{self, Access, Unit};
use super::{is_root, share, statement};
use crate::fault::RtResult;

/// The INTEGER and LOGICAL answers, in the order of the ABI's `dvmh_inquire_spec`.
pub const INT_ANSWERS: usize = 8;
/// The CHARACTER answers, in the order of the ABI's `dvmh_inquire_spec`.
pub const CHAR_ANSWERS: usize = 12;

/// Indices of the INTEGER/LOGICAL answers.
pub mod int {
    pub const EXIST: usize = 0;
    pub const OPENED: usize = 1;
    pub const NUMBER: usize = 2;
    pub const NAMED: usize = 3;
    pub const RECL: usize = 4;
    pub const NEXTREC: usize = 5;
    pub const SIZE: usize = 6;
    pub const POS: usize = 7;
}

/// Indices of the CHARACTER answers.
pub mod text {
    pub const NAME: usize = 0;
    pub const ACCESS: usize = 1;
    pub const SEQUENTIAL: usize = 2;
    pub const DIRECT: usize = 3;
    pub const FORM: usize = 4;
    pub const FORMATTED: usize = 5;
    pub const UNFORMATTED: usize = 6;
    pub const ACTION: usize = 7;
    pub const READ: usize = 8;
    pub const WRITE: usize = 9;
    pub const READWRITE: usize = 10;
    pub const POSITION: usize = 11;
}

/// What an INQUIRE statement answers (`None`: leave the variable as it is).
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Answers {
    pub ints: [Option<i64>; INT_ANSWERS],
    pub texts: [Option<String>; CHAR_ANSWERS],
}

/// Default RECL of a sequential connection, as gfortran reports it.
const SEQUENTIAL_RECL: i64 = 2147483647;

fn yes_no(b: bool) -> String {
    if b { "YES" } else { "NO" }.to_string()
}

/// The answers about a connected unit.
fn connected(n: i32, u: &Unit) -> Answers {
    let mut a = Answers::default();
    a.ints[int::EXIST] = Some(1);
    a.ints[int::OPENED] = Some(1);
    a.ints[int::NUMBER] = Some(i64::from(n));
    a.ints[int::NAMED] = Some(i64::from(!u.scratch));
    if !u.scratch {
        a.texts[text::NAME] = Some(u.name.clone());
    }
    let access = match u.access {
        Access::Sequential => "SEQUENTIAL",
        Access::Direct => "DIRECT",
        Access::Stream => "STREAM",
    };
    a.texts[text::ACCESS] = Some(access.to_string());
    a.texts[text::SEQUENTIAL] = Some(yes_no(u.access == Access::Sequential));
    a.texts[text::DIRECT] = Some(yes_no(u.access == Access::Direct));
    let form = if u.formatted {
        "FORMATTED"
    } else {
        "UNFORMATTED"
    };
    a.texts[text::FORM] = Some(form.to_string());
    a.texts[text::FORMATTED] = Some(yes_no(u.formatted));
    a.texts[text::UNFORMATTED] = Some(yes_no(!u.formatted));
    a.ints[int::RECL] = Some(match u.access {
        Access::Direct => u.recl as i64,
        Access::Stream => -2,
        Access::Sequential => SEQUENTIAL_RECL,
    });
    a.ints[int::NEXTREC] = Some(match u.access {
        Access::Direct if u.recl > 0 => (u.position() / u.recl) as i64 + 1,
        _ => 0,
    });
    a.ints[int::SIZE] = Some(if u.is_standard() {
        0
    } else {
        u.file_len() as i64
    });
    if u.access == Access::Stream && !u.is_standard() {
        // The next byte a transfer reads or writes, from 1 (undefined for other access).
        a.ints[int::POS] = Some(u.position() as i64 + 1);
    }
    let action = match (u.can_read, u.can_write) {
        (true, true) => "READWRITE",
        (true, false) => "READ",
        _ => "WRITE",
    };
    a.texts[text::ACTION] = Some(action.to_string());
    a.texts[text::READ] = Some(yes_no(u.can_read));
    a.texts[text::WRITE] = Some(yes_no(u.can_write));
    a.texts[text::READWRITE] = Some(yes_no(u.can_read && u.can_write));
    let position = if u.access == Access::Direct {
        "UNDEFINED"
    } else {
        u.position
    };
    a.texts[text::POSITION] = Some(position.to_string());
    a
}

/// The answers that do not depend on a file: nothing is connected.
fn not_connected(exist: bool) -> Answers {
    let mut a = Answers::default();
    a.ints[int::EXIST] = Some(i64::from(exist));
    a.ints[int::OPENED] = Some(0);
    a.ints[int::NUMBER] = Some(-1);
    a.ints[int::NAMED] = Some(0);
    a.ints[int::RECL] = Some(-1);
    a.ints[int::NEXTREC] = Some(0);
    a.ints[int::SIZE] = Some(-1);
    for (k, v) in [
        (text::ACCESS, "UNDEFINED"),
        (text::SEQUENTIAL, "UNKNOWN"),
        (text::DIRECT, "UNKNOWN"),
        (text::FORM, "UNDEFINED"),
        (text::FORMATTED, "UNKNOWN"),
        (text::UNFORMATTED, "UNKNOWN"),
        (text::ACTION, "UNDEFINED"),
        (text::READ, "NO"),
        (text::WRITE, "NO"),
        (text::READWRITE, "NO"),
        (text::POSITION, "UNDEFINED"),
    ] {
        a.texts[k] = Some(v.to_string());
    }
    a
}

/// Whether this process may access `name` as `mode` (`libc::R_OK`, ...).
fn accessible(name: &str, mode: i32) -> bool {
    let Ok(c) = std::ffi::CString::new(name) else {
        return false;
    };
    // SAFETY: `c` is a valid NUL-terminated string.
    unsafe { libc::access(c.as_ptr(), mode) == 0 }
}

/// INQUIRE(UNIT=n) on rank 0.
fn by_unit(n: i32) -> Answers {
    if n < 0 && !super::new_units::is_taken(n) {
        return not_connected(false);
    }
    units::with_connected(n, |u| connected(n, u)).unwrap_or_else(|| not_connected(true))
}

/// INQUIRE(FILE=name) on rank 0 (`name` without trailing blanks).
fn by_file(name: &str) -> Answers {
    if let Some(n) = units::unit_of_file(name) {
        if let Some(mut a) = units::with_connected(n, |u| connected(n, u)) {
            a.texts[text::NAME] = Some(name.to_string());
            return a;
        }
    }
    let meta = std::fs::metadata(name);
    let mut a = not_connected(meta.is_ok());
    a.ints[int::NAMED] = Some(1);
    a.texts[text::NAME] = Some(name.to_string());
    // libgfortran leaves ACTION= alone for a file that is not connected.
    a.texts[text::ACTION] = None;
    if let Ok(m) = meta {
        a.ints[int::SIZE] = Some(m.len() as i64);
    }
    let (r, w) = (accessible(name, libc::R_OK), accessible(name, libc::W_OK));
    a.texts[text::READ] = Some(yes_no(r));
    a.texts[text::WRITE] = Some(yes_no(w));
    a.texts[text::READWRITE] = Some(yes_no(r && w));
    a
}

/// Serialises answers for the broadcast: each INTEGER as a flag byte and 8 bytes, each text as
/// a flag byte, a 4-byte length and its bytes.
fn encode(a: &Answers) -> Vec<u8> {
    let mut out = Vec::new();
    for v in &a.ints {
        out.push(u8::from(v.is_some()));
        out.extend_from_slice(&v.unwrap_or(0).to_le_bytes());
    }
    for t in &a.texts {
        out.push(u8::from(t.is_some()));
        let b = t.as_deref().unwrap_or("").as_bytes();
        out.extend_from_slice(&(b.len() as u32).to_le_bytes());
        out.extend_from_slice(b);
    }
    out
}

fn decode(b: &[u8]) -> Answers {
    let mut a = Answers::default();
    let mut at = 0;
    let mut take = |n: usize| {
        let s = b.get(at..at + n).unwrap_or_default();
        at += n;
        s
    };
    for v in &mut a.ints {
        let given = take(1) == [1];
        let x = i64::from_le_bytes(take(8).try_into().unwrap_or_default());
        *v = given.then_some(x);
    }
    for t in &mut a.texts {
        let given = take(1) == [1];
        let n = u32::from_le_bytes(take(4).try_into().unwrap_or_default()) as usize;
        let s = String::from_utf8_lossy(take(n)).into_owned();
        *t = given.then_some(s);
    }
    a
}

/// INQUIRE: by `file` when given, else by `unit`. The same answers on every process.
pub fn inquire(unit: i32, file: Option<&str>) -> RtResult<Answers> {
    statement::check_idle()?;
    super::outcome::reset(false);
    let mut bytes = Vec::new();
    if is_root() {
        let a = match file {
            Some(name) => by_file(name),
            None => by_unit(unit),
        };
        bytes = encode(&a);
    }
    let mut len = (bytes.len() as u64).to_le_bytes();
    share(&mut len)?;
    bytes.resize(u64::from_le_bytes(len) as usize, 0);
    share(&mut bytes)?;
    Ok(decode(&bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_survive_the_broadcast_encoding() {
        let mut a = not_connected(true);
        a.texts[text::NAME] = Some("data.txt".into());
        assert_eq!(decode(&encode(&a)), a);
    }

    #[test]
    fn a_missing_file_exists_not_but_is_named() {
        let a = by_file("/nonexistent/dvmh-inquire-test");
        assert_eq!(a.ints[int::EXIST], Some(0));
        assert_eq!(a.ints[int::NAMED], Some(1));
        assert_eq!(a.ints[int::SIZE], Some(-1));
        assert_eq!(a.texts[text::READ].as_deref(), Some("NO"));
        assert_eq!(a.texts[text::ACCESS].as_deref(), Some("UNDEFINED"));
    }

    #[test]
    fn standard_output_is_connected_sequential_formatted() {
        let a = by_unit(6);
        assert_eq!(a.ints[int::OPENED], Some(1));
        assert_eq!(a.ints[int::RECL], Some(SEQUENTIAL_RECL));
        assert_eq!(a.texts[text::ACTION].as_deref(), Some("WRITE"));
        assert_eq!(a.texts[text::POSITION].as_deref(), Some("UNSPECIFIED"));
        assert_eq!(by_unit(-3).ints[int::EXIST], Some(0));
    }
}
