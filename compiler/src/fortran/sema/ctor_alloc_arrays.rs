//! Structure constructors giving ALLOCATABLE array components values: `t([1, 2, 3], 5.0)`,
//! `t(a=x(2:4))`; `t(NULL())` or an omitted one leaves the component unallocated.
//!
//! Such a constructor is built in a hidden structure by statements hoisted before the one
//! being checked: `ctor.N = t(<the other values>)`, then `ctor.N%a = value` for each array
//! value (an assignment that allocates the component with the value's shape, as intrinsic
//! assignment to an allocatable does), and the constructor stands for `ctor.N`, which
//! whole-structure assignment then copies deeply.

use super::pointer_components::Aliased;
use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{self, Expr, ExprKind};
use crate::fortran::sema::derived::DerivedDef;
use crate::name::Name;
use crate::source::Span;

impl Checker<'_> {
    /// The component `arg` gives a value to (by keyword or position), if any.
    fn ctor_position(def: &DerivedDef, k: usize, arg: &ast::Arg) -> Option<usize> {
        match &arg.keyword {
            Some(kw) => def.components.iter().position(|c| c.name == kw.text),
            None => (k < def.components.len()).then_some(k),
        }
    }

    /// Whether a constructor gives an ALLOCATABLE array component a value other than NULL().
    pub(super) fn gives_alloc_array(def: &DerivedDef, args: &[ast::Arg]) -> bool {
        args.iter().enumerate().any(|(k, a)| {
            Self::ctor_position(def, k, a).is_some_and(|p| {
                let c = &def.components[p];
                c.allocatable && c.rank > 0 && !super::pointers::is_null(&a.value)
            })
        })
    }

    /// `t(..., array values of ALLOCATABLE components, ...)` through a hidden structure (see
    /// the module documentation).
    pub(super) fn ctor_with_alloc_arrays(
        &mut self,
        def: &DerivedDef,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        if let Some(place) = self.no_hoist {
            self.error(
                span,
                format!(
                    "a structure constructor giving an ALLOCATABLE array component a value in {place} is not supported yet"
                ),
            );
            return None;
        }
        let mut rest = Vec::new();
        let mut arrays = Vec::new();
        let mut ok = true;
        for (k, a) in args.iter().enumerate() {
            let Some(p) = Self::ctor_position(def, k, a) else {
                // Reported by the constructor's own check.
                rest.push(a.clone());
                continue;
            };
            let c = &def.components[p];
            let keyword = Some(Name::new(c.name.clone(), a.value.span));
            if !(c.allocatable && c.rank > 0) || super::pointers::is_null(&a.value) {
                if !(c.allocatable && c.rank > 0) {
                    rest.push(ast::Arg {
                        keyword,
                        value: a.value.clone(),
                    });
                }
                continue;
            }
            // The value's rank must be the component's.
            let (hoisted, after) = (self.pre_stmts.len(), self.post_stmts.len());
            let checked = self.without_array_ctx(|ck| ck.check_maybe_array(&a.value));
            self.pre_stmts.truncate(hoisted);
            self.post_stmts.truncate(after);
            let Some((_, shape)) = checked else {
                ok = false;
                continue;
            };
            let rank = shape.map_or(0, |(_, s)| s.len());
            if rank != c.rank {
                self.error(
                    a.value.span,
                    format!(
                        "the value of the ALLOCATABLE component '{}' in a structure constructor of TYPE({}) has rank {rank}, but the component has rank {}",
                        c.name, def.name, c.rank
                    ),
                );
                ok = false;
                continue;
            }
            arrays.push((c.name.clone(), &a.value));
        }
        if !ok {
            return None;
        }
        self.next_hidden += 1;
        let name = format!("ctor.{}", self.next_hidden);
        let ty = def.type_ref();
        let id = self.hidden_variable(&name, ty);
        // Static, so that its components start unallocated and each execution frees the
        // previous one's.
        self.scope.get_mut(id).saved = true;
        let whole = ast::Designator {
            name: Name::new(name.clone(), span),
            args: None,
            parts: Vec::new(),
            substring: None,
            span,
        };
        let base = ast::Expr {
            kind: ast::ExprKind::Designator(ast::Designator {
                name: Name::new(def.name.clone(), span),
                args: Some(rest),
                parts: Vec::new(),
                substring: None,
                span,
            }),
            span,
        };
        let first = self.check_assign_stmt(&whole, &base, span)?;
        self.pre_stmts.push(hir::Stmt {
            label: None,
            kind: first,
            span,
        });
        for (component, value) in arrays {
            let target = ast::Designator {
                parts: vec![ast::Designator {
                    name: Name::new(component, value.span),
                    args: None,
                    parts: Vec::new(),
                    substring: None,
                    span: value.span,
                }],
                ..whole.clone()
            };
            // The component as the alias every statement's references get (see
            // `pointer_components`): a whole ALLOCATABLE array, assigned as one.
            let assignment = ast::Stmt {
                label: None,
                kind: ast::StmtKind::Assign {
                    lhs: target,
                    rhs: value.clone(),
                },
                span: value.span,
            };
            let rewritten = match self.alias_pointer_components(&assignment) {
                Aliased::Unchanged => assignment,
                Aliased::Rewritten(s) => *s,
                Aliased::Failed => return None,
            };
            let ast::StmtKind::Assign { lhs, rhs } = &rewritten.kind else {
                return None;
            };
            let set = self.check_assign_stmt(lhs, rhs, value.span)?;
            self.pre_stmts.push(hir::Stmt {
                label: None,
                kind: set,
                span: value.span,
            });
        }
        Some(Expr {
            kind: ExprKind::Load(id),
            ty,
            span,
        })
    }
}
