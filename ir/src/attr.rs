//! Op attributes: compile-time constants attached to ops by name.
//!
//! Textual forms: `42`, `-3`, `1.5`, `1e-7`, `inf`, `nan`, `true`, `"text"`, `@symbol`,
//! bare identifiers (`slt`, `block`), types (`f32`, `!mem.view<f32, 2>`), arrays `[a, b]`.

use crate::types::Type;
use std::fmt;

#[derive(Clone, Debug, PartialEq)]
pub enum Attr {
    Int(i64),
    Float(f64),
    Bool(bool),
    Str(String),
    /// A reference to a module-level symbol (function, extern or global).
    Symbol(String),
    /// An enumerator-like bare word (`slt`, `max`, `block`).
    Ident(String),
    Type(Type),
    Array(Vec<Attr>),
}

impl Attr {
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Attr::Int(i) => Some(*i),
            _ => None,
        }
    }

    pub fn as_float(&self) -> Option<f64> {
        match self {
            Attr::Float(f) => Some(*f),
            Attr::Int(i) => Some(*i as f64),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Attr::Bool(b) => Some(*b),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Attr::Str(s) | Attr::Symbol(s) | Attr::Ident(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_type(&self) -> Option<Type> {
        match self {
            Attr::Type(t) => Some(*t),
            Attr::Ident(s) => Type::parse(s),
            _ => None,
        }
    }

    pub fn as_array(&self) -> Option<&[Attr]> {
        match self {
            Attr::Array(a) => Some(a),
            _ => None,
        }
    }

    /// An array of integers, e.g. `[1, 0, -1]`.
    pub fn as_int_array(&self) -> Option<Vec<i64>> {
        self.as_array()?.iter().map(Attr::as_int).collect()
    }

    pub fn ints(values: impl IntoIterator<Item = i64>) -> Attr {
        Attr::Array(values.into_iter().map(Attr::Int).collect())
    }

    pub fn ident(s: impl Into<String>) -> Attr {
        Attr::Ident(s.into())
    }
}

/// Writes a float so that parsing the text gives back the same bits: Rust's shortest round-trip
/// form, with a `.0` added to integral values so the text is never read back as an integer.
pub fn write_float(f: &mut impl fmt::Write, v: f64) -> fmt::Result {
    if v.is_nan() {
        f.write_str("nan")
    } else if v.is_infinite() {
        f.write_str(if v > 0.0 { "inf" } else { "-inf" })
    } else {
        let s = format!("{v:?}");
        f.write_str(&s)?;
        if !s.contains(['.', 'e', 'E']) {
            f.write_str(".0")?;
        }
        Ok(())
    }
}

impl fmt::Display for Attr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Attr::Int(i) => write!(f, "{i}"),
            Attr::Float(v) => write_float(f, *v),
            Attr::Bool(b) => write!(f, "{b}"),
            Attr::Str(s) => {
                f.write_str("\"")?;
                for c in s.chars() {
                    match c {
                        '"' => f.write_str("\\\"")?,
                        '\\' => f.write_str("\\\\")?,
                        '\n' => f.write_str("\\n")?,
                        '\t' => f.write_str("\\t")?,
                        c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                            write!(f, "\\x{:02x}", c as u32)?
                        }
                        c => write!(f, "{c}")?,
                    }
                }
                f.write_str("\"")
            }
            Attr::Symbol(s) => write!(f, "@{s}"),
            Attr::Ident(s) => f.write_str(s),
            Attr::Type(t) => write!(f, "{t}"),
            Attr::Array(items) => {
                f.write_str("[")?;
                for (i, a) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{a}")?;
                }
                f.write_str("]")
            }
        }
    }
}

/// An ordered attribute dictionary (insertion order is kept, so printing is deterministic).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Attrs(Vec<(String, Attr)>);

impl Attrs {
    pub fn new() -> Self {
        Attrs(Vec::new())
    }

    pub fn get(&self, name: &str) -> Option<&Attr> {
        self.0.iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }

    pub fn set(&mut self, name: impl Into<String>, value: Attr) {
        let name = name.into();
        match self.0.iter_mut().find(|(k, _)| *k == name) {
            Some(slot) => slot.1 = value,
            None => self.0.push((name, value)),
        }
    }

    pub fn remove(&mut self, name: &str) -> Option<Attr> {
        let pos = self.0.iter().position(|(k, _)| k == name)?;
        Some(self.0.remove(pos).1)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &Attr)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v))
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn int(&self, name: &str) -> Option<i64> {
        self.get(name)?.as_int()
    }

    pub fn str(&self, name: &str) -> Option<&str> {
        self.get(name)?.as_str()
    }
}

impl<S: Into<String>> FromIterator<(S, Attr)> for Attrs {
    fn from_iter<T: IntoIterator<Item = (S, Attr)>>(iter: T) -> Self {
        let mut a = Attrs::new();
        for (k, v) in iter {
            a.set(k, v);
        }
        a
    }
}
