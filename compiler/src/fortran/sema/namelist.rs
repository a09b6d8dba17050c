//! NAMELIST statements: the groups of a unit and their objects. A group named again continues
//! (`NAMELIST /g/ a` then `NAMELIST /g/ b`: the group is a, b). The objects are resolved where
//! the group is used (see `io`), when every declaration of the unit is known.
//!
//! A group declared in a module reaches its users through USE like the module's variables:
//! each object is imported under a hidden name (not a Fortran name, so neither a rename nor a
//! local declaration of the same name changes what the group holds, and USE ONLY of the group
//! alone is enough), and keeps the name the input and output show.

use super::modules::ModuleInfo;
use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{SymbolKind, Ty};
use crate::fortran::lexer::IntLit;
use crate::name::Name;
use crate::source::Span;

/// A group a module exports: its name, its objects (shown name, name among the module's
/// symbols) and whether it is PUBLIC.
pub(crate) type ExportedGroup = (String, Vec<(String, String)>, bool);

/// One object of a NAMELIST group: the name records show, and the name it is found by in
/// this scope.
#[derive(Clone, Debug)]
pub(crate) struct NmlMember {
    pub shown: String,
    pub local: ast::Name,
}

impl Checker<'_> {
    pub(super) fn namelist_group(&mut self, g: &ast::NamelistGroup) {
        if self.scope.lookup(&g.name.text).is_some() {
            self.error(
                g.name.span,
                format!(
                    "the NAMELIST group '{}' has the name of another entity",
                    g.name.text
                ),
            );
            return;
        }
        let objects = self.namelists.entry(g.name.text.clone()).or_default();
        for n in &g.objects {
            if objects.iter().any(|o| o.local.text == n.text) {
                continue;
            }
            objects.push(NmlMember {
                shown: n.text.clone(),
                local: n.clone(),
            });
        }
    }

    /// The groups a module exports: name, objects (shown name, name in the module's scope)
    /// and whether the group is PUBLIC.
    pub(super) fn exported_namelists(&self) -> Vec<ExportedGroup> {
        let mut groups: Vec<_> = self
            .namelists
            .iter()
            .map(|(g, objects)| {
                let objects = objects
                    .iter()
                    .map(|o| (o.shown.clone(), o.local.text.clone()))
                    .collect();
                (g.clone(), objects, self.scope.is_public(g))
            })
            .collect();
        groups.sort_by(|a, b| a.0.cmp(&b.0));
        groups
    }

    /// USE of `module`: its groups (those ONLY lists, by their local names, or all public ones
    /// without ONLY), with their objects imported under hidden names.
    pub(super) fn use_namelists(&mut self, u: &ast::UseStmt, module: &ModuleInfo, span: Span) {
        for (group, objects, public) in &module.namelists {
            let listed = u.items.iter().find(|(_, r)| r.text == *group);
            let renamed = u.items.iter().any(|(_, r)| r.text == *group);
            let local = match listed {
                Some((l, _)) => l.text.clone(),
                None if !u.only && !renamed => group.clone(),
                None => continue,
            };
            if !public {
                if let Some((_, r)) = listed {
                    self.error(
                        r.span,
                        format!("'{}' is PRIVATE in module '{}'", r.text, module.name),
                    );
                }
                continue;
            }
            let mut members = Vec::with_capacity(objects.len());
            for (shown, remote) in objects {
                let Some((sym, _)) = module.symbols.iter().find(|(s, _)| s.name == *remote) else {
                    continue;
                };
                // A group a module got from another module keeps the first hidden name, so
                // that both USEs lead to the same symbol.
                let hidden = if remote.starts_with("nml.") {
                    remote.clone()
                } else {
                    format!("nml.{}.{}", module.name, remote)
                };
                let hidden = Name::new(hidden, span);
                self.import_symbol(&hidden, sym, &module.name, &module.globals);
                members.push(NmlMember {
                    shown: shown.clone(),
                    local: hidden,
                });
            }
            let entry = self.namelists.entry(local).or_default();
            // The same group through two modules: its objects once.
            for m in members {
                if !entry
                    .iter()
                    .any(|o| o.local.text == m.local.text || o.shown == m.shown)
                {
                    entry.push(m);
                }
            }
        }
    }

    /// The objects a member of `group` stands for, each with the name records show: the
    /// variable itself, or, for a structure, its components (`s%x`; nested structures by
    /// their components too), as gfortran lists them; with `sections`, an array component
    /// as the section of all its elements (as output lists take it). `None` after an error.
    pub(super) fn namelist_objects(
        &mut self,
        group: &str,
        m: &NmlMember,
        sections: bool,
    ) -> Option<Vec<(String, ast::Designator)>> {
        let n = &m.local;
        let simple = ast::Designator {
            name: n.clone(),
            args: None,
            substring: None,
            parts: Vec::new(),
            span: n.span,
        };
        let Some(id) = self.scope.lookup(&n.text) else {
            return Some(vec![(m.shown.clone(), simple)]);
        };
        let sym = self.scope.get(id);
        if matches!(sym.kind, SymbolKind::Constant(_) | SymbolKind::Procedure(_)) {
            self.error(
                n.span,
                format!("'{}' in NAMELIST /{group}/ is not a variable", m.shown),
            );
            return None;
        }
        let Ty::Derived(_) = sym.ty else {
            return Some(vec![(m.shown.clone(), simple)]);
        };
        if let SymbolKind::Array(info) = &sym.kind {
            let fixed = !info.allocatable
                && info.adjustable.is_none()
                && !info.assumed_shape
                && !sym.pointer;
            if !fixed {
                self.error(
                    n.span,
                    "an array of derived type in a NAMELIST is supported only with constant bounds, yet",
                );
                return None;
            }
            return self.structure_array_objects(sym.ty, info.dims.clone(), m, &simple, sections);
        }
        let mut out = Vec::new();
        self.components_of(sym.ty, &m.shown, &simple, sections, &mut out)
            .then_some(out)
    }

    /// The objects of an array of structures with constant bounds `dims`: each element's
    /// components in array element order, shown as gfortran shows them (`ARR(1)%I`,
    /// `ARR(2,1)%X`); input finds them by these names (`fortran-io`'s `read/namelist.rs`).
    fn structure_array_objects(
        &mut self,
        ty: Ty,
        dims: Vec<(i64, i64)>,
        m: &NmlMember,
        simple: &ast::Designator,
        sections: bool,
    ) -> Option<Vec<(String, ast::Designator)>> {
        let count: i64 = dims.iter().map(|(lo, hi)| (hi - lo + 1).max(0)).product();
        let mut out = Vec::new();
        let mut index: Vec<i64> = dims.iter().map(|(lo, _)| *lo).collect();
        for _ in 0..count {
            let subscripts: Vec<String> = index.iter().map(i64::to_string).collect();
            let shown = format!("{}({})", m.shown, subscripts.join(","));
            let mut element = simple.clone();
            element.args = Some(
                index
                    .iter()
                    .map(|&i| ast::Arg {
                        keyword: None,
                        value: int_literal(i, simple.span),
                    })
                    .collect(),
            );
            if !self.components_of(ty, &shown, &element, sections, &mut out) {
                return None;
            }
            // The next subscript, the first dimension varying fastest.
            for (k, (lo, hi)) in dims.iter().enumerate() {
                if index[k] < *hi {
                    index[k] += 1;
                    break;
                }
                index[k] = *lo;
            }
        }
        Some(out)
    }

    /// Appends the components of a structure of type `ty` designated by `base`.
    fn components_of(
        &mut self,
        ty: Ty,
        shown: &str,
        base: &ast::Designator,
        sections: bool,
        out: &mut Vec<(String, ast::Designator)>,
    ) -> bool {
        let Some(def) = self.types.of(ty).cloned() else {
            return false;
        };
        for c in &def.components {
            let mut d = base.clone();
            d.parts.push(ast::Designator {
                name: Name::new(c.name.clone(), base.span),
                args: None,
                substring: None,
                parts: Vec::new(),
                span: base.span,
            });
            let name = format!("{shown}%{}", c.name);
            if c.pointer {
                self.error(
                    base.span,
                    format!("the POINTER component '{name}' cannot be in a NAMELIST"),
                );
                return false;
            }
            match c.ty {
                Ty::Derived(_) if c.dims.is_empty() => {
                    if !self.components_of(c.ty, &name, &d, sections, out) {
                        return false;
                    }
                }
                Ty::Derived(_) => {
                    self.error(
                        base.span,
                        format!(
                            "the array of structures '{name}' in a NAMELIST is not supported yet"
                        ),
                    );
                    return false;
                }
                _ if c.dims.is_empty() || !sections => out.push((name, d)),
                _ => {
                    // A whole array component: the section of all its elements (I/O lists
                    // take sections of components).
                    if let Some(last) = d.parts.last_mut() {
                        last.args = Some(
                            c.dims
                                .iter()
                                .map(|_| ast::Arg {
                                    keyword: None,
                                    value: ast::Expr {
                                        kind: ast::ExprKind::Range(None, None),
                                        span: base.span,
                                    },
                                })
                                .collect(),
                        );
                    }
                    out.push((name, d));
                }
            }
        }
        true
    }

    /// Whether `name` is a group of `module` (USE ONLY lists it like an entity).
    pub(super) fn module_has_group(module: &ModuleInfo, name: &str) -> bool {
        module.namelists.iter().any(|(g, _, _)| g == name)
    }
}

/// The expression of INTEGER constant `v` (a subscript of a generated designator).
fn int_literal(v: i64, span: Span) -> ast::Expr {
    let digits = ast::Expr {
        kind: ast::ExprKind::Int(IntLit {
            digits: v.unsigned_abs().to_string(),
            kind: None,
        }),
        span,
    };
    if v < 0 {
        ast::Expr {
            kind: ast::ExprKind::Unary(ast::UnaryOp::Minus, Box::new(digits)),
            span,
        }
    } else {
        digits
    }
}
