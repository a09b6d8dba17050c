//! Where the items of a braced initializer go (C11 6.7.9): designator chains (`.u.text =`,
//! `[2].x =`, `.a[1] =`), brace elision (`double m[2][2] = {1, 2, 3, 4}`, `struct p ps[] =
//! {1, 2, 3, 4}`), and the "next subobject" rule after a designation, which continues in the
//! innermost designated aggregate (`{.a[1] = 1, 2, 3}` fills `a[1]`, `a[2]`, then the next
//! member). Local and static initialization both place items here and then store or write
//! each leaf, so the two follow the same rules.

use super::{Lowerer, R};
use crate::c::ast::{Designator, Expr, ExprKind, InitItem, Initializer, Pos};
use crate::c::types::{CType, IntKind};

/// A placed item: byte offset in the object, the subobject's type, its initializer (an
/// expression for a leaf, or a braced list for a subobject that has its own braces).
pub(super) type Placed<'i> = (u64, CType, &'i Initializer);

impl Lowerer<'_> {
    /// The items of the braced list `items` for an object of type `t`, placed.
    pub(super) fn place_items<'i>(
        &mut self,
        t: &CType,
        items: &'i [InitItem],
        pos: Pos,
    ) -> R<Vec<Placed<'i>>> {
        Ok(self.place_top(t, items, pos)?.0)
    }

    /// The length an array of unknown size (`int a[][2] = {...}`) gets from its braced list.
    pub(super) fn braced_array_len(&mut self, t: &CType, items: &[InitItem], pos: Pos) -> u64 {
        let saved = (self.messages.len(), self.fn_failed);
        let len = self.place_top(t, items, pos).map(|(_, n)| n);
        // Errors are reported when the object is initialized.
        self.messages.truncate(saved.0);
        self.fn_failed = saved.1;
        len.unwrap_or(items.len() as u64)
    }

    /// Places a whole braced list; also returns how many top-level elements it reaches.
    fn place_top<'i>(
        &mut self,
        t: &CType,
        items: &'i [InitItem],
        pos: Pos,
    ) -> R<(Vec<Placed<'i>>, u64)> {
        let mut out = Vec::with_capacity(items.len());
        if !matches!(t.unqual(), CType::Array(..) | CType::Struct(_)) {
            return self.error(pos, "invalid initializer");
        }
        // `char s[8] = {"abc"}`: the string initializes the array itself.
        if let [one] = items {
            if one.designators.is_empty() && self.is_string_for(t, &one.init) {
                // An array of unknown size (`char s[] = {"abc"}`) gets the string's length.
                let reached = match &one.init {
                    Initializer::Expr(Expr {
                        kind: ExprKind::Str(s),
                        ..
                    }) => s.len() as u64 + 1,
                    Initializer::Expr(Expr {
                        kind: ExprKind::WideStr(s),
                        ..
                    }) => s.len() as u64 + 1,
                    _ => 1,
                };
                return Ok((vec![(0, t.clone(), &one.init)], reached));
            }
        }
        let mut idx = 0;
        let reached = self.fill(t, items, &mut idx, 0, &mut out, true, None, pos)?;
        Ok((out, reached))
    }

    /// Initializes an aggregate of type `t` at `base` from `items[*idx..]`. `braced`: the list
    /// is this aggregate's own (it takes every remaining item); otherwise the aggregate's
    /// braces were elided and it takes items until it is full or an item has a designator
    /// (which belongs to the enclosing list). `pending`: the rest of a designator chain that
    /// led here, applied to the current item. Returns the number of elements or members
    /// reached (one past the highest initialized).
    #[allow(clippy::too_many_arguments)]
    fn fill<'i>(
        &mut self,
        t: &CType,
        items: &'i [InitItem],
        idx: &mut usize,
        base: u64,
        out: &mut Vec<Placed<'i>>,
        braced: bool,
        mut pending: Option<&'i [Designator]>,
        pos: Pos,
    ) -> R<u64> {
        let mut next = 0u64;
        let mut reached = 0u64;
        while let Some(item) = items.get(*idx) {
            let desig: &[Designator] = match pending.take() {
                Some(d) => d,
                None if !braced && !item.designators.is_empty() => break,
                None => &item.designators,
            };
            let mut anonymous = false;
            if let Some(first) = desig.first() {
                (next, anonymous) = self.designated(t, first)?;
            } else {
                next = self.skip_unnamed_bits(t, next);
            }
            let Some((sub_off, st)) = self.member_at(t, next) else {
                if braced {
                    let what = match t.unqual() {
                        CType::Array(..) => "array",
                        CType::Struct(s) if self.structs.defs[*s].is_union => "union",
                        _ => "struct",
                    };
                    return self.error(pos, format!("excess elements in {what} initializer"));
                }
                break;
            };
            let at = base + sub_off;
            if anonymous {
                // `.circle = ...` of a member of an anonymous union: the same designator
                // chain, applied inside it.
                self.fill(&st, items, idx, at, out, false, Some(desig), pos)?;
            } else if desig.len() > 1 {
                if !self.is_aggregate(&st) {
                    let d = &desig[1];
                    return match d {
                        Designator::Index(_, p) => {
                            self.error(*p, "array index in non-array initializer")
                        }
                        Designator::Member(m, p) => self.error(
                            *p,
                            format!("field name '{m}' not in record or union initializer"),
                        ),
                    };
                }
                self.fill(&st, items, idx, at, out, false, Some(&desig[1..]), pos)?;
            } else {
                match &item.init {
                    Initializer::Expr(e) if self.elides_braces(&st, e) => {
                        self.fill(&st, items, idx, at, out, false, None, pos)?;
                    }
                    init => {
                        if self.is_aggregate(&st) {
                            self.drop_overridden(out, at, &st);
                        }
                        out.push((at, st, init));
                        *idx += 1;
                    }
                }
            }
            next += 1;
            reached = reached.max(next);
            if let CType::Struct(s) = t.unqual() {
                // A union holds one member: nothing follows the one initialized.
                if self.structs.defs[*s].is_union {
                    next = self.structs.defs[*s].fields.len() as u64;
                }
            }
        }
        Ok(reached)
    }

    /// A later initializer of a whole aggregate subobject (`.b = {[2] = 8}` after
    /// `.b[1] = 9`) overrides everything placed inside it before (C11 6.7.9p19): the earlier
    /// items are dropped, so the subobject holds only what its own list gives, zero elsewhere.
    fn drop_overridden(&self, out: &mut Vec<Placed<'_>>, at: u64, st: &CType) {
        let Some(size) = self.structs.size(st) else {
            return;
        };
        out.retain(|(off, ft, _)| {
            let inside = *off >= at
                && self
                    .structs
                    .size(ft)
                    .is_some_and(|fsize| *off + fsize <= at + size);
            !inside
        });
    }

    /// The element or member index a designator selects in `t`, and whether it is an
    /// anonymous struct or union member that holds the designated one.
    fn designated(&mut self, t: &CType, d: &Designator) -> R<(u64, bool)> {
        match (t.unqual(), d) {
            (CType::Array(_, n), Designator::Index(i, p)) => match self.const_int(i) {
                Some(v) if v >= 0 && n.is_none_or(|n| (v as u64) < n) => Ok((v as u64, false)),
                Some(v) if v >= 0 => {
                    self.error(*p, "array index in initializer exceeds array bounds")
                }
                _ => self.error(
                    *p,
                    "array index in initializer is not a non-negative integer constant",
                ),
            },
            (CType::Array(..), Designator::Member(_, p)) => {
                self.error(*p, "field name not in record or union initializer")
            }
            (CType::Struct(s), Designator::Member(m, p)) => {
                let fields = &self.structs.defs[*s].fields;
                let direct = fields.iter().position(|f| f.0 == *m);
                let anonymous = || {
                    fields.iter().position(|f| {
                        f.0.is_empty()
                            && matches!(f.1, CType::Struct(inner) if self.has_member(inner, m))
                    })
                };
                match direct
                    .map(|k| (k, false))
                    .or_else(|| anonymous().map(|k| (k, true)))
                {
                    Some((k, anon)) => Ok((k as u64, anon)),
                    None => {
                        let name = t.name(&self.structs);
                        self.error(*p, format!("'{name}' has no member named '{m}'"))
                    }
                }
            }
            (_, Designator::Index(_, p)) => self.error(*p, "array index in non-array initializer"),
            (_, Designator::Member(_, p)) => {
                self.error(*p, "field name not in record or union initializer")
            }
        }
    }

    /// Does struct or union `s` have a member `m`, directly or in an anonymous member?
    fn has_member(&self, s: usize, m: &str) -> bool {
        self.structs.defs[s].fields.iter().any(|(name, t, _)| {
            name == m
                || (name.is_empty()
                    && matches!(t, CType::Struct(inner) if self.has_member(*inner, m)))
        })
    }

    /// Unnamed bit-fields take no part in initialization: the next member after them.
    fn skip_unnamed_bits(&self, t: &CType, mut next: u64) -> u64 {
        if let CType::Struct(s) = t.unqual() {
            let fields = &self.structs.defs[*s].fields;
            while fields
                .get(next as usize)
                .is_some_and(|f| f.0.is_empty() && matches!(f.1, CType::BitField { .. }))
            {
                next += 1;
            }
        }
        next
    }

    /// The byte offset and type of element or member `k` of `t` (`None`: past its end).
    fn member_at(&self, t: &CType, k: u64) -> Option<(u64, CType)> {
        match t.unqual() {
            CType::Array(e, n) => {
                if n.is_some_and(|n| k >= n) {
                    return None;
                }
                Some((k * self.structs.size(e).unwrap_or(0), (**e).clone()))
            }
            CType::Struct(s) => {
                let (_, ft, off) = self.structs.defs[*s].fields.get(k as usize)?;
                Some((*off, ft.clone()))
            }
            _ => None,
        }
    }

    /// An array or a struct or union that is not a complex number.
    fn is_aggregate(&self, t: &CType) -> bool {
        match t.unqual() {
            CType::Array(..) => true,
            CType::Struct(_) => self.complex_part(t).is_none(),
            _ => false,
        }
    }

    /// A string literal initializing a character array.
    fn is_string_for(&self, t: &CType, init: &Initializer) -> bool {
        matches!(init, Initializer::Expr(e) if is_string_for(t, e))
    }

    /// Does the expression `e` start the elided braces of an aggregate subobject of type
    /// `st` (rather than initialize it whole: a string for a char array, a struct value of
    /// the same type)?
    fn elides_braces(&mut self, st: &CType, e: &Expr) -> bool {
        if !self.is_aggregate(st) || is_string_for(st, e) {
            return false;
        }
        match st.unqual() {
            CType::Struct(_) => self.type_of(e).is_none_or(|t| t.unqual() != st.unqual()),
            _ => true,
        }
    }
}

/// A string literal `e` initializing a character array of type `t`.
fn is_string_for(t: &CType, e: &Expr) -> bool {
    matches!(
        (t.unqual(), &e.kind),
        (CType::Array(elem, _), ExprKind::Str(_)) if matches!(elem.unqual(), CType::Int(IntKind::Char, _))
    ) || matches!(
        (t.unqual(), &e.kind),
        (CType::Array(elem, _), ExprKind::WideStr(_)) if is_wchar(elem)
    )
}

/// `wchar_t` (a 32-bit `int` on Linux), or the `unsigned int` of `char32_t`.
pub(super) fn is_wchar(t: &CType) -> bool {
    matches!(t.unqual(), CType::Int(IntKind::Int, _))
}
