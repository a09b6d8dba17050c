//! ISO_C_BINDING's procedures: C_LOC, C_FUNLOC, C_ASSOCIATED, C_SIZEOF, C_F_POINTER and
//! C_F_PROCPOINTER.
//!
//! TYPE(C_PTR) and TYPE(C_FUNPTR) are INTEGER(8) addresses here (see `derived_type_of`): an
//! address has the size, alignment and passing convention of C's `void *` on x86-64 (by
//! VALUE in a register, by reference as a pointer to it, 8 bytes in a BIND(C) structure),
//! so a C function declared with `void *` parameters, results or struct members sees
//! exactly what it expects, and C_NULL_PTR is the named constant 0. C_ASSOCIATED compares
//! addresses; C_FUNLOC is a procedure pointer's own representation (a procedure's address
//! as an INTEGER(8), `proc_pointers`), so C_F_PROCPOINTER is an assignment of it.
//!
//! C_LOC is a call of the pseudo-procedure [`C_ADDRESS`] with the argument passed as any
//! actual argument is (its address; an array pointer passes its descriptor, whose first
//! word is the target's address); the lowering turns the call into that address
//! (`lower/c_interop.rs`). C_F_POINTER is a call of [`C_POINTER_SET`] with the address, the
//! pointer (its descriptor) and each extent of SHAPE: the lowering writes the descriptor,
//! lower bounds 1 and contiguous strides.

use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{
    self, Actual, BinOp, Const, Expr, ExprKind, PointerObj, Procedure, StmtKind, Symbol,
    SymbolKind, Ty, C_ADDRESS, C_POINTER_SET,
};
use crate::name::Name;
use crate::source::Span;

/// The ISO_C_BINDING functions resolved here, lower case.
const FUNCTIONS: [&str; 4] = ["c_loc", "c_funloc", "c_associated", "c_sizeof"];

/// The ISO_C_BINDING subroutines resolved here, lower case.
pub(super) const SUBROUTINES: [&str; 2] = ["c_f_pointer", "c_f_procpointer"];

/// Whether `name` (lower case) is one of ISO_C_BINDING's functions.
pub fn is_c_function(name: &str) -> bool {
    FUNCTIONS.contains(&name)
}

/// Whether `name` (lower case) is one of ISO_C_BINDING's procedures (for USE ONLY).
pub fn is_c_procedure(name: &str) -> bool {
    is_c_function(name) || SUBROUTINES.contains(&name)
}

/// The name of the only component of ISO_C_BINDING's C_PTR and C_FUNPTR in the module's
/// source text, which tells them from a program's own types of those names.
pub const ADDRESS_COMPONENT: &str = "dvmh_c_address";

fn int8(v: i64, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Const(Const::Int(v)),
        ty: Ty::I8,
        span,
    }
}

fn binary(op: BinOp, a: Expr, b: Expr, ty: Ty, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Binary(op, Box::new(a), Box::new(b)),
        ty,
        span,
    }
}

/// `name(k)`: element `k` of a whole array named in the source.
fn element(name: &Name, k: i64, span: Span) -> ast::Expr {
    let sub = ast::Expr {
        kind: ast::ExprKind::Int(ast::IntLit {
            digits: k.to_string(),
            kind: None,
        }),
        span,
    };
    ast::Expr {
        kind: ast::ExprKind::Designator(ast::Designator {
            name: name.clone(),
            args: Some(vec![ast::Arg {
                keyword: None,
                value: sub,
            }]),
            substring: None,
            parts: Vec::new(),
            span,
        }),
        span,
    }
}

impl Checker<'_> {
    /// A procedure symbol of the compiler's own that no program names (`global`).
    fn pseudo_procedure(
        &mut self,
        global: &str,
        role: hir::ProcRole,
        ty: Ty,
        span: Span,
    ) -> hir::SymId {
        self.scope.add_unnamed(Symbol {
            name: global.to_string(),
            ty,
            kind: SymbolKind::Procedure(Procedure {
                global: global.to_string(),
                role,
                interface: None,
                specifics: Vec::new(),
                pointer: None,
            }),
            span,
            dummy: None,
            saved: false,
            common: None,
            char_len: None,
            pointer: false,
            target: false,
        })
    }

    /// A reference to an ISO_C_BINDING function `d` (`None`: `d` is not one;
    /// `Some(None)`: it is, and an error was reported).
    pub(super) fn c_function(
        &mut self,
        d: &ast::Designator,
        args: &[ast::Arg],
    ) -> Option<Option<Expr>> {
        let name = d.name.text.as_str();
        if !is_c_function(name) {
            return None;
        }
        let upper = d.name.upper();
        let span = d.span;
        let (min, max) = if name == "c_associated" {
            (1, 2)
        } else {
            (1, 1)
        };
        if args.len() < min || args.len() > max {
            let want = if max == 1 {
                "1 argument"
            } else {
                "1 or 2 arguments"
            };
            self.error(
                span,
                format!("{upper} takes {want}, but {} given", args.len()),
            );
            return Some(None);
        }
        Some(match name {
            "c_loc" => self.c_loc(&args[0].value, span),
            "c_funloc" => self.c_funloc(&args[0].value, span),
            "c_sizeof" => self.c_sizeof(&args[0].value, span),
            _ => self.c_associated(args, span),
        })
    }

    /// An address argument (C_PTR or C_FUNPTR): an INTEGER(8) value.
    fn c_address_value(&mut self, e: &ast::Expr, what: &str) -> Option<Expr> {
        let v = self.check_expr(e)?;
        if v.ty != Ty::I8 {
            self.error(
                e.span,
                format!("{what} must be a scalar TYPE(C_PTR) or TYPE(C_FUNPTR)"),
            );
            return None;
        }
        Some(v)
    }

    /// `C_ASSOCIATED(c1 [, c2])`: `c1` is not null (and is `c2`).
    fn c_associated(&mut self, args: &[ast::Arg], span: Span) -> Option<Expr> {
        let c1 = self.c_address_value(&args[0].value, "the argument of C_ASSOCIATED")?;
        let not_null = binary(BinOp::Ne, c1.clone(), int8(0, span), Ty::L4, span);
        let Some(a2) = args.get(1) else {
            return Some(not_null);
        };
        let c2 = self.c_address_value(&a2.value, "the argument of C_ASSOCIATED")?;
        let same = binary(BinOp::Eq, c1, c2, Ty::L4, span);
        Some(binary(BinOp::And, not_null, same, Ty::L4, span))
    }

    /// `C_LOC(x)`: the address of a variable, array, element or component.
    fn c_loc(&mut self, e: &ast::Expr, span: Span) -> Option<Expr> {
        let bad = |ck: &mut Self| {
            ck.error(
                e.span,
                "the argument of C_LOC must be a variable (a TARGET or POINTER), not an expression",
            );
            None
        };
        let ast::ExprKind::Designator(d) = &e.kind else {
            return bad(self);
        };
        let whole = d.args.is_none() && d.substring.is_none() && d.parts.is_empty();
        let id = self.scope.lookup(&d.name.text);
        if let Some(sym) = id.map(|id| self.scope.get(id)) {
            let variable = !matches!(sym.kind, SymbolKind::Procedure(_));
            if variable && !sym.target && !sym.pointer {
                self.error(
                    e.span,
                    format!("the argument of C_LOC must have the TARGET or POINTER attribute; '{}' has neither", d.name.text),
                );
                return None;
            }
        }
        let actual = match id.map(|id| (id, self.scope.get(id).clone())) {
            Some((id, sym)) if whole && matches!(sym.kind, SymbolKind::Array(_)) => {
                let SymbolKind::Array(info) = &sym.kind else {
                    return None;
                };
                if info.dist.is_some() {
                    self.error(
                        e.span,
                        format!("C_LOC of the distributed array '{}': a distributed array has no one address", d.name.text),
                    );
                    return None;
                }
                if info.assumed_shape {
                    self.error(
                        e.span,
                        format!("C_LOC of the assumed-shape dummy '{}' is not supported: declare it with explicit shape (a(n)) or assumed size (a(*))", d.name.text),
                    );
                    return None;
                }
                match sym.pointer {
                    true => Actual::Pointer(PointerObj::Var(id)),
                    false => Actual::Array(id),
                }
            }
            Some((_, sym)) if matches!(sym.kind, SymbolKind::Procedure(_)) => {
                self.error(
                    e.span,
                    "C_LOC takes a variable; use C_FUNLOC for a procedure",
                );
                return None;
            }
            _ => match self.actual(e)? {
                a @ (Actual::Var(_) | Actual::Elem(..) | Actual::Field(_)) => a,
                _ => return bad(self),
            },
        };
        let proc = self.pseudo_procedure(C_ADDRESS, hir::ProcRole::Function, Ty::I8, span);
        Some(Expr {
            kind: ExprKind::Call(hir::Call {
                proc,
                args: vec![actual],
                result: None,
            }),
            ty: Ty::I8,
            span,
        })
    }

    /// `C_FUNLOC(f)`: a procedure's address (a procedure pointer's target).
    fn c_funloc(&mut self, e: &ast::Expr, span: Span) -> Option<Expr> {
        let target = match &e.kind {
            ast::ExprKind::Designator(d) if d.args.is_none() && d.parts.is_empty() => self
                .scope
                .lookup(&d.name.text)
                .map(|id| (id, self.scope.get(id).kind.clone())),
            _ => None,
        };
        match target {
            Some((_, SymbolKind::Procedure(p))) if p.pointer.is_some() => Some(Expr {
                kind: ExprKind::Load(p.pointer?),
                ty: Ty::I8,
                span,
            }),
            Some((id, SymbolKind::Procedure(p))) if p.specifics.is_empty() => Some(Expr {
                kind: ExprKind::ProcAddress(id),
                ty: Ty::I8,
                span,
            }),
            _ => {
                self.error(
                    e.span,
                    "the argument of C_FUNLOC must be a procedure (with an explicit interface or declared EXTERNAL) or a procedure pointer",
                );
                None
            }
        }
    }

    /// `C_SIZEOF(x)`: the bytes of `x`, of one element times `SIZE(x)` for a whole array.
    fn c_sizeof(&mut self, e: &ast::Expr, span: Span) -> Option<Expr> {
        let array = match &e.kind {
            ast::ExprKind::Designator(d) if d.args.is_none() && d.parts.is_empty() => self
                .scope
                .lookup(&d.name.text)
                .map(|id| self.scope.get(id).clone())
                .filter(|s| matches!(s.kind, SymbolKind::Array(_))),
            _ => None,
        };
        let (ty, char_len) = match &array {
            Some(sym) => (sym.ty, sym.char_len),
            None => {
                let v = self.check_expr(e)?;
                let len = match &v.kind {
                    ExprKind::Const(Const::Str(s)) => Some(hir::CharLen::Const(s.len() as i64)),
                    ExprKind::Load(id) => self.scope.get(*id).char_len,
                    _ => None,
                };
                (v.ty, len)
            }
        };
        let bytes = match ty {
            Ty::Derived(d) => i64::from(d.size),
            Ty::Complex(k) => 2 * i64::from(k),
            Ty::Char => match char_len {
                Some(hir::CharLen::Const(n)) => n,
                _ => {
                    self.error(
                        e.span,
                        "C_SIZEOF of a CHARACTER whose length is not a constant is not supported",
                    );
                    return None;
                }
            },
            t => t.mem_scalar().size_bytes() as i64,
        };
        let bytes = int8(bytes, span);
        if array.is_none() {
            return Some(bytes);
        }
        let size = self.check_expr(&ast::Expr {
            kind: ast::ExprKind::Designator(ast::Designator {
                name: Name::new("size", span),
                args: Some(vec![ast::Arg {
                    keyword: None,
                    value: e.clone(),
                }]),
                substring: None,
                parts: Vec::new(),
                span,
            }),
            span,
        })?;
        let size = self.convert(size, Ty::I8);
        Some(binary(BinOp::Mul, bytes, size, Ty::I8, span))
    }

    /// `CALL C_F_POINTER(cptr, fptr [, shape])` or `CALL C_F_PROCPOINTER(cptr, fptr)`
    /// (`None`: `name` is neither; `Some(None)`: an error was reported).
    pub(super) fn c_subroutine(
        &mut self,
        name: &Name,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Option<Vec<StmtKind>>> {
        if !SUBROUTINES.contains(&name.text.as_str()) || self.scope.lookup(&name.text).is_some() {
            return None;
        }
        let upper = name.upper();
        let procedure = name.text == "c_f_procpointer";
        let max = if procedure { 2 } else { 3 };
        if args.len() < 2 || args.len() > max || args.iter().any(|a| a.keyword.is_some()) {
            let want = if procedure { "2" } else { "2 or 3" };
            self.error(span, format!("{upper} takes {want} arguments, by position"));
            return Some(None);
        }
        Some(match procedure {
            true => self.c_f_procpointer(args),
            false => self.c_f_pointer(args, span),
        })
    }

    fn c_f_procpointer(&mut self, args: &[ast::Arg]) -> Option<Vec<StmtKind>> {
        let addr = self.c_address_value(&args[0].value, "CPTR of C_F_PROCPOINTER")?;
        let slot = match &args[1].value.kind {
            ast::ExprKind::Designator(d) if d.args.is_none() && d.parts.is_empty() => self
                .scope
                .lookup(&d.name.text)
                .and_then(|id| match &self.scope.get(id).kind {
                    SymbolKind::Procedure(p) => p.pointer,
                    _ => None,
                }),
            _ => None,
        };
        let Some(slot) = slot else {
            self.error(
                args[1].value.span,
                "FPTR of C_F_PROCPOINTER must be a procedure pointer",
            );
            return None;
        };
        Some(vec![StmtKind::Assign {
            target: hir::Place::Scalar(slot),
            value: addr,
        }])
    }

    fn c_f_pointer(&mut self, args: &[ast::Arg], span: Span) -> Option<Vec<StmtKind>> {
        let addr = self.c_address_value(&args[0].value, "CPTR of C_F_POINTER")?;
        let ast::ExprKind::Designator(d) = &args[1].value.kind else {
            self.error(args[1].value.span, "FPTR of C_F_POINTER must be a POINTER");
            return None;
        };
        let (obj, rank) = self.pointer_and_rank(d, "C_F_POINTER")?;
        let mut actuals = vec![Actual::Value(addr), Actual::Pointer(obj)];
        match (rank, args.get(2)) {
            (0, None) => {}
            (0, Some(s)) => {
                self.error(
                    s.value.span,
                    "SHAPE of C_F_POINTER is only for an array pointer; this FPTR is a scalar",
                );
                return None;
            }
            (_, None) => {
                self.error(
                    span,
                    format!(
                        "C_F_POINTER of the array pointer '{}' needs SHAPE (its extents)",
                        d.name.text
                    ),
                );
                return None;
            }
            (_, Some(s)) => {
                for e in self.shape_extents(&s.value, rank)? {
                    let v = self.check_expr(&e)?;
                    if !matches!(v.ty, Ty::Int(_)) {
                        self.error(e.span, "SHAPE of C_F_POINTER must be an INTEGER array");
                        return None;
                    }
                    actuals.push(Actual::Value(self.convert(v, Ty::I8)));
                }
            }
        }
        let proc = self.pseudo_procedure(C_POINTER_SET, hir::ProcRole::Subroutine, Ty::I4, span);
        Some(vec![StmtKind::Call(hir::Call {
            proc,
            args: actuals,
            result: None,
        })])
    }

    /// The `rank` extents of SHAPE: the items of an array constructor, or the elements 1 to
    /// `rank` of a named INTEGER array.
    fn shape_extents(&mut self, s: &ast::Expr, rank: usize) -> Option<Vec<ast::Expr>> {
        let wrong = |ck: &mut Self, n: usize| {
            ck.error(
                s.span,
                format!("SHAPE of C_F_POINTER has {n} extents, but the pointer has rank {rank}"),
            );
            None
        };
        match &s.kind {
            ast::ExprKind::Constructor(items) => {
                let exprs: Option<Vec<ast::Expr>> = items
                    .iter()
                    .map(|i| match i {
                        ast::OutputItem::Expr(e) => Some(e.clone()),
                        ast::OutputItem::ImpliedDo(_) => None,
                    })
                    .collect();
                let Some(exprs) = exprs else {
                    self.error(s.span, "SHAPE of C_F_POINTER: an implied DO is not supported here; list the extents");
                    return None;
                };
                if exprs.len() != rank {
                    return wrong(self, exprs.len());
                }
                Some(exprs)
            }
            ast::ExprKind::Designator(d) if d.args.is_none() && d.parts.is_empty() => {
                let sym = self
                    .scope
                    .lookup(&d.name.text)
                    .map(|id| self.scope.get(id).clone());
                match sym.map(|s| s.kind) {
                    Some(SymbolKind::Array(info)) if info.rank() == 1 => {
                        let fixed = !info.allocatable && info.adjustable.is_none();
                        let lo = if fixed { info.dims[0].0 } else { 1 };
                        if fixed {
                            let hi = info.dims[0].1;
                            if hi - lo + 1 != rank as i64 {
                                return wrong(self, (hi - lo + 1).max(0) as usize);
                            }
                        }
                        let last = lo + rank as i64;
                        Some((lo..last).map(|k| element(&d.name, k, s.span)).collect())
                    }
                    _ => {
                        self.error(
                            s.span,
                            "SHAPE of C_F_POINTER must be a rank-1 INTEGER array",
                        );
                        None
                    }
                }
            }
            _ => {
                self.error(
                    s.span,
                    "SHAPE of C_F_POINTER must be an array constructor or a named INTEGER array",
                );
                None
            }
        }
    }
}

impl Checker<'_> {
    /// `BIND(C [, NAME='c_name'])` on the module variable `name`: its global is C's
    /// `c_name` (the variable's own name without NAME=), so C code declares it `extern` and
    /// both sides share it.
    pub(super) fn bind_c_variable(&mut self, name: &Name, c_name: Option<&str>, span: Span) {
        if self.unit_kind != hir::UnitKind::Module {
            self.error(
                span,
                "BIND(C) of a variable is only for the variables of a module",
            );
            return;
        }
        let Some(id) = self.scope.lookup(&name.text) else {
            return;
        };
        let sym = self.scope.get(id);
        if sym.pointer || matches!(&sym.kind, SymbolKind::Array(i) if i.allocatable) {
            self.error(
                span,
                format!(
                    "the BIND(C) variable '{}' cannot be ALLOCATABLE or a POINTER",
                    name.text
                ),
            );
            return;
        }
        let block = hir::bind_c_global(c_name.unwrap_or(&name.text));
        let size = super::modules::variable_size(sym);
        self.common_sizes.push((block.clone(), size));
        self.scope.get_mut(id).common = Some(hir::CommonSlot::own(block));
    }
}
