//! Tokens of a format specification.
//!
//! Format specifications have their own lexical rules, unrelated to Fortran source: blanks and tabs
//! are insignificant outside character literals and Hollerith text (even inside a number or a
//! two-letter descriptor such as `E N`), letters are case-insensitive, and a sign is only part of
//! a number in front of `P`. The token set and the way multi-letter descriptors are recognised
//! follow gfortran's format checker, so that the parser above accepts exactly what gfortran
//! accepts.

/// What a token is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TokenKind {
    /// `+n` or `-n` (only meaningful in front of `P`).
    SignedInt(i64),
    /// An unsigned integer consisting only of zeros.
    Zero,
    /// An unsigned integer with at least one nonzero digit.
    PosInt(u64),
    Period,
    Comma,
    Colon,
    Slash,
    Dollar,
    LParen,
    RParen,
    Star,
    X,
    /// `S`, `SP` or `SS`.
    Sign(SignKeyword),
    /// `BN` (`false`) or `BZ` (`true`).
    Blank(bool),
    /// `DC` (`true`) or `DP` (`false`).
    Decimal(bool),
    /// `RU`, `RD`, `RZ`, `RN`, `RC`, `RP`.
    Round(RoundKeyword),
    /// A quoted literal; `start..end` is the text between the delimiters, still doubled.
    Literal {
        delimiter: u8,
        start: usize,
        end: usize,
    },
    P,
    I,
    B,
    O,
    Z,
    F,
    E,
    EN,
    ES,
    D,
    G,
    L,
    A,
    H,
    DT,
    T,
    TL,
    TR,
    /// End of the specification text.
    End,
    /// A literal whose closing delimiter is missing.
    UnterminatedLiteral,
    /// A character that starts no token.
    Unknown(char),
}

/// `S`, `SP`, `SS`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SignKeyword {
    S,
    SP,
    SS,
}

/// `RU`, `RD`, `RZ`, `RN`, `RC`, `RP`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RoundKeyword {
    Up,
    Down,
    Zero,
    Nearest,
    Compatible,
    ProcessorDefined,
}

/// A token with its position in the specification text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Token {
    pub kind: TokenKind,
    /// Byte offset of the token's first character.
    pub start: usize,
    /// Byte offset just past the token's last character.
    pub end: usize,
}

/// Splits a specification into tokens, one at a time, with one token of push-back.
pub(crate) struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    pushed_back: Option<Token>,
}

impl<'a> Lexer<'a> {
    pub fn new(text: &'a str) -> Self {
        Lexer {
            text,
            pos: 0,
            pushed_back: None,
        }
    }

    /// The next token.
    pub fn next_token(&mut self) -> Token {
        if let Some(token) = self.pushed_back.take() {
            return token;
        }
        self.lex()
    }

    /// Makes `token` the next token returned.
    pub fn push_back(&mut self, token: Token) {
        debug_assert!(self.pushed_back.is_none());
        self.pushed_back = Some(token);
    }

    /// Consumes `count` raw characters (Hollerith text), blanks included. Returns the byte range,
    /// or `None` when the text ends first.
    pub fn take_raw(&mut self, count: u64) -> Option<(usize, usize)> {
        debug_assert!(self.pushed_back.is_none());
        let start = self.pos;
        let mut chars = self.text[start..].char_indices();
        let mut end = start;
        for _ in 0..count {
            let (offset, c) = chars.next()?;
            end = start + offset + c.len_utf8();
        }
        self.pos = end;
        Some((start, end))
    }

    /// Byte offset of the next character not yet consumed.
    pub fn offset(&self) -> usize {
        self.pushed_back.map_or(self.pos, |token| token.start)
    }

    /// The text of the specification.
    pub fn text(&self) -> &'a str {
        self.text
    }

    /// The next character with its offset, upper-cased, or `None` at the end.
    fn next_char(&mut self) -> Option<(usize, char)> {
        let c = self.text[self.pos..].chars().next()?;
        let at = self.pos;
        self.pos += c.len_utf8();
        Some((at, c.to_ascii_uppercase()))
    }

    /// Like `next_char`, skipping blanks and tabs.
    fn next_char_not_blank(&mut self) -> Option<(usize, char)> {
        loop {
            match self.next_char() {
                Some((_, ' ' | '\t')) => continue,
                other => return other,
            }
        }
    }

    /// Looks at the next non-blank character; consumes it when it is one of `wanted`.
    fn accept_one_of(&mut self, wanted: &[char]) -> Option<char> {
        let saved = self.pos;
        match self.next_char_not_blank() {
            Some((_, c)) if wanted.contains(&c) => Some(c),
            _ => {
                self.pos = saved;
                None
            }
        }
    }

    /// Reads the remaining digits of a number whose first digit is `first`.
    fn digits(&mut self, first: char) -> (u64, bool) {
        let mut value = u64::from(first.to_digit(10).unwrap_or(0)); // ok: caller passes a digit
        let mut all_zero = first == '0';
        loop {
            let saved = self.pos;
            match self.next_char_not_blank() {
                Some((_, c @ '0'..='9')) => {
                    let digit = u64::from(c.to_digit(10).unwrap_or(0)); // ok: matched a digit
                    value = value.saturating_mul(10).saturating_add(digit);
                    all_zero &= c == '0';
                }
                _ => {
                    self.pos = saved;
                    return (value, all_zero);
                }
            }
        }
    }

    fn lex(&mut self) -> Token {
        let Some((start, c)) = self.next_char_not_blank() else {
            return Token {
                kind: TokenKind::End,
                start: self.pos,
                end: self.pos,
            };
        };
        let kind = match c {
            '+' | '-' => {
                let saved = self.pos;
                match self.next_char_not_blank() {
                    Some((_, d @ '0'..='9')) => {
                        let (value, _) = self.digits(d);
                        let value = i64::try_from(value).unwrap_or(i64::MAX);
                        TokenKind::SignedInt(if c == '-' { -value } else { value })
                    }
                    _ => {
                        self.pos = saved;
                        TokenKind::Unknown(c)
                    }
                }
            }
            '0'..='9' => match self.digits(c) {
                (_, true) => TokenKind::Zero,
                (value, false) => TokenKind::PosInt(value),
            },
            '.' => TokenKind::Period,
            ',' => TokenKind::Comma,
            ':' => TokenKind::Colon,
            '/' => TokenKind::Slash,
            '$' => TokenKind::Dollar,
            '(' => TokenKind::LParen,
            ')' => TokenKind::RParen,
            '*' => TokenKind::Star,
            'X' => TokenKind::X,
            'P' => TokenKind::P,
            'I' => TokenKind::I,
            'O' => TokenKind::O,
            'Z' => TokenKind::Z,
            'F' => TokenKind::F,
            'G' => TokenKind::G,
            'L' => TokenKind::L,
            'A' => TokenKind::A,
            'H' => TokenKind::H,
            'T' => match self.accept_one_of(&['L', 'R']) {
                Some('L') => TokenKind::TL,
                Some(_) => TokenKind::TR,
                None => TokenKind::T,
            },
            'S' => match self.accept_one_of(&['P', 'S']) {
                Some('P') => TokenKind::Sign(SignKeyword::SP),
                Some(_) => TokenKind::Sign(SignKeyword::SS),
                None => TokenKind::Sign(SignKeyword::S),
            },
            'B' => match self.accept_one_of(&['N', 'Z']) {
                Some('N') => TokenKind::Blank(false),
                Some(_) => TokenKind::Blank(true),
                None => TokenKind::B,
            },
            'E' => match self.accept_one_of(&['N', 'S']) {
                Some('N') => TokenKind::EN,
                Some(_) => TokenKind::ES,
                None => TokenKind::E,
            },
            'D' => match self.accept_one_of(&['P', 'C', 'T']) {
                Some('P') => TokenKind::Decimal(false),
                Some('C') => TokenKind::Decimal(true),
                Some(_) => TokenKind::DT,
                None => TokenKind::D,
            },
            'R' => match self.accept_one_of(&['U', 'D', 'Z', 'N', 'C', 'P']) {
                Some('U') => TokenKind::Round(RoundKeyword::Up),
                Some('D') => TokenKind::Round(RoundKeyword::Down),
                Some('Z') => TokenKind::Round(RoundKeyword::Zero),
                Some('N') => TokenKind::Round(RoundKeyword::Nearest),
                Some('C') => TokenKind::Round(RoundKeyword::Compatible),
                Some(_) => TokenKind::Round(RoundKeyword::ProcessorDefined),
                None => TokenKind::Unknown('R'),
            },
            '\'' | '"' => self.literal(c),
            other => TokenKind::Unknown(other),
        };
        Token {
            kind,
            start,
            end: self.pos,
        }
    }

    /// A quoted literal; the opening delimiter `quote` has been consumed.
    fn literal(&mut self, quote: char) -> TokenKind {
        let start = self.pos;
        loop {
            match self.next_char() {
                None => return TokenKind::UnterminatedLiteral,
                Some((at, c)) if c == quote => {
                    let saved = self.pos;
                    match self.next_char() {
                        Some((_, next)) if next == quote => continue,
                        _ => {
                            self.pos = saved;
                            return TokenKind::Literal {
                                delimiter: quote as u8,
                                start,
                                end: at,
                            };
                        }
                    }
                }
                Some(_) => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<TokenKind> {
        let mut lexer = Lexer::new(text);
        let mut out = Vec::new();
        loop {
            let token = lexer.next_token();
            out.push(token.kind);
            if token.kind == TokenKind::End {
                return out;
            }
        }
    }

    #[test]
    fn blanks_are_insignificant_inside_numbers_and_keywords() {
        assert_eq!(
            kinds("1 0 t l 5 e n"),
            vec![
                TokenKind::PosInt(10),
                TokenKind::TL,
                TokenKind::PosInt(5),
                TokenKind::EN,
                TokenKind::End
            ]
        );
    }

    #[test]
    fn zeros_signed_numbers_and_unknowns() {
        assert_eq!(
            kinds("00 -2P +3 - Q"),
            vec![
                TokenKind::Zero,
                TokenKind::SignedInt(-2),
                TokenKind::P,
                TokenKind::SignedInt(3),
                TokenKind::Unknown('-'),
                TokenKind::Unknown('Q'),
                TokenKind::End
            ]
        );
    }

    #[test]
    fn literal_keeps_doubled_delimiters_and_reports_its_range() {
        let text = "'it''s' \"x\"";
        let mut lexer = Lexer::new(text);
        let first = lexer.next_token();
        assert_eq!(
            first.kind,
            TokenKind::Literal {
                delimiter: b'\'',
                start: 1,
                end: 6
            }
        );
        assert_eq!(&text[1..6], "it''s");
        assert!(matches!(
            lexer.next_token().kind,
            TokenKind::Literal {
                delimiter: b'"',
                ..
            }
        ));
        assert_eq!(
            kinds("'abc"),
            vec![TokenKind::UnterminatedLiteral, TokenKind::End]
        );
    }

    #[test]
    fn two_letter_descriptors() {
        assert_eq!(
            kinds("SP SS S BN BZ B DC DP DT D RN"),
            vec![
                TokenKind::Sign(SignKeyword::SP),
                TokenKind::Sign(SignKeyword::SS),
                TokenKind::Sign(SignKeyword::S),
                TokenKind::Blank(false),
                TokenKind::Blank(true),
                TokenKind::B,
                TokenKind::Decimal(true),
                TokenKind::Decimal(false),
                TokenKind::DT,
                TokenKind::D,
                TokenKind::Round(RoundKeyword::Nearest),
                TokenKind::End
            ]
        );
    }

    #[test]
    fn raw_text_for_hollerith_counts_characters() {
        let mut lexer = Lexer::new("3H a,I2)");
        assert_eq!(lexer.next_token().kind, TokenKind::PosInt(3));
        assert_eq!(lexer.next_token().kind, TokenKind::H);
        assert_eq!(lexer.take_raw(3), Some((2, 5))); // " a,"
        assert_eq!(lexer.next_token().kind, TokenKind::I);
        assert_eq!(lexer.take_raw(10), None);
    }
}
