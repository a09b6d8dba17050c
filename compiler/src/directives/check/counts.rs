//! One directive item per array dimension: DISTRIBUTE formats, ALIGN dummies and base
//! subscripts, SHADOW and SHADOW_RENEW widths, ON subscripts all give exactly one entry per
//! dimension of the array they name.

use crate::diag::{plural, Diagnostics};
use crate::source::Span;

/// Whether `what` (a directive, e.g. `DISTRIBUTE`) gives as many `noun`s (`count`) as `array`
/// has dimensions (`rank`); if not, reports it at `span`.
pub fn one_per_dimension(
    diags: &mut Diagnostics,
    span: Span,
    what: &str,
    count: usize,
    noun: &str,
    array: &str,
    rank: usize,
) -> bool {
    if count == rank {
        return true;
    }
    let given = plural(count as i64, noun);
    diags.error(
        span,
        format!("{what} gives {given} but '{array}' has rank {rank}"),
    );
    false
}
