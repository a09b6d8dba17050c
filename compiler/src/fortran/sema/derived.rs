//! Derived types: `TYPE ... END TYPE` definitions, their layout, component references
//! (`a(i)%b%c(j)`), structure constructors, and whole structures in I/O lists.
//!
//! The IR has no aggregate types, so a structure is bytes: each definition is laid out here
//! as a C struct is (components in order, each at a multiple of its alignment, the size a
//! multiple of the largest alignment), which is gfortran's layout, so structures pass
//! between objects of either compiler. A component reference becomes a [`FieldRef`]: the
//! structure's expression and the component's byte offset (plus an element's position in an
//! array component), which lowering turns into `mem.offset` from the structure's address.
//! Values of derived type are never in registers: they are copied as bytes.
//!
//! Definitions are kept by name (what `TYPE(t)` finds, also through USE and host
//! association) and by id (what a [`DerivedRef`] in a type leads back to).

use super::Checker;
use crate::fortran::ast::{self, AttrKind, Name};
use crate::fortran::hir::{
    self, CharLen, Const, DerivedRef, Expr, ExprKind, FieldRef, IoItem, Place, SymbolKind, Ty,
};
use crate::source::Span;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::atomic::{AtomicU32, Ordering};

/// Ids of definitions, unique in the process (a module's definitions are shared by every
/// unit that uses it; two definitions with the same name in two units are different types).
static NEXT_ID: AtomicU32 = AtomicU32::new(1);

/// The `char_len` of a deferred-length CHARACTER component (`CHARACTER(LEN=:),
/// ALLOCATABLE :: name`): the structure holds the descriptor of a deferred-length scalar
/// (its address and length, `lower::deferred_chars`), and references go through an alias
/// symbol of that kind (`pointer_components`).
pub(crate) const DEFERRED_CHAR_COMPONENT: i64 = -1;

/// One component of a derived type.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Component {
    pub name: String,
    pub ty: Ty,
    /// CHARACTER: the length ([`DEFERRED_CHAR_COMPONENT`] for a deferred one).
    pub char_len: i64,
    /// Bounds of an array component (empty: a scalar).
    pub dims: Vec<(i64, i64)>,
    /// Byte offset in the structure.
    pub offset: u64,
    /// Bytes of one element.
    pub elem_size: u64,
    /// The default value of a scalar component of an intrinsic type (`integer :: n = 0`).
    pub default: Option<Const>,
    /// A scalar POINTER component: the structure holds its target's address (8 bytes, as
    /// gfortran lays it out), and its uses read and write the target.
    pub pointer: bool,
    /// An array POINTER component's rank (0 otherwise): the structure holds a pointer
    /// descriptor (see `lower::pointers`), and references to it go through an alias symbol
    /// (see `pointer_components`).
    pub rank: usize,
    /// An ALLOCATABLE component. Of an array (of rank `rank`): the structure holds an
    /// allocatable array's descriptor (see `lower::allocatable`), unallocated in every new
    /// structure; references go through an alias symbol as an array POINTER component's do,
    /// and assignment of the structure copies its elements (see `lower::deep_copy`). A
    /// scalar (rank 0) holds its value's address, null while unallocated: the descriptor of
    /// rank 0, so the deep copy and deallocation treat both alike; references go through
    /// it as through a scalar POINTER component.
    pub allocatable: bool,
    /// A procedure pointer component: the structure holds the address of its target (an
    /// INTEGER(8), 0 while disassociated), and references to it go through a hidden
    /// procedure pointer (see `proc_components`).
    pub procedure: Option<Rc<ProcedureComponent>>,
}

/// What a procedure pointer component's declaration says of its calls.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ProcedureComponent {
    /// The interface named in `PROCEDURE(iface)`, looked up where the component is used
    /// (it may be declared after the type, importing it).
    pub iface: Name,
    /// NOPASS: the object is not passed; otherwise it is the first argument, or PASS's.
    pub nopass: bool,
    /// PASS(arg): the dummy named to take the object (any of the interface's).
    pub pass: Option<Name>,
}

/// The type of a pointer component to the type being defined, until it is complete.
const SELF_REF: Ty = Ty::Derived(DerivedRef {
    id: u32::MAX,
    size: 0,
    align: 8,
    int_bytes: 0,
});

impl Component {
    /// A deferred-length CHARACTER component.
    pub fn is_deferred_char(&self) -> bool {
        self.ty == Ty::Char && self.char_len == DEFERRED_CHAR_COMPONENT
    }

    fn count(&self) -> u64 {
        self.dims
            .iter()
            .map(|(lo, hi)| (hi - lo + 1).max(0) as u64)
            .product()
    }
}

/// A checked derived-type definition.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct DerivedDef {
    pub id: u32,
    pub name: String,
    pub components: Vec<Component>,
    pub size: u64,
    pub align: u64,
    /// The bytes of a structure with its default component values (`integer :: n = 0`);
    /// `None` when no component has one.
    pub init: Option<Vec<u8>>,
    /// Declared PRIVATE in its module.
    pub private: bool,
    /// An extended type (`EXTENDS(p)`): its first component is the parent part, named
    /// after the parent type, as gfortran lays it out.
    pub parent: Option<String>,
    /// The parent's components (and theirs, to any depth), found by name as the type's own
    /// (`c%x` for `c%p%x`), at their offsets in this type.
    pub inherited: Vec<Component>,
    /// Its type-bound procedures and generic bindings, the parent's included (see
    /// `type_bound`).
    pub bindings: Vec<super::type_bound::TypeBinding>,
    /// `TYPE, ABSTRACT`: no object has it as its dynamic type.
    pub abstract_: bool,
}

impl DerivedDef {
    pub fn type_ref(&self) -> Ty {
        Ty::Derived(DerivedRef {
            id: self.id,
            size: self.size as u32,
            align: self.align as u8,
            int_bytes: self.int_bytes(),
        })
    }

    /// The bytes among the first 16 that non-floating-point scalars occupy (see
    /// [`DerivedRef::int_bytes`]).
    fn int_bytes(&self) -> u16 {
        let mut mask = 0u32;
        for c in &self.components {
            for k in 0..c.count() {
                let at = c.offset + k * c.elem_size;
                if at >= 16 {
                    break;
                }
                match c.ty {
                    _ if c.pointer || c.allocatable => {
                        for b in at..(at + c.elem_size).min(16) {
                            mask |= 1 << b;
                        }
                    }
                    Ty::Real(_) | Ty::Complex(_) => {}
                    Ty::Derived(d) => mask |= u32::from(d.int_bytes) << at,
                    _ => {
                        let end = (at + c.elem_size).min(16);
                        for b in at..end {
                            mask |= 1 << b;
                        }
                    }
                }
            }
        }
        (mask & 0xffff) as u16
    }

    pub(super) fn component(&self, name: &str) -> Option<&Component> {
        self.components
            .iter()
            .chain(&self.inherited)
            .find(|c| c.name == name)
    }

    /// The names of the components a positional structure constructor gives values to:
    /// an extended type's parent's (so named) before its own.
    fn constructor_arity(&self, types: &Types) -> usize {
        let own = self.components.len();
        match self
            .parent
            .as_ref()
            .and_then(|_| types.of(self.components[0].ty))
        {
            Some(p) => p.constructor_arity(types) + own - 1,
            None => own,
        }
    }
}

/// The derived types a scope knows.
#[derive(Clone, Debug, Default)]
pub(crate) struct Types {
    by_name: HashMap<String, Rc<DerivedDef>>,
    by_id: HashMap<u32, Rc<DerivedDef>>,
}

impl Types {
    /// Makes `def` known as `name` (its own name, or a USE rename).
    pub fn add(&mut self, name: &str, def: Rc<DerivedDef>) {
        self.by_id.insert(def.id, def.clone());
        self.by_name.insert(name.to_string(), def);
    }

    /// Makes `def` known by id only (a type of a module that is not visible by name here).
    pub fn add_hidden(&mut self, def: Rc<DerivedDef>) {
        self.by_id.insert(def.id, def);
    }

    pub fn named(&self, name: &str) -> Option<&Rc<DerivedDef>> {
        self.by_name.get(name)
    }

    pub fn of(&self, ty: Ty) -> Option<&Rc<DerivedDef>> {
        match ty {
            Ty::Derived(d) => self.by_id.get(&d.id),
            _ => None,
        }
    }

    /// Whether some type known here has a procedure pointer component, which statements
    /// must be searched for.
    pub fn any_procedure_components(&self) -> bool {
        self.by_id.values().any(|d| {
            d.components
                .iter()
                .chain(&d.inherited)
                .any(|c| c.procedure.is_some())
        })
    }

    /// Whether some type known here has an array component of its own rank (an array
    /// POINTER component) or a deferred-length CHARACTER one, which statements must be
    /// searched for (`pointer_components`).
    pub fn any_array_components(&self) -> bool {
        self.by_id.values().any(|d| {
            d.components
                .iter()
                .any(|c| c.rank > 0 || c.is_deferred_char())
        })
    }

    /// Every definition known here, by name or by id only.
    pub fn defs(&self) -> impl Iterator<Item = &Rc<DerivedDef>> {
        self.by_id.values()
    }

    /// The definitions by the names this scope knows them by, in a stable order.
    pub fn all(&self) -> Vec<(String, Rc<DerivedDef>)> {
        let mut v: Vec<_> = self
            .by_name
            .iter()
            .map(|(n, d)| (n.clone(), d.clone()))
            .collect();
        v.sort_by_key(|(_, d)| d.id);
        v
    }
}

/// The alignment of a value of type `ty` in a structure (C's natural alignment).
fn alignment(ty: Ty) -> u64 {
    match ty {
        Ty::Int(k) | Ty::Real(k) | Ty::Complex(k) | Ty::Logical(k) => u64::from(k),
        Ty::Char => 1,
        Ty::Derived(d) => u64::from(d.align),
    }
}

fn round_up(n: u64, align: u64) -> u64 {
    n.div_ceil(align.max(1)) * align.max(1)
}

/// The bytes of constant `c` of type `ty` (CHARACTER padded to `len`), as stored.
fn const_bytes(c: &Const, ty: Ty, len: i64) -> Option<Vec<u8>> {
    Some(match (c, ty) {
        (Const::Int(v), Ty::Int(k)) => v.to_le_bytes()[..usize::from(k)].to_vec(),
        (Const::Real(v), Ty::Real(4)) => (*v as f32).to_le_bytes().to_vec(),
        (Const::Real(v), Ty::Real(_)) => v.to_le_bytes().to_vec(),
        (Const::Logical(b), Ty::Logical(k)) => {
            i64::from(*b).to_le_bytes()[..usize::from(k)].to_vec()
        }
        (Const::Complex(re, im), Ty::Complex(4)) => {
            [(*re as f32).to_le_bytes(), (*im as f32).to_le_bytes()].concat()
        }
        (Const::Complex(re, im), Ty::Complex(_)) => [re.to_le_bytes(), im.to_le_bytes()].concat(),
        (Const::Str(s), Ty::Char) => {
            let mut b = s.clone().into_bytes();
            b.resize(len.max(0) as usize, b' ');
            b
        }
        _ => return None,
    })
}

impl Checker<'_> {
    /// The components that the parts of a designator (`%a%b(2)%c`) name in turn, starting
    /// from a value of type `ty`, up to the first part that names no component (no
    /// diagnostic: the callers only ask what kind of reference it is).
    pub(super) fn component_path(&self, mut ty: Ty, parts: &[ast::Designator]) -> Vec<&Component> {
        let mut path = Vec::with_capacity(parts.len());
        for part in parts {
            let Some(c) = self
                .types
                .of(ty)
                .and_then(|def| def.component(&part.name.text))
            else {
                break;
            };
            path.push(c);
            ty = c.ty;
        }
        path
    }

    /// `TYPE name ... END TYPE`: lays the components out and makes the type known.
    pub(super) fn define_type(&mut self, def: &ast::DerivedTypeDef) {
        if self.types.named(&def.name.text).is_some() {
            self.error(
                def.name.span,
                format!("a second derived type named '{}'", def.name.text),
            );
            return;
        }
        let mut components: Vec<Component> = Vec::new();
        let mut inits: Vec<(u64, Vec<u8>)> = Vec::new();
        let (mut offset, mut align) = (0u64, 1u64);
        // An extended type's parent part comes first, a component named after its type.
        let parent = match &def.extends {
            Some(p) => match self.types.named(&p.text).cloned() {
                Some(pd) => Some(pd),
                None => {
                    self.error(
                        p.span,
                        format!(
                            "the parent type '{}' of TYPE {} is not defined before it",
                            p.text,
                            def.name.upper()
                        ),
                    );
                    return;
                }
            },
            None => None,
        };
        let parent_decl = def.extends.as_ref().map(parent_component_decl);
        for (k, decl) in parent_decl.iter().chain(&def.components).enumerate() {
            if decl.ty.keyword == crate::fortran::lexer::TypeKw::Class {
                self.error(
                    decl.ty.span,
                    "a CLASS(t) component is polymorphic, which is not supported yet (declare it TYPE(t))",
                );
                continue;
            }
            let pointer = decl
                .attrs
                .iter()
                .any(|a| matches!(a.kind, AttrKind::Pointer));
            let allocatable = decl
                .attrs
                .iter()
                .any(|a| matches!(a.kind, AttrKind::Allocatable));
            if pointer && allocatable {
                self.error(
                    decl.ty.span,
                    "a component cannot be both POINTER and ALLOCATABLE",
                );
                continue;
            }
            // `TYPE(node), POINTER :: next` inside TYPE node: the type is completed below.
            let self_ref = pointer
                && matches!(decl.ty.kind.as_ref().map(|e| &e.kind),
                    Some(ast::ExprKind::Designator(d)) if d.name.text == def.name.text && self.types.named(&d.name.text).is_none());
            let ty = if self_ref {
                SELF_REF
            } else {
                let Some(ty) = self.type_of_spec(&decl.ty) else {
                    continue;
                };
                // (The parent part of an abstract parent is no object of its own.)
                if k > 0 || parent_decl.is_none() {
                    self.abstract_type_error(ty, decl.ty.span, "a component");
                }
                ty
            };
            let mut attr_dims = None;
            for a in &decl.attrs {
                match &a.kind {
                    AttrKind::Dimension(d) => attr_dims = Some(d),
                    AttrKind::Pointer | AttrKind::Allocatable => {}
                    _ => self.error(
                        a.span,
                        "only the DIMENSION, POINTER and ALLOCATABLE attributes are supported on a component",
                    ),
                }
            }
            for e in &decl.entities {
                let char_len = if ty == Ty::Char {
                    match self.char_length(&decl.ty, e.star_len.as_ref()) {
                        Some(CharLen::Const(n)) => n,
                        Some(CharLen::Assumed | CharLen::Auto) => {
                            self.error(e.span, "a CHARACTER component needs a constant length");
                            continue;
                        }
                        Some(CharLen::Deferred)
                            if allocatable && e.dims.as_ref().or(attr_dims).is_none() =>
                        {
                            DEFERRED_CHAR_COMPONENT
                        }
                        Some(CharLen::Deferred) => {
                            self.error(
                                e.span,
                                if allocatable {
                                    "a deferred-length CHARACTER array component is not supported yet"
                                } else {
                                    "a deferred-length CHARACTER component must be ALLOCATABLE"
                                },
                            );
                            continue;
                        }
                        None => continue,
                    }
                } else {
                    1
                };
                let mut rank = 0;
                let dims = match e.dims.as_ref().or(attr_dims) {
                    Some(d) if pointer || allocatable => {
                        if !super::allocatable::is_deferred_shape(d) {
                            self.error(
                                e.name.span,
                                format!(
                                    "the {} array component '{}' must have a deferred shape, such as ({})",
                                    if pointer { "POINTER" } else { "ALLOCATABLE" },
                                    e.name.text,
                                    vec![":"; d.len()].join(", ")
                                ),
                            );
                            continue;
                        }
                        if !self.rank_fits(&e.name, d.len()) {
                            continue;
                        }
                        rank = d.len();
                        Vec::new()
                    }
                    Some(d) => match self.array_dims(&e.name, d) {
                        Some(d) => d,
                        None => continue,
                    },
                    None => Vec::new(),
                };
                if let Some(pd) = parent
                    .as_ref()
                    .filter(|pd| pd.component(&e.name.text).is_some())
                {
                    self.error(
                        e.name.span,
                        format!(
                            "the component '{}' of TYPE {} is already a component of its parent type {}",
                            e.name.text,
                            def.name.upper(),
                            pd.name.to_uppercase()
                        ),
                    );
                    continue;
                }
                if components.iter().any(|c| c.name == e.name.text) {
                    self.error(
                        e.name.span,
                        format!(
                            "a second component named '{}' in TYPE {}",
                            e.name.text,
                            def.name.upper()
                        ),
                    );
                    continue;
                }
                if let (true, Some(init)) = (allocatable, &e.init) {
                    self.error(
                        init.span,
                        format!(
                            "the ALLOCATABLE component '{}' cannot have a default value",
                            e.name.text
                        ),
                    );
                    continue;
                }
                if let (true, Some(init)) = (pointer, &e.init) {
                    self.error(
                        init.span,
                        format!(
                            "the pointer component '{}' is initialized with '=> NULL()', not '='",
                            e.name.text
                        ),
                    );
                    continue;
                }
                if let Some(init) = &e.pointer_init {
                    if !pointer || !super::pointers::is_null(init) {
                        self.error(
                            init.span,
                            format!(
                                "only a POINTER component is initialized with '=>', and only to NULL() ('{}')",
                                e.name.text
                            ),
                        );
                        continue;
                    }
                }
                let elem_size = match ty {
                    // A target's address, or an array pointer's descriptor of `1 + 3 * rank` words.
                    _ if pointer => 8 * (1 + 3 * rank as u64),
                    // A deferred-length scalar's address and length.
                    Ty::Char if char_len == DEFERRED_CHAR_COMPONENT => 16,
                    // An allocatable array's descriptor.
                    _ if allocatable => 8 * (1 + 2 * rank as u64),
                    Ty::Char => char_len.max(0) as u64,
                    Ty::Complex(k) => 2 * u64::from(k),
                    Ty::Derived(d) => u64::from(d.size),
                    t => t.mem_scalar().size_bytes(),
                };
                let a = if pointer || allocatable {
                    8
                } else {
                    alignment(ty)
                };
                offset = round_up(offset, a);
                align = align.max(a);
                let mut c = Component {
                    name: e.name.text.clone(),
                    ty,
                    char_len,
                    dims,
                    offset,
                    elem_size,
                    default: None,
                    pointer,
                    rank,
                    allocatable,
                    procedure: None,
                };
                let value = match &e.init {
                    // `=> NULL()`: a disassociated descriptor.
                    _ if pointer && e.pointer_init.is_some() => {
                        Some((None, vec![0u8; elem_size as usize]))
                    }
                    _ if pointer => None,
                    // Unallocated: a null base address.
                    _ if allocatable => Some((None, vec![0u8; elem_size as usize])),
                    // An array component's default values, element by element.
                    Some(ast::Expr {
                        kind: ast::ExprKind::Constructor(items),
                        span,
                    }) if !c.dims.is_empty() => {
                        if items.len() as u64 != c.count() {
                            self.error(
                                *span,
                                format!(
                                    "the array component '{}' has {} elements but {} default values are given",
                                    c.name,
                                    c.count(),
                                    items.len()
                                ),
                            );
                        }
                        for (k, item) in items.iter().enumerate().take(c.count() as usize) {
                            if let ast::OutputItem::Expr(v) = item {
                                if let Some((_, bytes)) =
                                    self.default_value(&e.name, ty, char_len, v)
                                {
                                    inits.push((offset + k as u64 * elem_size, bytes));
                                }
                            }
                        }
                        None
                    }
                    Some(init) => self
                        .default_value(&e.name, ty, char_len, init)
                        .map(|(c, bytes)| (Some(c), bytes)),
                    None => self
                        .types
                        .of(ty)
                        .and_then(|d| d.init.clone())
                        .map(|b| (None, b)),
                };
                let value = value.map(|(default, bytes)| {
                    if c.dims.is_empty() {
                        c.default = default;
                    }
                    bytes
                });
                if let Some(bytes) = value {
                    for k in 0..c.count() {
                        inits.push((offset + k * elem_size, bytes.clone()));
                    }
                }
                offset += elem_size * c.count();
                components.push(c);
            }
        }
        for c in self.procedure_components(def, &components, parent.as_deref()) {
            offset = round_up(offset, 8);
            align = align.max(8);
            // Disassociated in every new structure.
            inits.push((offset, vec![0u8; 8]));
            components.push(Component { offset, ..c });
            offset += 8;
        }
        let size = round_up(offset, align);
        let init = (!inits.is_empty()).then(|| {
            let mut image = vec![0u8; size as usize];
            for (at, bytes) in inits {
                let at = at as usize;
                if let Some(dest) = image.get_mut(at..at + bytes.len()) {
                    dest.copy_from_slice(&bytes);
                }
            }
            image
        });
        if size > u64::from(u32::MAX) {
            self.error(
                def.name.span,
                format!("TYPE {} is too large", def.name.upper()),
            );
            return;
        }
        let inherited = parent.as_ref().map_or_else(Vec::new, |pd| {
            pd.components.iter().chain(&pd.inherited).cloned().collect()
        });
        let bindings = self.type_bindings(def, parent.as_deref());
        let mut checked = DerivedDef {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            name: def.name.text.clone(),
            components,
            size,
            align,
            init,
            private: def.private,
            parent: def.extends.as_ref().map(|p| p.text.clone()),
            inherited,
            bindings,
            abstract_: def.abstract_,
        };
        for b in &mut checked.bindings {
            if b.owner == super::type_bound::OWN_TYPE {
                b.owner = checked.id;
            }
        }
        let parent_id = checked
            .parent
            .as_ref()
            .and_then(|_| checked.components.first())
            .and_then(|c| self.types.of(c.ty))
            .map(|p| p.id);
        super::dispatch::register_type(checked.id, parent_id, &checked.bindings);
        let own = checked.type_ref();
        for c in &mut checked.components {
            if c.ty == SELF_REF {
                c.ty = own;
            }
        }
        self.types.add(&def.name.text, Rc::new(checked));
    }

    /// A component's default value, as bytes.
    fn default_value(
        &mut self,
        name: &Name,
        ty: Ty,
        char_len: i64,
        init: &ast::Expr,
    ) -> Option<(Const, Vec<u8>)> {
        let v = self.check_expr(init)?;
        let what = format!("the default value of component '{}'", name.text);
        let v = self.convert_for_assignment(v, ty, &what)?;
        let c = v.as_const().cloned();
        let bytes = c
            .as_ref()
            .and_then(|c| const_bytes(c, ty, char_len).map(|b| (c.clone(), b)));
        if bytes.is_none() {
            self.error(
                init.span,
                format!(
                    "the default value of component '{}' must be a constant expression (of a numeric, LOGICAL or CHARACTER type)",
                    name.text
                ),
            );
        }
        bytes
    }

    /// `TYPE(name)`: the type `name` names (its name is the type selector's expression).
    pub(super) fn derived_type_of(&mut self, ts: &ast::TypeSpec) -> Option<Ty> {
        let name = match ts.kind.as_ref().map(|e| &e.kind) {
            Some(ast::ExprKind::Designator(d)) if d.args.is_none() && d.parts.is_empty() => &d.name,
            _ => {
                self.error(ts.span, "expected the name of a derived type in TYPE(...)");
                return None;
            }
        };
        match self.types.named(&name.text) {
            // ISO_C_BINDING's C_PTR and C_FUNPTR: addresses (see `c_interop`).
            Some(def)
                if def.components.len() == 1
                    && def.components[0].name == super::c_interop::ADDRESS_COMPONENT =>
            {
                Some(Ty::I8)
            }
            Some(def) => Some(def.type_ref()),
            None => {
                self.error(name.span, format!("unknown derived type '{}'", name.text));
                None
            }
        }
    }

    /// Whether `ty` is an ABSTRACT derived type; if so, reports that `what` (an object
    /// declared of it, an allocation) cannot have it.
    pub(super) fn abstract_type_error(&mut self, ty: Ty, span: Span, what: &str) -> bool {
        let Some(def) = self.types.of(ty) else {
            return false;
        };
        if !def.abstract_ {
            return false;
        }
        let name = def.name.to_uppercase();
        self.error(
            span,
            format!("{what} cannot be of the ABSTRACT type {name}: use CLASS({name}), or one of its extensions that is not abstract"),
        );
        true
    }

    /// The name of the type `ty` for messages: `TYPE(t)`, or the intrinsic type's name.
    pub(super) fn type_name(&self, ty: Ty) -> String {
        match self.types.of(ty) {
            Some(d) => format!("TYPE({})", d.name),
            None => ty.to_string(),
        }
    }

    /// The structure `d` names before its `%` parts: a scalar variable or an element of an
    /// array, of derived type.
    fn structure_base(&mut self, d: &ast::Designator) -> Option<Expr> {
        let head = ast::Designator {
            name: d.name.clone(),
            args: d.args.clone(),
            substring: None,
            parts: Vec::new(),
            span: d.name.span,
        };
        if d.substring.is_some() {
            self.error(
                d.span,
                "a substring cannot be followed by a component reference",
            );
            return None;
        }
        let Some(id) = self.scope.lookup(&d.name.text) else {
            self.error(
                d.name.span,
                format!(
                    "'{}' is not a variable of derived type: it has no components",
                    d.name.text
                ),
            );
            return None;
        };
        let sym = self.scope.get(id);
        if !matches!(sym.ty, Ty::Derived(_))
            || !matches!(sym.kind, SymbolKind::Scalar | SymbolKind::Array(_))
        {
            let what = self.type_name(sym.ty);
            self.error(
                d.name.span,
                format!(
                    "'{}' is of type {what}, not of a derived type: it has no components",
                    d.name.text
                ),
            );
            return None;
        }
        if matches!(sym.kind, SymbolKind::Array(_)) {
            let section = match &d.args {
                None => true,
                Some(args) => args.iter().any(|a| {
                    matches!(
                        a.value.kind,
                        ast::ExprKind::Range(..) | ast::ExprKind::Triplet(..)
                    )
                }),
            };
            if section {
                self.error(
                    d.span,
                    format!(
                        "a component of the array '{}' as a whole (an array-valued component reference) is not supported here yet: reference one element, '{}(i)%...'",
                        d.name.text, d.name.text
                    ),
                );
                return None;
            }
        }
        let e = self.check_expr(&ast::Expr {
            kind: ast::ExprKind::Designator(head),
            span: d.name.span,
        })?;
        if let ExprKind::Load(id) | ExprKind::Elem(id, _) = &e.kind {
            self.scope.used_as_variable.insert(*id);
        }
        Some(e)
    }

    /// Follows the `%` parts of `d` from its structure: the last component's reference (an
    /// array component without subscripts when `whole` allows it), and a substring range of a
    /// CHARACTER component if the last part has one.
    pub(super) fn follow_parts<'d>(
        &mut self,
        d: &'d ast::Designator,
        whole: bool,
    ) -> Option<(FieldRef, Option<&'d ast::Arg>)> {
        let mut base = self.structure_base(d)?;
        let mut out = None;
        for (k, part) in d.parts.iter().enumerate() {
            let last = k + 1 == d.parts.len();
            let Some(def) = self.types.of(base.ty).cloned() else {
                let what = self.type_name(base.ty);
                self.error(
                    part.name.span,
                    format!(
                        "'%{}' follows a value of type {what}, which has no components",
                        part.name.text
                    ),
                );
                return None;
            };
            let Some(c) = def.component(&part.name.text).cloned() else {
                self.error(
                    part.name.span,
                    format!(
                        "TYPE({}) has no component named '{}'",
                        def.name, part.name.text
                    ),
                );
                return None;
            };
            if c.rank > 0 && !(last && self.whole_pointer_component && part.args.is_none()) {
                self.error(
                    part.span,
                    format!(
                        "the array {} component '{}' is not supported in this statement yet",
                        if c.allocatable {
                            "ALLOCATABLE"
                        } else {
                            "POINTER"
                        },
                        part.name.text
                    ),
                );
                return None;
            }
            let mut range = None;
            let subs = match (&part.args, c.dims.is_empty()) {
                (None, true) => Vec::new(),
                (None, false) if last && whole => Vec::new(),
                (None, false) => {
                    self.error(
                        part.span,
                        format!(
                            "the array component '{}' as a whole is not supported here: give its subscripts",
                            part.name.text
                        ),
                    );
                    return None;
                }
                (Some(args), true) if c.ty == Ty::Char && args.len() == 1 && last => {
                    range = Some(&args[0]);
                    Vec::new()
                }
                (Some(_), true) => {
                    self.error(
                        part.span,
                        format!("the component '{}' is not an array", part.name.text),
                    );
                    return None;
                }
                (Some(args), false) => self.component_subscripts(&c, args, part.span)?,
            };
            if let Some(sub) = &part.substring {
                if !last || c.ty != Ty::Char {
                    self.error(part.span, "a substring needs a CHARACTER component");
                    return None;
                }
                range = Some(sub);
            }
            if range.is_some() && !last {
                self.error(
                    part.span,
                    "a substring cannot be followed by a component reference",
                );
                return None;
            }
            // A deferred-length one is reached through its alias (`pointer_components`),
            // in the statements that rewriting covers.
            if c.is_deferred_char() && !self.whole_pointer_component {
                self.error(
                    part.span,
                    format!(
                        "the deferred-length component '{}' is not supported in this statement yet",
                        part.name.text
                    ),
                );
                return None;
            }
            let f = FieldRef {
                base,
                offset: c.offset,
                ty: c.ty,
                dims: c.dims.clone(),
                subs,
                elem_size: c.elem_size,
                char_len: c.char_len,
                // An ALLOCATABLE scalar component holds its value's address, as a scalar
                // POINTER component does.
                pointer: c.pointer || (c.allocatable && c.rank == 0),
                allocatable: c.allocatable,
            };
            if last {
                out = Some((f, range));
                break;
            }
            base = Expr {
                kind: ExprKind::Field(Box::new(f)),
                ty: c.ty,
                span: part.span,
            };
        }
        out
    }

    /// The subscripts of an element of an array component.
    fn component_subscripts(
        &mut self,
        c: &Component,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Vec<Expr>> {
        if args.len() != c.dims.len() {
            self.error(
                span,
                format!(
                    "the component '{}' has rank {} but {} subscript{} given",
                    c.name,
                    c.dims.len(),
                    args.len(),
                    if args.len() == 1 { " is" } else { "s are" }
                ),
            );
            return None;
        }
        let mut out = Vec::with_capacity(args.len());
        for (a, &(lo, hi)) in args.iter().zip(&c.dims) {
            if matches!(
                a.value.kind,
                ast::ExprKind::Range(..) | ast::ExprKind::Triplet(..)
            ) {
                self.error(
                    a.value.span,
                    "sections of array components are not supported yet",
                );
                return None;
            }
            let e = self.check_expr(&a.value)?;
            if !e.ty.is_int() {
                self.error(
                    e.span,
                    format!("array subscript must be INTEGER, found {}", e.ty),
                );
                return None;
            }
            if let Some(Const::Int(v)) = e.as_const() {
                if *v < lo || *v > hi {
                    self.warning(
                        e.span,
                        format!(
                            "subscript {v} is out of bounds {lo}:{hi} of component '{}'",
                            c.name
                        ),
                    );
                }
            }
            out.push(e);
        }
        Some(out)
    }

    /// The value of a component reference (`p%x`, `a(i)%c(j)`, `p%name(1:3)`).
    pub(super) fn component_value(&mut self, d: &ast::Designator) -> Option<Expr> {
        if let Some(part) = self.complex_part_value(d) {
            return part;
        }
        if self.array_ctx.is_some() {
            match self.component_section(d) {
                Ok(Some(secs)) => return self.component_array_operand(d, &secs),
                Ok(None) => {}
                Err(()) => return None,
            }
        }
        let (f, range) = self.follow_parts(d, false)?;
        let ty = f.ty;
        let e = Expr {
            kind: ExprKind::Field(Box::new(f)),
            ty,
            span: d.span,
        };
        match range {
            Some(r) => self.substring(e, r, d.span),
            None => Some(e),
        }
    }

    /// A component reference as an actual argument: its address (a whole array component
    /// passes its first element).
    pub(super) fn component_actual(&mut self, d: &ast::Designator) -> Option<hir::Actual> {
        if self.is_structure_section(d) {
            return self
                .component_copy_in_out(d)
                .map(|(t, _)| hir::Actual::Array(t));
        }
        let (f, range) = self.follow_parts(d, true)?;
        if range.is_some() {
            return self.component_value(d).map(hir::Actual::Value);
        }
        Some(hir::Actual::Field(Box::new(f)))
    }

    /// A component as a whole (an array component without subscripts too), as NAMELIST
    /// input stores into it by address.
    pub(super) fn whole_component_place(&mut self, d: &ast::Designator) -> Option<Place> {
        let (f, _) = self.follow_parts(d, true)?;
        Some(Place::Field(Box::new(f)))
    }

    /// A component reference assigned to.
    pub(super) fn component_place(&mut self, d: &ast::Designator) -> Option<Place> {
        let (f, range) = self.follow_parts(d, false)?;
        // In a parallel loop a component of an element of a distributed array is the
        // iteration's own (the locality check takes it as a write of that element); other
        // structures are shared by the iterations.
        if self.parallel.is_some() && !self.distributed_element(&f) {
            let root = f.root();
            let name = self.scope.get(root).name.clone();
            self.error(
                d.span,
                format!("components of '{name}' cannot be assigned in a parallel loop yet"),
            );
            return None;
        }
        let place = Place::Field(Box::new(f));
        match range {
            Some(r) => self.substring_place(place, r, d.span),
            None => Some(place),
        }
    }

    /// Whether a component reference is part of an element of a distributed array.
    fn distributed_element(&self, f: &FieldRef) -> bool {
        let mut e = &f.base;
        while let ExprKind::Field(inner) = &e.kind {
            e = &inner.base;
        }
        matches!(&e.kind, ExprKind::Elem(id, _) if self.is_distributed_array(*id))
    }

    /// `t(v1, v2, ...)`: a structure constructor (values in component order, or by name).
    pub(super) fn structure_constructor(
        &mut self,
        def: &DerivedDef,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        if Self::gives_alloc_array(def, args) {
            return self.ctor_with_alloc_arrays(def, args, span);
        }
        // Per component its value, or per element of an array component.
        let mut given: Vec<Option<Vec<Expr>>> = vec![None; def.components.len()];
        // Per POINTER component given a target, the target.
        let mut targets: Vec<Option<hir::PointerValue>> = vec![None; def.components.len()];
        let mut ok = true;
        // An extended type: the values of the parent's components make the parent part.
        let (args, skip) = match self.parent_part(def, args, span) {
            Some((own, parent_value)) => {
                match parent_value {
                    Some(v) => given[0] = Some(vec![v]),
                    None => ok = false,
                }
                (own, 1)
            }
            None => (args.to_vec(), 0),
        };
        for (k, a) in args.iter().enumerate() {
            let k = k + skip;
            let position = match &a.keyword {
                Some(kw) => match def.components.iter().position(|c| c.name == kw.text) {
                    Some(p) => p,
                    None => {
                        self.error(
                            kw.span,
                            format!("TYPE({}) has no component named '{}'", def.name, kw.text),
                        );
                        ok = false;
                        continue;
                    }
                },
                None if k < def.components.len() => k,
                None => {
                    self.error(
                        a.value.span,
                        format!(
                            "too many values for TYPE({}): it has {} components",
                            def.name,
                            def.components.len()
                        ),
                    );
                    return None;
                }
            };
            let c = &def.components[position];
            if c.pointer && !super::pointers::is_null(&a.value) {
                match self.component_target(c, &a.value) {
                    Some(t) => targets[position] = Some(t),
                    None => ok = false,
                }
                continue;
            }
            if c.allocatable && c.rank > 0 {
                // NULL(): unallocated (values go through `ctor_alloc_arrays`).
                continue;
            }
            // `t(NULL(), ...)`: a disassociated pointer (a null address or descriptor base).
            if c.pointer && super::pointers::is_null(&a.value) {
                given[position] = Some(vec![Expr {
                    kind: ExprKind::Const(Const::Int(0)),
                    ty: Ty::I8,
                    span: a.value.span,
                }]);
                continue;
            }
            let what = format!("the value of component '{}'", c.name);
            // An array component takes an array constructor of as many values, or one value
            // for every element.
            let values: Vec<&ast::Expr> = match &a.value.kind {
                ast::ExprKind::Constructor(items) if !c.dims.is_empty() => {
                    let plain: Vec<&ast::Expr> = items
                        .iter()
                        .filter_map(|i| match i {
                            ast::OutputItem::Expr(e) => Some(e),
                            ast::OutputItem::ImpliedDo(_) => None,
                        })
                        .collect();
                    if plain.len() != items.len() || plain.len() as u64 != c.count() {
                        self.error(
                            a.value.span,
                            format!(
                                "the array component '{}' has {} elements: give as many values (without implied DO) or one",
                                c.name,
                                c.count()
                            ),
                        );
                        ok = false;
                        continue;
                    }
                    plain
                }
                _ => vec![&a.value],
            };
            let mut checked = Vec::with_capacity(values.len());
            for v in values {
                let v = self
                    .check_expr(v)
                    .and_then(|v| self.convert_for_assignment(v, c.ty, &what));
                match v {
                    Some(v) => checked.push(v),
                    None => ok = false,
                }
            }
            if checked.len() == 1 && c.count() > 1 {
                let v = checked[0].clone();
                checked = vec![v; c.count() as usize];
            }
            given[position] = Some(checked);
        }
        if !ok {
            return None;
        }
        let mut parts = Vec::new();
        let part = |offset: u64, value: Expr, char_len: i64| hir::Part {
            offset,
            value,
            char_len,
            how: hir::PartHow::Store,
        };
        for ((c, v), target) in def.components.iter().zip(given).zip(targets) {
            if let Some(t) = target {
                let value = Expr {
                    kind: ExprKind::Const(Const::Int(0)),
                    ty: Ty::I8,
                    span,
                };
                parts.push(hir::Part {
                    how: hir::PartHow::Target(Box::new(t), c.rank),
                    ..part(c.offset, value, 0)
                });
                continue;
            }
            match (v, &c.default) {
                // A deferred-length component: a new allocation of the value's length.
                (Some(mut vs), _) if c.is_deferred_char() && vs.len() == 1 => {
                    let v = vs.remove(0);
                    parts.push(hir::Part {
                        how: hir::PartHow::DeferredChar,
                        ..part(c.offset, v, 0)
                    });
                }
                // An ALLOCATABLE scalar component: a new allocation holds the value.
                (Some(mut vs), _) if c.allocatable && vs.len() == 1 => {
                    let v = vs.remove(0);
                    parts.push(hir::Part {
                        how: hir::PartHow::Allocate,
                        ..part(c.offset, v, c.char_len)
                    });
                }
                (Some(vs), _) => {
                    for (k, v) in vs.into_iter().enumerate() {
                        parts.push(part(c.offset + k as u64 * c.elem_size, v, c.char_len));
                    }
                }
                (None, Some(d)) => {
                    let v = Expr {
                        kind: ExprKind::Const(d.clone()),
                        ty: c.ty,
                        span,
                    };
                    parts.push(part(c.offset, v, c.char_len));
                }
                // An omitted ALLOCATABLE component is unallocated, an omitted POINTER
                // component (`=> NULL()` by default) disassociated: a null base address.
                (None, None) if c.allocatable || c.pointer => {
                    let v = Expr {
                        kind: ExprKind::Const(Const::Int(0)),
                        ty: Ty::I8,
                        span,
                    };
                    parts.push(part(c.offset, v, 0));
                }
                (None, None) => {
                    self.error(
                        span,
                        format!(
                            "the structure constructor of TYPE({}) gives no value for the component '{}' (it has no default value)",
                            def.name, c.name
                        ),
                    );
                    return None;
                }
            }
        }
        Some(Expr {
            kind: ExprKind::Construct(parts),
            ty: def.type_ref(),
            span,
        })
    }

    /// For an extended type's structure constructor: the arguments for its own components,
    /// and the parent part made of the others (the first positional values, and those
    /// naming a parent's component). `None` for a type without a parent, or when the
    /// constructor gives the parent part by its name (`child(base=b, c=1)`).
    fn parent_part(
        &mut self,
        def: &DerivedDef,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<(Vec<ast::Arg>, Option<Expr>)> {
        let pname = def.parent.as_ref()?;
        if args
            .iter()
            .any(|a| a.keyword.as_ref().is_some_and(|k| &k.text == pname))
        {
            return None;
        }
        let pdef = self.types.of(def.components.first()?.ty)?.clone();
        let n = pdef.constructor_arity(&self.types);
        let (mut parent_args, mut own) = (Vec::new(), Vec::new());
        for (k, a) in args.iter().enumerate() {
            let to_parent = match &a.keyword {
                None => k < n,
                Some(kw) => {
                    def.components.iter().skip(1).all(|c| c.name != kw.text)
                        && pdef.component(&kw.text).is_some()
                }
            };
            if to_parent {
                parent_args.push(a.clone());
            } else {
                own.push(a.clone());
            }
        }
        let value = self.structure_constructor(&pdef, &parent_args, span);
        Some((own, value))
    }

    /// Checks `v` for an assignment-like context of a derived type: the same type.
    pub(super) fn structure_assignment(&mut self, v: Expr, to: Ty, what: &str) -> Option<Expr> {
        if v.ty != to {
            let (from, to) = (self.type_name(v.ty), self.type_name(to));
            self.error(v.span, format!("cannot assign {from} to {to} in {what}"));
            return None;
        }
        Some(v)
    }

    /// The components of the structure `base` as I/O items, in order, recursively (an array
    /// component element by element, as list-directed I/O of a structure goes).
    fn component_items(&mut self, base: &Expr, read: bool, out: &mut Vec<IoItem>) {
        let Some(def) = self.types.of(base.ty).cloned() else {
            return;
        };
        for c in &def.components {
            if c.allocatable {
                self.error(
                    base.span,
                    format!(
                        "a structure with the ALLOCATABLE component '{}' cannot be an I/O item as a whole (name its components)",
                        c.name
                    ),
                );
                return;
            }
            if c.pointer {
                self.error(
                    base.span,
                    format!(
                        "a structure with the POINTER component '{}' cannot be an I/O item as a whole",
                        c.name
                    ),
                );
                return;
            }
            let f = FieldRef {
                base: base.clone(),
                offset: c.offset,
                ty: c.ty,
                dims: c.dims.clone(),
                subs: Vec::new(),
                elem_size: c.elem_size,
                char_len: c.char_len,
                pointer: false,
                allocatable: false,
            };
            self.field_items(f, read, base.span, out);
        }
    }

    /// A component as I/O items: each element of an array component (in array element
    /// order), the components of a structure.
    fn field_items(&mut self, f: FieldRef, read: bool, span: Span, out: &mut Vec<IoItem>) {
        if f.subs.is_empty() && !f.dims.is_empty() {
            // Column-major: the first subscript varies fastest.
            let mut elements: Vec<Vec<i64>> = vec![Vec::new()];
            for &(lo, hi) in f.dims.iter().rev() {
                let mut next = Vec::new();
                for prefix in &elements {
                    for i in lo..=hi {
                        let mut subs = prefix.clone();
                        subs.push(i);
                        next.push(subs);
                    }
                }
                elements = next;
            }
            for mut subs in elements {
                subs.reverse();
                let subs = subs
                    .into_iter()
                    .map(|i| Expr {
                        kind: ExprKind::Const(Const::Int(i)),
                        ty: Ty::I4,
                        span,
                    })
                    .collect();
                let element = FieldRef { subs, ..f.clone() };
                self.field_items(element, read, span, out);
            }
            return;
        }
        let ty = f.ty;
        if matches!(ty, Ty::Derived(_)) {
            let e = Expr {
                kind: ExprKind::Field(Box::new(f)),
                ty,
                span,
            };
            self.component_items(&e, read, out);
        } else if read {
            out.push(IoItem::Place(Place::Field(Box::new(f))));
        } else {
            out.push(IoItem::Expr(Expr {
                kind: ExprKind::Field(Box::new(f)),
                ty,
                span,
            }));
        }
    }

    /// A component reference in an I/O list (a whole array component is allowed there).
    pub(super) fn component_io_item(&mut self, d: &ast::Designator, read: bool) -> Option<IoItem> {
        let (f, range) = self.follow_parts(d, true)?;
        if range.is_some() || (!f.dims.is_empty() && !f.subs.is_empty()) || f.dims.is_empty() {
            return if read {
                self.component_place(d).map(IoItem::Place)
            } else {
                self.component_value(d).map(IoItem::Expr)
            };
        }
        // The whole array component: expanded with the structures (see below).
        Some(if read {
            IoItem::Place(Place::Field(Box::new(f)))
        } else {
            let ty = f.ty;
            IoItem::Expr(Expr {
                kind: ExprKind::Field(Box::new(f)),
                ty,
                span: d.span,
            })
        })
    }

    /// I/O items with every structure replaced by its components (a whole array of
    /// structures by an implied DO over its elements).
    pub(super) fn expand_structures(&mut self, items: Vec<IoItem>, read: bool) -> Vec<IoItem> {
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            match item {
                IoItem::Expr(Expr {
                    kind: ExprKind::Field(f),
                    span,
                    ..
                }) if f.subs.is_empty() && !f.dims.is_empty() => {
                    self.field_items(*f, read, span, &mut out)
                }
                IoItem::Place(Place::Field(f)) if f.subs.is_empty() && !f.dims.is_empty() => {
                    let span = f.base.span;
                    self.field_items(*f, read, span, &mut out)
                }
                IoItem::Expr(e) if matches!(e.ty, Ty::Derived(_)) => {
                    self.component_items(&e, read, &mut out)
                }
                IoItem::Place(p) => match self.place_as_structure(&p) {
                    Some(e) => self.component_items(&e, read, &mut out),
                    None => out.push(IoItem::Place(p)),
                },
                IoItem::Array(id) if matches!(self.scope.get(id).ty, Ty::Derived(_)) => {
                    if let Some(item) = self.structure_array_item(id, read) {
                        out.push(item);
                    }
                }
                IoItem::ImpliedDo {
                    var,
                    lo,
                    hi,
                    step,
                    items,
                } => {
                    let items = self.expand_structures(items, read);
                    out.push(IoItem::ImpliedDo {
                        var,
                        lo,
                        hi,
                        step,
                        items,
                    });
                }
                other => out.push(other),
            }
        }
        out
    }

    /// A place of derived type as the expression of the structure.
    fn place_as_structure(&self, p: &Place) -> Option<Expr> {
        let (kind, ty) = match p {
            Place::Scalar(id) => (ExprKind::Load(*id), self.scope.get(*id).ty),
            Place::Elem(id, subs, _) => (ExprKind::Elem(*id, subs.clone()), self.scope.get(*id).ty),
            Place::Field(f) => (ExprKind::Field(f.clone()), f.ty),
            Place::Substring(..) => return None,
        };
        matches!(ty, Ty::Derived(_)).then(|| Expr {
            kind,
            ty,
            span: Span::default(),
        })
    }

    /// A whole array of structures in an I/O list: an implied DO over its elements, in array
    /// element order, of their components.
    fn structure_array_item(&mut self, id: hir::SymId, read: bool) -> Option<IoItem> {
        let sym = self.scope.get(id).clone();
        let SymbolKind::Array(info) = &sym.kind else {
            return None;
        };
        let rank = info.rank();
        let mut vars = Vec::with_capacity(rank);
        for _ in 0..rank {
            // A fresh name per variable: the scope grows by one with each.
            let name = format!("io.struct.{}", self.scope.symbols.len());
            vars.push(self.hidden_variable(&name, Ty::I4));
        }
        let load = |v: hir::SymId| Expr {
            kind: ExprKind::Load(v),
            ty: Ty::I4,
            span: sym.span,
        };
        let elem = Expr {
            kind: ExprKind::Elem(id, vars.iter().map(|&v| load(v)).collect()),
            ty: sym.ty,
            span: sym.span,
        };
        let mut items = Vec::new();
        self.component_items(&elem, read, &mut items);
        let int = |v: i64| Expr {
            kind: ExprKind::Const(Const::Int(v)),
            ty: Ty::I4,
            span: sym.span,
        };
        let mut item = None;
        for (k, &var) in vars.iter().enumerate() {
            let (lo, hi) = if info.allocatable || info.adjustable.is_some() {
                let q = |q| Expr {
                    kind: ExprKind::ArrayInquiry(id, q),
                    ty: Ty::I4,
                    span: sym.span,
                };
                if !info.allocatable && !info.assumed_shape {
                    self.error(
                        sym.span,
                        format!(
                            "the array of structures '{}' (bounds known on entry) cannot be an I/O item as a whole yet",
                            sym.name
                        ),
                    );
                    return None;
                }
                (
                    q(hir::ArrayInquiry::Lower(k)),
                    q(hir::ArrayInquiry::Upper(k)),
                )
            } else {
                (int(info.dims[k].0), int(info.dims[k].1))
            };
            let inner = match item.take() {
                None => items.clone(),
                Some(i) => vec![i],
            };
            item = Some(IoItem::ImpliedDo {
                var,
                lo,
                hi,
                step: None,
                items: inner,
            });
        }
        item
    }

    /// Default component values of the unit's variables of derived type: as DATA gives
    /// initial values, byte by byte (the elements of a structure's storage are bytes).
    pub(super) fn default_initialisation(&mut self) {
        for i in 0..self.scope.symbols.len() {
            let id = hir::SymId(i as u32);
            let sym = self.scope.get(id);
            // A POINTER's (and an ALLOCATABLE scalar's) storage is its target's address.
            if sym.dummy.is_some()
                || sym.pointer
                || self.data.contains_key(&id)
                || self.scope.use_associated.contains_key(&id)
                || self.scope.host_associated.contains(&id)
            {
                continue;
            }
            let count = match &sym.kind {
                SymbolKind::Scalar => 1,
                SymbolKind::Array(info)
                    if !info.allocatable && info.adjustable.is_none() && info.dist.is_none() =>
                {
                    info.element_count()
                }
                _ => continue,
            };
            let Some(image) = self.types.of(sym.ty).and_then(|d| d.init.clone()) else {
                continue;
            };
            let size = image.len() as u64;
            let mut values = Vec::new();
            // The image's nonzero bytes: none (`=> NULL()` components, `= 0`) lists nothing,
            // however many elements there are.
            let nonzero: Vec<(u64, u8)> = image
                .iter()
                .enumerate()
                .filter(|&(_, &byte)| byte != 0)
                .map(|(b, &byte)| (b as u64, byte))
                .collect();
            if !nonzero.is_empty() {
                for k in 0..count {
                    for &(b, byte) in &nonzero {
                        values.push((k * size + b, Const::Int(i64::from(byte))));
                    }
                }
            }
            // Still initialised (to zeros).
            if values.is_empty() && count > 0 {
                values.push((0, Const::Int(0)));
            }
            self.data.insert(id, values);
        }
        self.collect_scope_exit_structs();
    }
}

/// One dimension of an array component referenced as a whole or as a section: the first
/// element and the stride (source expressions), or one subscript (the dimension is dropped).
#[derive(Clone)]
pub(super) enum SectionDim {
    Range {
        lo: Box<ast::Expr>,
        hi: Box<ast::Expr>,
        step: Box<ast::Expr>,
    },
    Index,
}

/// The section of an array-valued component reference: on the array of structures
/// (`s(2:5)%x`, `s%x`; `on_base`), on the last part, an array component (`p%c(2:n)`), or on
/// an array component before the last part (`m%e(3:4)%x`; `at_part`, the part's position).
#[derive(Clone)]
pub(super) struct CompSection {
    pub on_base: bool,
    pub at_part: Option<usize>,
    pub dims: Vec<SectionDim>,
}

/// Whether a part reference has a section subscript (`e(3:4)`, `e(:)`).
fn has_range(p: &ast::Designator) -> bool {
    p.args.as_ref().is_some_and(|a| a.iter().any(is_range))
}

fn int_expr(v: i64, span: Span) -> ast::Expr {
    let lit = ast::ExprKind::Int(crate::fortran::lexer::IntLit {
        digits: v.unsigned_abs().to_string(),
        kind: None,
    });
    let e = ast::Expr { kind: lit, span };
    if v < 0 {
        ast::Expr {
            kind: ast::ExprKind::Unary(ast::UnaryOp::Minus, Box::new(e)),
            span,
        }
    } else {
        e
    }
}

fn binary(op: ast::BinaryOp, a: ast::Expr, b: ast::Expr) -> ast::Expr {
    let span = a.span;
    ast::Expr {
        kind: ast::ExprKind::Binary(op, Box::new(a), Box::new(b)),
        span,
    }
}

/// A reference to the scalar variable `name`.
/// `TYPE(p) :: p`: the parent part of a type that extends `p`.
fn parent_component_decl(p: &Name) -> ast::TypeDecl {
    ast::TypeDecl {
        ty: ast::TypeSpec {
            keyword: crate::fortran::lexer::TypeKw::Type,
            star_len: None,
            kind: Some(name_expr(p.text.clone(), p.span)),
            len: None,
            span: p.span,
        },
        attrs: Vec::new(),
        entities: vec![ast::EntityDecl {
            name: p.clone(),
            dims: None,
            star_len: None,
            init: None,
            pointer_init: None,
            span: p.span,
        }],
    }
}

fn name_expr(name: String, span: Span) -> ast::Expr {
    ast::Expr {
        kind: ast::ExprKind::Designator(ast::Designator {
            name: Name::new(name, span),
            args: None,
            substring: None,
            parts: Vec::new(),
            span,
        }),
        span,
    }
}

/// The number of elements of the triplet `lo:hi:step`: `((hi) - (lo) + (step)) / (step)`.
fn trip_count(lo: &ast::Expr, hi: &ast::Expr, step: &ast::Expr) -> ast::Expr {
    let extent = binary(
        ast::BinaryOp::Add,
        binary(ast::BinaryOp::Sub, paren(hi.clone()), paren(lo.clone())),
        paren(step.clone()),
    );
    binary(ast::BinaryOp::Div, paren(extent), paren(step.clone()))
}

fn paren(e: ast::Expr) -> ast::Expr {
    let span = e.span;
    ast::Expr {
        kind: ast::ExprKind::Paren(Box::new(e)),
        span,
    }
}

/// Intrinsics whose array arguments are not taken element by element.
const TRANSFORMATIONAL: &[&str] = &[
    "sum",
    "product",
    "maxval",
    "minval",
    "dot_product",
    "size",
    "count",
    "any",
    "all",
    "matmul",
    "maxloc",
    "minloc",
    "lbound",
    "ubound",
    "shape",
    "transpose",
    "reshape",
];

fn is_range(a: &ast::Arg) -> bool {
    matches!(
        a.value.kind,
        ast::ExprKind::Range(..) | ast::ExprKind::Triplet(..)
    )
}

impl Checker<'_> {
    /// The section a component reference selects when its last part is an array component
    /// named whole or with a section (`x%c`, `x%c(2:n)`); `Ok(None)` for a scalar reference,
    /// `Err` after an error.
    fn component_section(&mut self, d: &ast::Designator) -> Result<Option<CompSection>, ()> {
        let Some(last) = d.parts.last() else {
            return Ok(None);
        };
        let only_one = "only one part of a component reference may be an array section (the standard's rule for part references of nonzero rank)";
        if let Some(dims) = self.array_section_dims(d)? {
            if d.parts.iter().any(has_range) {
                self.error(d.span, only_one);
                return Err(());
            }
            return Ok(Some(CompSection {
                on_base: true,
                at_part: None,
                dims,
            }));
        }
        if let Some(k) = d.parts.iter().position(has_range) {
            if k + 1 < d.parts.len() {
                if d.parts[k + 1..].iter().any(has_range) {
                    self.error(d.span, only_one);
                    return Err(());
                }
                // The section of that part, as if the reference ended there.
                let mut prefix = d.clone();
                prefix.parts.truncate(k + 1);
                let part = prefix.parts[k].clone();
                let section = self.last_part_section(&prefix, &part)?;
                return Ok(section.map(|s| CompSection {
                    at_part: Some(k),
                    ..s
                }));
            }
        }
        self.last_part_section(d, last)
    }

    /// [`Self::component_section`] of the last part, an array component named whole or
    /// with a section.
    fn last_part_section(
        &mut self,
        d: &ast::Designator,
        last: &ast::Designator,
    ) -> Result<Option<CompSection>, ()> {
        let candidate = match &last.args {
            None => true,
            Some(args) => args.iter().any(is_range),
        };
        if !candidate || last.substring.is_some() {
            return Ok(None);
        }
        let mut whole = d.clone();
        if let Some(p) = whole.parts.last_mut() {
            p.args = None;
        }
        let (f, _) = self.follow_parts(&whole, true).ok_or(())?;
        if f.dims.is_empty() {
            return Ok(None);
        }
        let span = last.span;
        let Some(args) = &last.args else {
            return Ok(Some(CompSection {
                on_base: false,
                at_part: None,
                dims: f
                    .dims
                    .iter()
                    .map(|&(lo, hi)| SectionDim::Range {
                        lo: Box::new(int_expr(lo, span)),
                        hi: Box::new(int_expr(hi, span)),
                        step: Box::new(int_expr(1, span)),
                    })
                    .collect(),
            }));
        };
        if args.len() != f.dims.len() {
            self.error(
                span,
                format!(
                    "the component '{}' has rank {} but {} subscripts are given",
                    last.name.text,
                    f.dims.len(),
                    args.len()
                ),
            );
            return Err(());
        }
        let mut out = Vec::with_capacity(args.len());
        for (a, &(dlo, dhi)) in args.iter().zip(&f.dims) {
            let bound = |b: &Option<Box<ast::Expr>>, d: i64| match b {
                Some(e) => (**e).clone(),
                None => int_expr(d, span),
            };
            out.push(match &a.value.kind {
                ast::ExprKind::Range(lo, hi) => SectionDim::Range {
                    lo: Box::new(bound(lo, dlo)),
                    hi: Box::new(bound(hi, dhi)),
                    step: Box::new(int_expr(1, span)),
                },
                ast::ExprKind::Triplet(lo, hi, st) => SectionDim::Range {
                    lo: Box::new(bound(lo, dlo)),
                    hi: Box::new(bound(hi, dhi)),
                    step: st.clone(),
                },
                _ => SectionDim::Index,
            });
        }
        Ok(Some(CompSection {
            on_base: false,
            at_part: None,
            dims: out,
        }))
    }

    /// `d` with the section's dimensions subscripted by `lo + v*step` for the loop
    /// variables `vars` (one per range dimension, in order).
    fn subscripted(d: &ast::Designator, secs: &CompSection, vars: &[ast::Expr]) -> ast::Designator {
        let mut out = d.clone();
        let span = d.span;
        let place = if secs.on_base {
            &mut out.args
        } else {
            let part = match secs.at_part {
                Some(k) => out.parts.get_mut(k),
                None => out.parts.last_mut(),
            };
            match part {
                Some(p) => &mut p.args,
                None => return out,
            }
        };
        let old = place.clone();
        let mut args = Vec::with_capacity(secs.dims.len());
        let mut k = 0;
        for (j, s) in secs.dims.iter().enumerate() {
            match s {
                SectionDim::Range { lo, step, .. } => {
                    let v = vars.get(k).cloned().unwrap_or_else(|| int_expr(0, span));
                    k += 1;
                    let offset = binary(ast::BinaryOp::Mul, v, paren((**step).clone()));
                    args.push(ast::Arg {
                        keyword: None,
                        value: binary(ast::BinaryOp::Add, paren((**lo).clone()), offset),
                    });
                }
                SectionDim::Index => {
                    if let Some(a) = old.as_ref().and_then(|a| a.get(j)) {
                        args.push(a.clone());
                    }
                }
            }
        }
        *place = Some(args);
        out
    }

    /// Section `secs` of `d` subscripted by the assignment's index variables, once its rank
    /// agrees with theirs.
    fn section_operand(
        &mut self,
        span: Span,
        d: &ast::Designator,
        secs: &CompSection,
        vars: &[ast::Expr],
    ) -> Result<ast::ExprKind, ()> {
        let rank = secs
            .dims
            .iter()
            .filter(|s| matches!(s, SectionDim::Range { .. }))
            .count();
        if rank != vars.len() {
            self.error(
                span,
                format!(
                    "an array value of rank {rank} in an assignment to a section of rank {}",
                    vars.len()
                ),
            );
            return Err(());
        }
        Ok(ast::ExprKind::Designator(Self::subscripted(d, secs, vars)))
    }

    /// `e` with every array-valued component reference in it subscripted by the loop
    /// variables (its rank must be `rank`).
    pub(super) fn subscript_value(
        &mut self,
        e: &ast::Expr,
        vars: &[ast::Expr],
    ) -> Result<ast::Expr, ()> {
        let kind = match &e.kind {
            // A function with an array result: its hidden temporary (`array_functions`).
            ast::ExprKind::Designator(d)
                if d.args.is_some()
                    && self
                        .scope
                        .lookup(&d.name.text)
                        .is_some_and(|id| self.array_result(id).is_some()) =>
            {
                let t = self.without_pointer_function(e).ok_or(())?;
                return self.subscript_value(&t, vars);
            }
            ast::ExprKind::Designator(d) if !d.parts.is_empty() => {
                match self.component_section(d)? {
                    None => return Ok(e.clone()),
                    Some(secs) => self.section_operand(e.span, d, &secs, vars)?,
                }
            }
            // A whole array or a section of one goes along with the target.
            ast::ExprKind::Designator(d) if d.substring.is_none() && self.designates_array(d) => {
                let Some(dims) = self.array_section_dims(d)? else {
                    return Ok(e.clone());
                };
                let secs = CompSection {
                    on_base: true,
                    at_part: None,
                    dims,
                };
                self.section_operand(e.span, d, &secs, vars)?
            }
            // The arguments of an elemental function go along; a transformational one
            // (`SUM(x%c)`) takes the whole array.
            ast::ExprKind::Designator(d) if !TRANSFORMATIONAL.contains(&d.name.text.as_str()) => {
                let mut d = d.clone();
                if let Some(args) = &mut d.args {
                    for a in args.iter_mut() {
                        a.value = self.subscript_value(&a.value, vars)?;
                    }
                }
                ast::ExprKind::Designator(d)
            }
            ast::ExprKind::Unary(op, a) => {
                ast::ExprKind::Unary(*op, Box::new(self.subscript_value(a, vars)?))
            }
            ast::ExprKind::Binary(op, a, b) => ast::ExprKind::Binary(
                *op,
                Box::new(self.subscript_value(a, vars)?),
                Box::new(self.subscript_value(b, vars)?),
            ),
            ast::ExprKind::Paren(a) => {
                ast::ExprKind::Paren(Box::new(self.subscript_value(a, vars)?))
            }
            k => k.clone(),
        };
        Ok(ast::Expr { kind, span: e.span })
    }

    /// An array-valued component reference as an operand of an array expression: its
    /// element for the expression's loop variables, with its shape recorded.
    fn component_array_operand(&mut self, d: &ast::Designator, secs: &CompSection) -> Option<Expr> {
        let mut vars = Vec::new();
        let mut shape = Vec::new();
        for s in &secs.dims {
            let SectionDim::Range { lo, hi, step } = s else {
                continue;
            };
            let var = self.ctx_var(vars.len())?;
            let name = self.scope.get(var).name.clone();
            vars.push(name_expr(name, d.span));
            let count = self.check_expr(&trip_count(lo, hi, step))?;
            if !count.ty.is_int() {
                self.error(d.span, "section bounds must be INTEGER");
                return None;
            }
            let count = self.convert(count, Ty::I4);
            let konst = match count.as_const() {
                Some(Const::Int(n)) => Some((*n).max(0)),
                _ => None,
            };
            shape.push(super::arrays::Extent { count, konst });
        }
        let element = Self::subscripted(d, secs, &vars);
        let (f, range) = self.follow_parts(&element, false)?;
        if range.is_some() {
            self.error(
                d.span,
                "a substring of an array component section is not supported yet",
            );
            return None;
        }
        self.array_ctx.as_mut()?.shapes.push((shape, d.span));
        let ty = f.ty;
        Some(Expr {
            kind: ExprKind::Field(Box::new(f)),
            ty,
            span: d.span,
        })
    }

    /// `x%c(lo:hi) = (/ a, b, ... /)`: one assignment per value (in an always-true IF, the
    /// one statement an assignment becomes).
    fn constructor_to_section(
        &mut self,
        lhs: &ast::Designator,
        secs: &CompSection,
        items: &[ast::OutputItem],
        span: Span,
    ) -> Option<hir::StmtKind> {
        let mut body = Vec::with_capacity(items.len());
        if items
            .iter()
            .any(|i| matches!(i, ast::OutputItem::ImpliedDo(_)))
        {
            // The values in order through a position counter, the implied DOs as loops.
            let name = format!("dt.ctor.{}", self.scope.symbols.len());
            let counter = self.hidden_variable(&name, Ty::I4);
            body.push(hir::Stmt {
                label: None,
                kind: hir::StmtKind::Assign {
                    target: Place::Scalar(counter),
                    value: Expr {
                        kind: ExprKind::Const(Const::Int(0)),
                        ty: Ty::I4,
                        span,
                    },
                },
                span,
            });
            self.constructor_items_to_section(lhs, secs, items, &name, span, &mut body)?;
        } else {
            for (k, item) in items.iter().enumerate() {
                let ast::OutputItem::Expr(v) = item else {
                    return None;
                };
                let target = Self::subscripted(lhs, secs, &[int_expr(k as i64, span)]);
                let kind = self.check_assign_stmt(&target, v, span)?;
                body.push(hir::Stmt {
                    label: None,
                    kind,
                    span,
                });
            }
        }
        Some(hir::StmtKind::If(Box::new(hir::IfStmt {
            id: self.new_construct_id(),
            cond: Expr {
                kind: ExprKind::Const(Const::Logical(true)),
                ty: Ty::L4,
                span,
            },
            then_body: body,
            else_body: Vec::new(),
            structured: true,
        })))
    }

    /// The statements that store the constructor's `items` into the section's elements from
    /// the position in the hidden variable `counter` on (advancing it), an implied DO as
    /// a loop over its variable.
    fn constructor_items_to_section(
        &mut self,
        lhs: &ast::Designator,
        secs: &CompSection,
        items: &[ast::OutputItem],
        counter: &str,
        span: Span,
        out: &mut Vec<hir::Stmt>,
    ) -> Option<()> {
        let at = name_expr(counter.to_string(), span);
        for item in items {
            match item {
                ast::OutputItem::Expr(v) => {
                    let target = Self::subscripted(lhs, secs, std::slice::from_ref(&at));
                    let kind = self.check_assign_stmt(&target, v, span)?;
                    out.push(hir::Stmt {
                        label: None,
                        kind,
                        span,
                    });
                    let next = binary(ast::BinaryOp::Add, at.clone(), int_expr(1, span));
                    let ast::ExprKind::Designator(c) = &at.kind else {
                        return None;
                    };
                    let kind = self.check_assign_stmt(c, &next, span)?;
                    out.push(hir::Stmt {
                        label: None,
                        kind,
                        span,
                    });
                }
                ast::OutputItem::ImpliedDo(d) => {
                    let var = self.do_variable(&d.var)?;
                    let ty = self.scope.get(var).ty;
                    let (lo, hi, step) = self.loop_bounds(ty, &d.lo, &d.hi, d.step.as_ref())?;
                    let mut body = Vec::new();
                    self.constructor_items_to_section(
                        lhs, secs, &d.items, counter, span, &mut body,
                    )?;
                    let l = hir::Loop {
                        id: self.new_loop_id(),
                        construct: self.new_construct_id(),
                        kind: hir::LoopKind::Counted { var, lo, hi, step },
                        body,
                        structured: true,
                    };
                    out.push(hir::Stmt {
                        label: None,
                        kind: hir::StmtKind::Loop(Box::new(l)),
                        span: d.span,
                    });
                }
            }
        }
        Some(())
    }

    /// `x%c = v` or `x%c(lo:hi) = v` for an array component `c`: a loop nest assigning the
    /// section element by element (array-valued component references in `v` go along).
    /// `None`: the target is not such a section.
    /// `READ *, s%x` (an array-valued component reference of an array of structures, or a
    /// section of an array component): the implied DO `((s(lo + i*step)%x, i = 0, n-1))`
    /// over hidden variables, innermost over the first dimension (array element order).
    pub(super) fn component_section_read(
        &mut self,
        d: &ast::Designator,
        span: Span,
    ) -> Result<Option<ast::OutputItem>, ()> {
        let Some(secs) = self.component_section(d)? else {
            return Ok(None);
        };
        let (vars, loops) = self.section_indices(&secs, span);
        let element = ast::Designator {
            span: d.span,
            ..Self::subscripted(d, &secs, &vars)
        };
        let mut item = ast::OutputItem::Expr(ast::Expr {
            kind: ast::ExprKind::Designator(element),
            span: d.span,
        });
        for (name, last) in loops {
            item = ast::OutputItem::ImpliedDo(Box::new(ast::ImpliedDo {
                items: vec![item],
                var: Name::new(name, span),
                lo: int_expr(0, span),
                hi: last,
                step: None,
                span,
            }));
        }
        Ok(Some(item))
    }

    /// One hidden zero-based index variable per range dimension of `secs`, with its last
    /// value `(hi - lo + step) / step - 1`: the loops that walk the section.
    fn section_indices(
        &mut self,
        secs: &CompSection,
        span: Span,
    ) -> (Vec<ast::Expr>, Vec<(String, ast::Expr)>) {
        let mut vars = Vec::new();
        let mut loops = Vec::new();
        for s in &secs.dims {
            let SectionDim::Range { lo, hi, step } = s else {
                continue;
            };
            let name = format!("dt.section.{}", self.scope.symbols.len());
            self.hidden_variable(&name, Ty::I4);
            vars.push(name_expr(name.clone(), span));
            let last = binary(
                ast::BinaryOp::Sub,
                trip_count(lo, hi, step),
                int_expr(1, span),
            );
            loops.push((name, last));
        }
        (vars, loops)
    }

    pub(super) fn component_section_assignment(
        &mut self,
        lhs: &ast::Designator,
        rhs: &ast::Expr,
        span: Span,
    ) -> Option<Option<hir::StmtKind>> {
        self.masked_component_section_assignment(lhs, rhs, span, |_, _| Some(None))
    }

    /// [`Self::component_section_assignment`] of the elements where a condition holds (the
    /// masks of WHERE): `guard` builds it from the section's zero-based index variables
    /// (`Some(None)`: every element; `None`: reported).
    pub(super) fn masked_component_section_assignment(
        &mut self,
        lhs: &ast::Designator,
        rhs: &ast::Expr,
        span: Span,
        guard: impl FnOnce(&mut Self, &[ast::Expr]) -> Option<Option<Expr>>,
    ) -> Option<Option<hir::StmtKind>> {
        let secs = match self.component_section(lhs) {
            Ok(Some(s)) => s,
            Ok(None) => return None,
            Err(()) => return Some(None),
        };
        let (vars, bounds) = self.section_indices(&secs, span);
        let Some(cond) = guard(self, &vars) else {
            return Some(None);
        };
        if let (ast::ExprKind::Constructor(items), [_], None) = (&rhs.kind, vars.as_slice(), &cond)
        {
            return Some(self.constructor_to_section(lhs, &secs, items, span));
        }
        let target = Self::subscripted(lhs, &secs, &vars);
        let Ok(value) = self.subscript_value(rhs, &vars) else {
            return Some(None);
        };
        let mut his = Vec::with_capacity(bounds.len());
        for (_, last) in &bounds {
            let Some(hi) = self.check_expr(last) else {
                return Some(None);
            };
            if !hi.ty.is_int() {
                self.error(hi.span, "a section bound must be INTEGER");
                return Some(None);
            }
            his.push(self.convert(hi, Ty::I4));
        }
        let Some(mut body) = self.check_assign_stmt(&target, &value, span) else {
            return Some(None);
        };
        if let Some(cond) = cond {
            body = hir::StmtKind::If(Box::new(hir::IfStmt {
                id: self.new_construct_id(),
                cond,
                then_body: vec![hir::Stmt {
                    label: None,
                    kind: body,
                    span,
                }],
                else_body: Vec::new(),
                structured: true,
            }));
        }
        // Innermost loop over the first dimension: array element order.
        for ((name, _), hi) in bounds.iter().zip(his).rev() {
            let var = self.scope.lookup(name)?;
            let l = hir::Loop {
                id: self.new_loop_id(),
                construct: self.new_construct_id(),
                kind: hir::LoopKind::Counted {
                    var,
                    lo: Expr {
                        kind: ExprKind::Const(Const::Int(0)),
                        ty: Ty::I4,
                        span,
                    },
                    hi,
                    step: None,
                },
                body: vec![hir::Stmt {
                    label: None,
                    kind: body,
                    span,
                }],
                structured: true,
            };
            body = hir::StmtKind::Loop(Box::new(l));
        }
        Some(Some(body))
    }
}
