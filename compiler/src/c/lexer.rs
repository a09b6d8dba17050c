//! Tokens of preprocessed C, and the logos lexer for them.
//!
//! The input has been through `cc -E`: no comments, no directives (markers and pragmas were
//! taken out by `preprocess`). Only the standard C99 keywords are keywords here; GNU spellings
//! (`__attribute__`, `__restrict`, `_Float128`, ...) arrive as identifiers and are dealt with by
//! the token pass in `tokens`, which also turns identifiers that name typedefs into
//! [`Tok::TypeName`] (the grammar needs the distinction: `T * x;` is a declaration).

use logos::Logos;

/// An integer constant: value and the type its suffix asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntLit {
    pub value: u64,
    pub unsigned: bool,
    /// 0: no `l`, 1: `l`, 2: `ll`.
    pub longs: u8,
    /// Written in octal or hexadecimal (such constants may take an unsigned type).
    pub radix_not_10: bool,
}

/// A floating constant: value and whether it is a `float` (`f` suffix); a `long double` one
/// (`L` suffix) also keeps its text, which codegen rounds to 64 mantissa bits (the `f64`
/// value would lose the digits beyond a double's).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FloatLit {
    pub value: f64,
    pub single: bool,
    pub long: Option<LongText>,
    /// An imaginary constant (GNU `i`/`j` suffix, what `<complex.h>`'s `I` expands to).
    pub imaginary: bool,
}

/// The text of a `long double` constant without its suffix (kept inline so that tokens stay
/// `Copy`; a longer text keeps its first digits, past any that change an 80-bit value, and
/// its exponent).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LongText {
    bytes: [u8; LongText::MAX],
    len: u8,
}

impl LongText {
    const MAX: usize = 64;

    fn new(text: &str, value: f64) -> LongText {
        let mut bytes = [0u8; LongText::MAX];
        let hex = text.starts_with("0x") || text.starts_with("0X");
        let at = if hex {
            text.find(['p', 'P'])
        } else {
            text.find(['e', 'E'])
        };
        let (mantissa, exp) = text.split_at(at.unwrap_or(text.len()));
        let exp = &exp[..exp.len().min(LongText::MAX / 2)];
        let keep = mantissa.len().min(LongText::MAX - exp.len());
        let whole_digits = mantissa.find('.').unwrap_or(mantissa.len());
        let joined = if whole_digits > keep {
            // Digits before the point cannot be dropped: the nearest double instead.
            format!("{value:e}")
        } else {
            format!("{}{exp}", &mantissa[..keep])
        };
        bytes[..joined.len()].copy_from_slice(joined.as_bytes());
        LongText {
            bytes,
            len: joined.len() as u8,
        }
    }

    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("0")
    }
}

fn int_lit(lex: &mut logos::Lexer<Tok>) -> Option<IntLit> {
    let s = lex.slice();
    let digits_end = s.find(['u', 'U', 'l', 'L']).unwrap_or(s.len());
    let (digits, suffix) = s.split_at(digits_end);
    let (radix, body) = if let Some(h) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        (16, h)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    let value = u64::from_str_radix(body, radix).ok()?;
    let lower = suffix.to_ascii_lowercase();
    Some(IntLit {
        value,
        unsigned: lower.contains('u'),
        longs: lower.matches('l').count() as u8,
        radix_not_10: radix != 10,
    })
}

fn float_lit(lex: &mut logos::Lexer<Tok>) -> Option<FloatLit> {
    let (body, suffix) = split_suffix(lex.slice());
    let value: f64 = body.parse().ok()?;
    Some(FloatLit {
        value,
        single: suffix.contains(['f', 'F']),
        long: suffix
            .contains(['l', 'L'])
            .then(|| LongText::new(body, value)),
        imaginary: suffix.contains(['i', 'I', 'j', 'J']),
    })
}

/// A floating constant's digits and its suffix letters (`f`, `l`, `i`/`j` in either order;
/// a hexadecimal one ends in its exponent's decimal digits, so `f` there is a suffix).
fn split_suffix(s: &str) -> (&str, &str) {
    let body = s.trim_end_matches(['f', 'F', 'l', 'L', 'i', 'I', 'j', 'J']);
    (body, &s[body.len()..])
}

/// `0x1.8p3`: hexadecimal digits (with an optional point) scaled by a binary exponent. The
/// digits are gathered exactly (up to 32 of them), so the value is rounded once.
fn hex_float_lit(lex: &mut logos::Lexer<Tok>) -> Option<FloatLit> {
    let s = lex.slice();
    let (body, suffix) = split_suffix(s);
    let single = suffix.contains(['f', 'F']);
    let (mantissa, exp) = body[2..].split_once(['p', 'P'])?;
    let mut exp: i32 = exp.parse().ok()?;
    let mut digits: u128 = 0;
    let mut after_point = false;
    for c in mantissa.chars() {
        if c == '.' {
            after_point = true;
            continue;
        }
        if digits >> 124 != 0 {
            // Further digits cannot change a double; those before the point still scale it.
            if !after_point {
                exp = exp.checked_add(4)?;
            }
            continue;
        }
        digits = digits * 16 + c.to_digit(16)? as u128;
        if after_point {
            exp = exp.checked_sub(4)?;
        }
    }
    // Scaled in steps: 2^exp alone may overflow or underflow where the product does not.
    let mut value = digits as f64;
    while exp != 0 {
        let step = exp.clamp(-1000, 1000);
        value *= 2f64.powi(step);
        exp -= step;
    }
    let long = suffix
        .contains(['l', 'L'])
        .then(|| LongText::new(body, value));
    Some(FloatLit {
        value,
        single,
        long,
        imaginary: suffix.contains(['i', 'I', 'j', 'J']),
    })
}

/// Decodes the escapes of a character or string literal body (without the quotes).
pub fn unescape(body: &str) -> Option<Vec<u8>> {
    let b = body.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        i += 1;
        let c = *b.get(i)?;
        i += 1;
        let byte = match c {
            b'n' => b'\n',
            b't' => b'\t',
            b'r' => b'\r',
            b'a' => 7,
            b'b' => 8,
            b'f' => 12,
            b'v' => 11,
            b'e' => 27,
            b'\\' | b'\'' | b'"' | b'?' => c,
            // A universal character name: its UTF-8 bytes (as gcc's default execution
            // character set).
            b'u' | b'U' => {
                let digits = if c == b'u' { 4 } else { 8 };
                let code = u32::from_str_radix(body.get(i..i + digits)?, 16).ok()?;
                i += digits;
                let mut buf = [0u8; 4];
                let enc = char::from_u32(code)?.encode_utf8(&mut buf);
                let (last, first) = enc.as_bytes().split_last()?;
                out.extend_from_slice(first);
                *last
            }
            b'x' => {
                let start = i;
                while i < b.len() && b[i].is_ascii_hexdigit() {
                    i += 1;
                }
                u32::from_str_radix(body.get(start..i)?, 16).ok()? as u8
            }
            b'0'..=b'7' => {
                let start = i - 1;
                while i < b.len() && i < start + 3 && (b'0'..=b'7').contains(&b[i]) {
                    i += 1;
                }
                u32::from_str_radix(&body[start..i], 8).ok()? as u8
            }
            _ => return None,
        };
        out.push(byte);
    }
    Some(out)
}

/// A character constant's value, an `int`: one byte is a `char` (signed, as on x86-64); a
/// multi-character constant (`'ab'`) packs its bytes big-end first into the `int`, as gcc
/// does (implementation-defined in C99).
fn char_lit(lex: &mut logos::Lexer<Tok>) -> Option<i64> {
    let s = lex.slice();
    let bytes = unescape(&s[1..s.len() - 1])?;
    match bytes.as_slice() {
        [] => None,
        [c] => Some(*c as i8 as i64),
        many => Some(many.iter().fold(0u32, |v, &b| (v << 8) | u32::from(b)) as i32 as i64),
    }
}

/// A wide character constant `L'x'`: a `wchar_t` (a 32-bit `int` on Linux) holding the code
/// point of the character, decoded from the source's UTF-8 (an escape gives its byte value).
fn wide_char_lit(lex: &mut logos::Lexer<Tok>) -> Option<i64> {
    let s = lex.slice();
    let bytes = unescape(&s[2..s.len() - 1])?;
    match std::str::from_utf8(&bytes) {
        Ok(text) => text.chars().next().map(|c| i64::from(u32::from(c))),
        Err(_) => bytes.first().map(|&b| i64::from(b)),
    }
}

fn str_lit(lex: &mut logos::Lexer<Tok>) -> Option<Vec<u8>> {
    let s = lex.slice();
    let s = s.strip_prefix("u8").unwrap_or(s);
    unescape(&s[1..s.len() - 1])
}

/// A wide string literal `L"..."`: its `wchar_t` (32-bit) code units, one per character of
/// the source's UTF-8; an octal or hexadecimal escape is one unit of that value.
fn wide_str_lit(lex: &mut logos::Lexer<Tok>) -> Option<Vec<u32>> {
    let s = lex.slice();
    let body = &s[2..s.len() - 1];
    let mut out = Vec::with_capacity(body.len());
    let mut chars = body.char_indices().peekable();
    while let Some((_, c)) = chars.next() {
        if c != '\\' {
            out.push(u32::from(c));
            continue;
        }
        let (_, e) = chars.next()?;
        let radix_digits =
            |chars: &mut std::iter::Peekable<std::str::CharIndices>, radix: u32, most: usize| {
                let mut v = 0u32;
                let mut n = 0;
                while n < most {
                    match chars.peek().and_then(|&(_, d)| d.to_digit(radix)) {
                        Some(d) => {
                            v = v.wrapping_mul(radix).wrapping_add(d);
                            chars.next();
                            n += 1;
                        }
                        None => break,
                    }
                }
                (v, n)
            };
        out.push(match e {
            'x' => radix_digits(&mut chars, 16, usize::MAX).0,
            'u' | 'U' => {
                let want = if e == 'u' { 4 } else { 8 };
                let (v, n) = radix_digits(&mut chars, 16, want);
                (n == want).then_some(v)?
            }
            '0'..='7' => {
                let (rest, n) = radix_digits(&mut chars, 8, 2);
                e.to_digit(8)? * 8u32.pow(n as u32) + rest
            }
            other => u32::from(*unescape(&format!("\\{other}"))?.first()?),
        });
    }
    Some(out)
}

#[derive(Logos, Clone, Debug, PartialEq)]
#[logos(skip r"[ \t\r\n\f\v]+")]
pub enum Tok {
    #[regex("[A-Za-z_$][A-Za-z0-9_$]*", |lex| lex.slice().to_string())]
    Ident(String),
    /// An identifier that names a typedef in scope (made by the token pass, never lexed).
    TypeName(String),
    #[regex("(0[xX][0-9a-fA-F]+|[0-9]+)[uUlL]*", int_lit)]
    Int(IntLit),
    #[regex(
        r"([0-9]+\.[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?([fFlL][iIjJ]?|[iIjJ][fFlL]?)?",
        float_lit
    )]
    #[regex(r"[0-9]+[eE][+-]?[0-9]+([fFlL][iIjJ]?|[iIjJ][fFlL]?)?", float_lit)]
    #[regex(
        r"0[xX]([0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)[pP][+-]?[0-9]+([fFlL][iIjJ]?|[iIjJ][fFlL]?)?",
        hex_float_lit
    )]
    Float(FloatLit),
    #[regex(r"'([^'\\\n]|\\[^\n])+'", char_lit)]
    #[regex(r"L'([^'\\\n]|\\[^\n])+'", wide_char_lit)]
    Char(i64),
    #[regex(r#"(u8)?"([^"\\\n]|\\[^\n])*""#, str_lit)]
    Str(Vec<u8>),
    #[regex(r#"L"([^"\\\n]|\\[^\n])*""#, wide_str_lit)]
    WideStr(Vec<u32>),

    #[token("auto")]
    Auto,
    #[token("break")]
    Break,
    #[token("case")]
    Case,
    #[token("char")]
    KwChar,
    #[token("continue")]
    Continue,
    #[token("default")]
    Default,
    #[token("do")]
    Do,
    #[token("double")]
    Double,
    #[token("else")]
    Else,
    #[token("enum")]
    Enum,
    #[token("extern")]
    Extern,
    #[token("float")]
    KwFloat,
    #[token("for")]
    For,
    #[token("goto")]
    Goto,
    #[token("if")]
    If,
    #[token("int")]
    KwInt,
    #[token("long")]
    Long,
    #[token("register")]
    Register,
    #[token("return")]
    Return,
    #[token("short")]
    Short,
    #[token("signed")]
    Signed,
    #[token("sizeof")]
    Sizeof,
    #[token("_Alignof")]
    #[token("__alignof__")]
    #[token("__alignof")]
    Alignof,
    #[token("_Generic")]
    Generic,
    #[token("static")]
    Static,
    #[token("struct")]
    Struct,
    #[token("switch")]
    Switch,
    #[token("typedef")]
    Typedef,
    #[token("union")]
    Union,
    #[token("unsigned")]
    Unsigned,
    #[token("void")]
    Void,
    #[token("while")]
    While,
    #[token("_Bool")]
    Bool,
    /// `_Float128`, `_Float64x`, `__int128`: declared by the headers, not computed with (C's
    /// `long double` is `long` + `double`).
    LongDouble,
    /// `__builtin_va_list`.
    VaList,
    /// `restrict` right after a `*` (the token pass keeps it only there; it becomes LLVM's
    /// `noalias` on a function's pointer parameters).
    Restrict,
    /// `volatile` (and its `__` spellings): kept by the token pass as a qualifier.
    Volatile,
    /// `const` (and its `__` spellings): kept by the token pass as a qualifier (checked by
    /// `const_check.rs`; it changes no code).
    Const,
    /// `_Complex`/`__complex__`: kept by the token pass as a type specifier.
    Complex,
    /// GNU's `__real__` (the real part of a complex value; the token pass makes it).
    RealPart,
    /// GNU's `__imag__`.
    ImagPart,
    /// `__builtin_offsetof` (what `<stddef.h>`'s `offsetof` expands to).
    Offsetof,
    /// `__builtin_va_arg` (what `<stdarg.h>`'s `va_arg` expands to: its second operand is a
    /// type).
    VaArg,

    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("[")]
    #[token("<:")] // digraph (C99 6.4.6p3)
    LBracket,
    #[token("]")]
    #[token(":>")] // digraph (C99 6.4.6p3)
    RBracket,
    #[token("{")]
    #[token("<%")] // digraph (C99 6.4.6p3)
    LBrace,
    #[token("}")]
    #[token("%>")] // digraph (C99 6.4.6p3)
    RBrace,
    #[token(".")]
    Dot,
    #[token("->")]
    Arrow,
    #[token("++")]
    Inc,
    #[token("--")]
    Dec,
    #[token("&")]
    Amp,
    #[token("*")]
    Star,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("~")]
    Tilde,
    #[token("!")]
    Bang,
    #[token("/")]
    Slash,
    #[token("%")]
    Percent,
    #[token("<<")]
    Shl,
    #[token(">>")]
    Shr,
    #[token("<")]
    Lt,
    #[token(">")]
    Gt,
    #[token("<=")]
    Le,
    #[token(">=")]
    Ge,
    #[token("==")]
    EqEq,
    #[token("!=")]
    Ne,
    #[token("^")]
    Caret,
    #[token("|")]
    Pipe,
    #[token("&&")]
    AndAnd,
    #[token("||")]
    OrOr,
    #[token("?")]
    Question,
    #[token(":")]
    Colon,
    #[token(";")]
    Semi,
    #[token("...")]
    Ellipsis,
    #[token("=")]
    Assign,
    #[token("*=")]
    MulAssign,
    #[token("/=")]
    DivAssign,
    #[token("%=")]
    ModAssign,
    #[token("+=")]
    AddAssign,
    #[token("-=")]
    SubAssign,
    #[token("<<=")]
    ShlAssign,
    #[token(">>=")]
    ShrAssign,
    #[token("&=")]
    AndAssign,
    #[token("^=")]
    XorAssign,
    #[token("|=")]
    OrAssign,
    #[token(",")]
    Comma,
}

/// A token with its byte range in the preprocessed text.
pub type Spanned = (usize, Tok, usize);

/// Lexes the whole text; `Err` holds the byte ranges of what could not be lexed.
pub fn lex(text: &str) -> (Vec<Spanned>, Vec<(usize, usize)>) {
    let mut toks = Vec::new();
    let mut bad = Vec::new();
    let mut lexer = Tok::lexer(text);
    while let Some(t) = lexer.next() {
        let r = lexer.span();
        match t {
            Ok(t) => toks.push((r.start, t, r.end)),
            Err(()) => bad.push((r.start, r.end)),
        }
    }
    (toks, bad)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digraphs_are_brackets_and_braces() {
        let (t, bad) = lex("a<:2:> = <%1%>;");
        assert!(bad.is_empty());
        let kinds: Vec<Tok> = t.into_iter().map(|(_, t, _)| t).collect();
        assert_eq!(kinds[1], Tok::LBracket);
        assert_eq!(kinds[3], Tok::RBracket);
        assert_eq!(kinds[5], Tok::LBrace);
        assert_eq!(kinds[7], Tok::RBrace);
    }

    #[test]
    fn numbers_chars_and_strings() {
        let (t, bad) = lex("0x1Fu 017 10L 1.5f .5e1 'a' '\\n' \"a\\tb\" x_1 <<= ...");
        assert!(bad.is_empty());
        let kinds: Vec<Tok> = t.into_iter().map(|(_, t, _)| t).collect();
        assert!(matches!(
            kinds[0],
            Tok::Int(IntLit {
                value: 31,
                unsigned: true,
                ..
            })
        ));
        assert!(matches!(kinds[1], Tok::Int(IntLit { value: 15, .. })));
        assert!(matches!(
            kinds[2],
            Tok::Int(IntLit {
                value: 10,
                longs: 1,
                ..
            })
        ));
        assert_eq!(
            kinds[3],
            Tok::Float(FloatLit {
                value: 1.5,
                single: true,
                long: None,
                imaginary: false
            })
        );
        assert_eq!(
            kinds[4],
            Tok::Float(FloatLit {
                value: 5.0,
                single: false,
                long: None,
                imaginary: false
            })
        );
        assert_eq!(kinds[5], Tok::Char(97));
        assert_eq!(kinds[6], Tok::Char(10));
        assert_eq!(kinds[7], Tok::Str(b"a\tb".to_vec()));
        assert_eq!(kinds[8], Tok::Ident("x_1".into()));
        assert_eq!(kinds[9], Tok::ShlAssign);
        assert_eq!(kinds[10], Tok::Ellipsis);
    }

    #[test]
    fn long_double_constants_keep_their_text() {
        let (t, bad) = lex("0.1L 1.18973149535723176502e+4932L 0x1.8p1L 2.5");
        assert!(bad.is_empty());
        let texts: Vec<Option<String>> = t
            .into_iter()
            .map(|(_, t, _)| match t {
                Tok::Float(f) => f.long.map(|l| l.as_str().to_string()),
                _ => None,
            })
            .collect();
        let want = ["0.1", "1.18973149535723176502e+4932", "0x1.8p1"];
        for (got, want) in texts.iter().zip(want) {
            assert_eq!(got.as_deref(), Some(want));
        }
        assert_eq!(texts[3], None);
        let (t, bad) = lex("1.0iF 2.5fi 3.5 0x1p1i");
        assert!(bad.is_empty());
        let imag: Vec<(bool, bool)> = t
            .into_iter()
            .filter_map(|(_, t, _)| match t {
                Tok::Float(f) => Some((f.imaginary, f.single)),
                _ => None,
            })
            .collect();
        assert_eq!(
            imag,
            [(true, true), (true, true), (false, false), (true, false)]
        );
    }

    #[test]
    fn hexadecimal_floating_constants() {
        let (t, bad) = lex("0x1.8p1 0x10p-4 0X.8P+1f 0x1p-1074 0xA");
        assert!(bad.is_empty());
        let values: Vec<Option<(f64, bool)>> = t
            .into_iter()
            .map(|(_, t, _)| match t {
                Tok::Float(f) => Some((f.value, f.single)),
                _ => None,
            })
            .collect();
        assert_eq!(
            values,
            [
                Some((3.0, false)),
                Some((1.0, false)),
                Some((1.0, true)),
                Some((f64::from_bits(1), false)),
                None
            ]
        );
    }
}
