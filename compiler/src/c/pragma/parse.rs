//! Recursive descent over the tokens of one `#pragma dvm` line (Annex 1 of the C-DVMH
//! manual). Clauses may be separated by commas or by whitespace alone, as the manual's
//! examples write them.

use super::constfold;
use super::expand::{expand, Macros};
use super::lexer::{tokenize, Tok, Token};
use super::{span, AlignSpec, ArraySpec, Pragma, PragmaKind, Redistribute, TemplateSpec};
use crate::c::ast::Pos;
use crate::directives::ast::*;
use crate::name::Name;

/// A syntax error: where and what.
pub type PErr = (Pos, String);

type P<T> = Result<T, PErr>;

struct Parser {
    toks: Vec<Token>,
    at: usize,
    /// The offset just past the directive text (for "expected ... at end").
    end: usize,
}

/// Parses the text after `#pragma` (`dvm ...`), which starts at offset `base` of the
/// preprocessed text, with `macros` expanded.
pub fn parse_pragma(text: &str, base: usize, macros: &Macros) -> P<Pragma> {
    let toks = tokenize(text, base).map_err(|(at, c)| {
        (
            Pos::new(at, at + 1),
            format!("unexpected character '{c}' in a DVMH directive"),
        )
    })?;
    let toks = expand(toks, macros);
    let mut p = Parser {
        toks,
        at: 0,
        end: base + text.len(),
    };
    p.ident_is("dvm")?;
    let (name, lo, _) = p.ident()?;
    let kind = match name.as_str() {
        "array" => PragmaKind::Array(p.array_clauses()?),
        "template" => PragmaKind::Template(p.template()?),
        "parallel" => PragmaKind::Parallel(p.parallel()?),
        "region" => PragmaKind::Region(p.region_clauses()?),
        "actual" => PragmaKind::Actual(p.optional_ranges()?),
        "get_actual" => PragmaKind::GetActual(p.optional_ranges()?),
        "shadow_renew" => {
            p.punct('(')?;
            let specs = p.list(Parser::renew_spec)?;
            p.punct(')')?;
            PragmaKind::ShadowRenew(specs)
        }
        "remote_access" => {
            p.punct('(')?;
            let r = p.remote()?;
            p.punct(')')?;
            PragmaKind::RemoteAccess(r)
        }
        "redistribute" => PragmaKind::Redistribute(p.redistribute()?),
        "realign" => {
            let r = p.realign()?;
            PragmaKind::Realign(r, p.new_value())
        }
        "host_section" => PragmaKind::HostSection,
        "inherit" => {
            p.punct('(')?;
            let names = p.list(Parser::name)?;
            p.punct(')')?;
            PragmaKind::Inherit(names)
        }
        // `interval [n]` ... `endinterval`: a performance statistics interval, which does not
        // change what the program computes (as INTERVAL in Fortran-DVMH).
        "interval" => {
            if p.at < p.toks.len() {
                p.expr()?;
            }
            PragmaKind::Interval
        }
        "endinterval" => PragmaKind::EndInterval,
        "barrier" => {
            // Known directives this compiler does not implement: the rest of the line is
            // not checked.
            p.at = p.toks.len();
            PragmaKind::Unsupported(name)
        }
        _ => {
            return Err((
                Pos::new(lo, lo + name.len()),
                format!("unknown DVMH directive '{name}'"),
            ))
        }
    };
    if let Some(t) = p.toks.get(p.at) {
        return Err((
            Pos::new(t.lo, t.hi),
            format!("unexpected '{}' in a DVMH directive", show(&t.tok)),
        ));
    }
    Ok(Pragma {
        kind,
        pos: Pos::new(base, p.end),
    })
}

fn show(t: &Tok) -> String {
    match t {
        Tok::Ident(s) | Tok::Int(s) | Tok::Float(s) => s.clone(),
        Tok::Punct(c) => c.to_string(),
        Tok::Op(o) => o.to_string(),
    }
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at).map(|t| &t.tok)
    }

    fn here(&self) -> Pos {
        match self.toks.get(self.at) {
            Some(t) => Pos::new(t.lo, t.hi),
            None => Pos::new(self.end, self.end + 1),
        }
    }

    /// The end offset of the last token taken.
    fn last_hi(&self) -> usize {
        self.at
            .checked_sub(1)
            .and_then(|i| self.toks.get(i))
            .map_or(self.end, |t| t.hi)
    }

    fn expected<T>(&self, what: &str) -> P<T> {
        let found = match self.peek() {
            Some(t) => format!("'{}'", show(t)),
            None => "the end of the directive".to_string(),
        };
        Err((self.here(), format!("expected {what}, found {found}")))
    }

    fn is_punct(&self, c: char) -> bool {
        self.peek() == Some(&Tok::Punct(c))
    }

    fn eat_punct(&mut self, c: char) -> bool {
        let yes = self.is_punct(c);
        if yes {
            self.at += 1;
        }
        yes
    }

    fn punct(&mut self, c: char) -> P<()> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            self.expected(&format!("'{c}'"))
        }
    }

    fn is_ident(&self, s: &str) -> bool {
        matches!(self.peek(), Some(Tok::Ident(x)) if x == s)
    }

    fn ident_is(&mut self, s: &str) -> P<()> {
        if self.is_ident(s) {
            self.at += 1;
            Ok(())
        } else {
            self.expected(&format!("'{s}'"))
        }
    }

    fn ident(&mut self) -> P<(String, usize, usize)> {
        match self.toks.get(self.at) {
            Some(Token {
                tok: Tok::Ident(s),
                lo,
                hi,
            }) => {
                let r = (s.clone(), *lo, *hi);
                self.at += 1;
                Ok(r)
            }
            _ => self.expected("a name"),
        }
    }

    fn name(&mut self) -> P<Name> {
        let (s, lo, hi) = self.ident()?;
        Ok(Name::new(s, span(lo, hi)))
    }

    /// `x, x, ...` (at least one).
    fn list<T>(&mut self, mut item: impl FnMut(&mut Self) -> P<T>) -> P<Vec<T>> {
        let mut out = vec![item(self)?];
        while self.eat_punct(',') {
            out.push(item(self)?);
        }
        Ok(out)
    }

    /// A clause separator: an optional comma.
    fn separator(&mut self) {
        self.eat_punct(',');
    }

    // ---------------------------------------------------------------- expressions

    /// An integer expression with C's operators and precedence (6.5.5–6.5.15): casts are
    /// read and left out (directives compute in `long`), `sizeof(type)` is a `sizeof` call
    /// of the type's words, `~x` is `-x - 1` and `!x` is `x == 0`.
    fn expr(&mut self) -> P<DExpr> {
        let c = self.binary_level(0)?;
        if !self.eat_op("?") {
            return Ok(c);
        }
        let a = self.expr()?;
        self.punct(':')?;
        let b = self.expr()?;
        let s = span(c.span.lo as usize, b.span.hi as usize);
        Ok(DExpr {
            kind: DExprKind::Cond(Box::new(c), Box::new(a), Box::new(b)),
            span: s,
        })
    }

    fn is_op(&self, o: &str) -> bool {
        matches!(self.peek(), Some(Tok::Op(x)) if *x == o)
    }

    fn eat_op(&mut self, o: &str) -> bool {
        let yes = self.is_op(o);
        if yes {
            self.at += 1;
        }
        yes
    }

    /// The binary operators from `||` (level 0) down to the shifts (level 8); the additive
    /// ones and tighter are [`Self::additive`]'s.
    fn binary_level(&mut self, level: usize) -> P<DExpr> {
        const LEVELS: &[&[(&str, DOp)]] = &[
            &[("||", DOp::Or)],
            &[("&&", DOp::And)],
            &[("|", DOp::BitOr)],
            &[("^", DOp::BitXor)],
            &[("&", DOp::BitAnd)],
            &[("==", DOp::Eq), ("!=", DOp::Ne)],
            &[
                ("<", DOp::Lt),
                ("<=", DOp::Le),
                (">", DOp::Gt),
                (">=", DOp::Ge),
            ],
            &[("<<", DOp::Shl), (">>", DOp::Shr)],
        ];
        let Some(ops) = LEVELS.get(level) else {
            return self.additive();
        };
        let mut e = self.binary_level(level + 1)?;
        loop {
            let Some(&(_, op)) = ops.iter().find(|(o, _)| self.is_op(o)) else {
                return Ok(e);
            };
            self.at += 1;
            let r = self.binary_level(level + 1)?;
            e = bin(op, e, r);
        }
    }

    fn additive(&mut self) -> P<DExpr> {
        let mut e = self.term()?;
        loop {
            let op = if self.is_punct('+') {
                DOp::Add
            } else if self.is_punct('-') {
                DOp::Sub
            } else {
                return Ok(e);
            };
            self.at += 1;
            let r = self.term()?;
            e = bin(op, e, r);
        }
    }

    fn term(&mut self) -> P<DExpr> {
        let mut e = self.unary()?;
        loop {
            let op = if self.is_punct('*') {
                DOp::Mul
            } else if self.is_punct('/') {
                DOp::Div
            } else if self.is_punct('%') {
                DOp::Rem
            } else {
                return Ok(e);
            };
            self.at += 1;
            let r = self.unary()?;
            e = bin(op, e, r);
        }
    }

    fn unary(&mut self) -> P<DExpr> {
        let lo = self.here().lo;
        if self.eat_punct('-') {
            let e = self.unary()?;
            let hi = e.span.hi as usize;
            return Ok(DExpr {
                kind: DExprKind::Neg(Box::new(e)),
                span: span(lo, hi),
            });
        }
        if self.eat_punct('+') {
            return self.unary();
        }
        if self.eat_op("~") || self.eat_op("!") {
            let not = matches!(self.toks[self.at - 1].tok, Tok::Op("!"));
            let e = self.unary()?;
            let s = span(lo, e.span.hi as usize);
            let int = |v: &str| DExpr {
                kind: DExprKind::Int(v.to_string()),
                span: s,
            };
            let kind = if not {
                DExprKind::Binary(DOp::Eq, Box::new(e), Box::new(int("0")))
            } else {
                let neg = DExpr {
                    kind: DExprKind::Neg(Box::new(e)),
                    span: s,
                };
                DExprKind::Binary(DOp::Sub, Box::new(neg), Box::new(int("1")))
            };
            return Ok(DExpr { kind, span: s });
        }
        if self.is_ident("sizeof") {
            return self.sizeof();
        }
        if let Some(after) = self.cast_end() {
            if let Some(folded) = self.folded_cast(lo)? {
                return Ok(folded);
            }
            if self.floating_operand(after) {
                return Err((
                    Pos::new(lo, self.toks[after].hi),
                    "a cast of a floating expression that is not constant is not supported in a directive (compute the integer into a variable first)".to_string(),
                ));
            }
            // `(long)(n / 2)`: the value is the operand's.
            self.at = after;
            return self.unary();
        }
        self.primary()
    }

    /// At a cast to an arithmetic type whose operand is a constant (`(int)2.7`,
    /// `(unsigned char)(N + 1)`): the integer C gives it, as a literal; `None` when the
    /// operand names variables (the cast is then left out).
    fn folded_cast(&mut self, lo: usize) -> P<Option<DExpr>> {
        let Some((target, after)) = constfold::keyword_cast(&self.toks, self.at) else {
            return Ok(None);
        };
        let Some((value, next)) = constfold::operand(&self.toks, after) else {
            return Ok(None);
        };
        self.at = next;
        let s = span(lo, self.last_hi());
        match value.cast(target) {
            constfold::Num::Int(v) => {
                let int = DExpr {
                    kind: DExprKind::Int(v.unsigned_abs().to_string()),
                    span: s,
                };
                Ok(Some(if v < 0 {
                    DExpr {
                        kind: DExprKind::Neg(Box::new(int)),
                        span: s,
                    }
                } else {
                    int
                }))
            }
            constfold::Num::Real(_) => Err((
                super::pos_of(s),
                "a floating value where the directive needs an integer".to_string(),
            )),
        }
    }

    /// Does the cast operand at `at` (a parenthesised group or one token) hold a floating
    /// constant? Such an operand is computed in floating point in C, which the directive's
    /// integer arithmetic cannot do.
    fn floating_operand(&self, at: usize) -> bool {
        let mut depth = 0usize;
        for t in &self.toks[at.min(self.toks.len())..] {
            match &t.tok {
                Tok::Float(_) => return true,
                Tok::Punct('(') => depth += 1,
                Tok::Punct(')') => depth = depth.saturating_sub(1),
                _ => {}
            }
            if depth == 0 {
                break;
            }
        }
        false
    }

    /// At `(` of a cast `(unsigned long)`, `(size_t)`, `(int *)`: the index past its `)`.
    /// A parenthesised name is a cast when C's type keywords spell it, or when an operand
    /// follows it (`(T) x` cannot be anything else).
    fn cast_end(&self) -> Option<usize> {
        if !self.is_punct('(') {
            return None;
        }
        let mut k = self.at + 1;
        let mut words = Vec::new();
        while let Some(Token {
            tok: Tok::Ident(w), ..
        }) = self.toks.get(k)
        {
            words.push(w.as_str());
            k += 1;
        }
        while matches!(self.toks.get(k).map(|t| &t.tok), Some(Tok::Punct('*'))) {
            k += 1;
        }
        if words.is_empty() || !matches!(self.toks.get(k).map(|t| &t.tok), Some(Tok::Punct(')'))) {
            return None;
        }
        let keyword = |w: &&str| {
            matches!(
                *w,
                "char"
                    | "short"
                    | "int"
                    | "long"
                    | "signed"
                    | "unsigned"
                    | "float"
                    | "double"
                    | "_Bool"
                    | "const"
                    | "volatile"
                    | "struct"
                    | "union"
                    | "enum"
            )
        };
        let operand_next = matches!(
            self.toks.get(k + 1).map(|t| &t.tok),
            Some(Tok::Ident(_) | Tok::Int(_) | Tok::Float(_) | Tok::Punct('('))
        );
        (words.iter().any(keyword) || (words.len() == 1 && operand_next)).then_some(k + 1)
    }

    /// `sizeof(type)` (the type's words as one name) or `sizeof(name)`, `sizeof name`, or
    /// `sizeof(A[0][0])`, `sizeof(*p)`, `sizeof(c.x)`: an expression's text as the name, for
    /// the lowering to type.
    fn sizeof(&mut self) -> P<DExpr> {
        let lo = self.here().lo;
        self.at += 1;
        let paren = self.eat_punct('(');
        if paren {
            if let Some(arg) = self.sizeof_expression()? {
                return Ok(DExpr {
                    kind: DExprKind::Call(Name::new("sizeof", span(lo, lo + 6)), vec![arg]),
                    span: span(lo, self.last_hi()),
                });
            }
        }
        let mut words = Vec::new();
        let (mut first, mut last) = (self.here().lo, self.here().lo);
        while let Some(Token {
            tok: Tok::Ident(w),
            lo: l,
            hi,
        }) = self.toks.get(self.at).cloned()
        {
            if words.is_empty() {
                first = l;
            }
            words.push(w);
            last = hi;
            self.at += 1;
            if !paren {
                break;
            }
        }
        let mut text = words.join(" ");
        while paren && self.eat_punct('*') {
            text.push_str(" *");
            last = self.last_hi();
        }
        if words.is_empty() {
            return self.expected("a type or a name after 'sizeof'");
        }
        if paren {
            self.punct(')')?;
        }
        let arg = DExpr {
            kind: DExprKind::Name(Name::new(text, span(first, last))),
            span: span(first, last),
        };
        Ok(DExpr {
            kind: DExprKind::Call(Name::new("sizeof", span(lo, lo + 6)), vec![arg]),
            span: span(lo, self.last_hi()),
        })
    }

    /// Inside `sizeof(`: when the parentheses hold more than a type's or a variable's
    /// words (`A[0][0]`, `*p`, `c.x`), that expression's text up to the matching `)`, which
    /// is taken.
    fn sizeof_expression(&mut self) -> P<Option<DExpr>> {
        let mut depth = 0;
        let mut close = None;
        for (k, t) in self.toks.iter().enumerate().skip(self.at) {
            match t.tok {
                Tok::Punct('(') | Tok::Punct('[') => depth += 1,
                Tok::Punct(']') => depth -= 1,
                Tok::Punct(')') if depth == 0 => {
                    close = Some(k);
                    break;
                }
                Tok::Punct(')') => depth -= 1,
                _ => {}
            }
        }
        let Some(close) = close else {
            return Ok(None);
        };
        let inner = &self.toks[self.at..close];
        let words = inner
            .iter()
            .take_while(|t| matches!(t.tok, Tok::Ident(_)))
            .count();
        let words_then_stars = words > 0
            && inner[words..]
                .iter()
                .all(|t| matches!(t.tok, Tok::Punct('*')));
        if inner.is_empty() || words_then_stars {
            return Ok(None);
        }
        let mut text = String::new();
        for (k, t) in inner.iter().enumerate() {
            let word = |t: &Token| matches!(t.tok, Tok::Ident(_) | Tok::Int(_) | Tok::Float(_));
            if k > 0 && word(t) && word(&inner[k - 1]) {
                text.push(' ');
            }
            text.push_str(&show(&t.tok));
        }
        let s = span(inner[0].lo, inner[inner.len() - 1].hi);
        self.at = close + 1;
        Ok(Some(DExpr {
            kind: DExprKind::Name(Name::new(text, s)),
            span: s,
        }))
    }

    fn primary(&mut self) -> P<DExpr> {
        let lo = self.here().lo;
        match self.peek().cloned() {
            Some(Tok::Int(d)) => {
                self.at += 1;
                Ok(DExpr {
                    kind: DExprKind::Int(d),
                    span: span(lo, self.last_hi()),
                })
            }
            Some(Tok::Ident(_)) => {
                let n = self.name()?;
                if self.eat_punct('(') {
                    let args = if self.is_punct(')') {
                        Vec::new()
                    } else {
                        self.list(Parser::expr)?
                    };
                    self.punct(')')?;
                    return Ok(DExpr {
                        kind: DExprKind::Call(n, args),
                        span: span(lo, self.last_hi()),
                    });
                }
                Ok(DExpr {
                    span: n.span,
                    kind: DExprKind::Name(n),
                })
            }
            Some(Tok::Float(f)) => Err((
                self.here(),
                format!("floating constant '{f}' in an integer directive expression (a cast of a constant, '(int){f}', converts it)"),
            )),
            Some(Tok::Punct('(')) => {
                self.at += 1;
                let mut e = self.expr()?;
                self.punct(')')?;
                e.span = span(lo, self.last_hi());
                Ok(e)
            }
            _ => self.expected("an integer expression"),
        }
    }

    // ---------------------------------------------------------------- array directive

    fn array_clauses(&mut self) -> P<ArraySpec> {
        let mut spec = ArraySpec::default();
        while let Some(Tok::Ident(w)) = self.peek().cloned() {
            let here = self.here();
            match w.as_str() {
                "distribute" if spec.distribute.is_none() => {
                    self.at += 1;
                    spec.distribute = Some(self.dist_formats()?);
                }
                "align" if spec.align.is_none() => {
                    self.at += 1;
                    spec.align = Some(self.align()?);
                }
                "shadow" if spec.shadow.is_none() => {
                    self.at += 1;
                    spec.shadow = Some(self.shadow_edges()?);
                }
                "distribute" | "align" | "shadow" => {
                    return Err((here, format!("'{w}' given twice in one 'array' directive")))
                }
                _ => return self.expected("'distribute', 'align' or 'shadow'"),
            }
            self.separator();
        }
        if spec.distribute.is_some() && spec.align.is_some() {
            return Err((
                Pos::new(self.toks[1].lo, self.end),
                "an array is either distributed or aligned, not both".to_string(),
            ));
        }
        Ok(spec)
    }

    /// `[block][]...` (possibly none).
    fn dist_formats(&mut self) -> P<Vec<DistFormat>> {
        let mut out = Vec::new();
        while self.is_punct('[') {
            let lo = self.here().lo;
            self.at += 1;
            let kind = if self.is_punct(']') {
                DistFormatKind::Star
            } else if self.is_punct('*') {
                // `[*]`: the DVM system's older spelling of `[]` (its own C-DVMH examples
                // write `distribute[block][*]`), accepted as a synonym.
                self.at += 1;
                DistFormatKind::Star
            } else {
                let (w, wlo, whi) = self.ident()?;
                match w.as_str() {
                    "block" => DistFormatKind::Block,
                    "genblock" => {
                        self.punct('(')?;
                        let n = self.name()?;
                        self.punct(')')?;
                        DistFormatKind::GenBlock(n)
                    }
                    "wgtblock" => {
                        self.punct('(')?;
                        let n = self.name()?;
                        self.punct(',')?;
                        let e = self.expr()?;
                        self.punct(')')?;
                        DistFormatKind::WgtBlock(n, e)
                    }
                    "multblock" => {
                        self.punct('(')?;
                        let e = self.expr()?;
                        self.punct(')')?;
                        DistFormatKind::MultBlock(e)
                    }
                    _ => {
                        return Err((
                            Pos::new(wlo, whi),
                            format!("unknown distribution format '{w}'"),
                        ))
                    }
                }
            };
            self.punct(']')?;
            out.push(DistFormat {
                kind,
                span: span(lo, self.last_hi()),
            });
        }
        Ok(out)
    }

    /// `[i][]...`: the dummies of an align or parallel mapping.
    fn dummies(&mut self) -> P<Vec<AlignDummy>> {
        let mut out = Vec::new();
        while self.is_punct('[') {
            let lo = self.here().lo;
            self.at += 1;
            if self.eat_punct(']') {
                out.push(AlignDummy::Star(span(lo, self.last_hi())));
                continue;
            }
            out.push(AlignDummy::Name(self.name()?));
            self.punct(']')?;
        }
        if out.is_empty() {
            return self.expected("'['");
        }
        Ok(out)
    }

    /// `B[i][][2*j+1]`.
    fn array_ref(&mut self) -> P<ArrayRef> {
        let array = self.name()?;
        let lo = array.span.lo as usize;
        let mut subscripts = Vec::new();
        while self.is_punct('[') {
            let slo = self.here().lo;
            self.at += 1;
            if self.eat_punct(']') {
                subscripts.push(Subscript::Star(span(slo, self.last_hi())));
                continue;
            }
            subscripts.push(Subscript::Expr(self.expr()?));
            self.punct(']')?;
        }
        Ok(ArrayRef {
            array,
            subscripts,
            span: span(lo, self.last_hi()),
        })
    }

    /// `redistribute`'s `( A[block][] )`.
    fn redistribute(&mut self) -> P<Redistribute> {
        let lo = self.here().lo;
        self.punct('(')?;
        let array = self.name()?;
        let formats = self.dist_formats()?;
        if formats.is_empty() {
            return self.expected("'['");
        }
        self.punct(')')?;
        let span = span(lo, self.last_hi());
        Ok(Redistribute {
            array,
            formats,
            new_value: self.new_value(),
            span,
        })
    }

    /// The optional `new_value` after `redistribute(...)` / `realign(...)`.
    fn new_value(&mut self) -> bool {
        let yes = self.is_ident("new_value");
        if yes {
            self.at += 1;
        }
        yes
    }

    /// `realign`'s `( X[i] with A[i][] )`.
    fn realign(&mut self) -> P<AlignItem> {
        let lo = self.here().lo;
        self.punct('(')?;
        let array = self.name()?;
        let dummies = self.dummies()?;
        self.ident_is("with")?;
        let r = self.array_ref()?;
        self.punct(')')?;
        Ok(AlignItem {
            array,
            dummies,
            base: r.array,
            subscripts: r.subscripts,
            span: span(lo, self.last_hi()),
        })
    }

    /// `( [i][j] with B[i][j] )`.
    fn align(&mut self) -> P<AlignSpec> {
        let lo = self.here().lo;
        self.punct('(')?;
        let dummies = self.dummies()?;
        self.ident_is("with")?;
        let r = self.array_ref()?;
        self.punct(')')?;
        Ok(AlignSpec {
            dummies,
            base: r.array,
            subscripts: r.subscripts,
            span: span(lo, self.last_hi()),
        })
    }

    /// `[w]` or `[lo:hi]`, one per dimension.
    fn shadow_edges(&mut self) -> P<Vec<ShadowWidth>> {
        let mut out = Vec::new();
        while self.is_punct('[') {
            let lo = self.here().lo;
            self.at += 1;
            let w = self.expr()?;
            let hi = if self.eat_punct(':') {
                Some(self.expr()?)
            } else {
                None
            };
            self.punct(']')?;
            out.push(ShadowWidth {
                lo: w,
                hi,
                span: span(lo, self.last_hi()),
            });
        }
        if out.is_empty() {
            return self.expected("'['");
        }
        Ok(out)
    }

    // ---------------------------------------------------------------- template

    fn template(&mut self) -> P<TemplateSpec> {
        let mut dims = Vec::new();
        while self.eat_punct('[') {
            dims.push(self.expr()?);
            self.punct(']')?;
        }
        self.separator();
        let distribute = if self.is_ident("distribute") {
            self.at += 1;
            Some(self.dist_formats()?)
        } else {
            None
        };
        Ok(TemplateSpec { dims, distribute })
    }

    // ---------------------------------------------------------------- parallel

    fn parallel(&mut self) -> P<ParallelDir> {
        self.punct('(')?;
        let (vars, on) = match self.peek().cloned() {
            // `parallel(n)`: a nest of n loops not mapped on an array; the loop variables
            // are the nest's own, so each is named here by an empty name.
            Some(Tok::Int(d)) => {
                let lo = self.here().lo;
                self.at += 1;
                let at = span(lo, self.last_hi());
                let n = match d.parse::<usize>() {
                    Ok(n) if (1..=32).contains(&n) => n,
                    _ => {
                        return Err((
                            super::pos_of(at),
                            format!("'parallel({d})': the number of loops of the nest is 1 to 32"),
                        ))
                    }
                };
                self.punct(')')?;
                (vec![Name::new("", at); n], None)
            }
            _ => {
                let dummies = self.dummies()?;
                let mut vars = Vec::new();
                for d in dummies {
                    match d {
                        AlignDummy::Name(n) => vars.push(n),
                        AlignDummy::Star(s) => {
                            return Err((
                                super::pos_of(s),
                                "a parallel loop's mapping names a loop variable in every '[]'"
                                    .to_string(),
                            ))
                        }
                    }
                }
                // `parallel([i][j])`: the named loops, not mapped on an array.
                if self.eat_punct(')') {
                    (vars, None)
                } else {
                    self.ident_is("on")?;
                    let on = self.array_ref()?;
                    self.punct(')')?;
                    (vars, Some(on))
                }
            }
        };
        let mut clauses = Vec::new();
        while let Some(Tok::Ident(w)) = self.peek().cloned() {
            let lo = self.here().lo;
            self.at += 1;
            let c = match w.as_str() {
                "reduction" => {
                    self.punct('(')?;
                    let specs = self.list(Parser::reduction_spec)?;
                    self.punct(')')?;
                    ParallelClause::Reduction {
                        group: None,
                        specs,
                        span: span(lo, self.last_hi()),
                    }
                }
                "private" => {
                    self.punct('(')?;
                    let names = self.list(Parser::name)?;
                    self.punct(')')?;
                    ParallelClause::Private(names, span(lo, self.last_hi()))
                }
                "shadow_renew" => {
                    self.punct('(')?;
                    let specs = self.list(Parser::renew_spec)?;
                    self.punct(')')?;
                    ParallelClause::ShadowRenew(specs, span(lo, self.last_hi()))
                }
                "across" => {
                    self.punct('(')?;
                    let specs = self.list(Parser::renew_spec)?;
                    self.punct(')')?;
                    ParallelClause::Across(specs, span(lo, self.last_hi()))
                }
                "remote_access" => {
                    self.punct('(')?;
                    let r = self.remote()?;
                    self.punct(')')?;
                    ParallelClause::RemoteAccess(r, span(lo, self.last_hi()))
                }
                "cuda_block" => {
                    self.punct('(')?;
                    let es = self.list(Parser::expr)?;
                    self.punct(')')?;
                    if es.len() > 3 {
                        return Err((
                            Pos::new(lo, self.last_hi()),
                            "'cuda_block' takes one to three sizes".to_string(),
                        ));
                    }
                    ParallelClause::CudaBlock(es, span(lo, self.last_hi()))
                }
                "stage" => {
                    self.punct('(')?;
                    let e = self.expr()?;
                    self.punct(')')?;
                    ParallelClause::Stage(e, span(lo, self.last_hi()))
                }
                "tie" => {
                    self.punct('(')?;
                    let refs = self.list(Parser::array_ref)?;
                    self.punct(')')?;
                    ParallelClause::Tie(refs, span(lo, self.last_hi()))
                }
                _ => {
                    self.at -= 1;
                    return self.expected("a parallel loop clause");
                }
            };
            clauses.push(c);
            self.separator();
        }
        Ok(ParallelDir { vars, on, clauses })
    }

    fn reduction_spec(&mut self) -> P<ReductionSpec> {
        let (f, lo, hi) = self.ident()?;
        let op = match f.as_str() {
            "sum" => ReductionOp::Sum,
            "product" => ReductionOp::Product,
            "max" => ReductionOp::Max,
            "min" => ReductionOp::Min,
            "and" => ReductionOp::And,
            "or" => ReductionOp::Or,
            "xor" => ReductionOp::Neqv,
            "maxloc" => ReductionOp::Maxloc,
            "minloc" => ReductionOp::Minloc,
            _ => {
                return Err((
                    Pos::new(lo, hi),
                    format!("unknown reduction operation '{f}'"),
                ))
            }
        };
        self.punct('(')?;
        let var = self.name()?;
        let loc = if matches!(op, ReductionOp::Maxloc | ReductionOp::Minloc) {
            self.punct(',')?;
            let l = self.name()?;
            let n = if self.eat_punct(',') {
                Some(self.expr()?)
            } else {
                None
            };
            Some((l, n))
        } else {
            None
        };
        self.punct(')')?;
        Ok(ReductionSpec {
            op,
            var,
            loc,
            span: span(lo, self.last_hi()),
        })
    }

    /// `A`, `A[1:1][0:0]`, `A(corner)`.
    fn renew_spec(&mut self) -> P<RenewSpec> {
        let array = self.name()?;
        let lo = array.span.lo as usize;
        let widths = if self.is_punct('[') {
            Some(self.shadow_edges()?)
        } else {
            None
        };
        let corner = if self.eat_punct('(') {
            self.ident_is("corner")?;
            self.punct(')')?;
            true
        } else {
            false
        };
        Ok(RenewSpec {
            array,
            widths,
            corner,
            span: span(lo, self.last_hi()),
        })
    }

    fn remote(&mut self) -> P<RemoteAccess> {
        let refs = self.list(|p| {
            let r = p.array_ref()?;
            let subscripts = (!r.subscripts.is_empty()).then(|| {
                r.subscripts
                    .into_iter()
                    .map(|s| match s {
                        Subscript::Star(sp) => RemoteSubscript::All(sp),
                        Subscript::Expr(e) => RemoteSubscript::Expr(e),
                    })
                    .collect()
            });
            Ok(RemoteRef {
                array: r.array,
                subscripts,
                span: r.span,
            })
        })?;
        Ok(RemoteAccess { group: None, refs })
    }

    // ---------------------------------------------------------------- region, actual

    fn region_clauses(&mut self) -> P<Vec<RegionClause>> {
        let mut out = Vec::new();
        while let Some(Tok::Ident(w)) = self.peek().cloned() {
            let lo = self.here().lo;
            self.at += 1;
            let dir = match w.as_str() {
                "in" => Some(DataDirection::In),
                "out" => Some(DataDirection::Out),
                "inout" => Some(DataDirection::Inout),
                "local" => Some(DataDirection::Local),
                "inlocal" => Some(DataDirection::Inlocal),
                _ => None,
            };
            let c = match (dir, w.as_str()) {
                (Some(d), _) => {
                    self.punct('(')?;
                    let r = self.list(Parser::data_range)?;
                    self.punct(')')?;
                    RegionClause::Data(d, r, span(lo, self.last_hi()))
                }
                (None, "targets") => {
                    self.punct('(')?;
                    let ts = self.list(|p| {
                        let (t, lo, hi) = p.ident()?;
                        let target = match t.as_str() {
                            "CUDA" | "cuda" => Target::Cuda,
                            "HOST" | "host" => Target::Host,
                            _ => {
                                return Err((
                                    Pos::new(lo, hi),
                                    format!("unknown target '{t}' (HOST or CUDA)"),
                                ))
                            }
                        };
                        Ok((target, span(lo, hi)))
                    })?;
                    self.punct(')')?;
                    RegionClause::Targets(ts, span(lo, self.last_hi()))
                }
                (None, "async") => RegionClause::Async(span(lo, self.last_hi())),
                _ => {
                    self.at -= 1;
                    return self.expected("a region clause");
                }
            };
            out.push(c);
            self.separator();
        }
        Ok(out)
    }

    /// `A`, `A[1:N][2]`.
    fn data_range(&mut self) -> P<DataRange> {
        let name = self.name()?;
        let lo = name.span.lo as usize;
        let mut ranges = Vec::new();
        while self.eat_punct('[') {
            let a = self.expr()?;
            let b = if self.eat_punct(':') {
                Some(self.expr()?)
            } else {
                None
            };
            self.punct(']')?;
            ranges.push((a, b));
        }
        Ok(DataRange {
            name,
            ranges: (!ranges.is_empty()).then_some(ranges),
            span: span(lo, self.last_hi()),
        })
    }

    fn optional_ranges(&mut self) -> P<Option<Vec<DataRange>>> {
        if !self.eat_punct('(') {
            return Ok(None);
        }
        let r = self.list(Parser::data_range)?;
        self.punct(')')?;
        Ok(Some(r))
    }
}

fn bin(op: DOp, a: DExpr, b: DExpr) -> DExpr {
    let s = span(a.span.lo as usize, b.span.hi as usize);
    DExpr {
        kind: DExprKind::Binary(op, Box::new(a), Box::new(b)),
        span: s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(s: &str) -> PragmaKind {
        parse_pragma(s, 0, &Macros::new()).unwrap().kind // ok: test
    }

    fn err(s: &str) -> String {
        parse_pragma(s, 0, &Macros::new()).unwrap_err().1 // ok: test
    }

    #[test]
    fn array_clauses() {
        let PragmaKind::Array(a) = ok("dvm array distribute[block][], shadow[1][1:2]") else {
            panic!() // ok: test
        };
        let d = a.distribute.unwrap(); // ok: test
        assert_eq!(d[0].kind, DistFormatKind::Block);
        assert_eq!(d[1].kind, DistFormatKind::Star);
        let s = a.shadow.unwrap(); // ok: test
        assert_eq!(s.len(), 2);
        assert!(s[1].hi.is_some());
        let PragmaKind::Array(a) = ok("dvm array align([i][j] with T[i+1][2*j])") else {
            panic!() // ok: test
        };
        let al = a.align.unwrap(); // ok: test
        assert_eq!(al.base.text, "T");
        assert_eq!(al.dummies.len(), 2);
        assert!(matches!(
            &al.subscripts[1],
            Subscript::Expr(DExpr {
                kind: DExprKind::Binary(DOp::Mul, ..),
                ..
            })
        ));
    }

    #[test]
    fn redistribute_and_realign() {
        let PragmaKind::Redistribute(r) = ok("dvm redistribute(A[genblock(bs)][])") else {
            panic!() // ok: test
        };
        assert_eq!(r.array.text, "A");
        assert!(matches!(&r.formats[0].kind, DistFormatKind::GenBlock(n) if n.text == "bs"));
        assert_eq!(r.formats[1].kind, DistFormatKind::Star);
        let PragmaKind::Realign(a, false) = ok("dvm realign(X[i] with A[i][])") else {
            panic!() // ok: test
        };
        assert_eq!((a.array.text.as_str(), a.base.text.as_str()), ("X", "A"));
        assert_eq!((a.dummies.len(), a.subscripts.len()), (1, 2));
        assert_eq!(err("dvm redistribute(A)"), "expected '[', found ')'");
        let PragmaKind::Redistribute(r) = ok("dvm redistribute(A[block][]) new_value") else {
            panic!() // ok: test
        };
        assert!(r.new_value);
        assert!(matches!(
            ok("dvm realign(X[i] with A[i][]) new_value"),
            PragmaKind::Realign(_, true)
        ));
        assert_eq!(
            err("dvm realign(X[i] with A[i][]) new_values"),
            "unexpected 'new_values' in a DVMH directive"
        );
    }

    #[test]
    fn parallel_with_clauses() {
        let PragmaKind::Parallel(p) = ok(
            "dvm parallel([i][j] on A[i][j]) reduction(sum(s), max(e), maxloc(v, idx, 2)) \
             private(x, y) shadow_renew(A, B[1:1][0:0]) across(A[1:1][1:1]) \
             remote_access(B[i][]) cuda_block(32, 8)",
        ) else {
            panic!() // ok: test
        };
        assert_eq!(p.vars.len(), 2);
        assert_eq!(p.clauses.len(), 6);
        let ParallelClause::Reduction { specs, .. } = &p.clauses[0] else {
            panic!() // ok: test
        };
        assert_eq!(specs[2].op, ReductionOp::Maxloc);
        assert!(specs[2].loc.as_ref().unwrap().1.is_some()); // ok: test
    }

    #[test]
    fn region_actual_template() {
        let PragmaKind::Region(r) = ok("dvm region in(A[0:9]), out(B) local(C) targets(CUDA)")
        else {
            panic!() // ok: test
        };
        assert_eq!(r.len(), 4);
        assert_eq!(ok("dvm actual"), PragmaKind::Actual(None));
        let PragmaKind::GetActual(Some(v)) = ok("dvm get_actual(s, A)") else {
            panic!() // ok: test
        };
        assert_eq!(v.len(), 2);
        let PragmaKind::Template(t) = ok("dvm template[10][20] distribute[block][block]") else {
            panic!() // ok: test
        };
        assert_eq!(t.dims.len(), 2);
    }

    #[test]
    fn inherit_names_parameters() {
        let PragmaKind::Inherit(ns) = ok("dvm inherit(A, TA)") else {
            panic!() // ok: test
        };
        let names: Vec<&str> = ns.iter().map(|n| n.text.as_str()).collect();
        assert_eq!(names, ["A", "TA"]);
        assert_eq!(err("dvm inherit()"), "expected a name, found ')'");
    }

    /// Every prefix and every one-token damage of long directives gives a result, not a panic.
    #[test]
    fn damaged_directives_do_not_panic() {
        let texts = [
            "dvm parallel([i][j] on A[i+1][2*j-1]) reduction(sum(s), maxloc(v, idx, 2)) \
             private(x) shadow_renew(A[1:2][0](corner)) across(B[1:1][1:1]) \
             remote_access(C[i][], D) cuda_block(32, 8) stage(2)",
            "dvm array distribute[block][genblock(g)][wgtblock(w, 4)][multblock(2)][], shadow[1][1:2]",
            "dvm array align([i][][j] with T[(i+1)*2][][-j/2])",
            "dvm region in(A[0:N-1][2]) out(B) inout(c) local(d) inlocal(e) targets(HOST, CUDA) async",
            "dvm template[N][M*2] distribute[block][]",
        ];
        let junk = ["(", ")", "[", "]", ",", ":", "*", "x", "1", "-"];
        for t in texts {
            for cut in 0..=t.len() {
                let _ = parse_pragma(&t[..cut], 0, &Macros::new());
                for j in junk {
                    let damaged = format!("{}{j}{}", &t[..cut], &t[cut..]);
                    let _ = parse_pragma(&damaged, 0, &Macros::new());
                }
            }
        }
    }

    #[test]
    fn errors() {
        assert_eq!(
            err("dvm paralel([i] on A[i])"),
            "unknown DVMH directive 'paralel'"
        );
        assert_eq!(
            err("dvm parallel([i] on A[i]) reduction(avg(s))"),
            "unknown reduction operation 'avg'"
        );
        assert_eq!(
            err("dvm array distribute[blok]"),
            "unknown distribution format 'blok'"
        );
        assert_eq!(err("dvm parallel([i] A[i])"), "expected 'on', found 'A'");
        assert_eq!(
            err("dvm array distribute[block"),
            "expected ']', found the end of the directive"
        );
    }
}
