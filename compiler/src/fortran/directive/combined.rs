//! Fortran-DVM's combined directive, `!DVM$ TEMPLATE, DISTRIBUTE (BLOCK, *) :: T(N, M)` or
//! `!DVM$ DYNAMIC, DISTRIBUTE (BLOCK) :: A, B`: several specification attributes given at
//! once to a list of entities, in the style of a Fortran 90 type declaration.
//!
//! The grammar parses the attributes and the entities; [`expand`] turns them into the
//! ordinary specification directives (TEMPLATE first, so the others find it declared), so that
//! everything after parsing sees only the directives it already knows.

use crate::diag::Diagnostics;
use crate::directives::ast::{
    AlignDummy, AlignItem, DeclItem, DirectiveKind, DistFormat, DistributeItem, Onto, ShadowItem,
    ShadowWidth, Subscript,
};
use crate::fortran::directive::parse::Ctx;
use crate::name::Name;
use crate::source::Span;

/// One attribute of a combined directive.
#[derive(Clone, Debug)]
pub enum Attr {
    /// `TEMPLATE` or `TEMPLATE (bounds)`: the entities are templates (of these bounds, unless
    /// an entity gives its own).
    Template(Option<DeclItem>),
    /// `DISTRIBUTE [(formats) [ONTO p]]` (no formats: deferred to a REDISTRIBUTE).
    Distribute(Option<(Vec<DistFormat>, Option<Onto>)>),
    /// `ALIGN (dummies) WITH base(subscripts)`.
    Align(Vec<AlignDummy>, Name, Vec<Subscript>),
    /// `SHADOW (widths)`.
    Shadow(Vec<ShadowWidth>),
    Dynamic,
    Inherit,
}

/// A parsed combined directive: its attributes and its entities (`T(N, M)`, `A`).
#[derive(Clone, Debug)]
pub struct Combined {
    pub attrs: Vec<(Attr, Span)>,
    pub entities: Vec<DeclItem>,
}

/// Builds a `DeclItem` carrying only bounds (`TEMPLATE (N, M)`).
pub fn bounds_item(
    ctx: &Ctx,
    bounds: Vec<crate::directives::ast::Bounds>,
    l: usize,
    r: usize,
) -> DeclItem {
    let span = ctx.span(l, r);
    DeclItem {
        name: Name::new("", span),
        dims: bounds,
        span,
    }
}

/// The ordinary directives a combined one stands for, in the order they must be seen.
pub fn expand(c: Combined, diags: &mut Diagnostics) -> Vec<DirectiveKind> {
    let mut template: Option<Option<DeclItem>> = None;
    let mut distribute = None;
    let mut align = None;
    let mut shadow = None;
    let (mut dynamic, mut inherit) = (false, false);
    for (attr, span) in c.attrs {
        let twice = match attr {
            Attr::Template(b) => template.replace(b).is_some(),
            Attr::Distribute(d) => distribute.replace(d).is_some(),
            Attr::Align(d, b, s) => align.replace((d, b, s)).is_some(),
            Attr::Shadow(w) => shadow.replace(w).is_some(),
            Attr::Dynamic => std::mem::replace(&mut dynamic, true),
            Attr::Inherit => std::mem::replace(&mut inherit, true),
        };
        if twice {
            diags.error(
                span,
                "this attribute is given twice in the combined directive",
            );
        }
    }
    let mut out = Vec::new();
    let mut unbounded = Vec::new();
    match template {
        Some(bounds) => {
            let default_dims = bounds.map(|b| b.dims);
            let mut items = Vec::new();
            for e in &c.entities {
                let dims = if e.dims.is_empty() {
                    default_dims.clone().unwrap_or_default()
                } else {
                    e.dims.clone()
                };
                if dims.is_empty() {
                    // Reported once here; the entity is left out of every directive.
                    diags.error(e.span, format!("template '{}' has no bounds", e.name.text));
                    unbounded.push(e.name.text.clone());
                    continue;
                }
                items.push(DeclItem {
                    name: e.name.clone(),
                    dims,
                    span: e.span,
                });
            }
            out.push(DirectiveKind::Template(items));
        }
        None => {
            for e in c.entities.iter().filter(|e| !e.dims.is_empty()) {
                diags.error(
                    e.span,
                    format!(
                        "bounds of '{}' in a combined directive without TEMPLATE: declare the array's shape in its type declaration",
                        e.name.text
                    ),
                );
            }
        }
    }
    let names: Vec<Name> = c
        .entities
        .iter()
        .filter(|e| !unbounded.contains(&e.name.text))
        .map(|e| e.name.clone())
        .collect();
    if let Some(d) = distribute {
        let (formats, onto) = match d {
            Some((f, o)) => (Some(f), o),
            None => (None, None),
        };
        out.push(DirectiveKind::Distribute(
            names
                .iter()
                .map(|n| DistributeItem {
                    array: n.clone(),
                    formats: formats.clone(),
                    onto: onto.clone(),
                    span: n.span,
                })
                .collect(),
        ));
    }
    if let Some((dummies, base, subscripts)) = align {
        out.push(DirectiveKind::Align(
            names
                .iter()
                .map(|n| AlignItem {
                    array: n.clone(),
                    dummies: dummies.clone(),
                    base: base.clone(),
                    subscripts: subscripts.clone(),
                    span: n.span,
                })
                .collect(),
        ));
    }
    if let Some(widths) = shadow {
        out.push(DirectiveKind::Shadow(
            names
                .iter()
                .map(|n| ShadowItem {
                    array: n.clone(),
                    widths: widths.clone(),
                    span: n.span,
                })
                .collect(),
        ));
    }
    if dynamic {
        out.push(DirectiveKind::Dynamic(names.clone()));
    }
    if inherit {
        out.push(DirectiveKind::Inherit(names));
    }
    out
}
