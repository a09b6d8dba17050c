//! Tokens of a `#pragma dvm` line (after `cc -E`, so macros are already expanded).
//!
//! The directive language needs only identifiers, integer literals and a handful of
//! punctuators, so a small hand-written scanner is enough; every token keeps its byte range in
//! the preprocessed text, so that diagnostics point into the user's line.

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Ident(String),
    Int(String),
    /// One of `[ ] ( ) , : * + - / %`.
    Punct(char),
    /// C's other operators in directive expressions: `<< >> <= >= == != && || < > & | ^ ~ ! ?`.
    Op(&'static str),
}

/// The operators of [`Tok::Op`], two-character ones first.
const OPS: &[&str] = &[
    "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "<", ">", "&", "|", "^", "~", "!", "?",
];

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
        } else if b"[](),:*+-/%".contains(&c) {
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
