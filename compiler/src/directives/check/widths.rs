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

/// The widths a SHADOW declares: constants, not negative.
pub fn declared_width(
    w: &ShadowWidth,
    names: &dyn NameInfo,
    diags: &mut Diagnostics,
) -> Option<(i64, i64)> {
    let (lo, hi) = width(w, names, diags)?;
    if lo < 0 || hi < 0 {
        diags.error(w.span, "shadow widths must not be negative");
        return None;
    }
    Some((lo, hi))
}

/// The widths a SHADOW_RENEW (`clause`; also an ACROSS item) of `array` renews, within the
/// `declared` widths.
pub fn renewed_width(
    w: &ShadowWidth,
    declared: (i64, i64),
    array: &str,
    clause: &str,
    names: &dyn NameInfo,
    diags: &mut Diagnostics,
) -> Option<(i64, i64)> {
    let (lo, hi) = if clause == "ACROSS" {
        across_width(w, names, diags)?
    } else {
        width(w, names, diags)?
    };
    let (dlo, dhi) = declared;
    if lo < 0 || hi < 0 || lo > dlo || hi > dhi {
        diags.error(
            w.span,
            format!(
                "{clause} width {lo}:{hi} exceeds the shadow width {dlo}:{dhi} declared for '{array}'"
            ),
        );
        return None;
    }
    Some((lo, hi))
}

/// The widths of an ACROSS item (`A(1:0)`: flow dependence 1 below, anti dependence 0
/// above): constants, not negative.
pub fn across_width(
    w: &ShadowWidth,
    names: &dyn NameInfo,
    diags: &mut Diagnostics,
) -> Option<(i64, i64)> {
    let (lo, hi) = width(w, names, diags)?;
    if lo < 0 || hi < 0 {
        diags.error(w.span, "ACROSS dependence widths must not be negative");
        return None;
    }
    Some((lo, hi))
}
