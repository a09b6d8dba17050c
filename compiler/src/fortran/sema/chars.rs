//! CHARACTER expressions: substrings, concatenation, comparison and the character
//! intrinsics (LEN, LEN_TRIM, INDEX, ICHAR/IACHAR, CHAR/ACHAR, LGE/LGT/LLE/LLT).
//!
//! The type of a CHARACTER expression is `Ty::Char` whatever its length; lengths are a
//! property of variables (`Symbol::char_len`) and are computed where they are needed: here
//! when they are constants (for folding and for checks), in lowering otherwise.

use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{BinOp, CharLen, Const, Expr, ExprKind, Intrinsic, Place, Ty};
use crate::name::Name;
use crate::source::Span;

impl Checker<'_> {
    /// The length of a CHARACTER expression when it is a constant.
    pub fn static_char_len(&self, e: &Expr) -> Option<i64> {
        match &e.kind {
            ExprKind::Const(Const::Str(s)) => Some(s.len() as i64),
            ExprKind::Field(f) => Some(f.char_len),
            ExprKind::Load(id) | ExprKind::Elem(id, _) => match self.scope.get(*id).char_len {
                Some(CharLen::Const(n)) => Some(n),
                Some(CharLen::Assumed | CharLen::Auto | CharLen::Deferred) => None,
                None => Some(1),
            },
            ExprKind::Substring(base, lo, hi) => {
                let bound = |b: &Option<Box<Expr>>, default: Option<i64>| match b {
                    None => default,
                    Some(x) => match x.as_const() {
                        Some(Const::Int(v)) => Some(*v),
                        _ => None,
                    },
                };
                let lo = bound(lo, Some(1))?;
                let hi = bound(hi, self.static_char_len(base))?;
                Some((hi - lo + 1).max(0))
            }
            ExprKind::Binary(BinOp::Concat, a, b) => {
                Some(self.static_char_len(a)? + self.static_char_len(b)?)
            }
            ExprKind::Intrinsic(Intrinsic::Char, _) => Some(1),
            ExprKind::Intrinsic(Intrinsic::Adjustl | Intrinsic::Adjustr, a) => {
                self.static_char_len(&a[0])
            }
            ExprKind::Intrinsic(Intrinsic::Repeat, a) => match a[1].as_const() {
                Some(Const::Int(n)) => Some(self.static_char_len(&a[0])? * n),
                _ => None,
            },
            _ => None,
        }
    }

    /// The bounds of a substring range `(lo:hi)`, as INTEGER(8).
    fn substring_bounds(&mut self, range: &ast::Arg) -> Option<(Option<Expr>, Option<Expr>)> {
        let ast::ExprKind::Range(lo, hi) = &range.value.kind else {
            self.error(range.value.span, "a substring needs a range (lo:hi)");
            return None;
        };
        let bound = |ck: &mut Self, b: &Option<Box<ast::Expr>>| -> Result<Option<Expr>, ()> {
            let Some(b) = b else {
                return Ok(None);
            };
            let x = ck.check_expr(b).ok_or(())?;
            if !x.ty.is_int() {
                ck.error(
                    x.span,
                    format!("a substring bound must be INTEGER, found {}", x.ty),
                );
                return Err(());
            }
            Ok(Some(ck.convert(x, Ty::I8)))
        };
        let lo = bound(self, lo);
        let hi = bound(self, hi);
        Some((lo.ok()?, hi.ok()?))
    }

    /// `base(lo:hi)` of a CHARACTER value (constant bounds are checked against a constant
    /// length, as gfortran does).
    pub fn substring(&mut self, base: Expr, range: &ast::Arg, span: Span) -> Option<Expr> {
        if base.ty != Ty::Char {
            self.error(
                span,
                format!("a substring needs a CHARACTER value, found {}", base.ty),
            );
            return None;
        }
        let (lo, hi) = self.substring_bounds(range)?;
        self.check_substring_bounds(self.static_char_len(&base), lo.as_ref(), hi.as_ref(), span);
        if let (Some(Const::Str(s)), lo_c, hi_c) = (
            base.as_const(),
            lo.as_ref().map(Expr::as_const),
            hi.as_ref().map(Expr::as_const),
        ) {
            let lo = match lo_c {
                None => Some(1),
                Some(Some(Const::Int(v))) => Some(*v),
                _ => None,
            };
            let hi = match hi_c {
                None => Some(s.len() as i64),
                Some(Some(Const::Int(v))) => Some(*v),
                _ => None,
            };
            if let (Some(lo), Some(hi)) = (lo, hi) {
                let text = if hi < lo {
                    String::new()
                } else {
                    s.get(lo as usize - 1..hi as usize)
                        .unwrap_or_default()
                        .to_string()
                };
                return Some(Expr {
                    kind: ExprKind::Const(Const::Str(text)),
                    ty: Ty::Char,
                    span,
                });
            }
        }
        Some(Expr {
            kind: ExprKind::Substring(Box::new(base), lo.map(Box::new), hi.map(Box::new)),
            ty: Ty::Char,
            span,
        })
    }

    fn check_substring_bounds(
        &mut self,
        len: Option<i64>,
        lo: Option<&Expr>,
        hi: Option<&Expr>,
        span: Span,
    ) {
        let value = |e: Option<&Expr>| match e.map(Expr::as_const) {
            Some(Some(Const::Int(v))) => Some(*v),
            _ => None,
        };
        let (lo, hi) = (value(lo), value(hi));
        if let (Some(l), Some(h)) = (lo, hi) {
            if h < l {
                return; // an empty substring
            }
        }
        if lo.is_some_and(|l| l < 1) {
            self.error(
                span,
                format!("substring start {} is less than 1", lo.unwrap_or(0)),
            );
        }
        if let (Some(h), Some(n)) = (hi, len) {
            if h > n {
                self.error(span, format!("substring end {h} is past the length {n}"));
            }
        }
    }

    /// The place `base(lo:hi)` assigned to.
    pub fn substring_place(&mut self, base: Place, range: &ast::Arg, span: Span) -> Option<Place> {
        if let Place::Field(f) = &base {
            if f.ty != Ty::Char {
                self.error(span, "a substring needs a CHARACTER component");
                return None;
            }
            let (lo, hi) = self.substring_bounds(range)?;
            self.check_substring_bounds(Some(f.char_len), lo.as_ref(), hi.as_ref(), span);
            return Some(Place::Substring(Box::new(base), lo, hi));
        }
        let id = base.symbol();
        if self.scope.get(id).ty != Ty::Char {
            let name = self.scope.get(id).name.clone();
            self.error(
                span,
                format!("'{name}' is not CHARACTER: it has no substrings"),
            );
            return None;
        }
        let (lo, hi) = self.substring_bounds(range)?;
        let len = match self.scope.get(id).char_len {
            Some(CharLen::Const(n)) => Some(n),
            _ => None,
        };
        self.check_substring_bounds(len, lo.as_ref(), hi.as_ref(), span);
        Some(Place::Substring(Box::new(base), lo, hi))
    }

    /// `a // b`.
    pub fn concatenation(&mut self, a: Expr, b: Expr, span: Span) -> Option<Expr> {
        if a.ty != Ty::Char || b.ty != Ty::Char {
            self.error(
                span,
                format!(
                    "operands of '//' must be CHARACTER, found {} and {}",
                    a.ty, b.ty
                ),
            );
            return None;
        }
        Some(self.make_binary(BinOp::Concat, a, b, Ty::Char, span))
    }

    /// A relational operation of two CHARACTER values (the shorter is padded with blanks).
    pub fn char_comparison(&mut self, op: BinOp, a: Expr, b: Expr, span: Span) -> Option<Expr> {
        if a.ty != Ty::Char || b.ty != Ty::Char {
            self.error(span, format!("cannot compare {} with {}", a.ty, b.ty));
            return None;
        }
        Some(self.make_binary(op, a, b, Ty::L4, span))
    }

    /// LEN, LEN_TRIM, INDEX, ICHAR/IACHAR, CHAR/ACHAR, LGE/LGT/LLE/LLT, TRIM, ADJUSTL,
    /// ADJUSTR, REPEAT.
    pub fn character_intrinsic(
        &mut self,
        name: &Name,
        args: Vec<Expr>,
        span: Span,
    ) -> Option<Expr> {
        let upper = name.upper();
        let mut args = args;
        // The KIND= of ICHAR, LEN, ... is the INTEGER result's; of CHAR, ACHAR the one
        // character kind.
        let mut result_kind = None;
        let kinded = matches!(
            name.text.as_str(),
            "ichar" | "iachar" | "len" | "len_trim" | "char" | "achar"
        );
        let searches = matches!(name.text.as_str(), "index" | "scan" | "verify");
        if (kinded && args.len() == 2) || (searches && args.len() == 4) {
            let k = args.pop()?;
            let allowed: &[i64] = if matches!(name.text.as_str(), "char" | "achar") {
                &[1]
            } else {
                &[1, 2, 4, 8]
            };
            match k.as_const() {
                Some(Const::Int(v)) if k.ty.is_int() && allowed.contains(v) => {
                    result_kind = Some(*v as u8);
                }
                _ => {
                    self.error(k.span, "KIND argument must be a constant valid kind");
                    return None;
                }
            }
        }
        let e = self.character_intrinsic_of(name, &upper, args, span)?;
        Some(match result_kind {
            Some(k) if e.ty.is_int() => {
                let mut e = self.convert(e, Ty::Int(k));
                e.span = span;
                e
            }
            _ => e,
        })
    }

    fn character_intrinsic_of(
        &mut self,
        name: &Name,
        upper: &str,
        args: Vec<Expr>,
        span: Span,
    ) -> Option<Expr> {
        let n = args.len();
        let searches = matches!(name.text.as_str(), "index" | "scan" | "verify");
        let want = match name.text.as_str() {
            "index" | "scan" | "verify" | "lge" | "lgt" | "lle" | "llt" | "repeat" => 2,
            _ => 1,
        };
        if n != want && !(searches && n == 3) {
            let s = if want == 1 { "" } else { "s" };
            self.error(
                span,
                format!("{upper} takes {want} argument{s}, but {n} given"),
            );
            return None;
        }
        let char_args = !matches!(name.text.as_str(), "char" | "achar");
        let mut args = args;
        let mut back = None;
        if n == 3 {
            let b = args.pop()?;
            if !b.ty.is_logical() {
                self.error(
                    b.span,
                    format!("BACK of {upper} must be LOGICAL, found {}", b.ty),
                );
                return None;
            }
            back = Some(b);
        }
        let mut count = None;
        if name.text == "repeat" {
            let n = args.pop()?;
            if !n.ty.is_int() {
                self.error(
                    n.span,
                    format!("the count of REPEAT must be INTEGER, found {}", n.ty),
                );
                return None;
            }
            if let Some(Const::Int(v)) = n.as_const() {
                if *v < 0 {
                    self.error(n.span, format!("the count of REPEAT is negative ({v})"));
                    return None;
                }
            }
            count = Some(self.convert(n, Ty::I8));
        }
        for a in &args {
            let ok = if char_args {
                a.ty == Ty::Char
            } else {
                a.ty.is_int()
            };
            if !ok {
                let expected = if char_args { "CHARACTER" } else { "INTEGER" };
                self.error(
                    a.span,
                    format!("{upper} needs {expected} arguments, found {}", a.ty),
                );
                return None;
            }
        }
        let (op, ty) = match name.text.as_str() {
            "len" => {
                if let Some(n) = self.static_char_len(&args[0]) {
                    return Some(Expr {
                        kind: ExprKind::Const(Const::Int(n)),
                        ty: Ty::I4,
                        span,
                    });
                }
                (Intrinsic::Len, Ty::I4)
            }
            "len_trim" => (Intrinsic::LenTrim, Ty::I4),
            "trim" => return Some(self.trim(args.pop()?, span)),
            "adjustl" => (Intrinsic::Adjustl, Ty::Char),
            "adjustr" => (Intrinsic::Adjustr, Ty::Char),
            "repeat" => {
                args.extend(count);
                (Intrinsic::Repeat, Ty::Char)
            }
            "index" | "scan" | "verify" => {
                args.extend(back);
                let op = match name.text.as_str() {
                    "index" => Intrinsic::Index,
                    "scan" => Intrinsic::Scan,
                    _ => Intrinsic::Verify,
                };
                (op, Ty::I4)
            }
            "ichar" | "iachar" => (Intrinsic::Ichar, Ty::I4),
            "char" | "achar" => {
                let a = self.convert(args.remove(0), Ty::I4);
                return Some(self.make_character_intrinsic(
                    Intrinsic::Char,
                    vec![a],
                    Ty::Char,
                    span,
                ));
            }
            lexical => {
                let op = match lexical {
                    "lge" => BinOp::Ge,
                    "lgt" => BinOp::Gt,
                    "lle" => BinOp::Le,
                    _ => BinOp::Lt,
                };
                let mut it = args.into_iter();
                let (a, b) = (it.next()?, it.next()?);
                return self.char_comparison(op, a, b, span);
            }
        };
        Some(self.make_character_intrinsic(op, args, ty, span))
    }

    /// `TRIM(s)`: `s(1:LEN_TRIM(s))`, a constant for a constant `s`.
    fn trim(&mut self, s: Expr, span: Span) -> Expr {
        if let Some(Const::Str(text)) = s.as_const() {
            return Expr {
                kind: ExprKind::Const(Const::Str(text.trim_end_matches(' ').to_string())),
                ty: Ty::Char,
                span,
            };
        }
        let len = Expr {
            kind: ExprKind::Intrinsic(Intrinsic::LenTrim, vec![s.clone()]),
            ty: Ty::I4,
            span,
        };
        let hi = self.convert(len, Ty::I8);
        Expr {
            kind: ExprKind::Substring(Box::new(s), None, Some(Box::new(hi))),
            ty: Ty::Char,
            span,
        }
    }

    fn make_character_intrinsic(
        &mut self,
        op: Intrinsic,
        args: Vec<Expr>,
        ty: Ty,
        span: Span,
    ) -> Expr {
        let consts: Option<Vec<Const>> = args.iter().map(|a| a.as_const().cloned()).collect();
        if let Some(Some(Ok(c))) = consts.map(|cs| super::fold::intrinsic(op, &cs, ty)) {
            return Expr {
                kind: ExprKind::Const(c),
                ty,
                span,
            };
        }
        Expr {
            kind: ExprKind::Intrinsic(op, args),
            ty,
            span,
        }
    }
}

/// Whether `name` is one of the character intrinsics handled here.
pub fn is_character_intrinsic(name: &str) -> bool {
    matches!(
        name,
        "len"
            | "len_trim"
            | "index"
            | "scan"
            | "verify"
            | "ichar"
            | "iachar"
            | "char"
            | "achar"
            | "lge"
            | "lgt"
            | "lle"
            | "llt"
            | "trim"
            | "adjustl"
            | "adjustr"
            | "repeat"
    )
}
