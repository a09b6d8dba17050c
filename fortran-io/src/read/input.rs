//! The record being read and the position in it.
//!
//! Records are fetched lazily: a statement reads its first record when the first field needs it,
//! so a statement that fails before reading (a bad format) consumes nothing. Positions may go
//! beyond the end of the record; what lies there reads as blanks (PAD='YES', gfortran's default),
//! which the callers see as a short or empty field.

use super::{ReadError, RecordSource};

#[derive(Debug, Default)]
pub(crate) struct Input {
    pub rec: Vec<u8>,
    /// `rec` holds the current record.
    pub loaded: bool,
    pub pos: usize,
    /// The statement has fetched at least one record.
    fetched: bool,
    /// A `/` or reversion made the next record current; it has not been fetched yet.
    pending: bool,
    /// A non-advancing statement: a field that runs past the end of the record is the end of
    /// record condition (`eor`) rather than a blank-padded field only.
    pub non_advancing: bool,
    pub eor: bool,
    /// Characters taken by fields (SIZE= of a non-advancing READ).
    pub transferred: u64,
}

impl Input {
    /// Makes sure a record is current (fetching the next one; end of file is an error).
    pub fn ensure(&mut self, src: &mut dyn RecordSource) -> Result<(), ReadError> {
        if !self.loaded {
            self.rec.clear();
            if !src.next_record(&mut self.rec)? {
                return Err(ReadError::end_of_file());
            }
            self.loaded = true;
            self.fetched = true;
            self.pending = false;
            self.pos = 0;
        }
        Ok(())
    }

    /// Ends the current record (`/`, format reversion): it is read first if it was not.
    pub fn end_record(&mut self, src: &mut dyn RecordSource) -> Result<(), ReadError> {
        self.ensure(src)?;
        self.loaded = false;
        self.pending = true;
        Ok(())
    }

    /// Ends the statement: skips the rest of the current record. The current record is consumed
    /// even when nothing was read from it (a statement without items, or after a final `/`),
    /// as gfortran does: `(I1/)` reads two records.
    pub fn leave(&mut self, src: &mut dyn RecordSource) -> Result<(), ReadError> {
        if !self.loaded && (!self.fetched || self.pending) {
            self.ensure(src)?;
        }
        self.loaded = false;
        Ok(())
    }

    /// Makes `rec` current at `pos`: the record a non-advancing statement left unfinished.
    pub fn resume(&mut self, rec: Vec<u8>, pos: usize) {
        self.rec = rec;
        self.pos = pos;
        self.loaded = true;
        self.fetched = true;
        self.pending = false;
    }

    /// The end of a non-advancing statement: the record it stays in and the position there, or
    /// `None` when the record is finished (an end of record, a `/`, or nothing was read).
    pub fn keep(
        &mut self,
        src: &mut dyn RecordSource,
    ) -> Result<Option<(Vec<u8>, usize)>, ReadError> {
        if self.eor || !self.loaded {
            return self.leave(src).map(|()| None);
        }
        self.loaded = false;
        Ok(Some((std::mem::take(&mut self.rec), self.pos)))
    }

    /// The next field of at most `w` characters (fewer at the end of the record). With
    /// `comma`, a comma ends the field early and is skipped (gfortran's extension for numeric
    /// fields).
    pub fn field(&mut self, w: usize, comma: bool) -> &[u8] {
        let start = self.pos.min(self.rec.len());
        let end = (start + w).min(self.rec.len());
        let mut stop = end;
        let mut next = self.pos + w;
        if comma {
            if let Some(i) = self.rec[start..end].iter().position(|&b| b == b',') {
                stop = start + i;
                next = stop + 1;
            }
        }
        if self.non_advancing && stop == end && self.pos + w > self.rec.len() {
            self.eor = true;
        }
        self.transferred += (stop - start) as u64;
        self.pos = next;
        &self.rec[start..stop]
    }
}
