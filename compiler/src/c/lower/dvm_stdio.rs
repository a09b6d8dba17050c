//! `fwrite`/`fread` of a whole distributed array (manual §12): the serial program writes or
//! reads the array's bytes in C's row-major order from its start, so a call whose buffer is a
//! distributed array (`A`, `A[0]`, `&A[0][0]`, `*A`: its first element) becomes the runtime's
//! collective `dvmh_c_fwrite_dist`/`dvmh_c_fread_dist` on the array's handle, which gather the
//! array on the I/O process (and scatter what `fread` read back to the owners). Another
//! element's address as the buffer is an error, as is a call inside a parallel loop.

use super::expr::Val;
use super::{Lowerer, Sym, R};
use crate::c::ast::{Expr, ExprKind, UnOp};
use crate::c::types::CType;
use dvmh_ir::Type;

/// The runtime function for a stdio call that can take a whole distributed array.
fn runtime_for(name: &str) -> Option<&'static str> {
    match name {
        "fwrite" | "fwrite_unlocked" => Some("dvmh_c_fwrite_dist"),
        "fread" | "fread_unlocked" => Some("dvmh_c_fread_dist"),
        _ => None,
    }
}

/// The distributed array named at the base of `e` and whether `e` is its first element's
/// address (every subscript a literal 0, `&` and `*` around them).
fn array_base(e: &Expr) -> Option<(&str, bool)> {
    match &e.kind {
        ExprKind::Ident(n) => Some((n, true)),
        ExprKind::Unary(UnOp::Addr | UnOp::Deref, inner) => array_base(inner),
        ExprKind::Index(base, i) => {
            let (n, start) = array_base(base)?;
            Some((
                n,
                start && matches!(&i.kind, ExprKind::Int(l) if l.value == 0),
            ))
        }
        _ => None,
    }
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
        let Some((n, start)) = array_base(buf) else {
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
        if !start {
            return self.error(
                buf.pos,
                format!(
                    "'{name}' of a distributed array starts at its first element ('{n}' or '&{n}[0]...'); other elements are not supported"
                ),
            );
        }
        if args.len() != 4 || params.len() != 4 {
            return Ok(None);
        }
        let mut values = vec![self.dist_handle(id)];
        for (a, t) in args[1..].iter().zip(&params[1..]) {
            let v = self.rvalue(a)?;
            values.push(self.convert(v, t, a.pos, false)?);
        }
        self.module.declare_extern(
            runtime,
            &[Type::Ptr, Type::I64, Type::I64, Type::Ptr],
            &[Type::I64],
        );
        let op = self.b().call(runtime, &values, &[Type::I64]);
        Ok(Some(Val::R(self.fcx().func.result(op), ret.clone())))
    }
}
