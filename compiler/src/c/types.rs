//! C's types for semantic analysis: sizes and layouts (x86-64 System V), the integer
//! promotions and the usual arithmetic conversions, and the IR type a value of each type is
//! held in.

use super::layout_attrs::LayoutAttr;
use dvmh_ir::{Type, ValueId};

/// The integer types by conversion rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum IntKind {
    Char,
    Short,
    Int,
    Long,
    LongLong,
}

#[derive(Clone, Debug, PartialEq)]
pub enum CType {
    Void,
    Bool,
    /// An integer type and whether it is signed (plain `char` is signed, as on x86-64).
    Int(IntKind, bool),
    Float,
    Double,
    /// `long double`: x87 extended precision (IR `f80`), 16 bytes aligned to 16.
    LongDouble,
    /// `_Float128`, `__int128`: declared by headers, not computed with.
    Wide,
    /// x86-64's `__va_list_tag` (24 bytes); `va_list` is an array of one of them, so it is
    /// passed on as a pointer to it (`va_arg.rs`).
    VaList,
    Ptr(Box<CType>),
    /// Element type and length (`None`: `int a[]` before its initializer or as a parameter).
    Array(Box<CType>, Option<u64>),
    /// A variable-length array (C99): element type and the stack slot (`i64`) of the function
    /// being lowered that holds its length, evaluated where the declarator was.
    Vla(Box<CType>, ValueId),
    /// A qualified type (`const`, `volatile`; never nested, never empty: built by
    /// [`CType::qualified`]). Qualifiers stand where they travel with a type: pointees, array
    /// elements, struct members, typedefs, variables. They change no value: `volatile` marks
    /// accesses (`lower/volatile.rs`), `const` refuses writes (`const_check.rs`) and assignments
    /// that would drop it from a pointer target (`lower/qualifiers.rs`), and both tell
    /// `_Generic` associations apart.
    Qual(Box<CType>, Quals),
    Func(Box<FuncType>),
    /// A struct or union, by its index in the [`Structs`] table.
    Struct(usize),
    /// A bit-field member: its declared integer type, and where its bits lie in the unit of
    /// that type's size that the member's offset names (`shift` from the unit's low bit).
    BitField {
        base: Box<CType>,
        shift: u32,
        width: u32,
    },
}

/// The type qualifiers that change what may be done with an object.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Quals {
    pub konst: bool,
    pub volatile: bool,
}

impl Quals {
    pub const CONST: Quals = Quals {
        konst: true,
        volatile: false,
    };
    pub const VOLATILE: Quals = Quals {
        konst: false,
        volatile: true,
    };

    pub fn is_empty(self) -> bool {
        !self.konst && !self.volatile
    }

    pub fn union(self, o: Quals) -> Quals {
        Quals {
            konst: self.konst || o.konst,
            volatile: self.volatile || o.volatile,
        }
    }

    /// Does this hold every qualifier of `o`?
    pub fn contains(self, o: Quals) -> bool {
        (self.konst || !o.konst) && (self.volatile || !o.volatile)
    }

    /// As gcc names them in messages (`const volatile`).
    pub fn name(self) -> String {
        let mut words = Vec::new();
        if self.konst {
            words.push("const");
        }
        if self.volatile {
            words.push("volatile");
        }
        words.join(" ")
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct FuncType {
    pub ret: CType,
    pub params: Vec<CType>,
    pub variadic: bool,
    /// Declared without a prototype (`int f()`).
    pub unspecified: bool,
}

/// A struct or union layout.
#[derive(Clone, Debug, Default)]
pub struct StructDef {
    pub tag: Option<String>,
    pub is_union: bool,
    /// Members: name, type, byte offset.
    pub fields: Vec<(String, CType, u64)>,
    pub size: u64,
    pub align: u64,
    /// The members are known (not just `struct s;`).
    pub complete: bool,
    /// A complex type (`double _Complex`): its part type; the two members are the real and
    /// imaginary parts (`lower/complex.rs`).
    pub complex: Option<CType>,
}

/// Every struct and union of the translation unit.
#[derive(Clone, Debug, Default)]
pub struct Structs {
    pub defs: Vec<StructDef>,
}

pub const INT: CType = CType::Int(IntKind::Int, true);
pub const UINT: CType = CType::Int(IntKind::Int, false);
pub const LONG: CType = CType::Int(IntKind::Long, true);
pub const ULONG: CType = CType::Int(IntKind::Long, false);
pub const CHAR: CType = CType::Int(IntKind::Char, true);

impl CType {
    pub fn ptr_to(t: CType) -> CType {
        CType::Ptr(Box::new(t))
    }

    /// `t` with qualifiers `q` added. Qualifying an array qualifies its elements (C11
    /// 6.7.3p9), so a typedef of an array made `const` has `const` elements.
    pub fn qualified(t: CType, q: Quals) -> CType {
        if q.is_empty() {
            return t;
        }
        match t {
            CType::Qual(inner, q0) => CType::Qual(inner, q0.union(q)),
            CType::Array(e, n) => CType::Array(Box::new(CType::qualified(*e, q)), n),
            CType::Vla(e, n) => CType::Vla(Box::new(CType::qualified(*e, q)), n),
            t => CType::Qual(Box::new(t), q),
        }
    }

    /// `t` made `volatile`.
    pub fn volatile(t: CType) -> CType {
        CType::qualified(t, Quals::VOLATILE)
    }

    /// The type's own qualifiers.
    pub fn quals(&self) -> Quals {
        match self {
            CType::Qual(_, q) => *q,
            _ => Quals::default(),
        }
    }

    pub fn is_integer(&self) -> bool {
        matches!(self.unqual(), CType::Int(..) | CType::Bool)
    }

    pub fn is_float(&self) -> bool {
        matches!(
            self.unqual(),
            CType::Float | CType::Double | CType::LongDouble
        )
    }

    /// The type without its qualifiers.
    pub fn unqual(&self) -> &CType {
        match self {
            CType::Qual(t, _) => t.unqual(),
            t => t,
        }
    }

    pub fn is_volatile(&self) -> bool {
        self.quals().volatile
    }

    /// Does a pointer of this type point to `volatile` objects?
    pub fn pointee_is_volatile(&self) -> bool {
        match self.unqual() {
            CType::Ptr(t) => t.is_volatile(),
            _ => false,
        }
    }

    /// A variably modified type: a VLA, or derived from one (pointers, arrays).
    pub fn is_variable(&self) -> bool {
        match self {
            CType::Vla(..) => true,
            CType::Ptr(t) | CType::Array(t, _) | CType::Qual(t, _) => t.is_variable(),
            _ => false,
        }
    }

    pub fn is_arith(&self) -> bool {
        self.is_integer() || self.is_float()
    }

    pub fn is_ptr(&self) -> bool {
        matches!(self.unqual(), CType::Ptr(_))
    }

    /// Arithmetic or pointer: usable as a condition.
    pub fn is_scalar(&self) -> bool {
        self.is_arith() || self.is_ptr()
    }

    pub fn is_signed(&self) -> bool {
        matches!(self.unqual(), CType::Int(_, true))
    }

    /// The pointee of a pointer (without its qualifiers: see [`CType::pointee_qualified`]).
    pub fn pointee(&self) -> Option<&CType> {
        match self.unqual() {
            CType::Ptr(t) => Some(t.unqual()),
            _ => None,
        }
    }

    /// The pointee of a pointer with its qualifiers (the type `*p` designates).
    pub fn pointee_qualified(&self) -> Option<&CType> {
        match self.unqual() {
            CType::Ptr(t) => Some(t),
            _ => None,
        }
    }

    /// The IR type a value of this type is held in (`None`: not a scalar value).
    pub fn ir(&self) -> Option<Type> {
        Some(match self {
            CType::Bool | CType::Int(IntKind::Char, _) => Type::I8,
            CType::Int(IntKind::Short, _) => Type::I16,
            CType::Int(IntKind::Int, _) => Type::I32,
            CType::Int(IntKind::Long | IntKind::LongLong, _) => Type::I64,
            CType::Float => Type::F32,
            CType::Double => Type::F64,
            CType::LongDouble => Type::F80,
            CType::Ptr(_) => Type::Ptr,
            CType::Qual(t, _) => return t.ir(),
            _ => return None,
        })
    }

    /// The integer promotions: types narrower than `int` become `int`.
    pub fn promote(&self) -> CType {
        match self {
            CType::Bool | CType::Int(IntKind::Char | IntKind::Short, _) => INT,
            CType::Qual(t, _) => t.promote(),
            other => other.clone(),
        }
    }

    /// How a type is named in messages.
    pub fn name(&self, structs: &Structs) -> String {
        match self {
            CType::Void => "void".into(),
            CType::Bool => "_Bool".into(),
            CType::Int(k, s) => {
                let base = match k {
                    IntKind::Char => "char",
                    IntKind::Short => "short",
                    IntKind::Int => "int",
                    IntKind::Long => "long",
                    IntKind::LongLong => "long long",
                };
                if *s {
                    base.into()
                } else {
                    format!("unsigned {base}")
                }
            }
            CType::Float => "float".into(),
            CType::Double => "double".into(),
            CType::LongDouble => "long double".into(),
            CType::Wide => "_Float128".into(),
            CType::VaList => "__va_list_tag".into(),
            CType::Ptr(t) => format!("{} *", t.name(structs)),
            CType::Array(t, Some(n)) => format!("{}[{n}]", t.name(structs)),
            CType::Array(t, None) => format!("{}[]", t.name(structs)),
            CType::Vla(t, _) => format!("{}[*]", t.name(structs)),
            CType::Qual(t, q) => match t.unqual() {
                // gcc's `int * const`.
                CType::Ptr(_) => format!("{} {}", t.name(structs), q.name()),
                _ => format!("{} {}", q.name(), t.name(structs)),
            },
            CType::Func(f) => format!("{}(...)", f.ret.name(structs)),
            CType::BitField { base, width, .. } => format!("{}:{width}", base.name(structs)),
            CType::Struct(i) => {
                let d = &structs.defs[*i];
                if let Some(part) = &d.complex {
                    return format!("complex {}", part.name(structs));
                }
                format!(
                    "{} {}",
                    if d.is_union { "union" } else { "struct" },
                    d.tag.as_deref().unwrap_or("<anonymous>")
                )
            }
        }
    }
}

impl Structs {
    /// Size in bytes (`None`: incomplete, or a function).
    pub fn size(&self, t: &CType) -> Option<u64> {
        Some(match t {
            CType::Void | CType::Func(_) | CType::BitField { .. } => return None,
            CType::Bool | CType::Int(IntKind::Char, _) => 1,
            CType::Int(IntKind::Short, _) => 2,
            CType::Int(IntKind::Int, _) | CType::Float => 4,
            CType::Int(_, _) | CType::Double | CType::Ptr(_) => 8,
            CType::VaList => 24,
            CType::Wide | CType::LongDouble => 16,
            CType::Array(e, n) => self.size(e)?.checked_mul((*n)?)?,
            CType::Vla(..) => return None,
            CType::Qual(t, _) => return self.size(t),
            CType::Struct(i) => {
                let d = &self.defs[*i];
                if !d.complete {
                    return None;
                }
                d.size
            }
        })
    }

    pub fn align(&self, t: &CType) -> u64 {
        match t {
            CType::Array(e, _) | CType::Vla(e, _) | CType::Qual(e, _) => self.align(e),
            CType::Struct(i) => self.defs[*i].align.max(1),
            CType::BitField { base, .. } => self.align(base),
            CType::VaList => 8,
            other => self.size(other).unwrap_or(1).clamp(1, 16),
        }
    }

    /// Lays out members (in order; a union's all at offset 0) and completes the definition.
    pub fn complete(&mut self, index: usize, members: Vec<(String, CType)>) {
        let members = members.into_iter().map(|(n, t)| (n, t, None)).collect();
        self.complete_with_bits(index, members);
    }

    /// Lays out members, some of them bit-fields (`Some(width)`), as gcc does on x86-64: a
    /// bit-field takes the next bits unless it would cross a boundary of its type's alignment,
    /// when it starts at that boundary; a zero width moves to the next such boundary; unnamed
    /// bit-fields do not raise the struct's alignment. A bit-field member is recorded as
    /// [`CType::BitField`] at the byte offset of the unit (of its type's size) holding it.
    pub fn complete_with_bits(&mut self, index: usize, members: Vec<(String, CType, Option<u32>)>) {
        let members = members
            .into_iter()
            .map(|(n, t, w)| (n, t, w, LayoutAttr::default()))
            .collect();
        // Without attributes every bit-field fits its unit.
        let _ = self.complete_with_layout(index, members, StructLayout::default());
    }

    /// [`Structs::complete_with_bits`] with gcc's layout attributes: a member's alignment is
    /// 1 when it or its struct is `packed`, raised to its `aligned(n)`/`_Alignas(n)`, and
    /// capped by the `#pragma pack` in force; the struct's own `aligned(n)` raises its
    /// alignment (and so its size). A packed bit-field takes the very next bits. `Err`: a
    /// packed bit-field whose bits no unit of its type's size holds (not supported).
    pub fn complete_with_layout(
        &mut self,
        index: usize,
        members: Vec<(String, CType, Option<u32>, LayoutAttr)>,
        layout: StructLayout,
    ) -> Result<(), String> {
        let is_union = self.defs[index].is_union;
        let (mut bit, mut size, mut align) = (0u64, 0u64, 1u64);
        let mut fields = Vec::with_capacity(members.len());
        let mut straddling = None;
        for (name, t, width, attr) in members {
            let natural = self.align(&t);
            let mut a = if attr.packed || layout.attr.packed {
                1
            } else {
                natural
            };
            if let Some(n) = attr.aligned {
                a = a.max(n);
            }
            if let Some(p) = layout.pack {
                a = a.min(p.max(1));
            }
            let s = self.size(&t).unwrap_or(0);
            let start = if is_union { 0 } else { bit };
            match width {
                Some(w) => {
                    let unit = natural * 8;
                    let w = u64::from(w);
                    let mut at = start;
                    let packed = a < natural;
                    // A zero width, or bits that would cross a unit boundary: next unit
                    // (a packed bit-field takes the very next bits).
                    if w == 0 || (!packed && at / unit != (at + w - 1) / unit) {
                        at = at.div_ceil(unit) * unit;
                    }
                    if w > 0 && !name.is_empty() {
                        align = align.max(a);
                    }
                    let unit_bytes = s.max(1);
                    let mut unit_off = at / (unit_bytes * 8) * unit_bytes;
                    if at - unit_off * 8 + w > unit_bytes * 8 {
                        unit_off = at / 8;
                        if at % 8 + w > unit_bytes * 8 {
                            straddling.get_or_insert_with(|| name.clone());
                        }
                    }
                    if w > 0 {
                        fields.push((
                            name,
                            CType::BitField {
                                base: Box::new(t),
                                shift: (at - unit_off * 8) as u32,
                                width: w as u32,
                            },
                            unit_off,
                        ));
                    }
                    let end = at + w;
                    if !is_union {
                        bit = end;
                    }
                    size = size.max(end.div_ceil(8));
                }
                None => {
                    align = align.max(a);
                    let at = start.div_ceil(8).div_ceil(a) * a;
                    fields.push((name, t, at));
                    let end = at + s;
                    if !is_union {
                        bit = end * 8;
                    }
                    size = size.max(end);
                }
            }
        }
        if let Some(n) = layout.attr.aligned {
            align = align.max(n);
        }
        let size = size.div_ceil(align) * align;
        // A named bit-field's unit read past the struct's end would touch another object
        // (an unnamed one is never read).
        for (name, t, off) in &fields {
            if let CType::BitField { base, .. } = t {
                if !name.is_empty() && off + self.size(base).unwrap_or(0) > size {
                    straddling.get_or_insert_with(|| name.clone());
                }
            }
        }
        let d = &mut self.defs[index];
        d.fields = fields;
        d.align = align;
        d.size = size;
        d.complete = true;
        match straddling {
            Some(name) => Err(name),
            None => Ok(()),
        }
    }
}

/// The layout attributes of a struct definition: its own (`packed`, `aligned(n)`) and the
/// `#pragma pack` in force where it is defined.
#[derive(Clone, Copy, Debug, Default)]
pub struct StructLayout {
    pub attr: LayoutAttr,
    pub pack: Option<u64>,
}

/// The common type of the usual arithmetic conversions.
pub fn usual_arith(a: &CType, b: &CType) -> CType {
    let (a, b) = (a.unqual(), b.unqual());
    if *a == CType::LongDouble || *b == CType::LongDouble {
        return CType::LongDouble;
    }
    if *a == CType::Double || *b == CType::Double {
        return CType::Double;
    }
    if *a == CType::Float || *b == CType::Float {
        return CType::Float;
    }
    let (a, b) = (a.promote(), b.promote());
    let (CType::Int(ka, sa), CType::Int(kb, sb)) = (&a, &b) else {
        return a;
    };
    // `long` and `long long` have the same width here, so rank and width agree.
    let width = |k: IntKind| if k >= IntKind::Long { 64 } else { 32 };
    if sa == sb {
        return CType::Int((*ka).max(*kb), *sa);
    }
    let (us, s) = if *sa {
        ((*kb, *sb), (*ka, *sa))
    } else {
        ((*ka, *sa), (*kb, *sb))
    };
    if us.0 >= s.0 || width(us.0) >= width(s.0) {
        CType::Int(us.0.max(s.0), false)
    } else {
        CType::Int(s.0, true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions_follow_c() {
        assert_eq!(usual_arith(&CHAR, &CType::Int(IntKind::Short, false)), INT);
        assert_eq!(usual_arith(&INT, &UINT), UINT);
        assert_eq!(usual_arith(&LONG, &UINT), LONG);
        assert_eq!(usual_arith(&ULONG, &INT), ULONG);
        assert_eq!(usual_arith(&CType::Float, &LONG), CType::Float);
        assert_eq!(usual_arith(&CType::Float, &CType::Double), CType::Double);
        assert_eq!(usual_arith(&LONG, &CType::LongDouble), CType::LongDouble);
        assert_eq!(
            usual_arith(&CType::LongDouble, &CType::Double),
            CType::LongDouble
        );
        let s = Structs::default();
        assert_eq!(
            (s.size(&CType::LongDouble), s.align(&CType::LongDouble)),
            (Some(16), 16)
        );
    }

    #[test]
    fn struct_layout_pads_and_aligns() {
        let mut s = Structs::default();
        s.defs.push(StructDef::default());
        s.complete(
            0,
            vec![
                ("c".into(), CHAR),
                ("d".into(), CType::Double),
                ("i".into(), INT),
            ],
        );
        let d = &s.defs[0];
        assert_eq!(d.fields[1].2, 8);
        assert_eq!(d.fields[2].2, 16);
        assert_eq!((d.size, d.align), (24, 8));
        let a = CType::Array(Box::new(CType::Array(Box::new(INT), Some(4))), Some(3));
        assert_eq!(s.size(&a), Some(48));
    }

    /// The layouts gcc gives on x86-64 (checked with `sizeof`/`_Alignof` there).
    #[test]
    fn bit_fields_are_laid_out_as_gcc_does() {
        let layout = |members: Vec<(&str, CType, Option<u32>)>| {
            let mut s = Structs::default();
            s.defs.push(StructDef::default());
            let m = members
                .into_iter()
                .map(|(n, t, w)| (n.to_string(), t, w))
                .collect();
            s.complete_with_bits(0, m);
            s.defs.pop().unwrap_or_default()
        };
        // struct { char a; int :0; char b; }: size 5, alignment 1.
        let d = layout(vec![
            ("a", CHAR, None),
            ("", INT, Some(0)),
            ("b", CHAR, None),
        ]);
        assert_eq!((d.size, d.align, d.fields[1].2), (5, 1, 4));
        // struct { char c; int x:20; int y:13; }: y moves to the next int; size 8.
        let d = layout(vec![
            ("c", CHAR, None),
            ("x", INT, Some(20)),
            ("y", INT, Some(13)),
        ]);
        assert_eq!((d.size, d.align), (8, 4));
        assert!(matches!(
            d.fields[1].1,
            CType::BitField {
                shift: 8,
                width: 20,
                ..
            }
        ));
        assert_eq!(d.fields[2].2, 4);
        assert!(matches!(d.fields[2].1, CType::BitField { shift: 0, .. }));
        // struct { char a; long x:3; }: size 8, alignment 8.
        let d = layout(vec![("a", CHAR, None), ("x", LONG, Some(3))]);
        assert_eq!((d.size, d.align), (8, 8));
    }
}
