//! Distributed arrays and templates of C-DVMH: `#pragma dvm array` / `template` attached to a
//! declaration, their creation (`dvm.array_create`, `dvm.distribute`, `dvm.align`), and the
//! element access `A[i][j]`.
//!
//! A C array `double A[N][M]` is row-major and 0-based; the runtime's arrays are the
//! Fortran model's, whose first dimension varies fastest. So a distributed C array is created
//! with its dimensions reversed (`0:M-1, 0:N-1`): the local parts then have C's layout, and
//! `A[i][j]` is element `(j, i)` of the handle's view. Every per-dimension list a directive
//! gives in C order (formats, shadow widths, alignment rules, ON rules, subscripts) is
//! reversed the same way where it meets the IR; that reversal lives in this module and in
//! `dvm_loop.rs` only.
//!
//! Element access follows Fortran-DVMH exactly: inside a parallel loop an element is
//! addressed through the view loaded at the loop's entry; outside, a read is
//! `dvm.read_elem` (every process gets the owner's value) and a write `dvm.write_elem` (the
//! owner stores it: the own-computation rule).

use super::{Lowerer, Sym, R};
use crate::c::ast::*;
use crate::c::pragma::{pos_of, ArraySpec, PragmaKind, TemplateSpec};
use crate::c::types::{CType, LONG};
use crate::diag::Diagnostics;
use crate::directives::ast::{
    AlignDummy, DExpr, DExprKind, DOp, DistFormat, DistFormatKind, RemoteSubscript, Subscript,
};
use crate::directives::check::{linear, NameInfo};
use crate::name::Name as DName;
use crate::name::Name;
use crate::source::Span;
use dvmh_ir::{Attr, Attrs, GlobalInit, OpId, OpKind, Type, ValueId};

/// Where a distributed array's handle is kept.
#[derive(Clone, Debug)]
pub(super) enum HandleAt {
    Slot(ValueId),
    Global(String),
}

/// How an array is mapped, in the IR's (reversed) dimension order.
#[derive(Clone, Debug)]
pub(super) enum Mapping {
    /// One format per dimension.
    Distribute(Vec<DistFormat>),
    /// Aligned with array or template `base`: one `[axis, a, b]` per base dimension.
    Align { base: usize, rules: Vec<[i64; 3]> },
    /// Postponed: mapped later by `redistribute` or `realign`.
    Postponed,
}

/// A distributed array or a template.
#[derive(Clone, Debug)]
pub(super) struct DistArray {
    pub name: String,
    /// The element type (`void` for a template).
    pub elem: CType,
    /// Extents in C order.
    pub dims: Vec<i64>,
    /// Shadow widths `(low, high)` in C order.
    pub shadow: Vec<(i64, i64)>,
    pub template: bool,
    /// Declared as a pointer (`double (*A)[N]`): created by `malloc`, its first extent
    /// (`dims[0]`, 0 here) known only then.
    pub dynamic: bool,
    /// Per extent in C order, the stack slot of a variable length (`double (*A)[m]`, manual
    /// Ex. 11.2: `dims` holds 0 there); empty when every extent is a constant.
    pub lengths: Vec<Option<ValueId>>,
    /// A parameter in the function's `inherit` list (its handle is the argument) or an
    /// `extern` array (its handle is the defining unit's): its shadow widths are the actual
    /// array's.
    pub inherited: bool,
    /// The mapping that a `redistribute`/`realign` lowered so far gave a postponed array.
    pub mapped_later: Option<Mapping>,
    /// Arrays aligned with this one while its mapping was still postponed: aligned when
    /// `redistribute`/`realign` maps it (the runtime aligns only with a mapped base).
    pub pending_aligns: Vec<usize>,
    /// In the `pending_aligns` of its base.
    pub waiting: bool,
    pub handle: HandleAt,
    pub mapping: Mapping,
}

impl DistArray {
    /// An array mapped elsewhere (an `inherit` parameter or an `extern` array) whose handle
    /// is found at `handle`.
    pub fn inherited(name: &str, elem: CType, dims: Vec<i64>, handle: HandleAt) -> DistArray {
        DistArray {
            name: name.to_string(),
            elem,
            shadow: vec![(0, 0); dims.len()],
            dims,
            template: false,
            dynamic: false,
            lengths: Vec::new(),
            inherited: true,
            mapped_later: None,
            pending_aligns: Vec::new(),
            waiting: false,
            handle,
            mapping: Mapping::Distribute(Vec::new()),
        }
    }

    /// A template mapped elsewhere (an `inherit` parameter `void *T` or an `extern void *T`):
    /// its rank is known only from its first use here, its extents never (a template has no
    /// elements).
    pub fn inherited_template(name: &str, handle: HandleAt) -> DistArray {
        DistArray {
            template: true,
            ..DistArray::inherited(name, CType::Void, Vec::new(), handle)
        }
    }

    pub fn rank(&self) -> usize {
        self.dims.len()
    }

    /// The rank of `self` used with `n` subscripts: an inherited or `extern` template takes
    /// the rank of its first use.
    pub fn rank_for_use(&mut self, n: usize) -> usize {
        if self.template && self.inherited && self.dims.is_empty() {
            self.dims = vec![0; n];
        }
        self.dims.len()
    }

    pub fn ir_elem(&self) -> Type {
        self.elem.ir().unwrap_or(Type::F64)
    }
}

/// A REMOTE_ACCESS buffer in force: it covers the references to `array` whose subscripts
/// are the directive's where it gives one (`None`: the whole array).
#[derive(Clone, Debug)]
pub(super) struct RemoteView {
    pub array: usize,
    pub subscripts: Option<Vec<RemoteSubscript>>,
    pub view: ValueId,
}

/// The C operator a directive's operator is.
pub(super) fn c_binop(op: DOp) -> BinOp {
    match op {
        DOp::Add => BinOp::Add,
        DOp::Sub => BinOp::Sub,
        DOp::Mul => BinOp::Mul,
        DOp::Div => BinOp::Div,
        DOp::Rem => BinOp::Mod,
        DOp::Shl => BinOp::Shl,
        DOp::Shr => BinOp::Shr,
        DOp::BitAnd => BinOp::BitAnd,
        DOp::BitOr => BinOp::BitOr,
        DOp::BitXor => BinOp::BitXor,
        DOp::Lt => BinOp::Lt,
        DOp::Le => BinOp::Le,
        DOp::Gt => BinOp::Gt,
        DOp::Ge => BinOp::Ge,
        DOp::Eq => BinOp::Eq,
        DOp::Ne => BinOp::Ne,
        DOp::And => BinOp::And,
        DOp::Or => BinOp::Or,
    }
}

/// Is the C subscript `c` written as the directive expression `d`?
fn same_subscript(c: &Expr, d: &DExpr) -> bool {
    match (&c.kind, &d.kind) {
        (ExprKind::Ident(a), DExprKind::Name(b)) => *a == b.text,
        (ExprKind::Int(i), DExprKind::Int(s)) => s.parse::<u64>().ok() == Some(i.value),
        (ExprKind::Unary(UnOp::Neg, a), DExprKind::Neg(b)) => same_subscript(a, b),
        (ExprKind::Binary(op, a, b), DExprKind::Binary(dop, x, y)) => {
            let same_op = c_binop(*dop) == *op;
            same_op && same_subscript(a, x) && same_subscript(b, y)
        }
        _ => false,
    }
}

/// Integer constants a directive expression may name: C enumeration constants (macros are
/// expanded already).
pub(super) struct EnumConsts<'l, 'a>(pub(super) &'l Lowerer<'a>);

impl NameInfo for EnumConsts<'_, '_> {
    fn int_constant(&self, name: &Name) -> Option<i64> {
        match self.0.lookup(&name.text) {
            Some(Sym::EnumConst(v)) => Some(*v),
            _ => None,
        }
    }

    fn size_of(&self, arg: &DExpr) -> Option<i64> {
        self.0.directive_size_of(arg)
    }
}

impl Lowerer<'_> {
    /// `sizeof(t)` in a directive: the pragma parser gives the type's words as one name
    /// (`unsigned long`, `struct cell`, `real_t`, `double *`), or a distributed or ordinary
    /// variable's name (`sizeof(A)` is its whole size).
    pub(super) fn directive_size_of(&self, arg: &DExpr) -> Option<i64> {
        let DExprKind::Name(n) = &arg.kind else {
            return None;
        };
        let text = n.text.trim();
        if text.ends_with('*') {
            return Some(8);
        }
        if text.starts_with('*') || text.contains(['[', '.']) || text.contains("->") {
            let t = self.designator_type(text)?;
            return self.structs.size(&t).map(|n| n as i64);
        }
        let words: Vec<&str> = text.split_whitespace().collect();
        let t = match words.as_slice() {
            ["struct" | "union", tag] => CType::Struct(*self.tags.get(*tag)?),
            [one] => match self.lookup(one) {
                Some(Sym::Typedef(t)) => t.clone(),
                Some(Sym::Local(_, t)) | Some(Sym::Global(_, t)) => t.clone(),
                Some(Sym::Dist(id)) => {
                    let a = &self.dists[*id];
                    let n: i64 = a.dims.iter().product();
                    return Some(n * self.structs.size(&a.elem)? as i64);
                }
                _ => return basic_type_size(&words),
            },
            _ => return basic_type_size(&words),
        };
        self.structs.size(&t).map(|n| n as i64)
    }
}

impl Lowerer<'_> {
    /// The type of a designator in `sizeof(...)` of a directive: `*`s, a variable, then
    /// subscripts and members (`A[0][1]`, `*p`, `cells[2].v`, `p->x`); a distributed array
    /// has its declared extents.
    fn designator_type(&self, text: &str) -> Option<CType> {
        let derefs = text.len() - text.trim_start_matches(['*', ' ']).len();
        let rest = text[derefs..].trim_start();
        let derefs = text[..derefs].matches('*').count();
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        let (name, mut post) = rest.split_at(end);
        let mut t = match self.lookup(name)? {
            Sym::Local(_, t) | Sym::Global(_, t) => t.clone(),
            Sym::Dist(id) => {
                let a = &self.dists[*id];
                a.dims.iter().rev().fold(a.elem.clone(), |e, &n| {
                    CType::Array(Box::new(e), u64::try_from(n).ok())
                })
            }
            _ => return None,
        };
        let element = |t: CType| match t {
            CType::Array(e, _) | CType::Ptr(e) | CType::Vla(e, _) => Some(*e),
            _ => None,
        };
        let member = |l: &Self, t: CType, post: &mut &str| {
            let rest: &str = post;
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            let (m, after) = rest.split_at(end);
            *post = after;
            match t {
                CType::Struct(sid) => l.find_member(sid, m).map(|(_, t)| t),
                _ => None,
            }
        };
        loop {
            post = post.trim_start();
            if let Some(after) = post.strip_prefix('[') {
                let mut depth = 1;
                let close = after.find(|c| {
                    depth += match c {
                        '[' => 1,
                        ']' => -1,
                        _ => 0,
                    };
                    depth == 0
                })?;
                post = &after[close + 1..];
                t = element(t)?;
            } else if let Some(after) = post.strip_prefix("->") {
                post = after.trim_start();
                t = member(self, element(t)?, &mut post)?;
            } else if let Some(after) = post.strip_prefix('.') {
                post = after.trim_start();
                t = member(self, t, &mut post)?;
            } else if post.is_empty() {
                break;
            } else {
                return None;
            }
        }
        (0..derefs).try_fold(t, |t, _| element(t))
    }
}

/// The x86-64 size of a type written with C's type keywords only (`long long`, `unsigned`).
fn basic_type_size(words: &[&str]) -> Option<i64> {
    let mut longs = 0;
    let mut base = None;
    for w in words {
        match *w {
            "signed" | "unsigned" | "const" | "volatile" => {}
            "long" => longs += 1,
            "char" | "_Bool" => base = Some(1),
            "short" => base = Some(2),
            "int" => base = base.or(Some(4)),
            "float" => base = Some(4),
            "double" => base = Some(8),
            _ => return None,
        }
    }
    Some(match (base, longs) {
        (Some(8), 1) => 16,
        (Some(b), 0) => b,
        (Some(2), _) => 2,
        (_, n) if n > 0 => 8,
        (None, _) if !words.is_empty() => 4,
        _ => return None,
    })
}

/// Whether a type may be the element type of a distributed array: a number, or a `float` or
/// `double _Complex` (the front end knows which structs are complex types).
pub(super) type Number<'a> = &'a dyn Fn(&CType) -> bool;

/// The `(extents, element type)` of a C array of numbers with constant sizes.
fn array_shape(t: &CType, number: Number) -> Option<(Vec<i64>, CType)> {
    let mut dims = Vec::new();
    let mut t = t;
    while let CType::Array(e, n) = t {
        dims.push((*n)? as i64);
        t = e;
    }
    let t = t.unqual();
    (!dims.is_empty() && number(t)).then(|| (dims, t.clone()))
}

/// The `(extents, element type)` of an `extern` distributed array: as [`array_shape`], except
/// that the first extent may be left out (`extern double C[][20];`, manual Ex. 4.2: 0 for it,
/// as for an inherited parameter; the defining unit's handle knows it).
fn extern_shape(t: &CType, number: Number) -> Option<(Vec<i64>, CType)> {
    match t {
        CType::Array(e, None) => {
            let (mut dims, elem) = array_shape(&CType::Array(e.clone(), Some(1)), number)?;
            dims[0] = 0;
            Some((dims, elem))
        }
        t => array_shape(t, number),
    }
}

/// The `(extents, element type)` of an inherited parameter: a pointer to numbers or to arrays
/// of numbers whose extents may be run-time ones (`double U[n][m]`, manual Ex. 11.1: 0 for
/// those, as for the first; the actual argument's handle knows them).
pub(super) fn inherited_shape(t: &CType, number: Number) -> Option<(Vec<i64>, CType)> {
    let CType::Ptr(p) = t.unqual() else {
        return None;
    };
    let mut dims = vec![0];
    let mut t = &**p;
    loop {
        match t {
            CType::Array(e, n) => {
                dims.push(n.map_or(0, |n| n as i64));
                t = e;
            }
            CType::Vla(e, _) => {
                dims.push(0);
                t = e;
            }
            _ => break,
        }
    }
    let t = t.unqual();
    number(t).then(|| (dims, t.clone()))
}

/// The `(extents, length slots, element type)` of a pointer to arrays of numbers some of whose
/// lengths are variable (`double (*A)[m]`): 0 and the length's stack slot for those.
fn vla_pointer_shape(t: &CType, number: Number) -> Option<(Vec<i64>, Vec<Option<ValueId>>, CType)> {
    let CType::Ptr(p) = t.unqual() else {
        return None;
    };
    let (mut dims, mut slots) = (vec![0], vec![None]);
    let mut t = &**p;
    loop {
        match t {
            CType::Array(e, Some(n)) => {
                dims.push(*n as i64);
                slots.push(None);
                t = e;
            }
            CType::Vla(e, slot) => {
                dims.push(0);
                slots.push(Some(*slot));
                t = e;
            }
            _ => break,
        }
    }
    let t = t.unqual();
    (dims.len() > 1 && number(t)).then(|| (dims, slots, t.clone()))
}

/// The `(extents, element type)` of a pointer to numbers or to arrays of numbers with
/// constant sizes (`double (*A)[N]`, `float *X`): a dynamic array whose first extent (0 here)
/// comes from its `malloc`.
pub(super) fn pointer_shape(t: &CType, number: Number) -> Option<(Vec<i64>, CType)> {
    let CType::Ptr(p) = t.unqual() else {
        return None;
    };
    if number(p.unqual()) {
        return Some((vec![0], p.unqual().clone()));
    }
    let (mut dims, elem) = array_shape(p, number)?;
    dims.insert(0, 0);
    Some((dims, elem))
}

impl Lowerer<'_> {
    /// A number (`long double` too), or a complex number of `float`, `double` or `long
    /// double` parts (whose elements the runtime keeps as pairs of parts, as Fortran's
    /// COMPLEX).
    /// A struct or union with a size is an element too (see [`Self::dist_record`]).
    pub(super) fn dist_number(&self, t: &CType) -> bool {
        t.is_arith()
            || matches!(
                self.complex_part(t),
                Some(CType::Float | CType::Double | CType::LongDouble)
            )
            || self.record_size(t).is_some()
    }

    /// The size of a struct or union (not a complex type) that may be an element: one with
    /// a known, non-zero size.
    fn record_size(&self, t: &CType) -> Option<u64> {
        match t.unqual() {
            CType::Struct(_) if self.complex_part(t).is_none() => {
                self.structs.size(t).filter(|&n| n > 0)
            }
            _ => None,
        }
    }

    /// The size in bytes of `id`'s elements when they are structs or unions. The runtime
    /// keeps such elements as opaque bytes (as Fortran's derived types and CHARACTER
    /// elements: `char_len` bytes each), so shadow edges, `remote_access`, `across` and
    /// redistribution copy them whole; members are reached through the element's address.
    pub(super) fn dist_record(&self, id: usize) -> Option<u64> {
        self.record_size(&self.dists[id].elem)
    }

    /// The IR type of the elements of `id`: of their parts when they are complex, bytes
    /// when they are structs.
    pub(super) fn dist_ir_elem(&self, id: usize) -> Type {
        let elem = &self.dists[id].elem;
        if self.dist_record(id).is_some() {
            return Type::I8;
        }
        match self.complex_part(elem) {
            Some(p) => p.ir().unwrap_or(Type::F64),
            None => self.dists[id].ir_elem(),
        }
    }

    /// Whether the elements of `id` are complex numbers.
    pub(super) fn dist_complex(&self, id: usize) -> bool {
        self.complex_part(&self.dists[id].elem).is_some()
    }

    /// Reports the errors of a shared directive check (its spans are preprocessed offsets);
    /// `Err` when there were any.
    pub(super) fn report(&mut self, d: Diagnostics) -> R<()> {
        let mut failed = false;
        for r in d.raw() {
            let pos = r.span.map(pos_of).unwrap_or_default();
            self.messages.push((pos, r.message.clone(), false));
            failed = true;
        }
        if failed {
            self.fn_failed = true;
            return Err(super::Reported);
        }
        Ok(())
    }

    /// A constant directive expression.
    pub(super) fn dconst(&mut self, e: &DExpr) -> R<i64> {
        let mut d = Diagnostics::new();
        let v = linear::constant(e, &EnumConsts(self), &mut d);
        self.report(d)?;
        match v {
            Some(v) => Ok(v),
            None => self.error(pos_of(e.span), "expected an integer constant"),
        }
    }

    /// `e` as `[axis, a, b]` over `vars` (`axis = -2`: the constant `b`).
    pub(super) fn drule(&mut self, e: &DExpr, vars: &[&str]) -> R<[i64; 3]> {
        let mut d = Diagnostics::new();
        let l = linear::linear(e, vars, &EnumConsts(self), &mut d);
        self.report(d)?;
        let Some(l) = l else {
            return self.error(pos_of(e.span), "expected a linear expression");
        };
        let used: Vec<usize> = (0..vars.len()).filter(|&k| l.coefs[k] != 0).collect();
        match used[..] {
            [] => Ok([-2, 0, l.constant]),
            [k] => Ok([k as i64, l.coefs[k], l.constant]),
            _ => self.error(
                pos_of(e.span),
                "a subscript here uses at most one variable of the directive ('a*i + b')",
            ),
        }
    }

    /// A declaration after `#pragma dvm array` (`spec`) or `template` (`tspec`): every
    /// declarator becomes a distributed array (created now, or for file-scope ones at the
    /// start of `main`).
    pub(super) fn dist_declaration(
        &mut self,
        d: &Declaration,
        spec: Option<&ArraySpec>,
        tspec: Option<&TemplateSpec>,
        ppos: Pos,
        global: bool,
    ) -> R<()> {
        let (base, storage) = self.specs_type(&d.specs)?;
        let external = storage == Some(Storage::Extern);
        // A file-scope `static` one is this unit's own (its handle has internal linkage); a
        // `static` local would outlive the call that creates it.
        let internal = global && storage == Some(Storage::Static);
        if storage == Some(Storage::Typedef)
            || (storage == Some(Storage::Static) && !global)
            || (external && !global)
        {
            return self.error(
                d.pos,
                "a distributed array is declared without 'typedef' ('static' and 'extern' only at file scope)",
            );
        }
        if external {
            return self.extern_dist_declaration(d, base, spec, tspec, ppos);
        }
        for init in &d.inits {
            let (name, t) = self.declarator_type(base.clone(), &init.declarator)?;
            let Some((name, pos)) = name else { continue };
            // `double (*A)[m] = malloc(...)` in a function is its declaration and then its
            // allocation; other initializers give a distributed array no values.
            let allocation = match &init.init {
                Some(Initializer::Expr(e)) if !global && t.is_ptr() && spec.is_some() => Some(e),
                Some(_) => {
                    return self.error(
                        pos,
                        format!("distributed array '{name}' has an initializer"),
                    )
                }
                None => None,
            };
            let mut dynamic = false;
            let mut lengths = Vec::new();
            let (dims, elem, template) = match (spec, tspec) {
                (Some(_), _) => match (
                    array_shape(&t, &|t| self.dist_number(t)),
                    pointer_shape(&t, &|t| self.dist_number(t)),
                    vla_pointer_shape(&t, &|t| self.dist_number(t)),
                ) {
                    (Some((dims, elem)), _, _) => (dims, elem, false),
                    (None, Some((dims, elem)), _) => {
                        dynamic = true;
                        (dims, elem, false)
                    }
                    (None, None, Some((dims, slots, elem))) => {
                        dynamic = true;
                        lengths = slots;
                        (dims, elem, false)
                    }
                    _ => {
                        return self.error(
                            pos,
                            format!(
                                "'#pragma dvm array' needs an array of numbers or structs with constant sizes or a pointer to such ('double (*A)[N]'); '{name}' is not one"
                            ),
                        )
                    }
                },
                (None, Some(ts)) => {
                    if !matches!(&t, CType::Ptr(p) if *p.unqual() == CType::Void) {
                        return self.error(
                            pos,
                            format!("a template is declared as 'void *{name}'"),
                        );
                    }
                    let mut dims = Vec::new();
                    for e in &ts.dims {
                        let known = linear::constant(e, &EnumConsts(self), &mut Diagnostics::new());
                        if known.is_none() && !global {
                            // A local template may take its sizes from variables
                            // (`template[n][m]`, manual §11.4): evaluated here, at its
                            // declaration, as a variable-length array's.
                            let v = self.dexpr_value(e)?;
                            let slot = self.b().alloca_array(Type::I64, 1);
                            self.b().store(v, slot);
                            lengths.resize(dims.len(), None);
                            lengths.push(Some(slot));
                            dims.push(0);
                            continue;
                        }
                        if known.is_none() {
                            return self.error(
                                pos_of(e.span),
                                format!("a file-scope template's sizes are integer constants (a template in a function may have sizes known at run time); '{}' is not one", crate::directives::dump::dexpr(e)),
                            );
                        }
                        let n = self.dconst(e)?;
                        if n <= 0 {
                            return self.error(pos_of(e.span), "a template's size is positive");
                        }
                        dims.push(n);
                    }
                    if !lengths.is_empty() {
                        lengths.resize(dims.len(), None);
                    }
                    if dims.is_empty() {
                        return self.error(ppos, "a template without sizes is not supported yet");
                    }
                    (dims, CType::Void, true)
                }
                (None, None) => return Ok(()),
            };
            let rank = dims.len();
            let formats = match (spec, tspec) {
                (Some(s), _) => s.distribute.as_ref(),
                (None, Some(t)) => t.distribute.as_ref(),
                _ => None,
            };
            let mapping = match (formats, spec.and_then(|s| s.align.as_ref())) {
                (Some(f), _) if f.is_empty() => Mapping::Postponed,
                (Some(f), _) => Mapping::Distribute(self.dist_formats(f, rank, &name, ppos)?),
                (None, Some(al)) => {
                    self.align_mapping(&al.dummies, &al.base, &al.subscripts, al.span, rank, &name)?
                }
                (None, None) => Mapping::Postponed,
            };
            let mut shadow = vec![(1, 1); rank];
            if template {
                shadow = vec![(0, 0); rank];
            }
            if let Some(ws) = spec.and_then(|s| s.shadow.as_ref()) {
                if ws.len() != rank {
                    return self.error(
                        ppos,
                        format!(
                            "'shadow' gives {} widths for '{name}' of rank {rank}",
                            ws.len()
                        ),
                    );
                }
                for (k, w) in ws.iter().enumerate() {
                    let lo = self.dconst(&w.lo)?;
                    let hi = match &w.hi {
                        Some(h) => self.dconst(h)?,
                        None => lo,
                    };
                    if lo < 0 || hi < 0 {
                        return self.error(pos_of(w.span), "a shadow width is not negative");
                    }
                    shadow[k] = (lo, hi);
                }
            }
            let handle = if internal {
                HandleAt::Global(self.module.add_global(
                    &format!("{name}.dvm"),
                    Type::Ptr,
                    1,
                    GlobalInit::InternalZero,
                ))
            } else if global {
                // Visible to the other units, which declare the array 'extern' (this one
                // too, maybe, through a shared header: that declaration becomes this one).
                let symbol = format!("{name}.dvm");
                let declared = self
                    .module
                    .globals
                    .iter_mut()
                    .find(|g| g.name == symbol && g.init == GlobalInit::External);
                let g = match declared {
                    Some(g) => {
                        g.init = GlobalInit::Zero;
                        symbol
                    }
                    None => self
                        .module
                        .add_global(&symbol, Type::Ptr, 1, GlobalInit::Zero),
                };
                HandleAt::Global(g)
            } else {
                HandleAt::Slot(self.b().alloca_array(Type::Ptr, 1))
            };
            let id = self.dists.len();
            self.dists.push(DistArray {
                name: name.clone(),
                elem,
                dims,
                shadow,
                template,
                dynamic,
                lengths,
                inherited: false,
                mapped_later: None,
                pending_aligns: Vec::new(),
                waiting: false,
                handle,
                mapping,
            });
            if dynamic {
                // Not allocated yet: a null handle (a global one is zero already).
                if !global {
                    let null = self.b().const_int(Type::Ptr, 0);
                    let at = self.handle_addr(id);
                    self.b().store(null, at);
                }
            } else if global {
                if self.defined.contains("main") {
                    return self.error(
                        ppos,
                        format!("the distributed array '{name}' is defined after 'main': file-scope distributed arrays are created when 'main' starts, so define it before 'main'"),
                    );
                }
                self.dist_globals.push((id, ppos));
            } else {
                self.create_dist(id, None)?;
            }
            self.declare(&name, Sym::Dist(id));
            if let Some(e) = allocation {
                let target = Expr {
                    kind: ExprKind::Ident(name.clone()),
                    pos,
                };
                let assign = Expr {
                    kind: ExprKind::Assign(None, Box::new(target), Box::new(e.clone())),
                    pos: e.pos,
                };
                self.dynamic_stmt(&assign)?;
            }
        }
        Ok(())
    }

    /// `#pragma dvm array` before `extern double A[N][M];`: the array another unit defines and
    /// distributes. Its handle is that unit's global `A.dvm`; its mapping and shadow widths
    /// are the definition's, so the directive gives none.
    fn extern_dist_declaration(
        &mut self,
        d: &Declaration,
        base: CType,
        spec: Option<&ArraySpec>,
        tspec: Option<&TemplateSpec>,
        ppos: Pos,
    ) -> R<()> {
        let Some(spec) = spec else {
            return match tspec {
                Some(ts) => self.extern_template_declaration(d, base, ts, ppos),
                None => Ok(()),
            };
        };
        if spec.distribute.is_some() || spec.align.is_some() || spec.shadow.is_some() {
            return self.error(
                ppos,
                "an 'extern' distributed array is mapped where it is defined: write '#pragma dvm array' without clauses",
            );
        }
        for init in &d.inits {
            let (name, t) = self.declarator_type(base.clone(), &init.declarator)?;
            let Some((name, pos)) = name else { continue };
            let Some((dims, elem)) = extern_shape(&t, &|t| self.dist_number(t)) else {
                return self.error(
                    pos,
                    format!("an 'extern' distributed array is an array of numbers with constant sizes; '{name}' is not one"),
                );
            };
            let g = self.extern_handle(&name);
            let id = self.dists.len();
            self.dists
                .push(DistArray::inherited(&name, elem, dims, HandleAt::Global(g)));
            self.declare(&name, Sym::Dist(id));
        }
        Ok(())
    }

    /// The global `name.dvm` holding the handle of a distributed array or template that
    /// another unit defines (declared once per unit).
    fn extern_handle(&mut self, name: &str) -> String {
        let symbol = format!("{name}.dvm");
        if self.module.globals.iter().any(|g| g.name == symbol) {
            symbol
        } else {
            self.module
                .add_global(&symbol, Type::Ptr, 1, GlobalInit::External)
        }
    }

    /// `#pragma dvm template` before `extern void *T;`: the template another unit defines and
    /// distributes; its handle is that unit's global `T.dvm`.
    fn extern_template_declaration(
        &mut self,
        d: &Declaration,
        base: CType,
        ts: &TemplateSpec,
        ppos: Pos,
    ) -> R<()> {
        if !ts.dims.is_empty() || ts.distribute.is_some() {
            return self.error(
                ppos,
                "an 'extern' template is mapped where it is defined: write '#pragma dvm template' without sizes or 'distribute'",
            );
        }
        for init in &d.inits {
            let (name, t) = self.declarator_type(base.clone(), &init.declarator)?;
            let Some((name, pos)) = name else { continue };
            if !matches!(&t, CType::Ptr(p) if *p.unqual() == CType::Void) {
                return self.error(pos, format!("a template is declared as 'void *{name}'"));
            }
            let g = self.extern_handle(&name);
            let id = self.dists.len();
            self.dists
                .push(DistArray::inherited_template(&name, HandleAt::Global(g)));
            self.declare(&name, Sym::Dist(id));
        }
        Ok(())
    }

    /// `distribute`'s formats for an array of `rank`, checked, in IR order.
    pub(super) fn dist_formats(
        &mut self,
        f: &[DistFormat],
        rank: usize,
        name: &str,
        ppos: Pos,
    ) -> R<Vec<DistFormat>> {
        if f.len() != rank {
            return self.error(
                ppos,
                format!(
                    "'distribute' gives {} formats for '{name}' of rank {rank}",
                    f.len()
                ),
            );
        }
        for fm in f {
            match &fm.kind {
                DistFormatKind::GenBlock(n) => {
                    self.format_array(n, true)?;
                }
                DistFormatKind::WgtBlock(n, e) => {
                    let (_, len) = self.format_array(n, false)?;
                    let count = self.dconst(e)?;
                    if count > len || count <= 0 {
                        return self.error(
                            pos_of(e.span),
                            format!("'{}' has {len} elements, not {count}", n.text),
                        );
                    }
                }
                DistFormatKind::MultBlock(m) => {
                    if self.dconst(m)? <= 0 {
                        return self.error(pos_of(m.span), "a 'multblock' multiple is positive");
                    }
                }
                DistFormatKind::Block | DistFormatKind::Star => {}
            }
        }
        Ok(f.iter().rev().cloned().collect())
    }

    /// The element type and length of the one-dimensional array of numbers (of integers:
    /// `integer`) that a `genblock`/`wgtblock` format names.
    fn format_array(&mut self, n: &DName, integer: bool) -> R<(CType, i64)> {
        let t = match self.lookup(&n.text) {
            Some(Sym::Local(_, t) | Sym::Global(_, t)) => t.clone(),
            _ => {
                return self.error(
                    pos_of(n.span),
                    format!("'{}' is not an array of the program", n.text),
                )
            }
        };
        match t {
            CType::Array(e, Some(len)) if e.is_arith() && (e.is_integer() || !integer) => {
                Ok((*e, len as i64))
            }
            _ => self.error(
                pos_of(n.span),
                format!(
                    "'{}' is not a one-dimensional array of {} with a constant size",
                    n.text,
                    if integer { "integers" } else { "numbers" }
                ),
            ),
        }
    }

    /// The first `count` elements of a format's array, converted to `to`.
    fn format_values(&mut self, n: &DName, count: Option<i64>, to: &CType) -> R<Vec<ValueId>> {
        let (elem, len) = self.format_array(n, count.is_none())?;
        let count = count.unwrap_or(len).min(len);
        let addr = match self.lookup(&n.text).cloned() {
            Some(Sym::Local(a, _)) => a,
            Some(Sym::Global(g, _)) => self.b().global_addr(&g),
            _ => return self.error(pos_of(n.span), format!("'{}' undeclared", n.text)),
        };
        let size = self.structs.size(&elem).unwrap_or(8) as i64;
        let ir = elem.ir().unwrap_or(Type::F64);
        let mut out = Vec::new();
        for k in 0..count {
            let at = self.offset_const(addr, k * size);
            let v = self.b().load(at, ir);
            out.push(self.convert((v, elem.clone()), to, pos_of(n.span), true)?);
        }
        Ok(out)
    }

    /// `dvm.distribute` of handle `h` with formats in IR order; `genblock` sizes and
    /// `wgtblock` weights are read from their arrays here.
    pub(super) fn emit_distribute(&mut self, h: ValueId, formats: &[DistFormat]) -> R<()> {
        self.emit_distribution(OpKind::Distribute, h, formats, false)
    }

    /// `dvm.distribute` or `dvm.redistribute` (`kind`) of `h` by `formats`.
    pub(super) fn emit_distribution(
        &mut self,
        kind: OpKind,
        h: ValueId,
        formats: &[DistFormat],
        new_value: bool,
    ) -> R<()> {
        let mut operands = vec![h];
        let mut names = Vec::with_capacity(formats.len());
        let mut counts = Vec::with_capacity(formats.len());
        for f in formats {
            let (name, count) = match &f.kind {
                DistFormatKind::Star => ("star", 0),
                DistFormatKind::Block => ("block", 0),
                DistFormatKind::GenBlock(n) => {
                    let values = self.format_values(n, None, &LONG)?;
                    let count = values.len() as i64;
                    operands.extend(values);
                    ("gen_block", count)
                }
                DistFormatKind::WgtBlock(n, e) => {
                    let blocks = self.dconst(e)?;
                    operands.push(self.b().const_i64(blocks));
                    let values = self.format_values(n, Some(blocks), &CType::Double)?;
                    let count = values.len() as i64;
                    operands.extend(values);
                    ("wgt_block", count)
                }
                DistFormatKind::MultBlock(e) => {
                    let m = self.dconst(e)?;
                    operands.push(self.b().const_i64(m));
                    ("mult_block", 0)
                }
            };
            names.push(Attr::ident(name));
            counts.push(count);
        }
        let mut attrs: Attrs = [("formats", Attr::Array(names))].into_iter().collect();
        if operands.len() > 1 {
            attrs.set("counts", Attr::ints(counts));
        }
        if new_value {
            attrs.set("new_value", Attr::Bool(true));
        }
        self.b().op0(kind, &operands, attrs);
        Ok(())
    }

    /// The mapping of `align([i][j] with B[...])` (or `realign`) for an array of `rank`.
    pub(super) fn align_mapping(
        &mut self,
        dummies: &[AlignDummy],
        base: &DName,
        subscripts: &[Subscript],
        span: Span,
        rank: usize,
        name: &str,
    ) -> R<Mapping> {
        if dummies.len() != rank {
            return self.error(
                pos_of(span),
                format!(
                    "'align' gives {} dimensions for '{name}' of rank {rank}",
                    dummies.len()
                ),
            );
        }
        let Some(Sym::Dist(b)) = self.lookup(&base.text).cloned() else {
            return self.error(
                pos_of(base.span),
                format!("'{}' is not a distributed array or template", base.text),
            );
        };
        let brank = self.dists[b].rank_for_use(subscripts.len());
        if subscripts.len() != brank {
            return self.error(
                pos_of(span),
                format!(
                    "'{}' has rank {brank} but the alignment gives {} subscripts",
                    base.text,
                    subscripts.len()
                ),
            );
        }
        let names: Vec<String> = dummies
            .iter()
            .map(|d| match d {
                AlignDummy::Name(n) => n.text.clone(),
                AlignDummy::Star(_) => String::new(),
            })
            .collect();
        let vars: Vec<&str> = names.iter().map(String::as_str).collect();
        let mut rules = Vec::new();
        for s in subscripts {
            let r = match s {
                Subscript::Star(_) => [-1, 0, 0],
                Subscript::Expr(e) => self.drule(e, &vars)?,
            };
            // C dimension k of the aligned array is IR dimension rank-1-k.
            let r = if r[0] >= 0 {
                [(rank - 1) as i64 - r[0], r[1], r[2]]
            } else {
                r
            };
            rules.push(r);
        }
        rules.reverse();
        Ok(Mapping::Align { base: b, rules })
    }

    /// Creates a distributed array (C's first extent `extent0` for a dynamic one), maps it
    /// unless its mapping is postponed, and stores its handle.
    pub(super) fn create_dist(&mut self, id: usize, extent0: Option<ValueId>) -> R<()> {
        let a = self.dists[id].clone();
        let mut bounds = Vec::new();
        for (k, &n) in a.dims.iter().enumerate().rev() {
            bounds.push(self.b().const_i64(0));
            let length = a.lengths.get(k).copied().flatten();
            let hi = match (extent0, length) {
                (Some(e), _) if k == 0 => {
                    let one = self.b().const_i64(1);
                    self.b().binary(OpKind::SubI, e, one)
                }
                (_, Some(slot)) => {
                    let n = self.b().load(slot, Type::I64);
                    let one = self.b().const_i64(1);
                    self.b().binary(OpKind::SubI, n, one)
                }
                _ => self.b().const_i64(n - 1),
            };
            bounds.push(hi);
        }
        let shadow: Vec<i64> = a.shadow.iter().rev().flat_map(|&(l, h)| [l, h]).collect();
        let mut attrs: Attrs = [
            ("name", Attr::Str(a.name.clone())),
            ("elem", Attr::Type(self.dist_ir_elem(id))),
            ("shadow", Attr::ints(shadow)),
        ]
        .into_iter()
        .collect();
        if self.dist_complex(id) {
            attrs.set("complex", Attr::Bool(true));
        }
        if let Some(size) = self.dist_record(id) {
            attrs.set("char_len", Attr::Int(size as i64));
        }
        if a.template {
            attrs.set("template", Attr::Bool(true));
        }
        let h = self.b().op1(OpKind::ArrayCreate, &bounds, Type::Ptr, attrs);
        let at = self.handle_addr(id);
        self.b().store(h, at);
        self.apply_mapping(id, &a.mapping)
    }

    /// Is `id`'s mapping postponed and not yet completed (in the order of the source)?
    pub(super) fn is_unmapped(&self, id: usize) -> bool {
        let a = &self.dists[id];
        (matches!(a.mapping, Mapping::Postponed) && a.mapped_later.is_none()) || a.waiting
    }

    /// Completes the postponed mapping of `id` (`redistribute`, `realign`), then aligns the
    /// arrays that wait for it.
    pub(super) fn complete_mapping(&mut self, id: usize, mapping: &Mapping) -> R<()> {
        self.dists[id].mapped_later = Some(mapping.clone());
        self.apply_mapping(id, mapping)?;
        self.align_pending(id)
    }

    /// `dvm.align` or `dvm.realign` (`kind`) of array `id` with `base` by `rules`.
    pub(super) fn emit_alignment(
        &mut self,
        kind: OpKind,
        id: usize,
        base: usize,
        rules: &[[i64; 3]],
        new_value: bool,
    ) {
        let h = self.dist_handle(id);
        let bh = self.dist_handle(base);
        let rules = Attr::Array(rules.iter().map(|r| Attr::ints(*r)).collect());
        let mut attrs: Attrs = [("rules", rules)].into_iter().collect();
        if new_value {
            attrs.set("new_value", Attr::Bool(true));
        }
        self.b().op0(kind, &[h, bh], attrs);
    }

    /// The mapping `id` has at this point of the program (the last one given).
    pub(super) fn current_mapping(&self, id: usize) -> Mapping {
        let d = &self.dists[id];
        d.mapped_later.clone().unwrap_or_else(|| d.mapping.clone())
    }

    /// Aligns the arrays waiting for `id` (now mapped), and those waiting for them.
    fn align_pending(&mut self, id: usize) -> R<()> {
        if self.is_unmapped(id) {
            return Ok(());
        }
        for dep in std::mem::take(&mut self.dists[id].pending_aligns) {
            self.dists[dep].waiting = false;
            let d = &self.dists[dep];
            let m = d.mapped_later.clone().unwrap_or_else(|| d.mapping.clone());
            self.apply_mapping(dep, &m)?;
            self.align_pending(dep)?;
        }
        Ok(())
    }

    /// Maps array `id` (created, not mapped yet) as `mapping` says.
    pub(super) fn apply_mapping(&mut self, id: usize, mapping: &Mapping) -> R<()> {
        match mapping {
            Mapping::Distribute(formats) => {
                let h = self.dist_handle(id);
                self.emit_distribute(h, formats)?;
            }
            Mapping::Align { base, .. } if self.is_unmapped(*base) => {
                self.dists[*base].pending_aligns.push(id);
                self.dists[id].waiting = true;
            }
            Mapping::Align { base, rules } => {
                self.emit_alignment(OpKind::Align, id, *base, rules, false)
            }
            Mapping::Postponed => {}
        }
        Ok(())
    }

    /// Where the handle of a distributed array is kept.
    pub(super) fn dist_handle_addr(&mut self, id: usize) -> ValueId {
        self.handle_addr(id)
    }

    fn handle_addr(&mut self, id: usize) -> ValueId {
        match self.dists[id].handle.clone() {
            HandleAt::Slot(s) => s,
            HandleAt::Global(g) => self.b().global_addr(&g),
        }
    }

    /// The handle of a distributed array (loaded from where it is kept).
    pub(super) fn dist_handle(&mut self, id: usize) -> ValueId {
        let at = self.handle_addr(id);
        self.b().load(at, Type::Ptr)
    }

    /// `A[i][j]` with `A` distributed: `None` when `e` is not such a reference. Inside a
    /// parallel loop (or under REMOTE_ACCESS) the element's address; outside, a read.
    pub(super) fn dist_element(&mut self, e: &Expr) -> R<Option<super::expr::Val>> {
        let Some((id, subs)) = self.dist_ref(e)? else {
            return Ok(None);
        };
        let elem = self.dists[id].elem.clone();
        let covering = self.covering_remote(id, e);
        let remote = covering.is_some();
        if let Some(view) = covering.or_else(|| self.dist_views.get(&id).copied()) {
            let check = if self.check_bounds && !remote {
                self.check_stored(id, view, &subs)
            } else {
                None
            };
            let p = self.b().elem_ptr(view, &subs);
            self.last_dist_check = check.map(|op| (op, p));
            return Ok(Some(super::expr::Val::L(p, elem)));
        }
        let v = self.dist_read(id, &subs);
        Ok(Some(super::expr::Val::R(v, elem)))
    }

    /// `-fcheck=bounds`: the run-time check that element `subs` of `id`, seen through the
    /// parallel loop's `view` of it, is stored here and current (an assignment marks it as a
    /// store: [`Self::mark_dist_store`]).
    fn check_stored(&mut self, id: usize, view: ValueId, subs: &[ValueId]) -> Option<OpId> {
        let handle = self
            .fcx()
            .func
            .defining_op(view)
            .filter(|&d| self.fcx().func.ops[d].kind == OpKind::ViewLoad)
            .map(|d| self.fcx().func.ops[d].operands[0])?;
        let mut operands = vec![handle];
        operands.extend_from_slice(subs);
        let attrs: Attrs = [("array", Attr::Str(self.dists[id].name.clone()))]
            .into_iter()
            .collect();
        Some(self.b().op0(OpKind::CheckStored, &operands, attrs))
    }

    /// `addr`, the left side of an assignment, is the element of the check emitted last: the
    /// check is of a store.
    pub(super) fn mark_dist_store(&mut self, addr: ValueId) {
        if let Some((op, p)) = self.last_dist_check.take() {
            if p == addr {
                self.fcx().func.ops[op].attrs.set("write", Attr::Bool(true));
            }
        }
    }

    /// Does a REMOTE_ACCESS buffer in force cover reference `e` to `id`?
    pub(super) fn covers_remote(&mut self, id: usize, e: &Expr) -> bool {
        self.covering_remote(id, e).is_some()
    }

    /// The view of the innermost REMOTE_ACCESS buffer that covers reference `e` to `id`.
    fn covering_remote(&mut self, id: usize, e: &Expr) -> Option<ValueId> {
        let mut subs = Vec::new();
        let mut cur = e;
        while let ExprKind::Index(a, i) = &cur.kind {
            subs.push(i.as_ref());
            cur = a;
        }
        subs.reverse();
        let views = self.remote_views.clone();
        views.iter().rev().find_map(|r| {
            let covers = r.array == id
                && match &r.subscripts {
                    None => true,
                    Some(ds) => {
                        ds.len() == subs.len()
                            && ds.iter().zip(&subs).all(|(d, c)| match d {
                                RemoteSubscript::All(_) => true,
                                RemoteSubscript::Expr(d) => self.same_subscript_value(c, d),
                            })
                    }
                };
            covers.then_some(r.view)
        })
    }

    /// Is the C subscript `c` the directive's `d`: written the same, or both constants of one
    /// value (`A[(int)(N * 0.5)]` in the loop, whose directive copy the pragma parser folded).
    fn same_subscript_value(&mut self, c: &Expr, d: &DExpr) -> bool {
        if same_subscript(c, d) {
            return true;
        }
        let literal = |d: &DExpr| match &d.kind {
            DExprKind::Int(v) => v.parse::<i64>().ok(),
            _ => None,
        };
        let value = match &d.kind {
            DExprKind::Neg(x) => literal(x).map(|v| -v),
            _ => literal(d),
        };
        value.is_some() && self.const_int(c) == value
    }

    /// Element `subs` of `id` outside parallel loops: every process gets the owner's value.
    /// A complex or struct element is copied to a new temporary, whose address is the value
    /// (a struct's is remembered for a write of one of its members: [`Self::record_member_write`]).
    pub(super) fn dist_read(&mut self, id: usize, subs: &[ValueId]) -> ValueId {
        let h = self.dist_handle(id);
        let ir = self.dist_ir_elem(id);
        let units = match self.dist_record(id) {
            Some(size) => Some(size),
            None => self.dist_complex(id).then_some(2),
        };
        if let Some(units) = units {
            let out = if self.dist_record(id).is_some() {
                // Aligned for any member (`long double` too).
                let slots = units.div_ceil(16);
                let slot = self.b().alloca_array(Type::F80, slots);
                self.last_record_read = Some((id, subs.to_vec(), slot));
                slot
            } else {
                self.b().alloca_array(ir, units)
            };
            let mut ops = vec![h, out];
            ops.extend_from_slice(subs);
            self.b().op0(OpKind::ReadElemTo, &ops, Attrs::new());
            return out;
        }
        let mut ops = vec![h];
        ops.extend_from_slice(subs);
        self.b().op1(OpKind::ReadElem, &ops, ir, Attrs::new())
    }

    /// The `mem.view_load` attributes of `id`'s views: a complex element is two values of
    /// the view's type.
    pub(super) fn dist_view_attrs(&self, id: usize) -> Attrs {
        if let Some(size) = self.dist_record(id) {
            [("unit", Attr::Int(size as i64))].into_iter().collect()
        } else if self.dist_complex(id) {
            [("unit", Attr::Int(2))].into_iter().collect()
        } else {
            Attrs::new()
        }
    }

    /// Is `e` an element of a distributed array written outside parallel loops (where it is
    /// not an addressable lvalue)? Its array and IR-ordered subscripts.
    pub(super) fn dist_store_target(&mut self, e: &Expr) -> R<Option<(usize, Vec<ValueId>)>> {
        let Some(root) = index_root(e) else {
            return Ok(None);
        };
        match self.lookup(root) {
            Some(Sym::Dist(id)) => {
                let id = *id;
                if self.dist_views.contains_key(&id) {
                    return Ok(None);
                }
            }
            _ => return Ok(None),
        }
        self.dist_ref(e)
    }

    /// Is `e` a member (or an element of a member array) of a struct element of a
    /// distributed array outside parallel loops (`C[5].u`, `R[i][j].p.x[2]`)? Its array.
    /// Such an lvalue lives in a temporary copy of the element ([`Self::dist_read`]): the
    /// assignment writes the copy back through [`Self::record_member_write`].
    pub(super) fn record_member_root(&self, e: &Expr) -> Option<usize> {
        let mut cur = e;
        let mut member = false;
        let root = loop {
            match &cur.kind {
                ExprKind::Member(a, _, false) => {
                    member = true;
                    cur = a;
                }
                ExprKind::Index(a, _) => cur = a,
                ExprKind::Ident(n) if member => break n,
                _ => return None,
            }
        };
        match self.lookup(root) {
            Some(Sym::Dist(id))
                if !self.dist_views.contains_key(id) && self.dist_record(*id).is_some() =>
            {
                Some(*id)
            }
            _ => None,
        }
    }

    /// Writes back the temporary copy of `id`'s element read last (see
    /// [`Self::record_member_root`]) after a member of it was assigned.
    pub(super) fn record_member_write(&mut self, id: usize) {
        if let Some((a, subs, tmp)) = self.last_record_read.take() {
            if a == id {
                self.dist_write(id, subs, tmp);
            }
        }
    }

    /// `value` stored to element `subs` of `id` by its owner.
    /// (A complex `value` is the address of its parts.)
    pub(super) fn dist_write(&mut self, id: usize, subs: Vec<ValueId>, value: ValueId) {
        let h = self.dist_handle(id);
        let mut ops = vec![value, h];
        ops.extend(subs);
        let kind = if self.dist_complex(id) || self.dist_record(id).is_some() {
            OpKind::WriteElemFrom
        } else {
            OpKind::WriteElem
        };
        self.b().op0(kind, &ops, Attrs::new());
    }

    /// The array and IR-ordered `i64` subscripts of a full reference `A[i][j]`.
    fn dist_ref(&mut self, e: &Expr) -> R<Option<(usize, Vec<ValueId>)>> {
        let mut subs = Vec::new();
        let mut cur = e;
        while let ExprKind::Index(a, i) = &cur.kind {
            subs.push(i.as_ref());
            cur = a;
        }
        let ExprKind::Ident(n) = &cur.kind else {
            return Ok(None);
        };
        let Some(Sym::Dist(id)) = self.lookup(n).cloned() else {
            return Ok(None);
        };
        let a = &self.dists[id];
        if a.template {
            return self.error(e.pos, format!("template '{n}' has no elements"));
        }
        if subs.len() != a.rank() {
            let rank = a.rank();
            return self.error(
                e.pos,
                format!(
                    "distributed array '{n}' of rank {rank} is used with {} subscripts (only whole elements are supported)",
                    subs.len()
                ),
            );
        }
        // `subs` is innermost-first: C's last subscript, which is the IR's first dimension.
        let mut out = Vec::with_capacity(subs.len());
        for s in subs {
            let v = self.rvalue(s)?;
            if !v.1.is_integer() {
                return self.error(s.pos, "array subscript is not an integer");
            }
            out.push(self.convert(v, &LONG, s.pos, false)?);
        }
        Ok(Some((id, out)))
    }

    /// A file-scope declaration with the directives before it.
    pub(super) fn file_scope_declaration(
        &mut self,
        d: &Declaration,
        pragmas: Vec<crate::c::pragma::Pragma>,
    ) -> R<()> {
        let mut spec = None;
        for p in pragmas {
            match &p.kind {
                PragmaKind::Array(_) | PragmaKind::Template(_) if spec.is_none() => spec = Some(p),
                PragmaKind::Inherit(names) => {
                    let _ = self.inherit_before_declaration(d, names, p.pos);
                }
                _ => self.misplaced(&p, "at file scope"),
            }
        }
        match spec {
            Some(p) => self.decl_with_pragma(d, &p, true),
            None => self.global_declaration(d),
        }
    }

    /// A declaration after `#pragma dvm array` or `template`.
    pub(super) fn decl_with_pragma(
        &mut self,
        d: &Declaration,
        p: &crate::c::pragma::Pragma,
        global: bool,
    ) -> R<()> {
        match &p.kind {
            PragmaKind::Array(a) => self.dist_declaration(d, Some(a), None, p.pos, global),
            PragmaKind::Template(t) => self.dist_declaration(d, None, Some(t), p.pos, global),
            _ => {
                self.misplaced(p, "before a declaration");
                Ok(())
            }
        }
    }

    /// A unit without `main` creates its file-scope distributed arrays in a function of its
    /// own, which a constructor registers with the runtime (`dvmh_register_unit_init`) and
    /// `main` runs right after the runtime starts (`dvmh_run_unit_inits`), before it creates
    /// its own: another unit's templates and arrays exist when `main`'s are aligned with them.
    pub(super) fn global_dists_of_unit_without_main(&mut self) {
        if self.defined.contains("main") || self.dist_globals.is_empty() {
            return;
        }
        let create = self.module.unique_symbol("dvmh.c.create_dists");
        let mut func = dvmh_ir::Function::new(create.clone(), &[], &[]);
        func.attrs.set("internal", Attr::Bool(true));
        self.fcx = Some(super::FnCx::void(func));
        self.fn_failed = false;
        let pos = self.dist_globals[0].1;
        self.set_loc(pos);
        self.create_global_dists();
        self.b().op0(OpKind::Return, &[], Attrs::new());
        let fcx = self.fcx.take().expect("function context"); // ok: set above
        if self.fn_failed {
            return;
        }
        self.module.functions.push(fcx.func);
        let name = self.module.unique_symbol("dvmh.c.register_dists");
        let mut func = dvmh_ir::Function::new(name, &[], &[]);
        func.attrs.set("internal", Attr::Bool(true));
        func.attrs.set("constructor", Attr::Bool(true));
        self.fcx = Some(super::FnCx::void(func));
        self.set_loc(pos);
        self.module
            .declare_extern("dvmh_register_unit_init", &[Type::Ptr], &[]);
        let f = self.b().global_addr(&create);
        self.b().call("dvmh_register_unit_init", &[f], &[]);
        self.b().op0(OpKind::Return, &[], Attrs::new());
        let fcx = self.fcx.take().expect("function context"); // ok: set above
        self.module.functions.push(fcx.func);
    }

    /// Creates the file-scope distributed arrays (at the start of `main`, or in a unit
    /// without `main` in the function `main` runs first), each through its creating function.
    pub(super) fn create_global_dists(&mut self) {
        for (id, _) in self.dist_globals.clone() {
            self.call_ensure(id);
        }
    }

    /// Calls the function that creates file-scope array or template `id` if it is not yet.
    fn call_ensure(&mut self, id: usize) {
        if let Some(sym) = ensure_symbol(&self.dists[id].handle) {
            self.b().call(&sym, &[], &[]);
            self.ensure_calls.insert(sym);
        }
    }

    /// Emits, for every file-scope distributed array and template of this unit, the exported
    /// function `{handle}.ensure` that creates it unless it exists, after creating what it
    /// is aligned with (through that one's function, also when another unit defines it).
    /// So the arrays of all units are created in the order their alignments need, whichever
    /// unit calls first: an array of a unit without `main` may be aligned with one that
    /// `main`'s unit defines (`extern`), and the other way round.
    pub(super) fn ensure_functions(&mut self) {
        for (id, pos) in self.dist_globals.clone() {
            let Some(sym) = ensure_symbol(&self.dists[id].handle) else {
                continue;
            };
            let func = dvmh_ir::Function::new(sym, &[], &[]);
            self.fcx = Some(super::FnCx::void(func));
            self.fn_failed = false;
            self.set_loc(pos);
            let (create, done) = (self.new_block(), self.new_block());
            let h = self.dist_handle(id);
            let null = self.b().const_int(Type::Ptr, 0);
            let missing = self.b().cmpi("eq", h, null);
            self.b().cond_br(missing, create, done);
            self.start_block(create);
            if let Mapping::Align { base, .. } = self.dists[id].mapping.clone() {
                self.call_ensure(base);
            }
            let _ = self.create_dist(id, None);
            self.br(done);
            self.start_block(done);
            self.b().op0(OpKind::Return, &[], Attrs::new());
            let fcx = self.fcx.take().expect("function context"); // ok: set above
            if !self.fn_failed {
                self.module.functions.push(fcx.func);
            }
        }
        let defined: std::collections::HashSet<String> = self
            .module
            .functions
            .iter()
            .map(|f| f.name.clone())
            .collect();
        for sym in std::mem::take(&mut self.ensure_calls) {
            if !defined.contains(&sym) {
                self.module.declare_extern(&sym, &[], &[]);
            }
        }
    }
}

/// The creating function of a file-scope distributed array or template (see
/// `ensure_functions`), named after its handle's symbol; `None` for a local one.
fn ensure_symbol(handle: &HandleAt) -> Option<String> {
    match handle {
        HandleAt::Global(g) => Some(format!("{g}.ensure")),
        HandleAt::Slot(_) => None,
    }
}

/// The array name of `A[i]...[k]`.
pub(super) fn index_root(e: &Expr) -> Option<&str> {
    let mut cur = e;
    while let ExprKind::Index(a, _) = &cur.kind {
        cur = a;
    }
    match &cur.kind {
        ExprKind::Ident(n) if !std::ptr::eq(cur, e) => Some(n),
        _ => None,
    }
}
