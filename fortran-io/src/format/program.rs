//! The executable form of a format: the item tree flattened into a list of operations.
//!
//! A statement walks this list once per item it transfers, so the walk must be cheap and must not
//! borrow the tree. Groups become a `GroupStart`/`GroupEnd` pair that know each other's index;
//! the format as a whole is the outermost group (index 0). Literal texts live in one byte pool.
//! The index of the last top-level group is precomputed: format reversion restarts there.

use super::ast::{
    DataEdit, FormatItem, FormatItemKind, GroupRepeat, Position, RoundEdit, SignEdit,
};

/// One operation of a flattened format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Op {
    /// Opening parenthesis; `repeat == None` for an unlimited group; `end` indexes the `GroupEnd`.
    GroupStart {
        repeat: Option<u32>,
        end: usize,
    },
    /// Closing parenthesis; `start` indexes the `GroupStart`.
    GroupEnd {
        start: usize,
    },
    /// A data edit descriptor; `caret` is the offset gfortran points at in error messages.
    Data {
        repeat: u32,
        edit: DataEdit,
        caret: usize,
    },
    /// Literal text: `literals[start..start + len]`.
    Literal {
        start: usize,
        len: usize,
    },
    Position(Position),
    NewRecord {
        repeat: u32,
    },
    Colon,
    ScaleFactor(i32),
    Sign(SignEdit),
    /// `BN` (`false`) or `BZ` (`true`): meaningful for input only.
    BlankZero(bool),
    DecimalComma(bool),
    Round(RoundEdit),
    Dollar,
}

impl Op {
    /// How many times the walk returns this operation before moving past it.
    pub fn repeat(&self) -> u32 {
        match *self {
            Op::Data { repeat, .. } | Op::NewRecord { repeat } => repeat,
            _ => 1,
        }
    }
}

/// A flattened format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Program {
    pub ops: Vec<Op>,
    pub literals: Vec<u8>,
    /// `GroupStart` of the last top-level group: where format reversion restarts. `None`: the
    /// whole format is rescanned.
    pub reversion_target: Option<usize>,
    /// Offset of the `)` of the first `*(...)` group without data edit descriptors (an error
    /// when executed).
    unlimited_without_data: Option<usize>,
}

impl Program {
    /// Flattens the items of a format.
    pub fn build(items: &[FormatItem]) -> Program {
        let mut program = Program {
            ops: Vec::new(),
            literals: Vec::new(),
            reversion_target: None,
            unlimited_without_data: None,
        };
        program.ops.push(Op::GroupStart {
            repeat: Some(1),
            end: 0,
        });
        for item in items {
            let at = program.ops.len();
            program.emit(item);
            if matches!(item.kind, FormatItemKind::Group { .. }) {
                program.reversion_target = Some(at);
            }
        }
        let end = program.ops.len();
        program.ops.push(Op::GroupEnd { start: 0 });
        program.ops[0] = Op::GroupStart {
            repeat: Some(1),
            end,
        };
        program
    }

    /// Offset of the `)` of the first `*(...)` group that contains no data edit descriptor.
    pub fn unlimited_group_without_data(&self) -> Option<usize> {
        self.unlimited_without_data
    }

    fn emit(&mut self, item: &FormatItem) {
        let op = match &item.kind {
            FormatItemKind::Group {
                repeat,
                items,
                close,
            } => {
                let start = self.ops.len();
                let repeat = match repeat {
                    GroupRepeat::Count(n) => Some(*n),
                    GroupRepeat::Unlimited => None,
                };
                self.ops.push(Op::GroupStart { repeat, end: 0 });
                for inner in items {
                    self.emit(inner);
                }
                // Checked after the inner groups: the first group to close is reported.
                if repeat.is_none()
                    && !contains_data(items)
                    && self.unlimited_without_data.is_none()
                {
                    self.unlimited_without_data = Some(*close);
                }
                let end = self.ops.len();
                self.ops[start] = Op::GroupStart { repeat, end };
                Op::GroupEnd { start }
            }
            FormatItemKind::Data { repeat, edit } => Op::Data {
                repeat: *repeat,
                edit: *edit,
                caret: item.offset + edit.name().len() - 1,
            },
            FormatItemKind::Literal(text) => {
                let start = self.literals.len();
                self.literals.extend_from_slice(text);
                Op::Literal {
                    start,
                    len: text.len(),
                }
            }
            FormatItemKind::Position(position) => Op::Position(*position),
            FormatItemKind::NewRecord { repeat } => Op::NewRecord { repeat: *repeat },
            FormatItemKind::Colon => Op::Colon,
            FormatItemKind::ScaleFactor(k) => Op::ScaleFactor(*k),
            FormatItemKind::Sign(sign) => Op::Sign(*sign),
            FormatItemKind::BlankZero(zero) => Op::BlankZero(*zero),
            FormatItemKind::DecimalComma(comma) => Op::DecimalComma(*comma),
            FormatItemKind::Round(mode) => Op::Round(*mode),
            FormatItemKind::Dollar => Op::Dollar,
        };
        self.ops.push(op);
    }
}

fn contains_data(items: &[FormatItem]) -> bool {
    items.iter().any(|item| match &item.kind {
        FormatItemKind::Data { .. } => true,
        FormatItemKind::Group { items, .. } => contains_data(items),
        _ => false,
    })
}
