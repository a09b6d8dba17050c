//! GCC's integer builtins: `__builtin_popcount`, `ctz`, `clz`, `parity`, `ffs`, `clrsb` (each
//! with its `l`/`ll` forms), `bswap16/32/64`, and `abs`/`labs`/`llabs`/`imaxabs`.
//!
//! They are plain integer IR (masks, shifts, a multiply), not calls: the population count is
//! the SWAR sum that LLVM recognises as `ctpop` (one `popcnt` on the host), and the other
//! counts are population counts of a derived word, so loops using them still get device
//! variants. As with gcc, `ctz`/`clz` of 0 are undefined; these give the word's width.

use super::expr::Val;
use super::{Lowerer, R};
use crate::c::ast::{Expr, Pos};
use crate::c::types::{CType, IntKind, INT};
use dvmh_ir::{OpKind, Type, ValueId};

/// The argument type of a bit builtin by its suffix (`""`: `unsigned int`, `l`: `unsigned
/// long`, `ll`: `unsigned long long`), or `None` when `name` is none of them.
fn bit_builtin(name: &str) -> Option<(&'static str, bool)> {
    const BASES: &[&str] = &["popcount", "ctz", "clz", "parity", "ffs", "clrsb"];
    let rest = name.strip_prefix("__builtin_")?;
    for base in BASES {
        if let Some(suffix) = rest.strip_prefix(base) {
            let wide = match suffix {
                "" => false,
                "l" | "ll" | "imax" => true,
                _ => continue,
            };
            return Some((base, wide));
        }
    }
    None
}

impl Lowerer<'_> {
    /// One of this module's builtins, or `None` when `name` is not one of them.
    pub(super) fn gnu_bit_builtin(
        &mut self,
        name: &str,
        args: &[Expr],
        pos: Pos,
    ) -> Option<R<Val>> {
        let bswap = match name {
            "__builtin_bswap16" => Some(16),
            "__builtin_bswap32" => Some(32),
            "__builtin_bswap64" => Some(64),
            _ => None,
        };
        let abs = match name {
            "__builtin_abs" => Some(INT),
            "__builtin_labs" | "__builtin_imaxabs" => Some(CType::Int(IntKind::Long, true)),
            "__builtin_llabs" => Some(CType::Int(IntKind::LongLong, true)),
            _ => None,
        };
        if bswap.is_none() && abs.is_none() && bit_builtin(name).is_none() {
            return None;
        }
        if args.len() != 1 {
            return Some(self.error(
                pos,
                format!("wrong number of arguments to function '{name}'"),
            ));
        }
        Some(self.gnu_bit_lower(name, &args[0], bswap, abs))
    }

    fn gnu_bit_lower(
        &mut self,
        name: &str,
        arg: &Expr,
        bswap: Option<u32>,
        abs: Option<CType>,
    ) -> R<Val> {
        let v = self.rvalue(arg)?;
        if !v.1.is_integer() {
            return self.error(arg.pos, format!("'{name}' takes an integer argument"));
        }
        if let Some(t) = abs {
            let x = self.convert(v, &t, arg.pos, false)?;
            let ir = t.ir().unwrap_or(Type::I32);
            let zero = self.b().const_int(ir, 0);
            let neg = self.b().binary(OpKind::SubI, zero, x);
            let lt = self.b().cmpi("slt", x, zero);
            return Ok(Val::R(self.b().select(lt, neg, x), t));
        }
        if let Some(bits) = bswap {
            let (t, ir) = match bits {
                16 => (CType::Int(IntKind::Short, false), Type::I16),
                32 => (CType::Int(IntKind::Int, false), Type::I32),
                _ => (CType::Int(IntKind::LongLong, false), Type::I64),
            };
            let x = self.convert(v, &t, arg.pos, false)?;
            let mut r = self.b().const_int(ir, 0);
            for k in 0..bits / 8 {
                let byte = self.shift(x, ir, OpKind::ShrUI, 8 * k as i64);
                let mask = self.b().const_int(ir, 0xff);
                let byte = self.b().binary(OpKind::AndI, byte, mask);
                let byte = self.shift(byte, ir, OpKind::ShlI, (bits - 8 - 8 * k) as i64);
                r = self.b().binary(OpKind::OrI, r, byte);
            }
            return Ok(Val::R(r, t));
        }
        let (base, wide) = bit_builtin(name).unwrap_or(("popcount", false));
        let (t, ir, bits) = if wide {
            (
                CType::Int(IntKind::LongLong, base != "clrsb"),
                Type::I64,
                64,
            )
        } else {
            (CType::Int(IntKind::Int, base != "clrsb"), Type::I32, 32)
        };
        let t = match base {
            "popcount" | "parity" | "ctz" | "clz" => match t {
                CType::Int(r, _) => CType::Int(r, false),
                t => t,
            },
            "ffs" | "clrsb" => match t {
                CType::Int(r, _) => CType::Int(r, true),
                t => t,
            },
            _ => t,
        };
        let x = self.convert(v, &t, arg.pos, false)?;
        let r = match base {
            "popcount" => self.popcount(x, ir),
            "parity" => {
                let c = self.popcount(x, ir);
                let one = self.b().const_int(ir, 1);
                self.b().binary(OpKind::AndI, c, one)
            }
            "ctz" => self.trailing_zeros(x, ir),
            "ffs" => {
                let c = self.trailing_zeros(x, ir);
                let one = self.b().const_int(ir, 1);
                let c1 = self.b().binary(OpKind::AddI, c, one);
                let zero = self.b().const_int(ir, 0);
                let is0 = self.b().cmpi("eq", x, zero);
                self.b().select(is0, zero, c1)
            }
            "clz" => self.leading_zeros(x, ir, bits),
            _ => {
                // clrsb: the leading bits equal to the sign bit, less one: clz(x ^ (x >> 1)) - 1
                // on the arithmetic shift.
                let s = self.shift(x, ir, OpKind::ShrSI, 1);
                let y = self.b().binary(OpKind::XOrI, x, s);
                let c = self.leading_zeros(y, ir, bits);
                let one = self.b().const_int(ir, 1);
                self.b().binary(OpKind::SubI, c, one)
            }
        };
        // Every one of them returns an `int`.
        let r = if ir == Type::I32 {
            r
        } else {
            self.b()
                .op1(OpKind::TruncI, &[r], Type::I32, Default::default())
        };
        Ok(Val::R(r, INT))
    }

    fn shift(&mut self, x: ValueId, ir: Type, kind: OpKind, by: i64) -> ValueId {
        let n = self.b().const_int(ir, by);
        self.b().binary(kind, x, n)
    }

    /// The SWAR population count of `x` (an `i32` or `i64`).
    fn popcount(&mut self, x: ValueId, ir: Type) -> ValueId {
        let m = |l: &mut Self, v: u64| {
            let v = if ir == Type::I64 {
                v as i64
            } else {
                i64::from(v as u32 as i32)
            };
            l.b().const_int(ir, v)
        };
        let m1 = m(self, 0x5555_5555_5555_5555);
        let m2 = m(self, 0x3333_3333_3333_3333);
        let m4 = m(self, 0x0f0f_0f0f_0f0f_0f0f);
        let h01 = m(self, 0x0101_0101_0101_0101);
        // x - ((x >> 1) & m1)
        let s = self.shift(x, ir, OpKind::ShrUI, 1);
        let a = self.b().binary(OpKind::AndI, s, m1);
        let x = self.b().binary(OpKind::SubI, x, a);
        // (x & m2) + ((x >> 2) & m2)
        let lo = self.b().binary(OpKind::AndI, x, m2);
        let s = self.shift(x, ir, OpKind::ShrUI, 2);
        let hi = self.b().binary(OpKind::AndI, s, m2);
        let x = self.b().binary(OpKind::AddI, lo, hi);
        // (x + (x >> 4)) & m4
        let s = self.shift(x, ir, OpKind::ShrUI, 4);
        let x = self.b().binary(OpKind::AddI, x, s);
        let x = self.b().binary(OpKind::AndI, x, m4);
        // (x * h01) >> (bits - 8)
        let x = self.b().binary(OpKind::MulI, x, h01);
        let top = if ir == Type::I64 { 56 } else { 24 };
        self.shift(x, ir, OpKind::ShrUI, top)
    }

    /// The trailing zero bits of `x`: the population count of `(x & -x) - 1`.
    fn trailing_zeros(&mut self, x: ValueId, ir: Type) -> ValueId {
        let zero = self.b().const_int(ir, 0);
        let one = self.b().const_int(ir, 1);
        let neg = self.b().binary(OpKind::SubI, zero, x);
        let low = self.b().binary(OpKind::AndI, x, neg);
        let below = self.b().binary(OpKind::SubI, low, one);
        self.popcount(below, ir)
    }

    /// The leading zero bits of `x`: the width less the population count of `x` with every
    /// bit below its highest set bit set too.
    fn leading_zeros(&mut self, x: ValueId, ir: Type, bits: i64) -> ValueId {
        let mut y = x;
        let mut k = 1;
        while k < bits {
            let s = self.shift(y, ir, OpKind::ShrUI, k);
            y = self.b().binary(OpKind::OrI, y, s);
            k *= 2;
        }
        let c = self.popcount(y, ir);
        let w = self.b().const_int(ir, bits);
        self.b().binary(OpKind::SubI, w, c)
    }
}
