//! What the dependence analysis tells the user: the per-loop listing of `dvmhc --emit=deps`
//! (`-dvmhLoopAnalysis`), and the findings the compiler turns into diagnostics.
//!
//! Why here and not in a front end: the dependences come from the IR, which both languages
//! share, so Fortran-DVMH and C-DVMH get the same checks; only the spelling of the suggested
//! clause depends on the source language (told by the file's extension).

use super::deps::{Access, Distance, Kind, LoopDeps, Root, Target};
use crate::loc::Loc;
use crate::module::Module;
use std::fmt::Write;

/// A diagnostic the compiler should report at `loc`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub error: bool,
    pub loc: Loc,
    pub message: String,
}

fn is_c_file(m: &Module, loc: Loc) -> bool {
    m.file_of(loc)
        .is_some_and(|f| f.ends_with(".c") || f.ends_with(".cdv") || f.ends_with(".h"))
}

fn distance_text(d: &[Distance]) -> String {
    let parts: Vec<String> = d.iter().map(Distance::to_string).collect();
    if parts.len() == 1 {
        parts[0].clone()
    } else {
        format!("({})", parts.join(", "))
    }
}

/// `ACROSS(A(1:0))` in Fortran, `across(A[1:0])` in C; without widths, the clause's name.
fn across_text(c: bool, name: &str, widths: Option<&[(i64, i64)]>) -> String {
    let Some(w) = widths else {
        return format!("{} on '{name}'", if c { "across" } else { "ACROSS" });
    };
    if c {
        // The C front end orders view dimensions fastest-varying first, the reverse of C's.
        let dims: String = w
            .iter()
            .rev()
            .map(|(lo, hi)| format!("[{lo}:{hi}]"))
            .collect();
        format!("across({name}{dims})")
    } else {
        let dims: Vec<String> = w.iter().map(|(lo, hi)| format!("{lo}:{hi}")).collect();
        format!("ACROSS({name}({}))", dims.join(", "))
    }
}

fn where_text(m: &Module, loc: Loc) -> String {
    if !loc.is_known() {
        return "?".into();
    }
    match m.file_of(loc) {
        Some(f) => format!("{f}:{}:{}", loc.line, loc.col),
        None => format!("{}:{}", loc.line, loc.col),
    }
}

fn subject(a: &Access) -> String {
    let kind = match a.target {
        Target::Array(_) => "array",
        Target::Scalar(_) => "scalar",
    };
    if a.name.is_empty() {
        kind.to_string()
    } else {
        format!("{kind} {}", a.name)
    }
}

/// The listing of `--emit=deps`: per parallel loop, where it is, then one line per dependence
/// (what, kind, distance vector, the two accesses, proven or possible, and the clause that
/// covers it or that it lacks).
pub fn render(m: &Module, loops: &[LoopDeps]) -> String {
    let mut out = String::new();
    for l in loops {
        let c = is_c_file(m, l.loc);
        let _ = writeln!(
            out,
            "{}: parallel loop, {} dimension{}",
            where_text(m, l.loc),
            l.rank,
            if l.rank == 1 { "" } else { "s" }
        );
        let mut any = false;
        for (a, b, d) in l.dependences() {
            any = true;
            let status = match d.covered {
                Some(cover) => format!("covered by {}", cover.name()),
                None if !d.proven => "not covered by a clause (not proven, so not an error)".into(),
                None => match &a.target {
                    Target::Array(root) => format!(
                        "NOT covered: needs {}",
                        across_text(c, &a.name, l.across_widths(root).as_deref())
                    ),
                    Target::Scalar(_) => "NOT covered: needs PRIVATE or REDUCTION".into(),
                },
            };
            let _ = writeln!(
                out,
                "  {}: {} dependence, distance ({}), {} -> {}, {}, {status}",
                subject(a),
                d.kind.name(),
                d.distance
                    .iter()
                    .map(Distance::to_string)
                    .collect::<Vec<_>>()
                    .join(", "),
                where_text(m, a.loc),
                where_text(m, b.loc),
                if d.proven { "proven" } else { "possible" },
            );
        }
        if !any {
            out.push_str("  no loop-carried dependences\n");
        }
    }
    out
}

/// The diagnostics: an error for each array with a proven dependence that no ACROSS covers
/// (naming the SHADOW_RENEW that cannot order the iterations, and the ACROSS that would), a
/// warning for each scalar assigned in the loop that is neither PRIVATE nor REDUCTION.
pub fn findings(m: &Module, loops: &[LoopDeps]) -> Vec<Finding> {
    let mut out = Vec::new();
    for l in loops {
        let c = is_c_file(m, l.loc);
        let mut done: Vec<Target> = Vec::new();
        for (a, b, d) in l.dependences() {
            if d.covered.is_some() || done.contains(&a.target) {
                continue;
            }
            match &a.target {
                Target::Array(root) if d.proven => {
                    done.push(a.target.clone());
                    out.push(array_finding(l, root, c, b));
                }
                Target::Scalar(_) if a.write || b.write => {
                    done.push(a.target.clone());
                    let sink = if b.write && !a.write { a } else { b };
                    let name = if a.name.is_empty() {
                        "a variable".to_string()
                    } else {
                        format!("'{}'", a.name)
                    };
                    out.push(Finding {
                        error: false,
                        loc: sink.loc,
                        message: format!(
                            "the parallel loop at line {} assigns {name}, which is neither PRIVATE nor REDUCTION: its value depends on the order of the iterations",
                            l.loc.line
                        ),
                    });
                }
                _ => {}
            }
        }
    }
    out
}

fn array_finding(l: &LoopDeps, root: &Root, c: bool, sink: &Access) -> Finding {
    let name = &sink.name;
    let mut kinds: Vec<String> = Vec::new();
    for (a, _, d) in l.dependences() {
        if a.target != Target::Array(root.clone()) || !d.proven || d.kind == Kind::Output {
            continue;
        }
        let text = format!(
            "{} dependence at distance {}",
            d.kind.name(),
            distance_text(&d.distance)
        );
        if !kinds.contains(&text) {
            kinds.push(text);
        }
    }
    if kinds.is_empty() {
        kinds.push("output dependence".into());
    }
    let across = across_text(c, name, l.across_widths(root).as_deref());
    let message = if l.renewed.contains(root) {
        let renew = if c {
            format!("shadow_renew({name})")
        } else {
            format!("SHADOW_RENEW({name})")
        };
        format!(
            "the iterations of this parallel loop depend on each other through '{name}' ({}), but {renew} gives every iteration the values from before the loop, so the results depend on the number of processes: declare the dependence with {across}",
            kinds.join(", ")
        )
    } else {
        format!(
            "the iterations of this parallel loop depend on each other through '{name}' ({}): declare the dependence with {across}",
            kinds.join(", ")
        )
    };
    Finding {
        error: true,
        loc: sink.loc,
        message,
    }
}
