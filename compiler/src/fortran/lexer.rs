//! Tokens of Fortran statement bodies, and the logos lexer for them.
//!
//! The lexer runs on cooked statement text (lower case, blanks removed). Numbers need care
//! because blanks are gone: `1.eq.2` is `1 .eq. 2`, not the real
//! `1.` followed by `eq`, so the number callbacks look ahead for a dot-operator before taking a
//! decimal point, and scan exponents (`1.e-7`, `1d0`) and kind suffixes (`1.5_8`) by hand.
//!
//! [`Tok`] is what the grammar consumes. Besides the lexed tokens it has variants only the
//! statement classifier (`classify.rs`) produces: statement markers, type keywords, labels and
//! FORMAT texts. That is how decisions lalrpop cannot make (Fortran has no reserved words) reach
//! the grammar. Directive lines have their own lexer (`fortran::directive::lexer`).

use logos::Logos;
use std::fmt;

/// An integer literal as written (the value is checked in semantic analysis).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntLit {
    pub digits: String,
    pub kind: Option<String>,
}

/// A logical literal as written: `.true.`, `.false._1`, `.true._lk`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogicalLit {
    pub value: bool,
    pub kind: Option<String>,
}

impl LogicalLit {
    /// A default-kind literal.
    pub fn plain(value: bool) -> Self {
        LogicalLit { value, kind: None }
    }
}

/// A real literal as written, with `d` exponents normalised to `e`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RealLit {
    pub text: String,
    /// The exponent letter was `d` (DOUBLE PRECISION).
    pub double: bool,
    pub kind: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
enum Number {
    Int(IntLit),
    Real(RealLit),
}

/// Does `rest` start with letters and a closing `.` (`eq.`, `foo.`), i.e. is a preceding `.`
/// the start of an operator rather than a decimal point? (An exponent never ends in a dot.)
fn dot_word_follows(rest: &[u8]) -> bool {
    let letters = rest.iter().take_while(|b| b.is_ascii_lowercase()).count();
    letters > 0 && rest.get(letters) == Some(&b'.')
}

/// Scans the rest of a number after its leading digits (or after `.digits`), bumping the lexer.
fn finish_number(lex: &mut logos::Lexer<RawTok>, mut real: bool) -> Number {
    let rest = lex.remainder().as_bytes();
    let mut n = 0;
    if !real && rest.first() == Some(&b'.') && !dot_word_follows(&rest[1..]) {
        real = true;
        n = 1;
        while rest.get(n).is_some_and(u8::is_ascii_digit) {
            n += 1;
        }
    }
    let mut double = false;
    if let Some(&e @ (b'e' | b'd')) = rest.get(n) {
        let sign = matches!(rest.get(n + 1), Some(b'+' | b'-')) as usize;
        if rest.get(n + 1 + sign).is_some_and(u8::is_ascii_digit) {
            real = true;
            double = e == b'd';
            n += 1 + sign;
            while rest.get(n).is_some_and(u8::is_ascii_digit) {
                n += 1;
            }
        }
    }
    let mut kind = None;
    if rest.get(n) == Some(&b'_') {
        let k = rest[n + 1..]
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
            .count();
        if k > 0 {
            kind = Some(String::from_utf8_lossy(&rest[n + 1..n + 1 + k]).into_owned());
            n += 1 + k;
        }
    }
    lex.bump(n);
    let slice = lex.slice();
    let body = match slice.find('_') {
        Some(i) if kind.is_some() => &slice[..i],
        _ => slice,
    };
    if real {
        Number::Real(RealLit {
            text: body.replace('d', "e"),
            double,
            kind,
        })
    } else {
        Number::Int(IntLit {
            digits: body.to_string(),
            kind,
        })
    }
}

fn unquote(s: &str) -> String {
    let q = &s[..1];
    s[1..s.len() - 1].replace(&format!("{q}{q}"), q)
}

/// `.true._k` or `.false._k` as a literal (the regex guarantees the shape).
fn kinded_logical(s: &str) -> LogicalLit {
    let (word, kind) = s[1..].split_once("._").unwrap_or((&s[1..], ""));
    LogicalLit {
        value: word == "true",
        kind: Some(kind.to_string()),
    }
}

/// The raw token set recognised by logos.
#[derive(Logos, Clone, Debug, PartialEq)]
#[logos(skip r"[ \t]+")]
enum RawTok {
    #[regex("[a-z][a-z0-9_]*", |lex| lex.slice().to_string())]
    Ident(String),
    #[regex("[0-9]+", |lex| finish_number(lex, false))]
    Number(Number),
    #[regex(r"\.[0-9]+", |lex| finish_number(lex, true))]
    Fraction(Number),
    #[regex("'([^']|'')*'", |lex| unquote(lex.slice()))]
    #[regex("\"([^\"]|\"\")*\"", |lex| unquote(lex.slice()))]
    Str(String),
    #[regex(r"\.[a-z]+\.", |lex| { let s = lex.slice(); s[1..s.len() - 1].to_string() })]
    DotWord(String),
    /// `.true._k` / `.false._k`: a logical literal with a kind parameter.
    #[regex(r"\.(true|false)\._[a-z0-9_]+", |lex| kinded_logical(lex.slice()))]
    KindedLogical(LogicalLit),
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
    #[token("//")]
    Concat,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token(",")]
    Comma,
    #[token("=")]
    Assign,
    #[token("==")]
    Eq,
    #[token("/=")]
    Ne,
    #[token("<")]
    Lt,
    #[token("<=")]
    Le,
    #[token(">")]
    Gt,
    #[token(">=")]
    Ge,
    #[token(":")]
    Colon,
    #[token("::")]
    DoubleColon,
    #[token("%")]
    Percent,
    #[token("=>")]
    Arrow,
    /// `(/` and `/)`: the brackets of an array constructor.
    #[token("(/")]
    LCons,
    #[token("/)")]
    RCons,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
}

/// Statement kinds decided by the classifier; each classified statement starts with one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StmtTag {
    Assign,
    /// The RECURSIVE prefix, before a SUBROUTINE or FUNCTION marker.
    Recursive,
    /// The PURE prefix, likewise.
    Pure,
    /// The ELEMENTAL prefix, likewise.
    Elemental,
    Module,
    EndModule,
    Use,
    Contains,
    Interface,
    EndInterface,
    ModuleProcedure,
    Intent,
    Optional,
    Value,
    Allocatable,
    Pointer,
    Target,
    Nullify,
    PointerAssign,
    Allocate,
    Deallocate,
    Public,
    Private,
    /// `TYPE [, access] [::] name`: the start of a derived-type definition.
    TypeDef,
    /// `END TYPE [name]`.
    EndType,
    /// SEQUENCE (in a derived-type definition).
    Sequence,
    /// `PROCEDURE ::` in a derived type's CONTAINS part.
    ProcedureBinding,
    /// `GENERIC ::` in a derived type's CONTAINS part.
    GenericBinding,
    /// `ABSTRACT INTERFACE` (interfaces named for DEFERRED bindings and procedure
    /// declarations, no procedures).
    AbstractInterface,
    /// `IMPORT [[::] names]` in an interface body: host entities it may name.
    Import,
    TypeDecl,
    Dimension,
    Parameter,
    Implicit,
    ImplicitNone,
    Program,
    Subroutine,
    Function,
    End,
    EndProgram,
    EndSubroutine,
    EndFunction,
    Call,
    Return,
    /// ENTRY: another way into the subroutine or function (see `fortran/entries.rs`).
    Entry,
    External,
    Intrinsic,
    Save,
    Common,
    Equivalence,
    Data,
    ArithIf,
    ComputedGoto,
    SelectCase,
    BlockData,
    EndBlockData,
    Case,
    CaseDefault,
    EndSelect,
    SelectType,
    TypeIs,
    ClassIs,
    ClassDefault,
    Read,
    ReadShort,
    Open,
    Close,
    Rewind,
    Backspace,
    Endfile,
    Flush,
    Inquire,
    Namelist,
    EndDo,
    EndIf,
    Else,
    ElseIf,
    IfThen,
    LogicalIf,
    Do,
    DoWhile,
    DoForever,
    DoConcurrent,
    Continue,
    Goto,
    Exit,
    Cycle,
    Stop,
    ErrorStop,
    Print,
    Write,
    Format,
    /// `WHERE (mask)` opening a construct; `WHERE (mask) a = b` (one line); ELSEWHERE
    /// [(mask)]; END WHERE.
    WhereConstruct,
    Where,
    ElseWhere,
    EndWhere,
    /// `FORALL (...)` opening a construct; `FORALL (...) a(i) = b` (one line); END FORALL.
    ForallConstruct,
    Forall,
    EndForall,
    /// `BLOCK`, `END BLOCK`, `ASSOCIATE (...)`, `END ASSOCIATE` (construct names are split
    /// off before classification).
    Block,
    EndBlock,
    Associate,
    EndAssociate,
}

/// Intrinsic type keywords.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TypeKw {
    Integer,
    Real,
    DoublePrecision,
    Logical,
    Character,
    Complex,
    DoubleComplex,
    /// `TYPE(name)`: a derived type (its name is the type selector).
    Type,
    /// `CLASS(name)`: a derived type and its extensions (a dummy argument's declared type).
    Class,
}

impl TypeKw {
    pub fn name(self) -> &'static str {
        match self {
            TypeKw::Integer => "INTEGER",
            TypeKw::Real => "REAL",
            TypeKw::DoublePrecision => "DOUBLE PRECISION",
            TypeKw::Logical => "LOGICAL",
            TypeKw::Character => "CHARACTER",
            TypeKw::Complex => "COMPLEX",
            TypeKw::DoubleComplex => "DOUBLE COMPLEX",
            TypeKw::Type => "TYPE",
            TypeKw::Class => "CLASS",
        }
    }
}

/// The tokens the grammars consume.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Ident(String),
    Int(IntLit),
    Real(RealLit),
    Str(String),
    Logical(LogicalLit),
    And,
    Or,
    Not,
    Eqv,
    Neqv,
    /// `.word.` that is no intrinsic operator: a user-defined operator (`.dot.`).
    DefinedOp(String),
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Plus,
    Minus,
    Star,
    Power,
    Slash,
    Concat,
    LParen,
    RParen,
    Comma,
    Assign,
    Colon,
    DoubleColon,
    Percent,
    Arrow,
    /// `(/` or `[`, and `/)` or `]`: the brackets of an array constructor.
    LCons,
    RCons,
    // Produced by the statement classifier.
    Stmt(StmtTag),
    TypeKw(TypeKw),
    Label(u32),
    FormatText(String),
}

impl fmt::Display for Tok {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::Ident(s) => write!(f, "'{s}'"),
            Tok::Int(i) => write!(f, "'{}'", i.digits),
            Tok::Real(r) => write!(f, "'{}'", r.text),
            Tok::Str(_) => f.write_str("a character literal"),
            Tok::Logical(b) => match &b.kind {
                Some(k) => write!(f, "'.{}._{k}'", b.value),
                None => write!(f, "'.{}.'", b.value),
            },
            Tok::And => f.write_str("'.and.'"),
            Tok::Or => f.write_str("'.or.'"),
            Tok::Not => f.write_str("'.not.'"),
            Tok::Eqv => f.write_str("'.eqv.'"),
            Tok::Neqv => f.write_str("'.neqv.'"),
            Tok::DefinedOp(w) => write!(f, "'.{w}.'"),
            Tok::Eq => f.write_str("'=='"),
            Tok::Ne => f.write_str("'/='"),
            Tok::Lt => f.write_str("'<'"),
            Tok::Le => f.write_str("'<='"),
            Tok::Gt => f.write_str("'>'"),
            Tok::Ge => f.write_str("'>='"),
            Tok::Plus => f.write_str("'+'"),
            Tok::Minus => f.write_str("'-'"),
            Tok::Star => f.write_str("'*'"),
            Tok::Power => f.write_str("'**'"),
            Tok::Slash => f.write_str("'/'"),
            Tok::Concat => f.write_str("'//'"),
            Tok::LParen => f.write_str("'('"),
            Tok::RParen => f.write_str("')'"),
            Tok::Comma => f.write_str("','"),
            Tok::Assign => f.write_str("'='"),
            Tok::Colon => f.write_str("':'"),
            Tok::DoubleColon => f.write_str("'::'"),
            Tok::Percent => f.write_str("'%'"),
            Tok::Arrow => f.write_str("'=>'"),
            Tok::LCons => f.write_str("'(/'"),
            Tok::RCons => f.write_str("'/)'"),
            Tok::Stmt(t) => write!(f, "{t:?} statement"),
            Tok::TypeKw(k) => write!(f, "'{}'", k.name()),
            Tok::Label(l) => write!(f, "label {l}"),
            Tok::FormatText(_) => f.write_str("a format specification"),
        }
    }
}

/// A lexical error: cooked byte range and message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexError {
    pub lo: usize,
    pub hi: usize,
    pub message: String,
}

pub type Spanned = (usize, Tok, usize);

/// Lexes `text` (a slice of a statement starting at cooked offset `base`).
pub fn lex(text: &str, base: usize) -> Result<Vec<Spanned>, LexError> {
    let mut out = Vec::new();
    let mut lexer = RawTok::lexer(text);
    while let Some(raw) = lexer.next() {
        let span = lexer.span();
        let (lo, hi) = (base + span.start, base + span.end);
        let tok = match raw {
            Ok(raw) => convert(raw).map_err(|message| LexError { lo, hi, message })?,
            Err(()) => {
                let c = text[span.start..].chars().next().unwrap_or('?');
                let message = if c == '\'' || c == '"' {
                    "unterminated character literal".to_string()
                } else {
                    format!("unexpected character '{c}'")
                };
                return Err(LexError { lo, hi, message });
            }
        };
        out.push((lo, tok, hi));
    }
    Ok(out)
}

fn convert(raw: RawTok) -> Result<Tok, String> {
    Ok(match raw {
        RawTok::Ident(s) => Tok::Ident(s),
        RawTok::Number(Number::Int(i)) | RawTok::Fraction(Number::Int(i)) => Tok::Int(i),
        RawTok::Number(Number::Real(r)) | RawTok::Fraction(Number::Real(r)) => Tok::Real(r),
        RawTok::Str(s) => Tok::Str(s),
        RawTok::DotWord(w) => match w.as_str() {
            "eq" => Tok::Eq,
            "ne" => Tok::Ne,
            "lt" => Tok::Lt,
            "le" => Tok::Le,
            "gt" => Tok::Gt,
            "ge" => Tok::Ge,
            "and" => Tok::And,
            "or" => Tok::Or,
            "not" => Tok::Not,
            "eqv" => Tok::Eqv,
            "neqv" => Tok::Neqv,
            "true" => Tok::Logical(LogicalLit::plain(true)),
            "false" => Tok::Logical(LogicalLit::plain(false)),
            other => Tok::DefinedOp(other.to_string()),
        },
        RawTok::KindedLogical(l) => Tok::Logical(l),
        RawTok::Plus => Tok::Plus,
        RawTok::Minus => Tok::Minus,
        RawTok::Star => Tok::Star,
        RawTok::Power => Tok::Power,
        RawTok::Slash => Tok::Slash,
        RawTok::Concat => Tok::Concat,
        RawTok::LParen => Tok::LParen,
        RawTok::RParen => Tok::RParen,
        RawTok::Comma => Tok::Comma,
        RawTok::Assign => Tok::Assign,
        RawTok::Eq => Tok::Eq,
        RawTok::Ne => Tok::Ne,
        RawTok::Lt => Tok::Lt,
        RawTok::Le => Tok::Le,
        RawTok::Gt => Tok::Gt,
        RawTok::Ge => Tok::Ge,
        RawTok::Colon => Tok::Colon,
        RawTok::DoubleColon => Tok::DoubleColon,
        RawTok::Percent => Tok::Percent,
        RawTok::Arrow => Tok::Arrow,
        RawTok::LCons | RawTok::LBracket => Tok::LCons,
        RawTok::RCons | RawTok::RBracket => Tok::RCons,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        lex(s, 0).expect("lexes").into_iter().map(|t| t.1).collect() // ok: test
    }

    fn int(d: &str) -> Tok {
        Tok::Int(IntLit {
            digits: d.into(),
            kind: None,
        })
    }

    fn real(t: &str, double: bool) -> Tok {
        Tok::Real(RealLit {
            text: t.into(),
            double,
            kind: None,
        })
    }

    #[test]
    fn numbers_next_to_dot_operators() {
        assert_eq!(toks("1.eq.2"), [int("1"), Tok::Eq, int("2")]);
        assert_eq!(
            toks("i.eq.1.or.x.lt.1.e-7"),
            [
                Tok::Ident("i".into()),
                Tok::Eq,
                int("1"),
                Tok::Or,
                Tok::Ident("x".into()),
                Tok::Lt,
                real("1.e-7", false)
            ]
        );
        assert_eq!(toks("1.0d0"), [real("1.0e0", true)]);
        assert_eq!(toks(".5"), [real(".5", false)]);
        assert_eq!(toks("2**-1"), [int("2"), Tok::Power, Tok::Minus, int("1")]);
        assert_eq!(toks("1."), [real("1.", false)]);
    }

    #[test]
    fn kinds_strings_and_logicals() {
        assert_eq!(
            toks("1.5_8"),
            [Tok::Real(RealLit {
                text: "1.5".into(),
                double: false,
                kind: Some("8".into())
            })]
        );
        assert_eq!(
            toks("7_dp"),
            [Tok::Int(IntLit {
                digits: "7".into(),
                kind: Some("dp".into())
            })]
        );
        assert_eq!(
            toks(".false._lk"),
            [Tok::Logical(LogicalLit {
                value: false,
                kind: Some("lk".into())
            })]
        );
        assert_eq!(toks("'it''s'"), [Tok::Str("it's".into())]);
        assert_eq!(toks("\"a\"\"b\""), [Tok::Str("a\"b".into())]);
        assert_eq!(
            toks(".true..and..not.x"),
            [
                Tok::Logical(LogicalLit::plain(true)),
                Tok::And,
                Tok::Not,
                Tok::Ident("x".into())
            ]
        );
        assert_eq!(
            toks("a/=b//c"),
            [
                Tok::Ident("a".into()),
                Tok::Ne,
                Tok::Ident("b".into()),
                Tok::Concat,
                Tok::Ident("c".into())
            ]
        );
    }

    #[test]
    fn errors_name_the_problem() {
        assert_eq!(
            lex("x='abc", 3).unwrap_err().message, // ok: test
            "unterminated character literal"
        );
        assert_eq!(
            toks("a.foo.b"),
            [
                Tok::Ident("a".into()),
                Tok::DefinedOp("foo".into()),
                Tok::Ident("b".into())
            ]
        );
        assert_eq!(
            lex("x=@", 0).unwrap_err().message, // ok: test
            "unexpected character '@'"
        );
    }
}
