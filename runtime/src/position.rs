//! The program's current source position (`dvmh_set_line`), named by every runtime error.
//!
//! Plain atomics, printable without allocating: the crash handlers print it too. It sits at
//! the bottom of the runtime (it depends on nothing but `stack_text`), so that the modules that
//! record where a loop runs (`parloop`, `signals`) need not depend on the reporting layer
//! (`error`), which prints it.

use std::ffi::{c_char, CStr};
use std::fmt::{self, Display};
use std::sync::atomic::{AtomicI32, AtomicPtr, Ordering};

use crate::stack_text::write_lossy;

static LINE: AtomicI32 = AtomicI32::new(0);
static FILE: AtomicPtr<c_char> = AtomicPtr::new(std::ptr::null_mut());

/// A source position as recorded by `dvmh_set_line`: plain data, printable without
/// allocating (the signal handlers print it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    line: i32,
    file: *const c_char,
}

impl Position {
    /// No position (before the first `dvmh_set_line`).
    pub const UNKNOWN: Position = Position {
        line: 0,
        file: std::ptr::null(),
    };

    /// Line `line` of `file` (a NUL-terminated string with static lifetime, or null).
    pub const fn new(line: i32, file: *const c_char) -> Position {
        Position { line, file }
    }

    /// The program's current position.
    pub fn current() -> Position {
        Position {
            line: LINE.load(Ordering::Relaxed),
            file: FILE.load(Ordering::Relaxed),
        }
    }

    pub fn is_known(&self) -> bool {
        self.line > 0 || !self.file.is_null()
    }
}

/// `file:line` (`?` for an unknown file).
impl Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.file.is_null() {
            f.write_str("?")?;
        } else {
            // SAFETY: dvmh_set_line's contract: a NUL-terminated string with static lifetime.
            let name = unsafe { CStr::from_ptr(self.file) };
            write_lossy(f, name.to_bytes())?;
        }
        write!(f, ":{}", self.line)
    }
}

/// Remembers the program's current source position (`dvmh_set_line`). `file` must be a
/// NUL-terminated string that lives as long as the program (a literal), or null.
pub fn set_position(line: i32, file: *const c_char) {
    LINE.store(line, Ordering::Relaxed);
    FILE.store(file as *mut c_char, Ordering::Relaxed);
}

/// Writes ` [at file:line]`, or nothing before the first `dvmh_set_line`.
pub fn write_position(out: &mut dyn fmt::Write, at: Position) -> fmt::Result {
    if at.is_known() {
        write!(out, " [at {at}]")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_print_as_file_and_line() {
        let p = Position::new(12, c"prog.fdv".as_ptr());
        assert_eq!(p.to_string(), "prog.fdv:12");
        let mut s = String::new();
        write_position(&mut s, p).unwrap();
        assert_eq!(s, " [at prog.fdv:12]");
        let mut s = String::new();
        write_position(&mut s, Position::UNKNOWN).unwrap();
        assert_eq!(s, "");
        let no_file = Position::new(3, std::ptr::null());
        assert_eq!(no_file.to_string(), "?:3");
    }
}
