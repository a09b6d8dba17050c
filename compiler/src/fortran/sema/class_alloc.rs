//! ALLOCATABLE polymorphic scalars (`CLASS(t), ALLOCATABLE :: s`), ALLOCATE with a type spec
//! or SOURCE=, and the type inquiries EXTENDS_TYPE_OF and SAME_TYPE_AS.
//!
//! A CLASS(t) ALLOCATABLE scalar of a procedure is a CLASS(t) POINTER with the same tag (see
//! `dispatch`), marked by a hidden `s.alloc` name: its storage is the address of an object of
//! its dynamic type, null while unallocated (so ALLOCATED is ASSOCIATED, DEALLOCATE frees the
//! target, and dispatch, SELECT TYPE and argument passing are the pointers' own).
//! `ALLOCATE (circle :: s)` allocates a hidden `TYPE(circle), POINTER :: s.new` (default
//! component values included), associates `s` with it and sets `s`'s tag to circle's;
//! `ALLOCATE (s, SOURCE=c)` does so for `c`'s declared type and assigns `c` to the new
//! object first (a deep copy, as intrinsic assignment). A polymorphic SOURCE= (whose dynamic
//! type only the run time knows) is a SELECT TYPE over the source with a TYPE IS block per
//! type known here that extends both declared types, each allocating from the source as
//! that type; intrinsic assignment to a CLASS ALLOCATABLE scalar (`a = b`, F2008) frees it
//! and allocates it with SOURCE= the value.

use super::dispatch::TAG;
use super::Checker;
use crate::fortran::ast::{self, TYPE_SPEC_ARG};
use crate::fortran::hir::{
    self, Actual, CharLen, Const, Expr, ExprKind, PointerObj, PointerValue, SymId, Symbol,
    SymbolKind, Ty,
};
use crate::name::Name;
use crate::source::Span;

/// The suffix of the hidden name that marks a CLASS ALLOCATABLE scalar (as any other
/// ALLOCATABLE scalar).
use crate::fortran::hir::ALLOCATABLE_SCALAR_MARK as ALLOC;

/// The name of the (first) object an ALLOCATE statement's arguments allocate, for messages.
fn object_name(args: &[ast::Arg]) -> String {
    args.iter()
        .find(|a| a.keyword.is_none())
        .and_then(|a| match &a.value.kind {
            ast::ExprKind::Designator(d) => {
                let name = &d.name.text;
                Some(name.strip_suffix(".tmp").unwrap_or(name).to_string())
            }
            _ => None,
        })
        .unwrap_or_default()
}

impl Checker<'_> {
    /// `CLASS(t), ALLOCATABLE :: s` (scalars only): the declaration as POINTER, with each
    /// name marked; `None` for any other declaration.
    pub(super) fn class_allocatable(&mut self, d: &ast::TypeDecl) -> Option<ast::TypeDecl> {
        if d.ty.keyword != ast::TypeKw::Class
            || !d.attrs.iter().any(|a| a.kind == ast::AttrKind::Allocatable)
            || d.entities.iter().any(|e| e.dims.is_some())
            || d.attrs
                .iter()
                .any(|a| matches!(a.kind, ast::AttrKind::Dimension(_)))
        {
            return None;
        }
        let dummy = d.entities.iter().find(|e| {
            self.scope
                .lookup(&e.name.text)
                .is_some_and(|id| self.scope.get(id).dummy.is_some())
        });
        if let Some(e) = dummy {
            self.error(
                e.name.span,
                format!(
                    "'{}': a CLASS ALLOCATABLE dummy argument is not supported yet (pass a CLASS POINTER, or allocate it in the caller)",
                    e.name.text
                ),
            );
        }
        let mut out = d.clone();
        for a in &mut out.attrs {
            if a.kind == ast::AttrKind::Allocatable {
                a.kind = ast::AttrKind::Pointer;
            }
        }
        for e in &d.entities {
            let mark = format!("{}{ALLOC}", e.name.text);
            if self.scope.lookup(&mark).is_none() {
                self.tag_symbol(mark, e.name.span, None);
            }
        }
        Some(out)
    }

    /// `ALLOCATE (b, SOURCE=a)` of a polymorphic `a`: a SELECT TYPE over `a` whose TYPE IS
    /// blocks allocate `b` from `a` as each type known here that extends both declared
    /// types (`declared`, `b`'s) and is not abstract. The construct is the statement.
    fn polymorphic_source(
        &mut self,
        args: &[ast::Arg],
        declared: Ty,
        source: &ast::Designator,
    ) -> Option<hir::StmtKind> {
        let span = source.span;
        let src_ty = self.scope.get(self.scope.lookup(&source.name.text)?).ty;
        let assoc = Name::new(format!("{}.src", source.name.text), source.name.span);
        let names: Vec<String> = self
            .types
            .defs()
            .filter(|t| !t.abstract_)
            .map(|t| (t.type_ref(), t.name.clone()))
            .filter(|(t, _)| {
                self.type_depth_to(*t, src_ty).is_some()
                    && self.type_depth_to(*t, declared).is_some()
            })
            .map(|(_, n)| n)
            .collect();
        let from = ast::Expr {
            kind: ast::ExprKind::Designator(ast::Designator {
                name: assoc.clone(),
                args: None,
                substring: None,
                parts: Vec::new(),
                span,
            }),
            span,
        };
        let body: Vec<ast::Arg> = args
            .iter()
            .map(
                |a| match a.keyword.as_ref().is_some_and(|k| k.text == "source") {
                    true => ast::Arg {
                        keyword: a.keyword.clone(),
                        value: from.clone(),
                    },
                    false => a.clone(),
                },
            )
            .collect();
        let mut guards = Vec::new();
        let mut branches = Vec::new();
        for n in names {
            guards.push(ast::TypeGuard::TypeIs(ast::TypeSpec {
                keyword: crate::fortran::lexer::TypeKw::Type,
                star_len: None,
                kind: Some(ast::Expr {
                    kind: ast::ExprKind::Designator(ast::Designator {
                        name: Name::new(n, span),
                        args: None,
                        substring: None,
                        parts: Vec::new(),
                        span,
                    }),
                    span,
                }),
                len: None,
                span,
            }));
            branches.push(ast::IfBranch {
                cond: from.clone(),
                head: span,
                label: None,
                body: vec![ast::Stmt {
                    label: None,
                    kind: ast::StmtKind::Allocate(body.clone()),
                    span,
                }],
            });
        }
        let select = ast::SelectType {
            assoc: Some(assoc),
            selector: ast::Expr {
                kind: ast::ExprKind::Designator(source.clone()),
                span,
            },
            guards,
        };
        // A dynamic type no type known here matches (an extension defined where this
        // scope cannot see it): a run-time error rather than `b` left unallocated.
        let unknown = ast::StopCode::Str(
            format!(
                "copying '{src}' into '{}' (ALLOCATE with SOURCE= or assignment): the dynamic type of '{src}' is not known in this scope",
                object_name(args),
                src = source.name.text,
            ),
            span,
        );
        let construct = ast::IfConstruct {
            branches,
            else_branch: Some(ast::ElseBranch {
                head: span,
                label: None,
                body: vec![ast::Stmt {
                    label: None,
                    kind: ast::StmtKind::ErrorStop(Some(unknown)),
                    span,
                }],
            }),
            end: (span, None),
            selector: None,
            select_type: None,
            name: None,
        };
        if construct.branches.is_empty() {
            let (t, d) = (self.type_name(src_ty), self.type_name(declared));
            self.error(
                span,
                format!("no type known here extends both {t} and {d}: nothing to allocate from this SOURCE="),
            );
            return None;
        }
        let mut out = Vec::new();
        self.check_select_type(&construct, &select, &mut out);
        let mut out = out.into_iter();
        let first = out.next()?;
        self.post_stmts.extend(out);
        Some(first.kind)
    }

    /// `a = b` of a CLASS ALLOCATABLE scalar `a` (F2008): the value copied first into a
    /// hidden CLASS ALLOCATABLE `a.tmp` of `a`'s declared type (ALLOCATE with SOURCE=`b`),
    /// then `a` freed when allocated and associated with the copy, so that `a = a` and
    /// `a = f(a)` read `a` before it is freed (`None`: `a` is no such object).
    pub(super) fn class_assign(
        &mut self,
        lhs: &ast::Designator,
        rhs: &ast::Expr,
        span: crate::source::Span,
    ) -> Option<Vec<hir::Stmt>> {
        if !self.is_polymorphic(lhs) || !self.is_class_allocatable(&lhs.name.text) {
            return None;
        }
        let copy = self.hidden_class_copy(lhs)?;
        let designator = |d: &ast::Designator| ast::Expr {
            kind: ast::ExprKind::Designator(d.clone()),
            span: d.span,
        };
        let object = ast::Arg {
            keyword: None,
            value: designator(lhs),
        };
        let stmt = |kind| ast::Stmt {
            label: None,
            kind,
            span,
        };
        let allocated = ast::Expr {
            kind: ast::ExprKind::Designator(ast::Designator {
                name: Name::new("allocated", lhs.span),
                args: Some(vec![object.clone()]),
                substring: None,
                parts: Vec::new(),
                span: lhs.span,
            }),
            span: lhs.span,
        };
        let stmts = [
            stmt(ast::StmtKind::Allocate(vec![
                ast::Arg {
                    keyword: None,
                    value: designator(&copy),
                },
                ast::Arg {
                    keyword: Some(Name::new("source", rhs.span)),
                    value: rhs.clone(),
                },
            ])),
            stmt(ast::StmtKind::LogicalIf {
                cond: allocated,
                stmt: Box::new(stmt(ast::StmtKind::Deallocate(vec![object]))),
            }),
            stmt(ast::StmtKind::PointerAssign {
                lhs: lhs.clone(),
                rhs: designator(&copy),
            }),
        ];
        Some(self.check_block(&stmts))
    }

    /// Declares the compiler's scalar POINTER `name` of type `ty` (explicitly typed, so that
    /// IMPLICIT NONE does not reject it) and returns it.
    pub(super) fn hidden_scalar_pointer(
        &mut self,
        name: &str,
        ty: Ty,
        char_len: Option<CharLen>,
        span: Span,
    ) -> SymId {
        let id = self.scope.add(Symbol {
            name: name.to_string(),
            ty,
            kind: SymbolKind::Scalar,
            span,
            dummy: None,
            saved: false,
            common: None,
            char_len,
            pointer: true,
            target: false,
        });
        self.scope.explicitly_typed.insert(id);
        id
    }

    /// The hidden CLASS ALLOCATABLE scalar `a.tmp` of the declared type of `a` (a CLASS
    /// ALLOCATABLE scalar) that holds the value of an assignment to `a` before `a` is freed;
    /// declared on first use.
    fn hidden_class_copy(&mut self, lhs: &ast::Designator) -> Option<ast::Designator> {
        let name = format!("{}.tmp", lhs.name.text);
        if self.scope.lookup(&name).is_none() {
            let id = self.scope.lookup(&lhs.name.text)?;
            let declared = self.scope.get(id).ty;
            self.hidden_scalar_pointer(&name, declared, None, lhs.name.span);
            self.polymorphic_pointer(&Name::new(name.clone(), lhs.name.span));
            self.tag_symbol(format!("{name}{ALLOC}"), lhs.name.span, None);
        }
        Some(ast::Designator {
            name: Name::new(name, lhs.name.span),
            args: None,
            substring: None,
            parts: Vec::new(),
            span: lhs.span,
        })
    }

    /// Whether `name` is a CLASS ALLOCATABLE scalar.
    fn is_class_allocatable(&self, name: &str) -> bool {
        self.scope.lookup(&format!("{name}{ALLOC}")).is_some()
    }

    /// ALLOCATED, EXTENDS_TYPE_OF and SAME_TYPE_AS of polymorphic objects (`None`: not such
    /// a reference; `Some(None)`: after an error).
    pub(super) fn class_inquiry(
        &mut self,
        d: &ast::Designator,
        args: &[ast::Arg],
    ) -> Option<Option<Expr>> {
        let f = d.name.text.as_str();
        match (f, args) {
            ("allocated", [a]) => {
                let ast::ExprKind::Designator(x) = &a.value.kind else {
                    return None;
                };
                if !self.is_allocatable_scalar(x) {
                    return None;
                }
                let id = self.scope.lookup(&x.name.text)?;
                Some(Some(Expr {
                    kind: ExprKind::Associated(PointerObj::Var(id), None),
                    ty: Ty::L4,
                    span: d.span,
                }))
            }
            ("extends_type_of" | "same_type_as", [a, b]) => {
                let tags = [&a.value, &b.value].map(|e| {
                    let tag = self.tag_of(e)?;
                    self.check_expr(&tag)
                });
                let [Some(ta), Some(tb)] = tags else {
                    self.error(
                        d.span,
                        format!(
                            "the arguments of {} must be objects of extensible derived types",
                            f.to_uppercase()
                        ),
                    );
                    return Some(None);
                };
                let conv = |e: Expr| match e.ty {
                    Ty::I8 => e,
                    _ => Expr {
                        span: e.span,
                        kind: ExprKind::Convert(Box::new(e)),
                        ty: Ty::I8,
                    },
                };
                let (ta, tb) = (conv(ta), conv(tb));
                Some(Some(match f {
                    "same_type_as" => Expr {
                        kind: ExprKind::Binary(hir::BinOp::Eq, Box::new(ta), Box::new(tb)),
                        ty: Ty::L4,
                        span: d.span,
                    },
                    _ => self.extends_call(ta, tb, d.span),
                }))
            }
            _ => None,
        }
    }

    /// ALLOCATE with a type spec or SOURCE= (`None`: neither is given, the ordinary rules
    /// apply; `Some(None)`: after an error). The statement allocates the new object; what
    /// associates the polymorphic object with it follows it.
    pub(super) fn typed_allocate(&mut self, args: &[ast::Arg]) -> Option<Option<hir::StmtKind>> {
        let keyword = |a: &ast::Arg, k: &str| a.keyword.as_ref().is_some_and(|n| n.text == k);
        let spec = args.iter().find(|a| keyword(a, TYPE_SPEC_ARG));
        let source = args.iter().find(|a| keyword(a, "source"));
        if spec.is_none() && source.is_none() {
            return None;
        }
        let objects: Vec<&ast::Arg> = args.iter().filter(|a| a.keyword.is_none()).collect();
        let polymorphic = |ck: &Self, a: &ast::Arg| match &a.value.kind {
            ast::ExprKind::Designator(d) => ck.is_polymorphic(d),
            _ => false,
        };
        if spec.is_none() && !objects.iter().any(|a| polymorphic(self, a)) {
            // SOURCE= of other objects: the ordinary rules' message.
            return None;
        }
        let what = match spec {
            Some(_) => "ALLOCATE with a type spec",
            None => "ALLOCATE with SOURCE=",
        };
        let span = objects.first().map_or(args[0].value.span, |a| a.value.span);
        let object = match objects.as_slice() {
            [a] => match &a.value.kind {
                ast::ExprKind::Designator(d) if self.is_polymorphic(d) => d,
                _ => {
                    self.error(
                        a.value.span,
                        format!("{what} is supported for one polymorphic (CLASS) scalar only"),
                    );
                    return Some(None);
                }
            },
            _ => {
                self.error(
                    span,
                    format!("{what} is supported for one polymorphic (CLASS) scalar only"),
                );
                return Some(None);
            }
        };
        let id = self.scope.lookup(&object.name.text)?;
        let declared = self.scope.get(id).ty;
        let dynamic = match (spec, source) {
            (Some(_), Some(s)) => {
                self.error(
                    s.value.span,
                    "ALLOCATE takes a type spec or SOURCE=, not both",
                );
                return Some(None);
            }
            (Some(ts), None) => {
                let ast::ExprKind::TypedConstructor(ts, _) = &ts.value.kind else {
                    return Some(None);
                };
                let ty = self.type_of_spec(ts)?;
                if self.abstract_type_error(ty, ts.span, "an allocated object") {
                    return Some(None);
                }
                ty
            }
            (None, Some(s)) => {
                if let ast::ExprKind::Designator(d) = &s.value.kind {
                    if self.is_polymorphic(d) {
                        return Some(self.polymorphic_source(args, declared, d));
                    }
                }
                let (ty, rank) = self.argument_shape(&s.value, true)?;
                if rank > 0 {
                    self.error(s.value.span, "SOURCE= of a scalar must be a scalar");
                    return Some(None);
                }
                ty
            }
            (None, None) => return None,
        };
        if self.type_depth_to(dynamic, declared).is_none() {
            let (t, d) = (self.type_name(dynamic), self.type_name(declared));
            self.error(
                span,
                format!(
                    "{what}: {t} does not extend {d}, the declared type of '{}'",
                    object.name.text
                ),
            );
            return Some(None);
        }
        let plain: Vec<ast::Arg> = args
            .iter()
            .filter(|a| a.keyword.is_some() && !keyword(a, TYPE_SPEC_ARG) && !keyword(a, "source"))
            .cloned()
            .collect();
        // The new object, as a pointer of the dynamic type.
        let new_name = format!("{}.new", object.name.text);
        let new = self.hidden_scalar_pointer(&new_name, dynamic, None, object.name.span);
        let mut with_new = plain;
        with_new.push(ast::Arg {
            keyword: None,
            value: ast::Expr {
                kind: ast::ExprKind::Designator(ast::Designator {
                    name: Name::new(new_name.clone(), object.name.span),
                    args: None,
                    substring: None,
                    parts: Vec::new(),
                    span: object.span,
                }),
                span: object.span,
            },
        });
        let allocate = self.check_allocate(&with_new)?;
        if let Some(s) = source {
            let target = ast::Designator {
                name: Name::new(new_name, object.name.span),
                args: None,
                substring: None,
                parts: Vec::new(),
                span: object.span,
            };
            if let Some(kind) = self.check_assign(&target, &s.value, s.value.span) {
                self.post_stmts.push(hir::Stmt {
                    label: None,
                    kind,
                    span: s.value.span,
                });
            }
        }
        let tag = self.scope.lookup(&format!("{}{TAG}", object.name.text))?;
        let at = object.span;
        self.post_stmts.push(hir::Stmt {
            label: None,
            kind: hir::StmtKind::PointerAssign {
                pointer: PointerObj::Var(id),
                value: PointerValue::Scalar(Actual::Var(new)),
                bounds: Vec::new(),
            },
            span: at,
        });
        self.post_stmts.push(hir::Stmt {
            label: None,
            kind: hir::StmtKind::Assign {
                target: hir::Place::Scalar(tag),
                value: Expr {
                    kind: ExprKind::Const(Const::Int(super::select_type::intrinsic_tag(dynamic))),
                    ty: Ty::I8,
                    span: at,
                },
            },
            span: at,
        });
        Some(Some(allocate))
    }
}
