//! The statement classifier: decides what kind of statement a cooked statement is and turns it
//! into the token stream the grammar expects.
//!
//! Fortran has no reserved words and (in fixed form) no significant blanks, so this cannot be a
//! grammar's job: `do10i=1,5` is a DO statement, `do10i=1.5` an assignment to `DO10I`,
//! `if(x)=1` an assignment to the array `IF`, `realx` a declaration of `X`. The rules, in order:
//!
//! 1. `if(` + balanced `)`: followed by `then` → block IF; by `=` → assignment; otherwise a
//!    logical IF whose action statement is classified recursively.
//! 2. A top-level `=` (outside parentheses and literals; not part of `==`, `<=`, `=>`, ...) and
//!    no top-level `::`: a DO statement if the text is `do[label][,]name=` with a top-level comma
//!    after the `=`, otherwise an assignment.
//! 3. Otherwise the keyword the text starts with (`doubleprecision` before `do`, `enddo` before
//!    `end`, ...).
//!
//! The output starts with a statement marker ([`Tok::Stmt`]); keywords are consumed here, and
//! where a keyword runs into a name (`realx`, `goto10`, `real*8x`) the split is made here too.

use crate::fortran::lexer::{lex, IntLit, LexError, Spanned, StmtTag, Tok, TypeKw};
use crate::fortran::operators;

pub type ClassifyError = LexError;

fn error(lo: usize, hi: usize, message: impl Into<String>) -> ClassifyError {
    LexError {
        lo,
        hi: hi.max(lo + 1),
        message: message.into(),
    }
}

/// What lies at parenthesis depth 0 of a statement.
#[derive(Default)]
struct TopLevel {
    /// The first top-level `=` of an assignment or DO.
    eq: Option<usize>,
    dcolon: bool,
    comma_after_eq: bool,
    /// The first top-level `=>` (of a pointer assignment).
    arrow: Option<usize>,
}

/// Calls `f(index, byte, depth)` for every byte outside character literals.
fn for_each_outside_literals(s: &str, mut f: impl FnMut(usize, u8, usize)) {
    let b = s.as_bytes();
    let mut depth = 0usize;
    let mut quote: Option<u8> = None;
    for (i, &c) in b.iter().enumerate() {
        if let Some(q) = quote {
            if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            b'\'' | b'"' => quote = Some(c),
            // Brackets nest as parentheses do: `x = [real(8) :: 1]` has no top-level `::`.
            b'(' | b'[' => {
                f(i, c, depth);
                depth += 1;
            }
            b')' | b']' => {
                depth = depth.saturating_sub(1);
                f(i, c, depth);
            }
            _ => f(i, c, depth),
        }
    }
}

fn scan_top_level(s: &str) -> TopLevel {
    let b = s.as_bytes();
    let mut top = TopLevel::default();
    for_each_outside_literals(s, |i, c, depth| {
        if depth != 0 {
            return;
        }
        match c {
            b'=' => {
                let prev = if i > 0 { b[i - 1] } else { 0 };
                let next = b.get(i + 1).copied().unwrap_or(0);
                let part_of_operator =
                    matches!(prev, b'<' | b'>' | b'/' | b'=') || matches!(next, b'=' | b'>');
                if !part_of_operator && top.eq.is_none() {
                    top.eq = Some(i);
                }
                if next == b'>' && !matches!(prev, b'<' | b'>' | b'/' | b'=') {
                    top.arrow.get_or_insert(i);
                }
            }
            b':' if b.get(i + 1) == Some(&b':') => top.dcolon = true,
            b',' if top.eq.is_some() => top.comma_after_eq = true,
            _ => {}
        }
    });
    top
}

/// The index of the `)` matching the `(` at `open`.
fn matching_paren(s: &str, open: usize) -> Option<usize> {
    let mut found = None;
    let mut base_depth = None;
    for_each_outside_literals(s, |i, c, depth| {
        if found.is_some() {
            return;
        }
        if i == open && c == b'(' {
            base_depth = Some(depth);
        } else if c == b')' && Some(depth) == base_depth && i > open {
            found = Some(i);
        }
    });
    found
}

fn is_name(s: &str) -> bool {
    let mut cs = s.chars();
    cs.next().is_some_and(|c| c.is_ascii_lowercase())
        && cs.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

fn digits_prefix(s: &str) -> usize {
    s.bytes().take_while(u8::is_ascii_digit).count()
}

/// Statement keywords recognised only to say they are not supported.
const UNSUPPORTED: &[(&str, &str)] = &[
    ("pause", "PAUSE"),
    ("assign", "ASSIGN"),
    ("include", "INCLUDE"),
];

const TYPE_KEYWORDS: &[(&str, TypeKw)] = &[
    ("integer", TypeKw::Integer),
    ("real", TypeKw::Real),
    ("doubleprecision", TypeKw::DoublePrecision),
    ("doublecomplex", TypeKw::DoubleComplex),
    ("logical", TypeKw::Logical),
    ("character", TypeKw::Character),
    ("complex", TypeKw::Complex),
];

struct Out<'a> {
    tokens: &'a mut Vec<Spanned>,
}

impl Out<'_> {
    fn marker(&mut self, at: usize, tag: StmtTag) {
        self.tokens.push((at, Tok::Stmt(tag), at));
    }

    fn push(&mut self, lo: usize, tok: Tok, hi: usize) {
        self.tokens.push((lo, tok, hi));
    }

    fn lex(&mut self, text: &str, base: usize) -> Result<(), ClassifyError> {
        self.tokens.extend(lex(text, base)?);
        Ok(())
    }

    /// `*digits` after a type keyword: pushed as `*` and an integer, returns bytes consumed.
    fn star_len(&mut self, s: &str, base: usize) -> usize {
        if !s.starts_with('*') {
            return 0;
        }
        let n = digits_prefix(&s[1..]);
        if n == 0 {
            return 0;
        }
        self.push(base, Tok::Star, base + 1);
        self.push(
            base + 1,
            Tok::Int(IntLit {
                digits: s[1..1 + n].to_string(),
                kind: None,
            }),
            base + 1 + n,
        );
        1 + n
    }

    /// An optional trailing name (`END PROGRAM name`, `EXIT name`).
    fn optional_name(&mut self, s: &str, base: usize, what: &str) -> Result<(), ClassifyError> {
        if s.is_empty() {
            return Ok(());
        }
        if !is_name(s) {
            return Err(error(
                base,
                base + s.len(),
                format!("unexpected text after {what}"),
            ));
        }
        self.push(base, Tok::Ident(s.to_string()), base + s.len());
        Ok(())
    }
}

impl Out<'_> {
    /// The generic name of an INTERFACE or END INTERFACE statement: a name, or
    /// `OPERATOR(op)` / `ASSIGNMENT(=)`, which become one name token spelled as
    /// [`operators::generic_name`] does (no Fortran name can be spelled so).
    fn interface_name(&mut self, s: &str, base: usize, what: &str) -> Result<(), ClassifyError> {
        let inner = |prefix: &str| {
            s.strip_prefix(prefix)
                .and_then(|r| r.strip_suffix(')'))
                .map(str::to_string)
        };
        if let Some(op) = inner("operator(") {
            // One that is no operator keeps its spelling, for semantic analysis to report
            // (so that the block still matches its END INTERFACE).
            let name = operators::operator_generic(&op).unwrap_or(format!("operator({op})"));
            self.push(base, Tok::Ident(name), base + s.len());
            return Ok(());
        }
        if let Some(op) = inner("assignment(") {
            self.push(
                base,
                Tok::Ident(format!("assignment({op})")),
                base + s.len(),
            );
            return Ok(());
        }
        self.optional_name(s, base, what)
    }
}

/// Classifies a cooked statement into the grammar's token stream.
pub fn classify(text: &str) -> Result<Vec<Spanned>, ClassifyError> {
    classify_from(text, 0)
}

/// Classifies the statement text from byte `start` on (after a construct name), with token
/// positions relative to the whole text.
pub fn classify_from(text: &str, start: usize) -> Result<Vec<Spanned>, ClassifyError> {
    let mut tokens = Vec::new();
    let rest = text.get(start..).unwrap_or("");
    classify_at(
        rest,
        start,
        &mut Out {
            tokens: &mut tokens,
        },
    )?;
    tag_typed_constructors(&mut tokens);
    Ok(tokens)
}

/// `[real(8) :: 1, 2.5]`: the name that starts a typed array constructor (an intrinsic type's
/// name followed by `::` at the constructor's own level) becomes a type keyword token.
fn tag_typed_constructors(tokens: &mut [Spanned]) {
    for i in 0..tokens.len().saturating_sub(1) {
        if tokens[i].1 != Tok::LCons {
            continue;
        }
        let Tok::Ident(name) = &tokens[i + 1].1 else {
            continue;
        };
        let Some(&(_, kw)) = TYPE_KEYWORDS.iter().find(|(w, _)| w == name) else {
            continue;
        };
        let mut depth = 0i32;
        let mut typed = false;
        for (_, t, _) in &tokens[i + 2..] {
            match t {
                Tok::LParen | Tok::LCons => depth += 1,
                Tok::RParen | Tok::RCons if depth > 0 => depth -= 1,
                Tok::DoubleColon if depth == 0 => {
                    typed = true;
                    break;
                }
                Tok::RParen | Tok::RCons | Tok::Comma if depth == 0 => break,
                _ => {}
            }
        }
        if typed {
            tokens[i + 1].1 = Tok::TypeKw(kw);
        }
    }
}

/// The construct name that starts a statement (`outer:do k=1,5` → `outer`): a name and one
/// `:` at the very start, which no other statement has (`integer::k` has two).
pub fn construct_name(text: &str) -> Option<&str> {
    let colon = text.find(':')?;
    let (name, rest) = (&text[..colon], &text[colon + 1..]);
    (is_name(name) && !rest.is_empty() && !rest.starts_with(':')).then_some(name)
}

/// Where a statement that ends with one of the construct `names` would end without it
/// (`enddoouter` → 5, `if(x)exitouter` → 9, `elseif(c)thenouter` → 13).
pub fn without_construct_name<'a>(
    text: &str,
    mut names: impl Iterator<Item = &'a str>,
) -> Option<usize> {
    let after_logical_if = |head: &str, word: &str| {
        let Some(before) = head.strip_suffix(word) else {
            return false;
        };
        before.is_empty()
            || (before.starts_with("if(") && matching_paren(before, 2) == Some(before.len() - 1))
    };
    names.find_map(|name| {
        let head = text.strip_suffix(name)?;
        let ends_construct = matches!(head, "enddo" | "endif" | "else")
            || after_logical_if(head, "exit")
            || after_logical_if(head, "cycle")
            || (head.starts_with("elseif(") && head.ends_with("then"))
            || head == "casedefault"
            || (head.starts_with("case(") && matching_paren(head, 4) == Some(head.len() - 1));
        ends_construct.then_some(head.len())
    })
}

/// Where the construct name after `END DO`, `END IF`, `END SELECT`, `END BLOCK` or
/// `END ASSOCIATE` starts (`enddoouter` → 5); `None` when there is none.
pub fn end_construct_name(text: &str) -> Option<usize> {
    ["enddo", "endif", "endselect", "endassociate", "endblock"]
        .iter()
        .find_map(|word| {
            let rest = text.strip_prefix(word)?;
            let block_data = *word == "endblock" && rest.starts_with("data");
            (is_name(rest) && !block_data).then_some(word.len())
        })
}

fn classify_at(s: &str, base: usize, out: &mut Out) -> Result<(), ClassifyError> {
    let end = base + s.len();
    if s.is_empty() {
        return Err(error(base, end, "expected a statement"));
    }
    if s.starts_with("if(") {
        let close = matching_paren(s, 2)
            .ok_or_else(|| error(base, end, "missing ')' after the IF condition"))?;
        let rest = &s[close + 1..];
        if !(rest.starts_with('=') && !rest.starts_with("==") && !rest.starts_with("=>")) {
            let cond = &s[2..=close];
            if rest == "then" {
                out.marker(base, StmtTag::IfThen);
                return out.lex(cond, base + 2);
            }
            if rest.is_empty() {
                return Err(error(
                    end - 1,
                    end,
                    "expected a statement or THEN after the IF condition",
                ));
            }
            if rest.starts_with(|c: char| c.is_ascii_digit()) {
                // `IF (e) 10, 20, 30`: the arithmetic IF.
                out.marker(base, StmtTag::ArithIf);
                out.lex(cond, base + 2)?;
                return label_list(rest, base + close + 1, out);
            }
            out.marker(base, StmtTag::LogicalIf);
            out.lex(cond, base + 2)?;
            return classify_at(rest, base + close + 1, out);
        }
    }
    if s.starts_with("where(") {
        let close = matching_paren(s, 5)
            .ok_or_else(|| error(base, end, "missing ')' after the WHERE mask"))?;
        let rest = &s[close + 1..];
        if !rest.starts_with('=') || rest.starts_with("==") {
            let mask = &s[5..=close];
            if rest.is_empty() {
                out.marker(base, StmtTag::WhereConstruct);
                return out.lex(mask, base + 5);
            }
            out.marker(base, StmtTag::Where);
            out.lex(mask, base + 5)?;
            return classify_at(rest, base + close + 1, out);
        }
    }
    if s.starts_with("forall(") {
        let close = matching_paren(s, 6)
            .ok_or_else(|| error(base, end, "missing ')' after the FORALL header"))?;
        let rest = &s[close + 1..];
        let header = &s[6..=close];
        if rest.is_empty() {
            out.marker(base, StmtTag::ForallConstruct);
            return out.lex(header, base + 6);
        }
        if !rest.starts_with('=') {
            out.marker(base, StmtTag::Forall);
            out.lex(header, base + 6)?;
            return classify_at(rest, base + close + 1, out);
        }
    }
    if s == "endforall" {
        out.marker(base, StmtTag::EndForall);
        return Ok(());
    }
    if s == "elsewhere" {
        out.marker(base, StmtTag::ElseWhere);
        return Ok(());
    }
    if s.starts_with("elsewhere(") && matching_paren(s, 9) == Some(s.len() - 1) {
        out.marker(base, StmtTag::ElseWhere);
        return out.lex(&s[9..], base + 9);
    }
    if s == "endwhere" {
        out.marker(base, StmtTag::EndWhere);
        return Ok(());
    }
    let top = scan_top_level(s);
    if let (Some(arrow), None, false) = (top.arrow, top.eq, top.dcolon) {
        // `p => t`: a pointer assignment (`USE m, a => b` starts with USE and has a comma
        // before the arrow, which no pointer object has outside parentheses).
        if !(s.starts_with("use") && s[..arrow].contains(',')) {
            out.marker(base, StmtTag::PointerAssign);
            return out.lex(s, base);
        }
    }
    if let (Some(eq), false) = (top.eq, top.dcolon) {
        if top.comma_after_eq && s.starts_with("do") && do_head(s, base, eq, out)? {
            return out.lex(&s[eq..], base + eq);
        }
        out.marker(base, StmtTag::Assign);
        return out.lex(s, base);
    }
    classify_keyword(s, base, out)
}

/// `do[label][,]var` before the `=` of a DO statement; pushes the marker, label and variable.
fn do_head(s: &str, base: usize, eq: usize, out: &mut Out) -> Result<bool, ClassifyError> {
    let head = &s[2..eq];
    let n = digits_prefix(head);
    let after = &head[n..];
    let (comma, var) = match after.strip_prefix(',') {
        Some(v) if n > 0 => (1, v),
        _ => (0, after),
    };
    if !is_name(var) {
        return Ok(false);
    }
    out.marker(base, StmtTag::Do);
    if n > 0 {
        push_label(out, &head[..n], base + 2)?;
    }
    let var_at = base + 2 + n + comma;
    out.push(var_at, Tok::Ident(var.to_string()), var_at + var.len());
    Ok(true)
}

fn push_label(out: &mut Out, digits: &str, at: usize) -> Result<(), ClassifyError> {
    let hi = at + digits.len();
    match digits.parse::<u32>() {
        Ok(v) if v > 0 && digits.len() <= 5 => {
            out.push(at, Tok::Label(v), hi);
            Ok(())
        }
        _ => Err(error(at, hi, format!("invalid statement label '{digits}'"))),
    }
}

/// `10, 20, 30`: statement labels separated by commas.
fn label_list(s: &str, base: usize, out: &mut Out) -> Result<(), ClassifyError> {
    let mut at = 0;
    for (k, piece) in s.split(',').enumerate() {
        if k > 0 {
            out.push(base + at - 1, Tok::Comma, base + at);
        }
        if piece.is_empty() || !piece.bytes().all(|b| b.is_ascii_digit()) {
            return Err(error(
                base + at,
                base + at + piece.len(),
                "expected a statement label",
            ));
        }
        push_label(out, piece, base + at)?;
        at += piece.len() + 1;
    }
    Ok(())
}

fn classify_keyword(s: &str, base: usize, out: &mut Out) -> Result<(), ClassifyError> {
    let end = base + s.len();
    if let Some(done) = io_statement(s, base, out) {
        return done;
    }
    // END forms.
    if s == "end" {
        out.marker(base, StmtTag::End);
        return Ok(());
    }
    for (word, tag, what) in [
        ("endprogram", StmtTag::EndProgram, "END PROGRAM"),
        ("endsubroutine", StmtTag::EndSubroutine, "END SUBROUTINE"),
        ("endfunction", StmtTag::EndFunction, "END FUNCTION"),
        ("endblockdata", StmtTag::EndBlockData, "END BLOCK DATA"),
        ("endmodule", StmtTag::EndModule, "END MODULE"),
        ("endinterface", StmtTag::EndInterface, "END INTERFACE"),
    ] {
        if let Some(rest) = s.strip_prefix(word) {
            out.marker(base, tag);
            if tag == StmtTag::EndInterface {
                return out.interface_name(rest, base + word.len(), what);
            }
            return out.optional_name(rest, base + word.len(), what);
        }
    }
    if let Some(done) = module_statement(s, base, out) {
        return done;
    }
    if let Some(rest) = s.strip_prefix("blockdata") {
        out.marker(base, StmtTag::BlockData);
        return out.optional_name(rest, base + 9, "BLOCK DATA");
    }
    if let Some(done) = select_type_statement(s, base, out) {
        return done;
    }
    if s.starts_with("selectcase(") {
        out.marker(base, StmtTag::SelectCase);
        return out.lex(&s[10..], base + 10);
    }
    if s == "casedefault" {
        out.marker(base, StmtTag::CaseDefault);
        return Ok(());
    }
    if s.starts_with("case(") {
        out.marker(base, StmtTag::Case);
        return out.lex(&s[4..], base + 4);
    }
    for (word, tag) in [
        ("enddo", StmtTag::EndDo),
        ("endif", StmtTag::EndIf),
        ("endselect", StmtTag::EndSelect),
    ] {
        if let Some(rest) = s.strip_prefix(word) {
            if !rest.is_empty() {
                return Err(error(
                    base + word.len(),
                    end,
                    format!(
                        "unexpected text after END {}",
                        word[3..].to_ascii_uppercase()
                    ),
                ));
            }
            out.marker(base, tag);
            return Ok(());
        }
    }
    if let Some(rest) = s.strip_prefix("endtype") {
        out.marker(base, StmtTag::EndType);
        return out.optional_name(rest, base + 7, "END TYPE");
    }
    if let Some(done) = derived_type_statement(s, base, out) {
        return done;
    }
    for (word, tag) in [
        ("block", StmtTag::Block),
        ("endblock", StmtTag::EndBlock),
        ("endassociate", StmtTag::EndAssociate),
    ] {
        if s == word {
            out.marker(base, tag);
            return Ok(());
        }
    }
    if s.starts_with("associate(") {
        out.marker(base, StmtTag::Associate);
        return out.lex(&s[9..], base + 9);
    }
    // ELSE forms.
    if s == "else" {
        out.marker(base, StmtTag::Else);
        return Ok(());
    }
    if s.starts_with("elseif(") {
        let close = matching_paren(s, 6)
            .ok_or_else(|| error(base, end, "missing ')' after the ELSE IF condition"))?;
        if &s[close + 1..] != "then" {
            return Err(error(
                base + close + 1,
                end,
                "expected THEN after the ELSE IF condition",
            ));
        }
        out.marker(base, StmtTag::ElseIf);
        return out.lex(&s[6..=close], base + 6);
    }
    if s == "continue" {
        out.marker(base, StmtTag::Continue);
        return Ok(());
    }
    if let Some(rest) = s.strip_prefix("goto") {
        let n = digits_prefix(rest);
        if n > 0 && n == rest.len() {
            out.marker(base, StmtTag::Goto);
            return push_label(out, rest, base + 4);
        }
        if rest.starts_with('(') {
            // `GO TO (10, 20, 30) [,] i`: the computed GO TO.
            let close = matching_paren(rest, 0)
                .ok_or_else(|| error(base, end, "missing ')' after the labels of GO TO"))?;
            out.marker(base, StmtTag::ComputedGoto);
            out.push(base + 4, Tok::LParen, base + 5);
            label_list(&rest[1..close], base + 5, out)?;
            out.push(base + 4 + close, Tok::RParen, base + 5 + close);
            let mut at = close + 1;
            if rest[at..].starts_with(',') {
                at += 1;
            }
            return out.lex(&rest[at..], base + 4 + at);
        }
        return Err(error(
            base + 4,
            end,
            "expected a statement label after GO TO",
        ));
    }
    for (word, tag) in [("exit", StmtTag::Exit), ("cycle", StmtTag::Cycle)] {
        if let Some(rest) = s.strip_prefix(word) {
            out.marker(base, tag);
            return out.optional_name(rest, base + word.len(), &word.to_ascii_uppercase());
        }
    }
    if let Some(rest) = s.strip_prefix("stop") {
        out.marker(base, StmtTag::Stop);
        return out.lex(rest, base + 4);
    }
    if let Some(rest) = s.strip_prefix("errorstop") {
        out.marker(base, StmtTag::ErrorStop);
        return out.lex(rest, base + 9);
    }
    if let Some(rest) = s.strip_prefix("print") {
        out.marker(base, StmtTag::Print);
        return out.lex(rest, base + 5);
    }
    if s.starts_with("write(") {
        out.marker(base, StmtTag::Write);
        return out.lex(&s[5..], base + 5);
    }
    if let Some(spec) = s.strip_prefix("format") {
        if !(spec.starts_with('(') && spec.ends_with(')')) {
            return Err(error(
                base + 6,
                end,
                "a FORMAT specification must be enclosed in parentheses",
            ));
        }
        out.marker(base, StmtTag::Format);
        out.push(base + 6, Tok::FormatText(spec.to_string()), end);
        return Ok(());
    }
    if let Some(rest) = s.strip_prefix("program") {
        if !is_name(rest) {
            return Err(error(
                base + 7,
                end,
                "expected a program name after PROGRAM",
            ));
        }
        out.marker(base, StmtTag::Program);
        out.push(base + 7, Tok::Ident(rest.to_string()), end);
        return Ok(());
    }
    let prefix = procedure_prefixes(s);
    if let Some(rest) = s[prefix..].strip_prefix("subroutine") {
        for tag in prefix_tags(&s[..prefix]) {
            out.marker(base, tag);
        }
        let base = base + prefix;
        let name_len = rest.find('(').unwrap_or(rest.len());
        if !is_name(&rest[..name_len]) {
            return Err(error(
                base + 10,
                end,
                "expected a subroutine name after SUBROUTINE",
            ));
        }
        out.marker(base, StmtTag::Subroutine);
        out.push(
            base + 10,
            Tok::Ident(rest[..name_len].to_string()),
            base + 10 + name_len,
        );
        return out.lex(&rest[name_len..], base + 10 + name_len);
    }
    if let Some(at) = function_keyword(s) {
        return function_statement(s, base, at, out);
    }
    if let Some(rest) = s.strip_prefix("call") {
        // `call s(x)`, or `call v(i)%move(x)` (a type-bound procedure).
        let name_len = rest.find(['(', '%']).unwrap_or(rest.len());
        if !is_name(&rest[..name_len]) {
            return Err(error(
                base + 4,
                end,
                "expected a subroutine name after CALL",
            ));
        }
        out.marker(base, StmtTag::Call);
        out.push(
            base + 4,
            Tok::Ident(rest[..name_len].to_string()),
            base + 4 + name_len,
        );
        return out.lex(&rest[name_len..], base + 4 + name_len);
    }
    if let Some(rest) = s.strip_prefix("return") {
        out.marker(base, StmtTag::Return);
        return out.lex(rest, base + 6);
    }
    if let Some(rest) = s.strip_prefix("data").filter(|r| !r.is_empty()) {
        out.marker(base, StmtTag::Data);
        return out.lex(rest, base + 4);
    }
    if let Some(rest) = s.strip_prefix("equivalence").filter(|r| r.starts_with('(')) {
        out.marker(base, StmtTag::Equivalence);
        return out.lex(rest, base + 11);
    }
    if let Some(rest) = s.strip_prefix("namelist").filter(|r| r.starts_with('/')) {
        out.marker(base, StmtTag::Namelist);
        return lex_dropping_group_commas(rest, base + 8, out);
    }
    if let Some(rest) = s.strip_prefix("common") {
        out.marker(base, StmtTag::Common);
        // `common /a/ x, /b/ y`: the comma before a block name is optional; drop it so the
        // grammar needs one token of lookahead. Token positions stay those of the text.
        let mut at = 0;
        let mut pieces = Vec::new();
        for_each_outside_literals(rest, |i, c, depth| {
            if c == b',' && depth == 0 && rest.as_bytes().get(i + 1) == Some(&b'/') {
                pieces.push((at, i));
                at = i + 1;
            }
        });
        pieces.push((at, rest.len()));
        for (lo, hi) in pieces {
            out.lex(&rest[lo..hi], base + 6 + lo)?;
        }
        return Ok(());
    }
    for (word, tag) in [
        ("external", StmtTag::External),
        ("intrinsic", StmtTag::Intrinsic),
        ("save", StmtTag::Save),
    ] {
        if let Some(rest) = s.strip_prefix(word) {
            out.marker(base, tag);
            return out.lex(rest, base + word.len());
        }
    }
    if s == "implicitnone" {
        out.marker(base, StmtTag::ImplicitNone);
        return Ok(());
    }
    if let Some(list) = s
        .strip_prefix("implicitnone(")
        .and_then(|r| r.strip_suffix(')'))
    {
        return implicit_none_specs(list, base + 13, out);
    }
    if let Some(rest) = s.strip_prefix("implicit") {
        out.marker(base, StmtTag::Implicit);
        return implicit_specs(rest, base + 8, out);
    }
    if let Some(rest) = s.strip_prefix("dimension") {
        out.marker(base, StmtTag::Dimension);
        return out.lex(rest, base + 9);
    }
    if s.starts_with("parameter(") {
        out.marker(base, StmtTag::Parameter);
        return out.lex(&s[9..], base + 9);
    }
    if let Some((kw, len)) = type_keyword(s) {
        out.marker(base, StmtTag::TypeDecl);
        out.push(base, Tok::TypeKw(kw), base + len);
        let rest = &s[len..];
        let used = out.star_len(rest, base + len);
        return out.lex(&rest[used..], base + len + used);
    }
    if s.starts_with("dowhile(") {
        out.marker(base, StmtTag::DoWhile);
        return out.lex(&s[7..], base + 7);
    }
    if let Some(rest) = s.strip_prefix("do") {
        let n = digits_prefix(rest);
        let after = &rest[n..];
        let after_comma = after.strip_prefix(',').filter(|_| n > 0).unwrap_or(after);
        let skipped = after.len() - after_comma.len();
        if after_comma.is_empty() {
            out.marker(base, StmtTag::DoForever);
            if n > 0 {
                push_label(out, &rest[..n], base + 2)?;
            }
            return Ok(());
        }
        if after_comma.starts_with("concurrent(") {
            out.marker(base, StmtTag::DoConcurrent);
            if n > 0 {
                push_label(out, &rest[..n], base + 2)?;
            }
            let at = 2 + n + skipped + 10;
            return out.lex(&s[at..], base + at);
        }
        if after_comma.starts_with("while(") {
            out.marker(base, StmtTag::DoWhile);
            if n > 0 {
                push_label(out, &rest[..n], base + 2)?;
            }
            let at = 2 + n + skipped + 5;
            return out.lex(&s[at..], base + at);
        }
        return Err(error(base, end, "expected '=' in the DO statement"));
    }
    if let Some(rest) = s.strip_prefix("entry").filter(|r| !r.is_empty()) {
        out.marker(base, StmtTag::Entry);
        return out.lex(rest, base + 5);
    }
    if let Some((_, what)) = UNSUPPORTED.iter().find(|(w, _)| s.starts_with(w)) {
        return Err(error(
            base,
            end,
            format!("{what} statements are not supported yet"),
        ));
    }
    Err(error(base, end, "unclassifiable statement"))
}

/// Lexes the groups of a NAMELIST statement (`/g/ a, b, /h/ c`), dropping the optional comma
/// before a group name as COMMON does.
fn lex_dropping_group_commas(rest: &str, base: usize, out: &mut Out) -> Result<(), ClassifyError> {
    let mut at = 0;
    let mut pieces = Vec::new();
    for_each_outside_literals(rest, |i, c, depth| {
        if c == b',' && depth == 0 && rest.as_bytes().get(i + 1) == Some(&b'/') {
            pieces.push((at, i));
            at = i + 1;
        }
    });
    pieces.push((at, rest.len()));
    for (lo, hi) in pieces {
        out.lex(&rest[lo..hi], base + lo)?;
    }
    Ok(())
}

/// `TYPE(name) ...` (a declaration of derived-type entities), `TYPE [, attr] [::] name` (the
/// start of a definition) and SEQUENCE: `None` if `s` is none of them.
fn derived_type_statement(
    s: &str,
    base: usize,
    out: &mut Out,
) -> Option<Result<(), ClassifyError>> {
    if s == "sequence" {
        out.marker(base, StmtTag::Sequence);
        return Some(Ok(()));
    }
    if s.starts_with("class(") {
        // `CLASS(t)`, a dummy argument's declared type.
        out.marker(base, StmtTag::TypeDecl);
        out.push(base, Tok::TypeKw(TypeKw::Class), base + 5);
        return Some(out.lex(&s[5..], base + 5));
    }
    let rest = s.strip_prefix("type")?;
    if rest.starts_with('(') && function_keyword(s).is_none() {
        out.marker(base, StmtTag::TypeDecl);
        out.push(base, Tok::TypeKw(TypeKw::Type), base + 4);
        return Some(out.lex(rest, base + 4));
    }
    if rest.contains("::") {
        // `type, public :: name`: lexed as it stands.
        out.marker(base, StmtTag::TypeDef);
        return Some(out.lex(rest, base + 4));
    }
    if is_name(rest) {
        out.marker(base, StmtTag::TypeDef);
        out.push(base + 4, Tok::Ident(rest.to_string()), base + s.len());
        return Some(Ok(()));
    }
    None
}

/// SELECT TYPE, TYPE IS, CLASS IS and CLASS DEFAULT: `None` if `s` is none of them. A guard's
/// type becomes a type spec: an intrinsic type's keyword and selectors (`real(8)`,
/// `character(*)`), or a derived type's name as `TYPE(name)` / `CLASS(name)`.
fn select_type_statement(s: &str, base: usize, out: &mut Out) -> Option<Result<(), ClassifyError>> {
    let end = base + s.len();
    if s.starts_with("selecttype(") {
        out.marker(base, StmtTag::SelectType);
        return Some(out.lex(&s[10..], base + 10));
    }
    if s == "classdefault" {
        out.marker(base, StmtTag::ClassDefault);
        return Some(Ok(()));
    }
    let (tag, word) = if s.starts_with("typeis(") {
        (StmtTag::TypeIs, 6)
    } else if s.starts_with("classis(") {
        (StmtTag::ClassIs, 7)
    } else {
        return None;
    };
    if matching_paren(s, word) != Some(s.len() - 1) {
        return Some(Err(error(
            base,
            end,
            "expected '(type)' after the type guard",
        )));
    }
    out.marker(base, tag);
    let derived = match tag {
        StmtTag::TypeIs => TypeKw::Type,
        _ => TypeKw::Class,
    };
    Some(type_spec_tokens(
        &s[word + 1..s.len() - 1],
        base + word + 1,
        derived,
        out,
    ))
}

/// The type spec `text` of a type guard or of ALLOCATE (`real(8)`, `circle`): an intrinsic
/// type's keyword and selectors, or a derived type's name as `derived(name)`.
fn type_spec_tokens(
    text: &str,
    at: usize,
    derived: TypeKw,
    out: &mut Out,
) -> Result<(), ClassifyError> {
    let intrinsic = type_keyword(text).filter(|(_, n)| {
        let rest = &text[*n..];
        rest.is_empty() || rest.starts_with('(') || rest.starts_with('*')
    });
    match intrinsic {
        Some((kw, n)) => {
            out.push(at, Tok::TypeKw(kw), at + n);
            let n = n + out.star_len(&text[n..], at + n);
            out.lex(&text[n..], at + n)
        }
        None => {
            out.push(at, Tok::TypeKw(derived), at);
            out.push(at, Tok::LParen, at);
            out.lex(text, at)?;
            out.push(at + text.len(), Tok::RParen, at + text.len());
            Ok(())
        }
    }
}

/// `ALLOCATE (type :: objects)`: where the `::` after the type spec is (an index in `s`).
fn allocate_type_spec(s: &str) -> Option<usize> {
    let mut found = None;
    for_each_outside_literals(s, |i, c, depth| {
        if found.is_none() && c == b':' && depth == 1 && s[i..].starts_with("::") {
            found = Some(i);
        }
    });
    found
}

/// MODULE, MODULE PROCEDURE, USE, CONTAINS, INTERFACE, INTENT, OPTIONAL, PUBLIC, PRIVATE,
/// ALLOCATABLE, ALLOCATE, DEALLOCATE:
/// `None` if `s` is none of them.
fn module_statement(s: &str, base: usize, out: &mut Out) -> Option<Result<(), ClassifyError>> {
    let end = base + s.len();
    if s == "contains" {
        out.marker(base, StmtTag::Contains);
        return Some(Ok(()));
    }
    if let Some(rest) = s.strip_prefix("moduleprocedure") {
        out.marker(base, StmtTag::ModuleProcedure);
        return Some(out.lex(rest, base + 15));
    }
    // A derived type's bindings: `procedure :: area => circle_area`, `procedure, nopass :: f`,
    // `procedure area`, `generic :: operator(+) => add`.
    if let Some(rest) = s.strip_prefix("procedure") {
        // `procedure(iface), deferred :: f`: the interface in parentheses first.
        let iface_end = match rest.starts_with('(') {
            true => matching_paren(rest, 0).map(|k| k + 1),
            false => None,
        };
        let after = iface_end.map_or(rest, |k| &rest[k..]);
        if after.starts_with("::")
            || after.starts_with(',')
            || (iface_end.is_none() && is_name(rest))
        {
            out.marker(base, StmtTag::ProcedureBinding);
            if is_name(rest) {
                out.push(base + 9, Tok::Ident(rest.to_string()), end);
                return Some(Ok(()));
            }
            return Some(out.lex(rest, base + 9));
        }
    }
    if let Some(rest) = s.strip_prefix("generic") {
        if rest.starts_with("::") || rest.starts_with(',') {
            out.marker(base, StmtTag::GenericBinding);
            return Some(out.lex(rest, base + 7));
        }
    }
    if let Some(rest) = s.strip_prefix("module") {
        if !is_name(rest) {
            return Some(Err(error(
                base + 6,
                end,
                "expected a module name after MODULE",
            )));
        }
        out.marker(base, StmtTag::Module);
        out.push(base + 6, Tok::Ident(rest.to_string()), end);
        return Some(Ok(()));
    }
    if let Some(rest) = s.strip_prefix("use") {
        // `use m`, `use :: m`, `use m, only: a`, `use, intrinsic :: m` (an intrinsic module:
        // `intrinsic_modules.rs`), `use, non_intrinsic :: m` (the same as `use m`).
        let (skip, rest) = match rest.strip_prefix("::") {
            Some(r) => (2, r),
            None => (0, rest),
        };
        let (skip, rest) = if let Some(r) = rest.strip_prefix(",intrinsic::") {
            let name = &r[..r.find(',').unwrap_or(r.len())];
            if !super::intrinsic_modules::is_intrinsic_module(name) {
                return Some(Err(error(
                    base,
                    end,
                    format!(
                        "'{name}' is not an intrinsic module (they are {})",
                        super::intrinsic_modules::NAMES.join(", ")
                    ),
                )));
            }
            (12, r)
        } else if let Some(r) = rest.strip_prefix(",non_intrinsic::") {
            (16, r)
        } else if rest.starts_with(',') {
            return Some(Err(error(
                base,
                end,
                "expected INTRINSIC :: or NON_INTRINSIC :: after 'USE,'",
            )));
        } else {
            (skip, rest)
        };
        let name_len = rest.find(',').unwrap_or(rest.len());
        if !is_name(&rest[..name_len]) {
            return Some(Err(error(
                base + 3,
                end,
                "expected a module name after USE",
            )));
        }
        let at = base + 3 + skip;
        out.marker(base, StmtTag::Use);
        out.push(at, Tok::Ident(rest[..name_len].to_string()), at + name_len);
        return Some(out.lex(&rest[name_len..], at + name_len));
    }
    if s == "abstractinterface" {
        out.marker(base, StmtTag::AbstractInterface);
        return Some(Ok(()));
    }
    // `import`, `import :: a, b`, `import a, b` (an interface body's).
    if let Some(rest) = s.strip_prefix("import") {
        let list = rest.strip_prefix("::").unwrap_or(rest);
        if rest.is_empty() || rest.starts_with("::") || list.split(',').all(is_name) {
            out.marker(base, StmtTag::Import);
            return Some(out.lex(rest, base + 6));
        }
    }
    if let Some(rest) = s.strip_prefix("interface") {
        out.marker(base, StmtTag::Interface);
        return Some(out.interface_name(rest, base + 9, "INTERFACE"));
    }
    if let Some(rest) = s.strip_prefix("allocatable") {
        out.marker(base, StmtTag::Allocatable);
        return Some(out.lex(rest, base + 11));
    }
    for (word, tag) in [("pointer", StmtTag::Pointer), ("target", StmtTag::Target)] {
        if let Some(rest) = s.strip_prefix(word) {
            out.marker(base, tag);
            return Some(out.lex(rest, base + word.len()));
        }
    }
    if s.starts_with("nullify(") {
        out.marker(base, StmtTag::Nullify);
        return Some(out.lex(&s[7..], base + 7));
    }
    for (word, tag) in [
        ("allocate(", StmtTag::Allocate),
        ("deallocate(", StmtTag::Deallocate),
    ] {
        if s.starts_with(word) {
            out.marker(base, tag);
            let at = word.len() - 1;
            if let (StmtTag::Allocate, Some(dc)) = (tag, allocate_type_spec(s)) {
                out.push(base + at, Tok::LParen, base + at + 1);
                let typed = type_spec_tokens(&s[at + 1..dc], base + at + 1, TypeKw::Type, out);
                if let Err(e) = typed {
                    return Some(Err(e));
                }
                return Some(out.lex(&s[dc..], base + dc));
            }
            return Some(out.lex(&s[at..], base + at));
        }
    }
    if s.starts_with("intent(") {
        out.marker(base, StmtTag::Intent);
        return Some(out.lex(&s[6..], base + 6));
    }
    for (word, tag) in [
        ("optional", StmtTag::Optional),
        ("value", StmtTag::Value),
        ("public", StmtTag::Public),
        ("private", StmtTag::Private),
    ] {
        if let Some(rest) = s.strip_prefix(word) {
            out.marker(base, tag);
            return Some(out.lex(rest, base + word.len()));
        }
    }
    None
}

/// The length of the prefixes RECURSIVE, PURE and ELEMENTAL at the start of `s`.
fn procedure_prefixes(s: &str) -> usize {
    let mut at = 0;
    while let Some(p) = ["recursive", "pure", "elemental"]
        .iter()
        .find(|p| s[at..].starts_with(**p))
    {
        at += p.len();
    }
    at
}

/// The markers of the prefixes among the words of `head` (the text before SUBROUTINE or
/// FUNCTION: prefixes and a type), outside parentheses (a type's kind or length, where a
/// derived type's name may contain the same letters).
fn prefix_tags(head: &str) -> Vec<StmtTag> {
    let mut outside = String::with_capacity(head.len());
    let mut depth = 0usize;
    for c in head.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ if depth == 0 => outside.push(c),
            _ => outside.push(' '),
        }
    }
    [
        ("recursive", StmtTag::Recursive),
        ("pure", StmtTag::Pure),
        ("elemental", StmtTag::Elemental),
    ]
    .into_iter()
    .filter(|(w, _)| outside.contains(w))
    .map(|(_, t)| t)
    .collect()
}

/// Where the word FUNCTION starts in a FUNCTION statement: after the prefixes RECURSIVE,
/// PURE, ELEMENTAL and a type (`doubleprecisionfunctionrandlc(x,a)`,
/// `integer(kind=8)functionf()`, `recursivefunctionf(n)result(r)`), followed by a name and a
/// list of dummy names. Anything else (`realfunction(10)` declares an array) is not one.
fn function_keyword(s: &str) -> Option<usize> {
    let mut at = 0;
    let mut typed = false;
    loop {
        let rest = &s[at..];
        if let Some(p) = ["recursive", "pure", "elemental"]
            .iter()
            .find(|p| rest.starts_with(**p))
        {
            at += p.len();
        } else if let (false, Some((_, len))) = (typed, result_type_keyword(rest)) {
            typed = true;
            at += len;
            let after = &s[at..];
            if after.starts_with("*(") {
                // `CHARACTER*(*)`, `CHARACTER*(n+1)`.
                at = matching_paren(s, at + 1)? + 1;
            } else if let Some(digits) = after.strip_prefix('*') {
                at += 1 + digits_prefix(digits);
            } else if after.starts_with('(') && !after[1..].starts_with("function") {
                at = matching_paren(s, at)? + 1;
            }
        } else {
            break;
        }
    }
    let rest = s[at..].strip_prefix("function")?;
    let open = rest.find('(')?;
    let close = matching_paren(rest, open)?;
    let dummies = &rest[open + 1..close];
    let after = &rest[close + 1..];
    let result_ok = suffixes_ok(after);
    let dummies_ok = dummies.is_empty() || dummies.split(',').all(|d| is_name(d) || d == "*");
    (is_name(&rest[..open]) && dummies_ok && result_ok).then_some(at)
}

/// `[prefix...] [type] FUNCTION name(dummies) [RESULT(r)]`: the marker, the type's tokens (the
/// other prefixes carry no meaning here), the name, the dummy list and `result ( r )`.
fn function_statement(s: &str, base: usize, at: usize, out: &mut Out) -> Result<(), ClassifyError> {
    for tag in prefix_tags(&s[..at]) {
        out.marker(base, tag);
    }
    out.marker(base, StmtTag::Function);
    let mut p = 0;
    while p < at {
        let rest = &s[p..at];
        if let Some(prefix) = ["recursive", "pure", "elemental"]
            .iter()
            .find(|w| rest.starts_with(**w))
        {
            p += prefix.len();
            continue;
        }
        let Some((kw, len)) = result_type_keyword(rest) else {
            return Err(error(
                base + p,
                base + at,
                "unexpected text before FUNCTION",
            ));
        };
        out.push(base + p, Tok::TypeKw(kw), base + p + len);
        p += len;
        p += out.star_len(&s[p..at], base + p);
        if s[p..at].starts_with("*(") {
            let close = matching_paren(s, p + 1)
                .ok_or_else(|| error(base + p, base + at, "missing ')' in the length"))?;
            out.lex(&s[p..=close], base + p)?;
            p = close + 1;
        }
        if s[p..at].starts_with('(') {
            let close = matching_paren(s, p)
                .ok_or_else(|| error(base + p, base + at, "missing ')' in the type"))?;
            out.lex(&s[p..=close], base + p)?;
            p = close + 1;
        }
    }
    let rest = &s[at + 8..];
    let open = rest.find('(').unwrap_or(rest.len());
    let name_at = base + at + 8;
    out.push(
        name_at,
        Tok::Ident(rest[..open].to_string()),
        name_at + open,
    );
    let close = matching_paren(rest, open).unwrap_or(rest.len() - 1);
    out.lex(&rest[open..=close], name_at + open)?;
    // `result(r)`, `bind(c, name='f')`: names and parentheses for the grammar.
    out.lex(&rest[close + 1..], name_at + close + 1)
}

/// Whether `s` is a FUNCTION statement's suffixes: `result(name)` and `bind(...)`, in any
/// order (the grammar checks what is inside BIND's parentheses).
fn suffixes_ok(mut s: &str) -> bool {
    while !s.is_empty() {
        let (word, result) = if s.starts_with("result(") {
            ("result", true)
        } else if s.starts_with("bind(") {
            ("bind", false)
        } else {
            return false;
        };
        let Some(close) = matching_paren(s, word.len()) else {
            return false;
        };
        if result && !is_name(&s[word.len() + 1..close]) {
            return false;
        }
        s = &s[close + 1..];
    }
    true
}

/// READ, OPEN, CLOSE, REWIND, BACKSPACE, ENDFILE, FLUSH: `None` if `s` is none of them.
/// `read(...)` has a control list; `read*,x` and `read10,x` are the short form (unit `*`).
/// The file positioning statements take a control list or just a unit (`rewind 5`).
fn io_statement(s: &str, base: usize, out: &mut Out) -> Option<Result<(), ClassifyError>> {
    if let Some(rest) = s.strip_prefix("read") {
        if rest.starts_with('(') {
            out.marker(base, StmtTag::Read);
            return Some(out.lex(rest, base + 4));
        }
        let short = rest.starts_with('*')
            || rest.starts_with(|c: char| c.is_ascii_digit())
            || rest.starts_with(['\'', '"']);
        if short {
            out.marker(base, StmtTag::ReadShort);
            return Some(out.lex(rest, base + 4));
        }
        return None;
    }
    for (word, tag) in [
        ("open", StmtTag::Open),
        ("close", StmtTag::Close),
        ("inquire", StmtTag::Inquire),
    ] {
        if let Some(rest) = s.strip_prefix(word).filter(|r| r.starts_with('(')) {
            out.marker(base, tag);
            return Some(out.lex(rest, base + word.len()));
        }
    }
    for (word, tag) in [
        ("rewind", StmtTag::Rewind),
        ("backspace", StmtTag::Backspace),
        ("endfile", StmtTag::Endfile),
        ("flush", StmtTag::Flush),
    ] {
        if let Some(rest) = s.strip_prefix(word).filter(|r| !r.is_empty()) {
            out.marker(base, tag);
            let at = base + word.len();
            if rest.starts_with('(') {
                return Some(out.lex(rest, at));
            }
            // `rewind 5`: the unit alone, given to the grammar as `(5)`.
            out.push(at, Tok::LParen, at);
            if let Err(e) = out.lex(rest, at) {
                return Some(Err(e));
            }
            out.push(base + s.len(), Tok::RParen, base + s.len());
            return Some(Ok(()));
        }
    }
    None
}

fn type_keyword(s: &str) -> Option<(TypeKw, usize)> {
    TYPE_KEYWORDS
        .iter()
        .find(|(w, _)| s.starts_with(w))
        .map(|(w, k)| (*k, w.len()))
}

/// A type keyword that may start a FUNCTION statement: an intrinsic type, or `TYPE(name)`.
fn result_type_keyword(s: &str) -> Option<(TypeKw, usize)> {
    if s.starts_with("type(") {
        return Some((TypeKw::Type, 4));
    }
    TYPE_KEYWORDS
        .iter()
        .find(|(w, _)| s.starts_with(w))
        .map(|(w, k)| (*k, w.len()))
}

/// `real*8(a-h,o-z),integer(i-n)`: each piece's type keyword is split off here.
/// `IMPLICIT NONE (TYPE, EXTERNAL)` (Fortran 2018): TYPE is IMPLICIT NONE; EXTERNAL (every
/// external procedure declared EXTERNAL) is accepted and not checked. An empty list is
/// IMPLICIT NONE.
fn implicit_none_specs(list: &str, base: usize, out: &mut Out) -> Result<(), ClassifyError> {
    let mut at = base;
    let mut typed = list.is_empty();
    for word in list.split(',') {
        match word {
            "type" => typed = true,
            "external" => {}
            _ => {
                return Err(error(
                    at,
                    at + word.len(),
                    "expected TYPE or EXTERNAL in IMPLICIT NONE",
                ))
            }
        }
        at += word.len() + 1;
    }
    if !typed {
        return Err(error(
            base,
            base + list.len(),
            "IMPLICIT NONE (EXTERNAL) without TYPE is not supported yet",
        ));
    }
    out.marker(base - 13, StmtTag::ImplicitNone);
    Ok(())
}

fn implicit_specs(s: &str, base: usize, out: &mut Out) -> Result<(), ClassifyError> {
    let mut pieces = Vec::new();
    let mut start = 0;
    for_each_outside_literals(s, |i, c, depth| {
        if c == b',' && depth == 0 {
            pieces.push((start, i));
            start = i + 1;
        }
    });
    pieces.push((start, s.len()));
    for (k, &(lo, hi)) in pieces.iter().enumerate() {
        if k > 0 {
            out.push(base + lo - 1, Tok::Comma, base + lo);
        }
        let piece = &s[lo..hi];
        let Some((kw, len)) = type_keyword(piece) else {
            return Err(error(
                base + lo,
                base + hi,
                "expected a type in the IMPLICIT statement",
            ));
        };
        out.push(base + lo, Tok::TypeKw(kw), base + lo + len);
        let used = out.star_len(&piece[len..], base + lo + len);
        out.lex(&piece[len + used..], base + lo + len + used)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head(s: &str) -> Vec<Tok> {
        classify(s)
            .expect("classifies") // ok: test
            .into_iter()
            .map(|t| t.1)
            .take(3)
            .collect()
    }

    #[test]
    fn construct_names_are_found_and_dropped() {
        assert_eq!(construct_name("outer:dok=1,5"), Some("outer"));
        assert_eq!(construct_name("integer::k"), None);
        assert_eq!(construct_name("a(1:2)=0"), None);
        let names = || ["outer"].into_iter();
        assert_eq!(without_construct_name("enddoouter", names()), Some(5));
        assert_eq!(
            without_construct_name("if(k>6)exitouter", names()),
            Some(11)
        );
        assert_eq!(
            without_construct_name("elseif(x)thenouter", names()),
            Some(13)
        );
        assert_eq!(without_construct_name("exitinner", names()), None);
        assert_eq!(without_construct_name("x=outer", names()), None);
    }

    fn tag(s: &str) -> StmtTag {
        // ok: test (fixed inputs)
        match classify(s).expect("classifies").first() {
            Some((_, Tok::Stmt(t), _)) => *t,
            other => panic!("no marker: {other:?}"), // ok: unit-test helper, fixed inputs
        }
    }

    #[test]
    fn assignment_versus_do_and_if() {
        assert_eq!(tag("do10i=1.5"), StmtTag::Assign);
        assert_eq!(
            head("do10i=1,5"),
            [
                Tok::Stmt(StmtTag::Do),
                Tok::Label(10),
                Tok::Ident("i".into())
            ]
        );
        assert_eq!(head("do10,i=1,5")[2], Tok::Ident("i".into()));
        assert_eq!(tag("doi=1,n"), StmtTag::Do);
        assert_eq!(tag("if(x)=1"), StmtTag::Assign);
        assert_eq!(tag("if(x.gt.1)then"), StmtTag::IfThen);
        assert_eq!(
            classify("if(eps.lt.maxeps)goto3")
                .expect("ok") // ok: test
                .iter()
                .filter(|t| matches!(t.1, Tok::Stmt(_)))
                .count(),
            2
        );
        assert_eq!(tag("if(x)then=1"), StmtTag::LogicalIf);
        assert_eq!(tag("a(i,j)=b(i,j)+1"), StmtTag::Assign);
        assert_eq!(tag("x=a.eq.b"), StmtTag::Assign);
        assert_eq!(tag("dowhile(err>1.0e-3)"), StmtTag::DoWhile);
        assert_eq!(tag("do10while(i<=n)"), StmtTag::DoWhile);
        assert_eq!(tag("do"), StmtTag::DoForever);
    }

    #[test]
    fn typed_constructors_get_a_type_keyword() {
        let kws = |s: &str| {
            classify(s)
                .expect("ok") // ok: test
                .iter()
                .filter(|t| matches!(t.1, Tok::TypeKw(_)))
                .count()
        };
        assert_eq!(kws("x=[real(8)::1,2.5]"), 1);
        assert_eq!(kws("c=(/character(len=4)::'a','bcd'/)"), 1);
        assert_eq!(kws("n=size([integer::])"), 1);
        // A call of REAL, not a type: no `::` at the constructor's level.
        assert_eq!(kws("x=[real(i),2.0]"), 0);
        assert_eq!(tag("d=[real(8)::1,2.5]"), StmtTag::Assign);
    }

    #[test]
    fn keywords_run_into_names() {
        assert_eq!(
            head("real*8x"),
            [
                Tok::Stmt(StmtTag::TypeDecl),
                Tok::TypeKw(TypeKw::Real),
                Tok::Star
            ]
        );
        assert_eq!(tag("doubleprecisiona(m,n),row(n)"), StmtTag::TypeDecl);
        assert_eq!(tag("integer,parameter::n=64"), StmtTag::TypeDecl);
        assert_eq!(head("goto10"), [Tok::Stmt(StmtTag::Goto), Tok::Label(10)]);
        assert_eq!(tag("enddo"), StmtTag::EndDo);
        assert_eq!(tag("end"), StmtTag::End);
        assert_eq!(tag("endprogramjach"), StmtTag::EndProgram);
        assert_eq!(tag("implicitnone"), StmtTag::ImplicitNone);
        assert_eq!(tag("implicitnone(type,external)"), StmtTag::ImplicitNone);
        assert_eq!(
            classify("implicitreal*8(a-h,o-z),integer(i-n)")
                .expect("ok") // ok: test
                .iter()
                .filter(|t| matches!(t.1, Tok::TypeKw(_)))
                .count(),
            2
        );
        assert_eq!(tag("print*,'a=b'"), StmtTag::Print);
        assert_eq!(tag("write(unit=*,fmt=100)x"), StmtTag::Write);
        assert_eq!(tag("format(1x,'a=',i4)"), StmtTag::Format);
        assert_eq!(tag("parameter(n=10)"), StmtTag::Parameter);
    }

    #[test]
    fn program_units_and_calls() {
        assert_eq!(
            head("subroutinesolve(a,n)"),
            [
                Tok::Stmt(StmtTag::Subroutine),
                Tok::Ident("solve".into()),
                Tok::LParen
            ]
        );
        assert_eq!(tag("subroutinestart"), StmtTag::Subroutine);
        assert_eq!(
            head("doubleprecisionfunctionrandlc(x,a)"),
            [
                Tok::Stmt(StmtTag::Function),
                Tok::TypeKw(TypeKw::DoublePrecision),
                Tok::Ident("randlc".into())
            ]
        );
        assert_eq!(
            head("recursiveinteger*8functionf(n)result(r)")[..3],
            [
                Tok::Stmt(StmtTag::Recursive),
                Tok::Stmt(StmtTag::Function),
                Tok::TypeKw(TypeKw::Integer)
            ]
        );
        assert_eq!(tag("recursivesubroutinewalk(n)"), StmtTag::Recursive);
        assert_eq!(tag("puresubroutinewalk(n)"), StmtTag::Pure);
        // Each prefix is marked (in a fixed order: the grammar takes any), also after a type.
        assert_eq!(
            head("realelementalfunctionf(x)")[..3],
            [
                Tok::Stmt(StmtTag::Elemental),
                Tok::Stmt(StmtTag::Function),
                Tok::TypeKw(TypeKw::Real)
            ]
        );
        assert_eq!(tag("integer(kind=8)functionf()"), StmtTag::Function);
        assert_eq!(tag("functionf(x,y)"), StmtTag::Function);
        assert_eq!(tag("type(pt)functionmk(a,b)"), StmtTag::Function);
        assert_eq!(tag("character*(*)functionf(c)"), StmtTag::Function);
        assert_eq!(tag("type(pt)::functionx"), StmtTag::TypeDecl);
        // An array declaration, not a function: its bounds are not dummy names.
        assert_eq!(tag("realfunction(10)"), StmtTag::TypeDecl);
        assert_eq!(tag("functionx=1"), StmtTag::Assign);
        assert_eq!(
            head("callfoo(x)"),
            [
                Tok::Stmt(StmtTag::Call),
                Tok::Ident("foo".into()),
                Tok::LParen
            ]
        );
        assert_eq!(tag("callfoo"), StmtTag::Call);
        assert_eq!(tag("return"), StmtTag::Return);
        assert_eq!(tag("entryrarea(r)"), StmtTag::Entry);
        assert_eq!(tag("entry=1"), StmtTag::Assign);
        assert_eq!(tag("endsubroutinesolve"), StmtTag::EndSubroutine);
        assert_eq!(tag("endfunction"), StmtTag::EndFunction);
        assert_eq!(tag("externalf,g"), StmtTag::External);
        assert_eq!(tag("save"), StmtTag::Save);
        assert_eq!(tag("common/blk/x,y(10)"), StmtTag::Common);
        assert_eq!(tag("commonx,y"), StmtTag::Common);
        assert_eq!(tag("equivalence(a,b(2)),(c,d)"), StmtTag::Equivalence);
        assert_eq!(tag("equivalencex=1"), StmtTag::Assign);
        assert_eq!(tag("read(2,*,iostat=ios)x,y"), StmtTag::Read);
        assert_eq!(tag("read*,n"), StmtTag::ReadShort);
        assert_eq!(tag("read100,n"), StmtTag::ReadShort);
        assert_eq!(
            tag("open(unit=2,file='in.data',status='old')"),
            StmtTag::Open
        );
        assert_eq!(tag("close(2)"), StmtTag::Close);
        assert_eq!(tag("rewind5"), StmtTag::Rewind);
        assert_eq!(tag("endfile(unit=3)"), StmtTag::Endfile);
        assert_eq!(tag("readx=1"), StmtTag::Assign);
        assert_eq!(tag("inquire(file='a',exist=ex)"), StmtTag::Inquire);
        assert_eq!(tag("inquire(iolength=n)a,b"), StmtTag::Inquire);
        assert_eq!(tag("namelist/g/a,b,/h/c"), StmtTag::Namelist);
        assert_eq!(tag("namelistx=1"), StmtTag::Assign);
    }

    #[test]
    fn unsupported_and_unknown_statements() {
        assert_eq!(
            classify("pause").unwrap_err().message, // ok: test
            "PAUSE statements are not supported yet"
        );
        assert_eq!(
            classify("xyz").unwrap_err().message, // ok: test
            "unclassifiable statement"
        );
        assert_eq!(tag("endassociate"), StmtTag::EndAssociate);
        assert_eq!(tag("block"), StmtTag::Block);
        assert_eq!(tag("endblock"), StmtTag::EndBlock);
        assert_eq!(tag("associate(x=>a(1))"), StmtTag::Associate);
        assert_eq!(end_construct_name("enddoouter"), Some(5));
        assert_eq!(end_construct_name("endblockdata"), None);
        assert_eq!(end_construct_name("enddo"), None);
        assert_eq!(tag("endtypepoint"), StmtTag::EndType);
        assert_eq!(tag("typepoint"), StmtTag::TypeDef);
        assert_eq!(tag("type,public::point"), StmtTag::TypeDef);
        assert_eq!(tag("type(point)::p(10)"), StmtTag::TypeDecl);
        assert_eq!(tag("sequence"), StmtTag::Sequence);
    }

    #[test]
    fn module_statements() {
        assert_eq!(tag("modulegrid"), StmtTag::Module);
        assert_eq!(tag("endmodulegrid"), StmtTag::EndModule);
        assert_eq!(tag("moduleprocedurea,b"), StmtTag::ModuleProcedure);
        assert_eq!(tag("usegrid,only:nx,m=>ny"), StmtTag::Use);
        assert_eq!(tag("use::grid"), StmtTag::Use);
        assert_eq!(tag("contains"), StmtTag::Contains);
        assert_eq!(tag("interfacenorm"), StmtTag::Interface);
        assert_eq!(tag("endinterface"), StmtTag::EndInterface);
        assert_eq!(tag("intent(in)::x"), StmtTag::Intent);
        assert_eq!(tag("private"), StmtTag::Private);
        assert_eq!(tag("public::a"), StmtTag::Public);
        // An assignment is still an assignment.
        assert_eq!(tag("user=1"), StmtTag::Assign);
        assert_eq!(tag("modules(2)=1"), StmtTag::Assign);
        assert_eq!(tag("use,intrinsic::iso_c_binding"), StmtTag::Use);
        assert_eq!(tag("use,non_intrinsic::m,only:a"), StmtTag::Use);
        assert!(classify("use,intrinsic::mymod")
            .unwrap_err() // ok: test
            .message
            .contains("not an intrinsic module"));
        assert!(classify("module1x").is_err());
    }

    #[test]
    fn bind_c_suffixes_and_import() {
        assert_eq!(tag("functionf(x)bind(c,name='g')"), StmtTag::Function);
        assert_eq!(
            tag("integerfunctionf(x)result(y)bind(c)"),
            StmtTag::Function
        );
        assert_eq!(tag("functionf(x)bind(c)result(y)"), StmtTag::Function);
        assert_eq!(tag("subroutines(x)bind(c,name='s_')"), StmtTag::Subroutine);
        assert_eq!(tag("import::a,b"), StmtTag::Import);
        assert_eq!(tag("import"), StmtTag::Import);
        assert_eq!(tag("importx=1"), StmtTag::Assign);
    }
}
