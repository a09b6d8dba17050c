//! Shadow and dependence widths (`w` or `lo:hi` in SHADOW, SHADOW_RENEW and ACROSS items): constant,
//! not negative, and for a renewal not wider than the edges the array was declared with.

use crate::diag::Diagnostics;
use crate::directives::ast::ShadowWidth;
use crate::directives::check::linear::constant;
use crate::directives::check::NameInfo;

/// The low and high widths of `w` (a single width applies to both sides), both constants.
pub fn width(w: &ShadowWidth, names: &dyn NameInfo, diags: &mut Diagnostics) -> Option<(i64, i64)> {
    let lo = constant(&w.lo, names, diags)?;
    let hi = match &w.hi {
        Some(h) => constant(h, names, diags)?,
        None => lo,
    };
    Some((lo, hi))
}

/// The widths of `w`, reported with `message` when one is negative.
fn non_negative(
    w: &ShadowWidth,
    names: &dyn NameInfo,
    diags: &mut Diagnostics,
    message: &str,
) -> Option<(i64, i64)> {
    let (lo, hi) = width(w, names, diags)?;
    if lo < 0 || hi < 0 {
        diags.error(w.span, message);
        return None;
    }
    Some((lo, hi))
}

/// The widths a SHADOW declares: constants, not negative.
pub fn declared_width(
    w: &ShadowWidth,
    names: &dyn NameInfo,
    diags: &mut Diagnostics,
) -> Option<(i64, i64)> {
    non_negative(w, names, diags, "shadow widths must not be negative")
}

/// The widths of an ACROSS item (`A(1:0)`: flow dependence 1 below, anti dependence 0
/// above): constants, not negative.
pub fn across_width(
    w: &ShadowWidth,
    names: &dyn NameInfo,
    diags: &mut Diagnostics,
) -> Option<(i64, i64)> {
    non_negative(
        w,
        names,
        diags,
        "ACROSS dependence widths must not be negative",
    )
}

/// A clause that names shadow edges of an array with widths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeClause {
    ShadowRenew,
    Across,
}

impl EdgeClause {
    pub fn name(self) -> &'static str {
        match self {
            EdgeClause::ShadowRenew => "SHADOW_RENEW",
            EdgeClause::Across => "ACROSS",
        }
    }

    /// The widths of one item (ACROSS widths must not be negative).
    fn widths(
        self,
        w: &ShadowWidth,
        names: &dyn NameInfo,
        diags: &mut Diagnostics,
    ) -> Option<(i64, i64)> {
        match self {
            EdgeClause::ShadowRenew => width(w, names, diags),
            EdgeClause::Across => across_width(w, names, diags),
        }
    }
}

/// The widths a SHADOW_RENEW or ACROSS item of `array` renews, within the `declared` widths.
pub fn renewed_width(
    w: &ShadowWidth,
    declared: (i64, i64),
    array: &str,
    clause: EdgeClause,
    names: &dyn NameInfo,
    diags: &mut Diagnostics,
) -> Option<(i64, i64)> {
    let (lo, hi) = clause.widths(w, names, diags)?;
    let (dlo, dhi) = declared;
    if lo < 0 || hi < 0 || lo > dlo || hi > dhi {
        diags.error(
            w.span,
            format!(
                "{} width {lo}:{hi} exceeds the shadow width {dlo}:{dhi} declared for '{array}'",
                clause.name()
            ),
        );
        return None;
    }
    Some((lo, hi))
}
