//! Tokens of a `#pragma dvm` line (after `cc -E`, so macros are already expanded).
//!
//! The directive language needs only identifiers, integer and floating literals (the latter
//! only under casts, `(int)2.7`) and a handful of punctuators, so a small hand-written
//! scanner is enough; every token keeps its byte range in
//! the preprocessed text, so that diagnostics point into the user's line.

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Ident(String),
    Int(String),
    /// A floating constant's text without its suffix (`2.5`, `1e3`, `.5`).
    Float(String),
    /// One of `[ ] ( ) , : * + - / % .` (the dot of `sizeof(s.x)`).
    Punct(char),
    /// C's other operators in directive expressions: `<< >> <= >= == != && || < > & | ^ ~ ! ?`
    /// and the `->` of `sizeof(p->x)`.
    Op(&'static str),
}

/// The operators of [`Tok::Op`], two-character ones first.
const OPS: &[&str] = &[
    "->", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "<", ">", "&", "|", "^", "~", "!", "?",
];

/// The length of the decimal floating constant at the start of `b` (`2.7`, `.5`, `1e-3`,
/// `3.f`; suffix included), or `None` when it is an integer or no number at all.
fn float_len(b: &[u8]) -> Option<usize> {
    let digits = |from: usize| from + b[from..].iter().take_while(|c| c.is_ascii_digit()).count();
    let mut i = digits(0);
    let mut is_float = false;
    if b.get(i) == Some(&b'.') {
        is_float = true;
        i = digits(i + 1);
    }
    if i == 0 || (i == 1 && b[0] == b'.') {
        return None;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        let mut k = i + 1;
        if matches!(b.get(k), Some(b'+' | b'-')) {
            k += 1;
        }
        if b.get(k).is_some_and(u8::is_ascii_digit) {
            is_float = true;
            i = digits(k);
        }
    }
    if !is_float {
        return None;
    }
    if matches!(b.get(i), Some(b'f' | b'F' | b'l' | b'L')) {
        i += 1;
    }
    Some(i)
}

/// The value of a C integer literal's digits (`0x1F`, `017`, `42`) as decimal digits, or
/// `None` when it is not one.
fn c_int_digits(text: &str) -> Option<String> {
    let v = if let Some(h) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()?
    } else if text.len() > 1 && text.starts_with('0') {
        u64::from_str_radix(&text[1..], 8).ok()?
    } else {
        return Some(text.to_string());
    };
    Some(v.to_string())
}

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub tok: Tok,
    pub lo: usize,
    pub hi: usize,
}

/// Splits `text` (which starts at offset `base` of the preprocessed text) into tokens; `Err`
/// gives the offset and text of a character the directive language does not use.
pub fn tokenize(text: &str, base: usize) -> Result<Vec<Token>, (usize, String)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        let tok = if c.is_ascii_alphabetic() || c == b'_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            Tok::Ident(text[start..i].to_string())
        } else if let Some(n) = float_len(&bytes[i..]) {
            i += n;
            let digits = text[start..i].trim_end_matches(['f', 'F', 'l', 'L']);
            Tok::Float(digits.to_string())
        } else if c.is_ascii_digit() {
            while i < bytes.len()
                && (bytes[i].is_ascii_hexdigit()
                    || (i == start + 1 && c == b'0' && matches!(bytes[i], b'x' | b'X')))
            {
                i += 1;
            }
            // Integer suffixes (`10L`, `4u`) say nothing about the value.
            let Some(digits) = c_int_digits(&text[start..i]) else {
                return Err((base + start, text[start..i].to_string()));
            };
            while i < bytes.len() && matches!(bytes[i], b'u' | b'U' | b'l' | b'L') {
                i += 1;
            }
            Tok::Int(digits)
        } else if let Some(op) = OPS.iter().find(|op| text[start..].starts_with(**op)) {
            i += op.len();
            Tok::Op(op)
        } else if b"[](),:*+-/%.".contains(&c) {
            i += 1;
            Tok::Punct(c as char)
        } else {
            let ch = text[start..].chars().next().unwrap_or('?');
            return Err((base + start, ch.to_string()));
        };
        out.push(Token {
            tok,
            lo: base + start,
            hi: base + i,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_a_parallel_directive() {
        let t = tokenize("parallel([i] on A[i+1]) reduction(sum(s))", 10).unwrap(); // ok: test
        assert_eq!(t[0].tok, Tok::Ident("parallel".into()));
        assert_eq!((t[0].lo, t[0].hi), (10, 18));
        assert!(t.iter().any(|k| k.tok == Tok::Int("1".into())));
        assert_eq!(tokenize("a ; b", 0), Err((2, ";".into())));
        let t = tokenize("(int)2.7 + .5e1f - 3e2 * 1.", 0).unwrap(); // ok: test
        let floats: Vec<Tok> = t
            .into_iter()
            .map(|t| t.tok)
            .filter(|t| matches!(t, Tok::Float(_)))
            .collect();
        assert_eq!(
            floats,
            [
                Tok::Float("2.7".into()),
                Tok::Float(".5e1".into()),
                Tok::Float("3e2".into()),
                Tok::Float("1.".into())
            ]
        );
        let t = tokenize("0x1f << 017 >= 3u", 0).unwrap(); // ok: test
        let toks: Vec<Tok> = t.into_iter().map(|t| t.tok).collect();
        assert_eq!(
            toks,
            [
                Tok::Int("31".into()),
                Tok::Op("<<"),
                Tok::Int("15".into()),
                Tok::Op(">="),
                Tok::Int("3".into())
            ]
        );
    }
}
