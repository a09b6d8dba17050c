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
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            // Integer suffixes (`10L`, `4u`) say nothing about the value.
            let digits = text[start..i].to_string();
            while i < bytes.len() && matches!(bytes[i], b'u' | b'U' | b'l' | b'L') {
                i += 1;
            }
            Tok::Int(digits)
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
    }
}
