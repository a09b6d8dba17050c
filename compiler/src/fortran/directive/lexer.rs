//! The lexer of Fortran-spelled DVMH directive lines (the text after `!DVM$`, cooked: lower
//! case, runs of blanks collapsed to one).
//!
//! Directives have their own small token set, so they do not go through the Fortran statement
//! lexer: names, integer literals and punctuation. Keywords are not reserved (an array may be
//! called `ON` or `MAX`), so words stay words here; [`keyword`] says which words the directive
//! grammar knows as keywords, and the parser turns those into [`Tok::Key`] tokens, which the
//! grammar accepts as names as well wherever a name may stand.

use logos::Logos;
use std::fmt;

#[derive(Logos, Clone, Debug, PartialEq)]
#[logos(skip r"[ \t]+")]
enum RawTok {
    #[regex(r"[a-z_][a-z0-9_$]*", |lex| lex.slice().to_string())]
    Word(String),
    #[regex(r"[0-9]+", |lex| lex.slice().to_string())]
    Int(String),
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("*")]
    Star,
    #[token("**")]
    Power,
    #[token("/")]
    Slash,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token(",")]
    Comma,
    #[token(":")]
    Colon,
    #[token("::")]
    DoubleColon,
    #[token("=")]
    Assign,
}

/// A directive token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// A word that is not a directive keyword.
    Ident(String),
    /// A directive keyword (the lower-case word, from [`KEYWORDS`]).
    Key(&'static str),
    /// The digits of an integer literal.
    Int(String),
    Plus,
    Minus,
    Star,
    Power,
    Slash,
    LParen,
    RParen,
    Comma,
    Colon,
    DoubleColon,
    Assign,
}

impl fmt::Display for Tok {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::Ident(s) | Tok::Int(s) => write!(f, "'{s}'"),
            Tok::Key(k) => write!(f, "'{}'", k.to_ascii_uppercase()),
            Tok::Plus => f.write_str("'+'"),
            Tok::Minus => f.write_str("'-'"),
            Tok::Star => f.write_str("'*'"),
            Tok::Power => f.write_str("'**'"),
            Tok::Slash => f.write_str("'/'"),
            Tok::LParen => f.write_str("'('"),
            Tok::RParen => f.write_str("')'"),
            Tok::Comma => f.write_str("','"),
            Tok::Colon => f.write_str("':'"),
            Tok::DoubleColon => f.write_str("'::'"),
            Tok::Assign => f.write_str("'='"),
        }
    }
}

/// The words the directive grammar treats as keywords (directive names, clause names,
/// distribution formats, reduction operations, data directions).
pub const KEYWORDS: &[&str] = &[
    "across",
    "actual",
    "align",
    "and",
    "async",
    "barrier",
    "block",
    "corner",
    "create_shadow_group",
    "cuda_block",
    "distribute",
    "dynamic",
    "end",
    "eqv",
    "gen_block",
    "get_actual",
    "host_section",
    "in",
    "inherit",
    "inlocal",
    "inout",
    "interval",
    "local",
    "max",
    "maxloc",
    "min",
    "minloc",
    "mult_block",
    "neqv",
    "new",
    "new_value",
    "on",
    "onto",
    "or",
    "out",
    "parallel",
    "prefetch",
    "private",
    "processors",
    "product",
    "realign",
    "redistribute",
    "reduction",
    "reduction_group",
    "reduction_start",
    "reduction_wait",
    "region",
    "remote_access",
    "remote_group",
    "reset",
    "shadow",
    "shadow_group",
    "shadow_renew",
    "shadow_start",
    "shadow_wait",
    "stage",
    "sum",
    "targets",
    "template",
    "tie",
    "wgt_block",
    "with",
];

/// The keyword `word` is, if any.
pub fn keyword(word: &str) -> Option<&'static str> {
    KEYWORDS.iter().copied().find(|k| *k == word)
}

/// Words that are two keywords written together in fixed form (`ENDREGION`).
const JOINED: &[(&str, &str, &str)] = &[
    ("endregion", "end", "region"),
    ("endhost_section", "end", "host_section"),
    ("endinterval", "end", "interval"),
    ("end_interval", "end", "interval"),
    ("end_host_section", "end", "host_section"),
];

/// A lexing error: the byte range of `text` and the message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexError {
    pub lo: usize,
    pub hi: usize,
    pub message: String,
}

pub type Spanned = (usize, Tok, usize);

/// Lexes a cooked directive line into tokens with byte offsets into `text`.
pub fn lex(text: &str) -> Result<Vec<Spanned>, LexError> {
    let mut out = Vec::new();
    let mut lexer = RawTok::lexer(text);
    while let Some(raw) = lexer.next() {
        let span = lexer.span();
        let (lo, hi) = (span.start, span.end);
        let tok = match raw {
            Ok(RawTok::Word(w)) => {
                if let Some((_, a, b)) = JOINED.iter().find(|(j, _, _)| *j == w) {
                    let mid = lo + a.len();
                    let rest = if w.as_bytes().get(a.len()) == Some(&b'_') {
                        mid + 1
                    } else {
                        mid
                    };
                    out.push((lo, Tok::Key(a), mid));
                    out.push((rest, Tok::Key(b), hi));
                    continue;
                }
                match keyword(&w) {
                    Some(k) => Tok::Key(k),
                    None => Tok::Ident(w),
                }
            }
            Ok(RawTok::Int(d)) => Tok::Int(d),
            Ok(RawTok::Plus) => Tok::Plus,
            Ok(RawTok::Minus) => Tok::Minus,
            Ok(RawTok::Star) => Tok::Star,
            Ok(RawTok::Power) => Tok::Power,
            Ok(RawTok::Slash) => Tok::Slash,
            Ok(RawTok::LParen) => Tok::LParen,
            Ok(RawTok::RParen) => Tok::RParen,
            Ok(RawTok::Comma) => Tok::Comma,
            Ok(RawTok::Colon) => Tok::Colon,
            Ok(RawTok::DoubleColon) => Tok::DoubleColon,
            Ok(RawTok::Assign) => Tok::Assign,
            Err(()) => {
                let c = text[lo..].chars().next().unwrap_or('?');
                let message = if c == '\'' || c == '"' {
                    "a character literal cannot appear in a DVMH directive".to_string()
                } else {
                    format!("unexpected character '{c}'")
                };
                let hi = lo + c.len_utf8();
                return Err(LexError { lo, hi, message });
            }
        };
        out.push((lo, tok, hi));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        lex(s).unwrap().into_iter().map(|(_, t, _)| t).collect() // ok: test
    }

    #[test]
    fn words_numbers_and_punctuation() {
        assert_eq!(
            toks("parallel (j) on a(i, *) :: 10 x1"),
            vec![
                Tok::Key("parallel"),
                Tok::LParen,
                Tok::Ident("j".into()),
                Tok::RParen,
                Tok::Key("on"),
                Tok::Ident("a".into()),
                Tok::LParen,
                Tok::Ident("i".into()),
                Tok::Comma,
                Tok::Star,
                Tok::RParen,
                Tok::DoubleColon,
                Tok::Int("10".into()),
                Tok::Ident("x1".into()),
            ]
        );
    }

    #[test]
    fn joined_end_words_are_split() {
        let t = lex("endregion").unwrap(); // ok: test
        assert_eq!(t, vec![(0, Tok::Key("end"), 3), (3, Tok::Key("region"), 9)]);
        let t = lex("end_interval").unwrap(); // ok: test
        assert_eq!(
            t,
            vec![(0, Tok::Key("end"), 3), (4, Tok::Key("interval"), 12)]
        );
    }

    #[test]
    fn bad_characters_are_errors() {
        let e = lex("shadow a(1) ; 'x'").unwrap_err(); // ok: test
        assert_eq!((e.lo, e.message.as_str()), (12, "unexpected character ';'"));
        let e = lex("io_mode 'x'").unwrap_err(); // ok: test
        assert_eq!(e.lo, 8);
    }
}
