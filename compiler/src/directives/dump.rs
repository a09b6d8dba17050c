//! The directive AST written back in DVMH's Fortran-like spelling (keywords upper case, names
//! lower case, expressions fully parenthesised), for the AST dumps tests compare against: one
//! textual form whatever language the directive came from.

use crate::directives::ast::*;
use crate::name::Name;
use std::fmt::Write;

fn join<T>(items: &[T], f: impl Fn(&T) -> String) -> String {
    items.iter().map(f).collect::<Vec<_>>().join(", ")
}

pub fn dexpr(e: &DExpr) -> String {
    match &e.kind {
        DExprKind::Int(d) => d.clone(),
        DExprKind::Name(n) => n.text.clone(),
        DExprKind::Neg(a) => format!("(-{})", dexpr(a)),
        DExprKind::Binary(op, a, b) => {
            let o = op.c_spelling();
            format!("({} {o} {})", dexpr(a), dexpr(b))
        }
        DExprKind::Call(f, args) => format!("{f}({})", join(args, dexpr)),
        DExprKind::Cond(c, a, b) => format!("({} ? {} : {})", dexpr(c), dexpr(a), dexpr(b)),
    }
}

fn subscripts(subs: &[Subscript]) -> String {
    join(subs, |s| match s {
        Subscript::Star(_) => "*".to_string(),
        Subscript::Expr(e) => dexpr(e),
    })
}

fn widths(ws: &[ShadowWidth]) -> String {
    join(ws, |w| match &w.hi {
        Some(h) => format!("{}:{}", dexpr(&w.lo), dexpr(h)),
        None => dexpr(&w.lo),
    })
}

fn range(r: &Range) -> String {
    match &r.1 {
        Some(h) => format!("{}:{}", dexpr(&r.0), dexpr(h)),
        None => dexpr(&r.0),
    }
}

fn ranges(rs: &[DataRange]) -> String {
    join(rs, |r| match &r.ranges {
        None => r.name.text.clone(),
        Some(rr) => format!("{}({})", r.name, join(rr, range)),
    })
}

fn names(ns: &[Name]) -> String {
    join(ns, |n| n.text.clone())
}

fn array_ref(a: &ArrayRef) -> String {
    format!("{}({})", a.array, subscripts(&a.subscripts))
}

fn renew_specs(specs: &[RenewSpec]) -> String {
    join(specs, |r| {
        let mut s = r.array.text.clone();
        if let Some(w) = &r.widths {
            write!(s, "({})", widths(w)).ok();
        }
        if r.corner {
            s.push_str("(CORNER)");
        }
        s
    })
}

fn remote_access(ra: &RemoteAccess) -> String {
    let refs = join(&ra.refs, |r| match &r.subscripts {
        None => r.array.text.clone(),
        Some(subs) => format!(
            "{}({})",
            r.array,
            join(subs, |s| match s {
                RemoteSubscript::All(_) => ":".to_string(),
                RemoteSubscript::Expr(e) => dexpr(e),
            })
        ),
    });
    match &ra.group {
        Some(g) => format!("{g}: {refs}"),
        None => refs,
    }
}

fn distribute_items(items: &[DistributeItem]) -> String {
    join(items, |i| {
        let mut s = i.array.text.clone();
        if let Some(formats) = &i.formats {
            let f = join(formats, |f| match &f.kind {
                DistFormatKind::Block => "BLOCK".to_string(),
                DistFormatKind::Star => "*".to_string(),
                DistFormatKind::GenBlock(n) => format!("GEN_BLOCK({n})"),
                DistFormatKind::WgtBlock(n, e) => format!("WGT_BLOCK({n}, {})", dexpr(e)),
                DistFormatKind::MultBlock(e) => format!("MULT_BLOCK({})", dexpr(e)),
            });
            write!(s, "({f})").ok();
        }
        if let Some(o) = &i.onto {
            write!(s, " ONTO {}", o.target).ok();
            if let Some(sec) = &o.section {
                let one = |r: &Option<Range>| r.as_ref().map_or_else(|| ":".to_string(), range);
                write!(s, "({})", join(sec, one)).ok();
            }
        }
        s
    })
}

fn align_items(items: &[AlignItem]) -> String {
    join(items, |i| {
        format!(
            "{}({}) WITH {}({})",
            i.array,
            join(&i.dummies, |d| match d {
                AlignDummy::Name(n) => n.text.clone(),
                AlignDummy::Star(_) => "*".to_string(),
            }),
            i.base,
            subscripts(&i.subscripts)
        )
    })
}

fn decl_items(items: &[DeclItem]) -> String {
    join(items, |i| {
        if i.dims.is_empty() {
            return i.name.text.clone();
        }
        let dims = join(&i.dims, |b| match &b.lo {
            Some(lo) => format!("{}:{}", dexpr(lo), dexpr(&b.hi)),
            None => dexpr(&b.hi),
        });
        format!("{}({dims})", i.name)
    })
}

fn parallel_clause(c: &ParallelClause) -> String {
    match c {
        ParallelClause::Reduction { group, specs, .. } => {
            let specs = join(specs, |r| {
                let op = r.op.name().to_ascii_uppercase();
                match &r.loc {
                    None => format!("{op}({})", r.var),
                    Some((l, None)) => format!("{op}({}, {l})", r.var),
                    Some((l, Some(n))) => format!("{op}({}, {l}, {})", r.var, dexpr(n)),
                }
            });
            match group {
                Some(g) => format!("REDUCTION({g}: {specs})"),
                None => format!("REDUCTION({specs})"),
            }
        }
        ParallelClause::ShadowRenew(specs, _) => format!("SHADOW_RENEW({})", renew_specs(specs)),
        ParallelClause::ShadowStart(g, _) => format!("SHADOW_START {g}"),
        ParallelClause::ShadowWait(g, _) => format!("SHADOW_WAIT {g}"),
        ParallelClause::Private(ns, _) => format!("PRIVATE({})", names(ns)),
        ParallelClause::Across(specs, _) => format!("ACROSS({})", renew_specs(specs)),
        ParallelClause::RemoteAccess(ra, _) => format!("REMOTE_ACCESS({})", remote_access(ra)),
        ParallelClause::CudaBlock(es, _) => format!("CUDA_BLOCK({})", join(es, dexpr)),
        ParallelClause::Stage(e, _) => format!("STAGE({})", dexpr(e)),
        ParallelClause::Tie(refs, _) => format!("TIE({})", join(refs, array_ref)),
    }
}

fn region_clause(c: &RegionClause) -> String {
    match c {
        RegionClause::Data(dir, rs, _) => {
            format!(
                "{}({})",
                format!("{dir:?}").to_ascii_uppercase(),
                ranges(rs)
            )
        }
        RegionClause::Targets(ts, _) => format!(
            "TARGETS({})",
            join(ts, |(t, _)| format!("{t:?}").to_ascii_uppercase())
        ),
        RegionClause::Async(_) => "ASYNC".to_string(),
    }
}

fn new_value(s: String, new_value: bool) -> String {
    if new_value {
        s + " NEW_VALUE"
    } else {
        s
    }
}

/// A directive in DVMH spelling (keywords upper case).
pub fn directive(d: &DirectiveKind) -> String {
    let name = d.name();
    match d {
        DirectiveKind::Distribute(items) => format!("{name} {}", distribute_items(items)),
        DirectiveKind::Redistribute {
            items,
            new_value: nv,
        } => new_value(format!("{name} {}", distribute_items(items)), *nv),
        DirectiveKind::Align(items) => format!("{name} {}", align_items(items)),
        DirectiveKind::Realign {
            items,
            new_value: nv,
        } => new_value(format!("{name} {}", align_items(items)), *nv),
        DirectiveKind::Shadow(items) => format!(
            "{name} {}",
            join(items, |i| format!("{}({})", i.array, widths(&i.widths)))
        ),
        DirectiveKind::Template(items) | DirectiveKind::Processors(items) => {
            format!("{name} {}", decl_items(items))
        }
        DirectiveKind::Inherit(ns)
        | DirectiveKind::Dynamic(ns)
        | DirectiveKind::RemoteGroup(ns)
        | DirectiveKind::ReductionGroup(ns) => format!("{name} {}", names(ns)),
        DirectiveKind::Parallel(p) => {
            let mut s = format!("PARALLEL ({})", names(&p.vars));
            if let Some(on) = &p.on {
                write!(s, " ON {}", array_ref(on)).ok();
            }
            for c in &p.clauses {
                s.push_str(", ");
                s.push_str(&parallel_clause(c));
            }
            s
        }
        DirectiveKind::Region(clauses) => {
            let mut s = "REGION".to_string();
            for (i, c) in clauses.iter().enumerate() {
                s.push_str(if i == 0 { " " } else { ", " });
                s.push_str(&region_clause(c));
            }
            s
        }
        DirectiveKind::EndRegion => "END REGION".to_string(),
        DirectiveKind::Actual(None) | DirectiveKind::GetActual(None) => name.to_string(),
        DirectiveKind::Actual(Some(rs)) | DirectiveKind::GetActual(Some(rs)) => {
            format!("{name}({})", ranges(rs))
        }
        DirectiveKind::RemoteAccess(ra) => format!("{name}({})", remote_access(ra)),
        DirectiveKind::ShadowGroup { group, specs } => {
            format!("{name} {group}({})", renew_specs(specs))
        }
        DirectiveKind::ShadowStart(g)
        | DirectiveKind::ShadowWait(g)
        | DirectiveKind::ReductionStart(g)
        | DirectiveKind::ReductionWait(g)
        | DirectiveKind::Prefetch(g)
        | DirectiveKind::Reset(g) => format!("{name} {g}"),
        DirectiveKind::Interval(Some(e)) => format!("{name} {}", dexpr(e)),
        DirectiveKind::Barrier
        | DirectiveKind::HostSection
        | DirectiveKind::EndHostSection
        | DirectiveKind::Interval(None)
        | DirectiveKind::EndInterval
        | DirectiveKind::Unsupported(_) => name.to_string(),
    }
}
