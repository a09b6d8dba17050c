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
use crate::name::Name;
use crate::source::Span;

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
    pub(super) fn exported_namelists(&self) -> Vec<(String, Vec<(String, String)>, bool)> {
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
                let hidden = Name::new(format!("nml.{}.{}", module.name, remote), span);
                self.import_symbol(&hidden, sym, &module.name, &module.globals);
                members.push(NmlMember {
                    shown: shown.clone(),
                    local: hidden,
                });
            }
            let entry = self.namelists.entry(local).or_default();
            for m in members {
                if !entry.iter().any(|o| o.local.text == m.local.text) {
                    entry.push(m);
                }
            }
        }
    }

    /// Whether `name` is a group of `module` (USE ONLY lists it like an entity).
    pub(super) fn module_has_group(module: &ModuleInfo, name: &str) -> bool {
        module.namelists.iter().any(|(g, _, _)| g == name)
    }
}
