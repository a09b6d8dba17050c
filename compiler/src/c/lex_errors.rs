//! What to say about text the lexer could not make tokens of, and about numbers run together
//! with the token after them (`123abc`, `1.5.3`, `0x1.8`), which the lexer splits into two
//! valid tokens. The messages are gcc's, so that a user who knows them reads them at once.
//!
//! The preprocessor's output never glues a number to a following identifier or number (it
//! keeps tokens apart where they would merge), so a glued pair always comes from the user's
//! source, where C reads it as one malformed preprocessing number.

use super::lexer::{Spanned, Tok};

/// The message for the unlexable text `bad` (a whole bad range).
pub fn bad_lexeme(bad: &str) -> String {
    let bad = bad.trim();
    if bad.starts_with("''") {
        return "empty character constant".into();
    }
    if bad.starts_with('\'') || bad.starts_with("L'") {
        return "missing terminating ' character".into();
    }
    if bad.starts_with('"') || bad.starts_with("L\"") {
        return "missing terminating \" character".into();
    }
    if bad.starts_with(|c: char| c.is_ascii_digit()) {
        let digits: &str = bad.trim_end_matches(['u', 'U', 'l', 'L']);
        let octal =
            digits.len() > 1 && digits.starts_with('0') && !digits[1..].starts_with(['x', 'X']);
        if octal {
            if let Some(d) = digits.chars().find(|c| matches!(c, '8' | '9')) {
                return format!("invalid digit \"{d}\" in octal constant");
            }
        }
        if digits
            .chars()
            .all(|c| c.is_ascii_hexdigit() || c == 'x' || c == 'X')
        {
            return "integer constant is too large for its type".into();
        }
    }
    format!("stray '{bad}' in program")
}

/// Numbers glued to the next token: (start, end, message) of each.
pub fn glued_numbers(text: &str, toks: &[Spanned]) -> Vec<(usize, usize, String)> {
    let mut out = Vec::new();
    for pair in toks.windows(2) {
        let ((lo, first, hi), (next_lo, next, next_hi)) = (&pair[0], &pair[1]);
        if hi != next_lo {
            continue;
        }
        let kind = match first {
            Tok::Int(_) => "integer",
            Tok::Float(_) => "floating",
            _ => continue,
        };
        let first_text = text.get(*lo..*hi).unwrap_or("");
        let hex = first_text.starts_with("0x") || first_text.starts_with("0X");
        let message = match next {
            Tok::Ident(suffix) => format!("invalid suffix \"{suffix}\" on {kind} constant"),
            Tok::Float(_) if matches!(first, Tok::Int(_)) && hex => {
                "hexadecimal floating constants require an exponent".into()
            }
            Tok::Float(_) | Tok::Int(_) if matches!(first, Tok::Float(_)) => {
                "too many decimal points in number".into()
            }
            _ => continue,
        };
        out.push((*lo, *next_hi, message));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::c::lexer::lex;

    #[test]
    fn bad_lexemes_are_named_as_gcc_names_them() {
        assert_eq!(bad_lexeme("''"), "empty character constant");
        assert_eq!(bad_lexeme("\"abc"), "missing terminating \" character");
        assert_eq!(bad_lexeme("09"), "invalid digit \"9\" in octal constant");
        assert_eq!(
            bad_lexeme("99999999999999999999999"),
            "integer constant is too large for its type"
        );
        assert_eq!(bad_lexeme("@"), "stray '@' in program");
    }

    #[test]
    fn glued_numbers_are_found() {
        let text = "a = 12abc + 1.5.3 + 0x1.8 + 1 .5 + 2.0f;";
        let (toks, bad) = lex(text);
        assert!(bad.is_empty());
        let msgs: Vec<String> = glued_numbers(text, &toks)
            .into_iter()
            .map(|g| g.2)
            .collect();
        assert_eq!(
            msgs,
            [
                "invalid suffix \"abc\" on integer constant",
                "too many decimal points in number",
                "hexadecimal floating constants require an exponent",
            ]
        );
    }
}
