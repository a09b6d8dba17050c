//! `fwrite`/`fread` of a distributed array (manual §12): the serial program writes or reads
//! the array's bytes in C's row-major order from the buffer's element, so a call whose buffer
//! is a distributed array or an element's address (`A`, `A[2]`, `&A[2][0]`, `*A`) becomes the
//! runtime's collective `dvmh_c_fwrite_dist`/`dvmh_c_fread_dist` on the array's handle and
//! that element's row-major position, which gather the array on the I/O process (and scatter
//! what `fread` read back to the owners); on a local file each process writes or reads its
//! own part. A call inside a parallel loop is an error.

use super::expr::Val;
use super::{Lowerer, Sym, R};
use crate::c::ast::{Expr, ExprKind, UnOp};
use crate::c::types::{CType, LONG};
use dvmh_ir::{OpKind, Type};

/// The runtime function for a stdio call that can take a whole distributed array.
fn runtime_for(name: &str) -> Option<&'static str> {
    match name {
        "fwrite" | "fwrite_unlocked" => Some("dvmh_c_fwrite_dist"),
        "fread" | "fread_unlocked" => Some("dvmh_c_fread_dist"),
        _ => None,
    }
}

/// The distributed array named at the base of `e` and the subscripts that select the
/// buffer's first element (`A[2]`, `&A[2][0]`; `*A` is `A[0]`), outermost first.
fn array_base(e: &Expr) -> Option<(&str, Vec<Sub<'_>>)> {
    match &e.kind {
        ExprKind::Ident(n) => Some((n, Vec::new())),
        ExprKind::Unary(UnOp::Addr, inner) => array_base(inner),
        ExprKind::Unary(UnOp::Deref, inner) => {
            let (n, mut subs) = array_base(inner)?;
            subs.push(Sub::Zero);
            Some((n, subs))
        }
        ExprKind::Index(base, i) => {
            let (n, mut subs) = array_base(base)?;
            subs.push(Sub::Expr(i));
            Some((n, subs))
        }
        _ => None,
    }
}

/// One subscript of the buffer's address.
enum Sub<'e> {
    Zero,
    Expr(&'e Expr),
}

impl Lowerer<'_> {
    /// `fwrite(A, size, n, f)` / `fread(A, size, n, f)` with a distributed array `A`: the
    /// runtime's collective call; `None` for any other call.
    pub(super) fn dist_stdio_call(
        &mut self,
        name: &str,
        args: &[Expr],
        params: &[CType],
        ret: &CType,
    ) -> R<Option<Val>> {
        let Some(runtime) = runtime_for(name) else {
            return Ok(None);
        };
        let Some(buf) = args.first() else {
            return Ok(None);
        };
        let Some((n, subs)) = array_base(buf) else {
            return Ok(None);
        };
        let Some(Sym::Dist(id)) = self.lookup(n).cloned() else {
            return Ok(None);
        };
        if self.in_parallel {
            return self.error(
                buf.pos,
                format!("'{name}' of the distributed array '{n}' inside a parallel loop"),
            );
        }
        let dims = self.dists[id].dims.clone();
        if subs.len() > dims.len() {
            return self.error(
                buf.pos,
                format!(
                    "'{n}' has rank {} but {} subscripts are given",
                    dims.len(),
                    subs.len()
                ),
            );
        }
        if args.len() != 4 || params.len() != 4 {
            return Ok(None);
        }
        // The buffer's first element, counted in C's row-major order from the array's.
        let mut offset = self.b().const_i64(0);
        for (k, s) in subs.iter().enumerate() {
            let Sub::Expr(e) = s else {
                continue;
            };
            let v = self.rvalue(e)?;
            if !v.1.is_integer() {
                return self.error(e.pos, "expected an integer expression");
            }
            let v = self.convert(v, &LONG, e.pos, false)?;
            let stride: i64 = dims[k + 1..].iter().product();
            let stride = self.b().const_i64(stride);
            let term = self.b().binary(OpKind::MulI, v, stride);
            offset = self.b().binary(OpKind::AddI, offset, term);
        }
        let mut values = vec![self.dist_handle(id), offset];
        for (a, t) in args[1..].iter().zip(&params[1..]) {
            let v = self.rvalue(a)?;
            values.push(self.convert(v, t, a.pos, false)?);
        }
        self.module.declare_extern(
            runtime,
            &[Type::Ptr, Type::I64, Type::I64, Type::I64, Type::Ptr],
            &[Type::I64],
        );
        let op = self.b().call(runtime, &values, &[Type::I64]);
        Ok(Some(Val::R(self.fcx().func.result(op), ret.clone())))
    }
}
