//! What changes gcc's struct layouts and alignments: `__attribute__((packed))`,
//! `__attribute__((aligned(n)))`, `_Alignas(n)` and `#pragma pack`.
//!
//! The token pass (`tokens.rs`) drops GNU attributes before the grammar sees them, so the
//! grammar stays standard C; the layout attributes among them are kept here instead, by
//! position in the preprocessed text:
//!
//! - on a struct or union (right after `struct`/`union`, or right after the closing brace of
//!   its body): by the position of its `struct`/`union` keyword, which is the `lo` of the
//!   `StructSpec`'s position;
//! - on a declarator (a member or a variable; `_Alignas` among the specifiers too): by the
//!   position of the declared name (`Declarator::Name`), the last identifier of the
//!   declarator's comma- or semicolon-delimited segment.
//!
//! `#pragma pack` lines (kept by the preprocessor stage) are replayed in source order: the
//! packing in force at a struct's keyword caps its members' alignments.
//! `types::Structs::complete_with_layout` applies all of it as gcc does on x86-64.

use super::lexer::{Spanned, Tok};
use std::collections::HashMap;

/// Layout attributes of one struct/union type or of one declared name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LayoutAttr {
    /// `__attribute__((packed))`.
    pub packed: bool,
    /// The largest `aligned(n)` / `_Alignas(n)` (`aligned` alone: 16, the target's largest).
    pub aligned: Option<u64>,
}

impl LayoutAttr {
    fn merge(&mut self, other: LayoutAttr) {
        self.packed |= other.packed;
        self.aligned = match (self.aligned, other.aligned) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
    }

    fn is_empty(&self) -> bool {
        !self.packed && self.aligned.is_none()
    }
}

/// The layout attributes of a translation unit.
#[derive(Clone, Debug, Default)]
pub struct LayoutAttrs {
    /// By the position of a struct's `struct`/`union` keyword.
    pub structs: HashMap<usize, LayoutAttr>,
    /// By the position of a declared name.
    pub names: HashMap<usize, LayoutAttr>,
    /// `#pragma pack` changes in source order: (position, packing in force after it).
    pub packs: Vec<(usize, Option<u64>)>,
    /// Alignments that are not a power of two, or not a constant this pass can read:
    /// (position, message), reported by semantic analysis.
    pub errors: Vec<(usize, usize, String)>,
}

impl LayoutAttrs {
    /// The struct attributes of the struct whose keyword is at `lo`.
    pub fn of_struct(&self, lo: usize) -> LayoutAttr {
        self.structs.get(&lo).copied().unwrap_or_default()
    }

    /// The attributes of the name declared at `lo`.
    pub fn of_name(&self, lo: usize) -> LayoutAttr {
        self.names.get(&lo).copied().unwrap_or_default()
    }

    /// The `#pragma pack` value in force at `pos` (`None`: natural alignment).
    pub fn pack_at(&self, pos: usize) -> Option<u64> {
        self.packs
            .iter()
            .take_while(|(at, _)| *at < pos)
            .last()
            .and_then(|(_, p)| *p)
    }

    /// Replays the `#pragma pack` lines (`pack(n)`, `pack()`, `pack(push[, n])`,
    /// `pack(pop)`) into [`LayoutAttrs::packs`].
    pub fn read_packs(&mut self, pragmas: &[super::preprocess::Pragma]) {
        let mut current: Option<u64> = None;
        let mut stack: Vec<Option<u64>> = Vec::new();
        for p in pragmas {
            let Some(rest) = p.text.strip_prefix("pack") else {
                continue;
            };
            let rest = rest.trim();
            let Some(inner) = rest.strip_prefix('(').and_then(|r| r.strip_suffix(')')) else {
                continue;
            };
            let args: Vec<&str> = inner
                .split(',')
                .map(str::trim)
                .filter(|a| !a.is_empty())
                .collect();
            let number = args.iter().find_map(|a| a.parse::<u64>().ok());
            match args.first().copied() {
                Some("push") => {
                    stack.push(current);
                    if number.is_some() {
                        current = number;
                    }
                }
                Some("pop") => current = stack.pop().unwrap_or(None),
                _ => current = number,
            }
            self.packs.push((p.offset, current));
        }
    }
}

/// An attribute's parenthesised text, `toks[open..close]` with `toks[open]` the `(` after
/// `__attribute__`: the layout attributes among its items.
fn attribute_items(toks: &[Spanned]) -> LayoutAttr {
    let mut out = LayoutAttr::default();
    let mut i = 0;
    while i < toks.len() {
        if let Tok::Ident(name) = &toks[i].1 {
            let name = name.trim_start_matches("__").trim_end_matches("__");
            let args = matches!(toks.get(i + 1), Some((_, Tok::LParen, _)));
            match name {
                "packed" => out.packed = true,
                "aligned" if !args => out.merge(LayoutAttr {
                    packed: false,
                    aligned: Some(16),
                }),
                "aligned" => {
                    if let Some((_, Tok::Int(v), _)) = toks.get(i + 2) {
                        out.merge(LayoutAttr {
                            packed: false,
                            aligned: Some(v.value),
                        });
                    }
                }
                _ => {}
            }
        }
        i += 1;
    }
    out
}

/// `_Alignas(...)`'s operand (`toks` between its parentheses): an integer constant or a
/// basic type, whose alignment it is.
fn alignas_operand(toks: &[Spanned]) -> Option<u64> {
    match toks {
        [(_, Tok::Int(v), _)] => Some(v.value),
        _ => {
            let mut longs = 0;
            let mut base = None;
            for (_, t, _) in toks {
                match t {
                    Tok::KwChar => base = Some(1),
                    Tok::Short => base = Some(2),
                    Tok::KwInt | Tok::KwFloat => base = base.or(Some(4)),
                    Tok::Long => longs += 1,
                    Tok::Double => base = Some(8),
                    Tok::LongDouble => base = Some(16),
                    Tok::Star => base = Some(8),
                    Tok::Signed | Tok::Unsigned => base = base.or(Some(4)),
                    _ => return None,
                }
            }
            match (base, longs) {
                (Some(8), 1) => Some(16),
                (_, n) if n > 0 && base != Some(1) && base != Some(2) => Some(8),
                (b, _) => b,
            }
        }
    }
}

/// Collects layout attributes while the token pass drops attributes.
#[derive(Default)]
pub struct Collector {
    pub attrs: LayoutAttrs,
    /// The braces open in the output: the keyword position of the struct whose body each
    /// opens (`None`: another brace).
    braces: Vec<Option<usize>>,
    /// The output index of the last closing brace of a struct body, and its keyword position.
    closed_struct: Option<(usize, usize)>,
    /// Declarator attributes waiting for the whole output: (output index, attribute).
    pending: Vec<(usize, LayoutAttr)>,
}

impl Collector {
    /// Called for each token pushed to the output (before pushing it).
    pub fn on_push(&mut self, out: &[Spanned], tok: &Tok) {
        match tok {
            Tok::LBrace => {
                let n = out.len();
                let kw = |k: usize| match out.get(k) {
                    Some((lo, Tok::Struct | Tok::Union, _)) => Some(*lo),
                    _ => None,
                };
                let key = n.checked_sub(1).and_then(kw).or_else(|| {
                    matches!(out.get(n.wrapping_sub(1)), Some((_, Tok::Ident(_), _)))
                        .then(|| n.checked_sub(2).and_then(kw))
                        .flatten()
                });
                self.braces.push(key);
            }
            Tok::RBrace => {
                if let Some(Some(kw)) = self.braces.pop() {
                    self.closed_struct = Some((out.len(), kw));
                }
            }
            _ => {}
        }
    }

    /// An `__attribute__((...))` (`group`: its tokens from the first `(`) seen at output
    /// position `out.len()`.
    pub fn attribute(&mut self, out: &[Spanned], group: &[Spanned], lo: usize, hi: usize) {
        let attr = attribute_items(group);
        if !attr.is_empty() {
            self.place(out, attr, (lo, hi));
        }
    }

    /// `_Alignas(...)` (`group`: its tokens from the `(`).
    pub fn alignas(&mut self, out: &[Spanned], group: &[Spanned], lo: usize, hi: usize) {
        let inner = &group[1..group.len().saturating_sub(1)];
        match alignas_operand(inner) {
            Some(n) => self.place(
                out,
                LayoutAttr {
                    packed: false,
                    aligned: Some(n),
                },
                (lo, hi),
            ),
            None => self.attrs.errors.push((
                lo,
                hi,
                "'_Alignas' needs an integer constant or a basic type here".into(),
            )),
        }
    }

    /// Keeps `attr` for what it applies to; `at`: the attribute keyword's position.
    fn place(&mut self, out: &[Spanned], attr: LayoutAttr, at: (usize, usize)) {
        if let Some(n) = attr.aligned {
            if !n.is_power_of_two() {
                self.attrs.errors.push((
                    at.0,
                    at.1,
                    format!("requested alignment '{n}' is not a positive power of 2"),
                ));
                return;
            }
        }
        match out.last() {
            Some((lo, Tok::Struct | Tok::Union, _)) => {
                self.attrs.structs.entry(*lo).or_default().merge(attr);
            }
            Some(_) if self.closed_struct.map(|c| c.0) == Some(out.len() - 1) => {
                let kw = self.closed_struct.map(|c| c.1).unwrap_or_default();
                self.attrs.structs.entry(kw).or_default().merge(attr);
            }
            _ => self.pending.push((out.len(), attr)),
        }
    }

    /// Binds the declarator attributes to their names, once the output is complete.
    pub fn finish(mut self, out: &[Spanned]) -> LayoutAttrs {
        for (at, attr) in std::mem::take(&mut self.pending) {
            if let Some(lo) = declared_name(out, at) {
                self.attrs.names.entry(lo).or_default().merge(attr);
            }
        }
        self.attrs
    }
}

/// The declared name of the declarator segment around output index `at` (an attribute
/// stood just before `out[at]`): the last identifier outside parentheses, brackets and
/// braces between the `;`/`,`/`{`/`}` (or unmatched `(`) before and after.
fn declared_name(out: &[Spanned], at: usize) -> Option<usize> {
    let mut start = at;
    let mut depth = 0i32;
    while start > 0 {
        let t = &out[start - 1].1;
        match t {
            Tok::RParen | Tok::RBracket | Tok::RBrace => depth += 1,
            Tok::LParen | Tok::LBracket | Tok::LBrace if depth == 0 => break,
            Tok::LParen | Tok::LBracket | Tok::LBrace => depth -= 1,
            Tok::Semi | Tok::Comma if depth == 0 => break,
            _ => {}
        }
        start -= 1;
    }
    let mut end = at;
    depth = 0;
    while end < out.len() {
        match &out[end].1 {
            Tok::LParen | Tok::LBracket | Tok::LBrace => depth += 1,
            Tok::RParen | Tok::RBracket | Tok::RBrace if depth == 0 => break,
            Tok::RParen | Tok::RBracket | Tok::RBrace => depth -= 1,
            Tok::Semi | Tok::Comma | Tok::Assign | Tok::Colon if depth == 0 => break,
            _ => {}
        }
        end += 1;
    }
    let mut depth = 0i32;
    let mut name = None;
    for k in start..end {
        match &out[k].1 {
            Tok::LParen | Tok::LBracket | Tok::LBrace => depth += 1,
            Tok::RParen | Tok::RBracket | Tok::RBrace => depth -= 1,
            Tok::Ident(_) if depth == 0 => {
                let tag = k > 0
                    && matches!(
                        out[k - 1].1,
                        Tok::Struct | Tok::Union | Tok::Enum | Tok::Dot | Tok::Arrow
                    );
                if !tag {
                    name = Some(out[k].0);
                }
            }
            _ => {}
        }
    }
    name
}
