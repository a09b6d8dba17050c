//! Locality of distributed-array references in C-DVMH parallel loops: the C side of the shared
//! check (`directives/check/locality.rs`, where the model and the messages are, the same as
//! Fortran's).
//!
//! Why this is separate: what is C's is the walk over the body's syntax tree (an element is
//! written by `=`, `op=`, `++`/`--`; inner `for` loops with constant bounds add bounded offsets
//! to the subscripts that use their variables), the subscripts as `a*i + b` over the nest's
//! variables, and the mappings of the distributed arrays, which the C lowering keeps in the
//! IR's reversed dimension order: here they are put back in C order, so that the check's
//! dimension numbers and suggested widths (`shadow[1:2][0]`) read as the source does.
//!
//! Arrays whose mapping is not the one declared here (postponed, `redistribute`d or
//! `realign`ed anywhere in the file, `inherit` parameters and `extern` arrays) are not
//! checked, as in Fortran.

use super::dvm_data::{DistArray, Mapping};
use super::dvm_walk::Mentions;
use super::{Lowerer, Sym};
use crate::c::ast::*;
use crate::c::pragma::PragmaKind;
use crate::directives::ast::{
    DExpr, DExprKind, DOp, DistFormatKind, RemoteAccess, RemoteSubscript,
};
use crate::directives::check::carried::Lang;
use crate::directives::check::locality::{
    self as shared, ArrayMap, Arrays, Lin, Locality, On, Pos as At, Range, Ref, RootDim, Rule,
    Split,
};
use crate::directives::check::remote_writes::{Bound, Buffer, BufferDim};
use crate::directives::check::widths::EdgeClause;
use std::collections::HashMap;

/// The mappings of a translation unit's distributed arrays, in C order.
struct CArrays(HashMap<u32, ArrayMap>);

impl Arrays for CArrays {
    fn map(&self, array: u32) -> Option<ArrayMap> {
        self.0.get(&array).cloned()
    }
}

/// One root rule `[axis, a, b]` (IR order; axis -1: replicated, -2: the constant `b`) of an
/// array of rank `rank`, with its axis in C order.
fn rule_of(r: [i64; 3], rank: usize) -> Rule {
    match r[0] {
        -1 => Rule::Replicated,
        axis if axis >= 0 && (axis as usize) < rank => Rule::Linear {
            axis: rank - 1 - axis as usize,
            a: r[1],
            b: r[2],
        },
        _ => Rule::Constant(r[2]),
    }
}

/// `outer` (a base's rules onto its own base) after `inner` (an array's rules onto that
/// base), in IR order: the array's rules onto the outer base.
fn compose(inner: &[[i64; 3]], outer: &[[i64; 3]]) -> Vec<[i64; 3]> {
    outer
        .iter()
        .map(|&[axis, a, b]| {
            if axis < 0 {
                return [axis, a, b];
            }
            match inner.get(axis as usize) {
                Some(&[x, c, d]) if x >= 0 => [x, a * c, a * d + b],
                Some(&[-1, ..]) | None => [-1, 0, 0],
                Some(&[_, _, d]) => [-2, 0, a * d + b],
            }
        })
        .collect()
}

/// The mapping of `dists[id]` in C order (`None`: a template, or not mapped statically).
fn array_map(dists: &[DistArray], id: usize, remapped: &[String]) -> Option<ArrayMap> {
    let d = &dists[id];
    let unchecked =
        |d: &DistArray| d.inherited || d.mapped_later.is_some() || remapped.contains(&d.name);
    let mut rules: Vec<[i64; 3]> = match &d.mapping {
        Mapping::Distribute(f) => (0..f.len() as i64).map(|k| [k, 1, 0]).collect(),
        Mapping::Align { rules, .. } => rules.clone(),
        Mapping::Postponed => Vec::new(),
    };
    let mut root = id;
    let mut dynamic = unchecked(d) || matches!(d.mapping, Mapping::Postponed);
    let mut depth = 0;
    while let Mapping::Align { base, .. } = &dists[root].mapping {
        root = *base;
        dynamic |= unchecked(&dists[root]);
        if let Mapping::Align { rules: outer, .. } = &dists[root].mapping {
            rules = compose(&rules, outer);
        }
        depth += 1;
        if depth > dists.len() {
            return None;
        }
    }
    let formats = match &dists[root].mapping {
        Mapping::Distribute(f) => f.clone(),
        _ => {
            dynamic = true;
            Vec::new()
        }
    };
    let r = dists[root].rank();
    let root_dims = (0..r)
        .map(|c| {
            let f = formats.get(r - 1 - c)?;
            let split = match &f.kind {
                DistFormatKind::Star => return None,
                DistFormatKind::Block => Split::Block,
                // Other formats split alike only within one root.
                _ => Split::GenBlock(root as u32),
            };
            let n = dists[root].dims.get(c).copied().unwrap_or(0);
            // An extent known only at run time (`malloc`): meets only its own root.
            let bounds = if n > 0 {
                (0, n - 1)
            } else {
                (i64::MIN, root as i64)
            };
            Some(RootDim {
                bounds,
                split,
                frame: None,
            })
        })
        .collect();
    let rank = d.rank();
    Some(ArrayMap {
        name: d.name.clone(),
        root: root as u32,
        rules: (0..r)
            .map(|c| {
                rules
                    .get(r - 1 - c)
                    .map_or(Rule::Replicated, |&x| rule_of(x, rank))
            })
            .collect(),
        root_dims,
        shadow: d.shadow.clone(),
        dynamic,
    })
}

/// The walk's state.
struct Walk {
    vars: Vec<String>,
    /// Scalars whose value may differ between iterations.
    variant: Vec<String>,
    /// Inner loop variables with constant bounds: their ranges.
    bounded: Vec<(String, i64, i64)>,
    /// Invariant variables, numbered for the shared check.
    invariants: Vec<String>,
    arrays: CArrays,
    check: Locality<Pos>,
}

/// A `shadow_renew` or `across` item: the array, `corner`, the widths (C order; `None`: the
/// declared ones) and the clause.
pub(super) type RenewItem = (usize, bool, Option<Vec<(i64, i64)>>, EdgeClause);

/// What the check needs of a parallel loop.
pub(super) struct LoopInfo<'a> {
    pub vars: Vec<String>,
    /// Per loop variable: constant `lo`, `hi` (inclusive) and step, when they are constants.
    pub ranges: Vec<Range>,
    /// The ON array and its rules in IR order (`None`: `parallel(n)`).
    pub on: Option<(usize, Vec<[i64; 3]>, String)>,
    /// `shadow_renew` and `across` items: array, corner, widths (C order).
    pub renewals: Vec<RenewItem>,
    pub private: &'a [String],
    pub reductions: &'a [String],
    /// Per loop variable: its first value, its limit, the comparison and the step, as written.
    pub headers: Vec<(&'a Expr, &'a Expr, BinOp, i64)>,
    /// The loop's `remote_access` clause.
    pub remote: Option<&'a RemoteAccess>,
}

impl Lowerer<'_> {
    /// Names of arrays a `redistribute`/`realign` of this file maps at run time.
    fn remapped(&self) -> Vec<String> {
        self.pragmas
            .iter()
            .filter_map(|p| match &p.kind {
                PragmaKind::Redistribute(r) => Some(r.array.text.clone()),
                PragmaKind::Realign(r, _) => Some(r.array.text.clone()),
                _ => None,
            })
            .collect()
    }

    /// Checks every reference to a distributed array in the body of a parallel loop.
    pub(super) fn check_locality(&mut self, info: LoopInfo, mentions: &Mentions, body: &Stmt) {
        let remapped = self.remapped();
        let arrays = CArrays(
            (0..self.dists.len())
                .filter(|&id| !self.dists[id].template || self.dists[id].rank() > 0)
                .filter_map(|id| Some((id as u32, array_map(&self.dists, id, &remapped)?)))
                .collect(),
        );
        let on = info.on.map(|(id, rules, text)| {
            On {
                array: id as u32,
                text,
                // The ON rules' axes are the nest's, outermost first.
                positions: rules
                    .iter()
                    .rev()
                    .map(|&[axis, a, b]| match axis {
                        -1 => At::All,
                        k if k >= 0 => Lin::var(k as usize).align(a, b).map_or(At::Unknown, At::At),
                        _ => At::At(Lin::range(b, b)),
                    })
                    .collect(),
            }
        });
        // A standalone `shadow_renew` before the loop has renewed the edges it names.
        let mut renew_items = info.renewals;
        for p in self.pragmas.iter().filter(|p| p.pos.lo < body.pos.lo) {
            if let PragmaKind::ShadowRenew(specs) = &p.kind {
                for sp in specs {
                    if let Some(Sym::Dist(id)) = self.lookup(&sp.array.text) {
                        renew_items.push((*id, sp.corner, None, EdgeClause::ShadowRenew));
                    }
                }
            }
        }
        let renewals = renew_items
            .into_iter()
            .map(|(id, corner, widths, clause)| shared::Renewal {
                array: id as u32,
                corner,
                widths,
                clause,
            })
            .collect();
        let check = Locality::new(Lang::C, &arrays, on, info.ranges, renewals, false);
        let mut variant: Vec<String> = mentions.assigned.iter().cloned().collect();
        variant.extend(mentions.declared.iter().cloned());
        variant.extend(info.private.iter().cloned());
        variant.extend(info.reductions.iter().cloned());
        let mut w = Walk {
            vars: info.vars,
            variant,
            bounded: Vec::new(),
            invariants: Vec::new(),
            arrays,
            check,
        };
        let bounds = info
            .headers
            .iter()
            .map(|&(lo, hi, cmp, step)| {
                let first = self.loc_linear(&mut w, lo)?;
                let limit = self.loc_linear(&mut w, hi)?;
                let last = match cmp {
                    BinOp::Lt => limit.plus(Lin::range(-1, -1))?,
                    BinOp::Gt => limit.plus(Lin::range(1, 1))?,
                    _ => limit,
                };
                Some(Bound { first, last, step })
            })
            .collect();
        let buffers = info
            .remote
            .iter()
            .flat_map(|r| &r.refs)
            .filter_map(|x| {
                let Some(Sym::Dist(id)) = self.lookup(&x.array.text).cloned() else {
                    return None;
                };
                let rank = self.dists[id].rank();
                let dims = match &x.subscripts {
                    None => vec![BufferDim::All; rank],
                    Some(subs) => subs
                        .iter()
                        .map(|s| match s {
                            RemoteSubscript::All(_) => BufferDim::All,
                            RemoteSubscript::Expr(d) => self
                                .dexpr_linear(&mut w, d)
                                .map_or(BufferDim::Unknown, BufferDim::At),
                        })
                        .collect(),
                };
                let text = match &x.subscripts {
                    None => x.array.text.clone(),
                    Some(subs) => subs.iter().fold(x.array.text.clone(), |t, s| match s {
                        RemoteSubscript::All(_) => format!("{t}[]"),
                        RemoteSubscript::Expr(d) => format!("{t}[{}]", dexpr_text(d)),
                    }),
                };
                Some(Buffer {
                    array: id as u32,
                    text,
                    dims,
                })
            })
            .collect();
        w.check.set_remote(buffers, bounds);
        self.loc_stmt(&mut w, body);
        for f in w.check.finish() {
            self.messages.push((f.span, f.message, f.warning));
            if !f.warning {
                self.fn_failed = true;
            }
        }
    }

    fn loc_stmt(&mut self, w: &mut Walk, s: &Stmt) {
        match &s.kind {
            StmtKind::Expr(Some(e)) | StmtKind::Return(Some(e)) => self.loc_expr(w, e),
            StmtKind::Compound(items) => {
                for item in items {
                    match item {
                        BlockItem::Decl(d) => self.loc_decl(w, d),
                        BlockItem::Stmt(s) => self.loc_stmt(w, s),
                    }
                }
            }
            StmtKind::If(c, t, e) => {
                self.loc_expr(w, c);
                self.loc_stmt(w, t);
                if let Some(e) = e {
                    self.loc_stmt(w, e);
                }
            }
            StmtKind::While(c, b) | StmtKind::DoWhile(b, c) | StmtKind::Switch(c, b) => {
                self.loc_expr(w, c);
                self.loc_stmt(w, b);
            }
            StmtKind::For(init, c, step, b) => {
                match init.as_deref() {
                    Some(ForInit::Decl(d)) => self.loc_decl(w, d),
                    Some(ForInit::Expr(e)) => self.loc_expr(w, e),
                    None => {}
                }
                for e in [c, step].into_iter().flatten() {
                    self.loc_expr(w, e);
                }
                let range = self.constant_for(s);
                if let Some(r) = &range {
                    w.bounded.push(r.clone());
                }
                self.loc_stmt(w, b);
                if range.is_some() {
                    w.bounded.pop();
                }
            }
            StmtKind::Case(_, _, b) | StmtKind::Default(b) | StmtKind::Label(_, b) => {
                self.loc_stmt(w, b)
            }
            _ => {}
        }
    }

    fn loc_decl(&mut self, w: &mut Walk, d: &Declaration) {
        for i in &d.inits {
            if let Some(Initializer::Expr(e)) = &i.init {
                self.loc_expr(w, e);
            }
        }
    }

    /// `for (v = a; v < b; v++)` (also `<=`, `>`, `>=`, `v--`, `v += c`, `v -= c`) with
    /// constant `a`, `b`, `c`: the variable and the range of its values in the body.
    fn constant_for(&mut self, s: &Stmt) -> Option<(String, i64, i64)> {
        let StmtKind::For(init, Some(cond), Some(step), _) = &s.kind else {
            return None;
        };
        let (v, lo) = match init.as_deref()? {
            ForInit::Expr(Expr {
                kind: ExprKind::Assign(None, v, lo),
                ..
            }) => match &v.kind {
                ExprKind::Ident(n) => (n.clone(), lo.as_ref()),
                _ => return None,
            },
            ForInit::Decl(d) if d.inits.len() == 1 => {
                let (n, _) = d.inits[0].declarator.name()?;
                match &d.inits[0].init {
                    Some(Initializer::Expr(lo)) => (n.to_string(), lo),
                    _ => return None,
                }
            }
            _ => return None,
        };
        let is_v = |e: &Expr| matches!(&e.kind, ExprKind::Ident(n) if *n == v);
        let (op, hi) = match &cond.kind {
            ExprKind::Binary(op @ (BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge), a, b)
                if is_v(a) =>
            {
                (*op, b.as_ref())
            }
            _ => return None,
        };
        let step = match &step.kind {
            ExprKind::IncDec { inc, e, .. } if is_v(e) => {
                if *inc {
                    1
                } else {
                    -1
                }
            }
            ExprKind::Assign(Some(op @ (BinOp::Add | BinOp::Sub)), x, c) if is_v(x) => {
                let c = self.const_int(c)?;
                if *op == BinOp::Sub {
                    c.checked_neg()?
                } else {
                    c
                }
            }
            _ => return None,
        };
        let (lo, hi) = (self.const_int(lo)?, self.const_int(hi)?);
        let hi = match op {
            BinOp::Lt => hi.checked_sub(1)?,
            BinOp::Gt => hi.checked_add(1)?,
            _ => hi,
        };
        match Range::of(lo, hi, step) {
            Range::Known(a, b) => Some((v, a, b)),
            _ => None,
        }
    }

    /// Checks the distributed-array elements `e` reads and writes.
    fn loc_expr(&mut self, w: &mut Walk, e: &Expr) {
        match &e.kind {
            ExprKind::Assign(_, a, b) => {
                self.loc_target(w, a);
                self.loc_expr(w, b);
            }
            ExprKind::IncDec { e: a, .. } => self.loc_target(w, a),
            // A whole element of a distributed array is checked with its subscripts.
            ExprKind::Index(..) if self.loc_ref(w, e, false) => {}
            ExprKind::Index(a, i) => {
                self.loc_expr(w, a);
                self.loc_expr(w, i);
            }
            ExprKind::Binary(_, a, b) | ExprKind::Comma(a, b) => {
                self.loc_expr(w, a);
                self.loc_expr(w, b);
            }
            ExprKind::Cond(a, b, c) => {
                self.loc_expr(w, a);
                self.loc_expr(w, b);
                self.loc_expr(w, c);
            }
            ExprKind::Unary(_, a)
            | ExprKind::Cast(_, a)
            | ExprKind::Member(a, _, _)
            | ExprKind::VaArg(a, _) => self.loc_expr(w, a),
            ExprKind::Generic(_, assocs) => {
                for (_, a) in assocs {
                    self.loc_expr(w, a);
                }
            }
            ExprKind::Call(f, args) => {
                self.loc_expr(w, f);
                for a in args {
                    self.loc_expr(w, a);
                }
            }
            _ => {}
        }
    }

    /// An assigned place: an element it writes is checked as a write.
    fn loc_target(&mut self, w: &mut Walk, a: &Expr) {
        if !self.loc_ref(w, a, true) {
            self.loc_expr(w, a);
        }
    }

    /// `A[i][j]` with all the subscripts of a distributed array `A`: checked (its subscripts
    /// too), `true`; anything else, `false`.
    fn loc_ref(&mut self, w: &mut Walk, e: &Expr, write: bool) -> bool {
        let mut subs = Vec::new();
        let mut cur = e;
        while let ExprKind::Index(a, i) = &cur.kind {
            subs.push(i.as_ref());
            cur = a;
        }
        subs.reverse();
        let ExprKind::Ident(n) = &cur.kind else {
            return false;
        };
        let Some(Sym::Dist(id)) = self.lookup(n).cloned() else {
            return false;
        };
        if self.dists[id].template || subs.len() != self.dists[id].rank() {
            return false;
        }
        for s in &subs {
            self.loc_expr(w, s);
        }
        let positions: Vec<At> = subs
            .iter()
            .map(|s| self.loc_linear(w, s).map_or(At::Unknown, At::At))
            .collect();
        let text = text_of(e);
        let r = Ref {
            array: id as u32,
            text: &text,
            span: e.pos,
            write,
            by_reference: false,
        };
        // A `remote_access` reference reads the buffer, which a write must not hit.
        if self.covers_remote(id, e) {
            if write {
                w.check.remote_write(&r, &positions);
            }
            return true;
        }
        w.check.reference(&w.arrays, &r, &positions);
        true
    }

    /// A `remote_access` subscript as `a*i + b` over the nest's variables (as
    /// [`Self::loc_linear`] reads C subscripts).
    fn dexpr_linear(&mut self, w: &mut Walk, d: &DExpr) -> Option<Lin> {
        match &d.kind {
            DExprKind::Int(v) => v.parse::<i64>().ok().map(|v| Lin::range(v, v)),
            DExprKind::Name(n) => {
                let e = Expr::new(
                    ExprKind::Ident(n.text.clone()),
                    n.span.lo as usize,
                    n.span.hi as usize,
                );
                self.loc_linear(w, &e)
            }
            DExprKind::Neg(a) => self.dexpr_linear(w, a)?.scale(-1),
            DExprKind::Binary(op, a, b) => {
                let (x, y) = (self.dexpr_linear(w, a)?, self.dexpr_linear(w, b)?);
                match op {
                    DOp::Add => x.plus(y),
                    DOp::Sub => x.minus(y),
                    DOp::Mul => x.times(y),
                    _ => None,
                }
            }
            DExprKind::Call(..) | DExprKind::Cond(..) => None,
        }
    }

    /// A subscript as `a*i + b` over the nest's variables, with bounded inner loop variables
    /// as ranges and variables the loop does not assign as invariants.
    fn loc_linear(&mut self, w: &mut Walk, e: &Expr) -> Option<Lin> {
        match &e.kind {
            ExprKind::Ident(n) => {
                if let Some(k) = w.vars.iter().position(|v| v == n) {
                    return Some(Lin::var(k));
                }
                if let Some((_, lo, hi)) = w.bounded.iter().rev().find(|(v, ..)| v == n) {
                    return Some(Lin::range(*lo, *hi));
                }
                match self.lookup(n) {
                    Some(Sym::EnumConst(v)) => Some(Lin::range(*v, *v)),
                    Some(Sym::Local(_, t) | Sym::Global(_, t))
                        if t.is_integer() && !w.variant.contains(n) =>
                    {
                        let k = match w.invariants.iter().position(|v| v == n) {
                            Some(k) => k,
                            None => {
                                w.invariants.push(n.clone());
                                w.invariants.len() - 1
                            }
                        };
                        Some(Lin::invariant(k as u32))
                    }
                    _ => None,
                }
            }
            ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul), a, b) => {
                let (x, y) = (self.loc_linear(w, a)?, self.loc_linear(w, b)?);
                match op {
                    BinOp::Add => x.plus(y),
                    BinOp::Sub => x.minus(y),
                    _ => x.times(y),
                }
            }
            ExprKind::Unary(UnOp::Neg, a) => self.loc_linear(w, a)?.scale(-1),
            ExprKind::Unary(UnOp::Plus, a) | ExprKind::Cast(_, a) => self.loc_linear(w, a),
            _ => self.const_int(e).map(|v| Lin::range(v, v)),
        }
    }
}

/// A directive expression as C writes it (`N - 1 - i`), for messages.
fn dexpr_text(e: &DExpr) -> String {
    let loose = |x: &DExpr| matches!(x.kind, DExprKind::Binary(DOp::Add | DOp::Sub, ..));
    match &e.kind {
        DExprKind::Int(v) => v.clone(),
        DExprKind::Name(n) => n.text.clone(),
        DExprKind::Neg(a) if loose(a) => format!("-({})", dexpr_text(a)),
        DExprKind::Neg(a) => format!("-{}", dexpr_text(a)),
        DExprKind::Binary(op, a, b) => {
            let sym = op.c_spelling();
            let tight = matches!(op, DOp::Mul | DOp::Div | DOp::Rem);
            let wrap = |x: &DExpr, paren: bool| {
                if paren {
                    format!("({})", dexpr_text(x))
                } else {
                    dexpr_text(x)
                }
            };
            let right_paren = loose(b) || (tight && matches!(b.kind, DExprKind::Binary(..)));
            format!(
                "{} {sym} {}",
                wrap(a, tight && loose(a)),
                wrap(b, right_paren)
            )
        }
        DExprKind::Call(n, args) => {
            let args: Vec<String> = args.iter().map(dexpr_text).collect();
            format!("{}({})", n.text, args.join(", "))
        }
        DExprKind::Cond(c, a, b) => {
            format!(
                "({} ? {} : {})",
                dexpr_text(c),
                dexpr_text(a),
                dexpr_text(b)
            )
        }
    }
}

/// A reference as C writes it (`A[i + 1][j]`), for messages.
fn text_of(e: &Expr) -> String {
    let op = |op: BinOp| match op {
        BinOp::Mul => "*",
        BinOp::Div => "/",
        BinOp::Mod => "%",
        BinOp::Add => "+",
        BinOp::Sub => "-",
        BinOp::Shl => "<<",
        BinOp::Shr => ">>",
        BinOp::Lt => "<",
        BinOp::Gt => ">",
        BinOp::Le => "<=",
        BinOp::Ge => ">=",
        BinOp::Eq => "==",
        BinOp::Ne => "!=",
        BinOp::BitAnd => "&",
        BinOp::BitXor => "^",
        BinOp::BitOr => "|",
        BinOp::And => "&&",
        BinOp::Or => "||",
    };
    // Operands that bind less tightly than the operator around them are parenthesised.
    let operand = |x: &Expr| match &x.kind {
        ExprKind::Binary(..) | ExprKind::Cond(..) | ExprKind::Assign(..) => {
            format!("({})", text_of(x))
        }
        _ => text_of(x),
    };
    match &e.kind {
        ExprKind::Ident(n) => n.clone(),
        ExprKind::Int(i) => i.value.to_string(),
        ExprKind::Index(a, i) => format!("{}[{}]", text_of(a), text_of(i)),
        ExprKind::Binary(o @ (BinOp::Add | BinOp::Sub), a, b) => {
            let right = match &b.kind {
                ExprKind::Binary(BinOp::Mul | BinOp::Div | BinOp::Mod, ..) => text_of(b),
                _ => operand(b),
            };
            let left = match &a.kind {
                ExprKind::Binary(
                    BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Mod,
                    ..,
                ) => text_of(a),
                _ => operand(a),
            };
            format!("{left} {} {right}", op(*o))
        }
        ExprKind::Binary(o, a, b) => format!("{} {} {}", operand(a), op(*o), operand(b)),
        ExprKind::Unary(UnOp::Neg, a) => format!("-{}", operand(a)),
        ExprKind::Unary(UnOp::Plus, a) => format!("+{}", operand(a)),
        ExprKind::Cast(_, a) => text_of(a),
        ExprKind::Call(f, args) => {
            let args: Vec<String> = args.iter().map(text_of).collect();
            format!("{}({})", text_of(f), args.join(", "))
        }
        _ => "...".to_string(),
    }
}
