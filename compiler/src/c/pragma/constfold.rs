//! Casts of constant operands in directive expressions (`shadow[(int)2.7]`,
//! `template[(int)(N * 1.5)]` once the macro `N` is expanded).
//!
//! The directive grammar computes in `long` and has no floating values, so leaving a cast
//! out is right only for integer operands that fit the target type. A cast whose operand is
//! an arithmetic constant expression is therefore folded here with C's rules (floating
//! arithmetic, conversion toward zero, the target type's width and signedness), and the
//! directive sees the integer it yields. Operands that name variables are not constants
//! and are left to the directive grammar.

use super::lexer::{Tok, Token};

/// The value of a constant expression.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Num {
    Int(i64),
    Real(f64),
}

/// An arithmetic type named by a cast.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Target {
    Int { bits: u32, signed: bool },
    Bool,
    Float,
    Double,
}

/// The arithmetic type spelled by C's type keywords (`unsigned char`, `long double`), or
/// `None` for anything else (typedef names, pointers, structs).
pub fn cast_target(words: &[&str]) -> Option<Target> {
    let (mut longs, mut base, mut unsigned) = (0, None, false);
    for w in words {
        match *w {
            "const" | "volatile" | "signed" => {}
            "unsigned" => unsigned = true,
            "long" => longs += 1,
            "char" | "short" | "int" | "float" | "double" | "_Bool" => base = Some(*w),
            _ => return None,
        }
    }
    Some(match base {
        Some("float") => Target::Float,
        Some("double") => Target::Double,
        Some("_Bool") => Target::Bool,
        Some("char") => Target::Int {
            bits: 8,
            signed: !unsigned,
        },
        Some("short") => Target::Int {
            bits: 16,
            signed: !unsigned,
        },
        _ if words.is_empty() => return None,
        _ => Target::Int {
            bits: if longs > 0 { 64 } else { 32 },
            signed: !unsigned,
        },
    })
}

impl Num {
    fn real(self) -> f64 {
        match self {
            Num::Int(i) => i as f64,
            Num::Real(r) => r,
        }
    }

    fn truth(self) -> bool {
        self.real() != 0.0
    }

    /// C's conversion of the value to `t`.
    pub fn cast(self, t: Target) -> Num {
        match t {
            Target::Float => Num::Real(self.real() as f32 as f64),
            Target::Double => Num::Real(self.real()),
            Target::Bool => Num::Int(self.truth() as i64),
            Target::Int { bits, signed } => {
                let v = match self {
                    Num::Int(i) => i,
                    Num::Real(r) => r.trunc() as i64,
                };
                Num::Int(narrow(v, bits, signed))
            }
        }
    }
}

/// `v` reduced modulo 2^bits, read as signed or unsigned.
fn narrow(v: i64, bits: u32, signed: bool) -> i64 {
    if bits >= 64 {
        return v;
    }
    let low = v & ((1i64 << bits) - 1);
    if signed && low >> (bits - 1) != 0 {
        low - (1i64 << bits)
    } else {
        low
    }
}

/// A parenthesised list of C type keywords at `at` (`(unsigned char)`): the words and the
/// index past `)`.
pub fn keyword_cast(toks: &[Token], at: usize) -> Option<(Target, usize)> {
    if toks.get(at).map(|t| &t.tok) != Some(&Tok::Punct('(')) {
        return None;
    }
    let mut k = at + 1;
    let mut words = Vec::new();
    while let Some(Tok::Ident(w)) = toks.get(k).map(|t| &t.tok) {
        words.push(w.as_str());
        k += 1;
    }
    if toks.get(k).map(|t| &t.tok) != Some(&Tok::Punct(')')) {
        return None;
    }
    Some((cast_target(&words)?, k + 1))
}

/// The value of the C unary expression (a cast's operand) at `toks[at]` when it is an
/// arithmetic constant, and the index past it.
pub fn operand(toks: &[Token], at: usize) -> Option<(Num, usize)> {
    let mut e = Eval { toks, at };
    let v = e.unary()?;
    Some((v, e.at))
}

struct Eval<'t> {
    toks: &'t [Token],
    at: usize,
}

/// The binary operators by precedence, loosest first (as the directive grammar has them).
const LEVELS: &[&[&str]] = &[
    &["||"],
    &["&&"],
    &["|"],
    &["^"],
    &["&"],
    &["==", "!="],
    &["<", "<=", ">", ">="],
    &["<<", ">>"],
    &["+", "-"],
    &["*", "/", "%"],
];

fn spelling(t: &Tok) -> Option<&str> {
    match t {
        Tok::Op(o) => Some(*o),
        Tok::Punct('+') => Some("+"),
        Tok::Punct('-') => Some("-"),
        Tok::Punct('*') => Some("*"),
        Tok::Punct('/') => Some("/"),
        Tok::Punct('%') => Some("%"),
        _ => None,
    }
}

impl Eval<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at).map(|t| &t.tok)
    }

    fn eat(&mut self, t: &Tok) -> bool {
        let yes = self.peek() == Some(t);
        if yes {
            self.at += 1;
        }
        yes
    }

    fn expr(&mut self) -> Option<Num> {
        let c = self.binary(0)?;
        if !self.eat(&Tok::Op("?")) {
            return Some(c);
        }
        let a = self.expr()?;
        if !self.eat(&Tok::Punct(':')) {
            return None;
        }
        let b = self.expr()?;
        Some(if c.truth() { a } else { b })
    }

    fn binary(&mut self, level: usize) -> Option<Num> {
        let Some(ops) = LEVELS.get(level) else {
            return self.unary();
        };
        let mut v = self.binary(level + 1)?;
        while let Some(op) = self.peek().and_then(spelling).filter(|o| ops.contains(o)) {
            let op = op.to_string();
            self.at += 1;
            let r = self.binary(level + 1)?;
            v = apply(&op, v, r)?;
        }
        Some(v)
    }

    fn unary(&mut self) -> Option<Num> {
        if self.eat(&Tok::Punct('-')) {
            return Some(match self.unary()? {
                Num::Int(i) => Num::Int(i.wrapping_neg()),
                Num::Real(r) => Num::Real(-r),
            });
        }
        if self.eat(&Tok::Punct('+')) {
            return self.unary();
        }
        if self.eat(&Tok::Op("!")) {
            return Some(Num::Int(!self.unary()?.truth() as i64));
        }
        if self.eat(&Tok::Op("~")) {
            return match self.unary()? {
                Num::Int(i) => Some(Num::Int(!i)),
                Num::Real(_) => None,
            };
        }
        if let Some((t, after)) = keyword_cast(self.toks, self.at) {
            self.at = after;
            return Some(self.unary()?.cast(t));
        }
        self.primary()
    }

    fn primary(&mut self) -> Option<Num> {
        let v = match self.peek()? {
            Tok::Int(d) => Num::Int(d.parse().ok()?),
            Tok::Float(f) => Num::Real(f.parse().ok()?),
            Tok::Punct('(') => {
                self.at += 1;
                let v = self.expr()?;
                return self.eat(&Tok::Punct(')')).then_some(v);
            }
            _ => return None,
        };
        self.at += 1;
        Some(v)
    }
}

/// `a op b` with C's usual arithmetic conversions (a floating operand makes it floating);
/// `None` where C has no constant value (division by zero, `%` or shifts of reals).
fn apply(op: &str, a: Num, b: Num) -> Option<Num> {
    use Num::*;
    let cmp = |yes: bool| Some(Int(yes as i64));
    match (op, a, b) {
        ("||", ..) => cmp(a.truth() || b.truth()),
        ("&&", ..) => cmp(a.truth() && b.truth()),
        ("==", ..) => cmp(a.real() == b.real()),
        ("!=", ..) => cmp(a.real() != b.real()),
        ("<", ..) => cmp(a.real() < b.real()),
        ("<=", ..) => cmp(a.real() <= b.real()),
        (">", ..) => cmp(a.real() > b.real()),
        (">=", ..) => cmp(a.real() >= b.real()),
        (_, Int(x), Int(y)) => Some(Int(match op {
            "+" => x.wrapping_add(y),
            "-" => x.wrapping_sub(y),
            "*" => x.wrapping_mul(y),
            "/" => x.checked_div(y)?,
            "%" => x.checked_rem(y)?,
            "<<" => x.checked_shl(u32::try_from(y).ok()?)?,
            ">>" => x.checked_shr(u32::try_from(y).ok()?)?,
            "&" => x & y,
            "|" => x | y,
            "^" => x ^ y,
            _ => return None,
        })),
        _ => {
            let (x, y) = (a.real(), b.real());
            Some(Real(match op {
                "+" => x + y,
                "-" => x - y,
                "*" => x * y,
                "/" => x / y,
                _ => return None,
            }))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::c::pragma::lexer::tokenize;

    fn cast_of(text: &str) -> Option<Num> {
        let toks = tokenize(text, 0).ok()?;
        let (t, after) = keyword_cast(&toks, 0)?;
        let (v, end) = operand(&toks, after)?;
        (end == toks.len()).then(|| v.cast(t))
    }

    #[test]
    fn folds_casts_as_c_does() {
        assert_eq!(cast_of("(int)2.7"), Some(Num::Int(2)));
        assert_eq!(cast_of("(int)-2.7"), Some(Num::Int(-2)));
        assert_eq!(cast_of("(int)(24 * 1.5)"), Some(Num::Int(36)));
        assert_eq!(cast_of("(long)(7 / 2 * 1.0)"), Some(Num::Int(3)));
        assert_eq!(cast_of("(int)((double)7 / 2 + 0.5)"), Some(Num::Int(4)));
        assert_eq!(cast_of("(unsigned char)257"), Some(Num::Int(1)));
        assert_eq!(cast_of("(signed char)200"), Some(Num::Int(-56)));
        assert_eq!(cast_of("(short)(1 ? 2.9 : 0)"), Some(Num::Int(2)));
        assert_eq!(cast_of("(_Bool)0.25"), Some(Num::Int(1)));
        assert_eq!(cast_of("(int)(n * 0.5)"), None);
        assert_eq!(cast_of("(real_t)2.5"), None);
    }
}
