//! DATA statements: initial values of variables.
//!
//! Each set `objects /values/` is expanded at compile time into (variable, element) targets —
//! implied DO lists are run with constant bounds, subscripts evaluated with the DO variables
//! bound — and a list of constants with the repeat counts applied; the two must have the same
//! length. The result is a table of initial element values per variable (`hir::Unit::data`),
//! which lowering turns into initialised module globals. A variable with initial values keeps
//! its value between calls, as if SAVEd (F2008 5.2.3).

use super::Checker;
use crate::fortran::ast::{self, DataConst, OutputItem};
use crate::fortran::hir::{self, CharLen, Const, SymId, SymbolKind, Ty};
use crate::source::Span;

/// One element a DATA statement initialises.
struct Target {
    id: SymId,
    /// Column-major element offset (0 for a scalar).
    offset: u64,
    /// `s(2:4)`, `c(i)(1:3)`: the characters initialised (1-based, inclusive); `None` for the
    /// whole element.
    chars: Option<(i64, i64)>,
    span: Span,
}

/// An implied DO's variables and their current values.
type Env = Vec<(String, i64)>;

/// At most this many elements per DATA set (a typo in a bound should not exhaust memory).
const MAX_ELEMENTS: u64 = 1 << 26;

impl Checker<'_> {
    /// Checks the DATA statements of the unit and records the initial values.
    pub fn check_data(&mut self, sets: &[&ast::DataSet]) {
        for set in sets {
            self.data_set(set);
        }
    }

    fn data_set(&mut self, set: &ast::DataSet) {
        let mut targets = Vec::new();
        if !self.data_targets(&set.objects, &mut Env::new(), &mut targets) {
            return;
        }
        let Some(values) = self.data_values(&set.values) else {
            return;
        };
        let count: u64 = values.iter().map(|(n, _, _)| *n).sum();
        if count != targets.len() as u64 {
            self.error(
                set.span,
                format!(
                    "DATA has {} object{} but {count} value{}",
                    targets.len(),
                    if targets.len() == 1 { "" } else { "s" },
                    if count == 1 { "" } else { "s" }
                ),
            );
            return;
        }
        let mut it = targets.into_iter();
        for (repeat, value, span) in values {
            for _ in 0..repeat {
                let Some(t) = it.next() else {
                    return;
                };
                let Some(c) = self.data_constant(t.id, &value, span) else {
                    return;
                };
                if let Some(range) = t.chars {
                    self.data_substring(&t, range, c);
                    continue;
                }
                let entry = self.data.entry(t.id).or_default();
                if entry.iter().any(|(o, _)| *o == t.offset) {
                    let name = self.scope.get(t.id).name.clone();
                    self.error(t.span, format!("'{name}' is initialised twice by DATA"));
                    return;
                }
                entry.push((t.offset, c));
            }
        }
    }

    /// Characters `lo..=hi` of an element: the value `c` (already blank-padded to the
    /// element's length) cut or padded to the substring's length and merged into the
    /// element's initial value, whose other characters are blanks until set (as gfortran
    /// lays them out).
    fn data_substring(&mut self, t: &Target, (lo, hi): (i64, i64), c: Const) {
        let Const::Str(value) = c else { return };
        let len = match self.scope.get(t.id).char_len {
            Some(CharLen::Const(n)) => n.max(0) as usize,
            _ => 1,
        };
        let (lo, hi) = (lo as usize - 1, hi as usize);
        let mut part = value.into_bytes();
        part.resize(hi - lo, b' ');
        let entry = self.data.entry(t.id).or_default();
        let slot = match entry.iter().position(|(o, _)| *o == t.offset) {
            Some(k) => k,
            None => {
                entry.push((t.offset, Const::Str(" ".repeat(len))));
                entry.len() - 1
            }
        };
        if let Const::Str(old) = &entry[slot].1 {
            let mut bytes = old.clone().into_bytes();
            bytes.resize(len, b' ');
            bytes[lo..hi].copy_from_slice(&part);
            entry[slot].1 = Const::Str(String::from_utf8_lossy(&bytes).into_owned());
        }
    }

    /// A constant converted to the type of variable `id` (an initial value in a declaration).
    pub(super) fn data_constant_of(
        &mut self,
        id: SymId,
        c: Const,
        ty: Ty,
        span: Span,
    ) -> Option<Const> {
        self.data_constant(id, &DataValueKind::Const(c, ty), span)
    }

    /// The value for an element of variable `id`, converted to its type.
    fn data_constant(&mut self, id: SymId, value: &DataValueKind, span: Span) -> Option<Const> {
        let sym = self.scope.get(id).clone();
        match value {
            DataValueKind::Boz(bits) => {
                if !sym.ty.is_int() {
                    self.error(
                        span,
                        format!("a BOZ constant cannot initialise {} '{}'", sym.ty, sym.name),
                    );
                    return None;
                }
                let Ty::Int(k) = sym.ty else {
                    return None;
                };
                let width = 8 * u32::from(k);
                if width < 128 && *bits >> width != 0 {
                    self.error(span, format!("the BOZ constant does not fit INTEGER({k})"));
                    return None;
                }
                // The bits, as a signed value of the variable's kind.
                let shift = 64 - width.min(64);
                Some(Const::Int(((*bits as u64 as i64) << shift) >> shift))
            }
            DataValueKind::Const(c, ty) => {
                if sym.ty == Ty::Char {
                    let Const::Str(s) = c else {
                        self.error(
                            span,
                            format!("cannot initialise CHARACTER '{}' with {ty}", sym.name),
                        );
                        return None;
                    };
                    let len = match sym.char_len {
                        Some(CharLen::Const(n)) => n.max(0) as usize,
                        _ => 1,
                    };
                    let mut bytes = s.clone().into_bytes();
                    bytes.resize(len, b' ');
                    return Some(Const::Str(String::from_utf8_lossy(&bytes).into_owned()));
                }
                let ok = (ty.is_arith() && sym.ty.is_arith()) || *ty == sym.ty;
                if !ok {
                    self.error(
                        span,
                        format!("cannot initialise {} '{}' with {ty}", sym.ty, sym.name),
                    );
                    return None;
                }
                match super::fold::convert(c, sym.ty) {
                    Ok(c) => Some(c),
                    Err(m) => {
                        self.error(span, m);
                        None
                    }
                }
            }
        }
    }

    /// Expands the objects of a set into element targets; `false` after an error.
    fn data_targets(
        &mut self,
        objects: &[OutputItem],
        env: &mut Env,
        out: &mut Vec<Target>,
    ) -> bool {
        for o in objects {
            let ok = match o {
                OutputItem::Expr(e) => self.data_object(e, env, out),
                OutputItem::ImpliedDo(d) => self.data_implied_do(d, env, out),
            };
            if !ok {
                return false;
            }
        }
        true
    }

    fn data_implied_do(
        &mut self,
        d: &ast::ImpliedDo,
        env: &mut Env,
        out: &mut Vec<Target>,
    ) -> bool {
        let bounds = (
            self.data_int(&d.lo, env),
            self.data_int(&d.hi, env),
            match &d.step {
                Some(s) => self.data_int(s, env),
                None => Some(1),
            },
        );
        let (Some(lo), Some(hi), Some(step)) = bounds else {
            return false;
        };
        if step == 0 {
            self.error(d.span, "the step of an implied DO is zero");
            return false;
        }
        let mut i = lo;
        while (step > 0 && i <= hi) || (step < 0 && i >= hi) {
            env.push((d.var.text.clone(), i));
            let ok = self.data_targets(&d.items, env, out);
            env.pop();
            if !ok {
                return false;
            }
            if out.len() as u64 > MAX_ELEMENTS {
                self.error(d.span, "this DATA statement initialises too many elements");
                return false;
            }
            i += step;
        }
        true
    }

    /// A variable, a whole array or an array element of a DATA set.
    fn data_object(&mut self, e: &ast::Expr, env: &Env, out: &mut Vec<Target>) -> bool {
        let ast::ExprKind::Designator(d) = &e.kind else {
            self.error(
                e.span,
                "a DATA object must be a variable, an array or an array element",
            );
            return false;
        };
        let scalar_range = self.scalar_substring_range(d).map(|a| &a.value);
        let range = d.substring.as_ref().map(|a| &a.value).or(scalar_range);
        let Some(id) = self.scope.resolve(&d.name, self.diags) else {
            return false;
        };
        if self.is_unusable(id, d.name.span) {
            return false;
        }
        let sym = self.scope.get(id).clone();
        let why = if sym.dummy.is_some() {
            Some("it is a dummy argument")
        } else if matches!(&sym.kind, SymbolKind::Array(info) if info.allocatable) {
            Some("it is ALLOCATABLE")
        } else if sym
            .common
            .as_ref()
            .is_some_and(|c| c.block.starts_with(super::equivalence::EQUIV_BLOCK_PREFIX))
        {
            Some("it is in EQUIVALENCE (not supported yet)")
        } else if sym.common.is_some() && self.unit_kind != hir::UnitKind::BlockData {
            Some("it is in COMMON: initialise it in a BLOCK DATA unit")
        } else if sym.common.is_none() && self.unit_kind == hir::UnitKind::BlockData {
            Some("only variables in COMMON can be initialised in BLOCK DATA")
        } else if Some(id) == self.scope.result {
            Some("it is the function result")
        } else {
            match &sym.kind {
                SymbolKind::Constant(_) => Some("it is a named constant"),
                SymbolKind::Procedure(_) => Some("it is a procedure"),
                SymbolKind::Array(info) if info.dist.is_some() => {
                    Some("it is distributed (not supported yet)")
                }
                _ => None,
            }
        };
        if let Some(why) = why {
            self.error(
                d.name.span,
                format!("'{}' cannot be initialised by DATA: {why}", sym.name),
            );
            return false;
        }
        let chars = match range {
            Some(r) => match self.data_substring_range(r, &sym, env) {
                Some(c) => Some(c),
                None => return false,
            },
            None => None,
        };
        let dims = match &sym.kind {
            SymbolKind::Array(info) => Some(info.dims.clone()),
            _ => None,
        };
        let args = if scalar_range.is_some() {
            &None
        } else {
            &d.args
        };
        match (dims, args) {
            (None, None) => {
                out.push(Target {
                    id,
                    offset: 0,
                    chars,
                    span: e.span,
                });
                true
            }
            (Some(_), None) if chars.is_some() => {
                self.error(
                    e.span,
                    format!("a substring of the whole array '{}' in DATA", sym.name),
                );
                false
            }
            (None, Some(_)) => {
                self.error(e.span, format!("'{}' is not an array", sym.name));
                false
            }
            (Some(dims), None) => {
                let count: u64 = dims
                    .iter()
                    .map(|(lo, hi)| (hi - lo + 1).max(0) as u64)
                    .product();
                if count > MAX_ELEMENTS {
                    self.error(e.span, "this DATA statement initialises too many elements");
                    return false;
                }
                out.extend((0..count).map(|offset| Target {
                    id,
                    offset,
                    chars: None,
                    span: e.span,
                }));
                true
            }
            (Some(dims), Some(args)) => {
                if args.len() != dims.len() {
                    self.error(
                        e.span,
                        format!(
                            "'{}' has rank {} but {} subscripts are given",
                            sym.name,
                            dims.len(),
                            args.len()
                        ),
                    );
                    return false;
                }
                let mut offset = 0u64;
                let mut stride = 1u64;
                for (a, (lo, hi)) in args.iter().zip(&dims) {
                    let Some(i) = self.data_int(&a.value, env) else {
                        return false;
                    };
                    if i < *lo || i > *hi {
                        self.error(
                            a.value.span,
                            format!(
                                "subscript {i} is out of bounds {lo}:{hi} of '{}' in DATA",
                                sym.name
                            ),
                        );
                        return false;
                    }
                    offset += (i - lo) as u64 * stride;
                    stride *= (hi - lo + 1) as u64;
                }
                out.push(Target {
                    id,
                    offset,
                    chars,
                    span: e.span,
                });
                true
            }
        }
    }

    /// The character range `(lo:hi)` of a substring DATA object of CHARACTER variable `sym`:
    /// constant bounds (implied DO variables bound) within its length.
    fn data_substring_range(
        &mut self,
        r: &ast::Expr,
        sym: &hir::Symbol,
        env: &Env,
    ) -> Option<(i64, i64)> {
        let len = match (sym.ty, sym.char_len) {
            (Ty::Char, Some(CharLen::Const(n))) => n,
            (Ty::Char, None) => 1,
            _ => {
                self.error(
                    r.span,
                    format!("'{}' is not a CHARACTER variable", sym.name),
                );
                return None;
            }
        };
        let ast::ExprKind::Range(lo, hi) = &r.kind else {
            self.error(r.span, "a substring range (lo:hi) is expected");
            return None;
        };
        let lo = match lo {
            Some(x) => self.data_int(x, env)?,
            None => 1,
        };
        let hi = match hi {
            Some(x) => self.data_int(x, env)?,
            None => len,
        };
        if lo < 1 || hi > len || lo > hi {
            self.error(
                r.span,
                format!(
                    "substring {lo}:{hi} is outside the length {len} of '{}' in DATA",
                    sym.name
                ),
            );
            return None;
        }
        Some((lo, hi))
    }

    /// A constant INTEGER expression of a DATA object, in which the implied DO variables of
    /// `env` have their current values.
    fn data_int(&mut self, e: &ast::Expr, env: &Env) -> Option<i64> {
        use ast::ExprKind as K;
        let bound = |name: &str| env.iter().rev().find(|(n, _)| n == name).map(|(_, v)| *v);
        match &e.kind {
            K::Designator(d) if d.args.is_none() => {
                if let Some(v) = bound(&d.name.text) {
                    return Some(v);
                }
                self.int_constant(e, "a DATA subscript or bound")
            }
            K::Paren(inner) => self.data_int(inner, env),
            K::Unary(ast::UnaryOp::Minus, a) => self.data_int(a, env)?.checked_neg(),
            K::Unary(ast::UnaryOp::Plus, a) => self.data_int(a, env),
            K::Binary(op, a, b) if env.iter().any(|(n, _)| e.mentions(n)) => {
                let (x, y) = (self.data_int(a, env)?, self.data_int(b, env)?);
                let v = match op {
                    ast::BinaryOp::Add => x.checked_add(y),
                    ast::BinaryOp::Sub => x.checked_sub(y),
                    ast::BinaryOp::Mul => x.checked_mul(y),
                    ast::BinaryOp::Div if y != 0 => x.checked_div(y),
                    ast::BinaryOp::Pow => u32::try_from(y).ok().and_then(|y| x.checked_pow(y)),
                    _ => None,
                };
                if v.is_none() {
                    self.error(e.span, "invalid constant expression in DATA");
                }
                v
            }
            _ => self.int_constant(e, "a DATA subscript or bound"),
        }
    }

    /// The values of a set with their repeat counts.
    fn data_values(
        &mut self,
        values: &[ast::DataValue],
    ) -> Option<Vec<(u64, DataValueKind, Span)>> {
        let mut out = Vec::with_capacity(values.len());
        for v in values {
            let repeat = match &v.repeat {
                None => 1,
                Some(r) => match self.int_constant(r, "a DATA repeat count")? {
                    n if n > 0 && (n as u64) <= MAX_ELEMENTS => n as u64,
                    n => {
                        self.error(r.span, format!("invalid DATA repeat count {n}"));
                        return None;
                    }
                },
            };
            let value = match &v.value {
                DataConst::Boz(radix, digits, span) => {
                    DataValueKind::Boz(self.boz(*radix, digits, *span)?)
                }
                DataConst::Expr(e) => {
                    let x = self.check_expr(e)?;
                    match x.as_const() {
                        Some(c) => DataValueKind::Const(c.clone(), x.ty),
                        None => {
                            self.error(e.span, "a DATA value must be a constant");
                            return None;
                        }
                    }
                }
            };
            out.push((repeat, value, v.span));
        }
        Some(out)
    }

    /// The bits of a BOZ constant (`Z'1F'`; `X` is an extension meaning `Z`).
    fn boz(&mut self, radix: char, digits: &str, span: Span) -> Option<u128> {
        let base = match radix.to_ascii_lowercase() {
            'b' => 2,
            'o' => 8,
            'z' | 'x' => 16,
            _ => {
                self.error(
                    span,
                    format!("'{radix}' is not a BOZ constant prefix (B, O, Z or X)"),
                );
                return None;
            }
        };
        match u128::from_str_radix(digits, base) {
            Ok(v) if v <= u128::from(u64::MAX) => Some(v),
            _ => {
                self.error(span, format!("invalid BOZ constant {radix}'{digits}'"));
                None
            }
        }
    }
}

/// A DATA value after checking.
enum DataValueKind {
    Const(Const, Ty),
    Boz(u128),
}
