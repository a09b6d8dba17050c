//! `__builtin_tgmath`, which glibc's `<tgmath.h>` (C99 7.22) expands every type-generic math
//! macro to: `sqrt(x)` becomes `__builtin_tgmath(sqrtf, sqrt, sqrtl, csqrtf, csqrt, csqrtl,
//! x)`. The leading arguments name the candidate functions; the rest are the call's
//! arguments. The parameters whose types differ between the candidates are the generic ones;
//! the arguments given for them choose the candidate (C99 7.22p3): complex if any is complex,
//! and of part type `long double` if any is one, else `double` if any is `double` or an
//! integer, else `float`. The chosen function is then called like any other.

use super::expr::Val;
use super::{Lowerer, Sym, R};
use crate::c::ast::{Expr, ExprKind, Pos};
use crate::c::types::{CType, FuncType};

impl Lowerer<'_> {
    pub(super) fn tgmath(&mut self, args: &[Expr], pos: Pos) -> R<Val> {
        let mut candidates: Vec<(String, FuncType)> = Vec::new();
        for a in args {
            let ExprKind::Ident(name) = &a.kind else {
                break;
            };
            let Some(Sym::Func(ft)) = self.lookup(name) else {
                break;
            };
            candidates.push((name.clone(), ft.clone()));
        }
        let Some(nparams) = candidates.first().map(|c| c.1.params.len()) else {
            return self.error(pos, "'__builtin_tgmath' needs functions to choose from");
        };
        // The call's own arguments may be functions too (none of libm's are): the candidates
        // are the leading functions that leave exactly `nparams` arguments.
        let Some(nfuncs) = args
            .len()
            .checked_sub(nparams)
            .filter(|n| (2..=candidates.len()).contains(n))
        else {
            return self.error(pos, "wrong number of arguments to '__builtin_tgmath'");
        };
        candidates.truncate(nfuncs);
        if candidates.iter().any(|c| c.1.params.len() != nparams) {
            return self.error(
                pos,
                "'__builtin_tgmath' functions take different numbers of parameters",
            );
        }
        let call_args = &args[nfuncs..];
        let generic: Vec<usize> = (0..nparams)
            .filter(|&k| {
                candidates
                    .iter()
                    .any(|c| c.1.params[k] != candidates[0].1.params[k])
            })
            .collect();
        let (mut complex, mut part) = (false, CType::Float);
        for &k in &generic {
            let Some(t) = self.type_of(&call_args[k]) else {
                // The argument's own error.
                self.rvalue(&call_args[k])?;
                return self.error(call_args[k].pos, "invalid argument");
            };
            let (is_complex, p) = match self.complex_part(&t) {
                Some(p) => (true, p),
                None if t.unqual().is_integer() => (false, CType::Double),
                None if t.unqual().is_arith() => (false, t.unqual().clone()),
                None => {
                    return self.error(
                        call_args[k].pos,
                        format!(
                            "invalid type of argument {} of type-generic function",
                            k + 1
                        ),
                    )
                }
            };
            complex |= is_complex;
            part = wider_part(part, p);
        }
        // The candidate whose generic parameters have the chosen type; a function with only
        // real (`atan2`) or only complex (`carg`) versions takes the one of that part type.
        let kind_of = |l: &Self, ft: &FuncType| -> Option<(bool, CType)> {
            let t = &ft.params[*generic.first()?];
            Some(match l.complex_part(t) {
                Some(p) => (true, p),
                None => (false, t.unqual().clone()),
            })
        };
        let kinds: Vec<Option<(bool, CType)>> =
            candidates.iter().map(|c| kind_of(self, &c.1)).collect();
        let chosen = kinds
            .iter()
            .position(|k| k.as_ref() == Some(&(complex, part.clone())))
            .or_else(|| {
                kinds
                    .iter()
                    .position(|k| k.as_ref().is_some_and(|k| k.1 == part && (!complex || k.0)))
            });
        let Some(chosen) = chosen else {
            return self.error(pos, "no matching function for type-generic call");
        };
        let callee = Expr {
            kind: ExprKind::Ident(candidates[chosen].0.clone()),
            pos,
        };
        self.call_expr(&callee, call_args, pos)
    }
}

/// The part type of C99 7.22p3: the widest of `float`, `double` and `long double`.
fn wider_part(a: CType, b: CType) -> CType {
    let rank = |t: &CType| match t {
        CType::LongDouble => 2,
        CType::Float => 0,
        _ => 1,
    };
    if rank(&b) > rank(&a) {
        match rank(&b) {
            2 => CType::LongDouble,
            _ => CType::Double,
        }
    } else {
        a
    }
}
