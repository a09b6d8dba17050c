//! Static objects whose initializers are address constants (`static const char *names[] =
//! {"a", "b"}`, `static int *p = &g`). The IR's global data has no relocations, so file-scope
//! globals store such pointers at the start of `main` (in a unit without `main`, or for globals
//! defined after it, in a constructor that runs before it: `unit_initializer`); a static local's initializer may name
//! things only its own scope sees (an earlier static local), so it is stored where it is
//! declared instead, once, behind a hidden "initialized" flag. Anything that is not an address
//! constant keeps C's "initializer element is not constant" error.

use super::{Lowerer, Sym, R};
use crate::c::ast::{BinOp, Expr, ExprKind, Initializer, Pos, UnOp};
use crate::c::types::CType;
use dvmh_ir::{GlobalInit, Type};

impl Lowerer<'_> {
    /// Stores the non-constant parts `inits` (offset, type, expression) of the static local
    /// `gname` the first time control reaches its declaration.
    pub(super) fn init_static_local(
        &mut self,
        gname: &str,
        inits: Vec<(String, u64, CType, Expr)>,
        pos: Pos,
    ) -> R<()> {
        if let Some((_, _, _, e)) = inits.iter().find(|(_, _, t, e)| {
            // `long double` and complex constants are computed here, in their own type.
            let computed = (*t.unqual() == CType::LongDouble && self.const_value(e).is_some())
                || self.complex_part(t).is_some()
                // `static vec v = (vec){1, 2};`: the literal's value, copied (a GNU C extension).
                || (!t.is_ptr() && matches!(e.kind, ExprKind::CompoundLit(..)));
            !computed && (!t.is_ptr() || !self.is_address_constant(e))
        }) {
            return self.error(e.pos, "initializer element is not constant");
        }
        let flag = self.module.unique_symbol(&format!("{gname}.done"));
        self.module.globals.push(dvmh_ir::Global {
            name: flag.clone(),
            elem: Type::I8,
            count: 1,
            init: GlobalInit::InternalZero,
        });
        self.set_loc(pos);
        let (first, done) = (self.new_block(), self.new_block());
        let addr = self.b().global_addr(&flag);
        let seen = self.b().load(addr, Type::I8);
        let zero = self.b().const_int(Type::I8, 0);
        let is_first = self.b().cmpi("eq", seen, zero);
        self.b().cond_br(is_first, first, done);
        self.start_block(first);
        let one = self.b().const_int(Type::I8, 1);
        let addr = self.b().global_addr(&flag);
        self.b().store(one, addr);
        for (g, offset, t, e) in &inits {
            let a = self.b().global_addr(g);
            let a = self.offset_const(a, *offset as i64);
            self.init_local(a, t, &Initializer::Expr(e.clone()))?;
        }
        self.br(done);
        self.start_block(done);
        Ok(())
    }

    /// File-scope initializers from `dynamic_inits[before..]` (stored at the start of `main`)
    /// must be address constants or compound literals, as C requires.
    pub(super) fn check_file_scope_inits(&mut self, before: usize) -> R<()> {
        let inits: Vec<(CType, Expr)> = self.dynamic_inits[before..]
            .iter()
            .map(|(_, _, t, e)| (t.clone(), e.clone()))
            .collect();
        self.file_scope_literals = true;
        let bad = inits.into_iter().find(|(t, e)| {
            let mut inner = e;
            while let ExprKind::Cast(_, x) = &inner.kind {
                inner = x;
            }
            let literal = matches!(inner.kind, ExprKind::CompoundLit(..))
                || (*t.unqual() == CType::LongDouble && self.const_value(e).is_some())
                || self.complex_part(t).is_some();
            let address = t.is_ptr() && self.is_address_constant(e);
            !(literal || address)
        });
        self.file_scope_literals = false;
        if let Some((_, e)) = bad {
            self.dynamic_inits.truncate(before);
            return self.error(e.pos, "initializer element is not constant");
        }
        Ok(())
    }

    /// A string literal, a function, the address of (a part of) a static object (a
    /// file-scope compound literal is one), or one of these plus or minus an integer constant.
    fn is_address_constant(&mut self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Str(_) | ExprKind::WideStr(_) => true,
            ExprKind::CompoundLit(..) if self.file_scope_literals => true,
            ExprKind::Ident(n) => matches!(
                self.lookup(n),
                Some(Sym::Func(_)) | Some(Sym::Global(_, CType::Array(..)))
            ),
            ExprKind::Unary(UnOp::Addr, x) => self.is_static_lvalue(x),
            ExprKind::Cast(_, x) => self.is_address_constant(x) || self.const_int(x).is_some(),
            ExprKind::Binary(BinOp::Add, a, b) => {
                (self.is_address_constant(a) && self.const_int(b).is_some())
                    || (self.const_int(a).is_some() && self.is_address_constant(b))
            }
            ExprKind::Binary(BinOp::Sub, a, b) => {
                self.is_address_constant(a) && self.const_int(b).is_some()
            }
            _ => self.const_int(e) == Some(0),
        }
    }

    /// An lvalue of static storage with constant indices.
    fn is_static_lvalue(&mut self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Str(_) | ExprKind::WideStr(_) => true,
            ExprKind::CompoundLit(..) => self.file_scope_literals,
            ExprKind::Ident(n) => matches!(self.lookup(n), Some(Sym::Global(..) | Sym::Func(_))),
            ExprKind::Index(a, i) => {
                (self.is_static_lvalue(a) || self.is_address_constant(a))
                    && self.const_int(i).is_some()
            }
            ExprKind::Member(a, _, false) => self.is_static_lvalue(a),
            _ => false,
        }
    }
}
