//! Declarations: specifiers and declarators to types, struct layouts and enums, global and
//! local variables, initializers (constant data, or stores), and integer constant expressions.

use super::{Lowerer, Sym, R};
use crate::c::ast::*;
use crate::c::types::{usual_arith, CType, FuncType, IntKind, Quals, StructDef, INT, ULONG};
use dvmh_ir::{GlobalInit, Type};

/// A constant value of an initializer.
#[derive(Clone, Copy, Debug)]
pub(super) enum Const {
    Int(i64),
    Float(f64),
}

impl Lowerer<'_> {
    /// An array initialized by an expression other than a string literal of its character
    /// type: gcc's message for a string literal of another type, else "invalid initializer".
    fn array_from_expression<T>(&mut self, t: &CType, e: &Expr) -> R<T> {
        let literal = match &e.kind {
            ExprKind::Str(_) => Some("char"),
            ExprKind::WideStr(_) => Some("int"),
            _ => None,
        };
        match (t.unqual(), literal) {
            (CType::Array(elem, _), Some(of)) => {
                let elem = elem.name(&self.structs);
                self.error(
                    e.pos,
                    format!(
                        "cannot initialize array of '{elem}' from a string literal with type array of '{of}'"
                    ),
                )
            }
            _ => self.error(e.pos, "invalid initializer"),
        }
    }

    /// The type and storage class named by declaration specifiers.
    pub(super) fn specs_type(&mut self, specs: &Specs) -> R<(CType, Option<Storage>)> {
        let storage = specs.storage.first().map(|s| s.0);
        if specs.storage.len() > 1 {
            return self.error(
                specs.storage[1].1,
                "multiple storage classes in declaration",
            );
        }
        if let Some((_, at)) = specs
            .types
            .iter()
            .find(|t| matches!(t.0, TypeSpec::Complex))
        {
            return self.complex_specs_type(specs, *at);
        }
        let (mut longs, mut signed, mut unsigned) = (0, false, false);
        let mut base: Option<(&TypeSpec, Pos)> = None;
        for (t, pos) in &specs.types {
            match t {
                TypeSpec::Long => longs += 1,
                TypeSpec::Signed => signed = true,
                TypeSpec::Unsigned => unsigned = true,
                TypeSpec::Int
                    if base.is_some_and(|b| matches!(b.0, TypeSpec::Char | TypeSpec::Short)) => {}
                TypeSpec::Short | TypeSpec::Char
                    if base.is_some_and(|b| matches!(b.0, TypeSpec::Int)) =>
                {
                    base = Some((t, *pos))
                }
                other => {
                    if let Some((_, _)) = base {
                        return self
                            .error(*pos, "two or more data types in declaration specifiers");
                    }
                    base = Some((other, *pos));
                }
            }
        }
        let pos = specs.types.first().map(|t| t.1).unwrap_or_default();
        if let Some(message) = specifier_clash(base.map(|b| b.0), longs, signed, unsigned) {
            return self.error(base.map_or(pos, |b| b.1), message);
        }
        if signed && unsigned {
            return self.error(
                pos,
                "both 'signed' and 'unsigned' in declaration specifiers",
            );
        }
        let int = |k: IntKind| CType::Int(k, !unsigned);
        let ty = match base.map(|b| b.0) {
            None | Some(TypeSpec::Int) => match longs {
                0 if base.is_none() && !signed && !unsigned => {
                    return self.error(pos, "type specifier missing (C99 has no implicit int)")
                }
                0 => int(IntKind::Int),
                1 => int(IntKind::Long),
                _ => int(IntKind::LongLong),
            },
            Some(TypeSpec::Char) => CType::Int(IntKind::Char, !unsigned),
            Some(TypeSpec::Short) => int(IntKind::Short),
            Some(TypeSpec::Double) if longs > 0 => CType::LongDouble,
            Some(TypeSpec::Double) => CType::Double,
            Some(TypeSpec::Float) => CType::Float,
            Some(TypeSpec::Void) => CType::Void,
            Some(TypeSpec::Bool) => CType::Bool,
            Some(TypeSpec::Wide) => CType::Wide,
            Some(TypeSpec::VaList) => CType::Array(Box::new(CType::VaList), Some(1)),
            Some(TypeSpec::Struct(s)) => self.struct_type(s)?,
            Some(TypeSpec::Enum(e)) => {
                self.enum_type(e)?;
                INT
            }
            Some(TypeSpec::Named(n)) => match self.lookup(n) {
                Some(Sym::Typedef(t)) => t.clone(),
                _ => return self.error(pos, format!("unknown type name '{n}'")),
            },
            Some(TypeSpec::Long | TypeSpec::Signed | TypeSpec::Unsigned) => INT,
            Some(TypeSpec::Complex) => CType::Wide,
        };
        Ok((CType::qualified(ty, spec_quals(specs)), storage))
    }

    /// `double _Complex` and the like: the type of the other specifiers (`double` when there
    /// are none) as the part type. The system headers' declarations of complex types dvmhc
    /// does not compute with (`_Float128 _Complex`) are kept out of the way.
    fn complex_specs_type(&mut self, specs: &Specs, at: Pos) -> R<(CType, Option<Storage>)> {
        let mut real = specs.clone();
        real.types.retain(|t| !matches!(t.0, TypeSpec::Complex));
        real.volatile = false;
        real.konst = false;
        if real.types.is_empty() {
            real.types.push((TypeSpec::Double, at));
        }
        let (part, storage) = self.specs_type(&real)?;
        let in_header = self.locate.in_system_header(at.lo);
        match part {
            CType::Float | CType::Double | CType::LongDouble => {}
            _ if in_header => return Ok((CType::Wide, storage)),
            _ => {
                return self.error(
                    at,
                    "complex integer types are not supported (only 'float _Complex', 'double _Complex' and 'long double _Complex')",
                )
            }
        }
        let t = self.complex_type(part);
        Ok((CType::qualified(t, spec_quals(specs)), storage))
    }

    fn struct_type(&mut self, s: &StructSpec) -> R<CType> {
        let existing = s.tag.as_ref().and_then(|t| self.tags.get(t).copied());
        let index = match (existing, &s.fields) {
            // A definition in an inner scope could shadow; one namespace is kept, so a
            // second complete definition of the same tag replaces the first.
            (Some(i), None) => return Ok(CType::Struct(i)),
            (Some(i), Some(_)) if !self.structs.defs[i].complete => i,
            _ => {
                self.structs.defs.push(StructDef {
                    tag: s.tag.clone(),
                    is_union: s.is_union,
                    ..StructDef::default()
                });
                let i = self.structs.defs.len() - 1;
                if let Some(t) = &s.tag {
                    self.tags.insert(t.clone(), i);
                }
                i
            }
        };
        if let (Some(tag), Some(_)) = (&s.tag, &s.fields) {
            // The scope's tag definitions are kept among its names under a key no identifier
            // spells, with the definition's position (the same definition lowered again is
            // no redefinition).
            let key = format!("{} {tag}", if s.is_union { "union" } else { "struct" });
            match self.scopes.last().and_then(|sc| sc.get(&key)) {
                Some(Sym::EnumConst(at)) if *at != s.pos.lo as i64 => {
                    return self.error(s.pos, format!("redefinition of '{key}'"));
                }
                _ => self.declare(&key, Sym::EnumConst(s.pos.lo as i64)),
            }
        }
        if let Some(fields) = &s.fields {
            let mut members = Vec::new();
            // The declaration of each member (for a duplicate's message).
            let mut member_pos = Vec::new();
            for f in fields {
                let (base, _) = self.specs_type(&f.specs)?;
                for (d, width) in &f.declarators {
                    let attr = d
                        .as_ref()
                        .and_then(|d| d.name())
                        .map(|(_, at)| self.layout.of_name(at.lo))
                        .unwrap_or_default();
                    let named = match d {
                        Some(d) => Some(self.declarator_type(base.clone(), d)?),
                        None => None,
                    };
                    if let Some((name, t)) = &named {
                        if t.is_variable() {
                            let (shown, at) = name.clone().unwrap_or((String::new(), f.pos));
                            return self.error(
                                at,
                                format!("member '{shown}' has a variably modified type (a struct cannot hold a variable-length array)"),
                            );
                        }
                    }
                    if let Some(w) = width {
                        let (name, t) = match named {
                            Some((name, t)) => (name.map(|n| n.0), t),
                            None => (None, base.clone()),
                        };
                        let width = self.bit_field_width(name.as_deref(), &t, w)?;
                        members.push((name.unwrap_or_default(), t, Some(width), attr));
                        member_pos.push(f.pos);
                        continue;
                    }
                    match named {
                        Some((name, t)) => {
                            let name = name.map(|n| n.0).unwrap_or_default();
                            members.push((name, t, None, attr));
                            member_pos.push(f.pos);
                        }
                        None => {
                            // An anonymous struct or union member: laid out as one member
                            // without a name; member lookup looks through it.
                            if let CType::Struct(_) = &base {
                                members.push((String::new(), base.clone(), None, attr));
                                member_pos.push(f.pos);
                            }
                        }
                    }
                }
            }
            // A duplicate is reported, and the struct still completed, so that its uses
            // raise no errors of their own.
            let mut seen = std::collections::HashSet::new();
            let mut duplicates = Vec::new();
            for ((name, _, _, _), at) in members.iter().zip(&member_pos) {
                if !name.is_empty() && !seen.insert(name.as_str()) {
                    duplicates.push((*at, format!("duplicate member '{name}'")));
                }
            }
            for (at, msg) in duplicates {
                let _ = self.error::<()>(at, msg);
            }
            let layout = crate::c::types::StructLayout {
                attr: self.layout.of_struct(s.pos.lo),
                pack: self.layout.pack_at(s.pos.lo),
            };
            if let Err(name) = self.structs.complete_with_layout(index, members, layout) {
                return self.error(
                    s.pos,
                    format!(
                        "packed bit-field '{name}' straddles the units of its type (not supported)"
                    ),
                );
            }
        }
        Ok(CType::Struct(index))
    }

    /// A bit-field's width, checked as gcc checks it: an integer constant, not negative, not
    /// zero for a named member, not wider than the member's integer type.
    fn bit_field_width(&mut self, name: Option<&str>, t: &CType, w: &Expr) -> R<u32> {
        let shown = name.unwrap_or("<anonymous>");
        if !t.is_integer() {
            return self.error(w.pos, format!("bit-field '{shown}' has invalid type"));
        }
        let Some(v) = self.const_int(w) else {
            return self.error(
                w.pos,
                format!("bit-field '{shown}' width not an integer constant"),
            );
        };
        let bits = self.structs.size(t).unwrap_or(0) as i64 * 8;
        let bits = if *t.unqual() == CType::Bool { 1 } else { bits };
        if v < 0 {
            return self.error(w.pos, format!("negative width in bit-field '{shown}'"));
        }
        if v == 0 && name.is_some() {
            return self.error(w.pos, format!("zero width for bit-field '{shown}'"));
        }
        if v > bits {
            return self.error(w.pos, format!("width of '{shown}' exceeds its type"));
        }
        Ok(v as u32)
    }

    fn enum_type(&mut self, e: &EnumSpec) -> R<()> {
        let Some(items) = &e.items else {
            return Ok(());
        };
        let mut next = 0i64;
        for (name, value, pos) in items {
            if let Some(v) = value {
                next = match self.const_int(v) {
                    Some(v) => v,
                    None => {
                        return self.error(v.pos, "enumerator value is not an integer constant")
                    }
                };
            }
            let earlier_is_enumerator = self
                .scopes
                .last()
                .and_then(|scope| scope.get(name))
                .map(|s| matches!(s, Sym::EnumConst(_)));
            // The same enumerator met again at the same place is the same declaration lowered
            // twice (a specifier shared by several declarators).
            let again = self.enumerator_pos.get(name) == Some(pos);
            // Reported, and the enumerator not declared again; the others still are.
            let clash = match earlier_is_enumerator {
                Some(true) if !again => Some(format!("redeclaration of enumerator '{name}'")),
                Some(false) => Some(format!("'{name}' redeclared as different kind of symbol")),
                _ => None,
            };
            if let Some(msg) = clash {
                let _ = self.error::<()>(*pos, msg);
                next = next.wrapping_add(1);
                continue;
            }
            self.enumerator_pos.insert(name.clone(), *pos);
            self.declare(name, Sym::EnumConst(next));
            next = next.wrapping_add(1);
        }
        Ok(())
    }

    /// Applies a declarator to a base type: the declared name (if any) and its type.
    pub(super) fn declarator_type(
        &mut self,
        base: CType,
        d: &Declarator,
    ) -> R<(Option<(String, Pos)>, CType)> {
        self.declarator_type_in(base, d, false)
    }

    /// A parameter's declarator: its outermost array may have `static` and qualifiers in its
    /// `[]` (C99 6.7.5.3p7), which change nothing here.
    pub(super) fn param_declarator_type(
        &mut self,
        base: CType,
        d: &Declarator,
    ) -> R<(Option<(String, Pos)>, CType)> {
        self.declarator_type_in(base, d, true)
    }

    /// [`Self::declarator_type`]; `param`: the declarator is a parameter's.
    fn declarator_type_in(
        &mut self,
        base: CType,
        d: &Declarator,
        param: bool,
    ) -> R<(Option<(String, Pos)>, CType)> {
        match d {
            Declarator::Name(n, pos) => Ok((n.clone().map(|n| (n, *pos)), base)),
            Declarator::Pointer(inner, q) => {
                let p = CType::ptr_to(base);
                let p = CType::qualified(
                    p,
                    Quals {
                        konst: q.konst,
                        volatile: q.volatile,
                    },
                );
                self.declarator_type_in(p, inner, param)
            }
            Declarator::Array(inner, n, quals) => {
                // The array next to the name is the parameter's outermost derivation.
                if *quals && !(param && matches!(**inner, Declarator::Name(..))) {
                    return self.error(
                        d.pos(),
                        "static or type qualifiers in non-parameter array declarator",
                    );
                }
                if matches!(base, CType::Func(_) | CType::Void) {
                    return self.error(d.pos(), "declaration of an array of functions or of void");
                }
                let len = match n {
                    None => None,
                    Some(e) => match self.const_int(e) {
                        Some(v) if v > 0 => Some(v as u64),
                        Some(_) => return self.error(e.pos, "array size is not positive"),
                        None => {
                            let t = self.vla_dimension(base, e)?;
                            return self.declarator_type_in(t, inner, param);
                        }
                    },
                };
                self.declarator_type_in(CType::Array(Box::new(base), len), inner, param)
            }
            Declarator::Function(inner, params) => {
                let mut ps = Vec::new();
                self.proto_params += 1;
                let mut typed = Ok(());
                let mut names = std::collections::HashSet::new();
                for p in &params.params {
                    let t = match self.specs_type(&p.specs) {
                        Ok((t, _)) => self.param_declarator_type(t, &p.declarator),
                        Err(e) => Err(e),
                    };
                    if let Ok((Some((n, at)), _)) = &t {
                        if !names.insert(n.clone()) {
                            typed = self.error(*at, format!("redefinition of parameter '{n}'"));
                            break;
                        }
                    }
                    match t {
                        Ok((name, CType::Void)) if params.params.len() > 1 || name.is_some() => {
                            let msg = match name {
                                Some((n, _)) if params.params.len() == 1 => {
                                    format!("parameter 1 ('{n}') has incomplete type")
                                }
                                _ => "'void' must be the only parameter".to_string(),
                            };
                            typed = self.error(p.pos, msg);
                            break;
                        }
                        Ok((_, t)) => ps.push(adjust_param(super::volatile::strip(t).0)),
                        Err(e) => {
                            typed = Err(e);
                            break;
                        }
                    }
                }
                self.proto_params -= 1;
                typed?;
                let base = super::volatile::strip(base).0;
                if let CType::Array(..) | CType::Func(_) = base {
                    let shown = inner
                        .name()
                        .map_or("<anonymous>".to_string(), |(n, _)| n.to_string());
                    let what = if matches!(base, CType::Func(_)) {
                        "a function"
                    } else {
                        "an array"
                    };
                    return self.error(
                        d.pos(),
                        format!("'{shown}' declared as function returning {what}"),
                    );
                }
                let f = FuncType {
                    ret: base,
                    params: ps,
                    variadic: params.variadic,
                    unspecified: params.unspecified,
                };
                self.declarator_type(CType::Func(Box::new(f)), inner)
            }
        }
    }

    /// The type of a type name (casts, `sizeof`).
    pub(super) fn type_name(&mut self, t: &TypeName) -> R<CType> {
        let (base, _) = self.specs_type(&t.specs)?;
        Ok(self.declarator_type(base, &t.declarator)?.1)
    }

    /// A function definition's declaration (also for skipped header bodies).
    pub(super) fn declare_function_def(&mut self, f: &FunctionDef) -> R<(String, FuncType)> {
        let (base, _) = self.specs_type(&f.specs)?;
        let (name, t) = self.declarator_type(base, &f.declarator)?;
        let (Some((name, pos)), CType::Func(ft)) = (name, t) else {
            return self.error(
                f.declarator.pos(),
                "a function definition needs a function declarator",
            );
        };
        self.check_redeclared_function(&name, &ft, pos)?;
        self.scopes[0].insert(name.clone(), Sym::Func((*ft).clone()));
        Ok((name, *ft))
    }

    /// A function declared again with another type: gcc's "conflicting types" (an
    /// unprototyped `int f()` agrees with any parameters). Declarations that both come from
    /// system headers are not compared.
    fn check_redeclared_function(&mut self, name: &str, f: &FuncType, pos: Pos) -> R<()> {
        let Some(Sym::Func(old)) = self.scopes[0].get(name) else {
            return Ok(());
        };
        let strip = |t: &CType| super::volatile::strip(t.clone()).0;
        let conflict = strip(&old.ret) != strip(&f.ret)
            || (!old.unspecified
                && !f.unspecified
                && (old.variadic != f.variadic
                    || old.params.len() != f.params.len()
                    || old
                        .params
                        .iter()
                        .zip(&f.params)
                        .any(|(a, b)| strip(a) != strip(b))));
        if conflict && !self.locate.in_system_header(pos.lo) {
            return self.error(pos, format!("conflicting types for '{name}'"));
        }
        Ok(())
    }

    /// A declaration at file scope.
    pub(super) fn global_declaration(&mut self, d: &Declaration) -> R<()> {
        let (base, storage) = self.specs_type(&d.specs)?;
        for init in &d.inits {
            let (name, t) = self.declarator_type(base.clone(), &init.declarator)?;
            let Some((name, pos)) = name else { continue };
            if storage == Some(Storage::Typedef) {
                self.declare(&name, Sym::Typedef(t));
                continue;
            }
            if let CType::Func(f) = t {
                self.check_redeclared_function(&name, &f, pos)?;
                // A prototype: keeps the first full one.
                if !matches!(self.scopes[0].get(&name), Some(Sym::Func(old)) if !old.unspecified) {
                    self.scopes[0].insert(name.clone(), Sym::Func(*f));
                }
                continue;
            }
            let (t, quals) = super::volatile::strip_quals(t);
            let volatile = quals.volatile;
            let t = self.complete_array_from_init(t, init.init.as_ref());
            if quals.konst {
                self.const_globals.insert(name.clone());
            }
            let earlier = match self.scopes[0].get(&name) {
                Some(Sym::Global(sym, _)) => Some(sym.clone()),
                _ => None,
            };
            if earlier.is_some() && init.init.is_none() {
                continue;
            }
            if storage == Some(Storage::Extern) && init.init.is_none() {
                // Declared in the module when used (`stderr`), see `expr`.
                if volatile {
                    self.volatile_globals.insert(name.clone());
                }
                self.scopes[0].insert(name.clone(), Sym::Global(name.clone(), t));
                continue;
            }
            if init.init.is_some() && !self.defined.insert(name.clone()) {
                return self.error(pos, format!("redefinition of '{name}'"));
            }
            // A tentative definition (`int x;`) is completed by this one: same symbol.
            if let Some(sym) = &earlier {
                self.module.remove_global(sym);
            }
            let internal = storage == Some(Storage::Static);
            let before = self.dynamic_inits.len();
            let messages = self.messages.len();
            let sym = self.define_global(
                earlier.as_deref().unwrap_or(&name),
                &t,
                init.init.as_ref(),
                pos,
                internal,
            )?;
            if self.messages.len() == messages {
                self.check_file_scope_inits(before)?;
            }
            if volatile {
                self.volatile_globals.insert(sym.clone());
            }
            if quals.konst {
                self.const_globals.insert(sym.clone());
            }
            self.scopes[0].insert(name, Sym::Global(sym, t));
        }
        Ok(())
    }

    /// `int a[] = {1, 2, 3}` and `char s[] = "abc"` take their length from the initializer.
    pub(super) fn complete_array_from_init(
        &mut self,
        t: CType,
        init: Option<&Initializer>,
    ) -> CType {
        match (&t, init) {
            (CType::Array(e, None), Some(Initializer::List(v, pos))) => {
                // The highest index initialized, designated or next in order, plus one.
                let len = self.braced_array_len(&t, v, *pos);
                CType::Array(e.clone(), Some(len))
            }
            (
                CType::Array(e, None),
                Some(Initializer::Expr(Expr {
                    kind: ExprKind::Str(s),
                    ..
                })),
            ) => CType::Array(e.clone(), Some(s.len() as u64 + 1)),
            (
                CType::Array(e, None),
                Some(Initializer::Expr(Expr {
                    kind: ExprKind::WideStr(s),
                    ..
                })),
            ) => CType::Array(e.clone(), Some(s.len() as u64 + 1)),
            _ => t,
        }
    }

    /// Storage for a variable of type `t`: (element IR type, count), aligned as the type.
    pub(super) fn storage_of(&mut self, t: &CType, pos: Pos) -> R<(Type, u64)> {
        let Some(size) = self.structs.size(t) else {
            let name = t.name(&self.structs);
            return self.error(pos, format!("variable has incomplete type '{name}'"));
        };
        if *t == CType::Wide {
            return self.error(
                pos,
                "'_Float128' and '__int128' values are not supported yet",
            );
        }
        let mut elem = t.clone();
        while let CType::Array(e, _) = elem {
            elem = *e;
        }
        let (ir, count) = match elem.ir() {
            Some(ir) => (ir, size / self.structs.size(&elem).unwrap_or(1).max(1)),
            None => {
                let align = self.structs.align(t);
                let ir = match align {
                    8.. => Type::I64,
                    4 => Type::I32,
                    2 => Type::I16,
                    _ => Type::I8,
                };
                (ir, size.div_ceil(align.clamp(1, 8)))
            }
        };
        match self.layout.of_name(pos.lo).aligned {
            Some(n) if n > 32 => self.error(
                pos,
                format!("an alignment of {n} bytes for a variable is not supported (at most 32)"),
            ),
            // Storage of 8-byte elements, at least `n` bytes of them: the code generator
            // aligns such a slot to 8, and arrays of 16 or 32 bytes and more to 16 or 32.
            Some(n) if n > dvmh_ir::module::type_size(ir) => {
                let bytes = (count * dvmh_ir::module::type_size(ir)).max(n);
                let words = bytes.div_ceil(8);
                Ok((Type::I64, if n > 8 { words.max(2) } else { words }))
            }
            _ => Ok((ir, count)),
        }
    }

    /// Defines a module global (file scope or `static` local) with its initial bytes.
    pub(super) fn define_global(
        &mut self,
        name: &str,
        t: &CType,
        init: Option<&Initializer>,
        pos: Pos,
        internal: bool,
    ) -> R<String> {
        let (elem, count) = self.storage_of(t, pos)?;
        let size = self.structs.size(t).unwrap_or(0);
        let mut bytes = vec![0u8; size as usize];
        let mut dynamic = Vec::new();
        if let Some(init) = init {
            self.init_bytes(&mut bytes, 0, t, init, &mut dynamic)?;
        }
        let init = if bytes.iter().all(|&b| b == 0) {
            if internal {
                GlobalInit::InternalZero
            } else {
                GlobalInit::Zero
            }
        } else if internal {
            GlobalInit::Data(bytes)
        } else {
            // Other units' `extern` declarations name it: the program's one strong definition.
            GlobalInit::CommonData(bytes)
        };
        let sym = if self.module.global(name).is_some() || self.module.function(name).is_some() {
            self.module.unique_symbol(name)
        } else {
            name.to_string()
        };
        self.module.globals.push(dvmh_ir::Global {
            name: sym.clone(),
            elem,
            count,
            init,
        });
        for (offset, ty, e) in dynamic {
            self.dynamic_inits.push((sym.clone(), offset, ty, e));
        }
        Ok(sym)
    }

    /// Writes a constant initializer into `bytes` at `offset`; parts that are not constant
    /// go to `dynamic` (offset, type, expression).
    fn init_bytes(
        &mut self,
        bytes: &mut [u8],
        offset: u64,
        t: &CType,
        init: &Initializer,
        dynamic: &mut Vec<(u64, CType, Expr)>,
    ) -> R<()> {
        let t = t.unqual();
        match (t, init) {
            (
                CType::Array(e, n),
                Initializer::Expr(Expr {
                    kind: ExprKind::Str(s),
                    pos,
                }),
            ) if matches!(e.unqual(), CType::Int(IntKind::Char, _)) => {
                let n = n.unwrap_or(s.len() as u64 + 1);
                if s.len() as u64 > n {
                    return self.error(*pos, "initializer-string for char array is too long");
                }
                for (i, b) in s.iter().enumerate() {
                    bytes[(offset + i as u64) as usize] = *b;
                }
                Ok(())
            }
            (
                CType::Array(e, n),
                Initializer::Expr(Expr {
                    kind: ExprKind::WideStr(s),
                    pos,
                }),
            ) if super::init_list::is_wchar(e) => {
                let n = n.unwrap_or(s.len() as u64 + 1);
                if s.len() as u64 > n {
                    return self.error(
                        *pos,
                        "initializer-string for array of 'wchar_t' is too long",
                    );
                }
                for (i, c) in s.iter().enumerate() {
                    let at = (offset + 4 * i as u64) as usize;
                    bytes[at..at + 4].copy_from_slice(&c.to_le_bytes());
                }
                Ok(())
            }
            // A complex object: its value is computed when `main` starts (or the static
            // local is reached).
            (CType::Struct(_), Initializer::Expr(e)) if self.complex_part(t).is_some() => {
                dynamic.push((offset, t.clone(), e.clone()));
                Ok(())
            }
            (CType::Array(..) | CType::Struct(_), Initializer::List(items, pos)) => {
                for (off, ft, item) in self.place_items(t, items, *pos)? {
                    self.init_bytes(bytes, offset + off, &ft, item, dynamic)?;
                }
                Ok(())
            }
            (CType::Array(..), Initializer::Expr(e)) => self.array_from_expression(t, e),
            // `static vec origin = (vec){0, 0};` (a GNU C extension that codes rely on): the
            // literal's value is stored when `main` starts, like an address constant.
            (CType::Struct(_), Initializer::Expr(e))
                if matches!(e.kind, ExprKind::CompoundLit(..)) =>
            {
                dynamic.push((offset, t.clone(), e.clone()));
                Ok(())
            }
            (CType::Struct(_), Initializer::Expr(e)) => {
                self.error(e.pos, "initializer element is not constant")
            }
            (_, Initializer::List(items, pos)) if t.is_scalar() => match items.as_slice() {
                [one] if one.designators.is_empty() => {
                    self.init_bytes(bytes, offset, t, &one.init, dynamic)
                }
                _ => self.error(*pos, "excess elements in scalar initializer"),
            },
            (_, Initializer::List(_, pos)) => self.error(*pos, "invalid initializer"),
            (CType::BitField { base, .. }, Initializer::Expr(e)) => {
                match self.const_int(e) {
                    Some(v) => {
                        let size = self.structs.size(base).unwrap_or(4);
                        super::bitfield::write_bits(bytes, offset, t, size, v);
                    }
                    None => dynamic.push((offset, t.clone(), e.clone())),
                }
                Ok(())
            }
            (_, Initializer::Expr(e)) if t.is_arith() => {
                match self.const_value(e) {
                    // Folded in `f64` here; a `long double` is also computed again, in 80
                    // bits, when the unit's `main` starts (or the static local is reached).
                    Some(c) if *t.unqual() == CType::LongDouble => {
                        write_const(bytes, offset, t, c);
                        dynamic.push((offset, t.clone(), e.clone()));
                    }
                    Some(c) => write_const(bytes, offset, t, c),
                    None => dynamic.push((offset, t.clone(), e.clone())),
                }
                Ok(())
            }
            (_, Initializer::Expr(e)) if t.is_ptr() => {
                if self.const_int(e) != Some(0) {
                    dynamic.push((offset, t.clone(), e.clone()));
                }
                Ok(())
            }
            (_, Initializer::Expr(e)) => {
                dynamic.push((offset, t.clone(), e.clone()));
                Ok(())
            }
        }
    }

    /// An integer constant expression's value.
    pub(super) fn const_int(&mut self, e: &Expr) -> Option<i64> {
        match self.const_value(e)? {
            Const::Int(v) => Some(v),
            Const::Float(_) => None,
        }
    }

    /// The value of an arithmetic constant expression (`None`: not constant).
    pub(super) fn const_value(&mut self, e: &Expr) -> Option<Const> {
        use Const::*;
        Some(match &e.kind {
            ExprKind::Int(i) => Int(i.value as i64),
            ExprKind::Char(c) => Int(*c),
            ExprKind::Float(f) if f.imaginary => return None,
            ExprKind::Float(f) => Float(f.value),
            ExprKind::Ident(n) => match self.lookup(n)? {
                Sym::EnumConst(v) => Int(*v),
                _ => return None,
            },
            ExprKind::Offsetof(t, path) => Int(self.offsetof(t, path).ok()? as i64),
            ExprKind::Generic(c, assocs) => {
                // Errors are reported when the expression is lowered.
                let saved = (self.messages.len(), self.fn_failed);
                let chosen = self.generic_selection(c, assocs, e.pos);
                self.messages.truncate(saved.0);
                self.fn_failed = saved.1;
                return self.const_value(chosen.ok()?);
            }
            ExprKind::SizeofType(t) => {
                let t = self.type_name(t).ok()?;
                Int(self.structs.size(&t)? as i64)
            }
            ExprKind::AlignofType(t) => {
                let t = self.type_name(t).ok()?;
                Int(self.structs.align(&t) as i64)
            }
            ExprKind::SizeofExpr(x) => {
                let t = self.type_of(x)?;
                Int(self.structs.size(&t)? as i64)
            }
            ExprKind::Cast(t, x) => {
                let t = self.type_name(t).ok()?;
                let v = self.const_value(x)?;
                match (t.is_integer(), v) {
                    (true, Float(f)) => Int(f as i64),
                    (true, Int(i)) => Int(truncate(i, &t)),
                    (false, Int(i)) if t.is_float() => Float(i as f64),
                    (false, v) if t.is_float() => v,
                    _ => return None,
                }
            }
            ExprKind::Unary(op, x) => {
                let v = self.const_value(x)?;
                match (op, v) {
                    (UnOp::Neg, Int(i)) => match self.type_of(e) {
                        Some(t) if t.is_integer() => Int(truncate(i.wrapping_neg(), &t)),
                        _ => Int(i.wrapping_neg()),
                    },
                    (UnOp::Neg, Float(f)) => Float(-f),
                    (UnOp::Plus, v) => v,
                    (UnOp::BitNot, Int(i)) => match self.type_of(e) {
                        Some(t) if t.is_integer() => Int(truncate(!i, &t)),
                        _ => Int(!i),
                    },
                    (UnOp::Not, Int(i)) => Int((i == 0) as i64),
                    (UnOp::Not, Float(f)) => Int((f == 0.0) as i64),
                    _ => return None,
                }
            }
            ExprKind::Cond(c, a, b) => {
                let c = self.const_value(c)?;
                let truth = match c {
                    Int(i) => i != 0,
                    Float(f) => f != 0.0,
                };
                if truth {
                    self.const_value(a)?
                } else {
                    self.const_value(b)?
                }
            }
            ExprKind::Binary(op, a, b) => {
                let (x, y) = (self.const_value(a)?, self.const_value(b)?);
                match (x, y) {
                    (Int(x), Int(y)) => Int(self.fold_int(e, *op, a, b, x, y)?),
                    (x, y) => {
                        let f = |c: Const| match c {
                            Int(i) => i as f64,
                            Float(f) => f,
                        };
                        let (x, y) = (f(x), f(y));
                        match op {
                            BinOp::Add => Float(x + y),
                            BinOp::Sub => Float(x - y),
                            BinOp::Mul => Float(x * y),
                            BinOp::Div => Float(x / y),
                            BinOp::Lt => Int((x < y) as i64),
                            BinOp::Gt => Int((x > y) as i64),
                            BinOp::Le => Int((x <= y) as i64),
                            BinOp::Ge => Int((x >= y) as i64),
                            BinOp::Eq => Int((x == y) as i64),
                            BinOp::Ne => Int((x != y) as i64),
                            _ => return None,
                        }
                    }
                }
            }
            _ => return None,
        })
    }

    /// `x op y` on integer constants in C's type of the operation: unsigned operations
    /// divide, shift and compare as unsigned, and results wrap at the type's width.
    fn fold_int(&mut self, e: &Expr, op: BinOp, a: &Expr, b: &Expr, x: i64, y: i64) -> Option<i64> {
        let (ta, tb) = (self.type_of(a), self.type_of(b));
        let operation = match (op, ta, tb) {
            (BinOp::And | BinOp::Or, _, _) => None,
            (BinOp::Shl | BinOp::Shr, Some(ta), _) => Some(ta.promote()),
            (_, Some(ta), Some(tb)) => Some(usual_arith(&ta, &tb)),
            _ => None,
        };
        let operation = operation.filter(CType::is_integer);
        let unsigned = operation.as_ref().is_some_and(|t| !t.is_signed());
        let (x, y) = match &operation {
            Some(t) if op != BinOp::Shl && op != BinOp::Shr => (truncate(x, t), truncate(y, t)),
            Some(t) => (truncate(x, t), y),
            None => (x, y),
        };
        let (ux, uy) = (x as u64, y as u64);
        let r = match op {
            BinOp::Add => x.wrapping_add(y),
            BinOp::Sub => x.wrapping_sub(y),
            BinOp::Mul => x.wrapping_mul(y),
            BinOp::Div if y != 0 && unsigned => (ux / uy) as i64,
            BinOp::Mod if y != 0 && unsigned => (ux % uy) as i64,
            BinOp::Div if y != 0 => x.wrapping_div(y),
            BinOp::Mod if y != 0 => x.wrapping_rem(y),
            BinOp::Shl => x.wrapping_shl(y as u32),
            BinOp::Shr if unsigned => ux.wrapping_shr(y as u32) as i64,
            BinOp::Shr => x.wrapping_shr(y as u32),
            BinOp::Lt if unsigned => return Some((ux < uy) as i64),
            BinOp::Gt if unsigned => return Some((ux > uy) as i64),
            BinOp::Le if unsigned => return Some((ux <= uy) as i64),
            BinOp::Ge if unsigned => return Some((ux >= uy) as i64),
            BinOp::Lt => return Some((x < y) as i64),
            BinOp::Gt => return Some((x > y) as i64),
            BinOp::Le => return Some((x <= y) as i64),
            BinOp::Ge => return Some((x >= y) as i64),
            BinOp::Eq => return Some((x == y) as i64),
            BinOp::Ne => return Some((x != y) as i64),
            BinOp::BitAnd => x & y,
            BinOp::BitOr => x | y,
            BinOp::BitXor => x ^ y,
            BinOp::And => return Some((x != 0 && y != 0) as i64),
            BinOp::Or => return Some((x != 0 || y != 0) as i64),
            _ => return None,
        };
        Some(match self.type_of(e) {
            Some(t) if t.is_integer() => truncate(r, &t),
            _ => r,
        })
    }

    /// A local declaration: slots, `static` globals, typedefs, prototypes.
    pub(super) fn local_declaration(&mut self, d: &Declaration) -> R<()> {
        let (base, storage) = self.specs_type(&d.specs)?;
        for init in &d.inits {
            let (name, t) = self.declarator_type(base.clone(), &init.declarator)?;
            let Some((name, pos)) = name else { continue };
            if storage == Some(Storage::Typedef) {
                self.declare(&name, Sym::Typedef(t));
                continue;
            }
            if let CType::Func(f) = t {
                self.declare(&name, Sym::Func(*f));
                continue;
            }
            let (t, quals) = super::volatile::strip_quals(t);
            let volatile = quals.volatile;
            let t = self.complete_array_from_init(t, init.init.as_ref());
            if t.is_variable() && !t.is_ptr() {
                if storage == Some(Storage::Static) || storage == Some(Storage::Extern) {
                    return self.error(
                        pos,
                        format!("storage size of '{name}' isn't constant (a variable-length array cannot be static or extern)"),
                    );
                }
                if let Some(i) = &init.init {
                    let p = match i {
                        Initializer::Expr(e) => e.pos,
                        Initializer::List(_, p) => *p,
                    };
                    return self.error(p, "variable-sized object may not be initialized");
                }
                let slot = self.vla_object(&t, pos)?;
                self.fcx().vla_scopes.declare();
                if volatile {
                    self.mark_volatile(slot);
                }
                self.declare(&name, Sym::Local(slot, t));
                continue;
            }
            if storage == Some(Storage::Extern) {
                if init.init.is_some() {
                    return self.error(pos, format!("'{name}' has both 'extern' and initializer"));
                }
                match self.scopes[0].get(&name).cloned() {
                    Some(s @ Sym::Global(..)) => self.declare(&name, s),
                    _ => {
                        return self.error(
                            pos,
                            format!(
                                "'{name}' is declared extern here but not defined in this file"
                            ),
                        )
                    }
                }
                continue;
            }
            if storage == Some(Storage::Static)
                && matches!(
                    self.scopes.last().and_then(|s| s.get(&name)),
                    Some(Sym::Local(..) | Sym::Global(..))
                )
            {
                return self.error(pos, format!("redefinition of '{name}'"));
            }
            if storage == Some(Storage::Static) {
                let fname = self.fcx().func.name.clone();
                let gname = format!("{fname}.{name}");
                let gname = self.module.unique_symbol(&gname);
                let before = self.dynamic_inits.len();
                let sym = self.define_global(&gname, &t, init.init.as_ref(), pos, true)?;
                if volatile {
                    self.volatile_globals.insert(sym.clone());
                }
                if quals.konst {
                    self.const_globals.insert(sym.clone());
                }
                let inits = self.dynamic_inits.split_off(before);
                self.declare(&name, Sym::Global(sym.clone(), t));
                if !inits.is_empty() {
                    self.init_static_local(&sym, inits, pos)?;
                }
                continue;
            }
            if matches!(
                self.scopes.last().and_then(|s| s.get(&name)),
                Some(Sym::Local(..) | Sym::Global(..))
            ) {
                return self.error(pos, format!("redefinition of '{name}'"));
            }
            let (elem, count) = self.storage_of(&t, pos)?;
            let slot = self.b().alloca_array(elem, count);
            if volatile {
                self.mark_volatile(slot);
            }
            if quals.konst {
                self.fcx().const_slots.insert(slot);
            }
            if storage == Some(Storage::Register) {
                self.register_slots.insert(slot);
            }
            self.declare(&name, Sym::Local(slot, t.clone()));
            if let Some(i) = &init.init {
                self.set_loc(pos);
                self.init_local(slot, &t, i)?;
            }
        }
        Ok(())
    }

    /// Initializes memory at `addr` of type `t` (a local, or a global at the start of `main`).
    pub(super) fn init_local(
        &mut self,
        addr: dvmh_ir::ValueId,
        t: &CType,
        init: &Initializer,
    ) -> R<()> {
        let t = t.unqual();
        match (t, init) {
            (CType::Array(..) | CType::Struct(_), Initializer::List(..))
            | (
                CType::Array(..),
                Initializer::Expr(Expr {
                    kind: ExprKind::Str(_) | ExprKind::WideStr(_),
                    ..
                }),
            ) => {
                let size = self.structs.size(t).unwrap_or(0);
                self.zero_fill(addr, size);
                self.init_parts(addr, t, init)
            }
            (_, Initializer::List(items, pos)) if t.is_scalar() => match items.as_slice() {
                [one] if one.designators.is_empty() => self.init_local(addr, t, &one.init),
                _ => self.error(*pos, "excess elements in scalar initializer"),
            },
            (_, Initializer::Expr(e)) => {
                let v = self.assign_value_as(e, t, Some(("initialization", e.pos)))?;
                self.store_value(v, addr, t, e.pos)
            }
            (_, Initializer::List(_, pos)) => self.error(*pos, "invalid initializer"),
        }
    }

    /// Element-wise stores of an aggregate initializer into zeroed memory.
    fn init_parts(&mut self, addr: dvmh_ir::ValueId, t: &CType, init: &Initializer) -> R<()> {
        let t = t.unqual();
        match (t, init) {
            (
                CType::Array(e, _),
                Initializer::Expr(Expr {
                    kind: ExprKind::Str(s),
                    ..
                }),
            ) if matches!(e.unqual(), CType::Int(IntKind::Char, _)) => {
                for (i, b) in s.iter().enumerate() {
                    let p = self.offset_const(addr, i as i64);
                    let v = self.b().const_int(Type::I8, *b as i8 as i64);
                    self.b().store(v, p);
                }
                Ok(())
            }
            (
                CType::Array(e, n),
                Initializer::Expr(Expr {
                    kind: ExprKind::WideStr(s),
                    pos,
                }),
            ) if super::init_list::is_wchar(e) => {
                if n.is_some_and(|n| s.len() as u64 > n) {
                    return self.error(
                        *pos,
                        "initializer-string for array of 'wchar_t' is too long",
                    );
                }
                for (i, c) in s.iter().enumerate() {
                    let p = self.offset_const(addr, 4 * i as i64);
                    let v = self.b().const_int(Type::I32, *c as i32 as i64);
                    self.b().store(v, p);
                }
                Ok(())
            }
            (CType::Array(..) | CType::Struct(_), Initializer::List(items, pos)) => {
                for (off, ft, item) in self.place_items(t, items, *pos)? {
                    let p = self.offset_const(addr, off as i64);
                    self.init_parts(p, &ft, item)?;
                }
                Ok(())
            }
            (CType::Array(..) | CType::Struct(_), Initializer::Expr(e))
                if !matches!(t, CType::Struct(_)) =>
            {
                self.array_from_expression(t, e)
            }
            _ => self.init_local(addr, t, init),
        }
    }

    /// Stores `size` zero bytes at `addr` (a `memset` call).
    fn zero_fill(&mut self, addr: dvmh_ir::ValueId, size: u64) {
        self.module
            .declare_extern("memset", &[Type::Ptr, Type::I32, Type::I64], &[Type::Ptr]);
        let zero = self.b().const_i32(0);
        let n = self.b().const_i64(size as i64);
        self.b().call("memset", &[addr, zero, n], &[Type::Ptr]);
    }

    /// `addr + bytes` for a constant byte count.
    pub(super) fn offset_const(&mut self, addr: dvmh_ir::ValueId, bytes: i64) -> dvmh_ir::ValueId {
        if bytes == 0 {
            return addr;
        }
        let n = self.b().const_i64(bytes);
        self.b().offset(addr, n)
    }
}

/// Parameters of array type are pointers; of function type, function pointers.
fn adjust_param(t: CType) -> CType {
    match t {
        CType::Array(e, _) | CType::Vla(e, _) => CType::Ptr(e),
        CType::Func(f) => CType::Ptr(Box::new(CType::Func(f))),
        t => t,
    }
}

/// A type specifier that `long`, `signed` or `unsigned` cannot modify (`long short`,
/// `unsigned double`), or too many `long`s.
fn specifier_clash(
    base: Option<&TypeSpec>,
    longs: u32,
    signed: bool,
    unsigned: bool,
) -> Option<String> {
    if longs > 2 {
        return Some("'long long long' is too long".into());
    }
    let name = match base? {
        TypeSpec::Char => "char",
        TypeSpec::Short => "short",
        TypeSpec::Float => "float",
        TypeSpec::Double => "double",
        TypeSpec::Void => "void",
        TypeSpec::Bool => "_Bool",
        TypeSpec::Int => return None,
        _ if longs > 0 || signed || unsigned => {
            return Some("two or more data types in declaration specifiers".into())
        }
        _ => return None,
    };
    let long_ok = matches!(base, Some(TypeSpec::Double)) && longs == 1;
    if longs > 0 && !long_ok {
        let long = if longs == 2 { "long long" } else { "long" };
        return Some(format!(
            "both '{long}' and '{name}' in declaration specifiers"
        ));
    }
    let sign_ok = matches!(base, Some(TypeSpec::Char | TypeSpec::Short));
    match (signed, unsigned) {
        (true, _) if !sign_ok => Some(format!(
            "both 'signed' and '{name}' in declaration specifiers"
        )),
        (_, true) if !sign_ok => Some(format!(
            "both 'unsigned' and '{name}' in declaration specifiers"
        )),
        _ => None,
    }
}

/// An integer value as a type of that width and signedness holds it.
pub(super) fn truncate(v: i64, t: &CType) -> i64 {
    let bits = match t.ir() {
        Some(Type::I8) if *t.unqual() == CType::Bool => return (v != 0) as i64,
        Some(ir) => ir.scalar().map_or(64, |s| s.bits()),
        None => 64,
    };
    if bits >= 64 {
        return v;
    }
    let shift = 64 - bits;
    if t.is_signed() {
        (v << shift) >> shift
    } else {
        ((v as u64) << shift >> shift) as i64
    }
}

fn write_const(bytes: &mut [u8], offset: u64, t: &CType, c: Const) {
    let o = offset as usize;
    let as_int = |c: Const| match c {
        Const::Int(i) => i,
        Const::Float(f) => f as i64,
    };
    let as_float = |c: Const| match c {
        Const::Int(i) => i as f64,
        Const::Float(f) => f,
    };
    let data: Vec<u8> = match t.unqual() {
        CType::Float => (as_float(c) as f32).to_le_bytes().to_vec(),
        CType::Double => as_float(c).to_le_bytes().to_vec(),
        CType::LongDouble => f80_bytes(as_float(c)).to_vec(),
        _ => {
            let size = t
                .ir()
                .and_then(|i| i.scalar())
                .map_or(8, |s| s.size_bytes()) as usize;
            truncate(as_int(c), t).to_le_bytes()[..size].to_vec()
        }
    };
    if let Some(dst) = bytes.get_mut(o..o + data.len()) {
        dst.copy_from_slice(&data);
    }
}

/// The x87 extended-precision image (16 bytes, as `long double` is stored) of a `double`:
/// every `double`, subnormals included, is exact in it.
fn f80_bytes(v: f64) -> [u8; 16] {
    let bits = v.to_bits();
    let sign = ((bits >> 63) as u16) << 15;
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1 << 52) - 1);
    let (e80, m80): (u16, u64) = match (exp, frac) {
        (0, 0) => (0, 0),
        (0, f) => {
            // A subnormal double is a normal extended value: its leading one moves to bit 63.
            let lead = 63 - f.leading_zeros() as i32;
            ((16383 + lead - 1074) as u16, f << (63 - lead))
        }
        (0x7ff, f) => (0x7fff, (1 << 63) | (f << 11)),
        (e, f) => ((e - 1023 + 16383) as u16, (1 << 63) | (f << 11)),
    };
    let mut out = [0u8; 16];
    out[..8].copy_from_slice(&m80.to_le_bytes());
    out[8..10].copy_from_slice(&(sign | e80).to_le_bytes());
    out
}

/// `sizeof` of an `unsigned long` result.
pub(super) const SIZE_T: CType = ULONG;

/// The qualifiers among declaration specifiers.
fn spec_quals(specs: &Specs) -> Quals {
    Quals {
        konst: specs.konst,
        volatile: specs.volatile,
    }
}

#[cfg(test)]
mod tests {
    use super::f80_bytes;

    #[test]
    fn doubles_widen_to_x87_images() {
        // 1.0: exponent 16383, explicit integer bit; -2.5; the smallest subnormal double.
        assert_eq!(f80_bytes(1.0)[7..10], [0x80u8, 0xff, 0x3f]);
        assert_eq!(f80_bytes(-2.5)[6..10], [0u8, 0xa0, 0x00, 0xc0]);
        let tiny = f80_bytes(f64::from_bits(1));
        assert_eq!(u16::from_le_bytes([tiny[8], tiny[9]]), 16383 - 1074);
        assert_eq!(tiny[7], 0x80);
    }
}
