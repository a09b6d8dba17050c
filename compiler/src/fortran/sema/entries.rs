//! ENTRY statements: more than one way into a subroutine or function, as Fortran 77 codes use
//! them to share saved state between a setter and its getters.
//!
//! Before the units are checked, an external procedure with ENTRY statements becomes one
//! *master* procedure (the name with [`MASTER_SUFFIX`]): its dummies are a hidden INTEGER
//! selector ([`ENTRY_SELECTOR`]) and every dummy of the procedure and of its entries, all
//! OPTIONAL, so that a way in passes only its own. A computed GO TO on the selector starts the
//! body at the way in's ENTRY statement, which becomes a labelled CONTINUE. A function's entry
//! results share the storage of the function's result (EQUIVALENCE), as the standard says
//! results of the same type do. Every call of the procedure or of an entry is redirected to the
//! master with the selector and the actual arguments by keyword ([`EntryPoint::arguments`]),
//! so lowering never sees an ENTRY. A module procedure's master stays a module procedure,
//! reached by USE. What is left unsupported (ENTRY in internal procedures, or inside a
//! construct) stays an `Entry` statement and is reported by sema.

use super::Checker;
use crate::diag::Diagnostics;
use crate::fortran::ast::{
    self, Arg, Designator, EntityDecl, EquivSet, Expr, ExprKind, File, LabelRef, ProgramUnit, Stmt,
    StmtKind, TypeDecl, TypeSpec, UnitKind,
};
use crate::fortran::hir;
use crate::fortran::lexer::{IntLit, TypeKw};
use crate::fortran::prescan::Label;
use crate::name::Name;
use crate::source::Span;
use std::cell::RefCell;
use std::collections::HashMap;

/// The hidden first dummy of a master procedure: 0 for the procedure itself, k for its k-th
/// ENTRY.
pub const ENTRY_SELECTOR: &str = "dvmh_entry_";
/// What a master procedure's name adds to the procedure's.
pub const MASTER_SUFFIX: &str = "_entries_";
/// The labels of the ENTRY points in a master: above any a program can write (5 digits).
const ENTRY_LABEL_BASE: u32 = 100_000;

/// A way into a master procedure: what a call of its name becomes.
#[derive(Clone, Debug)]
pub struct EntryPoint {
    pub master: String,
    pub selector: i64,
    /// The way in's own dummies, in order: positional actual arguments go to these.
    pub dummies: Vec<String>,
}

thread_local! {
    /// The ways in of the file being checked, by name.
    static ENTRY_POINTS: RefCell<HashMap<String, EntryPoint>> = RefCell::new(HashMap::new());
    /// The result variables of each master function's entries (the function's own first).
    static ENTRY_RESULTS: RefCell<HashMap<String, Vec<Name>>> = RefCell::new(HashMap::new());
}

/// Forgets the ways in of the previous file (for a file without ENTRY statements).
pub fn forget() {
    ENTRY_POINTS.with(|p| p.borrow_mut().clear());
    ENTRY_RESULTS.with(|r| r.borrow_mut().clear());
}

/// Does an external or module procedure of `file` have ENTRY statements?
pub fn has_any(file: &File) -> bool {
    any_in(&file.units)
}

/// Does an external or module procedure of `units` have ENTRY statements?
pub fn any_in(units: &[ProgramUnit]) -> bool {
    units.iter().any(|u| {
        u.body.iter().any(is_entry)
            || (matches!(u.kind, UnitKind::Module)
                && u.contains.iter().any(|p| p.body.iter().any(is_entry)))
    })
}

/// Rewrites every external or module procedure of `file` that has ENTRY statements into its
/// master and records the ways in for [`entry_point`].
pub fn rewrite(file: &mut File, diags: &mut Diagnostics) {
    rewrite_units(file.units.iter_mut(), diags);
}

/// [`rewrite`] of `units`: the modules read from module files and the file's own units
/// together, so that a call in the file of an entry of a module compiled from another
/// source is redirected to that module's master as in the module's own compilation.
pub fn rewrite_units<'a>(
    units: impl Iterator<Item = &'a mut ProgramUnit>,
    diags: &mut Diagnostics,
) {
    let mut points = HashMap::new();
    let mut results = HashMap::new();
    for unit in units {
        if unit.body.iter().any(is_entry) {
            rewrite_unit(unit, &mut points, &mut results, diags);
        }
        if !matches!(unit.kind, UnitKind::Module) {
            continue;
        }
        // A module procedure's master is a module procedure too, which users of the module
        // reach by USE (the calls of its ways in are redirected to it by name).
        for procedure in &mut unit.contains {
            if !procedure.body.iter().any(is_entry) {
                continue;
            }
            let before: Vec<String> = points.keys().cloned().collect();
            rewrite_unit(procedure, &mut points, &mut results, diags);
            let ways: Vec<String> = points
                .keys()
                .filter(|k| !before.contains(k))
                .cloned()
                .collect();
            if let Some(master) = &procedure.name {
                master_access(&mut unit.spec, &ways, master);
            }
        }
    }
    ENTRY_POINTS.with(|p| *p.borrow_mut() = points);
    ENTRY_RESULTS.with(|r| *r.borrow_mut() = results);
}

impl Checker<'_> {
    /// In a master function: every entry's result must have the function result's type. The
    /// master returns the function's type, and results of different types are only storage
    /// associated, so a caller of such an entry would read the bits of another type.
    pub(super) fn check_entry_result_types(&mut self, master: &str, result: hir::SymId) {
        let Some(names) = ENTRY_RESULTS.with(|r| r.borrow().get(master).cloned()) else {
            return;
        };
        let expected = self.scope.get(result);
        let (ty, len) = (expected.ty, expected.char_len);
        for name in names.iter().skip(1) {
            let Some(id) = self.scope.lookup(&name.text) else {
                continue;
            };
            let sym = self.scope.get(id);
            if sym.ty != ty || sym.char_len != len {
                let message = format!(
                    "the result of ENTRY '{}' is {} but the function's is {}: entries of another result type are not supported",
                    name.text, sym.ty, ty
                );
                self.error(name.span, message);
            }
        }
    }
}

/// PUBLIC or PRIVATE of a module procedure or any of its entries: the master's too, so that
/// the ways in a user may call reach it (PUBLIC wins).
fn master_access(spec: &mut [Stmt], ways: &[String], master: &Name) {
    let public = spec.iter().any(|s| {
        matches!(&s.kind, StmtKind::Access(true, names)
            if names.iter().any(|n| ways.contains(&n.text)))
    });
    for s in spec.iter_mut() {
        if let StmtKind::Access(p, names) = &mut s.kind {
            if *p == public && names.iter().any(|n| ways.contains(&n.text)) {
                names.push(master.clone());
                return;
            }
        }
    }
}

/// The way in that a call of `name` takes, if `name` is a procedure with ENTRY statements or
/// one of its entries.
pub fn entry_point(name: &str) -> Option<EntryPoint> {
    ENTRY_POINTS.with(|p| p.borrow().get(name).cloned())
}

fn is_entry(s: &Stmt) -> bool {
    matches!(s.kind, StmtKind::Entry { .. })
}

fn rewrite_unit(
    unit: &mut ProgramUnit,
    points: &mut HashMap<String, EntryPoint>,
    entry_results: &mut HashMap<String, Vec<Name>>,
    diags: &mut Diagnostics,
) {
    let Some(name) = unit.name.clone() else {
        return;
    };
    let (dummies, function_result) = match &unit.kind {
        UnitKind::Subroutine { dummies } => (dummies.clone(), None),
        UnitKind::Function {
            dummies, result, ..
        } => (
            dummies.clone(),
            Some(result.clone().unwrap_or_else(|| name.clone())),
        ),
        _ => return,
    };
    let master = format!("{}{MASTER_SUFFIX}", name.text);
    let mut all_dummies: Vec<Name> = dummies.clone();
    let mut results: Vec<Name> = function_result.iter().cloned().collect();
    let mut ways = vec![(name.text.clone(), dummies)];
    let mut ok = true;
    for s in unit.body.iter_mut() {
        let StmtKind::Entry {
            name: entry,
            dummies,
            suffixes,
        } = &s.kind
        else {
            continue;
        };
        let selector = ways.len() as u32;
        let mut result = entry.clone();
        for suffix in suffixes {
            let message = match (suffix.keyword.text.as_str(), &function_result) {
                ("result", Some(_)) => {
                    result = suffix.arg.clone();
                    continue;
                }
                ("result", None) => "RESULT is allowed only on an ENTRY of a function".to_string(),
                (other, _) => format!(
                    "{} is not allowed on an ENTRY statement",
                    other.to_uppercase()
                ),
            };
            diags.error(suffix.span, message);
            ok = false;
        }
        if let Some(star) = dummies.iter().find(|d| d.text == ast::ALT_RETURN_DUMMY) {
            diags.error(
                star.span,
                "alternate returns ('*' dummies) of an ENTRY are not supported",
            );
            ok = false;
        }
        for d in dummies {
            if !all_dummies.iter().any(|a| a.text == d.text) {
                all_dummies.push(d.clone());
            }
        }
        if function_result.is_some() && !results.iter().any(|r| r.text == result.text) {
            results.push(result);
        }
        ways.push((entry.text.clone(), dummies.clone()));
        let span = s.span;
        *s = Stmt {
            label: Some(Label {
                value: ENTRY_LABEL_BASE + selector,
                span,
            }),
            kind: StmtKind::Continue,
            span,
        };
    }
    if all_dummies.iter().any(|d| d.text == ast::ALT_RETURN_DUMMY) {
        diags.error(
            name.span,
            "ENTRY in a subroutine with alternate returns ('*' dummies) is not supported",
        );
        ok = false;
    }
    if !ok {
        return;
    }
    for (selector, (way, dummies)) in ways.iter().enumerate() {
        if points.contains_key(way) {
            diags.error(
                name.span,
                format!("'{way}' is a second way into a procedure"),
            );
            continue;
        }
        points.insert(
            way.clone(),
            EntryPoint {
                master: master.clone(),
                selector: selector as i64,
                dummies: dummies.iter().map(|d| d.text.clone()).collect(),
            },
        );
    }

    let span = name.span;
    let mut master_dummies = vec![Name::new(ENTRY_SELECTOR, span)];
    master_dummies.extend(all_dummies.iter().cloned());
    match &mut unit.kind {
        UnitKind::Subroutine { dummies } => *dummies = master_dummies,
        UnitKind::Function {
            dummies, result, ..
        } => {
            *dummies = master_dummies;
            *result = function_result;
        }
        _ => {}
    }
    unit.name = Some(Name::new(master.clone(), span));
    unit.spec.push(integer_decl(ENTRY_SELECTOR, span));
    if !all_dummies.is_empty() {
        unit.spec.push(Stmt {
            label: None,
            kind: StmtKind::Optional(all_dummies),
            span,
        });
    }
    if results.len() > 1 {
        entry_results.insert(master.clone(), results.clone());
        unit.spec.push(Stmt {
            label: None,
            kind: StmtKind::Equivalence(vec![EquivSet {
                items: results.iter().map(|r| plain(&r.text, span)).collect(),
                span,
            }]),
            span,
        });
    }
    let labels = (1..ways.len() as u32)
        .map(|k| LabelRef {
            value: ENTRY_LABEL_BASE + k,
            span,
        })
        .collect();
    unit.body.insert(
        0,
        Stmt {
            label: None,
            kind: StmtKind::ComputedGoto {
                labels,
                index: name_expr(ENTRY_SELECTOR, span),
            },
            span,
        },
    );
}

/// `INTEGER name`: the declaration of a hidden INTEGER dummy.
pub(super) fn integer_decl(name: &str, span: Span) -> Stmt {
    Stmt {
        label: None,
        kind: StmtKind::TypeDecl(Box::new(TypeDecl {
            ty: TypeSpec {
                keyword: TypeKw::Integer,
                star_len: None,
                kind: None,
                len: None,
                span,
            },
            attrs: Vec::new(),
            entities: vec![EntityDecl {
                name: Name::new(name, span),
                dims: None,
                star_len: None,
                init: None,
                pointer_init: None,
                span,
            }],
        })),
        span,
    }
}

/// The designator of a whole variable.
pub(super) fn plain(name: &str, span: Span) -> Designator {
    Designator {
        name: Name::new(name, span),
        args: None,
        substring: None,
        parts: Vec::new(),
        span,
    }
}

pub(super) fn name_expr(name: &str, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Designator(plain(name, span)),
        span,
    }
}

pub(super) fn int_expr(value: i64, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Int(IntLit {
            digits: value.to_string(),
            kind: None,
        }),
        span,
    }
}

impl EntryPoint {
    /// The actual arguments of a call of this way in as the master takes them: the selector,
    /// then each argument by the keyword of its dummy. `None` (reported) when there are more
    /// positional arguments than dummies.
    pub fn arguments(&self, name: &Name, args: &[Arg], ck: &mut Checker) -> Option<Vec<Arg>> {
        let span = name.span;
        let mut out = vec![Arg {
            keyword: Some(Name::new(ENTRY_SELECTOR, span)),
            value: int_expr(self.selector, span),
        }];
        for (k, a) in args.iter().enumerate() {
            let keyword = match &a.keyword {
                Some(kw) if kw.text == ast::ALT_RETURN_DUMMY => {
                    ck.error(
                        a.value.span,
                        "alternate returns into an ENTRY are not supported",
                    );
                    return None;
                }
                Some(kw) if self.dummies.contains(&kw.text) => kw.clone(),
                Some(kw) => {
                    ck.error(
                        kw.span,
                        format!("'{}' has no dummy argument '{}'", name.text, kw.text),
                    );
                    return None;
                }
                None => match self.dummies.get(k) {
                    Some(d) => Name::new(d.clone(), a.value.span),
                    None => {
                        ck.error(
                            a.value.span,
                            format!(
                                "'{}' takes {} argument(s), found more",
                                name.text,
                                self.dummies.len()
                            ),
                        );
                        return None;
                    }
                },
            };
            out.push(Arg {
                keyword: Some(keyword),
                value: a.value.clone(),
            });
        }
        Some(out)
    }
}
