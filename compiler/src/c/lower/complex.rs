//! C99 `_Complex` values (`float _Complex`, `double _Complex`, `long double _Complex`).
//!
//! A complex type is a struct of two parts (real, imaginary) in the [`Structs`] table, marked
//! with its part type (`StructDef::complex`), because it is one for everything but
//! arithmetic: its layout (size twice the part's, the part's alignment), its System V class
//! (two SSE eightbytes for `double _Complex`, one for `float _Complex`, exactly as a struct of
//! two parts; `long double _Complex` in memory, returned in `st0`/`st1`), how it passes through calls, `va_arg` and variadic tails (`abi.rs`,
//! `by_value.rs`), assignment (a copy) and arrays, members and pointers. So a complex value
//! is carried by address like a struct value, and objects built by gcc (and libm's `cexp`,
//! `cabs`, `creal`, ...) agree with ours on where it lives.
//!
//! What differs is done here: the usual arithmetic conversions with a complex operand,
//! conversions between real and complex types (the real part; an imaginary part of 0),
//! `+ - * /` as gcc computes them (a real operand does not take part as `x + 0i`; complex
//! products and quotients by libgcc's `__mul?c3`/`__div?c3` (`s`, `d`, `x` by part), which
//! handle infinities and overflow as C99's Annex G asks), `==`/`!=`, unary `-`, `~`
//! (conjugate, GNU), truth values, imaginary constants (`1.0i`, what `I` expands to) and
//! `__builtin_complex` (what `CMPLX` expands to).

use super::expr::Val;
use super::{Lowerer, R};
use crate::c::ast::{BinOp, Expr, Pos};
use crate::c::types::{usual_arith, CType, StructDef, INT};
use dvmh_ir::{Attrs, OpKind, Type, ValueId};

/// The parts of an operand: real, and imaginary unless the operand is real.
type Parts = (ValueId, Option<ValueId>);

impl Lowerer<'_> {
    /// The part type of a complex type; `None` for any other type.
    pub(super) fn complex_part(&self, t: &CType) -> Option<CType> {
        match t.unqual() {
            CType::Struct(i) => self.structs.defs.get(*i)?.complex.clone(),
            _ => None,
        }
    }

    /// The complex type with parts of type `part` (one struct per part type).
    pub(super) fn complex_type(&mut self, part: CType) -> CType {
        let defs = &self.structs.defs;
        if let Some(i) = defs.iter().position(|d| d.complex.as_ref() == Some(&part)) {
            return CType::Struct(i);
        }
        self.structs.defs.push(StructDef {
            complex: Some(part.clone()),
            ..StructDef::default()
        });
        let i = self.structs.defs.len() - 1;
        // Member names no program can spell, so `z.re` stays an error as in C.
        self.structs.complete(
            i,
            vec![(" real".into(), part.clone()), (" imag".into(), part)],
        );
        CType::Struct(i)
    }

    fn part_ir(part: &CType) -> Type {
        part.ir().unwrap_or(Type::F64)
    }

    /// The address of the imaginary part of the complex object at `addr`.
    fn imag_addr(&mut self, addr: ValueId, part: &CType) -> ValueId {
        let size = self.structs.size(part).unwrap_or(8) as i64;
        let off = self.b().const_i64(size);
        self.b().offset(addr, off)
    }

    /// The real and imaginary parts of the complex object at `addr`.
    pub(super) fn complex_parts(&mut self, addr: ValueId, part: &CType) -> (ValueId, ValueId) {
        let ir = Self::part_ir(part);
        let re = self.b().load(addr, ir);
        let ia = self.imag_addr(addr, part);
        let im = self.b().load(ia, ir);
        (re, im)
    }

    /// A new complex temporary holding `re + im i`; its address.
    pub(super) fn make_complex(&mut self, re: ValueId, im: ValueId, part: &CType) -> ValueId {
        let slot = self.b().alloca_array(Self::part_ir(part), 2);
        self.b().store(re, slot);
        let ia = self.imag_addr(slot, part);
        self.b().store(im, ia);
        slot
    }

    /// An operand of a complex operation as parts of type `part`.
    fn operand_parts(&mut self, (v, t): (ValueId, CType), part: &CType, pos: Pos) -> R<Parts> {
        match self.complex_part(&t) {
            Some(p) => {
                let (re, im) = self.complex_parts(v, &p);
                let re = self.convert((re, p.clone()), part, pos, false)?;
                let im = self.convert((im, p), part, pos, false)?;
                Ok((re, Some(im)))
            }
            None => Ok((self.convert((v, t), part, pos, false)?, None)),
        }
    }

    /// The real type of an operand (a complex one's part), if it is arithmetic.
    fn real_type(&self, t: &CType) -> Option<CType> {
        match self.complex_part(t) {
            Some(p) => Some(p),
            None if t.is_arith() => Some(t.unqual().clone()),
            None => None,
        }
    }

    /// The complex type two operands of a conditional expression meet in (one of them
    /// complex, the other complex or arithmetic); `None` if they do not.
    pub(super) fn complex_common(&mut self, a: &CType, b: &CType) -> Option<CType> {
        let (ra, rb) = (self.real_type(a)?, self.real_type(b)?);
        let mut part = usual_arith(&ra, &rb);
        if part.is_integer() {
            part = CType::Double;
        }
        Some(self.complex_type(part))
    }

    /// A binary operator with a complex operand: `+ - * /` give the complex type of the
    /// usual arithmetic conversions of the parts, `==`/`!=` an `int`.
    pub(super) fn complex_binary(
        &mut self,
        op: BinOp,
        a: (ValueId, CType),
        b: (ValueId, CType),
        pos: Pos,
    ) -> R<(ValueId, CType)> {
        let (ra, rb) = (self.real_type(&a.1), self.real_type(&b.1));
        let (Some(ra), Some(rb)) = (ra, rb) else {
            return self.invalid_operands(op, &a.1, &b.1, pos);
        };
        let mut part = usual_arith(&ra, &rb);
        if part.is_integer() {
            part = CType::Double;
        }
        if !matches!(
            op,
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Eq | BinOp::Ne
        ) {
            return self.invalid_operands(op, &a.1, &b.1, pos);
        }
        let ir = Self::part_ir(&part);
        let (x, y) = (
            self.operand_parts(a, &part, pos)?,
            self.operand_parts(b, &part, pos)?,
        );
        let zero = |l: &mut Self| l.b().const_float(ir, 0.0);
        let (re, im) = match op {
            BinOp::Eq | BinOp::Ne => {
                let (xi, yi) = (
                    x.1.unwrap_or_else(|| zero(self)),
                    y.1.unwrap_or_else(|| zero(self)),
                );
                let c = if op == BinOp::Eq {
                    let r = self.b().cmpf("oeq", x.0, y.0);
                    let i = self.b().cmpf("oeq", xi, yi);
                    self.b().binary(OpKind::AndI, r, i)
                } else {
                    let r = self.b().cmpf("une", x.0, y.0);
                    let i = self.b().cmpf("une", xi, yi);
                    self.b().binary(OpKind::OrI, r, i)
                };
                let v = self.b().op1(OpKind::ExtUI, &[c], Type::I32, Attrs::new());
                return Ok((v, INT));
            }
            BinOp::Add | BinOp::Sub => {
                let kind = if op == BinOp::Add {
                    OpKind::AddF
                } else {
                    OpKind::SubF
                };
                let re = self.b().binary(kind, x.0, y.0);
                let im = match (x.1, y.1) {
                    (Some(p), Some(q)) => self.b().binary(kind, p, q),
                    (Some(p), None) => p,
                    (None, Some(q)) if op == BinOp::Add => q,
                    (None, Some(q)) => self.b().unary(OpKind::NegF, q),
                    (None, None) => zero(self),
                };
                (re, im)
            }
            BinOp::Mul => match (x.1, y.1) {
                (Some(p), Some(q)) => {
                    return self.libgcc_complex("mul", [x.0, p, y.0, q], &part, pos)
                }
                // A real factor scales both parts (gcc does not form `x + 0i`).
                (Some(p), None) => (
                    self.b().binary(OpKind::MulF, x.0, y.0),
                    self.b().binary(OpKind::MulF, p, y.0),
                ),
                (None, Some(q)) => (
                    self.b().binary(OpKind::MulF, x.0, y.0),
                    self.b().binary(OpKind::MulF, x.0, q),
                ),
                (None, None) => (self.b().binary(OpKind::MulF, x.0, y.0), zero(self)),
            },
            _ => match (x.1, y.1) {
                (Some(p), None) => (
                    self.b().binary(OpKind::DivF, x.0, y.0),
                    self.b().binary(OpKind::DivF, p, y.0),
                ),
                (xi, Some(q)) => {
                    let xi = xi.unwrap_or_else(|| zero(self));
                    return self.libgcc_complex("div", [x.0, xi, y.0, q], &part, pos);
                }
                (None, None) => (self.b().binary(OpKind::DivF, x.0, y.0), zero(self)),
            },
        };
        let t = self.complex_type(part.clone());
        Ok((self.make_complex(re, im, &part), t))
    }

    /// libgcc's `__mulsc3`/`__muldc3` (`op` "mul") or `__divsc3`/`__divdc3` ("div") of
    /// `(a + bi)` and `(c + di)`: the complex result, in a temporary.
    fn libgcc_complex(
        &mut self,
        op: &str,
        args: [ValueId; 4],
        part: &CType,
        pos: Pos,
    ) -> R<(ValueId, CType)> {
        let (letter, results) = match part {
            CType::Float => ('s', vec![Type::F64]),
            CType::Double => ('d', vec![Type::F64, Type::F64]),
            // Returned in `st0`/`st1` (class COMPLEX_X87).
            CType::LongDouble => ('x', vec![Type::F80, Type::F80]),
            _ => return self.error(pos, "complex arithmetic on this type is not supported"),
        };
        let name = format!("__{op}{letter}c3");
        let ir = Self::part_ir(part);
        self.module.declare_extern(&name, &[ir; 4], &results);
        let call = self.b().call(&name, &args, &results);
        let values: Vec<ValueId> = self.fcx().func.ops[call].results.clone();
        // The result's registers (XMM or x87), as a struct of two parts.
        let slot = self.join_struct(&values);
        let t = self.complex_type(part.clone());
        Ok((slot, t))
    }

    /// gcc's message for operands a binary operator does not take.
    pub(super) fn invalid_operands<T>(
        &mut self,
        op: BinOp,
        a: &CType,
        b: &CType,
        pos: Pos,
    ) -> R<T> {
        let (x, y) = (a.name(&self.structs), b.name(&self.structs));
        self.error(
            pos,
            format!(
                "invalid operands to binary {} (have '{x}' and '{y}')",
                op_spelling(op)
            ),
        )
    }

    /// Converts to or from a complex type (`to` or `from` is one).
    pub(super) fn complex_convert(
        &mut self,
        (v, from): (ValueId, CType),
        to: &CType,
        pos: Pos,
    ) -> R<ValueId> {
        let (fp, tp) = (self.complex_part(&from), self.complex_part(to));
        match (fp, tp) {
            (Some(fp), Some(tp)) => {
                let (re, im) = self.complex_parts(v, &fp);
                let re = self.convert((re, fp.clone()), &tp, pos, false)?;
                let im = self.convert((im, fp), &tp, pos, false)?;
                Ok(self.make_complex(re, im, &tp))
            }
            (None, Some(tp)) if from.is_arith() => {
                let re = self.convert((v, from), &tp, pos, false)?;
                let zero = self.b().const_float(Self::part_ir(&tp), 0.0);
                Ok(self.make_complex(re, zero, &tp))
            }
            (Some(fp), None) if *to.unqual() == CType::Bool => {
                let c = self.complex_truth(v, &fp);
                Ok(self.b().op1(OpKind::ExtUI, &[c], Type::I8, Attrs::new()))
            }
            // The imaginary part is discarded.
            (Some(fp), None) if to.is_arith() => {
                let (re, _) = self.complex_parts(v, &fp);
                self.convert((re, fp), to, pos, false)
            }
            _ => {
                let (a, b) = (from.name(&self.structs), to.name(&self.structs));
                self.error(
                    pos,
                    format!("incompatible types when converting from '{a}' to '{b}'"),
                )
            }
        }
    }

    /// A complex value as a condition: either part nonzero (`i1`).
    pub(super) fn complex_truth(&mut self, addr: ValueId, part: &CType) -> ValueId {
        let (re, im) = self.complex_parts(addr, part);
        let zero = self.b().const_float(Self::part_ir(part), 0.0);
        let r = self.b().cmpf("une", re, zero);
        let i = self.b().cmpf("une", im, zero);
        self.b().binary(OpKind::OrI, r, i)
    }

    /// Unary `-` (both parts), `+`, and `~` (the conjugate, a GNU extension) of a complex
    /// value.
    pub(super) fn complex_unary(
        &mut self,
        negate_re: bool,
        negate_im: bool,
        addr: ValueId,
        t: CType,
    ) -> Val {
        let Some(part) = self.complex_part(&t) else {
            return Val::R(addr, t);
        };
        let (mut re, mut im) = self.complex_parts(addr, &part);
        if negate_re {
            re = self.b().unary(OpKind::NegF, re);
        }
        if negate_im {
            im = self.b().unary(OpKind::NegF, im);
        }
        Val::R(self.make_complex(re, im, &part), t)
    }

    /// GNU's `__real__ a` / `__imag__ a` (`imag`): a part of a complex operand, an lvalue when
    /// the operand is one; of a real operand, the operand itself or a zero of its type.
    pub(super) fn part_of(&mut self, imag: bool, a: &Expr, pos: Pos) -> R<Val> {
        let v = self.expr(a)?;
        let (addr, t, lvalue) = match v {
            Val::L(addr, t) => (addr, t, true),
            Val::R(addr, t) => (addr, t, false),
            Val::Void => return self.error(pos, "void value not ignored as it ought to be"),
        };
        match self.complex_part(&t) {
            Some(part) => {
                let at = if imag {
                    self.imag_addr(addr, &part)
                } else {
                    addr
                };
                let part = CType::qualified(part, t.quals());
                if lvalue {
                    return Ok(Val::L(at, part));
                }
                let v = self.b().load(at, Self::part_ir(&part));
                Ok(Val::R(v, part.unqual().clone()))
            }
            None if t.is_arith() && !imag && lvalue => Ok(Val::L(addr, t)),
            None if t.is_arith() && !imag => Ok(Val::R(addr, t)),
            // The operand is evaluated (above), its imaginary part is a zero of its type.
            None if t.is_arith() => {
                let t = t.unqual().clone();
                let ir = t.ir().unwrap_or(Type::F64);
                let zero = if t.is_float() {
                    self.b().const_float(ir, 0.0)
                } else {
                    self.b().const_int(ir, 0)
                };
                Ok(Val::R(zero, t))
            }
            None => {
                let w = if imag { "__imag" } else { "__real" };
                self.error(pos, format!("wrong type argument to {w}"))
            }
        }
    }

    /// An imaginary constant (`2.0i`; `I` is `1.0iF`) of part type `part`; a `long double`
    /// one (`2.0Li`) is rounded from its `text`.
    pub(super) fn imaginary_constant(
        &mut self,
        value: f64,
        part: CType,
        text: Option<&str>,
    ) -> Val {
        let ir = Self::part_ir(&part);
        let re = self.b().const_float(ir, 0.0);
        let im = match text {
            Some(text) if part == CType::LongDouble => self.b().const_f80(text, value),
            _ => self.b().const_float(ir, value),
        };
        let t = self.complex_type(part.clone());
        Val::R(self.make_complex(re, im, &part), t)
    }

    /// `__builtin_complex(re, im)` (glibc's `CMPLX`): two real operands of the same floating
    /// type.
    pub(super) fn builtin_complex(&mut self, args: &[Expr], pos: Pos) -> R<Val> {
        let [a, b] = args else {
            return self.error(pos, "'__builtin_complex' takes two arguments");
        };
        let (re, ta) = self.rvalue(a)?;
        let (im, tb) = self.rvalue(b)?;
        let (ta, tb) = (ta.unqual().clone(), tb.unqual().clone());
        if !ta.is_float() || ta != tb {
            return self.error(
                pos,
                "'__builtin_complex' operands must be of the same real floating type",
            );
        }
        let t = self.complex_type(ta.clone());
        Ok(Val::R(self.make_complex(re, im, &ta), t))
    }
}

fn op_spelling(op: BinOp) -> &'static str {
    use BinOp::*;
    match op {
        Add => "+",
        Sub => "-",
        Mul => "*",
        Div => "/",
        Mod => "%",
        Shl => "<<",
        Shr => ">>",
        Lt => "<",
        Gt => ">",
        Le => "<=",
        Ge => ">=",
        Eq => "==",
        Ne => "!=",
        BitAnd => "&",
        BitOr => "|",
        BitXor => "^",
        And => "&&",
        Or => "||",
    }
}
