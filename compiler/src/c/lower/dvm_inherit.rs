//! `#pragma dvm inherit(A, B)` (manual §10–11): parameters of a function that take the
//! distribution of the actual arguments, so a function can compute on the caller's
//! distributed arrays with parallel loops of its own.
//!
//! A call passes a distributed array's handle where the parameter's C type says a pointer
//! (`double A[][N]`, `double (*A)[N]`, `float *X`; both are an IR `ptr`, so the function's
//! signature does not change). Inside the function the parameter is a distributed array whose
//! handle is that value: its elements are reached as the caller's are (views in parallel loops,
//! `dvm.read_elem`/`write_elem` outside), and it can be the base of an `align`, renewed, ...
//! The list is recorded per function from its prototype or its definition; every call is then
//! checked against it: a distributed array may only reach an inherited parameter of its rank.

use super::dvm_data::{inherited_shape, DistArray, HandleAt};
use super::stmt::fn_params;
use super::{Lowerer, Sym, R};
use crate::c::ast::*;
use crate::c::pragma::pos_of;
use crate::c::types::CType;
use crate::name::Name;

impl Lowerer<'_> {
    /// Records the `inherit(names)` before a prototype or the definition of `fname`, whose
    /// parameters are named `params`.
    pub(super) fn record_inherit(
        &mut self,
        fname: &str,
        params: &[Option<String>],
        names: &[Name],
        pos: Pos,
    ) -> R<()> {
        let mut list = Vec::new();
        for n in names {
            match params
                .iter()
                .position(|p| p.as_deref() == Some(n.text.as_str()))
            {
                Some(i) => list.push(i),
                None => {
                    return self.error(
                        pos_of(n.span),
                        format!("'{}' in 'inherit' is not a parameter of '{fname}'", n.text),
                    )
                }
            }
        }
        list.sort_unstable();
        list.dedup();
        match self.inherits.get(fname) {
            Some(old) if *old != list => self.error(
                pos,
                format!("the 'inherit' lists of the declarations of '{fname}' differ"),
            ),
            _ => {
                self.inherits.insert(fname.to_string(), list);
                Ok(())
            }
        }
    }

    /// An `inherit` before a file-scope declaration: it must declare one function.
    pub(super) fn inherit_before_declaration(
        &mut self,
        d: &Declaration,
        names: &[Name],
        pos: Pos,
    ) -> R<()> {
        let func = match &d.inits[..] {
            [init] => match &init.declarator {
                Declarator::Function(inner, ps) => inner.name().map(|(n, _)| (n.to_string(), ps)),
                _ => None,
            },
            _ => None,
        };
        let Some((fname, ps)) = func else {
            return self.error(
                pos,
                "'#pragma dvm inherit' must precede the prototype or the definition of a function",
            );
        };
        let params = param_names(ps);
        self.record_inherit(&fname, &params, names, pos)
    }

    /// The `inherit` before the definition of `f`.
    pub(super) fn inherit_before_definition(
        &mut self,
        f: &FunctionDef,
        names: &[Name],
        pos: Pos,
    ) -> R<()> {
        let Some((fname, _)) = f.declarator.name() else {
            return Ok(());
        };
        let fname = fname.to_string();
        let params = fn_params(&f.declarator)
            .map(param_names)
            .unwrap_or_default();
        self.record_inherit(&fname, &params, names, pos)
    }

    /// At the start of the body of `fname` (its parameters in their slots): the inherited
    /// parameters become distributed arrays whose handles are the arguments.
    pub(super) fn bind_inherited(&mut self, fname: &str, f: &FunctionDef, types: &[CType]) {
        let Some(list) = self.inherits.get(fname).cloned() else {
            return;
        };
        let Some(ps) = fn_params(&f.declarator) else {
            return;
        };
        for i in list {
            let (Some(p), Some(t)) = (ps.params.get(i), types.get(i)) else {
                continue;
            };
            let Some((name, pos)) = p.declarator.name() else {
                continue;
            };
            let Some(Sym::Local(slot, _)) = self.lookup(name).cloned() else {
                continue;
            };
            let id = self.dists.len();
            if matches!(t, CType::Ptr(e) if *e.unqual() == CType::Void) {
                // `void *T`: a template, of the rank its first use here gives.
                self.dists
                    .push(DistArray::inherited_template(name, HandleAt::Slot(slot)));
                self.declare(name, Sym::Dist(id));
                continue;
            }
            let Some((dims, elem)) = inherited_shape(t, &|t| self.dist_number(t)) else {
                let _ = self.error::<()>(
                    pos,
                    format!("'{name}': an inherited parameter must be an array of numbers ('double A[][N]', 'float *X') or a template ('void *T')"),
                );
                continue;
            };
            self.dists
                .push(DistArray::inherited(name, elem, dims, HandleAt::Slot(slot)));
            self.declare(name, Sym::Dist(id));
        }
    }

    /// Argument `index` (`a`) of a call of `callee` whose parameter has type `param`: a
    /// distributed array passes its handle to an inherited parameter. `None`: an ordinary
    /// argument.
    pub(super) fn dist_argument(
        &mut self,
        callee: &str,
        index: usize,
        a: &Expr,
        param: Option<&CType>,
    ) -> R<Option<(dvmh_ir::ValueId, CType)>> {
        let inherited = self
            .inherits
            .get(callee)
            .is_some_and(|l| l.contains(&index));
        let dist = match &a.kind {
            ExprKind::Ident(n) => match self.lookup(n) {
                Some(Sym::Dist(id)) => Some((n.clone(), *id)),
                _ => None,
            },
            _ => None,
        };
        let Some((n, id)) = dist else {
            if inherited {
                return self.error(
                    a.pos,
                    format!(
                        "parameter {} of '{callee}' is in its 'inherit' list, but the argument is not a distributed array",
                        index + 1
                    ),
                );
            }
            return Ok(None);
        };
        if self.in_parallel {
            return self.error(
                a.pos,
                format!(
                    "the distributed array '{n}' is passed to '{callee}' inside a parallel loop"
                ),
            );
        }
        if !inherited {
            return self.error(
                a.pos,
                format!(
                    "the distributed array '{n}' is passed to '{callee}', whose parameter {} is not in an 'inherit' list",
                    index + 1
                ),
            );
        }
        let Some(param) = param.cloned() else {
            return Ok(None);
        };
        let void_param = matches!(&param, CType::Ptr(e) if *e.unqual() == CType::Void);
        if self.dists[id].template || void_param {
            // Templates pass as `void *` on both sides (manual §10).
            if self.dists[id].template != void_param {
                let k = index + 1;
                let msg = if void_param {
                    format!("parameter {k} of '{callee}' is a template ('void *'), but '{n}' is a distributed array")
                } else {
                    format!("'{n}' is a template: parameter {k} of '{callee}' must be 'void *'")
                };
                return self.error(a.pos, msg);
            }
            let h = self.dist_handle(id);
            return Ok(Some((h, param)));
        }
        let rank = self.dists[id].rank();
        let want = inherited_shape(&param, &|t| self.dist_number(t)).map_or(0, |(d, _)| d.len());
        if want != rank {
            return self.error(
                a.pos,
                format!(
                    "'{n}' has rank {rank} but parameter {} of '{callee}' has rank {want}",
                    index + 1
                ),
            );
        }
        let h = self.dist_handle(id);
        Ok(Some((h, param)))
    }
}

/// The names of a parameter list (`None` for an unnamed one).
fn param_names(ps: &Params) -> Vec<Option<String>> {
    ps.params
        .iter()
        .map(|p| p.declarator.name().map(|(n, _)| n.to_string()))
        .collect()
}
