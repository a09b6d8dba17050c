//! A fixed-capacity text buffer on the stack, for code that must not allocate: the signal
//! handlers and the path from an error line to `MPI_Abort`, which may run while the failing
//! thread holds the allocator's lock (a crash inside `malloc` after heap corruption).
//!
//! Text that does not fit is cut at a character boundary; a message cut short is better than
//! none.

use std::fmt;

/// Up to `N` bytes of UTF-8 text.
pub struct StackText<const N: usize> {
    bytes: [u8; N],
    len: usize,
}

impl<const N: usize> StackText<N> {
    pub const fn new() -> Self {
        StackText {
            bytes: [0; N],
            len: 0,
        }
    }

    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }

    pub fn as_str(&self) -> &str {
        // Only whole characters are ever appended, so this cannot fail; "" keeps it total.
        std::str::from_utf8(self.as_bytes()).unwrap_or("")
    }
}

impl<const N: usize> Default for StackText<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> fmt::Write for StackText<N> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let room = N - self.len;
        let mut take = s.len().min(room);
        while !s.is_char_boundary(take) {
            take -= 1;
        }
        self.bytes[self.len..self.len + take].copy_from_slice(&s.as_bytes()[..take]);
        self.len += take;
        if take < s.len() {
            Err(fmt::Error)
        } else {
            Ok(())
        }
    }
}

/// Writes `bytes` as text, invalid UTF-8 sequences as U+FFFD, without allocating.
pub fn write_lossy(out: &mut dyn fmt::Write, bytes: &[u8]) -> fmt::Result {
    for chunk in bytes.utf8_chunks() {
        out.write_str(chunk.valid())?;
        if !chunk.invalid().is_empty() {
            out.write_char('\u{FFFD}')?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fmt::Write;

    #[test]
    fn formats_and_cuts_at_character_boundaries() {
        let mut t = StackText::<8>::new();
        write!(t, "a{}", 12).unwrap();
        assert_eq!(t.as_str(), "a12");
        assert!(write!(t, "xyzé€").is_err());
        assert_eq!(t.as_str(), "a12xyzé");
        assert_eq!(t.as_bytes().len(), 8);
        let mut t = StackText::<16>::new();
        write_lossy(&mut t, b"ab\xffc").unwrap();
        assert_eq!(t.as_str(), "ab\u{FFFD}c");
    }
}
