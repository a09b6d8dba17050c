//! Walking a format: which edit descriptor comes next.
//!
//! The walk follows the flattened program of the format (`format/program.rs`), keeping a repeat
//! counter per open group and per repeated data edit descriptor. When an item needs a data edit
//! descriptor and the walk reaches the end of the format, format reversion (Fortran 2018, 13.4)
//! starts a new record and continues at the last top-level group, or at the beginning when there
//! is none.
//!
//! gfortran 12 adds two observable rules, kept here. When the end is reached before any data edit
//! descriptor or colon was met in the statement, the walk starts once more at the beginning of the
//! format without starting a new record. When the end is reached again without a data edit
//! descriptor used since the previous reversion (or that restart), or when a colon was met, the
//! statement fails with "Insufficient data descriptors in format after reversion".

use crate::format::program::{Op, Program};
use crate::format::DataEdit;

/// What the walk found.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Step {
    /// The data edit descriptor for the next item; `caret` is the offset error messages point at.
    Data { edit: DataEdit, caret: usize },
    /// A control, character-string or position edit to carry out.
    Control(Op),
    /// Format reversion: the current record ends.
    Reversion,
    /// The statement ends here (no item is waiting).
    End,
    /// An item is waiting but the format has no data edit descriptor left for it.
    Insufficient,
}

/// An open group: where it starts and how many more times it runs (`None`: unlimited).
#[derive(Debug, Clone, Copy)]
struct Frame {
    start: usize,
    left: Option<u32>,
}

/// Position in a format program.
#[derive(Debug, Default)]
pub(crate) struct Walker {
    pc: usize,
    /// Uses left of the repeated data edit descriptor at `pc`; 0 when it has not started.
    data_left: u32,
    frames: Vec<Frame>,
    /// A data edit descriptor was used since the statement began or the last reversion.
    used: bool,
    /// Format reversion or gfortran's restart has happened.
    wrapped: bool,
    /// A colon was passed while an item was waiting.
    colon: bool,
}

impl Walker {
    /// The next step; `item` says whether an item is waiting for a data edit descriptor.
    pub fn next(&mut self, program: &Program, item: bool) -> Step {
        loop {
            let Some(&op) = program.ops.get(self.pc) else {
                return Step::End;
            };
            match op {
                Op::GroupStart { repeat, .. } => {
                    self.frames.push(Frame {
                        start: self.pc,
                        left: repeat,
                    });
                    self.pc += 1;
                }
                Op::GroupEnd { start: 0 } => {
                    if !item {
                        return Step::End;
                    }
                    self.frames.truncate(1);
                    if self.used {
                        self.used = false;
                        self.wrapped = true;
                        self.pc = program.reversion_target.unwrap_or(1);
                        return Step::Reversion;
                    }
                    if self.wrapped || self.colon {
                        return Step::Insufficient;
                    }
                    self.wrapped = true;
                    self.pc = 1;
                }
                Op::GroupEnd { start } => self.close_group(start),
                Op::Data { edit, caret, .. } => {
                    if !item {
                        return Step::End;
                    }
                    if self.data_left == 0 {
                        self.data_left = op.repeat().max(1);
                    }
                    self.data_left -= 1;
                    if self.data_left == 0 {
                        self.pc += 1;
                    }
                    self.used = true;
                    return Step::Data { edit, caret };
                }
                Op::Colon => {
                    if !item {
                        return Step::End;
                    }
                    self.colon = true;
                    self.pc += 1;
                }
                other => {
                    self.pc += 1;
                    return Step::Control(other);
                }
            }
        }
    }

    /// At the `)` of the group opened at `start`: repeat it or leave it.
    fn close_group(&mut self, start: usize) {
        let Some(frame) = self.frames.last_mut() else {
            self.pc += 1;
            return;
        };
        match frame.left {
            None => self.pc = frame.start + 1,
            Some(n) if n > 1 => {
                frame.left = Some(n - 1);
                self.pc = frame.start + 1;
            }
            Some(_) => {
                debug_assert_eq!(frame.start, start);
                self.frames.pop();
                self.pc += 1;
            }
        }
    }
}
