//! The parsed form of a format specification.
//!
//! The compiler walks the item tree (to check descriptors against the items of a statement and to
//! point diagnostics at them); the runtime executes the flat program built from the same tree
//! (see `program.rs`). Every item keeps the byte offset of its descriptor in the specification
//! text.

use super::program::Program;

/// A parsed format specification.
#[derive(Debug, Clone, PartialEq)]
pub struct Format {
    /// The items between the outermost parentheses, in order.
    pub items: Vec<FormatItem>,
    /// Constructs gfortran accepts with a warning.
    pub warnings: Vec<FormatWarning>,
    /// The specification text, used for the excerpt in run-time error messages.
    pub(crate) text: String,
    /// The items flattened for execution.
    pub(crate) program: Program,
}

impl Format {
    /// The specification text this format was parsed from.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether any data edit descriptor (I, B, O, Z, F, E, EN, ES, D, G, L, A) occurs.
    pub fn has_data_edits(&self) -> bool {
        fn any(items: &[FormatItem]) -> bool {
            items.iter().any(|item| match &item.kind {
                FormatItemKind::Data { .. } => true,
                FormatItemKind::Group { items, .. } => any(items),
                _ => false,
            })
        }
        any(&self.items)
    }
}

/// A construct gfortran accepts but warns about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatWarning {
    /// Byte offset into the specification.
    pub offset: usize,
    pub message: String,
}

/// One item of a format list, with the byte offset of its first character.
#[derive(Debug, Clone, PartialEq)]
pub struct FormatItem {
    pub kind: FormatItemKind,
    pub offset: usize,
}

/// What a format item does.
#[derive(Debug, Clone, PartialEq)]
pub enum FormatItemKind {
    /// `r(...)` or `*(...)`; `close` is the byte offset of the closing parenthesis.
    Group {
        repeat: GroupRepeat,
        items: Vec<FormatItem>,
        close: usize,
    },
    /// A data edit descriptor with its repeat count, e.g. `3I5`.
    Data { repeat: u32, edit: DataEdit },
    /// `'text'`, `"text"` or `nHtext`, with doubled delimiters collapsed.
    Literal(Vec<u8>),
    /// `nX`, `Tn`, `TLn`, `TRn`.
    Position(Position),
    /// `/` or `r/`: ends the current record `repeat` times.
    NewRecord { repeat: u32 },
    /// `:`: ends the statement here when no items remain.
    Colon,
    /// `kP`.
    ScaleFactor(i32),
    /// `S`, `SP`, `SS`.
    Sign(SignEdit),
    /// `BN` (`false`) or `BZ` (`true`); no effect on output.
    BlankZero(bool),
    /// `DC` (`true`) or `DP` (`false`).
    DecimalComma(bool),
    /// `RU`, `RD`, `RZ`, `RN`, `RC`, `RP`.
    Round(RoundEdit),
    /// `$`: the statement's last record is not terminated (GNU extension).
    Dollar,
}

/// Repeat count of a group.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GroupRepeat {
    Count(u32),
    /// `*(...)`.
    Unlimited,
}

/// Position edit descriptors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Position {
    /// `nX`: move right `n` characters.
    X(u32),
    /// `Tn`: move to character position `n` (1-based).
    T(u32),
    /// `TLn`: move left `n` characters.
    TL(u32),
    /// `TRn`: move right `n` characters.
    TR(u32),
}

/// Sign edit descriptors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignEdit {
    /// `S`: processor-defined (no `+`).
    Default,
    /// `SP`: always write `+` for positive values.
    Plus,
    /// `SS`: never write `+`.
    Suppress,
}

/// Rounding-mode edit descriptors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundEdit {
    Up,
    Down,
    Zero,
    Nearest,
    Compatible,
    ProcessorDefined,
}

/// Data edit descriptors. `w` is the field width, `m` the minimum number of digits, `d` the
/// number of fraction digits, `e` the number of exponent digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DataEdit {
    /// `Iw[.m]`; `w == 0` means the minimal width.
    I { w: u32, m: Option<u32> },
    /// `Bw[.m]`.
    B { w: u32, m: Option<u32> },
    /// `Ow[.m]`.
    O { w: u32, m: Option<u32> },
    /// `Zw[.m]`.
    Z { w: u32, m: Option<u32> },
    /// `Fw.d`; `w == 0` means the minimal width.
    F { w: u32, d: u32 },
    /// `Ew.d[Ee]`; `w == 0` means the minimal width.
    E { w: u32, d: u32, e: Option<u32> },
    /// `ENw.d[Ee]`.
    EN { w: u32, d: u32, e: Option<u32> },
    /// `ESw.d[Ee]`.
    ES { w: u32, d: u32, e: Option<u32> },
    /// `Dw.d`.
    D { w: u32, d: u32 },
    /// `Gw.d[Ee]`, or `G0` / `G0.d` (then `w == 0`).
    G {
        w: u32,
        d: Option<u32>,
        e: Option<u32>,
    },
    /// `Lw` (`L` alone means `L1`).
    L { w: u32 },
    /// `A` (`None`: the item's length) or `Aw`.
    A { w: Option<u32> },
}

impl DataEdit {
    /// The descriptor's name as written in a format (`"I"`, `"EN"`, ...).
    pub fn name(&self) -> &'static str {
        match self {
            DataEdit::I { .. } => "I",
            DataEdit::B { .. } => "B",
            DataEdit::O { .. } => "O",
            DataEdit::Z { .. } => "Z",
            DataEdit::F { .. } => "F",
            DataEdit::E { .. } => "E",
            DataEdit::EN { .. } => "EN",
            DataEdit::ES { .. } => "ES",
            DataEdit::D { .. } => "D",
            DataEdit::G { .. } => "G",
            DataEdit::L { .. } => "L",
            DataEdit::A { .. } => "A",
        }
    }
}
