//! Source locations of ops: a table beside the op arena, not a field of every op.
//!
//! Passes and back ends report run-time errors (a division by zero, an index out of bounds)
//! at the user's `file:line`, in both source languages, so every op may carry where it came
//! from. Keeping the locations in a side table (`Function::locs`, keyed by op) leaves the op
//! data small and makes "no location" the free default for ops that passes create; file names
//! are interned once per module (`Module::files`).

/// Where an op comes from: an index into `Module::files`, a 1-based line and column (line 0:
/// unknown).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Loc {
    pub file: u32,
    pub line: u32,
    pub col: u32,
}

impl Loc {
    /// No location (ops created by passes, or IR parsed without locations).
    pub const UNKNOWN: Loc = Loc {
        file: 0,
        line: 0,
        col: 0,
    };

    pub fn new(file: u32, line: u32, col: u32) -> Loc {
        Loc { file, line, col }
    }

    pub fn is_known(self) -> bool {
        self.line > 0
    }
}
