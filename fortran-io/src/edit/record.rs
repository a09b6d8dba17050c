//! The record being built, with gfortran's positioning behaviour.
//!
//! Position edits (`nX`, `TRn`, `Tn`, `TLn`) do not write anything by themselves: they leave a
//! pending move that the next write carries out, so that a move at the end of a record adds no
//! trailing blanks. A write beyond the end of the record fills the gap with blanks; a write inside
//! it overwrites.
//!
//! Experiments with gfortran 12 show a departure from the plain "column" model, reproduced here
//! because programs observe it: a tab (`T`, or `TL` once something was written in the record)
//! made while a move to the right is still pending cannot land left of the pending move's length
//! taken as a column. `(5X,T3,A)` writes at column 6, and `(A,T10,TL8,A)` with a 3-character
//! first item at column 7.
//!
//! Not modelled: what gfortran does after sequences that leave its record buffer inconsistent,
//! where its output shows bytes left over from earlier records: several tabs with nothing written
//! between them once a record has been tabbed, a `TL` and an `X` that cancel out followed by a
//! later tab, and a `TL` past the start of the record followed by a later tab.

/// One record under construction.
#[derive(Debug, Default)]
pub(crate) struct Record {
    bytes: Vec<u8>,
    /// Where the last write ended.
    at: usize,
    /// The pending move, relative to `at`.
    pending: i64,
}

impl Record {
    /// `nX` or `TRn`.
    pub fn skip(&mut self, n: u32) {
        self.pending += i64::from(n);
    }

    /// `Tn` (`n` is 1-based).
    pub fn tab_to(&mut self, n: u32) {
        let mut target = i64::from(n) - 1;
        if self.pending > 0 {
            target = target.max(self.pending);
        }
        self.pending = target.max(0) - self.at as i64;
    }

    /// `TLn`.
    pub fn tab_left(&mut self, n: u32) {
        let at = self.at as i64;
        let mut target = at + self.pending - i64::from(n);
        if self.pending > 0 && at > 0 {
            target = target.max(self.pending);
        }
        if target < 0 {
            target = if self.pending < 0 { at } else { 0 };
        }
        self.pending = target - at;
    }

    /// Writes `field` at the current position, carrying out the pending move first.
    pub fn write(&mut self, field: &[u8]) {
        let start = (self.at as i64 + self.pending).max(0) as usize;
        if start > self.bytes.len() {
            self.bytes.resize(start, b' ');
        }
        let end = start + field.len();
        let overlap = end.min(self.bytes.len());
        self.bytes[start..overlap].copy_from_slice(&field[..overlap - start]);
        self.bytes.extend_from_slice(&field[overlap - start..]);
        self.at = end;
        self.pending = 0;
    }

    /// Carries out a pending move to the right as blanks: a non-advancing statement leaves its
    /// record open, and gfortran writes the blanks of a trailing `nX` or `Tn` so that the next
    /// statement continues after them (`(A,1X)` with ADVANCE='NO' then `(A)` writes `x y`).
    pub fn settle(&mut self) {
        if self.pending > 0 {
            let start = self.at + self.pending as usize;
            if start > self.bytes.len() {
                self.bytes.resize(start, b' ');
            }
            self.at = start;
        }
        self.pending = 0;
    }

    /// Appends the record to `out`, ended by a newline unless `open`, and starts a new one.
    pub fn end(&mut self, out: &mut Vec<u8>, open: bool) {
        out.extend_from_slice(&self.bytes);
        if !open {
            out.push(b'\n');
        }
        self.clear();
    }

    /// Forgets the record (a failed statement loses the record it was building).
    pub fn clear(&mut self) {
        self.bytes.clear();
        self.at = 0;
        self.pending = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::Record;

    fn text(record: &mut Record) -> String {
        let mut out = Vec::new();
        record.end(&mut out, true);
        String::from_utf8(out).unwrap_or_default()
    }

    #[test]
    fn a_non_advancing_record_keeps_its_trailing_moves() {
        let mut r = Record::default();
        r.write(b"x");
        r.skip(2);
        r.settle();
        assert_eq!(text(&mut r), "x  ");
        r.write(b"ab");
        r.tab_left(1);
        r.settle();
        assert_eq!(text(&mut r), "ab");
    }

    #[test]
    fn pending_moves_become_blanks_only_when_something_follows() {
        let mut r = Record::default();
        r.write(b"ab");
        r.skip(3);
        assert_eq!(text(&mut r), "ab");
        r.write(b"ab");
        r.skip(3);
        r.write(b"c");
        assert_eq!(text(&mut r), "ab   c");
    }

    #[test]
    fn tabs_after_pending_moves_follow_gfortran() {
        let mut r = Record::default();
        r.skip(5);
        r.tab_to(3);
        r.write(b"XY");
        assert_eq!(text(&mut r), "     XY");
        r.write(b"abc");
        r.tab_to(10);
        r.tab_left(8);
        r.write(b"XY");
        assert_eq!(text(&mut r), "abc   XY");
    }

    #[test]
    fn writes_inside_the_record_overwrite() {
        let mut r = Record::default();
        r.write(b"abcdef");
        r.tab_to(2);
        r.write(b"X");
        r.tab_left(9);
        r.write(b"Q");
        assert_eq!(text(&mut r), "QXcdef");
    }
}
