//! NAMELIST statements: the groups of a unit and their objects. A group named again continues
//! (`NAMELIST /g/ a` then `NAMELIST /g/ b`: the group is a, b). The objects are resolved where
//! the group is used (see `io`), when every declaration of the unit is known.

use super::Checker;
use crate::fortran::ast;

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
            if objects.iter().any(|o| o.text == n.text) {
                continue;
            }
            objects.push(n.clone());
        }
    }
}
