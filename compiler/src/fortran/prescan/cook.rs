//! The character "cooker": turns the raw characters of one statement (fed line by line by the
//! fixed- or free-form reader) into cooked text.
//!
//! It is the one place that knows Fortran's character contexts: outside character literals it
//! folds case, drops blanks (Fortran statements) or collapses them (directive lines, whose
//! keywords need separators), and recognises `!` comments and `;` separators; inside literals it
//! keeps everything verbatim. Hollerith constants (`5HHELLO` after `(`, `,` or `/`) are rewritten
//! into ordinary quoted literals (`'HELLO'`), so later phases see one literal syntax. Every cooked
//! byte remembers the file offset it came from, which is how diagnostics find their way back.

/// How blanks outside literals are treated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blanks {
    /// Fortran statements: blanks are insignificant and removed.
    Remove,
    /// Directive lines: runs of blanks become one blank (keywords stay separated).
    Collapse,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Context {
    Normal,
    /// Inside a character literal delimited by this quote.
    Quote(char),
    /// Inside a Hollerith constant with this many characters still to take.
    Hollerith(u32),
}

/// What the reader should do after feeding one character.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fed {
    Continue,
    /// `!` outside a literal: the rest of the line is a comment.
    Comment,
    /// `;` outside a literal: the statement ends here.
    Separator,
}

#[derive(Clone, Debug)]
pub struct Cooker {
    blanks: Blanks,
    context: Context,
    text: String,
    pos: Vec<u32>,
    /// Blanks owed to a literal continued onto the next line (fixed form pads to column 72).
    pending_pad: Option<(u32, u32)>,
}

impl Cooker {
    pub fn new(blanks: Blanks) -> Cooker {
        Cooker {
            blanks,
            context: Context::Normal,
            text: String::new(),
            pos: Vec::new(),
            pending_pad: None,
        }
    }

    /// Is the cooker inside a character literal or Hollerith constant?
    pub fn in_literal(&self) -> bool {
        self.context != Context::Normal
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    fn push_char(&mut self, c: char, offset: u32) {
        self.text.push(c);
        for _ in 0..c.len_utf8() {
            self.pos.push(offset);
        }
    }

    /// Fixed form: the current line ended at character column `last_col`; if a literal is open,
    /// it is padded with blanks up to the margin should the statement be continued (no padding
    /// without a margin, `-ffixed-line-length-none`).
    pub fn end_fixed_line(&mut self, last_col: u32, margin: usize, offset: u32) {
        let margin = u32::try_from(margin).unwrap_or(u32::MAX);
        self.pending_pad = if self.in_literal() && last_col < margin && margin != u32::MAX {
            Some((margin - last_col, offset))
        } else {
            None
        };
    }

    fn apply_pad(&mut self) {
        if let Some((n, offset)) = self.pending_pad.take() {
            for _ in 0..n {
                if !self.in_literal() {
                    break;
                }
                self.feed(' ', offset);
            }
        }
    }

    /// Feeds one raw character at file offset `offset`.
    pub fn feed(&mut self, c: char, offset: u32) -> Fed {
        if self.pending_pad.is_some() {
            self.apply_pad();
        }
        match self.context {
            Context::Quote(q) => {
                self.push_char(c, offset);
                if c == q {
                    self.context = Context::Normal;
                }
                Fed::Continue
            }
            Context::Hollerith(n) => {
                if c == '\'' {
                    self.push_char('\'', offset);
                }
                self.push_char(c, offset);
                if n <= 1 {
                    self.push_char('\'', offset);
                    self.context = Context::Normal;
                } else {
                    self.context = Context::Hollerith(n - 1);
                }
                Fed::Continue
            }
            Context::Normal => match c {
                '\'' | '"' => {
                    self.context = Context::Quote(c);
                    self.push_char(c, offset);
                    Fed::Continue
                }
                ' ' | '\t' | '\r' => {
                    if self.blanks == Blanks::Collapse
                        && !self.text.is_empty()
                        && !self.text.ends_with(' ')
                    {
                        self.push_char(' ', offset);
                    }
                    Fed::Continue
                }
                '!' => Fed::Comment,
                ';' if self.blanks == Blanks::Remove => Fed::Separator,
                'h' | 'H' if self.blanks == Blanks::Remove => {
                    if let Some((count, digits_at)) = self.hollerith_count() {
                        // Replace the count by an opening quote at the count's position.
                        let first = self.pos[digits_at];
                        self.text.truncate(digits_at);
                        self.pos.truncate(digits_at);
                        self.push_char('\'', first);
                        self.context = Context::Hollerith(count);
                    } else {
                        self.push_char('h', offset);
                    }
                    Fed::Continue
                }
                c => {
                    self.push_char(c.to_ascii_lowercase(), offset);
                    Fed::Continue
                }
            },
        }
    }

    /// If the cooked text ends with a digit string preceded by `(`, `,` or `/`, the count of a
    /// Hollerith constant starts there: returns (count, byte index of the first digit).
    fn hollerith_count(&self) -> Option<(u32, usize)> {
        let bytes = self.text.as_bytes();
        let end = bytes.len();
        let mut start = end;
        while start > 0 && bytes[start - 1].is_ascii_digit() {
            start -= 1;
        }
        if start == end || start == 0 || !matches!(bytes[start - 1], b'(' | b',' | b'/') {
            return None;
        }
        let count: u32 = self.text[start..end].parse().ok()?;
        (count > 0).then_some((count, start))
    }

    /// Finishes the statement: (cooked text with trailing blanks removed, offsets per byte).
    pub fn finish(mut self) -> (String, Vec<u32>) {
        while self.text.ends_with(' ') && self.blanks == Blanks::Collapse {
            self.text.pop();
            self.pos.pop();
        }
        (self.text, self.pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cook(blanks: Blanks, s: &str) -> String {
        let mut c = Cooker::new(blanks);
        for (i, ch) in s.chars().enumerate() {
            if c.feed(ch, i as u32) != Fed::Continue {
                break;
            }
        }
        c.finish().0
    }

    #[test]
    fn folds_case_and_removes_blanks_outside_literals() {
        assert_eq!(
            cook(Blanks::Remove, "PRINT *, 'It''s A'"),
            "print*,'It''s A'"
        );
        assert_eq!(cook(Blanks::Remove, "X = \"Ab\" ! comment"), "x=\"Ab\"");
        assert_eq!(
            cook(Blanks::Collapse, "PARALLEL  (J, I)  ON A(I,J) "),
            "parallel (j, i) on a(i,j)"
        );
    }

    #[test]
    fn hollerith_becomes_a_quoted_literal() {
        assert_eq!(
            cook(Blanks::Remove, "FORMAT(1X, 5HHe'lo, I2)"),
            "format(1x,'He''lo',i2)"
        );
        assert_eq!(cook(Blanks::Remove, "FORMAT(2H  )"), "format('  ')");
        // Not after an identifier or a `*`: REAL*8H declares H.
        assert_eq!(cook(Blanks::Remove, "REAL*8 H"), "real*8h");
        assert_eq!(cook(Blanks::Remove, "DO 10 H = 1, 2"), "do10h=1,2");
    }

    #[test]
    fn separator_and_comment_stop_feeding() {
        let mut c = Cooker::new(Blanks::Remove);
        assert_eq!(c.feed('x', 0), Fed::Continue);
        assert_eq!(c.feed(';', 1), Fed::Separator);
        assert_eq!(c.feed('!', 2), Fed::Comment);
        let mut c = Cooker::new(Blanks::Remove);
        c.feed('\'', 0);
        assert_eq!(c.feed('!', 1), Fed::Continue);
        assert!(c.in_literal());
    }
}
