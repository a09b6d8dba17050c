//! Dynamic distributed arrays of C-DVMH and postponed mappings.
//!
//! A pointer declared after `#pragma dvm array` (`double (*A)[N];`, `float *X;`) is a
//! distributed array whose first extent is known only when the program allocates it: the
//! statement `A = malloc(bytes)` (or `calloc(n, size)`, possibly cast) creates the runtime
//! array there, with `bytes / sizeof(row)` rows, and maps it as its directive says
//! (`distribute`, `align`) or leaves the mapping for a later `redistribute`/`realign`;
//! `free(A)` destroys it. The same postponed mapping serves static arrays and templates
//! declared without `distribute`/`align` (§4.1 of the manual).
//!
//! `redistribute` and `realign` are implemented as the *first* mapping of a postponed array
//! only; changing the mapping of a mapped array is not done by the C front end yet. Arrays
//! aligned with a postponed one before it is mapped (in the order of the source) are aligned
//! right after its `redistribute`/`realign`: the runtime aligns only with a mapped base.

use super::dvm_data::Mapping;
use super::{Lowerer, Sym, R};
use crate::c::ast::*;
use crate::c::pragma::{pos_of, Redistribute};
use crate::c::types::{CType, LONG};
use crate::directives::ast::AlignItem;
use crate::name::Name;
use dvmh_ir::{Attrs, OpKind, Type, ValueId};

/// `e` without the casts around it.
fn uncast(e: &Expr) -> &Expr {
    match &e.kind {
        ExprKind::Cast(_, inner) => uncast(inner),
        _ => e,
    }
}

/// The callee's name of a call `f(args)`.
fn call_of(e: &Expr) -> Option<(&str, &[Expr])> {
    match &uncast(e).kind {
        ExprKind::Call(f, args) => match &f.kind {
            ExprKind::Ident(n) => Some((n.as_str(), args.as_slice())),
            _ => None,
        },
        _ => None,
    }
}

impl Lowerer<'_> {
    /// The C type of `A`, `*A`, `A[i]`, ... for a distributed array `A` (what `sizeof` needs,
    /// as in `malloc(n * sizeof(*A))`); `None` for any other expression.
    pub(super) fn dist_type_of(&self, e: &Expr) -> Option<CType> {
        let mut taken = 0;
        let mut cur = e;
        while let ExprKind::Index(a, _) | ExprKind::Unary(UnOp::Deref, a) = &cur.kind {
            taken += 1;
            cur = a;
        }
        let ExprKind::Ident(n) = &cur.kind else {
            return None;
        };
        let Some(Sym::Dist(id)) = self.lookup(n) else {
            return None;
        };
        let a = &self.dists[*id];
        if a.template || taken > a.rank() {
            return None;
        }
        let mut t = a.elem.clone();
        let first = taken.max(1);
        for (k, &n) in a.dims.iter().enumerate().skip(first).rev() {
            t = match a.lengths.get(k).copied().flatten() {
                Some(slot) => CType::Vla(Box::new(t), slot),
                None => CType::Array(Box::new(t), Some(n as u64)),
            };
        }
        Some(match (taken, a.dynamic) {
            (0, true) => CType::ptr_to(t),
            (0, false) => CType::Array(Box::new(t), Some(a.dims[0] as u64)),
            _ => t,
        })
    }

    /// The dynamic distributed array named `n`, if it is one.
    fn dynamic_named(&self, e: &Expr) -> Option<usize> {
        let ExprKind::Ident(n) = &uncast(e).kind else {
            return None;
        };
        match self.lookup(n) {
            Some(Sym::Dist(id)) if self.dists[*id].dynamic => Some(*id),
            _ => None,
        }
    }

    /// An expression statement that allocates or frees a dynamic distributed array:
    /// lowered here (`Ok(true)`); `Ok(false)` for any other statement.
    pub(super) fn dynamic_stmt(&mut self, e: &Expr) -> R<bool> {
        if let Some(("free", [arg])) = call_of(e) {
            let Some(id) = self.dynamic_named(arg) else {
                return Ok(false);
            };
            let h = self.dist_handle(id);
            self.b().op0(OpKind::ArrayFree, &[h], Attrs::new());
            let null = self.b().const_int(Type::Ptr, 0);
            let at = self.dist_handle_addr(id);
            self.b().store(null, at);
            return Ok(true);
        }
        let ExprKind::Assign(None, lhs, rhs) = &e.kind else {
            return Ok(false);
        };
        let Some(id) = self.dynamic_named(lhs) else {
            return Ok(false);
        };
        let name = self.dists[id].name.clone();
        let bytes = match call_of(rhs) {
            Some(("malloc", [n])) => self.size_value(n)?,
            Some(("calloc", [n, size])) => {
                let n = self.size_value(n)?;
                let size = self.size_value(size)?;
                self.b().binary(OpKind::MulI, n, size)
            }
            _ => {
                return self.error(
                    rhs.pos,
                    format!(
                        "dynamic distributed array '{name}' is assigned only the result of 'malloc' or 'calloc'"
                    ),
                )
            }
        };
        let a = &self.dists[id];
        let row = if a.lengths.iter().any(Option::is_some) {
            // A row of variable length (`double (*A)[m]`): its size from the lengths.
            let mut t = a.elem.clone();
            for (k, &n) in a.dims.iter().enumerate().skip(1).rev() {
                t = match a.lengths.get(k).copied().flatten() {
                    Some(slot) => CType::Vla(Box::new(t), slot),
                    None => CType::Array(Box::new(t), Some(n as u64)),
                };
            }
            self.type_size_value(&t, rhs.pos)?
        } else {
            let row: i64 = a.dims[1..].iter().product::<i64>()
                * self.structs.size(&a.elem).unwrap_or(8) as i64;
            self.b().const_i64(row)
        };
        let rows = self.b().binary(OpKind::DivSI, bytes, row);
        self.create_dist(id, Some(rows))?;
        Ok(true)
    }

    /// A size argument of `malloc`/`calloc`, as `long`.
    fn size_value(&mut self, e: &Expr) -> R<ValueId> {
        let v = self.rvalue(e)?;
        if !v.1.is_integer() {
            return self.error(e.pos, "an allocation size is not an integer");
        }
        self.convert(v, &LONG, e.pos, false)
    }

    /// The distributed array or template named by `redistribute`/`realign`, and whether its
    /// mapping is still postponed (then the directive gives its first mapping).
    fn remap_target(&mut self, n: &Name) -> R<(usize, bool)> {
        let id = match self.lookup(&n.text) {
            Some(Sym::Dist(id)) => *id,
            _ => {
                return self.error(
                    pos_of(n.span),
                    format!("'{}' is not a distributed array or template", n.text),
                )
            }
        };
        Ok((id, self.is_unmapped(id)))
    }

    /// `#pragma dvm redistribute(A[block][]) [new_value]`: the first distribution of a
    /// postponed array, or a new one of a distributed array (its values move unless
    /// `new_value`, and the arrays aligned with it follow: `dvm.redistribute`).
    pub(super) fn redistribute(&mut self, r: &Redistribute) -> R<()> {
        let (id, postponed) = self.remap_target(&r.array)?;
        let rank = self.dists[id].rank_for_use(r.formats.len());
        let formats = self.dist_formats(&r.formats, rank, &r.array.text, pos_of(r.span))?;
        if postponed {
            return self.complete_mapping(id, &Mapping::Distribute(formats));
        }
        if let Mapping::Align { base, .. } = self.current_mapping(id) {
            let base = self.dists[base].name.clone();
            return self.error(
                pos_of(r.array.span),
                format!(
                    "'{}' is aligned with '{base}': redistribute '{base}' instead",
                    r.array.text
                ),
            );
        }
        let h = self.dist_handle(id);
        self.emit_distribution(OpKind::Redistribute, h, &formats, r.new_value)?;
        self.dists[id].mapped_later = Some(Mapping::Distribute(formats));
        Ok(())
    }

    /// `#pragma dvm realign(X[i] with A[i][])`: the first alignment of a postponed array, or a
    /// new one of a mapped array (its values move; `dvm.realign`).
    pub(super) fn realign(&mut self, r: &AlignItem, new_value: bool) -> R<()> {
        let (id, postponed) = self.remap_target(&r.array)?;
        if self.dists[id].template {
            return self.error(pos_of(r.array.span), "a template is not aligned");
        }
        let rank = self.dists[id].rank();
        let mapping = self.align_mapping(
            &r.dummies,
            &r.base,
            &r.subscripts,
            r.span,
            rank,
            &r.array.text,
        )?;
        if postponed {
            return self.complete_mapping(id, &mapping);
        }
        let Mapping::Align { base, rules } = &mapping else {
            return Ok(());
        };
        if self.is_unmapped(*base) {
            return self.error(
                pos_of(r.base.span),
                format!(
                    "'{}' is realigned with '{}', which is not mapped yet",
                    r.array.text, r.base.text
                ),
            );
        }
        self.emit_alignment(OpKind::Realign, id, *base, rules, new_value);
        self.dists[id].mapped_later = Some(mapping);
        Ok(())
    }
}
