//! The TIE clause of a parallel loop (Fortran `TIE(B(I, *), C(-I))`, C `tie(B[i][], C[-i])`):
//! each dimension of a tied array follows one loop dimension directly (`I`), in reverse (`-I`),
//! or none (`*`, C's `[]`). It tells the DVMH runtime how the loop walks arrays that it cannot
//! trace through the ON mapping (a loop without ON, arrays that are not distributed), so that
//! it can split the loop between devices; where the iterations run does not change. This
//! compiler runs such loops on the host, so the front ends check the clause and keep nothing.

use crate::diag::Diagnostics;
use crate::directives::ast::{ArrayRef, Subscript};
use crate::directives::check::counts::one_per_dimension;
use crate::directives::check::{linear, NameInfo};

/// Whether the TIE item `item` (an array of rank `rank`) is well formed over the loop
/// variables `vars`: one subscript per dimension, each empty or `±v` for a loop variable `v`
/// used at most once in the item. Reports what is not.
pub fn check_tie_item(
    item: &ArrayRef,
    rank: usize,
    vars: &[&str],
    names: &dyn NameInfo,
    diags: &mut Diagnostics,
) -> bool {
    let n = item.subscripts.len();
    if !one_per_dimension(
        diags,
        item.span,
        "TIE",
        n,
        "subscript",
        &item.array.text,
        rank,
    ) {
        return false;
    }
    let mut used = vec![false; vars.len()];
    for s in &item.subscripts {
        let Subscript::Expr(e) = s else { continue };
        let Some(l) = linear::linear(e, vars, names, diags) else {
            return false;
        };
        let axes: Vec<usize> = (0..vars.len()).filter(|&k| l.coefs[k] != 0).collect();
        let axis = match axes[..] {
            [k] if l.coefs[k].abs() == 1 && l.constant == 0 => k,
            _ => {
                diags.error(
                    e.span,
                    "a TIE subscript is a loop variable of the nest ('i'), its negation ('-i'), or empty",
                );
                return false;
            }
        };
        if std::mem::replace(&mut used[axis], true) {
            diags.error(
                e.span,
                format!(
                    "loop variable '{}' ties two dimensions of '{}'",
                    vars[axis], item.array.text
                ),
            );
            return false;
        }
    }
    true
}
