//! Structs passed and returned by value, by the x86-64 System V calling convention, so that
//! the program's functions and functions compiled by gcc in other objects (or libc's `div`)
//! agree on where a struct lives.
//!
//! A struct of at most 16 bytes is split into eightbytes, each of class SSE (only `float` and
//! `double` members overlap it: an `f64` in an XMM register) or INTEGER (an `i64` in a
//! general register); it travels as those one or two scalars when enough registers are left
//! (6 general, 8 XMM, counted over the parameters before it), otherwise in memory. A larger
//! struct is passed in memory (`byval`: the caller's copy on the stack) and returned through
//! a hidden first parameter (`sret`). Scalars of one or two eightbytes are returned in
//! RAX/RDX and XMM0/XMM1 (the IR function's one or two results). The IR carries `byval` and
//! `sret` as function and call attributes (`[[index, size, align], ...]` and
//! `[size, align]`), which codegen turns into LLVM's attributes of the same names.
//!
//! `long double` scalars (class X87) are LLVM's `x86_fp80`, which LLVM passes in memory and
//! returns in `st0` itself. A struct with a `long double` member is passed in memory; it is
//! returned in memory too unless it is just the `long double` (classes X87, X87UP: one `f80`
//! result, `st0`) or it is a `long double _Complex` (class COMPLEX_X87: two `f80` results,
//! which LLVM returns in `st0` and `st1`, as gcc does). Not covered: `__int128`, which the front
//! end does not support as values.

use crate::c::types::{CType, FuncType, Structs};
use dvmh_ir::{Attr, Type};

/// How one parameter travels.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum ParamPass {
    /// A scalar: one IR parameter of its own type.
    Scalar,
    /// A struct in registers: one IR parameter per eightbyte (`i64` or `f64`).
    Regs(Vec<Type>),
    /// A struct in memory: a pointer to a copy, `byval` of `size` bytes.
    ByVal { size: u64, align: u64 },
}

/// How the result travels.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum RetPass {
    /// `void` or a scalar.
    Scalar,
    /// A struct in one or two registers (the IR function's results).
    Regs(Vec<Type>),
    /// A struct in memory the caller provides: a hidden first parameter, `sret`.
    Sret { size: u64, align: u64 },
}

/// A C function type as the IR sees it.
#[derive(Clone, Debug)]
pub(super) struct Lowered {
    pub params: Vec<ParamPass>,
    pub ret: RetPass,
    /// IR parameter types, the hidden `sret` pointer first.
    pub ir_params: Vec<Type>,
    pub ir_results: Vec<Type>,
    /// IR indices of `byval` parameters with their size and alignment.
    pub byval: Vec<(usize, u64, u64)>,
}

impl Lowered {
    /// Does any struct travel by value (so the signature differs from the plain one)?
    pub fn has_structs(&self) -> bool {
        !matches!(self.ret, RetPass::Scalar) || self.params.iter().any(|p| *p != ParamPass::Scalar)
    }

    /// The `byval`/`sret` attributes for the function or a call of it.
    pub fn attrs(&self) -> Vec<(&'static str, Attr)> {
        let mut v = Vec::new();
        if !self.byval.is_empty() {
            let list = self
                .byval
                .iter()
                .map(|&(i, s, a)| Attr::Array(vec![int(i as u64), int(s), int(a)]))
                .collect();
            v.push(("byval", Attr::Array(list)));
        }
        if let RetPass::Sret { size, align } = self.ret {
            v.push(("sret", Attr::Array(vec![int(size), int(align)])));
        }
        v
    }
}

fn int(v: u64) -> Attr {
    Attr::Int(v as i64)
}

/// The eightbyte classes of a struct of at most 16 bytes (`f64` for SSE, `i64` for INTEGER);
/// `None` for one passed in memory.
pub(super) fn eightbytes(structs: &Structs, t: &CType) -> Option<Vec<Type>> {
    let size = structs.size(t)?;
    if size == 0 || size > 16 {
        return None;
    }
    let mut scalars = Vec::new();
    flatten(structs, t, 0, &mut scalars)?;
    let words = size.div_ceil(8) as usize;
    let mut classes = vec![Type::F64; words];
    for (offset, is_float) in scalars {
        if !is_float {
            classes[(offset / 8) as usize] = Type::I64;
        }
    }
    Some(classes)
}

/// The `f80` results of a struct returned in x87 registers: a `long double _Complex` (class
/// COMPLEX_X87: `st0`, `st1`) or a struct whose only scalar is one `long double` (X87, X87UP:
/// `st0`); `None` for any other struct.
pub(super) fn x87_result(structs: &Structs, t: &CType) -> Option<Vec<Type>> {
    if let CType::Struct(i) = t {
        if structs.defs.get(*i)?.complex == Some(CType::LongDouble) {
            return Some(vec![Type::F80, Type::F80]);
        }
    }
    // Only one long double: 16 bytes, and the long double found at offset 0.
    fn only_long_double(structs: &Structs, t: &CType) -> bool {
        match t.unqual() {
            CType::LongDouble => true,
            CType::Struct(i) => {
                let d = &structs.defs[*i];
                d.complex.is_none()
                    && d.fields.len() == 1
                    && only_long_double(structs, &d.fields[0].1)
            }
            CType::Array(e, Some(1)) => only_long_double(structs, e),
            _ => false,
        }
    }
    (structs.size(t) == Some(16) && only_long_double(structs, t)).then(|| vec![Type::F80])
}

/// The scalar members of `t` at their offsets (whether each is a float); `None` for a member
/// that is not passed in general or XMM registers (`long double`).
fn flatten(structs: &Structs, t: &CType, base: u64, out: &mut Vec<(u64, bool)>) -> Option<()> {
    match t.unqual() {
        CType::Struct(i) => {
            for (_, ft, off) in &structs.defs[*i].fields {
                flatten(structs, ft, base + off, out)?;
            }
        }
        CType::Array(e, n) => {
            let es = structs.size(e)?;
            for k in 0..(*n)? {
                flatten(structs, e, base + k * es, out)?;
            }
        }
        CType::Wide | CType::LongDouble => return None,
        CType::Float | CType::Double => out.push((base, true)),
        _ => out.push((base, false)),
    }
    Some(())
}

/// Lowers a function type with struct parameters or result by the System V rules.
/// `Err` names a type that cannot be passed (an incomplete struct).
pub(super) fn lower(structs: &Structs, ft: &FuncType) -> Result<Lowered, String> {
    let (mut ints, mut sses) = (6usize, 8usize);
    let mut ir_params = Vec::new();
    let mut ir_results = Vec::new();
    let ret = match &ft.ret {
        t @ CType::Struct(_) => {
            let size = structs
                .size(t)
                .ok_or_else(|| format!("incomplete result type '{}'", t.name(structs)))?;
            match x87_result(structs, t).or_else(|| eightbytes(structs, t)) {
                Some(classes) => {
                    ir_results = classes.clone();
                    RetPass::Regs(classes)
                }
                None => {
                    ints -= 1;
                    ir_params.push(Type::Ptr);
                    RetPass::Sret {
                        size,
                        align: structs.align(t),
                    }
                }
            }
        }
        t => {
            ir_results.extend(t.ir());
            RetPass::Scalar
        }
    };
    let mut params = Vec::new();
    let mut byval = Vec::new();
    for p in &ft.params {
        let pass = match p {
            CType::Struct(_) => {
                let size = structs
                    .size(p)
                    .ok_or_else(|| format!("incomplete parameter type '{}'", p.name(structs)))?;
                let regs = eightbytes(structs, p).filter(|c| {
                    let f = c.iter().filter(|t| **t == Type::F64).count();
                    let i = c.len() - f;
                    f <= sses && i <= ints
                });
                match regs {
                    Some(c) => {
                        let f = c.iter().filter(|t| **t == Type::F64).count();
                        sses -= f;
                        ints -= c.len() - f;
                        ir_params.extend(c.iter().copied());
                        ParamPass::Regs(c)
                    }
                    None => {
                        let align = structs.align(p).max(8);
                        byval.push((ir_params.len(), size, align));
                        ir_params.push(Type::Ptr);
                        ParamPass::ByVal { size, align }
                    }
                }
            }
            t => {
                if let Some(ir) = t.ir() {
                    if ir == Type::F80 {
                        // Class X87: in memory, no register taken.
                    } else if ir.is_float() {
                        sses = sses.saturating_sub(1);
                    } else {
                        ints = ints.saturating_sub(1);
                    }
                    ir_params.push(ir);
                }
                ParamPass::Scalar
            }
        };
        params.push(pass);
    }
    Ok(Lowered {
        params,
        ret,
        ir_params,
        ir_results,
        byval,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::c::types::{StructDef, INT};

    fn with(members: Vec<Vec<CType>>) -> (Structs, Vec<CType>) {
        let mut s = Structs::default();
        let mut types = Vec::new();
        for (i, m) in members.into_iter().enumerate() {
            s.defs.push(StructDef::default());
            let named = m
                .into_iter()
                .enumerate()
                .map(|(k, t)| (format!("m{k}"), t))
                .collect();
            s.complete(i, named);
            types.push(CType::Struct(i));
        }
        (s, types)
    }

    #[test]
    fn eightbytes_follow_the_members() {
        let float3 = CType::Array(Box::new(CType::Float), Some(3));
        let (s, t) = with(vec![
            vec![CType::Double, CType::Double],
            vec![INT, CType::Float],
            vec![float3],
            vec![INT, CType::Array(Box::new(CType::Double), Some(6))],
            vec![INT, CType::Double],
        ]);
        assert_eq!(eightbytes(&s, &t[0]), Some(vec![Type::F64, Type::F64]));
        assert_eq!(eightbytes(&s, &t[1]), Some(vec![Type::I64]));
        assert_eq!(eightbytes(&s, &t[2]), Some(vec![Type::F64, Type::F64]));
        assert_eq!(eightbytes(&s, &t[3]), None);
        assert_eq!(eightbytes(&s, &t[4]), Some(vec![Type::I64, Type::F64]));
    }

    #[test]
    fn large_results_and_exhausted_registers_go_to_memory() {
        let (s, t) = with(vec![
            vec![INT, CType::Array(Box::new(CType::Double), Some(6))],
            vec![INT, INT, INT, INT],
        ]);
        let long = CType::Int(crate::c::types::IntKind::Long, true);
        let ft = FuncType {
            ret: t[0].clone(),
            params: vec![
                long.clone(),
                long.clone(),
                long.clone(),
                long,
                t[1].clone(),
                t[1].clone(),
            ],
            variadic: false,
            unspecified: false,
        };
        let l = lower(&s, &ft).expect("complete types"); // ok: test
        assert!(matches!(l.ret, RetPass::Sret { size: 56, .. }));
        // sret + 4 longs leave one general register: the first pair fits in none (it needs
        // two), so it and the second go to memory.
        assert_eq!(l.params[4], ParamPass::ByVal { size: 16, align: 8 });
        assert_eq!(l.params[5], ParamPass::ByVal { size: 16, align: 8 });
        assert_eq!(l.byval, vec![(5, 16, 8), (6, 16, 8)]);
        assert_eq!(l.ir_params.len(), 7);
    }
}
