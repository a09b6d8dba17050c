//! Recursive-descent parser for format specifications.
//!
//! The grammar and its quirks are gfortran's (its compile-time format checker): commas may be
//! omitted after `/`, `:`, `P` and literals and, as a legacy extension, between any two items;
//! `X` alone means `1X`; `L` alone means `L1`; `kP` may be followed directly by `F`, `E`, `EN`,
//! `ES`, `D` or `G`; zero widths are allowed where Fortran 2008/2018 allow them. The few things
//! gfortran accepts at compile time but rejects when the statement runs (a repeat count in front
//! of `T`, `S`, `BN`, `DC`, ...) are rejected here, so that no format that would fail at run time
//! reaches the runtime.

use super::ast::{
    DataEdit, Format, FormatItem, FormatItemKind, FormatWarning, GroupRepeat, Position, RoundEdit,
    SignEdit,
};
use super::lexer::{Lexer, RoundKeyword, SignKeyword, Token, TokenKind};
use super::program::Program;
use super::FormatError;

/// Largest width, repeat count or digit count accepted.
const MAX_NUMBER: u64 = i32::MAX as u64;

/// Parses `spec`, the text of a format specification including its outer parentheses.
pub fn parse_format(spec: &str) -> Result<Format, FormatError> {
    let mut parser = Parser {
        lexer: Lexer::new(spec),
        open_groups: Vec::new(),
        items: Vec::new(),
        warnings: Vec::new(),
    };
    parser.parse()?;
    let items = parser.items;
    let mut warnings = parser.warnings;
    let program = Program::build(&items);
    if let Some(offset) = program.unlimited_group_without_data() {
        warnings.push(FormatWarning {
            offset,
            message: "'*' requires at least one associated data descriptor; \
                      the statement will fail at run time"
                .to_string(),
        });
    }
    Ok(Format {
        items,
        warnings,
        text: spec.to_string(),
        program,
    })
}

/// A group whose `(` has been read but not its `)`.
struct OpenGroup {
    repeat: GroupRepeat,
    offset: usize,
    /// The items of the enclosing list read before this group.
    enclosing_items: Vec<FormatItem>,
}

/// Where the parser is in gfortran's format-checking automaton.
enum State {
    /// An item is expected.
    Item,
    /// An item is expected and its first token has been read.
    ItemStartingWith(Token),
    /// After an item: a comma, `)`, `/` or `:` is expected (or, legacy, another item).
    BetweenItems,
    /// After `/`, `:` or `P`: a comma may follow.
    OptionalComma,
    /// After a literal: a comma may follow (GNU extension).
    AfterLiteral,
    /// The outermost `)` has been read.
    Finished,
}

struct Parser<'a> {
    lexer: Lexer<'a>,
    open_groups: Vec<OpenGroup>,
    /// Items of the innermost open list.
    items: Vec<FormatItem>,
    warnings: Vec<FormatWarning>,
}

fn error(offset: usize, message: impl Into<String>) -> FormatError {
    FormatError {
        offset,
        message: message.into(),
    }
}

/// The descriptor a token starts, for messages.
fn describe(kind: TokenKind) -> String {
    match kind {
        TokenKind::Unknown(c) => format!("'{c}'"),
        TokenKind::End | TokenKind::UnterminatedLiteral => "end of format".to_string(),
        TokenKind::Comma => "','".to_string(),
        TokenKind::Period => "'.'".to_string(),
        TokenKind::Colon => "':'".to_string(),
        TokenKind::Slash => "'/'".to_string(),
        TokenKind::Dollar => "'$'".to_string(),
        TokenKind::LParen => "'('".to_string(),
        TokenKind::RParen => "')'".to_string(),
        TokenKind::Star => "'*'".to_string(),
        TokenKind::Literal { .. } => "character literal".to_string(),
        TokenKind::SignedInt(_) | TokenKind::Zero | TokenKind::PosInt(_) => "number".to_string(),
        other => format!("'{}'", keyword(other)),
    }
}

fn keyword(kind: TokenKind) -> &'static str {
    match kind {
        TokenKind::X => "X",
        TokenKind::P => "P",
        TokenKind::I => "I",
        TokenKind::B => "B",
        TokenKind::O => "O",
        TokenKind::Z => "Z",
        TokenKind::F => "F",
        TokenKind::E => "E",
        TokenKind::EN => "EN",
        TokenKind::ES => "ES",
        TokenKind::D => "D",
        TokenKind::G => "G",
        TokenKind::L => "L",
        TokenKind::A => "A",
        TokenKind::H => "H",
        TokenKind::DT => "DT",
        TokenKind::T => "T",
        TokenKind::TL => "TL",
        TokenKind::TR => "TR",
        TokenKind::Sign(SignKeyword::S) => "S",
        TokenKind::Sign(SignKeyword::SP) => "SP",
        TokenKind::Sign(SignKeyword::SS) => "SS",
        TokenKind::Blank(false) => "BN",
        TokenKind::Blank(true) => "BZ",
        TokenKind::Decimal(true) => "DC",
        TokenKind::Decimal(false) => "DP",
        TokenKind::Round(_) => "R",
        _ => "?",
    }
}

/// A width, digit or repeat count that fits the representation.
fn small(value: u64, at: usize) -> Result<u32, FormatError> {
    if value > MAX_NUMBER {
        return Err(error(at, "number in format specification is too large"));
    }
    Ok(value as u32)
}

impl Parser<'_> {
    fn next(&mut self) -> Token {
        self.lexer.next_token()
    }

    fn push(&mut self, kind: FormatItemKind, offset: usize) {
        self.items.push(FormatItem { kind, offset });
    }

    fn parse(&mut self) -> Result<(), FormatError> {
        let first = self.next();
        if first.kind != TokenKind::LParen {
            return Err(error(
                first.start,
                "format specification must start with '('",
            ));
        }
        let second = self.next();
        let mut state = if second.kind == TokenKind::RParen {
            State::Finished
        } else {
            State::ItemStartingWith(second)
        };
        loop {
            state = match state {
                State::Item => {
                    let token = self.next();
                    State::ItemStartingWith(token)
                }
                State::ItemStartingWith(token) => self.item(token)?,
                State::BetweenItems => self.between_items()?,
                State::OptionalComma => {
                    let token = self.next();
                    self.optional_comma(token)?
                }
                State::AfterLiteral => self.after_literal()?,
                State::Finished => break,
            };
        }
        self.check_trailing_text();
        Ok(())
    }

    /// Warns about non-blank text after the outermost `)`, which gfortran ignores.
    fn check_trailing_text(&mut self) {
        let rest_start = self.lexer.offset();
        let rest = &self.lexer.text()[rest_start..];
        if let Some(pos) = rest.find(|c: char| c != ' ' && c != '\t') {
            self.warnings.push(FormatWarning {
                offset: rest_start + pos,
                message: "extraneous characters after the format specification are ignored"
                    .to_string(),
            });
        }
    }

    /// An item starting with `token`.
    fn item(&mut self, token: Token) -> Result<State, FormatError> {
        match token.kind {
            TokenKind::Star => {
                let next = self.next();
                if next.kind != TokenKind::LParen {
                    return Err(error(next.start, "'(' required after '*' in format"));
                }
                self.open_group(GroupRepeat::Unlimited, token.start);
                Ok(State::Item)
            }
            TokenKind::PosInt(count) => {
                let repeat = small(count, token.start)?;
                let next = self.next();
                match next.kind {
                    TokenKind::LParen => {
                        self.open_group(GroupRepeat::Count(repeat), next.start);
                        Ok(State::Item)
                    }
                    TokenKind::Slash => {
                        self.push(FormatItemKind::NewRecord { repeat }, next.start);
                        Ok(State::OptionalComma)
                    }
                    TokenKind::X => {
                        self.push(FormatItemKind::Position(Position::X(repeat)), next.start);
                        Ok(State::BetweenItems)
                    }
                    TokenKind::P => self.scale_factor(i64::from(repeat), next.start),
                    TokenKind::H => self.hollerith(count, token.start),
                    _ => self.data_edit(next, repeat),
                }
            }
            TokenKind::Zero | TokenKind::SignedInt(_) => {
                let value = match token.kind {
                    TokenKind::SignedInt(value) => value,
                    _ => 0,
                };
                let next = self.next();
                match next.kind {
                    TokenKind::P => self.scale_factor(value, next.start),
                    TokenKind::LParen
                    | TokenKind::Slash
                    | TokenKind::X
                    | TokenKind::H
                    | TokenKind::I
                    | TokenKind::B
                    | TokenKind::O
                    | TokenKind::Z
                    | TokenKind::F
                    | TokenKind::E
                    | TokenKind::EN
                    | TokenKind::ES
                    | TokenKind::D
                    | TokenKind::G
                    | TokenKind::L
                    | TokenKind::A
                        if token.kind == TokenKind::Zero =>
                    {
                        Err(error(token.start, "repeat count must be positive"))
                    }
                    _ => Err(error(
                        next.start,
                        format!(
                            "expected P edit descriptor after scale factor, found {}",
                            describe(next.kind)
                        ),
                    )),
                }
            }
            TokenKind::LParen => {
                self.open_group(GroupRepeat::Count(1), token.start);
                Ok(State::Item)
            }
            TokenKind::P => Err(error(
                token.start,
                "P edit descriptor requires a scale factor, e.g. 1P",
            )),
            TokenKind::X => {
                self.push(FormatItemKind::Position(Position::X(1)), token.start);
                Ok(State::BetweenItems)
            }
            TokenKind::Sign(sign) => {
                let edit = match sign {
                    SignKeyword::S => SignEdit::Default,
                    SignKeyword::SP => SignEdit::Plus,
                    SignKeyword::SS => SignEdit::Suppress,
                };
                self.push(FormatItemKind::Sign(edit), token.start);
                Ok(State::BetweenItems)
            }
            TokenKind::Blank(zero) => {
                self.push(FormatItemKind::BlankZero(zero), token.start);
                Ok(State::BetweenItems)
            }
            TokenKind::Decimal(comma) => {
                self.push(FormatItemKind::DecimalComma(comma), token.start);
                Ok(State::BetweenItems)
            }
            TokenKind::Round(mode) => {
                let edit = match mode {
                    RoundKeyword::Up => RoundEdit::Up,
                    RoundKeyword::Down => RoundEdit::Down,
                    RoundKeyword::Zero => RoundEdit::Zero,
                    RoundKeyword::Nearest => RoundEdit::Nearest,
                    RoundKeyword::Compatible => RoundEdit::Compatible,
                    RoundKeyword::ProcessorDefined => RoundEdit::ProcessorDefined,
                };
                self.push(FormatItemKind::Round(edit), token.start);
                Ok(State::BetweenItems)
            }
            TokenKind::Literal {
                delimiter,
                start,
                end,
            } => {
                let text = undouble(&self.lexer.text().as_bytes()[start..end], delimiter);
                self.push(FormatItemKind::Literal(text), token.start);
                Ok(State::AfterLiteral)
            }
            TokenKind::UnterminatedLiteral => Err(error(
                token.start,
                "unterminated character literal in format",
            )),
            TokenKind::Colon => {
                self.push(FormatItemKind::Colon, token.start);
                Ok(State::OptionalComma)
            }
            TokenKind::Slash => {
                self.push(FormatItemKind::NewRecord { repeat: 1 }, token.start);
                Ok(State::OptionalComma)
            }
            TokenKind::Dollar => {
                self.push(FormatItemKind::Dollar, token.start);
                let next = self.next();
                if next.kind == TokenKind::RParen && self.open_groups.is_empty() {
                    return Ok(State::Finished);
                }
                self.warnings.push(FormatWarning {
                    offset: token.start,
                    message: "'$' should be the last item of a format".to_string(),
                });
                self.optional_comma(next)
            }
            TokenKind::H => Err(error(
                token.start,
                "H edit descriptor requires a character count, e.g. 3Habc",
            )),
            TokenKind::End => Err(self.unexpected_end(token)),
            TokenKind::RParen => Err(error(token.start, "missing item in format")),
            TokenKind::I
            | TokenKind::B
            | TokenKind::O
            | TokenKind::Z
            | TokenKind::F
            | TokenKind::E
            | TokenKind::EN
            | TokenKind::ES
            | TokenKind::D
            | TokenKind::G
            | TokenKind::L
            | TokenKind::A
            | TokenKind::T
            | TokenKind::TL
            | TokenKind::TR
            | TokenKind::DT => self.data_edit(token, 1),
            TokenKind::Comma | TokenKind::Period | TokenKind::Unknown(_) => Err(error(
                token.start,
                format!("unexpected {} in format", describe(token.kind)),
            )),
        }
    }

    fn unexpected_end(&self, token: Token) -> FormatError {
        if token.kind == TokenKind::UnterminatedLiteral {
            error(token.start, "unterminated character literal in format")
        } else {
            error(token.start, "unexpected end of format: expected ')'")
        }
    }

    fn open_group(&mut self, repeat: GroupRepeat, offset: usize) {
        let enclosing_items = std::mem::take(&mut self.items);
        self.open_groups.push(OpenGroup {
            repeat,
            offset,
            enclosing_items,
        });
    }

    /// Handles the `)` at `close`: closes the innermost group, or finishes at the outermost
    /// parenthesis.
    fn close_group(&mut self, close: usize) -> State {
        match self.open_groups.pop() {
            None => State::Finished,
            Some(group) => {
                let items = std::mem::replace(&mut self.items, group.enclosing_items);
                self.push(
                    FormatItemKind::Group {
                        repeat: group.repeat,
                        items,
                        close,
                    },
                    group.offset,
                );
                State::BetweenItems
            }
        }
    }

    /// `kP`, the scale factor `value` having been read; `at` is the offset of `P`.
    fn scale_factor(&mut self, value: i64, at: usize) -> Result<State, FormatError> {
        let scale =
            i32::try_from(value).map_err(|_| error(at, "scale factor in format is too large"))?;
        self.push(FormatItemKind::ScaleFactor(scale), at);
        let next = self.next();
        match next.kind {
            TokenKind::Comma => Ok(State::Item),
            TokenKind::F
            | TokenKind::E
            | TokenKind::EN
            | TokenKind::ES
            | TokenKind::D
            | TokenKind::G
            | TokenKind::RParen
            | TokenKind::Slash => self.optional_comma(next),
            TokenKind::PosInt(_) => {
                // `1P2E12.4`: a repeated real descriptor (or `/`) may follow without a comma.
                let after = self.next();
                match after.kind {
                    TokenKind::F
                    | TokenKind::E
                    | TokenKind::EN
                    | TokenKind::ES
                    | TokenKind::D
                    | TokenKind::G
                    | TokenKind::Slash => {
                        self.lexer.push_back(after);
                        Ok(State::ItemStartingWith(next))
                    }
                    _ => Err(error(after.start, "comma required after P edit descriptor")),
                }
            }
            _ => Err(error(next.start, "comma required after P edit descriptor")),
        }
    }

    /// `nHtext`; `count_at` is the offset of the count.
    fn hollerith(&mut self, count: u64, count_at: usize) -> Result<State, FormatError> {
        let (start, end) = self.lexer.take_raw(count).ok_or_else(|| {
            error(
                count_at,
                "Hollerith text extends past the end of the format",
            )
        })?;
        let text = self.lexer.text().as_bytes()[start..end].to_vec();
        self.push(FormatItemKind::Literal(text), count_at);
        self.warnings.push(FormatWarning {
            offset: count_at,
            message: "the H edit descriptor is a deleted feature of Fortran 95".to_string(),
        });
        Ok(State::BetweenItems)
    }

    /// A data or position edit descriptor starting with `token`, with repeat count `repeat`.
    fn data_edit(&mut self, token: Token, repeat: u32) -> Result<State, FormatError> {
        let at = token.start;
        let name = keyword(token.kind);
        let repeated = repeat != 1;
        let edit = match token.kind {
            TokenKind::T | TokenKind::TL | TokenKind::TR => {
                if repeated {
                    return Err(error(
                        at,
                        format!("repeat count not allowed before {name} edit descriptor"),
                    ));
                }
                let next = self.next();
                let TokenKind::PosInt(n) = next.kind else {
                    return Err(error(
                        next.start,
                        format!("positive position required after {name} edit descriptor"),
                    ));
                };
                let n = small(n, next.start)?;
                let position = match token.kind {
                    TokenKind::T => Position::T(n),
                    TokenKind::TL => Position::TL(n),
                    _ => Position::TR(n),
                };
                self.push(FormatItemKind::Position(position), at);
                return Ok(State::BetweenItems);
            }
            TokenKind::I | TokenKind::B | TokenKind::O | TokenKind::Z => {
                let w = self.width(name, true)?;
                let m_at = self.lexer.offset();
                let m = self.optional_fraction(name)?;
                if let Some(m) = m {
                    // libgfortran rejects this when the statement runs.
                    if w != 0 && m > w {
                        return Err(error(
                            m_at,
                            format!(
                                "minimum digits exceed the field width in {name} edit descriptor"
                            ),
                        ));
                    }
                }
                match token.kind {
                    TokenKind::I => DataEdit::I { w, m },
                    TokenKind::B => DataEdit::B { w, m },
                    TokenKind::O => DataEdit::O { w, m },
                    _ => DataEdit::Z { w, m },
                }
            }
            TokenKind::F => {
                let w = self.width(name, true)?;
                let d = self.fraction(name)?;
                DataEdit::F { w, d }
            }
            TokenKind::D => {
                let w = self.real_width(name)?;
                let d = self.fraction(name)?;
                DataEdit::D { w, d }
            }
            TokenKind::E | TokenKind::EN | TokenKind::ES => {
                let w = self.real_width(name)?;
                let d = self.fraction(name)?;
                let e = self.exponent_width(name)?;
                match token.kind {
                    TokenKind::E => DataEdit::E { w, d, e },
                    TokenKind::EN => DataEdit::EN { w, d, e },
                    _ => DataEdit::ES { w, d, e },
                }
            }
            TokenKind::G => self.general()?,
            TokenKind::L => {
                let next = self.next();
                let w = match next.kind {
                    TokenKind::PosInt(w) => small(w, next.start)?,
                    TokenKind::Zero => 1,
                    _ => {
                        self.lexer.push_back(next);
                        1
                    }
                };
                DataEdit::L { w }
            }
            TokenKind::A => {
                let next = self.next();
                let w = match next.kind {
                    TokenKind::PosInt(w) => Some(small(w, next.start)?),
                    TokenKind::Zero => {
                        return Err(error(next.start, "zero width in A edit descriptor"))
                    }
                    _ => {
                        self.lexer.push_back(next);
                        None
                    }
                };
                DataEdit::A { w }
            }
            TokenKind::DT => {
                return Err(error(
                    at,
                    "DT edit descriptor (derived-type input/output) is not supported",
                ))
            }
            TokenKind::Sign(_) | TokenKind::Blank(_) | TokenKind::Decimal(_) => {
                return Err(error(
                    at,
                    format!("repeat count not allowed before {name} edit descriptor"),
                ))
            }
            TokenKind::Literal { .. } | TokenKind::Colon | TokenKind::Dollar => {
                return Err(error(
                    at,
                    format!("repeat count not allowed before {}", describe(token.kind)),
                ))
            }
            TokenKind::End | TokenKind::UnterminatedLiteral => {
                return Err(self.unexpected_end(token))
            }
            _ => {
                return Err(error(
                    at,
                    format!("unexpected {} in format", describe(token.kind)),
                ))
            }
        };
        self.push(FormatItemKind::Data { repeat, edit }, at);
        Ok(State::BetweenItems)
    }

    /// The width of I, B, O, Z or F: zero or positive.
    fn width(&mut self, name: &str, zero_allowed: bool) -> Result<u32, FormatError> {
        let next = self.next();
        match next.kind {
            TokenKind::PosInt(w) => small(w, next.start),
            TokenKind::Zero if zero_allowed => Ok(0),
            _ => Err(error(
                next.start,
                format!("nonnegative width required in {name} edit descriptor"),
            )),
        }
    }

    /// The width of E, EN, ES or D: zero (Fortran 2018) or positive.
    fn real_width(&mut self, name: &str) -> Result<u32, FormatError> {
        let next = self.next();
        match next.kind {
            TokenKind::PosInt(w) => small(w, next.start),
            TokenKind::Zero => Ok(0),
            _ => Err(error(
                next.start,
                format!("width required in {name} edit descriptor"),
            )),
        }
    }

    /// `.d`, mandatory.
    fn fraction(&mut self, name: &str) -> Result<u32, FormatError> {
        let period = self.next();
        if period.kind != TokenKind::Period {
            return Err(error(
                period.start,
                format!("period required in {name} edit descriptor"),
            ));
        }
        self.digit_count(name)
    }

    /// `.m`, optional.
    fn optional_fraction(&mut self, name: &str) -> Result<Option<u32>, FormatError> {
        let period = self.next();
        if period.kind != TokenKind::Period {
            self.lexer.push_back(period);
            return Ok(None);
        }
        self.digit_count(name).map(Some)
    }

    /// The number after a period: zero or positive.
    fn digit_count(&mut self, name: &str) -> Result<u32, FormatError> {
        let next = self.next();
        match next.kind {
            TokenKind::PosInt(d) => small(d, next.start),
            TokenKind::Zero => Ok(0),
            _ => Err(error(
                next.start,
                format!("nonnegative digit count required after '.' in {name} edit descriptor"),
            )),
        }
    }

    /// `Ee`, optional.
    fn exponent_width(&mut self, name: &str) -> Result<Option<u32>, FormatError> {
        let marker = self.next();
        if marker.kind != TokenKind::E {
            self.lexer.push_back(marker);
            return Ok(None);
        }
        let next = self.next();
        match next.kind {
            TokenKind::PosInt(e) => small(e, next.start).map(Some),
            TokenKind::Zero => Ok(Some(0)),
            _ => Err(error(
                next.start,
                format!("positive exponent width required in {name} edit descriptor"),
            )),
        }
    }

    /// `Gw.d[Ee]`, `G0` or `G0.d`; `G` has been read.
    fn general(&mut self) -> Result<DataEdit, FormatError> {
        let next = self.next();
        match next.kind {
            TokenKind::Zero => {
                let period = self.next();
                if period.kind != TokenKind::Period {
                    self.lexer.push_back(period);
                    return Ok(DataEdit::G {
                        w: 0,
                        d: None,
                        e: None,
                    });
                }
                let digits = self.next();
                let TokenKind::PosInt(d) = digits.kind else {
                    return Err(error(
                        digits.start,
                        "positive digit count required after '.' in G0.d edit descriptor",
                    ));
                };
                let d = small(d, digits.start)?;
                let after = self.next();
                if after.kind == TokenKind::E {
                    return Err(error(
                        after.start,
                        "exponent width not allowed with G0 edit descriptor",
                    ));
                }
                self.lexer.push_back(after);
                Ok(DataEdit::G {
                    w: 0,
                    d: Some(d),
                    e: None,
                })
            }
            TokenKind::PosInt(w) => {
                let w = small(w, next.start)?;
                let d = self.fraction("G")?;
                let e = self.exponent_width("G")?;
                Ok(DataEdit::G { w, d: Some(d), e })
            }
            _ => Err(error(next.start, "width required in G edit descriptor")),
        }
    }

    /// After an item.
    fn between_items(&mut self) -> Result<State, FormatError> {
        let token = self.next();
        match token.kind {
            TokenKind::Comma => Ok(State::Item),
            TokenKind::RParen => Ok(self.close_group(token.start)),
            TokenKind::Colon => {
                self.push(FormatItemKind::Colon, token.start);
                Ok(State::OptionalComma)
            }
            TokenKind::Slash => {
                self.push(FormatItemKind::NewRecord { repeat: 1 }, token.start);
                Ok(State::OptionalComma)
            }
            TokenKind::End | TokenKind::UnterminatedLiteral => Err(self.unexpected_end(token)),
            // A missing comma is a legacy extension gfortran accepts silently.
            _ => Ok(State::ItemStartingWith(token)),
        }
    }

    /// After `/`, `:` or `P`, with `token` read.
    fn optional_comma(&mut self, token: Token) -> Result<State, FormatError> {
        match token.kind {
            TokenKind::Comma => Ok(State::Item),
            TokenKind::RParen => Ok(self.close_group(token.start)),
            _ => Ok(State::ItemStartingWith(token)),
        }
    }

    /// After a literal.
    fn after_literal(&mut self) -> Result<State, FormatError> {
        let token = self.next();
        match token.kind {
            TokenKind::Comma => Ok(State::Item),
            TokenKind::RParen => Ok(self.close_group(token.start)),
            TokenKind::Colon => {
                self.push(FormatItemKind::Colon, token.start);
                Ok(State::OptionalComma)
            }
            TokenKind::Slash => {
                self.push(FormatItemKind::NewRecord { repeat: 1 }, token.start);
                Ok(State::OptionalComma)
            }
            TokenKind::End | TokenKind::UnterminatedLiteral => Err(self.unexpected_end(token)),
            _ => Ok(State::ItemStartingWith(token)),
        }
    }
}

/// The text of a literal with each doubled `delimiter` collapsed.
fn undouble(raw: &[u8], delimiter: u8) -> Vec<u8> {
    let mut text = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        text.push(raw[i]);
        if raw[i] == delimiter {
            i += 1; // the lexer guarantees the delimiter is doubled
        }
        i += 1;
    }
    text
}
